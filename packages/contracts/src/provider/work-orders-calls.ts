// Work orders through the provider API (issue 17 point 2, decision 051): the company's clients and
// stores, its work orders with their crew lines (what each vendor sees in its work-order list and
// details), the bulk upsert of work orders, and the IVR check-ins on a crew line. Every resource is
// keyed by the company's own external id; the scopes are work-orders:read and work-orders:write.
import { z } from 'zod';
import { defineProviderCall, defineProviderResource } from './provider-call.ts';
import { PROVIDER_API_PREFIX } from './provider-calls.ts';
import {
  PROVIDER_LIST_RULES,
  PROVIDER_ONE_RULES,
  PROVIDER_SINCE_RULE,
  bulkItemsBodySchema,
  bulkResponseSchema,
  externalIdParamsSchema,
  externalIdSchema,
  providerListQuerySchema,
  providerPageSchema,
} from './provider-shapes.ts';
import { crewLineStatusSchema } from '../work-orders/crew-line-statuses.ts';
import {
  providerCrewLineCompletionSchema,
  providerCrewLineDeclineSchema,
  providerCrewLineEtaSchema,
  providerCrewLineFieldWorkShape,
  providerCrewLineHoldSchema,
} from '../field-work/provider-crew-line-fields.ts';
import { allow } from '../platform/access.ts';
import { CHECK_IN_SOURCES, POSITION_PROBLEMS, SITE_STATES } from '../check-ins/check-in-rules.ts';
import { checkInReviewSchema } from '../check-ins/staff-check-ins-calls.ts';

/** An IANA time zone the server knows ('America/New_York'). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return /^[A-Za-z]+(?:[/_+-][A-Za-z0-9_+-]+)*$/.test(zone);
    } catch {
      return false;
    }
  }, 'an IANA time zone such as America/New_York');

/** An amount of money as exact text, up to 10 digits and 2 decimals ('1250.00'). */
export const moneyTextSchema = z
  .string()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'an amount as text with at most 2 decimals, e.g. "1250.00"');

/** The work order's status codes (the portal's order_statuses): what the vendors' search filters by. */
export const WORK_ORDER_STATUSES = [
  'OPEN',
  'DISPATCHED',
  'IN PROGRESS',
  'ON HOLD',
  'COMPLETED',
  'INVOICED',
  'CANCELLED',
] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
/** One schema for the set, so that the OpenAPI document names it once (WorkOrderStatus). */
export const workOrderStatusSchema = z.enum(WORK_ORDER_STATUSES);

/** An instant in ISO 8601 with its offset. */
const instantSchema = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().max(max);
const requiredText = (max: number) => z.string().trim().min(1).max(max);

// ---- clients ----

export const putClientBodySchema = z
  .object({
    /** the client code vendors see on every work order ('ACME') */
    code: requiredText(50),
    name: requiredText(200),
    address1: text(200).default(''),
    address2: text(200).default(''),
    city: text(100).default(''),
    state: text(50).default(''),
    zip: text(20).default(''),
    phone: text(30).default(''),
    /** the time zone of the client's head office; null when not known */
    timeZone: timeZoneSchema.nullable().default(null),
  })
  .strict();
export type PutClientBody = z.infer<typeof putClientBodySchema>;

export const providerClientSchema = z.object({
  externalId: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  code: z.string(),
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  timeZone: z.string().nullable(),
});
export type ProviderClient = z.infer<typeof providerClientSchema>;

// ---- stores ----

export const storePositionSchema = z
  .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .strict();

export const putStoreBodySchema = z
  .object({
    /** the client the store belongs to, by its external id */
    client: externalIdSchema,
    /** the store number vendors see as the work order's location; one per client */
    storeNumber: requiredText(50),
    name: requiredText(200),
    address1: requiredText(200),
    address2: text(200).default(''),
    city: requiredText(100),
    state: requiredText(50),
    zip: requiredText(20),
    phone: text(30).default(''),
    /** the store's own time zone: work at the store happens on its clock */
    timeZone: timeZoneSchema,
    /**
     * where the store is (decimal degrees), from which a check-in's distance is measured (decision 117);
     * null or left out: not known, and check-ins there are flagged for review
     */
    position: storePositionSchema.nullable().default(null),
  })
  .strict();
