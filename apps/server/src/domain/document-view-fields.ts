// What a document's two views share, the staff console's (staff-document-view.ts) and the provider
// API's (provider-documents.service.ts): its review, its file and who uploaded it, read alike.
import type { ProviderDocument, StaffQueueDocument } from '@vp/contracts';
import type { DocumentRow } from './document-review.repository.ts';

type SharedField =
  | 'id'
  | 'status'
  | 'rejectionReason'
  | 'type'
  | 'fileName'
  | 'contentType'
  | 'sizeBytes'
  | 'inputBy'
  | 'comment'
  | 'uploadedAt'
  | 'reviewedAt';

export function documentViewFieldsOf(
  row: DocumentRow,
): Pick<StaffQueueDocument, SharedField> & Pick<ProviderDocument, SharedField> {
  return {
    id: row.id,
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    type: row.type,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: Number(row.sizeBytes),
    inputBy: row.inputBy,
    comment: row.comment,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt === null ? null : row.reviewedAt.toISOString(),
  };
}
