// The company's answer to a QuickPay request (domain layer: features may import it, it imports only
// platform and contracts). The provider API (decision 052) and the staff console (decision 060) answer
// through `answerQuickPayRequest`, so an answer made by the company's systems and one made by a person
// are the same change with the same events: paid records the payment and turns the invoice PAID;
// declined takes the QuickPay off the invoice and keeps the reason the vendor then reads. Its rows are
// read and written through quick-pay-invoices.repository.ts.
import type { DecideQuickPayBody } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { preconditionFailed } from '../../platform/provider/etag.ts';
import { centsOf, decimalOf } from './money.ts';
import {
  addPayments,
  lockInvoice,
  lockVendorQuickPay,
  syncPaymentColumns,
  storeDecision,
  vendorIdOfInvoice,
  type InvoiceRef,
  type LockedInvoice,
} from './quick-pay-invoices.repository.ts';

/** numeric(12,2): the largest amount a column holds, in cents */
export const MAX_CENTS = 999_999_999_999;
export const PAID_STATUS = 'PAID';

/** Who answers a QuickPay request: the company's systems, or a staff member in the console. */
export type QuickPayDecider = { kind: 'provider'; id: null } | { kind: 'staff'; id: number };

export const invoiceByExternalIdNotFound = () =>
  new AppError('not_found', 'There is no invoice with this external id.', { reason: 'not-found' });

const notOpen = (detail: string) => new AppError('conflict', detail, { reason: 'quick-pay-not-open' });

/**
 * Answers the QuickPay request of the invoice `ref` inside the caller's transaction `tx`: paid (a
 * payment is recorded, the invoice becomes PAID) or declined with a reason (the QuickPay is taken off
 * the invoice), with the events `quick-pay.paid` + `invoice.paid` or `quick-pay.declined` by `actor`.
 * 404 for no such invoice, 412 when `expectedVersion` is given and stale, 409 when the invoice has no
 * open request (none, answered already, or the invoice is settled). Answers the invoice as it was.
 */
export async function answerQuickPayRequest(
  tx: Db,
  ref: InvoiceRef,
  body: DecideQuickPayBody,
  options: { expectedVersion: number | undefined; actor: QuickPayDecider },
): Promise<LockedInvoice> {
  const missing = () => ('externalId' in ref ? invoiceByExternalIdNotFound() : notFound('invoice'));
  const vendorId = await vendorIdOfInvoice(tx, ref);
  if (vendorId === undefined) throw missing();
  await lockVendorQuickPay(tx, vendorId);
  const invoice = await lockInvoice(tx, ref);
  if (!invoice) throw missing();
  if (options.expectedVersion !== undefined && invoice.version !== options.expectedVersion)
    throw preconditionFailed();
  if (invoice.qpDecision !== null) throw notOpen(`This QuickPay request was ${invoice.qpDecision} already.`);
  if (invoice.qpSource === null) throw notOpen('This invoice has no QuickPay request.');
  if (invoice.statusPaid) throw notOpen('This invoice is settled already; its QuickPay cannot be answered.');
  const actor = options.actor;
  const subject = { invoiceId: invoice.id, invoiceExternalId: invoice.externalId };
  if (body.outcome === 'paid') {
    // by default the QuickPay amount less the overnight charge of next day (decision 038)
    const payAmt =
      body.payAmt ?? decimalOf(Math.max(0, centsOf(invoice.qpAmount!) - centsOf(invoice.qpFedexFee!)));
    const payment = { checkNo: body.checkNo, payAmt, payDate: body.payDate };
    if (centsOf(invoice.payAmt ?? '0') + centsOf(payment.payAmt) > MAX_CENTS)
      throw new AppError('bad_request', "The invoice's payments would add up to more than 9999999999.99.", {
        reason: 'amount-too-large',
      });
    await addPayments(tx, invoice.id, [payment]);
    const paid = await syncPaymentColumns(tx, invoice.id);
    await storeDecision(tx, invoice.id, { outcome: 'paid', statusCode: PAID_STATUS });
    await recordEvent(tx, { type: 'quick-pay.paid', vendorId, actor, subject, data: payment });
    await recordEvent(tx, {
      type: 'invoice.paid',
      vendorId,
      actor,
      subject,
      data: { checkNo: paid.checkNo!, payAmt: paid.payAmt!, releaseDate: paid.releaseDate! },
    });
  } else {
    await storeDecision(tx, invoice.id, { outcome: 'declined', reason: body.reason });
    await recordEvent(tx, {
      type: 'quick-pay.declined',
      vendorId,
      actor,
      subject,
      data: { reason: body.reason },
    });
  }
  return invoice;
}