export type PutStoreBody = z.infer<typeof putStoreBodySchema>;

export const providerStoreSchema = z.object({
  externalId: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  client: z.string().nullable(),
  storeNumber: z.string(),
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  timeZone: z.string().nullable(),
  position: storePositionSchema.nullable(),
});
export type ProviderStore = z.infer<typeof providerStoreSchema>;

// ---- work orders ----

export const WORK_ORDER_MAX_CREW_LINES = 50;
export const WORK_ORDER_MAX_RECUR_ROWS = 50;
const RICH_TEXT_MAX = 20_000;
export const VISIT_MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

const visits = z.number().int().min(0).max(1000).default(0);
const visitsSchema = z
  .object({
    jan: visits,
    feb: visits,
    mar: visits,
    apr: visits,
    may: visits,
    jun: visits,
    jul: visits,
    aug: visits,
    sep: visits,
    oct: visits,
    nov: visits,
    dec: visits,
  })
  .strict();

export const recurSummaryRowSchema = z
  .object({
    /** the recurring service's number on the order */
    recurNo: z.number().int().min(1).max(1_000_000),
    year: z.number().int().min(2000).max(2200),
    task: text(200).default(''),
    category: text(100).default(''),
    /** planned visits per month of the year */
    visits: visitsSchema,
  })
  .strict();

export const crewLineBodySchema = z
  .object({
    externalId: externalIdSchema,
    /** the vendor of this line, by external id; the work order's vendor when left out */
    vendor: externalIdSchema.optional(),
    /** the crew number; the line's own id when left out (kept as it is on an update) */
    crewId: z.number().int().min(1).max(2_147_483_647).optional(),
    /** the crew line's status as the vendor sees it: one of a closed set (decision 103) */
    status: crewLineStatusSchema,
    /** the onsite date: what the vendor's work-order search filters by */
    workDate: instantSchema,
    /** a scheduled visit; left out or null keeps the one the vendor set */
    visitDate: instantSchema.nullable().optional(),
    /** the line's not-to-exceed amount; the work order's when left out */
    nte: moneyTextSchema.optional(),
    /**
     * when the vendor must answer the dispatch by (issue 41, decision 114); left out: set when the line
     * becomes Assigned, the portal's dispatchResponseHours after it; a later PUT without it keeps it
     */
    respondBy: instantSchema.optional(),
  })
  .strict();

export const putWorkOrderBodySchema = z
  .object({
    /** the purchase-order number vendors see and search by; one per work order */
    poNum: requiredText(50),
    /** the order's status code */
    status: workOrderStatusSchema,
    client: externalIdSchema,
    store: externalIdSchema,
    /** the vendor the work order is dispatched to, by external id */
    vendor: externalIdSchema,
    category: requiredText(100),
    orderType: requiredText(100),
    priority: text(100).default(''),
    /** the client's own PO number */
    clientPO: text(100).default(''),
    /** the work order's not-to-exceed amount (crew lines without their own take it) */
    nte: moneyTextSchema.nullable().default(null),
    /** the scope of work (HTML; kept to the portal's safe tags) */
    scope: text(RICH_TEXT_MAX).default(''),
    additionalInformation: text(RICH_TEXT_MAX).default(''),
    beginService: instantSchema.nullable().default(null),
    serviceEnd: instantSchema.nullable().default(null),
    serviceDays: z.number().int().min(1).max(366).default(1),
    /** the recurring services (Recur Info); a PUT replaces them all */
    recurSummary: z.array(recurSummaryRowSchema).max(WORK_ORDER_MAX_RECUR_ROWS).default([]),
    /** the client's IVR instructions to vendors (HTML); '' for none */
    clientInstructions: text(RICH_TEXT_MAX).default(''),
    /** the crew lines; a PUT replaces them all (lines left out are removed) */
    crewLines: z.array(crewLineBodySchema).min(1).max(WORK_ORDER_MAX_CREW_LINES),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.beginService && body.serviceEnd && Date.parse(body.serviceEnd) < Date.parse(body.beginService))
      ctx.addIssue({ code: 'custom', path: ['serviceEnd'], message: 'serviceEnd is before beginService' });
    const lineIds = new Set<string>();
    body.crewLines.forEach((line, i) => {
      if (lineIds.has(line.externalId))
        ctx.addIssue({ code: 'custom', path: ['crewLines', i, 'externalId'], message: 'named twice' });
      lineIds.add(line.externalId);
    });
    const recurKeys = new Set<string>();
    body.recurSummary.forEach((row, i) => {
      const key = `${row.recurNo}/${row.year}`;
      if (recurKeys.has(key))
        ctx.addIssue({ code: 'custom', path: ['recurSummary', i], message: 'recurNo and year named twice' });
      recurKeys.add(key);
    });
  });
