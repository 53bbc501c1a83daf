// Document review through the provider API (issue 17 point 2, decision 054). The company reads the
// documents vendors uploaded (the pending ones are its review queue), fetches their bytes, and approves
// or rejects each one; the vendor's Documents show the outcome at once, a rejection with its reason.
// A review is one transaction with its event (document.approved / document.rejected, the document's
// vendor, actor provider); the same review again changes nothing and records nothing.
import type { Readable } from 'node:stream';
import {
  PROVIDER_API_PREFIX,
  type DocumentReviewStatus,
  type ProviderDocument,
  type ReviewDocumentBody,
} from '@vp/contracts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { preconditionFailed } from '../../platform/provider/etag.ts';
import {
  findDocumentById,
  findVendorIdByExternalId,
  listDocumentRows,
  lockDocumentById,
  setReview,
  type DocumentRow,
} from './provider-documents.repository.ts';

const PROVIDER_ACTOR = { kind: 'provider', id: null } as const;

const documentNotFound = () =>
  new AppError('not_found', 'There is no document with this id (the vendor may have removed it).', {
    reason: 'not-found',
  });

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function providerDocumentOf(row: DocumentRow): ProviderDocument {
  return {
    id: row.id,
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    vendor: { externalId: row.vendorExternalId, vendorNum: row.vendorNum, company: row.company },
    workOrder:
      row.ordNum === null || row.poNum === null
        ? null
        : { externalId: row.orderExternalId, poNum: row.poNum },
    type: row.type,
    fileName: row.fileName,
    fileExtension: row.fileExtension,
    contentType: row.contentType,
    sizeBytes: Number(row.sizeBytes),
    inputBy: row.inputBy,
    comment: row.comment,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    contentPath: `${PROVIDER_API_PREFIX}/documents/${row.id}/content`,
  };
}

export async function getProviderDocument(db: Db, id: number): Promise<ProviderDocument> {
  const row = await findDocumentById(db, id);
  if (!row) throw documentNotFound();
  return providerDocumentOf(row);
}

/** Up to `limit` documents after the document `afterId`, each with its id for the page's cursor. */
export async function listProviderDocuments(
  db: Db,
  page: {
    afterId: number | undefined;
    updatedSince: Date | undefined;
    status: DocumentReviewStatus | undefined;
    vendorExternalId: string | undefined;
    limit: number;
  },
): Promise<{ id: number; document: ProviderDocument }[]> {
  let vendorId: number | undefined;
  if (page.vendorExternalId !== undefined) {
    vendorId = await findVendorIdByExternalId(db, page.vendorExternalId);
    if (vendorId === undefined)
      throw new AppError('not_found', 'There is no vendor with this external id.', {
        reason: 'unknown-vendor',
      });
  }
  const rows = await listDocumentRows(db, { ...page, vendorId });
  return rows.map((row) => ({ id: row.id, document: providerDocumentOf(row) }));
}

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

/**
 * Approves the document, or rejects it with the reason, in one transaction with its event. With
 * `expectedVersion` (If-Match) the document must be at that version (412 otherwise). The review it
 * already has answers the document as it is and records nothing.
 */
export async function reviewDocument(
  db: Db,
  id: number,
  review: ReviewDocumentBody,
  options: { expectedVersion: number | undefined; reviewedBy: string },
): Promise<ProviderDocument> {
  return db.transaction().execute(async (tx) => {
    const row = await lockDocumentById(tx, id);
    if (!row) throw documentNotFound();
    if (options.expectedVersion !== undefined && options.expectedVersion !== row.version)
      throw preconditionFailed();
    const reason = review.status === 'rejected' ? review.reason : null;
    if (row.status === review.status && row.rejectionReason === reason) return providerDocumentOf(row);
    await setReview(tx, id, {
      status: review.status,
      rejectionReason: reason,
      reviewedBy: options.reviewedBy,
    });
    const subject = { documentId: row.id, ordNum: row.ordNum };
    if (review.status === 'approved') {
      await recordEvent(tx, {
        type: 'document.approved',
        vendorId: row.vendorId,
        actor: PROVIDER_ACTOR,
        subject,
        data: {},
      });
    } else {
      await recordEvent(tx, {
        type: 'document.rejected',
        vendorId: row.vendorId,
        actor: PROVIDER_ACTOR,
        subject,
        data: { reason: review.reason },
      });
    }
    const updated = await findDocumentById(tx, id);
    if (!updated) throw new Error(`document ${id} gone inside its review`);
    return providerDocumentOf(updated);
  });
}
