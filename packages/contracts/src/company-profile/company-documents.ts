// The Documents section of the company profile (SPEC sections 2, 3, 5, 7). Company documents are the
// vendor's documents that belong to no work order (decision 026): they share the work-order documents'
// verified two-step upload, and are downloaded and removed through the same calls,
// GET /api/get-document-url/{id} and GET /api/delete-document-by-id/{id} (scoped to the session's
// vendor; only pending and rejected documents can be removed). Types: GET /api/get-document-type/vendor.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { createUploadUrlResponse, workOrderDocument } from '../work-order-details/documents.ts';
import { allow } from '../platform/access.ts';

/** The longest comment of an uploaded company document. */
export const COMPANY_DOCUMENT_COMMENT_MAX_LENGTH = 1000;

/** SPEC section 3 "Document"; `comment` is the one given at upload ('' when none). */
/**
 * `status` is 'pending' until the company reviews it, then 'approved', or 'rejected' with its
 * `rejectionReason` (decision 054); the vendor can remove pending and rejected documents.
 */
export const companyDocument = workOrderDocument;
export type CompanyDocument = z.infer<typeof companyDocument>;

/** GET /api/get-vendor-documents-by-id-by-vendor: the session's vendor's company documents, newest first. */
export const getCompanyDocumentsResponse = z.object({ documents: z.array(companyDocument) });
export type GetCompanyDocumentsResponse = z.infer<typeof getCompanyDocumentsResponse>;

/**
 * POST /api/get-document-pre-signed-url-by-vendor: step 1 of a company document's upload. SPEC section 3
 * "Company document upload metadata": VendNum (0) is accepted and ignored (the vendor is the
 * session's); Comment optional. Otherwise as the work-order call: the answer is
 * createUploadUrlResponse, step 2 PUTs the bytes to `url` with Content-Type exactly `contentType`, and
 * the server verifies them (size, extension, magic numbers) before the document is listed. The one
 * pending Vendor Invoice rule of work orders does not apply to company documents.
 */
export const createCompanyUploadUrlRequest = z.object({
  FileName: z.string().max(1000),
  Type: z.string().max(100),
  ContentType: z.string().max(200).nullish(),
  FileExtension: z.string().max(20),
  VendNum: z.union([z.number(), z.string().max(20)]).nullish(),
  // typed loosely so that a long comment gets the server's text, not a schema error
  Comment: z.string().max(20_000).nullish(),
  FileSize: z.number().int().nonnegative().optional(),
});
export type CreateCompanyUploadUrlRequest = z.input<typeof createCompanyUploadUrlRequest>;

export const getCompanyDocumentsCall = defineCall({
  id: 'get-vendor-documents-by-id-by-vendor',
  method: 'GET',
  path: '/api/get-vendor-documents-by-id-by-vendor',
  response: getCompanyDocumentsResponse,
  access: allow.vendor('company'),
  summary: "The vendor's company documents, newest first",
});

export const createCompanyUploadUrlCall = defineCall({
  id: 'get-document-pre-signed-url-by-vendor',
  method: 'POST',
  path: '/api/get-document-pre-signed-url-by-vendor',
  body: createCompanyUploadUrlRequest,
  response: createUploadUrlResponse,
  access: allow.vendor('company:edit'),
  summary: "Step 1 of a company document's upload: a signed URL to PUT the bytes to",
});
