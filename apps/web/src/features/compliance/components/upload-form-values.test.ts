import { describe, expect, it } from 'vitest';
import { ENDORSEMENT_REQUIRED, EXPIRY_BEFORE_EFFECTIVE, TAX_ID_INVALID } from '@vp/contracts';
import {
  AMOUNT_INVALID,
  CHOOSE_FILE,
  COMPANY_HOLDER,
  NAIC_INVALID,
  STATE_INVALID,
  dollarsOf,
  uploadFormSchema,
  uploadRequestOf,
  valuesForRequirement,
  type UploadFormValues,
} from './upload-form-values.ts';

const pdf = (name: string, size = 12) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });

const requirement = {
  kind: 'insurance' as const,
  coverage: 'general-liability' as const,
  state: null,
  trade: 'HVAC',
  additionalInsured: true,
  waiverOfSubrogation: false,
};

const certificate = (over: Partial<UploadFormValues> = {}): UploadFormValues => ({
  ...valuesForRequirement(requirement),
  file: pdf('coi.pdf'),
  endorsement: pdf('endorsement.pdf', 5),
  insurer: ' Hartford Fire ',
  naic: '19682',
  policyNumber: 'GL-123',
  eachOccurrence: '$500,000',
  aggregate: '1,000,000',
  effectiveOn: '2026-01-01',
  expiresOn: '2027-01-01',
  ...over,
});

/** the schema's messages by field */
function problems(values: UploadFormValues): Record<string, string> {
  const result = uploadFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the upload form pre-filled from a requirement', () => {
  it("takes a certificate requirement's coverage and the endorsements it asks for", () => {
    const values = valuesForRequirement({ ...requirement, coverage: 'umbrella', waiverOfSubrogation: true });
    expect(values).toMatchObject({
      kind: 'insurance',
      coverage: 'umbrella',
      additionalInsured: true,
      waiverOfSubrogation: true,
      state: '',
      trade: '',
      file: null,
      taxpayerId: '',
    });
  });

  it("takes a licence requirement's state and trade, held by the company", () => {
    const values = valuesForRequirement({
      kind: 'licence',
      coverage: null,
      state: 'NY',
      trade: 'Plumbing',
      additionalInsured: false,
      waiverOfSubrogation: false,
    });
    expect(values).toMatchObject({ kind: 'licence', state: 'NY', trade: 'Plumbing', holder: COMPANY_HOLDER });
  });

  it('opens on the kind asked for when there is no requirement', () => {
    expect(valuesForRequirement(null, 'w9').kind).toBe('w9');
    expect(valuesForRequirement(null).kind).toBe('insurance');
  });
});

describe('the upload form rules', () => {
  it('passes a whole certificate', () => {
    expect(problems(certificate())).toEqual({});
  });

  it('asks for the file, the amounts as dollars, a 5-digit NAIC and the expiry after the effective date', () => {
    expect(
      problems(
        certificate({
          file: null,
          naic: '1234',
          eachOccurrence: 'a lot',
          aggregate: '1.000.000',
          expiresOn: '2025-12-31',
        }),
      ),
    ).toEqual({
      file: CHOOSE_FILE,
      naic: NAIC_INVALID,
      eachOccurrence: AMOUNT_INVALID,
      aggregate: AMOUNT_INVALID,
      expiresOn: EXPIRY_BEFORE_EFFECTIVE,
    });
  });

  it('asks for the endorsement when the certificate shows additional insured or a waiver', () => {
    expect(problems(certificate({ endorsement: null }))).toEqual({ endorsement: ENDORSEMENT_REQUIRED });
    expect(
      problems(certificate({ endorsement: null, additionalInsured: false, waiverOfSubrogation: true })),
    ).toEqual({ endorsement: ENDORSEMENT_REQUIRED });
    expect(problems(certificate({ endorsement: null, additionalInsured: false }))).toEqual({});
  });

  it("checks only the chosen kind's fields: a W-9 needs its legal name and a 9-digit taxpayer id", () => {
    const w9 = { ...valuesForRequirement(null, 'w9'), file: pdf('w9.pdf'), legalName: 'Northwind' };
    expect(problems({ ...w9, taxpayerId: '12-345678' })).toEqual({ taxpayerId: TAX_ID_INVALID });
    expect(problems({ ...w9, taxpayerId: '12-34567a9' })).toEqual({ taxpayerId: TAX_ID_INVALID });
    expect(problems({ ...w9, taxpayerId: '123-45-6789' })).toEqual({});
  });

  it('a licence needs a 2-letter state and its expiry; its effective date is optional', () => {
    const licence = {
      ...valuesForRequirement(null, 'licence'),
      file: pdf('licence.pdf'),
      state: 'New York',
      trade: 'Plumbing',
      licenceNumber: 'PL-1',
    };
    expect(problems(licence)).toEqual({ state: STATE_INVALID, expiresOn: 'Enter the date.' });
    expect(problems({ ...licence, state: 'ny', expiresOn: '2027-06-30' })).toEqual({});
  });
});

