// The staff console's Vendors screen (issue 18 point 2, decision 058): search across all vendors, one
// vendor's page (profile, users, trades, zips, company notes, company documents, QuickPay, recent
// activity), and the changes a vendor manager makes there: invite, disable or send a password link to
// a user, set the vendor's status or QuickPay exclusion. Each change is the provider API's change (the
// same service, events with actor staff) plus a staff audit row. Staff never sign in as a vendor.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { putVendorUserBodySchema, providerVendorSchema, VENDOR_STATUSES } from '../provider/vendors-calls.ts';
import { allow } from '../platform/access.ts';
import { listPageQuery, listPageSchema } from '../platform/list-page.ts';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number().int().positive().max(MAX_ID);

export const STAFF_VENDOR_SORTS = ['vendorNum', 'company', 'city', 'state', 'status'] as const;
export type StaffVendorSort = (typeof STAFF_VENDOR_SORTS)[number];
export const STAFF_VENDOR_PAGE_SIZES = [25, 50, 100] as const;
export const STAFF_VENDOR_SEARCH_MAX_LIMIT = 100;

/** The search's filters: free text `q` (each word a fragment of the number, name, city or zip), and exact filters. */
export const staffVendorSearchQuery = z
  .object({
    q: z.string().trim().max(200, 'q is at most 200 characters').default(''),
    trade: z.string().trim().max(100).optional(),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'state is a 2-letter code')
      .transform((s) => s.toUpperCase())
      .optional(),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'zip is 5 digits')
      .optional(),
    status: z.enum(VENDOR_STATUSES).optional(),
    sort: z.enum(STAFF_VENDOR_SORTS).default('vendorNum'),
    dir: z.enum(['asc', 'desc']).default('asc'),
    ...listPageQuery(STAFF_VENDOR_SEARCH_MAX_LIMIT, 25),
  })
  .strict();
export type StaffVendorSearchQuery = z.output<typeof staffVendorSearchQuery>;

export const staffVendorRowSchema = z.object({
  id: z.number().int(),
  vendorNum: z.number().int(),
  company: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  status: z.enum(VENDOR_STATUSES),
  trades: z.array(z.string()),
});
export type StaffVendorRow = z.infer<typeof staffVendorRowSchema>;

export const staffVendorSearchResponse = listPageSchema(staffVendorRowSchema).extend({
  /** how many vendors match the filters */
  total: z.number().int(),
});

export const staffVendorUserSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  mobileNumber: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  /** has not signed in yet with the temporary password, or must set a new one */
  passwordState: z.enum(['ok', 'new_password_required', 'password_reset_required']),
  roles: z.array(z.string()),
  createdAt: z.string(),
});
export type StaffVendorUser = z.infer<typeof staffVendorUserSchema>;

export const staffVendorSchema = providerVendorSchema.extend({
  id: z.number().int(),
  /** null: a vendor the portal made, without the company's external id */
  externalId: z.string().nullable(),
});
export type StaffVendor = z.infer<typeof staffVendorSchema>;

