// Printing work orders (SPEC section 5): purchase-order PDFs of the vendor's own crew lines, downloaded
// or e-mailed to the signed-in user, within the spec's counts.
import {
  EMAIL_WILL_BE_SENT,
  PRINT_ACTION_DOWNLOAD,
  PRINT_DOWNLOAD_COUNT,
  PRINT_DOWNLOAD_MAX,
  PRINT_EMAIL_COUNT,
  PRINT_EMAIL_MAX,
  calendarDateIn,
  type PrintWorkOrdersEmailResponse,
  type printWorkOrdersRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { VendorSession } from '../../platform/http/session.ts';
import { assertReachesCrewLines } from '../../domain/order-reach.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { findPrintOrders, findVendor } from './work-orders.repository.ts';
import { renderPurchaseOrders } from './purchase-order-pdf.ts';
import { purchaseOrdersEmail } from './purchase-orders-email.ts';
import { notFound, timeZoneOf, type WorkOrdersDeps } from './work-orders-shared.ts';
import { enqueueMail } from '../../platform/mail/mail-queue.ts';
import { readPortalSetting } from '../../domain/portal-setting.repository.ts';

type PrintInput = z.output<typeof printWorkOrdersRequest>;

export type PrintResult =
  { kind: 'download'; fileName: string; pdf: Buffer } | { kind: 'email'; body: PrintWorkOrdersEmailResponse };

export async function printWorkOrders(
  deps: WorkOrdersDeps,
  session: VendorSession,
  request: PrintInput,
): Promise<PrintResult> {
  const download = request.actionType === PRINT_ACTION_DOWNLOAD;
  const ids = [...new Set(request.crewDetailIds)];
  const max = download ? PRINT_DOWNLOAD_MAX : PRINT_EMAIL_MAX;
  if (ids.length < 1 || ids.length > max)
    throw badRequest(download ? PRINT_DOWNLOAD_COUNT : PRINT_EMAIL_COUNT);
  const timeZone = timeZoneOf(request.timezone);

  const [found, vendor] = await Promise.all([
    findPrintOrders(deps.db, session.vendorId, ids),
    findVendor(deps.db, session.vendorId),
  ]);
  // another vendor's crew line answers exactly like a missing one, and so does one not assigned to a
  // user who reaches only their own (issue 40 point 3)
  if (found.length !== ids.length || !vendor) throw notFound();
  await assertReachesCrewLines(deps.db, session, ids, notFound);
  const byId = new Map(found.map((o) => [o.ocdId, o]));
  const orders = ids.map((id) => byId.get(id)!);

  const printedAt = new Date();
  const pdf = await renderPurchaseOrders({ vendor, orders, timeZone, printedAt });
  const fileName =
    orders.length === 1
      ? `PO-${orders[0]!.poNum}.pdf`
      : `purchase-orders-${calendarDateIn(printedAt, timeZone)}.pdf`;
  if (download) return { kind: 'download', fileName, pdf };

  const companyName = (await readPortalSetting(deps.db, 'companyName')) ?? 'Facilities Services';
  const email = purchaseOrdersEmail({ companyName, poNumbers: orders.map((o) => o.poNum) });
  // queued (decision 048): no change comes with it, so no transaction; a relay that is down delays it
  await enqueueMail(deps.db, {
    to: session.email,
    ...email,
    attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
  });
  return { kind: 'email', body: { success: true, message: EMAIL_WILL_BE_SENT } };
}
