// A work order's activity timeline (issue 41 point 6, decision 119): what happened to it, newest first,
// read a page at a time (decision 108's list shape). The vendor reads its own side of it (its crew
// lines' items and the company's items addressed to every vendor of the order), the company every
// vendor's in the console and through the provider API. One item shape on the three surfaces.
import { z } from 'zod';
import { allow } from '../platform/access.ts';
import { defineCall } from '../platform/api-call.ts';
import { listPageQuery, listPageSchema } from '../platform/list-page.ts';
import { defineProviderCall, defineProviderResource } from '../provider/provider-call.ts';
import { PROVIDER_API_PREFIX } from '../provider/provider-calls.ts';
import { externalIdParamsSchema } from '../provider/provider-shapes.ts';
import { ordNumParams } from '../work-order-details/ids.ts';

/** The kinds of item, the list in its words (messages arrive with issue 41 point 5). */
export const TIMELINE_KINDS = [
  'dispatch',
  'answer',
  'eta',
  'status',
  'check-in',
  'note',
  'document',
  'visit-date',
  'nte',
  'photo',
  'assignment',
  'message',
  'order',
  'staff-change',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Who made an item: a vendor's user (by name), the company (its staff or systems), or the portal. */
export const TIMELINE_ACTORS = ['vendor-user', 'company', 'portal'] as const;

export const timelineItemSchema = z.object({
  /** stable across pages: the source and its row ('e123' an event, 'c45' a crew line change, 's9' a staff audit row) */
  id: z.string(),
  /** ISO 8601 in UTC */
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  actor: z.enum(TIMELINE_ACTORS),
  /** a vendor user's name, "The company", or (the company's side) the staff member's name */
  who: z.string(),
  /** one line: "Accepted", "Checked in", "NTE changed" */
  what: z.string(),
  /** the values that say more: "ETA 2026-12-01 08:00-10:00 (America/New_York)"; '' when none */
  details: z.string(),
  /** the vendor the item concerns (null: the order's, every vendor's) */
  vendorName: z.string().nullable(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

/** The most items of one page; the first page's default keeps the details page light on a phone. */
export const TIMELINE_PAGE_MAX = 100;
export const TIMELINE_PAGE_DEFAULT = 20;

export const orderTimelineQuery = z.object(listPageQuery(TIMELINE_PAGE_MAX, TIMELINE_PAGE_DEFAULT));
export const orderTimelineResponse = listPageSchema(timelineItemSchema);
export type OrderTimelineResponse = z.infer<typeof orderTimelineResponse>;

export const TIMELINE_BAD_CURSOR =
  'This page of the history is no longer valid. Please open the history again.';

/** GET /api/work-order-timeline/:ordNum: the History section of the details page. */
export const orderTimelineCall = defineCall({
  id: 'work-order-timeline',
  method: 'GET',
  path: '/api/work-order-timeline/:ordNum',
  params: ordNumParams,
  query: orderTimelineQuery,
  response: orderTimelineResponse,
  access: allow.vendor('work-orders'),
  summary: "The order's history from the vendor's side, newest first, a page at a time",
});

/** GET /staff/api/work-orders/:ordNum/timeline: the console's History of the order, every vendor's. */
export const staffOrderTimelineCall = defineCall({
  id: 'staff-work-order-timeline',
  method: 'GET',
  path: '/staff/api/work-orders/:ordNum/timeline',
  params: ordNumParams,
  query: orderTimelineQuery,
  response: orderTimelineResponse,
  access: allow.anyStaff,
  summary: "A work order's history from every vendor and the staff, newest first, a page at a time",
});

export const providerWorkOrderTimelineResource = defineProviderResource({
  tag: 'work-order-timeline',
  description: "What happened to a work order, from every vendor's side and the company's.",
  schemas: { TimelineItem: timelineItemSchema, TimelinePage: orderTimelineResponse },
});

export const getWorkOrderTimelineCall = defineProviderCall({
  id: 'getWorkOrderTimeline',
  method: 'GET',
  path: `${PROVIDER_API_PREFIX}/work-orders/:externalId/timeline`,
  resource: providerWorkOrderTimelineResource,
  params: externalIdParamsSchema,
  query: orderTimelineQuery,
  response: orderTimelineResponse,
  access: allow.provider('work-orders:read'),
  summary: "A work order's activity timeline, newest first, a page at a time.",
  description:
    'Dispatch and NTE changes, answers and ETAs, status moves, check-ins and check-outs (with the site ' +
    'state), notes, documents, visit dates, photos, assignments and messages of every vendor of the order, ' +
    'and the staff changes, newest first. Repeat with cursor=nextCursor until it is null. 404 when no work ' +
    'order has the external id. The events feed carries the same changes as they happen.',
});
