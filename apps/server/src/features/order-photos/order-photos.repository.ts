// The only SQL of work order photos (decision 115): uploads in flight, the photos they become, the
// lists each surface reads and the crew line a photo belongs to. Every query a vendor's request
// reaches is scoped by the session's vendor.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { OrderPhotos } from '../../platform/db/schema.generated.ts';
import { vendorCrewLine } from '../../domain/crew-lines.repository.ts';
export {
  orderExists,
  ordNumOfExternalId as findOrderByExternalId,
} from '../../domain/record-lookups.repository.ts';

export type PhotoRow = Selectable<OrderPhotos>;

/** One of the vendor's crew lines with its order and status; undefined when it is not the vendor's. */
export function findVendorCrewLine(db: Db, vendorId: number, ocdId: number) {
  return vendorCrewLine(db, vendorId, ocdId)
    .select(['cd.ocd_id as ocdId', 'cd.ord_num as ordNum', 'cd.status'])
    .executeTakeFirst();
}

export async function countPhotosOfCrewLine(db: Db, ocdId: number): Promise<number> {
  const row = await db
    .selectFrom('order_photos')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ocd_id', '=', ocdId)
    .where('failed_reason', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPhotoUpload(
  db: Db,
  row: Omit<Insertable<OrderPhotos>, 'id'>,
): Promise<{ id: number; linkRequestedAt: Date }> {
  const inserted = await db
    .insertInto('order_photos')
    .values(row)
    .returning(['id', 'link_requested_at'])
    .executeTakeFirstOrThrow();
  return { id: inserted.id, linkRequestedAt: inserted.link_requested_at };
}

export function findPhotoUploadByKey(db: Db, uploadKey: string) {
  return db.selectFrom('order_photos').selectAll().where('upload_key', '=', uploadKey).executeTakeFirst();
}

/** Takes an upload for checking: one caller wins, so its bytes become at most one photo. */
export async function takePhotoUpload(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('order_photos')
    .set({ claimed_at: sql`now()` })
    .where('id', '=', id)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markPhotoFailed(db: Db, id: number, reason: string): Promise<void> {
  await db.updateTable('order_photos').set({ failed_reason: reason }).where('id', '=', id).execute();
}

export async function markPhotoReceived(
  db: Db,
  id: number,
  received: { receivedAt: Date; sizeBytes: number; sha256: string; exif: unknown; thumbnailKey: string },
): Promise<void> {
  await db
    .updateTable('order_photos')
    .set({
      received_at: received.receivedAt,
      size_bytes: received.sizeBytes,
      sha256: received.sha256,
      exif: received.exif === null ? null : JSON.stringify(received.exif),
      thumbnail_key: received.thumbnailKey,
    })
    .where('id', '=', id)
    .execute();
}

/** The vendor's uploads of the crew line still waiting for their bytes (S3: the list claims them). */
export function findUnclaimedPhotoUploads(db: Db, vendorId: number, ocdId: number) {
  return db
    .selectFrom('order_photos')
    .selectAll()
    .where('vendor_id', '=', vendorId)
    .where('ocd_id', '=', ocdId)
    .where('claimed_at', 'is', null)
    .execute();
}

/** Uploads never received whose links expired before `before`: what the sweep removes. */
export function findExpiredPhotoUploads(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('order_photos')
    .selectAll()
    .where('received_at', 'is', null)
    .where('expires_at', '<', before)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

export async function deletePhotoRow(db: Db, id: number): Promise<number> {
  const result = await db.deleteFrom('order_photos').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const LISTED = [
  'p.id',
  'p.vendor_id',
  'p.ord_num',
  'p.ocd_id',
  'p.kind',
  'p.user_id',
  'p.taken_by',
  'p.file_name',
  'p.photo_key',
  'p.thumbnail_key',
  'p.size_bytes',
  'p.sha256',
  'p.exif',
  'p.received_at',
  'p.link_requested_at',
  'p.device_captured_at',
  'p.device_sent_at',
] as const;

/** Received photos, oldest first, with what the surfaces add (the crew line's external id, the vendor's name). */
function receivedPhotos(db: Db) {
  return db
    .selectFrom('order_photos as p')
    .innerJoin('crew_details as cd', 'cd.ocd_id', 'p.ocd_id')
    .innerJoin('vendors as v', 'v.id', 'p.vendor_id')
    .innerJoin('orders as o', 'o.ord_num', 'p.ord_num')
    .innerJoin('locations as l', 'l.id', 'o.location_id')
    .select([
      ...LISTED,
      'cd.external_id as crew_line_external_id',
      'v.company as vendor_name',
      // the store's position (decision 117), from which the photo's GPS is measured
      'l.latitude as store_latitude',
      'l.longitude as store_longitude',
    ])
    .where('p.received_at', 'is not', null)
    .orderBy('p.received_at')
    .orderBy('p.id');
}
export type ListedPhoto = Awaited<ReturnType<ReturnType<typeof receivedPhotos>['execute']>>[number];

export function listVendorCrewLinePhotos(db: Db, vendorId: number, ocdId: number) {
  return receivedPhotos(db).where('p.vendor_id', '=', vendorId).where('p.ocd_id', '=', ocdId).execute();
}

export function listOrderPhotos(db: Db, ordNum: number) {
  return receivedPhotos(db).where('p.ord_num', '=', ordNum).execute();
}

/** One of the vendor's received photos with its crew line's status. */
export function findVendorPhoto(db: Db, vendorId: number, photoId: number) {
  return db
    .selectFrom('order_photos as p')
    .innerJoin('crew_details as cd', 'cd.ocd_id', 'p.ocd_id')
    .select([
      'p.id',
      'p.ord_num',
      'p.ocd_id',
      'p.kind',
      'p.user_id',
      'p.photo_key',
      'p.thumbnail_key',
      'cd.status as crew_line_status',
    ])
    .where('p.vendor_id', '=', vendorId)
    .where('p.id', '=', photoId)
    .where('p.received_at', 'is not', null)
    .executeTakeFirst();
}

/** The crew line of one of the vendor's photos, undefined when there is none. */
export async function photoCrewLineOf(
  db: Db,
  vendorId: number,
  photoId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('order_photos')
    .select('ocd_id')
    .where('vendor_id', '=', vendorId)
    .where('id', '=', photoId)
    .executeTakeFirst();
  return row?.ocd_id;
}
