// The requirement drawer's form (decision 112): its values as the fields hold them (text, '' for
// "every"), and the call's body built from them. The fields a kind does not take are not sent, so the
// contract's rules (coverage and limits for insurance, per technician for licences) hold by design.
import { z } from 'zod';
import type { StaffComplianceRequirement, StaffComplianceRequirementBody } from '@vp/contracts';

const amount = z
  .string()
  .trim()
  .regex(/^(\d{1,13}(\.\d{1,2})?)?$/, 'Enter an amount in dollars, e.g. 1000000.');

export const requirementFormSchema = z
  .object({
    kind: z.enum(['insurance', 'w9', 'licence']),
    clientId: z.string(),
    trade: z.string(),
    state: z
      .string()
      .trim()
      .regex(/^([A-Za-z]{2})?$/, 'Enter the 2 letters of a state, or leave it empty for every state.'),
    coverage: z.string(),
    minEachOccurrence: amount,
    minAggregate: amount,
    additionalInsured: z.boolean(),
    waiverOfSubrogation: z.boolean(),
    perTechnician: z.boolean(),
  })
  .refine((v) => v.kind !== 'insurance' || v.coverage !== '', {
    message: 'Choose the coverage the certificate must show.',
    path: ['coverage'],
  });
export type RequirementFormValues = z.infer<typeof requirementFormSchema>;

export const EMPTY_REQUIREMENT: RequirementFormValues = {
  kind: 'insurance',
  clientId: '',
  trade: '',
  state: '',
  coverage: 'general-liability',
  minEachOccurrence: '',
  minAggregate: '',
  additionalInsured: false,
  waiverOfSubrogation: false,
  perTechnician: false,
};

export function formValuesOf(req: StaffComplianceRequirement | null): RequirementFormValues {
  if (req === null) return EMPTY_REQUIREMENT;
  return {
    kind: req.kind,
    clientId: req.clientId === null ? '' : String(req.clientId),
    trade: req.trade ?? '',
    state: req.state ?? '',
    coverage: req.coverage ?? '',
    minEachOccurrence: req.minEachOccurrence === null ? '' : String(req.minEachOccurrence),
    minAggregate: req.minAggregate === null ? '' : String(req.minAggregate),
    additionalInsured: req.additionalInsured,
    waiverOfSubrogation: req.waiverOfSubrogation,
    perTechnician: req.perTechnician,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const amountOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export function bodyOf(v: RequirementFormValues): StaffComplianceRequirementBody {
  const insurance = v.kind === 'insurance';
  return {
    kind: v.kind,
    clientId: v.clientId === '' ? null : Number(v.clientId),
    trade: orNull(v.trade),
    state: orNull(v.state),
    coverage: insurance ? (v.coverage as StaffComplianceRequirementBody['coverage']) : null,
    minEachOccurrence: insurance ? amountOrNull(v.minEachOccurrence) : null,
    minAggregate: insurance ? amountOrNull(v.minAggregate) : null,
    additionalInsured: insurance && v.additionalInsured,
    waiverOfSubrogation: insurance && v.waiverOfSubrogation,
    perTechnician: v.kind === 'licence' && v.perTechnician,
  };
}
