// GET /api/order-documents-summary: the dashboard's documents tile (issue 40 point 6, decision 111).
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';
import { dashboardTimeZoneQuery } from './work-orders-summary.ts';

export const documentsSummaryResponse = z.object({
  /**
   * crew lines whose order carries a document of the vendor's that the company rejected: the rows of
   * the list the tile opens (attention 'rejected-documents')
   */
  rejectedOrders: z.number().int(),
  /** those documents */
  rejectedDocuments: z.number().int(),
});
export type DocumentsSummaryResponse = z.infer<typeof documentsSummaryResponse>;

export const documentsSummaryCall = defineCall({
  id: 'order-documents-summary',
  method: 'GET',
  path: '/api/order-documents-summary',
  query: dashboardTimeZoneQuery,
  response: documentsSummaryResponse,
  access: allow.vendor('work-orders'),
  summary: "The dashboard count of the vendor's order documents the company rejected",
});
