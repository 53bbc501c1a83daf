// The Documents section (SPEC sections 2, 4, 5, 7 "Work-order documents", 8): the approved and pending
// lists, the two-step upload, download and removal of a pending document, and the type list.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { documentIdParams, ordNumParams } from './ids.ts';
import { allow } from '../platform/access.ts';

/** One document (SPEC section 3 "Document"). */
export const workOrderDocument = z.object({
  id: z.number().int(),
  /** the document type's code, e.g. 'Vendor Invoice' */
  type: z.string(),
  /** lower case, no dot, e.g. 'pdf' */
  fileExtension: z.string(),
  /** the sanitized file name, with its extension */
  fileName: z.string(),
  inputBy: z.string(),
  /** ISO 8601 date-time in UTC */
  inputDate: z.string(),
  /** the provider's comment; '' when none (the vendor's uploads have none) */
  comment: z.string(),
  /**
   * 'pending' until the company reviews it (decision 054); a rejected document stays in the Pending
   * approval list, with the company's reason, until the vendor removes it
   */
  status: z.enum(['pending', 'approved', 'rejected']),
  /** the company's reason of a rejection (plain text); null unless rejected */
  rejectionReason: z.string().nullable(),
});
export type WorkOrderDocument = z.infer<typeof workOrderDocument>;

/** The Approved list, newest first. */
export const getApprovedDocumentsResponse = z.object({ vendorDocuments: z.array(workOrderDocument) });
export type GetApprovedDocumentsResponse = z.infer<typeof getApprovedDocumentsResponse>;

export const getApprovedDocumentsCall = defineCall({
  id: 'get-documents-for-vendor-portal-by-order-number',
  method: 'GET',
  path: '/api/get-documents-for-vendor-portal-by-order-number/:ordNum',
  params: ordNumParams,
  response: getApprovedDocumentsResponse,
  access: allow.vendor('work-orders'),
  summary: "An order's approved documents (the Approved list), newest first",
});

/**
 * The Pending approval list, newest first. An upload shows here once its bytes are stored and
 * verified (with S3, this call claims finished uploads first). Rejected documents stay in it with
 * their status and reason (decision 054).
 */
export const getPendingDocumentsResponse = z.object({ unapprovedDocuments: z.array(workOrderDocument) });
export type GetPendingDocumentsResponse = z.infer<typeof getPendingDocumentsResponse>;

export const getPendingDocumentsCall = defineCall({
  id: 'get-document-unapproved',
  method: 'GET',
  path: '/api/get-document-unapproved/:ordNum',
  params: ordNumParams,
  response: getPendingDocumentsResponse,
  access: allow.vendor('work-orders'),
  summary: "An order's documents pending approval, newest first",
});

/**
 * Removing a pending or rejected document of the vendor's (row and file), a GET as the spec has it.
 * 404 (WORK_ORDER_DOCUMENT_NOT_FOUND) for a missing id or another vendor's document; 409
 * (WORK_ORDER_DOCUMENT_APPROVED) for an approved one. On success {success: true, error: null}.
 */
export const deleteDocumentResponse = z.object({
  success: z.literal(true),
  error: z.null(),
  /** WORK_ORDER_DOCUMENT_DELETED */
  message: z.string(),
});
export type DeleteDocumentResponse = z.infer<typeof deleteDocumentResponse>;

export const deleteDocumentCall = defineCall({
  id: 'delete-document-by-id',
  method: 'GET',
  path: '/api/delete-document-by-id/:id',
  params: documentIdParams,
  response: deleteDocumentResponse,
  access: allow.vendor('work-orders:edit', 'company:edit'),
  summary: "Removes a pending document of the vendor's (a work order's or the company's)",
});

/**
 * The document types' path value x is 'workorder' (the work-order documents; 'order' and 'work-order'
 * are accepted too, any case) or 'vendor' (company documents); anything else answers 400.
 */
