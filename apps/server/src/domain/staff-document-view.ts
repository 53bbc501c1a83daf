// A document as the staff console shows it (decisions 059 and 103): the review queue's rows and a work
// order's Documents section on its console page.
import type { StaffQueueDocument } from '@vp/contracts';
import type { DocumentRow } from './document-review.repository.ts';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function staffDocumentOf(row: DocumentRow): StaffQueueDocument {
  return {
    id: row.id,
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    vendor: { id: row.vendorId, vendorNum: row.vendorNum, company: row.company },
    workOrder: row.ordNum === null || row.poNum === null ? null : { ordNum: row.ordNum, poNum: row.poNum },
    type: row.type,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: Number(row.sizeBytes),
    inputBy: row.inputBy,
    comment: row.comment,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    // the queue adds a compliance document's data (compliance-review-view.ts)
    compliance: null,
  };
}
