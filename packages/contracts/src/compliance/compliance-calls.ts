// The vendor's compliance page (issue 40 point 5, decision 112): each requirement the company sets for
// the vendor with its state and what exactly is short, the documents on file with their data, and the
// upload of a certificate, a W-9 or a licence with that data (step 1 of the verified upload; step 2
// PUTs the bytes as every document upload does). Reading it is 'company'; changing it 'company:edit'.
import { z } from 'zod';
import { allow } from '../platform/access.ts';
import { defineCall } from '../platform/api-call.ts';
import { createUploadUrlResponse } from '../work-order-details/documents.ts';
import { complianceKindSchema, complianceStateSchema, coverageSchema } from './compliance-rules.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.');
const money = z.number().nonnegative().max(1_000_000_000_000);
const id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().min(1).max(max);

/** What a requirement asks, as the vendor and the company read it. */
export const complianceRequirement = z.object({
  id: z.number().int(),
  kind: complianceKindSchema,
  /** the client that sets it (null: every client) */
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  /** the trade it applies to (null: every trade) */
  trade: z.string().nullable(),
  /** the state it applies to (null: every state) */
  state: z.string().nullable(),
  coverage: coverageSchema.nullable(),
  minEachOccurrence: z.number().nullable(),
  minAggregate: z.number().nullable(),
  additionalInsured: z.boolean(),
  waiverOfSubrogation: z.boolean(),
  /** a licence each technician holds (else the company's) */
  perTechnician: z.boolean(),
  /** "General liability for Acme Stores, Plumbing in NY" */
  title: z.string(),
});
export type ComplianceRequirement = z.infer<typeof complianceRequirement>;

/** A requirement with where the vendor stands. */
export const complianceRequirementStatus = complianceRequirement.extend({
  status: complianceStateSchema,
  /** the last day the vendor is covered without a gap (null: not covered today) */
  heldThrough: z.string().nullable(),
  /** what exactly is short, one text per shortfall ([] when held) */
  shortfalls: z.array(z.string()),
  /** the compliance document that decides the state, if any */
  documentId: z.number().int().nullable(),
});
export type ComplianceRequirementStatus = z.infer<typeof complianceRequirementStatus>;