export const WORK_ORDER_DOCUMENT_TYPE_SCOPE = 'workorder';
export const VENDOR_DOCUMENT_TYPE_SCOPE = 'vendor';
export const getDocumentTypesParams = z.object({ x: z.string().max(50) });
export const documentType = z.object({ code: z.string() });
export const getDocumentTypesResponse = z.object({ documentTypes: z.array(documentType) });
export type GetDocumentTypesResponse = z.infer<typeof getDocumentTypesResponse>;

export const getDocumentTypesCall = defineCall({
  id: 'get-document-type',
  method: 'GET',
  path: '/api/get-document-type/:x',
  params: getDocumentTypesParams,
  response: getDocumentTypesResponse,
  access: allow.vendor(),
  summary: "The document types a vendor may upload: x is 'workorder' or 'vendor' (company documents)",
});

/**
 * SPEC section 3 "Work-order upload request". FileName is the chosen file's name (sanitized by the
 * server, which also makes the storage key); FileExtension its extension with or without the dot
 * (one of ACCEPTED_DOCUMENT_EXTENSIONS, and the file name's own); Type a code of get-document-type;
 * ContentType the browser's guess (informative: the server decides, see the answer's contentType).
 * FileSize (not in the spec) lets the server refuse an oversize file before it is sent (413).
 * 400 with the texts of ./messages.ts for a bad extension or type; 409 WORK_ORDER_VENDOR_INVOICE_PENDING
 * for a second pending Vendor Invoice; 404 for another vendor's order.
 */
export const createUploadUrlRequest = z.object({
  FileName: z.string().max(1000),
  Type: z.string().max(100),
  ContentType: z.string().max(200).nullish(),
  FileExtension: z.string().max(20),
  OrdNum: z.coerce.number().int().positive().max(2_147_483_647),
  FileSize: z.number().int().nonnegative().optional(),
});
export type CreateUploadUrlRequest = z.input<typeof createUploadUrlRequest>;

/**
 * Step 2: PUT the file's bytes to `url` with header Content-Type exactly `contentType` (not in the spec;
 * the server's type for the extension) before `expiresAt`. The server checks size, extension and the
 * bytes (magic numbers); the local store answers the PUT 200 only once the document is listed under
 * Pending approval, else 4xx with the reason ({error}), leaving nothing behind. With S3 the document
 * appears when the lists are next read, or is swept if its bytes fail the checks.
 */
export const createUploadUrlResponse = z.object({
  url: z.string(),
  contentType: z.string(),
  /** the sanitized file name the document will carry */
  fileName: z.string(),
  /** ISO 8601; the link's expiry */
  expiresAt: z.string(),
  /** the largest file accepted, in bytes (the BLOB_MAX_BYTES setting) */
  maxBytes: z.number().int(),
});
export type CreateUploadUrlResponse = z.infer<typeof createUploadUrlResponse>;

export const createUploadUrlCall = defineCall({
  id: 'get-document-pre-signed-url-vendor-portal',
  method: 'POST',
  path: '/api/get-document-pre-signed-url-vendor-portal',
  body: createUploadUrlRequest,
  response: createUploadUrlResponse,
  access: allow.vendor('work-orders:edit'),
  summary: "Step 1 of a work-order document's upload: a short-lived URL to PUT its bytes to",
});

/**
 * A short-lived download link of an approved or pending document of the vendor's; the file downloads
 * under `fileName` with `contentType`. 404 for another vendor's document.
 */
export const getDocumentUrlResponse = z.object({
  url: z.string(),
  contentType: z.string(),
  fileName: z.string(),
});
export type GetDocumentUrlResponse = z.infer<typeof getDocumentUrlResponse>;

export const getDocumentUrlCall = defineCall({
  id: 'get-document-url',
  method: 'GET',
  path: '/api/get-document-url/:id',
  params: documentIdParams,
  response: getDocumentUrlResponse,
  access: allow.vendor('work-orders', 'company'),
  summary: "A short-lived download link of a document of the vendor's (a work order's or the company's)",
});
