// The only SQL of the work-order documents: the lists, the type list, uploads waiting for their bytes
// and the documents they become. Every query that a vendor's request reaches is scoped by the vendor.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { DocumentStatus, OrderDocumentUploadTable } from '../../platform/db/schema.ts';
import type { Selectable } from 'kysely';

export type UploadRow = Selectable<OrderDocumentUploadTable>;

export function findDocumentTypes(db: Db, scope: 'workorder' | 'vendor' | 'compliance') {
  return db
    .selectFrom('order_document_types')
    .select('code')
    .where('scope', '=', scope)
    .orderBy('sort_order')
    .execute();
}

const DOCUMENT_LIST_COLUMNS = [
  'id',
  'type_code as type',
  'file_extension as fileExtension',
  'file_name as fileName',
  'input_by as inputBy',
  sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('inputDate'),
  'comment',
  'status',
  'rejection_reason as rejectionReason',
] as const;

/** An order's documents in these states (the Pending approval list holds pending and rejected ones). */
export function listDocuments(db: Db, vendorId: number, ordNum: number, statuses: DocumentStatus[]) {
  return db
    .selectFrom('order_documents')
    .select(DOCUMENT_LIST_COLUMNS)
    .where('vendor_id', '=', vendorId)
    .where('ord_num', '=', ordNum)
    .where('status', 'in', statuses)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The vendor's company documents (no work order, decision 026), newest first. */
export function listCompanyDocuments(db: Db, vendorId: number) {
  return db
    .selectFrom('order_documents')
    .select(DOCUMENT_LIST_COLUMNS)
    .where('vendor_id', '=', vendorId)
    .where('ord_num', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findDocument(db: Db, vendorId: number, documentId: number) {
  return db
    .selectFrom('order_documents')
    .select([
      'id',
      'status',
      'ord_num as ordNum',
      'type_code as type',
      'blob_key as blobKey',
      'file_name as fileName',
      'content_type as contentType',
    ])
    .where('vendor_id', '=', vendorId)
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/**
 * Deletes a pending or rejected document of the vendor's; the number of rows deleted (0 when approved
 * meanwhile).
 */
export async function deletePendingDocument(db: Db, vendorId: number, documentId: number): Promise<number> {
  const result = await db
    .deleteFrom('order_documents')
    .where('vendor_id', '=', vendorId)
    .where('id', '=', documentId)
    .where('status', 'in', ['pending', 'rejected'])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function hasPendingOfType(db: Db, vendorId: number, ordNum: number, typeCode: string) {
  const row = await db
    .selectFrom('order_documents')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .where('ord_num', '=', ordNum)
    .where('status', '=', 'pending')
    .where('type_code', '=', typeCode)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUpload(
  db: Db,
  upload: Omit<UploadRow, 'created_at' | 'claimed_at' | 'failed_reason'>,
) {
  await db.insertInto('order_document_uploads').values(upload).execute();
}

export function findUploadByKey(db: Db, uploadKey: string) {
  return db
    .selectFrom('order_document_uploads')
    .selectAll()
    .where('upload_key', '=', uploadKey)
    .executeTakeFirst();
}

/**
 * Uploads of the vendor's order (null: company documents) still waiting for their bytes (S3: the
 * lists claim them).
 */
export function findUnclaimedUploads(db: Db, vendorId: number, ordNum: number | null) {
  return db
    .selectFrom('order_document_uploads')
    .selectAll()
    .where('vendor_id', '=', vendorId)
    .where('ord_num', ordNum === null ? 'is' : '=', ordNum)
    .where('claimed_at', 'is', null)
    .execute();
}

/**
 * Takes an upload for checking: only one caller wins, so its bytes become at most one document. The
 * row stays (claimed) until the sweep, which then removes a second PUT's bytes at its upload key.
 */
export async function takeUpload(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('order_document_uploads')
    .set({ claimed_at: sql`now()` })
    .where('id', '=', id)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markUploadFailed(db: Db, id: string, reason: string) {
  await db
    .updateTable('order_document_uploads')
    .set({ failed_reason: reason })
    .where('id', '=', id)
    .execute();
}

export async function insertDocumentFromUpload(db: Db, upload: UploadRow, sizeBytes: number) {
  const row = await db
    .insertInto('order_documents')
    .values({
      ord_num: upload.ord_num,
      vendor_id: upload.vendor_id,
      type_code: upload.type_code,
      file_name: upload.file_name,
      file_extension: upload.file_extension,
      content_type: upload.content_type,
      size_bytes: sizeBytes,
      blob_key: upload.document_key,
      input_by: upload.input_by,
      comment: upload.comment,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Uploads whose links expired before `before`: what the sweep finishes off. */
export function findExpiredUploads(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('order_document_uploads')
    .selectAll()
    .where('expires_at', '<', before)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

export async function documentExistsForKey(db: Db, blobKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_documents')
    .select('id')
    .where('blob_key', '=', blobKey)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteUpload(db: Db, id: string) {
  await db.deleteFrom('order_document_uploads').where('id', '=', id).execute();
}
