// The photos of crew lines as each surface reads them (decision 115): the vendor's of one crew line,
// and every crew line's of an order for the company (the console and the provider API), each with
// signed links to the photo and its thumbnail and the evidence computed from its stored facts; and the
// vendor's removal of a photo while the crew line is not Completed.
import {
  PHOTO_CREW_LINE_COMPLETED,
  PHOTO_DELETED,
  PHOTO_NOT_FOUND,
  PHOTO_NOT_YOURS,
  type CrewLinePhotosResponse,
  type OrderPhoto,
  type PhotoKind,
  type ProviderOrderPhoto,
} from '@vp/contracts';
import { AppError } from '../../platform/http/app-error.ts';
import { recordEvent, vendorUserActor } from '../../platform/events/record-event.ts';
import type { VendorSession } from '../../platform/http/session.ts';
import { assignedOnly } from '../../domain/order-reach.ts';
import { orderNotFound } from '../../domain/crew-lines.repository.ts';
import { photoEvidence, type ExifFacts } from '../../domain/photo-evidence/photo-evidence.ts';
import { COMPLETED_STATUS, claimFinishedPhotos, type PhotoDeps } from './order-photo-uploads.ts';
import {
  deletePhotoRow,
  findOrderByExternalId,
  findVendorCrewLine,
  findVendorPhoto,
  listOrderPhotos,
  listVendorCrewLinePhotos,
  orderExists,
  type ListedPhoto,
} from './order-photos.repository.ts';

export const photoNotFound = () => new AppError('not_found', PHOTO_NOT_FOUND);

const parseExif = (value: unknown): ExifFacts | null =>
  value === null || value === undefined
    ? null
    : ((typeof value === 'string' ? JSON.parse(value) : value) as ExifFacts);

/** A listed photo in the shape every surface shows, its links signed now. */
async function toPhoto(deps: Pick<PhotoDeps, 'blobs'>, row: ListedPhoto): Promise<OrderPhoto> {
  const [thumbnailUrl, photoUrl] = await Promise.all([
    deps.blobs.createDownloadUrl(row.thumbnail_key!, {
      fileName: row.file_name.replace(/\.[a-z]+$/, '-thumb.webp'),
    }),
    deps.blobs.createDownloadUrl(row.photo_key, { fileName: row.file_name }),
  ]);
  return {
    id: row.id,
    ocdId: row.ocd_id,
    ordNum: row.ord_num,
    kind: row.kind as PhotoKind,
    fileName: row.file_name,
    sizeBytes: Number(row.size_bytes),
    takenBy: row.taken_by,
    thumbnailUrl,
    photoUrl,
    evidence: photoEvidence({
      sha256: row.sha256!,
      receivedAt: row.received_at!,
      linkRequestedAt: row.link_requested_at,
      deviceCapturedAt: row.device_captured_at,
      deviceSentAt: row.device_sent_at,
      exif: parseExif(row.exif),
      // the store's position when the company gave one (decision 117); else the evidence says the
      // distance is not checked
      store:
        row.store_latitude === null || row.store_longitude === null
          ? null
          : { latitude: row.store_latitude, longitude: row.store_longitude },
    }),
  };
}

/** GET /api/work-order-photos/:ocdId (the route has checked the user's reach of the crew line). */
export async function getCrewLinePhotos(
  deps: PhotoDeps,
  session: VendorSession,
  ocdId: number,
): Promise<CrewLinePhotosResponse> {
  const crewLine = await findVendorCrewLine(deps.db, session.vendorId, ocdId);
  if (!crewLine) throw orderNotFound();
  await claimFinishedPhotos(deps, session.vendorId, ocdId);
  const locked = crewLine.status === COMPLETED_STATUS;
  const rows = await listVendorCrewLinePhotos(deps.db, session.vendorId, ocdId);
  const items = await Promise.all(
    rows.map(async (row) => ({
      ...(await toPhoto(deps, row)),
      canDelete: !locked && mayDelete(session, row.user_id),
    })),
  );
  return { ocdId, locked, items };
}

/** The user who took the photo, or one who reaches all of the vendor's work orders (Office, Administrator). */
const mayDelete = (session: VendorSession, takenBy: number | null) =>
  assignedOnly(session) === null || takenBy === session.userId;

/** DELETE /api/work-order-photos/photo/:photoId. */
export async function deletePhoto(deps: PhotoDeps, session: VendorSession, photoId: number) {
  const photo = await findVendorPhoto(deps.db, session.vendorId, photoId);
  if (!photo) throw photoNotFound();
  if (!mayDelete(session, photo.user_id)) throw new AppError('forbidden', PHOTO_NOT_YOURS);
  if (photo.crew_line_status === COMPLETED_STATUS) throw new AppError('conflict', PHOTO_CREW_LINE_COMPLETED);
  const removed = await deps.db.transaction().execute(async (tx) => {
    if ((await deletePhotoRow(tx, photo.id)) === 0) return false;
    await recordEvent(tx, {
      type: 'work-order.photo-removed',
      vendorId: session.vendorId,
      actor: vendorUserActor(session),
      subject: { ordNum: photo.ord_num, ocdId: photo.ocd_id, photoId: photo.id },
      data: { kind: photo.kind },
    });
    return true;
  });
  // of two deletes racing, the loser hears that it is gone
  if (!removed) throw photoNotFound();
  // the row first: a crash before the bytes go leaves bytes no row names, never a row without its file
  await deps.blobs.delete(photo.photo_key);
  if (photo.thumbnail_key) await deps.blobs.delete(photo.thumbnail_key);
  return { success: true as const, message: PHOTO_DELETED };
}

/** The staff console's list: every crew line's photos of the order, with the vendor's name. */
export async function getStaffOrderPhotos(deps: Pick<PhotoDeps, 'db' | 'blobs'>, ordNum: number) {
  if (!(await orderExists(deps.db, ordNum))) throw orderNotFound();
  const rows = await listOrderPhotos(deps.db, ordNum);
  return {
    items: await Promise.all(
      rows.map(async (row) => ({ ...(await toPhoto(deps, row)), vendorName: row.vendor_name })),
    ),
  };
}

/** The provider API's list, by the work order's external id. */
export async function getProviderOrderPhotos(
  deps: Pick<PhotoDeps, 'db' | 'blobs'>,
  externalId: string,
): Promise<{ items: ProviderOrderPhoto[] }> {
  const ordNum = await findOrderByExternalId(deps.db, externalId);
  if (ordNum === undefined) throw new AppError('not_found', 'No work order has this external id.');
  const rows = await listOrderPhotos(deps.db, ordNum);
  return {
    items: await Promise.all(
      rows.map(async (row) => ({
        ...(await toPhoto(deps, row)),
        vendorId: row.vendor_id,
        crewLineExternalId: row.crew_line_external_id,
      })),
    ),
  };
}
