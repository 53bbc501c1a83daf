// Compliance through the provider API (issue 40 points 4 and 5, decision 112): the requirements the
// company sets (what each vendor must hold, by client, trade and state, with minimum limits), keyed by
// the company's external id like every provider resource, and where one vendor stands on them: each
// requirement's state with what is short, and the clients and trades it may not be dispatched for.
// Scopes compliance:read and compliance:write.
import { z } from 'zod';
import { defineProviderCall, defineProviderResource } from './provider-call.ts';
import { PROVIDER_API_PREFIX } from './provider-calls.ts';
import {
  PROVIDER_LIST_RULES,
  PROVIDER_ONE_RULES,
  PROVIDER_SINCE_RULE,
  externalIdParamsSchema,
  externalIdSchema,
  providerListQuerySchema,
  providerPageSchema,
} from './provider-shapes.ts';
import { allow } from '../platform/access.ts';
import {
  complianceKindSchema,
  complianceStateSchema,
  coverageSchema,
} from '../compliance/compliance-rules.ts';
import { checkRequirementInput, requirementFields } from '../compliance/requirement-rules.ts';

export const putComplianceRequirementBodySchema = z
  .object({
    /** the client that sets it, by its external id (null or left out: every client) */
    client: externalIdSchema.nullable().default(null),
    ...requirementFields,
  })
  .strict()
  .superRefine(checkRequirementInput);
export type PutComplianceRequirementBody = z.output<typeof putComplianceRequirementBodySchema>;

export const providerComplianceRequirementSchema = z.object({
  /** null: a requirement set in the staff console */
  externalId: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  kind: complianceKindSchema,
  /** the client's external id (null: every client, or a client the portal made without one) */
  client: z.string().nullable(),
  clientName: z.string().nullable(),
  trade: z.string().nullable(),
  state: z.string().nullable(),
  coverage: coverageSchema.nullable(),
  minEachOccurrence: z.number().nullable(),
  minAggregate: z.number().nullable(),
  additionalInsured: z.boolean(),
  waiverOfSubrogation: z.boolean(),
  perTechnician: z.boolean(),
  /** "General liability for Acme Stores, Plumbing in NY" */
  title: z.string(),
});
export type ProviderComplianceRequirement = z.infer<typeof providerComplianceRequirementSchema>;

/** A client and trade a vendor may not be dispatched for (null: every client, every trade). */
export const providerNotDispatchableSchema = z.object({
  client: z.string().nullable(),
  clientName: z.string().nullable(),
  trade: z.string().nullable(),
});

export const providerVendorComplianceSchema = z.object({
  vendorExternalId: z.string(),
  /** false: some requirement is not held (notDispatchable names for what) */
  dispatchable: z.boolean(),
  notDispatchable: z.array(providerNotDispatchableSchema),
  requirements: z.array(
    z.object({
      requirement: providerComplianceRequirementSchema,
      state: complianceStateSchema,
      /** the last day covered without a gap (null: not covered today) */
      heldThrough: z.string().nullable(),
      /** what exactly is short, one text each ([] when held) */
      shortfalls: z.array(z.string()),
    }),
  ),
});
export type ProviderVendorCompliance = z.infer<typeof providerVendorComplianceSchema>;

const REQUIREMENTS = `${PROVIDER_API_PREFIX}/compliance-requirements`;

/** The provider API's `compliance-requirements`: its OpenAPI tag and the names of its shapes there. */
export const providerComplianceResource = defineProviderResource({
  tag: 'compliance-requirements',
  description: 'What each vendor must hold (insurance, W-9, licences), by client, trade and state.',
  schemas: {
    ComplianceRequirement: providerComplianceRequirementSchema,
    ComplianceRequirementInput: putComplianceRequirementBodySchema,
    ComplianceKind: complianceKindSchema,
    Coverage: coverageSchema,
    ComplianceState: complianceStateSchema,
    VendorCompliance: providerVendorComplianceSchema,
    NotDispatchable: providerNotDispatchableSchema,
  },
});

const AFTER_CHANGE =
  "Every vendor's states follow within moments (a job recomputes them); vendor.compliance-changed tells " +
  'which vendors may no longer, or may again, be dispatched. ';

export const putComplianceRequirementCall = defineProviderCall({
  id: 'putComplianceRequirement',
  method: 'PUT',
  path: `${REQUIREMENTS}/:externalId`,
  resource: providerComplianceResource,
  params: externalIdParamsSchema,
  body: putComplianceRequirementBodySchema,
  response: providerComplianceRequirementSchema,
  access: allow.provider('compliance:write'),
  summary: 'Creates (201) or replaces (200) a compliance requirement by its external id.',
  description:
    'client, trade and state null: every client, trade or state. An insurance requirement names its coverage ' +
    'and may set minimum limits, additional insured and waiver of subrogation (both need the endorsement); ' +
    'only a licence may be perTechnician. An unknown client is 400. With If-Match, the requirement must ' +
    'exist at that version (else 412). ' +
    AFTER_CHANGE +
    'Records compliance-requirement.created or compliance-requirement.updated.',
  etag: true,
});

export const getComplianceRequirementCall = defineProviderCall({
  id: 'getComplianceRequirement',
  method: 'GET',
  path: `${REQUIREMENTS}/:externalId`,
  resource: providerComplianceResource,
  params: externalIdParamsSchema,
  response: providerComplianceRequirementSchema,
  access: allow.provider('compliance:read'),
  summary: 'A compliance requirement.',
  etag: true,
  description: PROVIDER_ONE_RULES,
});

export const listComplianceRequirementsCall = defineProviderCall({
  id: 'listComplianceRequirements',
  method: 'GET',
  path: REQUIREMENTS,
  resource: providerComplianceResource,
  query: providerListQuerySchema,
  response: providerPageSchema(providerComplianceRequirementSchema),
  access: allow.provider('compliance:read'),
  summary: 'The compliance requirements, a page at a time.',
  description:
    PROVIDER_LIST_RULES +
    PROVIDER_SINCE_RULE +
    ' Requirements set in the staff console are listed too, with externalId null.',
});

export const deleteComplianceRequirementCall = defineProviderCall({
  id: 'deleteComplianceRequirement',
  method: 'DELETE',
  path: `${REQUIREMENTS}/:externalId`,
  resource: providerComplianceResource,
  params: externalIdParamsSchema,
  status: 204,
  access: allow.provider('compliance:write'),
  summary: 'Deletes a compliance requirement (If-Match: 412 if stale).',
  description:
    'Vendors no longer need what it asked. ' +
    AFTER_CHANGE +
    'Records compliance-requirement.deleted. 404 when there is none. Answers 204 without a body.',
});

export const getVendorComplianceCall = defineProviderCall({
  id: 'getVendorCompliance',
  method: 'GET',
  path: `${PROVIDER_API_PREFIX}/vendors/:vendorExternalId/compliance`,
  resource: providerComplianceResource,
  params: z.object({ vendorExternalId: externalIdSchema }),
  response: providerVendorComplianceSchema,
  access: allow.provider('compliance:read'),
  summary: 'Where a vendor stands on each requirement that concerns it, and whether it may be dispatched.',
  description:
    "Each requirement that concerns the vendor (its trades and its address's state) with its state (held, " +
    'expiring within 60 days, expired, missing, under-review, rejected) and what exactly is short. ' +
    'dispatchable is false while any is not held or expiring; notDispatchable names each client and trade ' +
    '(null: every one) it may not be dispatched for. An unknown vendor is 404.',
});
