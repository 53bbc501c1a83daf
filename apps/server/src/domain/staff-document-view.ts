// A document as the staff console shows it (decisions 059 and 103): the review queue's rows and a work
// order's Documents section on its console page.
import type { StaffQueueDocument } from '@vp/contracts';
import type { DocumentRow } from './document-review.repository.ts';
import { documentViewFieldsOf } from './document-view-fields.ts';

export function staffDocumentOf(row: DocumentRow): StaffQueueDocument {
  return {
    ...documentViewFieldsOf(row),
    vendor: { id: row.vendorId, vendorNum: row.vendorNum, company: row.company },
    workOrder: row.ordNum === null || row.poNum === null ? null : { ordNum: row.ordNum, poNum: row.poNum },
    // the queue adds a compliance document's data (compliance-review-view.ts)
    compliance: null,
  };
}