export type PutWorkOrderBody = z.infer<typeof putWorkOrderBodySchema>;

/** One item of the bulk call: the PUT body with the work order's external id. */
export const bulkWorkOrderItemSchema = putWorkOrderBodySchema.and(z.object({ externalId: externalIdSchema }));
export type BulkWorkOrderItem = z.infer<typeof bulkWorkOrderItemSchema>;

export const providerCrewLineSchema = z.object({
  externalId: z.string().nullable(),
  vendor: z.string().nullable(),
  crewId: z.number().int(),
  status: z.string(),
  workDate: z.string(),
  visitDate: z.string().nullable(),
  nte: z.string(),
  /**
   * the vendor's users assigned to the crew line (issue 40 point 3), by last and first name; each
   * change is the event crew-line.assigned
   */
  technicians: z.array(
    z.object({
      /** the user's external id when the company made it through the API */
      externalId: z.string().nullable(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
    }),
  ),
  // the vendor's answer, ETA, hold and completion (issue 41, decision 114)
  ...providerCrewLineFieldWorkShape,
});

export const providerWorkOrderSchema = z.object({
  externalId: z.string(),
  /** the ETag's number */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  poNum: z.string(),
  status: workOrderStatusSchema,
  client: z.string().nullable(),
  store: z.string().nullable(),
  vendor: z.string().nullable(),
  category: z.string(),
  orderType: z.string(),
  priority: z.string(),
  clientPO: z.string(),
  nte: z.string().nullable(),
  scope: z.string(),
  additionalInformation: z.string(),
  beginService: z.string().nullable(),
  serviceEnd: z.string().nullable(),
  serviceDays: z.number().int(),
  recurSummary: z.array(
    z.object({
      recurNo: z.number().int(),
      year: z.number().int(),
      task: z.string(),
      category: z.string(),
      visits: z.record(z.string(), z.number().int()),
    }),
  ),
  clientInstructions: z.string(),
  crewLines: z.array(providerCrewLineSchema),
});
export type ProviderWorkOrder = z.infer<typeof providerWorkOrderSchema>;

// ---- check-ins ----

/** One schema for the set, so that the OpenAPI document names it once (CheckInSource). */
export const checkInSourceSchema = z.enum(CHECK_IN_SOURCES);

export const putCheckInBodySchema = z
  .object({
    /** the crew line checked in on, by its external id: its work order and vendor are the check-in's */
    crewLine: externalIdSchema,
    startAt: instantSchema,
    endAt: instantSchema.nullable().default(null),
    /** hours worked; from startAt to endAt when left out (0 while open) */
    hours: z
      .string()
      .regex(/^\d{1,4}(\.\d{1,2})?$/, 'hours as text with at most 2 decimals, below 10000, e.g. "2.50"')
      .optional(),
    techs: z.number().int().min(1).max(1000).default(1),
    /** the phone number the IVR call came from */
    callerId: text(50).default(''),
    /** how the check-in was made ('IVR', 'App', 'Manual') */
    method: text(50).default('IVR'),
    inputBy: text(100).default(''),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.endAt && Date.parse(body.endAt) < Date.parse(body.startAt))
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'endAt is before startAt' });
  });
export type PutCheckInBody = z.infer<typeof putCheckInBodySchema>;

