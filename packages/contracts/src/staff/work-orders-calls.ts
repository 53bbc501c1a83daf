// The staff console's Work orders screen (issue 18, decision 061): search work orders across every
// vendor, a work order's page (its sections as each of its vendors sees them; its history is the
// activity timeline's own call, decision 119), and work orders made and edited by hand (for companies
// without a CMMS) or reassigned to another vendor.
// A change here is the provider API's change (the same checks, statement and events), by a staff
// member: read for every role, create / edit / reassign for Vendor managers (and Administrators).
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { staffQueueDocumentSchema } from './document-review-calls.ts';
import { crewLineBodySchema, moneyTextSchema } from '../provider/work-orders-calls.ts';
import { getOrderDetailResponse } from '../work-order-details/order-detail.ts';
import { getRecurSummaryResponse } from '../work-order-details/recur-summary.ts';
import { getClientInstructionResponse, getOrderHoursResponse } from '../work-order-details/ivr.ts';
import { getCrewDetailsResponse } from '../work-order-details/crew-details.ts';
import { getOrderNotesResponse } from '../work-order-details/order-notes.ts';
import { allow } from '../platform/access.ts';
import { listCursorSchema, listPageSchema } from '../platform/list-page.ts';

const id = z.coerce.number().int().positive().max(2147483647);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const STAFF_WORK_ORDER_PAGE_SIZES = [25, 50, 100] as const;

export const staffWorkOrderSearchQuery = z
  .object({
    /** the PO number, or its beginning */
    poNum: optionalText(50),
    vendorId: id.optional(),
    clientId: id.optional(),
    /** a store number, or its beginning */
    store: optionalText(50),
    status: optionalText(30),
    /** crew lines' onsite (work) dates, from and to, inclusive */
    from: day.optional(),
    to: day.optional(),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (STAFF_WORK_ORDER_PAGE_SIZES as readonly number[]).includes(n), 'one of 25, 50, 100')
      .default(25),
    cursor: listCursorSchema,
  })
  // a field it does not know is refused, not dropped: an old client's `page` would read page 1 again
  .strict();
export type StaffWorkOrderSearchQuery = z.input<typeof staffWorkOrderSearchQuery>;

export const staffWorkOrderRowSchema = z.object({
  ordNum: z.number().int(),
  poNum: z.string(),
  status: z.string(),
  statusDescription: z.string(),
  clientName: z.string(),
  storeNumber: z.string(),
  storeName: z.string(),
  city: z.string(),
  state: z.string(),
  /** the vendors of its crew lines, by name */
  vendors: z.array(z.object({ id: z.number().int(), company: z.string() })),
  /** the first crew line's onsite date */
  workDate: z.string().nullable(),
  createdAt: z.string(),
  /** the company's id of it; a hand-made one starts with `staff:` */
  externalId: z.string().nullable(),
});
export type StaffWorkOrderRow = z.infer<typeof staffWorkOrderRowSchema>;

export const staffWorkOrderSearchResponse = listPageSchema(staffWorkOrderRowSchema).extend({
  /** the matches, counted up to 10,000 */
  total: z.number().int(),
  /** more than `total` match: the count stopped at 10,000 */
  totalIsMore: z.boolean(),
});

export const staffWorkOrderParams = z.object({ ordNum: id });

/** A crew line as the form edits it: an existing one by its ocdId, a new one without. */
export const staffCrewLineBodySchema = crewLineBodySchema
  .omit({ externalId: true, vendor: true })
  .extend({
    /** the crew line being edited; left out for a new line */
    ocdId: z.number().int().positive().max(2147483647).optional(),
    /** the line's vendor; the work order's when left out */
    vendorId: z.number().int().positive().max(2147483647).optional(),
  })
  .strict();

const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max);
const instant = z.iso.datetime({ offset: true });

/** A work order made or edited in the console (its recurring services are kept as they are). */
export const staffWorkOrderBodySchema = z
  .object({
    poNum: requiredText(50),
    status: requiredText(30),
    clientId: z.number().int().positive().max(2147483647),
    storeId: z.number().int().positive().max(2147483647),
    vendorId: z.number().int().positive().max(2147483647),
    category: requiredText(100),
    orderType: requiredText(100),
    priority: z.string().max(100).default(''),
    clientPO: z.string().max(100).default(''),
    nte: moneyTextSchema.nullable().default(null),
    scope: z.string().max(20_000).default(''),
    additionalInformation: z.string().max(20_000).default(''),
    beginService: instant.nullable().default(null),
    serviceEnd: instant.nullable().default(null),
    serviceDays: z.number().int().min(1).max(366).default(1),
    clientInstructions: z.string().max(20_000).default(''),
    crewLines: z.array(staffCrewLineBodySchema).min(1, 'at least one crew line').max(50),
  })
  .strict();
export type StaffWorkOrderBody = z.input<typeof staffWorkOrderBodySchema>;

/** An edit names the version it was made on: a newer one (someone else's change) answers 409. */
export const staffWorkOrderEditSchema = z.object({
  version: z.number().int().min(1),
  workOrder: staffWorkOrderBodySchema,
});

export const staffReassignBodySchema = z
  .object({
    vendorId: z.number().int().positive().max(2147483647),
    version: z.number().int().min(1),
  })
  .strict();

