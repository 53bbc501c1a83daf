// The rules of the invoice calls (SPEC sections 2, 5, 7): the status list, the search, and the
// related-order lines of one invoice. The vendor is always the session's.
import {
  INVOICE_NOT_FOUND,
  INVOICE_STATUS_UNKNOWN,
  type InvoiceDetailsResponse,
  type InvoiceStatusesResponse,
  type VendorInvoicesResponse,
  type searchInvoicesRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { findInvoiceLines, listInvoiceStatuses, searchInvoiceRows } from './invoices.repository.ts';
import { toVendorInvoice } from './invoice-row.ts';
import { dollarsOf } from './money.ts';
import { blankToNull, filterDates, pathId } from './request-dates.ts';

export const invoiceNotFound = () => new AppError('not_found', INVOICE_NOT_FOUND);

export async function invoiceStatuses(db: Db): Promise<InvoiceStatusesResponse> {
  const rows = await listInvoiceStatuses(db);
  return { allStatusVendorInvoices: rows };
}

export async function searchInvoices(
  db: Db,
  vendorId: number,
  request: z.output<typeof searchInvoicesRequest>,
): Promise<VendorInvoicesResponse> {
  const { from, to } = filterDates(request);
  const status = blankToNull(request.status);
  if (status !== null) {
    const known = await listInvoiceStatuses(db);
    if (!known.some((s) => s.code === status)) throw badRequest(INVOICE_STATUS_UNKNOWN);
  }
  const rows = await searchInvoiceRows(db, vendorId, {
    from,
    to,
    statusCodes: status === null ? null : [status],
    invoicePrefix: blankToNull(request.invoiceNum),
  });
  return { vendorInvoices: rows.map(toVendorInvoice) };
}

export async function invoiceDetails(
  db: Db,
  vendorId: number,
  idText: string,
): Promise<InvoiceDetailsResponse> {
  const id = pathId(idText);
  // another vendor's invoice answers exactly like a missing one
  const lines = id === null ? null : await findInvoiceLines(db, vendorId, id);
  if (lines === null) throw invoiceNotFound();
  return {
    invoiceDetails: lines.map((l) => ({
      company: l.company,
      poNum: l.poNum,
      locationId: l.locationId,
      billAmt: dollarsOf(l.billAmt),
      payAmt: dollarsOf(l.payAmt),
    })),
  };
}
