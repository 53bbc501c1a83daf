// The staff console's document review (issue 18 point 2, decision 059): the queue of pending documents
// (work-order and company documents), oldest first by keyset pages, the bytes of one for the inline
// preview, and the decision: approve, or reject with a reason the vendor reads in Documents. The
// decision is the provider API's review (decision 054), made by a staff member; a document already
// decided is not decided again from the console (409).
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import {
  DOCUMENT_REJECTION_REASON_MAX_LENGTH,
  DOCUMENT_STATUSES,
  documentIdParamsSchema,
} from '../provider/document-review-calls.ts';
import { allow } from '../platform/access.ts';
import { complianceReviewSchema } from '../compliance/compliance-review.ts';

/** The content types the console previews in the page; any other document is offered as a download. */
export const PREVIEWABLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const PDF_CONTENT_TYPE = 'application/pdf';

export type DocumentPreviewKind = 'pdf' | 'image' | 'none';

/** How the console previews a document of this content type (the server agrees: see the content call). */
export function documentPreviewKind(contentType: string): DocumentPreviewKind {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === PDF_CONTENT_TYPE) return 'pdf';
  if ((PREVIEWABLE_IMAGE_TYPES as readonly string[]).includes(type)) return 'image';
  return 'none';
}

export const STAFF_DOCUMENT_QUEUE_MAX_PAGE = 500;

export const staffDocumentQueueQuery = z.object({
  /** the `nextCursor` of the page before; none for the first page */
  cursor: z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_\d{1,10}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(STAFF_DOCUMENT_QUEUE_MAX_PAGE).default(200),
  /** only documents whose file name, vendor name or PO number holds this, or of this vendor number */
  q: z.string().trim().min(1).max(100).optional(),
});

export const staffQueueDocumentSchema = z.object({
  id: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  rejectionReason: z.string().nullable(),
  vendor: z.object({ id: z.number().int(), vendorNum: z.number().int(), company: z.string() }),
  /** null: a company document (of the vendor's profile, no work order) */
  workOrder: z.object({ ordNum: z.number().int(), poNum: z.string() }).nullable(),
  /** the document type's code, e.g. 'Vendor Invoice', 'W-9' */
  type: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  inputBy: z.string(),
  comment: z.string(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** a compliance document's data and the requirements it is checked against (null: another document) */
  compliance: complianceReviewSchema.nullable(),
});
export type StaffQueueDocument = z.infer<typeof staffQueueDocumentSchema>;

export const staffDocumentQueueResponse = z.object({
  items: z.array(staffQueueDocumentSchema),
  /** the cursor of the next page; null on the last one */
  nextCursor: z.string().nullable(),
  /** how many documents are pending in all (the queue's length as this page was read) */
  pendingCount: z.number().int(),
});
export type StaffDocumentQueuePage = z.infer<typeof staffDocumentQueueResponse>;

export const staffRejectDocumentBody = z
  .object({
    /** shown to the vendor as written (plain text) */
    reason: z
      .string({ error: 'Please give the reason the vendor will read.' })
      .trim()
      .min(1, 'Please give the reason the vendor will read.')
      .max(
        DOCUMENT_REJECTION_REASON_MAX_LENGTH,
        `The reason is at most ${DOCUMENT_REJECTION_REASON_MAX_LENGTH} characters.`,
      ),
  })
  .strict();

const DOCUMENTS = '/staff/api/documents';

export const staffDocumentQueueCall = defineCall({
  id: 'staff-document-queue',
  method: 'GET',
  path: DOCUMENTS,
  query: staffDocumentQueueQuery,
  response: staffDocumentQueueResponse,
  access: allow.anyStaff,
  summary: 'The pending documents (work-order and company documents), oldest first, by pages (every role)',
});

export const staffDocumentContentCall = defineCall({
  id: 'staff-document-content',
  method: 'GET',
  path: `${DOCUMENTS}/:documentId/content`,
  params: documentIdParamsSchema,
  produces: 'application/octet-stream',
  access: allow.anyStaff,
  summary:
    "A document's bytes for the console's preview: inline for PDFs and images, a download otherwise (every role)",
});

export const staffApproveDocumentCall = defineCall({
  id: 'staff-document-approve',
  method: 'POST',
  path: `${DOCUMENTS}/:documentId/approve`,
  params: documentIdParamsSchema,
  response: staffQueueDocumentSchema,
  access: allow.staff('vendor_manager'),
  summary: 'Approves a pending document; 409 when it was already decided (Vendor managers)',
});

export const staffRejectDocumentCall = defineCall({
  id: 'staff-document-reject',
  method: 'POST',
  path: `${DOCUMENTS}/:documentId/reject`,
  params: documentIdParamsSchema,
  body: staffRejectDocumentBody,
  response: staffQueueDocumentSchema,
  access: allow.staff('vendor_manager'),
  summary:
    'Rejects a pending document with the reason the vendor reads; 409 when already decided (Vendor managers)',
});
