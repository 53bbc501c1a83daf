// The only SQL of document review (decisions 054 and 059; the provider API's and the staff console's):
// documents of every vendor with their vendor and work order, a page of them, one locked for its
// review, the review itself, and the count of the pending ones.
import { sql } from 'kysely';
import type { Db } from '../platform/db/database.ts';
import type { DocumentStatus } from '../platform/db/schema.ts';
import type { DocumentPosition } from './document-queue-position.ts';
export { vendorIdOfExternalId as findVendorIdByExternalId } from './record-lookups.repository.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function documentsQuery(db: Db) {
  return db
    .selectFrom('order_documents as d')
    .innerJoin('vendors as v', 'v.id', 'd.vendor_id')
    .leftJoin('orders as o', 'o.ord_num', 'd.ord_num')
    .select([
      'd.id',
      'd.vendor_id as vendorId',
      'd.ord_num as ordNum',
      'd.status',
      'd.rejection_reason as rejectionReason',
      'v.external_id as vendorExternalId',
      'v.vendor_num as vendorNum',
      'v.company',
      'o.external_id as orderExternalId',
      'o.po_num as poNum',
      'd.type_code as type',
      'd.file_name as fileName',
      'd.file_extension as fileExtension',
      'd.content_type as contentType',
      'd.size_bytes as sizeBytes',
      'd.blob_key as blobKey',
      'd.input_by as inputBy',
      'd.comment',
      'd.created_at as uploadedAt',
      sql<string>`to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'uploadedKey',
      ),
      'd.reviewed_at as reviewedAt',
      'd.updated_at as updatedAt',
      'd.version',
    ]);
}

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocumentById>>>;

export function findDocumentById(db: Db, id: number) {
  return documentsQuery(db).where('d.id', '=', id).executeTakeFirst();
}

/** The document, its row locked until the transaction ends (its review). */
export function lockDocumentById(db: Db, id: number) {
  return documentsQuery(db).where('d.id', '=', id).forUpdate('d').executeTakeFirst();
}

/**
 * Documents after the position `after`, oldest first by upload time (then id: decision 103), with the
 * list's filters; `limit` rows at most.
 */
export function listDocumentRows(
  db: Db,
  page: {
    after: DocumentPosition | undefined;
    updatedSince: Date | undefined;
    status: DocumentStatus | undefined;
    vendorId: number | undefined;
    /** part of the file name, vendor name or PO number, or the vendor number (the staff queue's search) */
    search?: string | undefined;
    limit: number;
  },
) {
  let query = documentsQuery(db).orderBy('d.created_at').orderBy('d.id').limit(page.limit);
  if (page.after !== undefined) {
    const { uploadedKey, id } = page.after;
    query = query.where(sql<boolean>`(d.created_at, d.id) > (${uploadedKey}::timestamptz, ${id}::integer)`);
  }
  if (page.updatedSince !== undefined) query = query.where('d.updated_at', '>=', page.updatedSince);
  if (page.status !== undefined) query = query.where('d.status', '=', page.status);
  if (page.vendorId !== undefined) query = query.where('d.vendor_id', '=', page.vendorId);
  if (page.search !== undefined) {
    const like = `%${escapeLike(page.search)}%`;
    const vendorNum = /^\d{1,9}$/.test(page.search) ? Number(page.search) : null;
    query = query.where((eb) =>
      eb.or([
        eb('d.file_name', 'ilike', like),
        eb('v.company', 'ilike', like),
        eb('o.po_num', 'ilike', like),
        ...(vendorNum === null ? [] : [eb('v.vendor_num', '=', vendorNum)]),
      ]),
    );
  }
  return query.execute();
}

/** A work order's documents of every vendor (each status), oldest first by upload time. */
export function listOrderDocumentRows(db: Db, ordNum: number) {
  return documentsQuery(db).where('d.ord_num', '=', ordNum).orderBy('d.created_at').orderBy('d.id').execute();
}

export async function setReview(
  db: Db,
  id: number,
  review: { status: 'approved' | 'rejected'; rejectionReason: string | null; reviewedBy: string },
): Promise<void> {
  await db
    .updateTable('order_documents')
    .set({
      status: review.status,
      rejection_reason: review.rejectionReason,
      reviewed_by: review.reviewedBy,
      reviewed_at: sql`now()`,
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** How many documents wait for review (the (status, id) index answers it). */
export async function countPendingDocuments(db: Db): Promise<number> {
  const row = await db
    .selectFrom('order_documents')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
