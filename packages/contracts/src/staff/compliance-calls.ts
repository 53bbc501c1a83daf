// The staff console's compliance calls (issue 40 points 4 and 5, decision 112): the requirements the
// company sets (what each vendor must hold, by client, trade and state, with minimum limits), and a
// vendor's compliance on its console page (each requirement's stored state and shortfall, and the
// clients and trades it may not be dispatched for). Every role reads; Vendor managers (and
// Administrators) set the requirements, as they run the vendors.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';
import { complianceRequirement, complianceRequirementStatus } from '../compliance/compliance-calls.ts';
import { checkRequirementInput, requirementFields } from '../compliance/requirement-rules.ts';
import { staffVendorParams } from './vendors-calls.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const staffComplianceRequirementSchema = complianceRequirement.extend({
  /** the company's id through the provider API (null: set in the console) */
  externalId: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type StaffComplianceRequirement = z.infer<typeof staffComplianceRequirementSchema>;

export const staffComplianceRequirementBody = z
  .object({
    /** the client that sets it (null: every client) */
    clientId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    ...requirementFields,
  })
  .strict()
  .superRefine(checkRequirementInput);
export type StaffComplianceRequirementBody = z.input<typeof staffComplianceRequirementBody>;

export const staffRequirementParams = z.object({ requirementId: id });

/** A client and trade the vendor may not be dispatched for (null: every client, every trade). */
export const notDispatchableSchema = z.object({
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  trade: z.string().nullable(),
});
export type NotDispatchable = z.infer<typeof notDispatchableSchema>;

export const staffVendorComplianceSchema = z.object({
  dispatchable: z.boolean(),
  notDispatchable: z.array(notDispatchableSchema),
  /** each requirement that concerns the vendor, with its stored state */
  requirements: z.array(complianceRequirementStatus),
});
export type StaffVendorCompliance = z.infer<typeof staffVendorComplianceSchema>;

const REQUIREMENTS = '/staff/api/compliance-requirements';

export const staffComplianceRequirementsCall = defineCall({
  id: 'staff-compliance-requirements',
  method: 'GET',
  path: REQUIREMENTS,
  response: z.object({
    requirements: z.array(staffComplianceRequirementSchema),
    /** the clients a requirement can name, by name */
    clients: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  access: allow.anyStaff,
  summary: 'The compliance requirements and the clients they can name (every role)',
});

export const staffCreateComplianceRequirementCall = defineCall({
  id: 'staff-compliance-requirement-create',
  method: 'POST',
  path: REQUIREMENTS,
  body: staffComplianceRequirementBody,
  response: staffComplianceRequirementSchema,
  access: allow.staff('vendor_manager'),
  summary: "Adds a compliance requirement; every vendor's states follow (Vendor managers)",
});

export const staffUpdateComplianceRequirementCall = defineCall({
  id: 'staff-compliance-requirement-update',
  method: 'PUT',
  path: `${REQUIREMENTS}/:requirementId`,
  params: staffRequirementParams,
  body: staffComplianceRequirementBody,
  response: staffComplianceRequirementSchema,
  access: allow.staff('vendor_manager'),
  summary: "Changes a compliance requirement; every vendor's states follow (Vendor managers)",
});

export const staffDeleteComplianceRequirementCall = defineCall({
  id: 'staff-compliance-requirement-delete',
  method: 'DELETE',
  path: `${REQUIREMENTS}/:requirementId`,
  params: staffRequirementParams,
  response: z.object({ deleted: z.literal(true) }),
  access: allow.staff('vendor_manager'),
  summary: 'Deletes a compliance requirement (Vendor managers)',
});

export const staffVendorComplianceCall = defineCall({
  id: 'staff-vendor-compliance',
  method: 'GET',
  path: '/staff/api/vendors/:vendorId/compliance',
  params: staffVendorParams,
  response: staffVendorComplianceSchema,
  access: allow.anyStaff,
  summary:
    "A vendor's compliance: each requirement's state and shortfall, and where it may not be dispatched",
});
