// GET /api/get-order-crew-detail-by-crew-id/{crewId}: the Crew section (SPEC sections 2, 3, 7).
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { crewIdParams } from './ids.ts';
import { allow } from '../platform/access.ts';

/**
 * A crew works on several orders, so the details page also sends its order number (query `ordNum`,
 * not in the spec) to list only that order's visits; without it every visit of the crew is listed.
 */
export const getCrewDetailsQuery = z.object({
  ordNum: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const crewDetail = z.object({
  ocdId: z.number().int(),
  ordNum: z.number().int(),
  /** ISO 8601 date-time in UTC, or null when no visit date is set yet */
  visitDate: z.string().nullable(),
  /**
   * Not in the spec: the comment saved with the visit date (scheduling), sanitized HTML, or null.
   * Shown with the visit, so that what the vendor wrote is not lost from sight (issue 15).
   */
  visitComment: z.string().nullable(),
  status: z.string(),
  /** not-to-exceed in US dollars, an exact decimal string with two decimals, e.g. '1250.00' */
  nte: z.string(),
});
export type CrewDetail = z.infer<typeof crewDetail>;

/**
 * The vendor's crew lines of that crew, newest work date first; 404 when the vendor has none with that
 * crew id (or, with ordNum, none on that order): another vendor's crew answers like a missing one.
 */
export const getCrewDetailsResponse = z.object({ crewDetails: z.array(crewDetail) });
export type GetCrewDetailsResponse = z.infer<typeof getCrewDetailsResponse>;

export const getCrewDetailsCall = defineCall({
  id: 'get-order-crew-detail-by-crew-id',
  method: 'GET',
  path: '/api/get-order-crew-detail-by-crew-id/:crewId',
  params: crewIdParams,
  query: getCrewDetailsQuery,
  response: getCrewDetailsResponse,
  access: allow.vendor('work-orders'),
  summary: "The vendor's crew lines of a crew (of one order with ordNum), newest work date first",
});