export const providerCheckInSchema = z.object({
  /** the portal's id of the check-in: every check-in has one (decision 123) */
  id: z.number().int(),
  /** the company's id of an IVR check-in; null for one made on the phone or by a guest */
  externalId: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  workOrder: z.string().nullable(),
  crewLine: z.string().nullable(),
  vendor: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  hours: z.string(),
  techs: z.number().int(),
  callerId: z.string(),
  method: z.string(),
  /** who checked in: the IVR's inputBy, the user's name, or the guest's name with "(guest)" */
  inputBy: z.string(),
  /** where it came from: the IVR, a signed-in user's phone, or a guest on the public page */
  source: checkInSourceSchema,
  /** where it was made against the store (decision 117); null for the IVR's, which carry no position */
  siteState: z.enum(SITE_STATES).nullable(),
  /** made on the phone or by a guest and not shown on site: for the company to review */
  flagged: z.boolean(),
  /** metres from the store's position, rounded; null without a position */
  distanceMeters: z.number().nullable(),
  /** the fix's accuracy radius in metres, rounded; null without a position */
  accuracyMeters: z.number().nullable(),
  /** why there is no position: denied, unavailable, timeout, stale */
  positionProblem: z.enum(POSITION_PROBLEMS).nullable(),
  /** the guest's name (source guest); null otherwise */
  guestName: z.string().nullable(),
  /** the phone's own description of itself (its user agent); null for the IVR's */
  device: z.string().nullable(),
  /** what the check-out said was done */
  workDone: z.string().nullable(),
  /** a flagged check-in's review in the console: who and when; null until reviewed */
  review: checkInReviewSchema.nullable(),
});
export type ProviderCheckIn = z.infer<typeof providerCheckInSchema>;

// ---- the calls ----

const CLIENTS = `${PROVIDER_API_PREFIX}/clients`;
const STORES = `${PROVIDER_API_PREFIX}/stores`;
const WORK_ORDERS = `${PROVIDER_API_PREFIX}/work-orders`;
const CHECK_INS = `${PROVIDER_API_PREFIX}/check-ins`;
const UPSERT_RULES =
  'PUT creates (201) or replaces (200) the resource and answers it with its ETag. With If-Match the resource ' +
  'must exist at that version (else 412). ';

/** The provider API's `clients`: its OpenAPI tag and the names of its shapes there. */
export const providerClientsResource = defineProviderResource({
  tag: 'clients',
  description: 'The companies whose stores the work is for.',
  schemas: {
    Client: providerClientSchema,
    ClientInput: putClientBodySchema,
  },
});

/** The provider API's `stores`: its OpenAPI tag and the names of its shapes there. */
export const providerStoresResource = defineProviderResource({
  tag: 'stores',
  description: "The clients' locations where the work is done.",
  schemas: {
    Store: providerStoreSchema,
    StoreInput: putStoreBodySchema,
  },
});

/** The provider API's `work-orders`: its OpenAPI tag and the names of its shapes there. */
export const providerWorkOrdersResource = defineProviderResource({
  tag: 'work-orders',
  description: 'Work orders with their crew lines: what each vendor sees in its work-order list.',
  schemas: {
    WorkOrder: providerWorkOrderSchema,
    CrewLine: providerCrewLineSchema,
    WorkOrderInput: putWorkOrderBodySchema,
    WorkOrderBulkItem: bulkWorkOrderItemSchema,
    CrewLineInput: crewLineBodySchema,
    RecurSummaryRowInput: recurSummaryRowSchema,
    WorkOrderStatus: workOrderStatusSchema,
    CrewLineEta: providerCrewLineEtaSchema,
    CrewLineDecline: providerCrewLineDeclineSchema,
    CrewLineHold: providerCrewLineHoldSchema,
    CrewLineCompletion: providerCrewLineCompletionSchema,
  },
});

/** The provider API's `check-ins`: its OpenAPI tag and the names of its shapes there. */
export const providerCheckInsResource = defineProviderResource({
  tag: 'check-ins',
  description:
    "Check-ins on crew lines: the IVR's (written here by external id), and those made on the phone or by a guest.",
  schemas: {
    CheckIn: providerCheckInSchema,
    CheckInInput: putCheckInBodySchema,
    CheckInSource: checkInSourceSchema,
    CheckInReview: checkInReviewSchema,
  },
});

