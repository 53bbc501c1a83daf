// Document review through the provider API (issue 17 point 2, decision 054). The company reads the
// documents vendors uploaded (the pending ones are its review queue), fetches their bytes, and approves
// or rejects each one; the vendor's Documents show the outcome at once, a rejection with its reason.
// A review is one transaction with its event (document.approved / document.rejected, the document's
// vendor, actor provider); the same review again changes nothing and records nothing. The review
// itself and the bytes are document-review.ts, shared with the staff console (decision 059). A
// compliance document comes with its data and what it lacks (decision 112), as in the console's queue.
import {
  PROVIDER_API_PREFIX,
  type DocumentReviewStatus,
  type ProviderDocument,
  type ReviewDocumentBody,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  findDocumentById,
  findVendorIdByExternalId,
  listDocumentRows,
  type DocumentRow,
} from '../../domain/document-review.repository.ts';
import {
  documentNotFound,
  openDocumentContent,
  reviewDocumentRow,
  type DocumentContent,
  type ReviewOptions,
} from './document-review.ts';
import { formatDocumentPosition, parseDocumentPosition } from '../../domain/document-queue-position.ts';
import { complianceReviewsOf } from '../../domain/compliance/compliance-review-view.ts';
import { documentViewFieldsOf } from '../../domain/document-view-fields.ts';

export { openDocumentContent, type DocumentContent };

export function providerDocumentOf(row: DocumentRow): ProviderDocument {
  return {
    ...documentViewFieldsOf(row),
    vendor: { externalId: row.vendorExternalId, vendorNum: row.vendorNum, company: row.company },
    workOrder:
      row.ordNum === null || row.poNum === null
        ? null
        : { externalId: row.orderExternalId, poNum: row.poNum },
    fileExtension: row.fileExtension,
    // withCompliance adds a compliance document's data
    compliance: null,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    contentPath: `${PROVIDER_API_PREFIX}/documents/${row.id}/content`,
  };
}

export async function getProviderDocument(db: Db, id: number): Promise<ProviderDocument> {
  const row = await findDocumentById(db, id);
  if (!row) throw documentNotFound();
  return (await withCompliance(db, [providerDocumentOf(row)]))[0]!;
}

/** A compliance document comes with its data and what it lacks against the vendor's requirements. */
async function withCompliance(db: Db, documents: ProviderDocument[]): Promise<ProviderDocument[]> {
  const views = await complianceReviewsOf(
    db,
    documents.map((d) => d.id),
  );
  return documents.map((d) => ({ ...d, compliance: views.get(d.id) ?? null }));
}

/**
 * Up to `limit` documents after the cursor, oldest first by upload time (decision 103), and the next
 * page's cursor: the last one's position, opaque (base64url) as the provider API's other cursors.
 */
export async function listProviderDocuments(
  db: Db,
  page: {
    cursor: string | undefined;
    updatedSince: Date | undefined;
    status: DocumentReviewStatus | undefined;
    vendorExternalId: string | undefined;
    limit: number;
  },
): Promise<{ items: ProviderDocument[]; nextCursor: string | null }> {
  let vendorId: number | undefined;
  if (page.vendorExternalId !== undefined) {
    vendorId = await findVendorIdByExternalId(db, page.vendorExternalId);
    if (vendorId === undefined)
      throw new AppError('not_found', 'There is no vendor with this external id.', {
        reason: 'unknown-vendor',
      });
  }
  const { cursor, limit, ...filters } = page;
  const after = cursor === undefined ? undefined : parseDocumentPosition(fromCursor(cursor));
  const rows = await listDocumentRows(db, { ...filters, after, vendorId, limit: limit + 1 });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: await withCompliance(db, items.map(providerDocumentOf)),
    nextCursor: rows.length > limit && last ? toCursor(formatDocumentPosition(last)) : null,
  };
}

const CURSOR_TAG = 'up:';
const toCursor = (position: string) => Buffer.from(`${CURSOR_TAG}${position}`).toString('base64url');
/** The position inside a cursor; text that is not one goes on to the position's own 400. */
function fromCursor(cursor: string): string {
  const text = Buffer.from(cursor, 'base64url').toString();
  return text.startsWith(CURSOR_TAG) && toCursor(text.slice(CURSOR_TAG.length)) === cursor
    ? text.slice(CURSOR_TAG.length)
    : '';
}

/**
 * The provider API's review. With `expectedVersion` (If-Match) the document must be at that version
 * (412 otherwise). The review it already has answers the document as it is and records nothing.
 */
export async function reviewDocument(
  db: Db,
  id: number,
  review: ReviewDocumentBody,
  options: ReviewOptions,
): Promise<ProviderDocument> {
  return (
    await withCompliance(db, [providerDocumentOf(await reviewDocumentRow(db, id, review, options))])
  )[0]!;
}
