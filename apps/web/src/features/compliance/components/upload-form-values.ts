// The compliance upload form's values and rules (issue 40 point 4): one flat set of fields for the
// three kinds, checked per kind, the drawer pre-filled from the requirement it was opened for, and the
// request of step 1 built from what was entered. The server checks the same; these checks only keep
// the vendor from a round trip that would be refused, with the sentence beside the field.
import { z } from 'zod';
import {
  COVERAGES,
  ENDORSEMENT_REQUIRED,
  EXPIRY_BEFORE_EFFECTIVE,
  TAX_ID_INVALID,
  documentExtensionOf,
  type ComplianceKind,
  type ComplianceRequirement,
  type Coverage,
  type CreateComplianceUploadRequest,
} from '@vp/contracts';

export const CHOOSE_FILE = 'Choose the file to upload.';
export const REQUIRED = 'Required.';
export const AMOUNT_INVALID = 'Enter an amount in whole dollars, e.g. 1,000,000.';
export const NAIC_INVALID = 'The NAIC number has 5 digits.';
export const DATE_REQUIRED = 'Enter the date.';
export const STATE_INVALID = 'Enter the state as 2 letters, e.g. NY.';

/** The holder value of the company's own licence (the others are user ids). */
export const COMPANY_HOLDER = 'company';

const file = z.custom<File | null>((value) => value === null || value instanceof File);

