// The staff console's announcement rounds (issue 18 point 2, decision 062): the rounds with their
// counts, composing one (orders from a search; vendors matched by trade, state and zip coverage, the
// unsubscribed ones shown and skipped), sending it through the same round maker as the provider API
// and the admin CLI, a round's page with each vendor's answer, and awarding an order to a vendor that
// accepted it. Reads: every staff role; send and award: Vendor managers (and Administrators).
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { ANNOUNCEMENT_ANSWERS, ANNOUNCEMENT_SKIP_REASONS } from '../provider/announcement-rounds-calls.ts';
import { allow } from '../platform/access.ts';
import { notDispatchableSchema } from './compliance-calls.ts';
import { listPageQuery, listPageSchema } from '../platform/list-page.ts';

export const STAFF_ROUND_MAX_ORDERS = 50;
export const STAFF_ROUND_MAX_VENDORS = 500;
/** The matching list shows at most this many vendors; narrow the filters for a round beyond it. */
export const STAFF_ROUND_VENDOR_MATCH_LIMIT = 500;

const dbId = z.coerce.number().int().positive().max(2147483647);

export const staffRoundSummarySchema = z.object({
  id: z.number().int(),
  /** the company's key for rounds made through the provider API; null for console and CLI rounds */
  externalId: z.string().nullable(),
  createdAt: z.string(),
  /** who made it: `staff:<e-mail>`, `provider-api:<client>` or the CLI's operator */
  createdBy: z.string(),
  poNums: z.array(z.string()),
  vendors: z.number().int(),
  emailed: z.number().int(),
  skipped: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  unsubscribed: z.number().int(),
  noAnswer: z.number().int(),
});
export type StaffRoundSummary = z.infer<typeof staffRoundSummarySchema>;

export const staffRoundVendorSchema = z.object({
  vendorId: z.number().int(),
  vendorNum: z.number().int(),
  company: z.string(),
  emailed: z.boolean(),
  skippedBecause: z.enum(ANNOUNCEMENT_SKIP_REASONS).nullable(),
  emailedAt: z.string().nullable(),
  answer: z.enum(ANNOUNCEMENT_ANSWERS),
  declinedReason: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** when the vendor unsubscribed (through this round's link, or before it: skipped); beside an answer too */
  unsubscribedAt: z.string().nullable(),
});
export type StaffRoundVendor = z.infer<typeof staffRoundVendorSchema>;

export const staffRoundSchema = z.object({
  id: z.number().int(),
  externalId: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** grows with every answer: the page polls and redraws when it changes */
  version: z.number().int(),
  updatedAt: z.string(),
  workOrders: z.array(
    z.object({
      ordNum: z.number().int(),
      poNum: z.string(),
      /** the vendor the order is assigned to now (an award changes it) */
      vendor: z.object({ id: z.number().int(), vendorNum: z.number().int(), company: z.string() }).nullable(),
    }),
  ),
  vendors: z.array(staffRoundVendorSchema),
});
export type StaffRound = z.infer<typeof staffRoundSchema>;

export const staffRoundOrderSchema = z.object({
  ordNum: z.number().int(),
  poNum: z.string(),
  category: z.string(),
  orderType: z.string(),
  status: z.string(),
  locationName: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  vendor: z.object({ vendorNum: z.number().int(), company: z.string() }).nullable(),
});
export type StaffRoundOrder = z.infer<typeof staffRoundOrderSchema>;

export const staffRoundOrdersQuery = z.object({
  /** the start of a PO #, or a part of the store's name or city */
  q: z.string().trim().max(100).default(''),
});

export const staffRoundVendorFilter = z
  .object({
    trade: z.string().trim().max(50).optional(),
    /** two letters: vendors located in the state or covering a zip code in it */
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'state: give the two letters of a US state.')
      .optional(),
    /** five digits: vendors covering this zip code */
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'zip: give a five-digit zip code.')
      .optional(),
  })
  .refine((f) => Boolean(f.trade || f.state || f.zip), {
    message: 'Choose a trade, a state or a zip code to find vendors.',
    path: ['trade'],
  });
export type StaffRoundVendorFilter = z.infer<typeof staffRoundVendorFilter>;