export const staffCrewLineSchema = z.object({
  ocdId: z.number().int(),
  externalId: z.string().nullable(),
  vendorId: z.number().int(),
  vendorCompany: z.string(),
  crewId: z.number().int(),
  status: z.string(),
  workDate: z.string(),
  visitDate: z.string().nullable(),
  nte: z.string(),
  /** the vendor's users assigned to the crew line (issue 40 point 3), "First Last", by last name */
  technicians: z.array(z.string()),
});

/** The work order's own fields, as the form edits them. */
export const staffWorkOrderSchema = z.object({
  ordNum: z.number().int(),
  externalId: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  poNum: z.string(),
  status: z.string(),
  statusDescription: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  storeId: z.number().int(),
  storeNumber: z.string(),
  storeName: z.string(),
  vendorId: z.number().int().nullable(),
  vendorCompany: z.string().nullable(),
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
  clientInstructions: z.string(),
  crewLines: z.array(staffCrewLineSchema),
});
export type StaffWorkOrder = z.infer<typeof staffWorkOrderSchema>;

/** What one vendor sees of the order in its Work Order Details (the vendor's own calls' answers). */
export const staffVendorViewSchema = z.object({
  vendorId: z.number().int(),
  vendorCompany: z.string(),
  information: getOrderDetailResponse,
  recur: getRecurSummaryResponse,
  clientInstruction: getClientInstructionResponse,
  hours: getOrderHoursResponse,
  crew: getCrewDetailsResponse,
  notes: getOrderNotesResponse,
});
export type StaffVendorView = z.infer<typeof staffVendorViewSchema>;

export const staffWorkOrderPageResponse = z.object({
  workOrder: staffWorkOrderSchema,
  vendorViews: z.array(staffVendorViewSchema),
  /** the order's documents of every vendor, oldest first (issue 38 point 8) */
  documents: z.array(staffQueueDocumentSchema),
});
export type StaffWorkOrderPage = z.infer<typeof staffWorkOrderPageResponse>;

export const staffWorkOrderSavedResponse = z.object({ workOrder: staffWorkOrderSchema });

export const staffWorkOrderChoicesQuery = z.object({
  /** vendors whose company or number starts with / contains this */
  vendor: optionalText(100),
  clientId: id.optional(),
});
export const staffWorkOrderChoicesResponse = z.object({
  statuses: z.array(z.object({ code: z.string(), description: z.string() })),
  clients: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  /** the stores of clientId (none without it) */
  stores: z.array(
    z.object({ id: z.number().int(), storeNumber: z.string(), name: z.string(), city: z.string() }),
  ),
  /** up to 20 vendors matching `vendor` (active first) */
  vendors: z.array(z.object({ id: z.number().int(), company: z.string(), vendorNumber: z.string() })),
});
export type StaffWorkOrderChoices = z.infer<typeof staffWorkOrderChoicesResponse>;

export const STAFF_WORK_ORDER_STALE =
  'Someone else changed this work order after you opened it. Your changes were not saved; they are still in the form. Reload the work order to see the new version, then make your change again.';

export const searchStaffWorkOrdersCall = defineCall({
  id: 'staff-work-orders-search',
  method: 'GET',
  path: '/staff/api/work-orders',
  query: staffWorkOrderSearchQuery,
  response: staffWorkOrderSearchResponse,
  access: allow.anyStaff,
  summary: 'Searches work orders across every vendor (PO number, vendor, client, store, status, dates)',
});

export const staffWorkOrderChoicesCall = defineCall({
  id: 'staff-work-order-choices',
  method: 'GET',
  path: '/staff/api/work-orders/choices',
  query: staffWorkOrderChoicesQuery,
  response: staffWorkOrderChoicesResponse,
  access: allow.anyStaff,
  summary: "The statuses, clients, a client's stores and matching vendors a work order form picks from",
});

export const getStaffWorkOrderCall = defineCall({
  id: 'staff-work-order-get',
  method: 'GET',
  path: '/staff/api/work-orders/:ordNum',
  params: staffWorkOrderParams,
  response: staffWorkOrderPageResponse,
  access: allow.anyStaff,
  summary: 'A work order: its fields, its sections as each of its vendors sees them, and its documents',
});

export const createStaffWorkOrderCall = defineCall({
  id: 'staff-work-order-create',
  method: 'POST',
  path: '/staff/api/work-orders',
  body: staffWorkOrderBodySchema,
  response: staffWorkOrderSavedResponse,
  access: allow.staff('vendor_manager'),
  summary: 'Creates a work order by hand, with a generated external id (Vendor managers)',
});

export const updateStaffWorkOrderCall = defineCall({
  id: 'staff-work-order-update',
  method: 'PUT',
  path: '/staff/api/work-orders/:ordNum',
  params: staffWorkOrderParams,
  body: staffWorkOrderEditSchema,
  response: staffWorkOrderSavedResponse,
  access: allow.staff('vendor_manager'),
  summary: 'Edits a work order and its crew lines; a stale version answers 409 (Vendor managers)',
});

export const reassignStaffWorkOrderCall = defineCall({
  id: 'staff-work-order-reassign',
  method: 'POST',
  path: '/staff/api/work-orders/:ordNum/reassign',
  params: staffWorkOrderParams,
  body: staffReassignBodySchema,
  response: staffWorkOrderSavedResponse,
  access: allow.staff('vendor_manager'),
  summary: 'Reassigns a work order and all its crew lines to another vendor (Vendor managers)',
});
