// The staff console's document review (issue 18 point 2, decision 059): the queue of pending documents
// oldest first by keyset pages, one document's bytes for the preview, and the decision. A decision is
// the provider API's review (documents/provider-documents.service.ts, decision 054): the same row
// change, the same event (actor staff) and so the same view for the vendor; the console decides only
// pending documents (409 otherwise) and writes the staff audit row in the review's transaction.
import type { StaffQueueDocument } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { recordStaffAction, type StaffActor } from '../../platform/identity/staff-audit-log.repository.ts';
import {
  countPendingDocuments,
  listDocumentRows,
  type DocumentRow,
} from '../../domain/document-review.repository.ts';
import { reviewDocumentRow } from './document-review.ts';
import { staffDocumentOf } from '../../domain/staff-document-view.ts';
import { complianceReviewsOf } from '../../domain/compliance/compliance-review-view.ts';
import { formatDocumentPosition, parseDocumentPosition } from '../../domain/document-queue-position.ts';

/**
 * A page of the queue: the pending documents after the cursor's position, oldest first by upload time
 * (decision 103: an id is not an upload time, a company's import can record older uploads later); the
 * (status, created_at, id) index serves the page.
 */
export async function staffDocumentQueue(
  db: Db,
  page: { cursor: string | undefined; search: string | undefined; limit: number },
) {
  const [rows, pendingCount] = await Promise.all([
    listDocumentRows(db, {
      after: page.cursor === undefined ? undefined : parseDocumentPosition(page.cursor),
      updatedSince: undefined,
      status: 'pending',
      vendorId: undefined,
      search: page.search,
      limit: page.limit + 1,
    }),
    countPendingDocuments(db),
  ]);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  const nextCursor = rows.length > page.limit && last ? formatDocumentPosition(last) : null;
  // a compliance document comes with its data and what it lacks against the vendor's requirements
  const compliance = await complianceReviewsOf(
    db,
    items.map((row) => row.id),
  );
  const documents = items.map((row) => ({
    ...staffDocumentOf(row),
    compliance: compliance.get(row.id) ?? null,
  }));
  return { items: documents, nextCursor, pendingCount };
}

const reviewValues = (row: DocumentRow) => ({
  status: row.status,
  rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
  vendorNum: row.vendorNum,
  ordNum: row.ordNum,
  fileName: row.fileName,
  type: row.type,
});

export type StaffDecision = { status: 'approved' } | { status: 'rejected'; reason: string };

/** Approves or rejects a pending document as this staff member: the review, its event, the audit row. */
export async function decideDocument(
  db: Db,
  id: number,
  decision: StaffDecision,
  actor: { staffId: number; email: string },
  ip: string | null,
): Promise<StaffQueueDocument> {
  const auditActor: StaffActor = { staffId: actor.staffId, email: actor.email };
  const row = await reviewDocumentRow(db, id, decision, {
    expectedVersion: undefined,
    reviewedBy: `staff:${actor.staffId}`,
    actor: { kind: 'staff', id: actor.staffId },
    onlyPending: true,
    inTransaction: (tx, before, after) =>
      recordStaffAction(tx, {
        actor: auditActor,
        action: `document.${decision.status}`,
        subjectType: 'document',
        subjectId: id,
        before: reviewValues(before),
        after: reviewValues(after),
        vendorId: after.vendorId,
        ip,
      }),
  });
  return staffDocumentOf(row);
}