describe('the request of step 1', () => {
  it("sends a certificate's data with whole dollars and the endorsement's file", () => {
    expect(uploadRequestOf(certificate())).toEqual({
      kind: 'insurance',
      file: { FileName: 'coi.pdf', FileExtension: 'pdf', FileSize: 12 },
      endorsement: { FileName: 'endorsement.pdf', FileExtension: 'pdf', FileSize: 5 },
      coverage: 'general-liability',
      insurer: 'Hartford Fire',
      naic: '19682',
      policyNumber: 'GL-123',
      eachOccurrence: 500000,
      aggregate: 1000000,
      additionalInsured: true,
      waiverOfSubrogation: false,
      effectiveOn: '2026-01-01',
      expiresOn: '2027-01-01',
    });
  });

  it('leaves out a blank NAIC and aggregate, and an endorsement chosen for boxes since unticked', () => {
    const request = uploadRequestOf(certificate({ naic: ' ', aggregate: '', additionalInsured: false }));
    expect(request).not.toHaveProperty('naic');
    expect(request).not.toHaveProperty('aggregate');
    expect(request).not.toHaveProperty('endorsement');
  });

  it("sends only a W-9's own fields", () => {
    const values = {
      ...certificate(),
      kind: 'w9' as const,
      legalName: ' Northwind Mechanical LLC ',
      tinType: 'ssn' as const,
      taxpayerId: '123-45-6789',
    };
    expect(uploadRequestOf(values)).toEqual({
      kind: 'w9',
      file: { FileName: 'coi.pdf', FileExtension: 'pdf', FileSize: 12 },
      legalName: 'Northwind Mechanical LLC',
      tinType: 'ssn',
      taxpayerId: '123-45-6789',
    });
  });

  it("sends a technician's licence with the holder's id, the state in capitals, no blank effective date", () => {
    const values = {
      ...valuesForRequirement(null, 'licence'),
      file: pdf('licence.pdf', 3),
      state: 'ny',
      trade: 'Plumbing',
      licenceNumber: 'PL-1',
      holder: '42',
      expiresOn: '2027-06-30',
    };
    expect(uploadRequestOf(values)).toEqual({
      kind: 'licence',
      file: { FileName: 'licence.pdf', FileExtension: 'pdf', FileSize: 3 },
      state: 'NY',
      trade: 'Plumbing',
      licenceNumber: 'PL-1',
      holderUserId: 42,
      expiresOn: '2027-06-30',
    });
    expect(uploadRequestOf({ ...values, holder: COMPANY_HOLDER })).not.toHaveProperty('holderUserId');
  });
});

describe('dollarsOf', () => {
  it('reads dollars as typed, and nothing else', () => {
    expect(dollarsOf('$1,000,000')).toBe(1_000_000);
    expect(dollarsOf(' 2500.50 ')).toBe(2500.5);
    expect(dollarsOf('')).toBeNull();
    expect(dollarsOf('-5')).toBeNull();
    expect(dollarsOf('1e6')).toBeNull();
  });
});