export const putClientCall = defineProviderCall({
  id: 'putClient',
  method: 'PUT',
  path: `${CLIENTS}/:externalId`,
  resource: providerClientsResource,
  params: externalIdParamsSchema,
  body: putClientBodySchema,
  response: providerClientSchema,
  access: allow.provider('work-orders:write'),
  summary: 'Creates or updates a client (the company whose stores the work is for).',
  description: UPSERT_RULES + 'A code used by another client is 409.',
  etag: true,
});
export const getClientCall = defineProviderCall({
  id: 'getClient',
  method: 'GET',
  path: `${CLIENTS}/:externalId`,
  resource: providerClientsResource,
  params: externalIdParamsSchema,
  response: providerClientSchema,
  access: allow.provider('work-orders:read'),
  summary: 'A client.',
  etag: true,
  description: PROVIDER_ONE_RULES,
});
export const listClientsCall = defineProviderCall({
  id: 'listClients',
  method: 'GET',
  path: CLIENTS,
  resource: providerClientsResource,
  query: providerListQuerySchema,
  response: providerPageSchema(providerClientSchema),
  access: allow.provider('work-orders:read'),
  summary: 'The clients with an external id, a page at a time.',
  description: PROVIDER_LIST_RULES + PROVIDER_SINCE_RULE,
});

export const putStoreCall = defineProviderCall({
  id: 'putStore',
  method: 'PUT',
  path: `${STORES}/:externalId`,
  resource: providerStoresResource,
  params: externalIdParamsSchema,
  body: putStoreBodySchema,
  response: providerStoreSchema,
  access: allow.provider('work-orders:write'),
  summary: "Creates or updates a store (a client's location where the work is done).",
  description: UPSERT_RULES + 'An unknown client is 400; a store number the client already has is 409.',
  etag: true,
});
export const getStoreCall = defineProviderCall({
  id: 'getStore',
  method: 'GET',
  path: `${STORES}/:externalId`,
  resource: providerStoresResource,
  params: externalIdParamsSchema,
  response: providerStoreSchema,
  access: allow.provider('work-orders:read'),
  summary: 'A store.',
  etag: true,
  description: PROVIDER_ONE_RULES + 'client is the external id of the client the store belongs to.',
});
export const listStoresCall = defineProviderCall({
  id: 'listStores',
  method: 'GET',
  path: STORES,
  resource: providerStoresResource,
  query: providerListQuerySchema,
  response: providerPageSchema(providerStoreSchema),
  access: allow.provider('work-orders:read'),
  summary: 'The stores with an external id, a page at a time.',
  description: PROVIDER_LIST_RULES + PROVIDER_SINCE_RULE,
});

export const putWorkOrderCall = defineProviderCall({
  id: 'putWorkOrder',
  method: 'PUT',
  path: `${WORK_ORDERS}/:externalId`,
  resource: providerWorkOrdersResource,
  params: externalIdParamsSchema,
  body: putWorkOrderBodySchema,
  response: providerWorkOrderSchema,
  access: allow.provider('work-orders:write'),
  summary: 'Creates or replaces a work order with its crew lines, recurring services and IVR instructions.',
  description:
    UPSERT_RULES +
    'The client, store and vendors are named by their external ids (unknown ones are 400 and write nothing). ' +
    "Each crew line shows in its vendor's work-order list and details at once; crew lines left out of a PUT " +
    'are removed. A PO number or crew line of another work order is 409. Records work-order.created or ' +
    'work-order.updated for each vendor concerned; work-order.updated names its changes (what that vendor ' +
    'sees), and a PUT that changes nothing writes nothing (same ETag, no event). A crew line sent as ' +
    "Assigned again after the vendor answered keeps the vendor's status; Cancelled, In Progress for a " +
    'Completed line and Assigned for a Cancelled line (a Declined one with a new respondBy) are the ' +
    "company's moves, each with its event; any of the vendor's own statuses for a line is 409 with the " +
    'reason, nothing written (decision 122).',
  etag: true,
});
export const getWorkOrderCall = defineProviderCall({
  id: 'getWorkOrder',
  method: 'GET',
  path: `${WORK_ORDERS}/:externalId`,
  resource: providerWorkOrdersResource,
  params: externalIdParamsSchema,
  response: providerWorkOrderSchema,
  access: allow.provider('work-orders:read'),
  summary: 'A work order with its crew lines (visit dates as the vendors set them).',
  etag: true,
  description:
    PROVIDER_ONE_RULES + 'visitDate of each crew line is the one the vendor set in the portal, if any.',
});
export const listWorkOrdersCall = defineProviderCall({
  id: 'listWorkOrders',
  method: 'GET',
  path: WORK_ORDERS,
  resource: providerWorkOrdersResource,
  query: providerListQuerySchema,
  response: providerPageSchema(providerWorkOrderSchema),
  access: allow.provider('work-orders:read'),
  summary: 'The work orders with an external id, a page at a time.',
  description: 'With updated_since, only work orders written since then.',
});
export const bulkWorkOrdersCall = defineProviderCall({
  id: 'bulkUpsertWorkOrders',
  method: 'POST',
  path: `${WORK_ORDERS}/bulk`,
  resource: providerWorkOrdersResource,
  body: bulkItemsBodySchema,
  bulkItem: bulkWorkOrderItemSchema,
  response: bulkResponseSchema,
  access: allow.provider('work-orders:write'),
  summary: 'Creates or replaces up to 1,000 work orders, each on its own, with an answer per item.',
  description:
    'Each item is a PUT body with its externalId. Items are checked and written one by one, each in its own ' +
    'transaction: good items land, a bad one is failed with its field errors and nothing of it is written.',
});