export const staffVendorPageResponse = z.object({
  vendor: staffVendorSchema,
  users: z.array(staffVendorUserSchema),
  trades: z.array(z.string()),
  zips: z.array(z.string()),
  /** the company notes, newest first; webDisplay false: not shown to the vendor in the portal */
  notes: z.array(
    z.object({
      id: z.number().int(),
      noteType: z.string(),
      notes: z.string(),
      inputBy: z.string(),
      webDisplay: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  /** company documents (of no work order), newest first, with their review */
  documents: z.array(
    z.object({
      id: z.number().int(),
      fileName: z.string(),
      typeCode: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      rejectionReason: z.string().nullable(),
      reviewedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  quickPay: z.object({
    excluded: z.boolean(),
    /** the automatic QuickPay option the vendor opted in to; null: none */
    automatic: z
      .object({ settingId: z.number().int(), days: z.number().int(), percentage: z.string() })
      .nullable(),
    /** the vendor's latest opt-in and opt-out changes, newest first */
    history: z.array(z.object({ action: z.enum(['opt-in', 'opt-out']), at: z.string() })),
  }),
  /** the vendor's latest events, newest first */
  activity: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      actorKind: z.string(),
      actorId: z.number().int().nullable(),
      occurredAt: z.string(),
      subject: z.record(z.string(), z.unknown()),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type StaffVendorPage = z.infer<typeof staffVendorPageResponse>;

export const staffVendorParams = z.object({ vendorId: id });
export const staffVendorUserParams = z.object({ vendorId: id, userId: id });

/** The provider's invite body (names, phone, administrator), without an external id. */
export const staffInviteUserRequest = putVendorUserBodySchema;

export const staffVendorsSearchCall = defineCall({
  id: 'staff-vendors-search',
  method: 'GET',
  path: '/staff/api/vendors',
  query: staffVendorSearchQuery,
  response: staffVendorSearchResponse,
  access: allow.anyStaff,
  summary: 'Searches all vendors by number, name, city, trade, state, zip and status, a page at a time',
});

export const staffTradeCatalogCall = defineCall({
  id: 'staff-trade-catalog',
  method: 'GET',
  path: '/staff/api/trade-catalog',
  response: z.object({ trades: z.array(z.string()) }),
  access: allow.anyStaff,
  summary: "The trades a vendor may cover (the search's trade filter)",
});

export const staffVendorCall = defineCall({
  id: 'staff-vendor',
  method: 'GET',
  path: '/staff/api/vendors/:vendorId',
  params: staffVendorParams,
  response: staffVendorPageResponse,
  access: allow.anyStaff,
  summary: "A vendor's page: profile, users, trades, zips, notes, documents, QuickPay, recent activity",
});

export const staffInviteVendorUserCall = defineCall({
  id: 'staff-vendor-invite-user',
  method: 'POST',
  path: '/staff/api/vendors/:vendorId/users',
  params: staffVendorParams,
  body: staffInviteUserRequest,
  response: staffVendorUserSchema,
  access: allow.staff('vendor_manager'),
  summary:
    'Invites a user to the vendor: the welcome e-mail with a temporary password is sent (Vendor managers)',
});

export const staffDisableVendorUserCall = defineCall({
  id: 'staff-vendor-disable-user',
  method: 'POST',
  path: '/staff/api/vendors/:vendorId/users/:userId/disable',
  params: staffVendorUserParams,
  response: staffVendorUserSchema,
  access: allow.staff('vendor_manager'),
  summary: "Disables a vendor's user: sign-in refuses it and its sessions end (Vendor managers)",
});

export const staffSendPasswordLinkCall = defineCall({
  id: 'staff-vendor-user-password-link',
  method: 'POST',
  path: '/staff/api/vendors/:vendorId/users/:userId/password-link',
  params: staffVendorUserParams,
  response: z.object({ sentTo: z.string() }),
  access: allow.staff('vendor_manager'),
  summary: 'E-mails the user the forgot-password link to set a new password (Vendor managers)',
});

export const staffSetVendorStatusCall = defineCall({
  id: 'staff-vendor-set-status',
  method: 'PUT',
  path: '/staff/api/vendors/:vendorId/status',
  params: staffVendorParams,
  body: z.object({ status: z.enum(VENDOR_STATUSES) }).strict(),
  response: staffVendorSchema,
  access: allow.staff('vendor_manager'),
  summary: "Sets the vendor's status; inactive ends its users' sessions (Vendor managers)",
});

export const staffSetQuickPayExclusionCall = defineCall({
  id: 'staff-vendor-set-quick-pay-exclusion',
  method: 'PUT',
  path: '/staff/api/vendors/:vendorId/quick-pay-exclusion',
  params: staffVendorParams,
  body: z.object({ qpExclude: z.boolean() }).strict(),
  response: staffVendorSchema,
  access: allow.staff('vendor_manager', 'accounts_payable'),
  summary: 'Excludes the vendor from QuickPay, or lets it ask again (Vendor managers, Accounts payable)',
});
