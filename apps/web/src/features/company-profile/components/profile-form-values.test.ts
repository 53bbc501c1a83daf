import { describe, expect, it } from 'vitest';
import {
  CONTACT_EMAIL_INVALID,
  contactEmailTooLong,
  FAX_INVALID,
  PHONE_INVALID,
  type VendorProfile,
} from '@vp/contracts';
import {
  formatServiceFee,
  formValuesOf,
  isAchVendor,
  profileFormSchema,
  updateRequestOf,
  type ProfileFormValues,
} from './profile-form-values.ts';

const profile: VendorProfile = {
  company: 'Acme Facilities',
  address: '1 Main St',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  contactEmail: 'ops@acme.test',
  contactPerson: 'Ann',
  fax: '5185550199',
  phone: '5185550142',
  mailingCompany: '',
  mailingAddress: '',
  mailingCity: '',
  mailingState: '',
  mailingZip: '',
  isServiceFee: false,
  serviceFee: 0,
  remitType: 'CHECK',
  checkCompany: 'Acme',
  checkDBA: '',
  checkAddress: '',
  checkCity: '',
  checkState: '',
  checkZip: '',
  allowGuestIVR: 0,
  vendorNum: 7,
  version: 4,
};

function errorsOf(values: Partial<ProfileFormValues>): Record<string, string> {
  const result = profileFormSchema.safeParse({ ...formValuesOf(profile), ...values });
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('profile form rules (SPEC section 5)', () => {
  it('accepts one or several addresses separated by ";"', () => {
    expect(errorsOf({ contactEmail: 'a@b.co' })).toEqual({});
    expect(errorsOf({ contactEmail: 'a@b.co;c@d.org' })).toEqual({});
    expect(errorsOf({ contactEmail: 'a@b.co; c@d.org;' })).toEqual({});
  });

  it('refuses a malformed list with the SPEC text', () => {
    for (const bad of ['a@b.co,c@d.org', 'a@b.co;nope', 'a b@c.de', 'a@b'])
      expect(errorsOf({ contactEmail: bad })).toEqual({ contactEmail: CONTACT_EMAIL_INVALID });
    expect(CONTACT_EMAIL_INVALID).toBe('Email format invalid should be like "{email};{email}"');
  });

  it('refuses a list longer than 255 characters', () => {
    const long = Array.from({ length: 20 }, (_, i) => `person${i}@example.com`).join(';');
    expect(long.length).toBeGreaterThan(255);
    expect(errorsOf({ contactEmail: long })).toEqual({ contactEmail: contactEmailTooLong(long.length) });
  });

  it('checks phone and fax', () => {
    expect(errorsOf({ phone: '(518) 555-01' })).toEqual({ phone: PHONE_INVALID });
    expect(errorsOf({ fax: '12ab' })).toEqual({ fax: FAX_INVALID });
  });

  it('shows the service fee as a percent with two decimals, 0.00 by default', () => {
    expect(formatServiceFee(profile.serviceFee)).toBe('0.00');
    expect(formatServiceFee(2.5)).toBe('2.50');
  });

  it('sends the phone without parentheses, spaces and dashes and no provider fields', () => {
    const request = updateRequestOf(
      {
        ...formValuesOf(profile),
        phone: '(212) 555-0100',
        contactEmail: ' a@b.co ; c@d.org; ',
      },
      profile.version,
    );
    expect(request.phone).toBe('2125550100');
    // the version it was read at goes with it (decision 100)
    expect(request.version).toBe(4);
    expect(request.contactEmail).toBe('a@b.co;c@d.org');
    expect(Object.keys(request)).not.toContain('checkCompany');
    expect(Object.keys(request)).not.toContain('remitType');
    // the service fee is the facilities company's (decision 038)
    expect(Object.keys(request)).not.toContain('serviceFee');
    expect(Object.keys(request)).not.toContain('isServiceFee');
  });

  it('knows an ACH vendor by the remit type', () => {
    expect(isAchVendor('ACH')).toBe(true);
    expect(isAchVendor(' ach ')).toBe(true);
    expect(isAchVendor('CHECK')).toBe(false);
  });
});