export const staffRoundMatchSchema = z.object({
  id: z.number().int(),
  vendorNum: z.number().int(),
  company: z.string(),
  city: z.string(),
  state: z.string(),
  trades: z.array(z.string()),
  /** unsubscribed from announcements: shown, and skipped when the round is sent */
  unsubscribed: z.boolean(),
  /** neither a contact e-mail nor an active user: shown, and skipped when the round is sent */
  noAddresses: z.boolean(),
  /**
   * the clients and trades (of the filter's trade, when one is given) the vendor may not be dispatched
   * for, as its compliance stands (decision 112); [] when it may be dispatched
   */
  notDispatchable: z.array(notDispatchableSchema),
});
export type StaffRoundMatch = z.infer<typeof staffRoundMatchSchema>;

export const sendStaffRoundRequest = z.object({
  ordNums: z
    .array(z.number().int().positive())
    .min(1, 'Pick at least one order.')
    .max(STAFF_ROUND_MAX_ORDERS),
  vendorIds: z
    .array(z.number().int().positive())
    .min(1, 'Pick at least one vendor.')
    .max(STAFF_ROUND_MAX_VENDORS),
});
export type SendStaffRoundRequest = z.infer<typeof sendStaffRoundRequest>;

export const awardStaffRoundRequest = z.object({
  ordNum: z.number().int().positive(),
  vendorId: z.number().int().positive(),
});

export const staffRoundIdParams = z.object({ roundId: dbId });

/** The most rounds one page of the list holds. */
export const STAFF_ROUNDS_PAGE_MAX = 200;

export const listStaffRoundsCall = defineCall({
  id: 'staff-rounds-list',
  method: 'GET',
  path: '/staff/api/rounds',
  query: z.object(listPageQuery(STAFF_ROUNDS_PAGE_MAX, STAFF_ROUNDS_PAGE_MAX)).strict(),
  response: listPageSchema(staffRoundSummarySchema),
  access: allow.anyStaff,
  summary: 'The announcement rounds, newest first, with their answer counts, 200 at a time',
});

export const staffRoundOptionsCall = defineCall({
  id: 'staff-rounds-options',
  method: 'GET',
  path: '/staff/api/rounds/compose/options',
  response: z.object({
    trades: z.array(z.string()),
    states: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
  access: allow.anyStaff,
  summary: "The trades and states a round's vendors are picked by",
});

export const searchStaffRoundOrdersCall = defineCall({
  id: 'staff-rounds-orders',
  method: 'GET',
  path: '/staff/api/rounds/compose/orders',
  query: staffRoundOrdersQuery,
  response: z.object({ orders: z.array(staffRoundOrderSchema) }),
  access: allow.anyStaff,
  summary: 'Orders to announce: by the start of the PO #, or the store or city (20 at most)',
});

export const matchStaffRoundVendorsCall = defineCall({
  id: 'staff-rounds-vendors',
  method: 'GET',
  path: '/staff/api/rounds/compose/vendors',
  query: staffRoundVendorFilter,
  response: z.object({ vendors: z.array(staffRoundMatchSchema), truncated: z.boolean() }),
  access: allow.anyStaff,
  summary: 'The active vendors of a trade, state and zip coverage, the unsubscribed ones marked',
});

export const sendStaffRoundCall = defineCall({
  id: 'staff-rounds-send',
  method: 'POST',
  path: '/staff/api/rounds',
  body: sendStaffRoundRequest,
  response: staffRoundSchema,
  access: allow.staff('vendor_manager'),
  summary: 'Creates a round and queues its e-mails; unsubscribed vendors are skipped (Vendor managers)',
});

export const getStaffRoundCall = defineCall({
  id: 'staff-rounds-get',
  method: 'GET',
  path: '/staff/api/rounds/:roundId',
  params: staffRoundIdParams,
  response: staffRoundSchema,
  access: allow.anyStaff,
  summary: "A round with each vendor's answer and the vendor each order is assigned to",
});

export const awardStaffRoundCall = defineCall({
  id: 'staff-rounds-award',
  method: 'POST',
  path: '/staff/api/rounds/:roundId/award',
  params: staffRoundIdParams,
  body: awardStaffRoundRequest,
  response: staffRoundSchema,
  access: allow.staff('vendor_manager'),
  summary: 'Assigns an order of the round to a vendor that accepted it (Vendor managers)',
});