export const putCheckInCall = defineProviderCall({
  id: 'putCheckIn',
  method: 'PUT',
  path: `${CHECK_INS}/:externalId`,
  resource: providerCheckInsResource,
  params: externalIdParamsSchema,
  body: putCheckInBodySchema,
  response: providerCheckInSchema,
  access: allow.provider('work-orders:write'),
  summary: "Records or corrects an IVR check-in on a crew line (shown in the vendor's IVR section).",
  description: UPSERT_RULES + 'An unknown crew line is 400. Records check-in.recorded or check-in.updated.',
  etag: true,
});
export const getCheckInCall = defineProviderCall({
  id: 'getCheckIn',
  method: 'GET',
  path: `${CHECK_INS}/:externalId`,
  resource: providerCheckInsResource,
  params: externalIdParamsSchema,
  response: providerCheckInSchema,
  access: allow.provider('work-orders:read'),
  summary: 'An IVR check-in, by its external id.',
  etag: true,
  description: PROVIDER_ONE_RULES,
});
export const listCheckInsCall = defineProviderCall({
  id: 'listCheckIns',
  method: 'GET',
  path: CHECK_INS,
  resource: providerCheckInsResource,
  query: providerListQuerySchema.extend({
    /** only the check-ins of this source (source=ivr: only the IVR's, as this list answered before) */
    source: checkInSourceSchema.optional(),
  }),
  response: providerPageSchema(providerCheckInSchema),
  access: allow.provider('work-orders:read'),
  summary: 'Every check-in (IVR, phone and guest), a page at a time.',
  description:
    PROVIDER_LIST_RULES +
    PROVIDER_SINCE_RULE +
    " Check-ins made on the phone or by a guest have no externalId (null): they carry the portal's id, " +
    'their source, where they were made against the store (siteState, flagged, distanceMeters, ' +
    "accuracyMeters), the guest's name and device, and the review of a flagged one. With source, only " +
    'those of that source (source=ivr answers what this list answered before phone check-ins).',
});

export const reviewCheckInCall = defineProviderCall({
  id: 'reviewCheckIn',
  method: 'POST',
  path: `${CHECK_INS}/:checkInId/review`,
  resource: providerCheckInsResource,
  params: z.object({ checkInId: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: providerCheckInSchema,
  access: allow.provider('work-orders:write'),
  summary: "Marks a flagged check-in reviewed, by the portal's id of the check-in.",
  description:
    "Check-ins made on the phone or by a guest have no external id, so the portal's id names the check-in " +
    "(as it names the documents vendors upload). The review keeps the API client's name and the time, and " +
    "the check-in leaves the console's To review. A check-in already reviewed answers its first review " +
    "and changes nothing; one that is not flagged (on site, or the IVR's) is 409; an unknown id 404. " +
    'Records check-in.reviewed.',
  etag: true,
});
