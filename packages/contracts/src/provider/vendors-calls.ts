// Vendors and their users through the provider API (issue 17 point 2, decision 053), keyed by the
// company's own external ids. A vendor's profile (SPEC section 3 "Vendor detail / profile") is the
// vendor's to edit in the portal; the company owns its vendor number, remit type and check block,
// QuickPay exclusion, service fee and status. Profile fields are the company's to set when it creates
// the vendor; later it changes them only with If-Match (the ETag of a read that saw the vendor's own
// edits), else 428. Vendor users are invited (the welcome e-mail goes with the create) and disabled.
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  emailPattern,
  PHONE_INPUT_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
} from '../users/user.ts';
import { checkContactEmail, phoneDigits, servicePercent } from '../vendor-profile/profile-rules.ts';
import { defineProviderCall, defineProviderResource } from './provider-call.ts';
import { PROVIDER_API_PREFIX } from './provider-calls.ts';
import {
  PROVIDER_LIST_RULES,
  PROVIDER_ONE_RULES,
  PROVIDER_SINCE_RULE,
  externalIdSchema,
  providerListQuerySchema,
  providerPageSchema,
} from './provider-shapes.ts';
import { allow } from '../platform/access.ts';

export const VENDOR_STATUSES = ['active', 'inactive'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];
export const REMIT_TYPES = ['CHECK', 'ACH'] as const;
export type RemitType = (typeof REMIT_TYPES)[number];
/** One schema per closed set, so that the OpenAPI document names it once. */
export const vendorStatusSchema = z.enum(VENDOR_STATUSES);
export const remitTypeSchema = z.enum(REMIT_TYPES);
export const VENDOR_USER_STATUSES = ['active', 'disabled'] as const;
export const vendorUserStatusSchema = z.enum(VENDOR_USER_STATUSES);

const text = (max: number) => z.string().trim().max(max);
const stateCode = z
  .string()
  .trim()
  .regex(/^([A-Za-z]{2})?$/, 'a state is a 2-letter code (or empty)')
  .transform((s) => s.toUpperCase());
const zipCode = z
  .string()
  .trim()
  .regex(/^(\d{5}(-\d{4})?)?$/, 'a ZIP code is 5 digits, or 5+4 (or empty)');
const phoneNumber = z
  .string()
  .max(PHONE_INPUT_MAX_LENGTH)
  .refine((v) => phoneDigits(v) !== null, 'a phone number is 10 to 15 digits (or empty)')
  .transform((v) => phoneDigits(v) ?? '');
const contactEmail = z
  .string()
  .max(1000)
  .refine((v) => checkContactEmail(v).ok, 'contactEmail is one or more e-mail addresses separated by ";"')
  .transform((v) => {
    const checked = checkContactEmail(v);
    return checked.ok ? checked.value : v;
  });

/** The profile: the vendor edits these in the portal (company profile screen, Mobile Guest IVR). */
export const vendorProfileFields = {
  company: text(200).min(1, 'company must not be empty'),
  address: text(200),
  city: text(100),
  state: stateCode,
  zip: zipCode,
  /** one or more e-mail addresses separated by ';' (at most 255 characters once joined) */
  contactEmail,
  contactPerson: text(200),
  /** stored as digits */
  phone: phoneNumber,
  /** stored as digits */
  fax: phoneNumber,
  mailingCompany: text(200),
  mailingAddress: text(200),
  mailingCity: text(100),
  mailingState: stateCode,
  mailingZip: zipCode,
  /** 1: the provider's mobile app lets guests check in by IVR */
  allowGuestIVR: z.union([z.literal(0), z.literal(1)]),
};
export const VENDOR_PROFILE_FIELDS = Object.keys(vendorProfileFields) as (keyof typeof vendorProfileFields)[];

/** The company's own fields: the vendor reads them in the portal but cannot change them. */
export const vendorCompanyFields = {
  /** the portal's vendor number (in links, IVR and documents); set at create, it never changes */
  vendorNum: z.number().int().min(1).max(2_147_483_647),
  /** active, or inactive: an inactive vendor's users cannot sign in and their sessions end */
  status: vendorStatusSchema,
  remitType: remitTypeSchema,
  checkCompany: text(200),
  checkDBA: text(200),
  checkAddress: text(200),
  checkCity: text(100),
  checkState: stateCode,
  checkZip: zipCode,
  /** excluded from QuickPay: the vendor cannot ask for it (qpExclude) */
  qpExclude: z.boolean(),
  /** whether the company deducts a service fee from the vendor's invoices */
  isServiceFee: z.boolean(),
  /** the fee in percent, 0 to 100 with at most 2 decimals */
  serviceFee: z
    .number()
    .refine((v) => servicePercent(v) !== null, 'serviceFee is a percent from 0 to 100, at most 2 decimals'),
};
export const VENDOR_COMPANY_FIELDS = Object.keys(vendorCompanyFields) as (keyof typeof vendorCompanyFields)[];

