// The vendor's own detail (SPEC section 3 "Vendor detail / profile"), read and changed by the List of
// Work Orders screen (the Mobile Guest IVR setting) and the company profile screen.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { recordVersion } from '../platform/record-version.ts';
import { ALLOW_GUEST_IVR_INVALID } from './messages.ts';
import { allow } from '../platform/access.ts';

export const CONTACT_EMAIL_MAX_LENGTH = 255;
/** What the field and the call take before the list is checked (spaces, a trailing ';' are dropped then). */
export const CONTACT_EMAIL_INPUT_MAX = 1000;

/** GET /api/get-vendor-detail-by-vend-num: the signed-in vendor's profile (the answer is the profile). */

export const vendorProfile = z.object({
  company: z.string(),
  address: z.string(),
  city: z.string(),
  /** 2-letter code, or '' */
  state: z.string(),
  zip: z.string(),
  /** one or more e-mail addresses separated by ';' */
  contactEmail: z.string(),
  contactPerson: z.string(),
  /** digits only */
  fax: z.string(),
  /** digits only */
  phone: z.string(),
  mailingCompany: z.string(),
  mailingAddress: z.string(),
  mailingCity: z.string(),
  mailingState: z.string(),
  mailingZip: z.string(),
  isServiceFee: z.boolean(),
  /** a percent with 2 decimals, e.g. 2.5 = 2.50 % (SPEC section 9: default 0.00) */
  serviceFee: z.number(),
  /** e.g. 'ACH' or 'CHECK'; the check block is hidden for ACH */
  remitType: z.string(),
  checkCompany: z.string(),
  checkDBA: z.string(),
  checkAddress: z.string(),
  checkCity: z.string(),
  checkState: z.string(),
  checkZip: z.string(),
  /** 1 = the provider's mobile app lets guests check in by IVR */
  allowGuestIVR: z.union([z.literal(0), z.literal(1)]),
  vendorNum: z.number().int(),
  /**
   * Not in the spec (decision 100): the version this profile was read at, to send back with a save.
   * Any change moves it: the vendor's own, and the company's (remit type, check block, status).
   */
  version: recordVersion,
});
export type VendorProfile = z.infer<typeof vendorProfile>;

/** The profile fields a vendor may change. */
const editable = {
  company: z.string().max(200),
  address: z.string().max(200),
  city: z.string().max(100),
  state: z.string().max(2),
  zip: z.string().max(10),
  contactEmail: z.string().max(CONTACT_EMAIL_INPUT_MAX),
  contactPerson: z.string().max(200),
  /** typed: digits with parentheses, spaces, dashes, dots or a leading +; stored as digits */
  fax: z.string().max(40),
  phone: z.string().max(40),
  mailingCompany: z.string().max(200),
  mailingAddress: z.string().max(200),
  mailingCity: z.string().max(100),
  mailingState: z.string().max(2),
  mailingZip: z.string().max(10),
  allowGuestIVR: z.union([z.literal(0), z.literal(1), z.boolean()], { error: ALLOW_GUEST_IVR_INVALID }),
};

/**
 * POST /api/update-vendor-detail-by-vend-num: changes the signed-in vendor's profile. The body is a
 * JSON object (the spec's "vendor fields as a JSON string" is the JSON body itself); every field is
 * optional and only the fields sent change, so the IVR panel sends just {allowGuestIVR} and the profile
 * form the whole profile. vendorNum, remitType, the service fee (isServiceFee, serviceFee: what the
 * facilities company deducts from the vendor's invoices; issue 15, decision 038) and the check fields
 * (checkCompany, checkDBA, checkAddress, checkCity, checkState, checkZip) are the provider's and
 * read-only: when sent they are ignored, as are unknown fields. Rules and texts: ./messages.ts (SPEC section 5 "Profile");
 * allowGuestIVR also takes true/false. A body of only allowGuestIVR answers GUEST_IVR_UPDATED, any
 * other COMPANY_PROFILE_UPDATED.
 *
 * `version` (not in the spec, decision 100): the profile's version as read. When sent and the profile
 * has changed since, nothing is saved: 409 with code 'stale-version', PROFILE_STALE and the profile as
 * it now is in `current`. Without it the save is taken as the spec has it (last save wins).
 */
export const updateVendorProfileRequest = z
  .object(editable)
  .partial()
  .extend({ version: recordVersion.optional() });
export type UpdateVendorProfileRequest = z.input<typeof updateVendorProfileRequest>;
export const updateVendorProfileResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** not in the spec (decision 100): the profile's version after the save */
  version: recordVersion,
});
export type UpdateVendorProfileResponse = z.infer<typeof updateVendorProfileResponse>;

export const getVendorProfileCall = defineCall({
  id: 'get-vendor-detail-by-vend-num',
  method: 'GET',
  path: '/api/get-vendor-detail-by-vend-num',
  response: vendorProfile,
  access: allow.vendor('company'),
  summary: "The signed-in vendor's profile",
});

export const updateVendorProfileCall = defineCall({
  id: 'update-vendor-detail-by-vend-num',
  method: 'POST',
  path: '/api/update-vendor-detail-by-vend-num',
  body: updateVendorProfileRequest,
  response: updateVendorProfileResponse,
  access: allow.vendor('company:edit'),
  summary: "Changes the fields sent of the signed-in vendor's profile (the provider's are read-only)",
});
