// What the company may set as a compliance requirement (issue 40 point 4, decision 112): the rules a
// requirement's input follows on both company surfaces (the provider API's PUT and the staff console's
// form), checked by the schemas so that a bad one is refused before anything is read or written, with
// the same words as migration 0048's checks.
import { z } from 'zod';
import { complianceKindSchema, coverageSchema } from './compliance-rules.ts';

export const REQUIREMENT_TEXTS = {
  coverageRequired: 'A certificate of insurance requirement names its coverage.',
  coverageOnlyInsurance: 'Only a certificate of insurance requirement names a coverage.',
  limitsOnlyInsurance:
    'Minimum limits, additional insured and waiver of subrogation apply only to a certificate of insurance.',
  perTechnicianOnlyLicence: 'Only a licence can be held by each technician.',
  unknownClient: 'There is no client with this id.',
  unknownClientExternalId: (externalId: string) => `client: no client has the external id ${externalId}.`,
  notFound: 'There is no compliance requirement with this id.',
  notFoundExternalId: 'There is no compliance requirement with this external id.',
} as const;

const money = z.number().nonnegative().max(1_000_000_000_000);

/** The fields every requirement input has, whoever sets it (the client is named per surface). */
export const requirementFields = {
  kind: complianceKindSchema,
  /** the trade it applies to (null or left out: every trade) */
  trade: z.string().trim().min(1).max(100).nullable().default(null),
  /** the vendor's state it applies to, 2 letters (null or left out: every state) */
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'a state is a 2-letter code')
    .transform((s) => s.toUpperCase())
    .nullable()
    .default(null),
  /** insurance only, and then required */
  coverage: coverageSchema.nullable().default(null),
  /** insurance only: the least each-occurrence limit, in dollars */
  minEachOccurrence: money.nullable().default(null),
  /** insurance only: the least aggregate limit, in dollars */
  minAggregate: money.nullable().default(null),
  /** insurance only: the company named as additional insured, with the endorsement */
  additionalInsured: z.boolean().default(false),
  /** insurance only: a waiver of subrogation, with the endorsement */
  waiverOfSubrogation: z.boolean().default(false),
  /** licence only: each technician holds one (else the company's own licence) */
  perTechnician: z.boolean().default(false),
};

type RequirementInput = {
  kind: z.infer<typeof complianceKindSchema>;
  coverage: unknown;
  minEachOccurrence: unknown;
  minAggregate: unknown;
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
  perTechnician: boolean;
};

/** The rules between the fields (a zod superRefine): each broken one is an issue on its field. */
export function checkRequirementInput(input: RequirementInput, ctx: z.RefinementCtx): void {
  const insurance = input.kind === 'insurance';
  if (insurance && input.coverage === null) {
    ctx.addIssue({ code: 'custom', path: ['coverage'], message: REQUIREMENT_TEXTS.coverageRequired });
  }
  if (!insurance && input.coverage !== null) {
    ctx.addIssue({ code: 'custom', path: ['coverage'], message: REQUIREMENT_TEXTS.coverageOnlyInsurance });
  }
  if (!insurance) {
    for (const field of ['minEachOccurrence', 'minAggregate'] as const) {
      if (input[field] !== null) {
        ctx.addIssue({ code: 'custom', path: [field], message: REQUIREMENT_TEXTS.limitsOnlyInsurance });
      }
    }
    for (const field of ['additionalInsured', 'waiverOfSubrogation'] as const) {
      if (input[field]) {
        ctx.addIssue({ code: 'custom', path: [field], message: REQUIREMENT_TEXTS.limitsOnlyInsurance });
      }
    }
  }
  if (input.kind !== 'licence' && input.perTechnician) {
    ctx.addIssue({
      code: 'custom',
      path: ['perTechnician'],
      message: REQUIREMENT_TEXTS.perTechnicianOnlyLicence,
    });
  }
}
