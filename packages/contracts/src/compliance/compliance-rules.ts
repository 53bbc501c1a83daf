// Compliance (issue 40 points 4 and 5, decision 112): the kinds of documents a vendor holds, the
// coverages of a certificate of insurance, the states of a requirement and the texts that name what
// is short. The server computes the states; these are the words both sides show.
import { z } from 'zod';
import { thousands } from '../messages/common.ts';

/** The vendor's compliance page; `?requirement=<id>` opens that requirement's upload (the reminders' link). */
export const COMPLIANCE_PAGE_PATH = '/company-profile/compliance';
export const complianceUploadPath = (requirementId: number) =>
  `${COMPLIANCE_PAGE_PATH}?requirement=${requirementId}`;

export const COMPLIANCE_KINDS = ['insurance', 'w9', 'licence'] as const;
export type ComplianceKind = (typeof COMPLIANCE_KINDS)[number];
export const complianceKindSchema = z.enum(COMPLIANCE_KINDS);

export const COMPLIANCE_KIND_LABELS: Record<ComplianceKind, string> = {
  insurance: 'Certificate of insurance',
  w9: 'W-9',
  licence: 'Licence',
};

/** The document type each kind's file is stored with (scope 'compliance', migration 0048). */
export const COMPLIANCE_DOCUMENT_TYPES: Record<ComplianceKind, string> = {
  insurance: 'Certificate of Insurance',
  w9: 'W-9',
  licence: 'Licence',
};
export const ENDORSEMENT_DOCUMENT_TYPE = 'Endorsement';

/** The coverages of an ACORD 25 certificate that a requirement can name. */
export const COVERAGES = ['general-liability', 'auto-liability', 'workers-compensation', 'umbrella'] as const;
export type Coverage = (typeof COVERAGES)[number];
export const coverageSchema = z.enum(COVERAGES);
export const COVERAGE_LABELS: Record<Coverage, string> = {
  'general-liability': 'General liability',
  'auto-liability': 'Automobile liability',
  'workers-compensation': "Workers' compensation",
  umbrella: 'Umbrella liability',
};

export const COMPLIANCE_STATES = [
  'held',
  'expiring',
  'expired',
  'missing',
  'under-review',
  'rejected',
] as const;
export type ComplianceState = (typeof COMPLIANCE_STATES)[number];
export const complianceStateSchema = z.enum(COMPLIANCE_STATES);
export const COMPLIANCE_STATE_LABELS: Record<ComplianceState, string> = {
  held: 'Held',
  expiring: 'Expiring soon',
  expired: 'Expired',
  missing: 'Missing',
  'under-review': 'Under review',
  rejected: 'Rejected',
};
/** A vendor may be dispatched for a client and trade when each of its requirements is in one of these. */
export const DISPATCHABLE_STATES: readonly ComplianceState[] = ['held', 'expiring'];
export const NOT_DISPATCHABLE = 'Not dispatchable';

/** A requirement whose cover ends within this many days is 'expiring'. */
export const EXPIRING_WITHIN_DAYS = 60;
/** Reminder e-mails go this many days before the cover ends (0: the day it ends). */
export const REMINDER_THRESHOLDS = [60, 30, 7, 0] as const;
/** A W-9 is confirmed again every year: it counts this many days from its last confirmation. */
export const W9_VALID_DAYS = 365;

/** The taxpayer id as shown everywhere: only its last four digits (an EIN keeps its own layout). */
export function maskTaxId(tinType: 'ssn' | 'ein', last4: string): string {
  return tinType === 'ein' ? `XX-XXX${last4}` : `XXX-XX-${last4}`;
}

/**
 * Whole dollars as the shortfall texts write them: $1,000,000. Written out (thousands()) rather than by
 * an Intl.NumberFormat built as this module loads: the web app's compliance page loads it, and no page
 * builds a number format (shell.spec.ts; the ICU number service costs a slow phone ~100 ms).
 */
export const formatLimit = (amount: number) => `$${thousands(Math.round(amount))}`;

/** "General liability $1,000,000 per occurrence required, certificate shows $500,000" */
export const limitShortfall = (
  coverage: Coverage,
  limit: 'each-occurrence' | 'aggregate',
  required: number,
  shown: number | null,
) =>
  `${COVERAGE_LABELS[coverage]} ${formatLimit(required)} ${
    limit === 'each-occurrence' ? 'per occurrence' : 'aggregate'
  } required, certificate shows ${shown === null ? 'none' : formatLimit(shown)}`;

export const endorsementShortfall = (what: 'additional-insured' | 'waiver') =>
  what === 'additional-insured'
    ? 'The company must be named as additional insured, with the endorsement attached'
    : 'A waiver of subrogation is required, with the endorsement attached';

export const COMPLIANCE_TEXTS = {
  missingInsurance: (coverage: Coverage) =>
    `No ${COVERAGE_LABELS[coverage].toLowerCase()} certificate on file`,
  missingW9: 'No W-9 on file',
  w9ConfirmDue: 'Your W-9 must be confirmed again every year',
  missingLicence: (state: string | null, trade: string | null) =>
    `No ${[state, trade].filter(Boolean).join(' ')} licence on file`.replace(/\s+/g, ' '),
  techniciansWithoutLicence: (names: readonly string[]) =>
    `Technicians without a valid licence: ${names.join(', ')}`,
  expiredOn: (day: string) => `Expired on ${day}`,
  expiresOn: (day: string) => `Expires on ${day}`,
  renewalUnderReview: 'Your renewal is under review',
  startsOn: (day: string) => `Your certificate starts on ${day}; nothing covers today`,
  rejected: (reason: string) => `Rejected: ${reason}`,
} as const;

export const COMPLIANCE_UPLOADED = 'Document Uploaded Successfully!';
export const W9_CONFIRMED = 'Your W-9 is confirmed for another year.';
export const W9_NONE_TO_CONFIRM = 'There is no approved W-9 to confirm. Please upload one.';
export const TAX_ID_INVALID =
  'Enter the taxpayer id as 9 digits: an SSN as 000-00-0000, an EIN as 00-0000000.';
export const EXPIRY_BEFORE_EFFECTIVE = 'The expiry date must be after the effective date.';
export const ENDORSEMENT_REQUIRED =
  'Attach the endorsement when the certificate shows additional insured or a waiver of subrogation.';
export const LICENCE_HOLDER_UNKNOWN = 'The licence holder is not an active user of your company.';

/** "General liability for Acme Stores, Plumbing in NY": what a requirement asks, in a few words. */
export function requirementTitle(req: {
  kind: ComplianceKind;
  coverage: Coverage | null;
  clientName: string | null;
  trade: string | null;
  state: string | null;
  perTechnician: boolean;
}): string {
  const what =
    req.kind === 'insurance' && req.coverage
      ? COVERAGE_LABELS[req.coverage]
      : req.kind === 'licence'
        ? req.perTechnician
          ? 'Technician licence'
          : 'Licence'
        : 'W-9';
  const scope = [req.trade, req.state === null ? null : `in ${req.state}`].filter(Boolean).join(' ');
  return `${what}${req.clientName ? ` for ${req.clientName}` : ''}${scope ? `, ${scope}` : ''}`;
}