/** A compliance document on file, with its data; the taxpayer id only masked. */
export const complianceDocument = z.object({
  id: z.number().int(),
  kind: complianceKindSchema,
  /** the review of its file: pending until the company decides */
  status: z.enum(['pending', 'approved', 'rejected']),
  rejectionReason: z.string().nullable(),
  /** the file (get-document-url downloads it) */
  fileDocumentId: z.number().int(),
  fileName: z.string(),
  endorsementDocumentId: z.number().int().nullable(),
  uploadedAt: z.string(),
  coverage: coverageSchema.nullable(),
  insurer: z.string().nullable(),
  naic: z.string().nullable(),
  policyNumber: z.string().nullable(),
  eachOccurrence: z.number().nullable(),
  aggregate: z.number().nullable(),
  additionalInsured: z.boolean().nullable(),
  waiverOfSubrogation: z.boolean().nullable(),
  licenceState: z.string().nullable(),
  licenceTrade: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  holder: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  legalName: z.string().nullable(),
  /** XXX-XX-1234 (SSN) or XX-XXX1234 (EIN); never the whole id */
  taxId: z.string().nullable(),
  confirmedOn: z.string().nullable(),
  effectiveOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export type ComplianceDocument = z.infer<typeof complianceDocument>;

export const complianceOverview = z.object({
  requirements: z.array(complianceRequirementStatus),
  documents: z.array(complianceDocument),
  /** the clients and trades the company may not dispatch the vendor for, until what is short is held */
  notDispatchable: z.array(z.object({ clientName: z.string().nullable(), trade: z.string().nullable() })),
});
export type ComplianceOverview = z.infer<typeof complianceOverview>;

/** GET /api/compliance: the vendor's requirements with their states, and the documents on file. */
export const getComplianceCall = defineCall({
  id: 'get-compliance',
  method: 'GET',
  path: '/api/compliance',
  response: complianceOverview,
  access: allow.vendor('company'),
  summary: "The vendor's compliance requirements with their states and shortfalls, and its documents",
});

/** The file as the upload calls describe one. */
export const complianceFile = z.object({
  FileName: z.string().max(1000),
  FileExtension: z.string().max(20),
  FileSize: z.number().int().nonnegative().optional(),
});

const insuranceUpload = z
  .object({
    kind: z.literal('insurance'),
    file: complianceFile,
    /** the endorsement pages, when the certificate shows additional insured or a waiver */
    endorsement: complianceFile.optional(),
    coverage: coverageSchema,
    insurer: text(200),
    naic: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'The NAIC number has 5 digits.')
      .optional(),
    policyNumber: text(100),
    eachOccurrence: money,
    aggregate: money.optional(),
    additionalInsured: z.boolean(),
    waiverOfSubrogation: z.boolean(),
    effectiveOn: day,
    expiresOn: day,
  })
  .strict();

const w9Upload = z
  .object({
    kind: z.literal('w9'),
    file: complianceFile,
    legalName: text(200),
    tinType: z.enum(['ssn', 'ein']),
    /** 9 digits, with or without the dashes; stored encrypted, never answered */
    taxpayerId: z.string().max(20),
  })
  .strict();

const licenceUpload = z
  .object({
    kind: z.literal('licence'),
    file: complianceFile,
    state: z.string().trim().length(2),
    trade: text(100),
    licenceNumber: text(100),
    /** the technician who holds it (left out: the company's own licence) */
    holderUserId: id.optional(),
    effectiveOn: day.optional(),
    expiresOn: day,
  })
  .strict();

export const createComplianceUploadRequest = z.discriminatedUnion('kind', [
  insuranceUpload,
  w9Upload,
  licenceUpload,
]);
export type CreateComplianceUploadRequest = z.input<typeof createComplianceUploadRequest>;

export const createComplianceUploadResponse = createUploadUrlResponse.extend({
  /** the compliance document's id (it is listed once its file passes the checks) */
  complianceDocumentId: z.number().int(),
  /** where to PUT the endorsement, when one was named */
  endorsement: createUploadUrlResponse.optional(),
});
export type CreateComplianceUploadResponse = z.infer<typeof createComplianceUploadResponse>;

/**
 * POST /api/compliance-documents: step 1 of a compliance document's upload with its data. The file is
 * then PUT to `url` (and the endorsement to `endorsement.url`) as every document; it goes to the
 * company's review queue and counts once approved (a certificate from its effective date).
 */
export const createComplianceUploadCall = defineCall({
  id: 'create-compliance-document',
  method: 'POST',
  path: '/api/compliance-documents',
  body: createComplianceUploadRequest,
  response: createComplianceUploadResponse,
  access: allow.vendor('company:edit'),
  summary: 'Step 1 of a compliance document upload (certificate, W-9 or licence) with its data',
});

/** POST /api/confirm-w9: the W-9 on file is still right; it counts for another year from today. */
export const confirmW9Call = defineCall({
  id: 'confirm-w9',
  method: 'POST',
  path: '/api/confirm-w9',
  response: z.object({ success: z.literal(true), message: z.string(), confirmedOn: z.string() }),
  access: allow.vendor('company:edit'),
  summary: 'Confirms the W-9 on file for another year, without uploading it again',
});

export const complianceSummary = z.object({
  /** requirements held with more than 60 days left */
  held: z.number().int(),
  /** held, ending within 60 days */
  expiring: z.number().int(),
  /** not held today: missing, expired or rejected */
  missing: z.number().int(),
  underReview: z.number().int(),
  /** clients and trades the company may not dispatch the vendor for */
  notDispatchable: z.number().int(),
});
export type ComplianceSummary = z.infer<typeof complianceSummary>;

/** GET /api/compliance-summary: the dashboard's compliance tile (the page's states, counted). */
export const getComplianceSummaryCall = defineCall({
  id: 'get-compliance-summary',
  method: 'GET',
  path: '/api/compliance-summary',
  response: complianceSummary,
  access: allow.vendor('company'),
  summary: "How many of the vendor's compliance requirements are held, expiring, missing or under review",
});
