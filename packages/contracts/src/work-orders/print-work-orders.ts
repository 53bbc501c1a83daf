// POST /api/print-work-order-by-crew-detail-id: the purchase-order (PO) prints of the selected work
// orders (SPEC sections 2, 3, 5, 7): a PDF with one purchase order per selected crew line.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

export const PRINT_ACTION_EMAIL = 2;
export const PRINT_ACTION_DOWNLOAD = 3;

/**
 * The print request (SPEC section 3). `crewDetailIds` are the rows' ocdIds, 1 to 20 for a download and
 * 1 to 100 for an e-mail (400 with PRINT_DOWNLOAD_COUNT / PRINT_EMAIL_COUNT otherwise); any id that is
 * not the vendor's answers 404. `vendorPONumbers` is accepted for compatibility and not used: the
 * server prints the PO numbers of its own records. Dates are printed in `timezone` (400 when unknown).
 */
export const printWorkOrdersRequest = z.object({
  // a hard bound on the body; the per-action counts are checked by the server with their own texts
  crewDetailIds: z.array(z.number().int().positive().max(2_147_483_647)).max(1000),
  vendorPONumbers: z.array(z.string().max(50)).max(1000).optional(),
  /** 2 = e-mail the PDF to the signed-in user; 3 = download it */
  actionType: z.union([z.literal(PRINT_ACTION_EMAIL), z.literal(PRINT_ACTION_DOWNLOAD)]),
  /** IANA time zone, e.g. America/New_York */
  timezone: z.string().max(64),
  /** always -1 from the portal; accepted and ignored */
  documentId: z.number().int().optional(),
  /** always 'vendorportal'; accepted and ignored */
  callSource: z.string().max(50).optional(),
});
export type PrintWorkOrdersRequest = z.input<typeof printWorkOrdersRequest>;

/**
 * actionType 3 answers the PDF itself: 200, Content-Type application/pdf, Content-Disposition
 * attachment; filename="purchase-orders-<date>.pdf" (one order: "PO-<poNum>.pdf").
 * actionType 2 answers this, once the e-mail with the PDF attached has been handed to the mail relay.
 */
export const printWorkOrdersEmailResponse = z.object({ success: z.literal(true), message: z.string() });
export type PrintWorkOrdersEmailResponse = z.infer<typeof printWorkOrdersEmailResponse>;

/**
 * Two answers under one 200: the JSON `response` is the e-mail's (serialized and checked as any
 * call's); a download's PDF bytes skip the serializer and are read by callForResponse. (`produces`
 * would list the JSON schema under application/pdf in the OpenAPI document, so it is left out.)
 */
export const printWorkOrdersCall = defineCall({
  id: 'print-work-order-by-crew-detail-id',
  method: 'POST',
  path: '/api/print-work-order-by-crew-detail-id',
  body: printWorkOrdersRequest,
  response: printWorkOrdersEmailResponse,
  access: allow.vendor('work-orders'),
  summary: 'The purchase orders of the selected work orders as a PDF: downloaded, or e-mailed to the user',
});
