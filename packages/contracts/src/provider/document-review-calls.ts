// Document review through the provider API (issue 17 point 2, decision 054): the documents vendors
// upload (to a work order or to their company profile) wait as 'pending' until the company approves
// them, or rejects them with a reason the vendor then reads in Documents. A document is the vendor's,
// so it has no external id of the company: it is named by the portal's own id.
import { z } from 'zod';
import { defineProviderCall, defineProviderResource } from './provider-call.ts';
import { PROVIDER_API_PREFIX } from './provider-calls.ts';
import {
  PROVIDER_ONE_RULES,
  externalIdSchema,
  providerListQuerySchema,
  providerPageSchema,
} from './provider-shapes.ts';
import { allow } from '../platform/access.ts';
import { complianceReviewSchema } from '../compliance/compliance-review.ts';

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_STATUSES)[number];
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);

export const DOCUMENT_REJECTION_REASON_MAX_LENGTH = 1000;

export const documentIdParamsSchema = z.object({
  /** the portal's id of the document (the list and the document.uploaded event give it) */
  documentId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const listProviderDocumentsQuerySchema = providerListQuerySchema.extend({
  /** only documents in this state; `pending` is the review queue, oldest first like every list */
  status: documentStatusSchema.optional(),
  /** only the documents of this vendor (its external id) */
  vendor: externalIdSchema.optional(),
});

export const providerDocumentSchema = z.object({
  id: z.number().int(),
  status: documentStatusSchema,
  /** what the vendor reads beside a rejected document; null unless rejected */
  rejectionReason: z.string().nullable(),
  vendor: z.object({
    /** null: a vendor the portal made itself */
    externalId: z.string().nullable(),
    vendorNum: z.number().int(),
    company: z.string(),
  }),
  /** null: a company document (of the vendor's profile, no work order) */
  workOrder: z.object({ externalId: z.string().nullable(), poNum: z.string() }).nullable(),
  /** the document type's code, e.g. 'Vendor Invoice', 'W-9' */
  type: z.string(),
  fileName: z.string(),
  fileExtension: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** who uploaded it (the user's name as the vendor's lists show it) */
  inputBy: z.string(),
  /** the vendor's comment of a company document ('' when none) */
  comment: z.string(),
  uploadedAt: z.string(),
  /** when it was last approved or rejected; null while pending */
  reviewedAt: z.string().nullable(),
  /**
   * a compliance document's data (certificate, W-9 with the taxpayer id masked, licence) and each
   * requirement of the vendor it is checked against, with what it lacks; null: another document
   */
  compliance: complianceReviewSchema.nullable(),
  updatedAt: z.string(),
  /** the ETag's number */
  version: z.number().int(),
  /** where its bytes are read (GET with the same token; our own origin) */
  contentPath: z.string(),
});
export type ProviderDocument = z.infer<typeof providerDocumentSchema>;

export const reviewDocumentBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('approved') }).strict(),
  z
    .object({
      status: z.literal('rejected'),
      /** shown to the vendor as written (plain text) */
      reason: z.string().trim().min(1).max(DOCUMENT_REJECTION_REASON_MAX_LENGTH),
    })
    .strict(),
]);
export type ReviewDocumentBody = z.infer<typeof reviewDocumentBodySchema>;

const DOCUMENTS_PATH = `${PROVIDER_API_PREFIX}/documents`;

/** The provider API's `documents`: its OpenAPI tag and the names of its shapes there. */
export const providerDocumentsResource = defineProviderResource({
  tag: 'documents',
  description: 'The documents vendors upload, and their review (approve or reject).',
  schemas: {
    Document: providerDocumentSchema,
    DocumentReviewInput: reviewDocumentBodySchema,
    DocumentStatus: documentStatusSchema,
    ComplianceReview: complianceReviewSchema,
  },
});

export const listProviderDocumentsCall = defineProviderCall({
  id: 'listDocuments',
  method: 'GET',
  path: DOCUMENTS_PATH,
  resource: providerDocumentsResource,
  query: listProviderDocumentsQuerySchema,
  response: providerPageSchema(providerDocumentSchema),
  access: allow.provider('documents:read'),
  summary: "The vendors' uploaded documents (work-order and company documents), oldest first.",
  description:
    'status=pending is the review queue. With updated_since, only documents uploaded or reviewed since then; ' +
    "with vendor, only that vendor's. An unknown vendor is 404.",
});

export const getProviderDocumentCall = defineProviderCall({
  id: 'getDocument',
  method: 'GET',
  path: `${DOCUMENTS_PATH}/:documentId`,
  resource: providerDocumentsResource,
  params: documentIdParamsSchema,
  response: providerDocumentSchema,
  access: allow.provider('documents:read'),
  summary: 'One document with its vendor, work order, state and the path of its bytes.',
  etag: true,
  description: PROVIDER_ONE_RULES + 'contentPath is where its bytes are read (getDocumentContent).',
});

export const getProviderDocumentContentCall = defineProviderCall({
  id: 'getDocumentContent',
  method: 'GET',
  path: `${DOCUMENTS_PATH}/:documentId/content`,
  resource: providerDocumentsResource,
  params: documentIdParamsSchema,
  access: allow.provider('documents:read'),
  summary: "The document's bytes, with its content type and file name (Content-Disposition: attachment).",
  description:
    'The bytes as the vendor uploaded them, with their content type; 404 when there is no such document.',
});

export const reviewDocumentCall = defineProviderCall({
  id: 'reviewDocument',
  method: 'PUT',
  path: `${DOCUMENTS_PATH}/:documentId/review`,
  resource: providerDocumentsResource,
  params: documentIdParamsSchema,
  body: reviewDocumentBodySchema,
  response: providerDocumentSchema,
  access: allow.provider('documents:write'),
  summary: 'Approves a document, or rejects it with a reason the vendor reads in Documents.',
  description:
    'The vendor sees an approved document in its Approved list (work orders) or as Approved (company ' +
    'documents), and a rejected one with the reason. A review may be changed later (a rejected document ' +
    'approved after all, or the reverse); the same review again answers 200 and changes nothing. ' +
    'Send If-Match with the ETag of a read so that a review never overwrites one you have not seen (412). ' +
    'Records document.approved or document.rejected.',
  etag: true,
});
