// Company-profile texts: the ones SPEC sections 5 and 8 quote, and the refusals of the profile calls.
import { staleVersionMessage } from '../platform/record-version.ts';

export const COMPANY_PROFILE_UPDATED = 'Company profile successfully';
export const GUEST_IVR_UPDATED = 'Vendor mobile guest ivr setting updated successfully';
/** SPEC section 5, exactly as written */
export const CONTACT_EMAIL_INVALID = 'Email format invalid should be like "{email};{email}"';
export const CONTACT_EMAIL_TOO_LONG = 'Contact e-mail must be at most 255 characters.';
/** The too-long message with the list's own length, so that a pasted list says how much to cut (issue 38). */
export const contactEmailTooLong = (length: number) => `${CONTACT_EMAIL_TOO_LONG} This list has ${length}.`;
export const PHONE_INVALID = 'Phone must have 10 to 15 digits (parentheses, spaces and dashes are allowed).';
export const FAX_INVALID = 'Fax must have 10 to 15 digits (parentheses, spaces and dashes are allowed).';
export const ZIP_INVALID = 'Zip must be 5 digits or ZIP+4 (12345-6789).';
export const MAILING_ZIP_INVALID = 'Mailing zip must be 5 digits or ZIP+4 (12345-6789).';
export const STATE_INVALID = 'State must be a 2-letter state code.';
export const MAILING_STATE_INVALID = 'Mailing state must be a 2-letter state code.';
export const SERVICE_FEE_INVALID =
  'Service fee must be a percent from 0.00 to 100.00 with at most 2 decimals.';
export const COMPANY_REQUIRED = 'Company is required.';
/** The Edit Profile drawer beside the read-only payment terms (issue 15, decision 038). */
export const PAYMENT_TERMS_NOTE =
  'The service fee and remit type are set by the facilities company. To change them, contact your account manager.';
export const ALLOW_GUEST_IVR_INVALID = 'allowGuestIVR must be 0 or 1.';
export const VENDOR_NOT_FOUND = 'The vendor was not found.';
export const STATE_UNKNOWN = 'Choose a state from the list.';
export const MAILING_STATE_UNKNOWN = 'Choose a mailing state from the list.';
export const CITY_NOT_IN_STATE = 'Choose a city of the selected state.';
export const MAILING_CITY_NOT_IN_STATE = 'Choose a mailing city of the selected mailing state.';
/** A profile save over a newer version (decision 100). */
export const PROFILE_STALE = staleVersionMessage('your company profile');
