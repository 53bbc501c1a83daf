// Field rules of the company profile (SPEC section 5 "Profile") as pure functions, shared by the
// server (which enforces them) and the web app's form.
import { CONTACT_EMAIL_INVALID, contactEmailTooLong } from './messages.ts';
import { CONTACT_EMAIL_MAX_LENGTH } from './vendor-profile.ts';

/**
 * One address of the contact e-mail list: something@something.tld, no spaces, semicolons or commas (a
 * comma is the usual slip for the ';' separator, and 'a@b.example,c' must not pass as one address).
 */
export const contactEmailPattern = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;

export type FieldCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * The contact e-mail list: addresses separated by ';'. Spaces around each address and empty entries
 * (a trailing ';') are dropped; '' means none. Each address must look like an e-mail and the stored
 * list may have at most 255 characters.
 */
export function checkContactEmail(value: string): FieldCheck {
  const addresses = value
    .split(';')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  if (!addresses.every((a) => contactEmailPattern.test(a)))
    return { ok: false, message: CONTACT_EMAIL_INVALID };
  const list = addresses.join(';');
  if (list.length > CONTACT_EMAIL_MAX_LENGTH) return { ok: false, message: contactEmailTooLong(list.length) };
  return { ok: true, value: list };
}

/** What a typed phone or fax number may hold before it is stripped to digits. */
export const profilePhonePattern = /^\+?[0-9\s().-]*$/;

/** "(518) 555-0142" -> "5185550142"; '' stays ''. Null when it is not a 10 to 15 digit number. */
export function phoneDigits(value: string): string | null {
  if (!profilePhonePattern.test(value.trim())) return null;
  const digits = value.replace(/\D/g, '');
  return digits === '' || /^\d{10,15}$/.test(digits) ? digits : null;
}

/** A percent from 0 to 100 with at most 2 decimals, as the stored text ("2.50"); null otherwise. */
export function servicePercent(value: number | string): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  const n = typeof value === 'number' ? value : /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(n) || n < 0 || n > 100) return null;
  // at most 2 decimals: 2.5 and 2.50 pass, 2.505 does not
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return null;
  return n.toFixed(2);
}
