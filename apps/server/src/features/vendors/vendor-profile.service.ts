// The rules of the vendor profile (SPEC section 5 "Profile"): only the fields sent change, each is
// checked and normalized (trimmed; phone and fax to digits; state codes upper case; the service fee to
// two decimals); the provider's fields are never changed by the vendor.
import { complianceToday, refreshCompliance } from '../../domain/compliance/refresh-compliance.ts';
import {
  COMPANY_PROFILE_UPDATED,
  COMPANY_REQUIRED,
  CITY_NOT_IN_STATE,
  MAILING_CITY_NOT_IN_STATE,
  MAILING_STATE_UNKNOWN,
  STATE_UNKNOWN,
  FAX_INVALID,
  GUEST_IVR_UPDATED,
  MAILING_STATE_INVALID,
  MAILING_ZIP_INVALID,
  PHONE_INVALID,
  PROFILE_STALE,
  STATE_INVALID,
  VENDOR_NOT_FOUND,
  ZIP_INVALID,
  checkContactEmail,
  phoneDigits,
  type UpdateVendorProfileResponse,
  VENDOR_PROFILE_EVENT_FIELDS,
  type VendorProfile,
  type updateVendorProfileRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { AppError, badRequest, staleVersion } from '../../platform/http/app-error.ts';
import { recordEvent, vendorUserActor } from '../../platform/events/record-event.ts';
import {
  findCityName,
  findProfile,
  findStateCode,
  updateProfile,
  type ProfileChanges,
} from './vendor-profile.repository.ts';
import { VENDOR_COLUMNS } from './vendors.repository.ts';

type UpdateInput = z.output<typeof updateVendorProfileRequest>;

const ZIP = /^\d{5}(-\d{4})?$/;
const STATE = /^[A-Za-z]{2}$/;

const vendorNotFound = () => new AppError('not_found', VENDOR_NOT_FOUND);

type StoredProfile = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

function profileOf(row: StoredProfile): VendorProfile {
  return {
    ...row,
    serviceFee: Number(row.serviceFee),
    allowGuestIVR: row.allowGuestIVR === 1 ? 1 : 0,
  };
}

export async function getVendorProfile(db: Db, vendorId: number): Promise<VendorProfile> {
  const row = await findProfile(db, vendorId);
  if (!row) throw vendorNotFound();
  return profileOf(row);
}

function zip(value: string, message: string): string {
  const v = value.trim();
  if (v !== '' && !ZIP.test(v)) throw badRequest(message);
  return v;
}

function state(value: string, message: string): string {
  const v = value.trim();
  if (v !== '' && !STATE.test(v)) throw badRequest(message);
  return v.toUpperCase();
}

function phone(value: string, message: string): string {
  const digits = phoneDigits(value);
  if (digits === null) throw badRequest(message);
  return digits;
}

/** The columns to change, from the fields sent; throws 400 with the first broken rule's text. */
function changesOf(input: UpdateInput): ProfileChanges {
  const c: ProfileChanges = {};
  if (input.company !== undefined) {
    c.company = input.company.trim();
    if (c.company === '') throw badRequest(COMPANY_REQUIRED);
  }
  if (input.address !== undefined) c.address = input.address.trim();
  if (input.city !== undefined) c.city = input.city.trim();
  if (input.state !== undefined) c.state = state(input.state, STATE_INVALID);
  if (input.zip !== undefined) c.zip = zip(input.zip, ZIP_INVALID);
  if (input.contactEmail !== undefined) {
    const check = checkContactEmail(input.contactEmail);
    if (!check.ok) throw badRequest(check.message);
    c.contact_email = check.value;
  }
  if (input.contactPerson !== undefined) c.contact_person = input.contactPerson.trim();
  if (input.phone !== undefined) c.phone = phone(input.phone, PHONE_INVALID);
  if (input.fax !== undefined) c.fax = phone(input.fax, FAX_INVALID);
  if (input.mailingCompany !== undefined) c.mailing_company = input.mailingCompany.trim();
  if (input.mailingAddress !== undefined) c.mailing_address = input.mailingAddress.trim();
  if (input.mailingCity !== undefined) c.mailing_city = input.mailingCity.trim();
  if (input.mailingState !== undefined) c.mailing_state = state(input.mailingState, MAILING_STATE_INVALID);
  if (input.mailingZip !== undefined) c.mailing_zip = zip(input.mailingZip, MAILING_ZIP_INVALID);
  if (input.allowGuestIVR !== undefined)
    c.allow_guest_ivr = input.allowGuestIVR === 1 || input.allowGuestIVR === true ? 1 : 0;
  return c;
}

type PlaceFields = {
  state: 'state' | 'mailing_state';
  city: 'city' | 'mailing_city';
  stored: { state: string; city: string };
  stateUnknown: string;
  cityNotInState: string;
};

/**
 * A state sent must be a known state, and a city (sent, or kept while its state changes) a city of
 * that state; both are stored as the dataset spells them. Empty values clear them.
 */
async function checkPlace(db: Db, changes: ProfileChanges, f: PlaceFields): Promise<void> {
  if (changes[f.state] === undefined && changes[f.city] === undefined) return;
  const state = changes[f.state] ?? f.stored.state;
  const city = changes[f.city] ?? f.stored.city;
  if (changes[f.state] !== undefined && state !== '') {
    const code = await findStateCode(db, state);
    if (!code) throw badRequest(f.stateUnknown);
    changes[f.state] = code;
  }
  if (city === '') return;
  const name = state === '' ? null : await findCityName(db, state.toUpperCase(), city);
  if (!name) throw badRequest(f.cityNotInState);
  if (changes[f.city] !== undefined) changes[f.city] = name;
}

type ProfileField = (typeof VENDOR_PROFILE_EVENT_FIELDS)[number];

/** Each column a vendor may change, by its field name in the profile and the event (the vendors' columns). */
const FIELD_COLUMNS: Readonly<Record<ProfileField, keyof ProfileChanges>> = VENDOR_COLUMNS;

/** The fields whose stored value the changes replace by another (a field sent unchanged is no change). */
function changedFields(stored: StoredProfile, changes: ProfileChanges): ProfileField[] {
  return VENDOR_PROFILE_EVENT_FIELDS.filter((field) => {
    const value = changes[FIELD_COLUMNS[field]];
    return value !== undefined && String(value) !== String(stored[field] ?? '');
  });
}

export async function updateVendorProfile(
  db: Db,
  session: SessionClaims,
  input: UpdateInput,
): Promise<UpdateVendorProfileResponse> {
  const vendorId = session.vendorId;
  const changes = changesOf(input);
  // read, checked and written under the row's lock: a concurrent save waits, then sees the version
  // this one leaves (decision 100)
  const version = await db.transaction().execute(async (tx) => {
    const stored = await findProfile(tx, vendorId, true);
    if (!stored) throw vendorNotFound();
    if (input.version !== undefined && input.version !== stored.version)
      throw staleVersion(PROFILE_STALE, profileOf(stored));
    await checkPlace(tx, changes, {
      state: 'state',
      city: 'city',
      stored: { state: stored.state, city: stored.city },
      stateUnknown: STATE_UNKNOWN,
      cityNotInState: CITY_NOT_IN_STATE,
    });
    await checkPlace(tx, changes, {
      state: 'mailing_state',
      city: 'mailing_city',
      stored: { state: stored.mailingState, city: stored.mailingCity },
      stateUnknown: MAILING_STATE_UNKNOWN,
      cityNotInState: MAILING_CITY_NOT_IN_STATE,
    });
    const fields = changedFields(stored, changes);
    const after = await updateProfile(tx, vendorId, stored.version, changes);
    if (after === null) throw vendorNotFound();
    if (fields.length > 0)
      await recordEvent(tx, {
        type: 'vendor.profile-changed',
        vendorId,
        actor: vendorUserActor(session),
        subject: {},
        data: { fields },
      });
    return after;
  });
  // the requirements that concern the vendor follow the state of its address (decision 112)
  if (input.state !== undefined) await refreshCompliance(db, [vendorId], complianceToday());
  // the IVR panel sends only allowGuestIVR (and its version); the profile form sends the profile
  const sent = Object.keys(input).filter(
    (k) => k !== 'version' && input[k as keyof UpdateInput] !== undefined,
  );
  const ivrOnly = sent.length === 1 && sent[0] === 'allowGuestIVR';
  return { success: true, message: ivrOnly ? GUEST_IVR_UPDATED : COMPANY_PROFILE_UPDATED, version };
}
