// The profile form (SPEC section 5 "Profile"): its values, the rules it shows before a save (the
// server checks the same rules again, from the same contracts functions), and the request it sends.
import { z } from 'zod';
import {
  ACH_REMIT_TYPE,
  COMPANY_REQUIRED,
  FAX_INVALID,
  MAILING_ZIP_INVALID,
  PHONE_INVALID,
  ZIP_INVALID,
  checkContactEmail,
  phoneDigits,
  type UpdateVendorProfileRequest,
  type VendorProfile,
} from '@vp/contracts';
import { phoneForStorage } from './us-phone.ts';

const ZIP = /^\d{5}(-\d{4})?$/;

const zipField = (message: string) =>
  z.string().refine((value) => value.trim() === '' || ZIP.test(value.trim()), message);

export const profileFormSchema = z.object({
  company: z.string().refine((value) => value.trim() !== '', COMPANY_REQUIRED),
  address: z.string().max(200),
  city: z.string(),
  state: z.string(),
  zip: zipField(ZIP_INVALID),
  contactEmail: z.string().superRefine((value, context) => {
    const check = checkContactEmail(value);
    if (!check.ok) context.addIssue({ code: 'custom', message: check.message });
  }),
  contactPerson: z.string().max(200),
  fax: z
    .string()
    .refine((value) => value === '' || (/^\d+$/.test(value) && phoneDigits(value) !== null), FAX_INVALID),
  phone: z.string().refine((value) => phoneDigits(phoneForStorage(value)) !== null, PHONE_INVALID),
  mailingCompany: z.string().max(200),
  mailingAddress: z.string().max(200),
  mailingCity: z.string(),
  mailingState: z.string(),
  mailingZip: zipField(MAILING_ZIP_INVALID),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** SPEC section 9: the service fee shows as a percent with two decimals, 0.00 by default. */
export function formatServiceFee(fee: number | null | undefined): string {
  return (Number.isFinite(fee) ? (fee as number) : 0).toFixed(2);
}

export function formValuesOf(profile: VendorProfile): ProfileFormValues {
  return {
    company: profile.company,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    zip: profile.zip,
    contactEmail: profile.contactEmail,
    contactPerson: profile.contactPerson,
    fax: profile.fax,
    phone: profile.phone,
    mailingCompany: profile.mailingCompany,
    mailingAddress: profile.mailingAddress,
    mailingCity: profile.mailingCity,
    mailingState: profile.mailingState,
    mailingZip: profile.mailingZip,
  };
}

/**
 * The update call's body: the editable fields only (the check block, remit type, service fee and vendor
 * number are the provider's; decision 038), the phone without parentheses, spaces and dashes, the e-mail list tidied,
 * and the version the form's values were read at: a save over a newer one is refused (decision 100).
 */
export function updateRequestOf(values: ProfileFormValues, version: number): UpdateVendorProfileRequest {
  const email = checkContactEmail(values.contactEmail);
  return {
    ...values,
    version,
    company: values.company.trim(),
    contactEmail: email.ok ? email.value : values.contactEmail,
    phone: phoneForStorage(values.phone),
    fax: values.fax.trim(),
  };
}

/** SPEC section 2: vendors paid by ACH see the ACH message instead of the check block. */
export function isAchVendor(remitType: string): boolean {
  return remitType.trim().toUpperCase() === ACH_REMIT_TYPE;
}