/**
 * PUT body. At create, company and vendorNum are required and every other field left out takes its
 * default ('' / 0 / false, status active, remit type CHECK). On update, a field left out keeps its
 * value; profile fields that differ from the stored ones need If-Match (else 428).
 */
export const putVendorBodySchema = z
  .object({ ...vendorProfileFields, ...vendorCompanyFields })
  .partial()
  .strict();
export type PutVendorBody = z.output<typeof putVendorBodySchema>;
export type VendorField = keyof PutVendorBody;

export const providerVendorSchema = z.object({
  externalId: z.string(),
  vendorNum: z.number().int(),
  status: vendorStatusSchema,
  company: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  contactEmail: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  fax: z.string(),
  mailingCompany: z.string(),
  mailingAddress: z.string(),
  mailingCity: z.string(),
  mailingState: z.string(),
  mailingZip: z.string(),
  allowGuestIVR: z.union([z.literal(0), z.literal(1)]),
  remitType: remitTypeSchema,
  checkCompany: z.string(),
  checkDBA: z.string(),
  checkAddress: z.string(),
  checkCity: z.string(),
  checkState: z.string(),
  checkZip: z.string(),
  qpExclude: z.boolean(),
  isServiceFee: z.boolean(),
  serviceFee: z.number(),
  /**
   * false: a compliance requirement is not held (decision 112; getVendorCompliance says for which clients
   * and trades). Computed, not written: it changes without a new version
   */
  dispatchable: z.boolean(),
  /** the ETag's number: every change bumps it, the vendor's own edits in the portal too */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProviderVendor = z.infer<typeof providerVendorSchema>;

export const providerVendorsPath = `${PROVIDER_API_PREFIX}/vendors`;
const VENDOR_PATH = `${providerVendorsPath}/:externalId`;
const vendorParams = z.object({ externalId: externalIdSchema });

/** The provider API's `vendors`: its OpenAPI tag and the names of its shapes there. */
export const providerVendorsResource = defineProviderResource({
  tag: 'vendors',
  description: "The company's vendors and their users, by the company's own external ids.",
  schemas: {
    Vendor: providerVendorSchema,
    VendorInput: putVendorBodySchema,
    VendorStatus: vendorStatusSchema,
    RemitType: remitTypeSchema,
  },
});

export const putVendorCall = defineProviderCall({
  id: 'putVendor',
  method: 'PUT',
  path: VENDOR_PATH,
  resource: providerVendorsResource,
  params: vendorParams,
  body: putVendorBodySchema,
  response: providerVendorSchema,
  access: allow.provider('vendors:write'),
  summary: 'Creates (201) or updates (200) a vendor by its external id.',
  description:
    'At create, company and vendorNum are required; other fields left out take their defaults. On update, ' +
    "fields left out keep their values. The company's fields (vendorNum, status, remitType, the check block, " +
    'qpExclude, isServiceFee, serviceFee) change with any PUT; vendorNum never changes once set (409). The ' +
    "profile (company, address ... allowGuestIVR) is the vendor's to edit in the portal: a PUT that would change " +
    "a profile field needs If-Match with the ETag of a read (the vendor's edits bump it), else 428 naming the " +
    "fields; the same values again need nothing. status inactive: the vendor's users cannot sign in and their " +
    'open sessions end at once; active again, they sign in with their passwords. A PUT that changes nothing ' +
    'answers 200 with the same ETag. Events: vendor.created, vendor.updated.',
  etag: true,
});

export const getVendorCall = defineProviderCall({
  id: 'getVendor',
  method: 'GET',
  path: VENDOR_PATH,
  resource: providerVendorsResource,
  params: vendorParams,
  response: providerVendorSchema,
  access: allow.provider('vendors:read'),
  summary: "A vendor with its profile and the company's fields.",
  etag: true,
  description:
    PROVIDER_ONE_RULES +
    "The vendor's own edits in the portal bump the version too: send the ETag as If-Match to change a profile field.",
});

export const listVendorsCall = defineProviderCall({
  id: 'listVendors',
  method: 'GET',
  path: providerVendorsPath,
  resource: providerVendorsResource,
  query: providerListQuerySchema,
  response: providerPageSchema(providerVendorSchema),
  access: allow.provider('vendors:read'),
  summary: 'The vendors that have an external id, a page at a time.',
  description:
    'With updated_since, only vendors changed since then, by the company or by the vendor in the portal.',
});

// --- vendor users ---

export const putVendorUserBodySchema = z
  .object({
    /** the sign-in name; it cannot change once the user exists (409) */
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH)
      .regex(emailPattern, 'email is one e-mail address')
      .transform((e) => e.toLowerCase()),
    firstName: text(USER_NAME_MAX_LENGTH).min(1, 'firstName must not be empty'),
    lastName: text(USER_NAME_MAX_LENGTH).min(1, 'lastName must not be empty'),
    phoneNumber: phoneNumber.refine((v) => v !== '', 'phoneNumber is required'),
    /** null or left out: none */
    mobileNumber: phoneNumber.nullish().transform((v) => (v ? v : null)),
    /**
     * at create only: the user holds the vendor's Administrator role (everything, the users too);
     * otherwise Office and Finance (all but user administration). Later the vendor's
     * administrators manage roles
     */
    administrator: z.boolean().optional(),
  })
  .strict();
export type PutVendorUserBody = z.output<typeof putVendorUserBodySchema>;

export const providerVendorUserSchema = z.object({
  externalId: z.string(),
  vendorExternalId: z.string(),
  /** the portal's id of the user: what the events' subject.userId names */
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  mobileNumber: z.string().nullable(),
  /** disabled: cannot sign in */
  status: vendorUserStatusSchema,
  /** names of the user's roles (user groups) in the portal */
  roles: z.array(z.string()),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProviderVendorUser = z.infer<typeof providerVendorUserSchema>;

const USERS_PATH = `${VENDOR_PATH.replace(':externalId', ':vendorExternalId')}/users`;
const userParams = z.object({ vendorExternalId: externalIdSchema, externalId: externalIdSchema });

/** The vendors' users: under the same tag, named beside their own shapes. */
export const providerVendorUsersResource = defineProviderResource({
  tag: 'vendors',
  description: "The company's vendors and their users, by the company's own external ids.",
  schemas: {
    VendorUser: providerVendorUserSchema,
    VendorUserInput: putVendorUserBodySchema,
    VendorUserStatus: vendorUserStatusSchema,
  },
});

export const putVendorUserCall = defineProviderCall({
  id: 'putVendorUser',
  method: 'PUT',
  path: `${USERS_PATH}/:externalId`,
  resource: providerVendorUsersResource,
  params: userParams,
  body: putVendorUserBodySchema,
  response: providerVendorUserSchema,
  access: allow.provider('vendors:write'),
  summary: "Invites (201) or updates (200) a vendor's user by its external id.",
  description:
    'Create: the user gets the welcome e-mail with a link to choose a password, valid 7 days (queued with the ' +
    'user, in one transaction); administrator true gives the ' +
    "user the vendor's Administrator role, otherwise the Office and Finance roles (all but user administration). The e-mail address signs in and cannot change (409); an address " +
    'that already signs in is 409. Update: firstName, lastName and phone numbers are also edited by the ' +
    "vendor's administrators in the portal, so a change to them needs If-Match (else 428). A disabled user is " +
    '409. Events: user.created.',
  etag: true,
});

export const getVendorUserCall = defineProviderCall({
  id: 'getVendorUser',
  method: 'GET',
  path: `${USERS_PATH}/:externalId`,
  resource: providerVendorUsersResource,
  params: userParams,
  response: providerVendorUserSchema,
  access: allow.provider('vendors:read'),
  summary: "A vendor's user.",
  etag: true,
  description: PROVIDER_ONE_RULES + 'status disabled: the user cannot sign in.',
});

export const listVendorUsersCall = defineProviderCall({
  id: 'listVendorUsers',
  method: 'GET',
  path: USERS_PATH,
  resource: providerVendorUsersResource,
  params: z.object({ vendorExternalId: externalIdSchema }),
  query: providerListQuerySchema,
  response: providerPageSchema(providerVendorUserSchema),
  access: allow.provider('vendors:read'),
  summary: "The vendor's users that have an external id, a page at a time.",
  description: PROVIDER_LIST_RULES + PROVIDER_SINCE_RULE + ' An unknown vendor is 404.',
});

export const disableVendorUserCall = defineProviderCall({
  id: 'disableVendorUser',
  method: 'POST',
  path: `${USERS_PATH}/:externalId/disable`,
  resource: providerVendorUsersResource,
  params: userParams,
  response: providerVendorUserSchema,
  access: allow.provider('vendors:write'),
  summary: "Disables a vendor's user: it cannot sign in and its open sessions end at once.",
  description:
    'Already disabled: 200 and nothing changes. If-Match is honoured (412 when stale). Event: user.disabled. ' +
    'enableVendorUser brings it back.',
  etag: true,
});