export const uploadFormSchema = z
  .object({
    kind: z.enum(['insurance', 'w9', 'licence']),
    file,
    coverage: z.enum(COVERAGES),
    insurer: z.string(),
    naic: z.string(),
    policyNumber: z.string(),
    eachOccurrence: z.string(),
    aggregate: z.string(),
    additionalInsured: z.boolean(),
    waiverOfSubrogation: z.boolean(),
    endorsement: file,
    legalName: z.string(),
    tinType: z.enum(['ssn', 'ein']),
    taxpayerId: z.string(),
    state: z.string(),
    trade: z.string(),
    licenceNumber: z.string(),
    holder: z.string(),
    effectiveOn: z.string(),
    expiresOn: z.string(),
  })
  .superRefine((v, ctx) => {
    const need = (path: keyof typeof v, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const blank = (value: string) => value.trim() === '';
    if (v.file === null) need('file', CHOOSE_FILE);
    if (v.kind === 'insurance') {
      if (blank(v.insurer)) need('insurer', REQUIRED);
      if (!blank(v.naic) && !/^\d{5}$/.test(v.naic.trim())) need('naic', NAIC_INVALID);
      if (blank(v.policyNumber)) need('policyNumber', REQUIRED);
      if (dollarsOf(v.eachOccurrence) === null) need('eachOccurrence', AMOUNT_INVALID);
      if (!blank(v.aggregate) && dollarsOf(v.aggregate) === null) need('aggregate', AMOUNT_INVALID);
      if ((v.additionalInsured || v.waiverOfSubrogation) && v.endorsement === null)
        need('endorsement', ENDORSEMENT_REQUIRED);
      if (blank(v.effectiveOn)) need('effectiveOn', DATE_REQUIRED);
    }
    if (v.kind === 'w9') {
      if (blank(v.legalName)) need('legalName', REQUIRED);
      if (v.taxpayerId.replace(/\D/g, '').length !== 9 || /[^\d\s-]/.test(v.taxpayerId))
        need('taxpayerId', TAX_ID_INVALID);
    }
    if (v.kind === 'licence') {
      if (!/^[A-Za-z]{2}$/.test(v.state.trim())) need('state', STATE_INVALID);
      if (blank(v.trade)) need('trade', REQUIRED);
      if (blank(v.licenceNumber)) need('licenceNumber', REQUIRED);
    }
    if (v.kind !== 'w9') {
      if (blank(v.expiresOn)) need('expiresOn', DATE_REQUIRED);
      else if (!blank(v.effectiveOn) && v.expiresOn <= v.effectiveOn)
        need('expiresOn', EXPIRY_BEFORE_EFFECTIVE);
    }
  });
export type UploadFormValues = z.infer<typeof uploadFormSchema>;

export const EMPTY_UPLOAD: UploadFormValues = {
  kind: 'insurance',
  file: null,
  coverage: 'general-liability',
  insurer: '',
  naic: '',
  policyNumber: '',
  eachOccurrence: '',
  aggregate: '',
  additionalInsured: false,
  waiverOfSubrogation: false,
  endorsement: null,
  legalName: '',
  tinType: 'ein',
  taxpayerId: '',
  state: '',
  trade: '',
  licenceNumber: '',
  holder: COMPANY_HOLDER,
  effectiveOn: '',
  expiresOn: '',
};

/** Whole dollars from what was typed ('$1,000,000', '500000'); null when it is no amount. */
export function dollarsOf(text: string): number | null {
  const plain = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Number(plain);
}

/**
 * The form opened for a requirement: its kind, coverage and the endorsements it asks for ticked (the
 * vendor's certificate should show them), or a licence's state and trade. The rest is the vendor's.
 */
export function valuesForRequirement(
  requirement: Pick<
    ComplianceRequirement,
    'kind' | 'coverage' | 'state' | 'trade' | 'additionalInsured' | 'waiverOfSubrogation'
  > | null,
  kind: ComplianceKind = 'insurance',
): UploadFormValues {
  if (requirement === null) return { ...EMPTY_UPLOAD, kind };
  return {
    ...EMPTY_UPLOAD,
    kind: requirement.kind,
    coverage: requirement.coverage ?? EMPTY_UPLOAD.coverage,
    additionalInsured: requirement.additionalInsured,
    waiverOfSubrogation: requirement.waiverOfSubrogation,
    state: requirement.kind === 'licence' ? (requirement.state ?? '') : '',
    trade: requirement.kind === 'licence' ? (requirement.trade ?? '') : '',
  };
}

/** The file as the upload call describes one. */
export function fileOf(chosen: File) {
  return { FileName: chosen.name, FileExtension: documentExtensionOf(chosen.name), FileSize: chosen.size };
}

const trimmedOrUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** Step 1's request from values the schema has passed: only the chosen kind's fields are sent. */
export function uploadRequestOf(values: UploadFormValues): CreateComplianceUploadRequest {
  if (values.file === null) throw new Error('the form passed without a file');
  const main = fileOf(values.file);
  if (values.kind === 'w9')
    return {
      kind: 'w9',
      file: main,
      legalName: values.legalName.trim(),
      tinType: values.tinType,
      taxpayerId: values.taxpayerId.trim(),
    };
  if (values.kind === 'licence') {
    const effectiveOn = trimmedOrUndefined(values.effectiveOn);
    return {
      kind: 'licence',
      file: main,
      state: values.state.trim().toUpperCase(),
      trade: values.trade.trim(),
      licenceNumber: values.licenceNumber.trim(),
      ...(values.holder === COMPANY_HOLDER ? {} : { holderUserId: Number(values.holder) }),
      ...(effectiveOn ? { effectiveOn } : {}),
      expiresOn: values.expiresOn,
    };
  }
  const naic = trimmedOrUndefined(values.naic);
  const aggregate = trimmedOrUndefined(values.aggregate);
  // the endorsement goes only with a certificate that claims what it proves
  const withEndorsement =
    (values.additionalInsured || values.waiverOfSubrogation) && values.endorsement !== null;
  return {
    kind: 'insurance',
    file: main,
    ...(withEndorsement && values.endorsement ? { endorsement: fileOf(values.endorsement) } : {}),
    coverage: values.coverage as Coverage,
    insurer: values.insurer.trim(),
    ...(naic ? { naic } : {}),
    policyNumber: values.policyNumber.trim(),
    eachOccurrence: dollarsOf(values.eachOccurrence) ?? 0,
    ...(aggregate ? { aggregate: dollarsOf(aggregate) ?? 0 } : {}),
    additionalInsured: values.additionalInsured,
    waiverOfSubrogation: values.waiverOfSubrogation,
    effectiveOn: values.effectiveOn,
    expiresOn: values.expiresOn,
  };
}
