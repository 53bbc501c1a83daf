// Document review (decisions 054 and 059), shared by the provider API's review and the staff console's
// (domain layer: features import it; it imports only platform and contracts). A review is one
// transaction: the row's new state, its event (document.approved / document.rejected, the document's
// vendor, the actor who decided) and whatever else the caller's change holds (the staff audit row).
import type { Readable } from 'node:stream';
import type { ReviewDocumentBody } from '@vp/contracts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordEvent, type EventActor } from '../../platform/events/record-event.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { preconditionFailed } from '../../platform/provider/etag.ts';
import { afterCompanyDocumentChange } from '../../domain/compliance/compliance-files.ts';
import {
  findDocumentById,
  lockDocumentById,
  setReview,
  type DocumentRow,
} from '../../domain/document-review.repository.ts';

const PROVIDER_ACTOR: EventActor = { kind: 'provider', id: null };

export const documentNotFound = () =>
  new AppError('not_found', 'There is no document with this id (the vendor may have removed it).', {
    reason: 'not-found',
  });

export type DocumentContent = {
  contentType: string;
  fileName: string;
  sizeBytes: number;
  body: Readable;
};

/** The document's bytes from the blob store, streamed (never held whole in memory). */
export async function openDocumentContent(
  deps: { db: Db; blobs: BlobStore },
  id: number,
): Promise<DocumentContent> {
  const row = await findDocumentById(deps.db, id);
  if (!row) throw documentNotFound();
  // a blob missing under its row is answered as not_found by the store, never as a 5xx
  const body = await deps.blobs.read(row.blobKey);
  return { contentType: row.contentType, fileName: row.fileName, sizeBytes: Number(row.sizeBytes), body };
}

export type ReviewOptions = {
  /** If-Match: the document must be at this version (412 otherwise) */
  expectedVersion: number | undefined;
  /** stored as `reviewed_by`: `provider-api:<client id>` or `staff:<staff id>` */
  reviewedBy: string;
  /** the event's actor; the provider API's by default */
  actor?: EventActor;
  /** the staff console decides pending documents only: a decided one answers 409 */
  onlyPending?: boolean;
  /** more of the same change, in its transaction (the staff audit row), given the rows before and after */
  inTransaction?: (tx: Db, before: DocumentRow, after: DocumentRow) => Promise<void>;
};

const alreadyDecided = (row: DocumentRow) =>
  new AppError(
    'conflict',
    `This document was already ${row.status === 'approved' ? 'approved' : 'rejected'}` +
      `${row.reviewedAt ? ` on ${row.reviewedAt.toISOString().slice(0, 10)}` : ''}; it is no longer in the review queue.`,
    { reason: 'already-decided' },
  );

/**
 * Approves the document, or rejects it with the reason, in one transaction with its event; answers
 * the document's row after it. The provider API's and the staff console's review alike.
 */
export async function reviewDocumentRow(
  db: Db,
  id: number,
  review: ReviewDocumentBody,
  options: ReviewOptions,
): Promise<DocumentRow> {
  const reviewed = await db.transaction().execute(async (tx) => {
    const row = await lockDocumentById(tx, id);
    if (!row) throw documentNotFound();
    if (options.expectedVersion !== undefined && options.expectedVersion !== row.version)
      throw preconditionFailed();
    if (options.onlyPending && row.status !== 'pending') throw alreadyDecided(row);
    const reason = review.status === 'rejected' ? review.reason : null;
    if (row.status === review.status && row.rejectionReason === reason) return row;
    await setReview(tx, id, {
      status: review.status,
      rejectionReason: reason,
      reviewedBy: options.reviewedBy,
    });
    const subject = { documentId: row.id, ordNum: row.ordNum };
    const actor = options.actor ?? PROVIDER_ACTOR;
    if (review.status === 'approved') {
      await recordEvent(tx, { type: 'document.approved', vendorId: row.vendorId, actor, subject, data: {} });
    } else {
      await recordEvent(tx, {
        type: 'document.rejected',
        vendorId: row.vendorId,
        actor,
        subject,
        data: { reason: review.reason },
      });
    }
    const updated = await findDocumentById(tx, id);
    if (!updated) throw new Error(`document ${id} gone inside its review`);
    await options.inTransaction?.(tx, row, updated);
    return updated;
  });
  // a certificate approved or rejected can change who may be dispatched (decision 112)
  await afterCompanyDocumentChange(db, reviewed.vendorId, reviewed.ordNum);
  return reviewed;
}
