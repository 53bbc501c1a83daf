// A photo's two-step upload (decision 115), the verified upload of decision 013 for images:
//  1. the link call checks the file's name and size, the crew line and the user's reach of it, and
//     records the photo as an upload in flight with the device's times; it answers a signed PUT link;
//  2. once the bytes are there (the local store's PUT; with S3 the list), the upload is taken once,
//     moved to the photo's key, checked (size, stored type, magic numbers) and read in one pass for its
//     SHA-256, EXIF head and thumbnail; only then is the photo received, with its event, in one
//     transaction. A refusal removes the bytes and says why.
// The thumbnail is made here rather than in a job (decision 115): it is bounded in memory (photo-file.ts)
// and the photo is complete, thumbnail and evidence, when the PUT answers, so no list ever shows a
// photo without its thumbnail. The sweep removes uploads whose links expired.
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyBaseLogger } from 'fastify';
import {
  MAX_PHOTOS_PER_CREW_LINE,
  PHOTO_CONTENT_MISMATCH,
  PHOTO_CONTENT_TYPES,
  PHOTO_CREW_LINE_COMPLETED,
  PHOTO_EMPTY,
  PHOTO_HEIC_NOT_ACCEPTED,
  PHOTO_KIND_NOT_ACCEPTED,
  PHOTO_LIMIT_REACHED,
  PHOTO_UNREADABLE,
  photoTooLarge,
  type CreatePhotoUploadResponse,
  type PhotoExtension,
  type createPhotoUploadRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { VendorSession } from '../../platform/http/session.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { safeFileName } from '../../platform/blobs/content-disposition.ts';
import { readHead } from '../../platform/blobs/file-signature.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { startPeriodicTask, type RunCondition } from '../../platform/process/periodic-task.ts';
import { findUserDisplayName } from '../../platform/identity/user-display-name.repository.ts';
import { orderNotFound } from '../../domain/crew-lines.repository.ts';
import { assertReachesCrewLines } from '../../domain/order-reach.ts';
import { readExifFacts, readPhoto } from './photo-file.ts';
import {
  countPhotosOfCrewLine,
  deletePhotoRow,
  findExpiredPhotoUploads,
  findPhotoUploadByKey,
  findUnclaimedPhotoUploads,
  findVendorCrewLine,
  insertPhotoUpload,
  markPhotoFailed,
  markPhotoReceived,
  takePhotoUpload,
  type PhotoRow,
} from './order-photos.repository.ts';

export type PhotoDeps = {
  db: Db;
  blobs: BlobStore;
  /** BLOB_MAX_BYTES: the uploads' size limit */
  maxBytes: number;
  urlTtlSeconds: number;
  /** the schema gate: the sweep waits while the schema does not fit this code (decision 126) */
  schema?: RunCondition | undefined;
};

/** Upload keys of photos live under this prefix; the local store's PUT route hands them to claimPhotoByKey. */
export const PHOTO_UPLOAD_KEY_PREFIX = 'uploads/order-photos/';
const PHOTO_KEY_PREFIX = 'order-photos/';
/** An upload in flight when its link expires may still be finishing: the sweep waits this long more. */
const SWEEP_GRACE_MS = 5 * 60 * 1000;
const SWEEP_BATCH = 200;
/** Where a photo's thumbnail is kept: beside the photo, known before the row names it. */
export const thumbnailKeyOf = (photoKey: string) => photoKey.replace(/\.[a-z]+$/, '-thumb.webp');
/** The completed crew line's status: its photos no longer change (issue 41 point 3). */
export const COMPLETED_STATUS = 'Completed';

type UploadInput = z.output<typeof createPhotoUploadRequest>;

const uploadMissing = () =>
  new AppError('forbidden', 'This link is not valid. Request a new one and try again.');
const tooLarge = (limit: number) => new AppError('payload_too_large', photoTooLarge(limit));
const mismatch = () => new AppError('unsupported_media_type', PHOTO_CONTENT_MISMATCH);

/** The accepted extension of a file name; HEIC is refused with its own words (sharp here cannot read it). */
export function photoExtensionOf(fileName: string): PhotoExtension {
  const extension = (fileName.split('.').pop() ?? '').trim().toLowerCase();
  if (['heic', 'heif', 'hif'].includes(extension)) {
    throw new AppError('unsupported_media_type', PHOTO_HEIC_NOT_ACCEPTED, { reason: 'heic-not-accepted' });
  }
  if (!fileName.includes('.') || !(extension in PHOTO_CONTENT_TYPES))
    throw badRequest(PHOTO_KIND_NOT_ACCEPTED);
  return extension as PhotoExtension;
}

/** The user's file name as a plain name (no folders, control or format characters), at most 120 characters. */
function cleanPhotoName(fileName: string, extension: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\p{Cf}/gu, '');
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot).trim() : '';
  const safe = stem === '' ? 'photo' : safeFileName(stem);
  return `${Array.from(safe).slice(0, 120).join('')}.${extension}`;
}

/** Step 1: POST /api/work-order-photos. */
export async function createPhotoUpload(
  deps: PhotoDeps,
  session: VendorSession,
  input: UploadInput,
): Promise<CreatePhotoUploadResponse> {
  // the request's own faults first: they say nothing about any crew line
  const extension = photoExtensionOf(input.fileName);
  if (input.fileSize !== undefined && input.fileSize > deps.maxBytes) throw tooLarge(deps.maxBytes);
  if (input.fileSize === 0) throw badRequest(PHOTO_EMPTY);
  const crewLine = await findVendorCrewLine(deps.db, session.vendorId, input.ocdId);
  if (!crewLine) throw orderNotFound();
  await assertReachesCrewLines(deps.db, session, [input.ocdId]);
  if (crewLine.status === COMPLETED_STATUS) throw new AppError('conflict', PHOTO_CREW_LINE_COMPLETED);
  if ((await countPhotosOfCrewLine(deps.db, input.ocdId)) >= MAX_PHOTOS_PER_CREW_LINE) {
    throw new AppError('conflict', PHOTO_LIMIT_REACHED);
  }

  const key = randomUUID();
  const contentType = PHOTO_CONTENT_TYPES[extension];
  const expiresAt = new Date(Date.now() + deps.urlTtlSeconds * 1000);
  const uploadKey = `${PHOTO_UPLOAD_KEY_PREFIX}${key}`;
  const { id } = await insertPhotoUpload(deps.db, {
    vendor_id: session.vendorId,
    ord_num: crewLine.ordNum,
    ocd_id: crewLine.ocdId,
    kind: input.kind,
    user_id: session.userId,
    taken_by: (await findUserDisplayName(deps.db, session.userId)) ?? session.email,
    file_name: cleanPhotoName(input.fileName, extension),
    file_extension: extension,
    content_type: contentType,
    max_bytes: deps.maxBytes,
    upload_key: uploadKey,
    photo_key: `${PHOTO_KEY_PREFIX}${crewLine.ordNum}/${key}.${extension}`,
    expires_at: expiresAt,
    device_captured_at: input.deviceCapturedAt ? new Date(input.deviceCapturedAt) : null,
    device_sent_at: input.deviceSentAt ? new Date(input.deviceSentAt) : null,
  });
  const url = await deps.blobs.createUploadUrl(uploadKey, { contentType, maxBytes: deps.maxBytes });
  return { photoId: id, url, contentType, expiresAt: expiresAt.toISOString(), maxBytes: deps.maxBytes };
}

/** The detections each extension allows (file-type's names). */
const DETECTED: Record<PhotoExtension, string> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', webp: 'webp' };

/** Checks the bytes at the photo key: the refusal, or undefined when they pass. */
async function checkStored(deps: PhotoDeps, upload: PhotoRow, limit: number): Promise<AppError | undefined> {
  const info = await deps.blobs.head(upload.photo_key);
  if (!info) return uploadMissing();
  if (info.size > limit) return tooLarge(limit);
  if (info.size === 0) return badRequest(PHOTO_EMPTY);
  if (info.contentType !== upload.content_type) return mismatch();
  const detected = await fileTypeFromBuffer(
    await readHead(await deps.blobs.read(upload.photo_key), 64 * 1024),
  );
  if (detected?.ext !== DETECTED[upload.file_extension as PhotoExtension]) {
    return detected?.ext === 'heic'
      ? new AppError('unsupported_media_type', PHOTO_HEIC_NOT_ACCEPTED)
      : mismatch();
  }
  return undefined;
}

export type PhotoClaim = { kind: 'photo'; photoId: number } | { kind: 'refused'; error: AppError };

/** Turns a taken upload's bytes into a received photo, or refuses them, leaving no bytes behind. */
async function claim(deps: PhotoDeps, upload: PhotoRow): Promise<PhotoClaim> {
  const thumbnailKey = thumbnailKeyOf(upload.photo_key);
  const refuse = async (error: AppError): Promise<PhotoClaim> => {
    await markPhotoFailed(deps.db, upload.id, error.message);
    await Promise.all([upload.upload_key, upload.photo_key, thumbnailKey].map((k) => deps.blobs.delete(k)));
    return { kind: 'refused', error };
  };
  // the time the server had the whole file (before the checks, which take their own time)
  const receivedAt = new Date();
  const limit = Math.min(Number(upload.max_bytes), deps.maxBytes);
  const uploaded = await deps.blobs.head(upload.upload_key);
  if (!uploaded) return refuse(uploadMissing());
  if (uploaded.size > limit) return refuse(tooLarge(limit));
  // moved before it is checked: no link writes to the photo key, so what is checked is what is kept
  try {
    await deps.blobs.move(upload.upload_key, upload.photo_key);
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') return refuse(uploadMissing());
    throw err;
  }
  const refusal = await checkStored(deps, upload, limit);
  if (refusal) return refuse(refusal);
  let read;
  try {
    read = await readPhoto(() => deps.blobs.read(upload.photo_key));
  } catch {
    // the magic numbers said image, the decoder could not read it: damaged or not what it claims
    return refuse(new AppError('unsupported_media_type', PHOTO_UNREADABLE));
  }
  const exif = await readExifFacts(read.head);
  await deps.blobs.put(thumbnailKey, read.thumbnail, 'image/webp');
  await deps.db.transaction().execute(async (tx) => {
    await markPhotoReceived(tx, upload.id, {
      receivedAt,
      sizeBytes: read.size,
      sha256: read.sha256,
      exif,
      thumbnailKey,
    });
    await recordEvent(tx, {
      type: 'work-order.photo-added',
      vendorId: upload.vendor_id,
      actor: upload.user_id === null ? { kind: 'system' } : { kind: 'vendor-user', id: upload.user_id },
      subject: { ordNum: upload.ord_num, ocdId: upload.ocd_id, photoId: upload.id },
      data: {
        kind: upload.kind,
        sha256: read.sha256,
        sizeBytes: read.size,
        receivedAt: receivedAt.toISOString(),
      },
    });
  });
  return { kind: 'photo', photoId: upload.id };
}

/** The local store's PUT check: the bytes at `key` become a photo, or the PUT answers the refusal. */
export async function claimPhotoByKey(deps: PhotoDeps, key: string): Promise<void> {
  const upload = await findPhotoUploadByKey(deps.db, key);
  if (!upload) {
    await deps.blobs.delete(key);
    throw uploadMissing();
  }
  if (!(await takePhotoUpload(deps.db, upload.id))) {
    await deps.blobs.delete(key);
    throw new AppError('conflict', 'This upload link has already been used. Please take the photo again.');
  }
  const result = await claim(deps, upload);
  if (result.kind === 'refused') throw result.error;
}

/** With S3 (whose PUTs this server never sees), the crew line's finished uploads become photos here. */
export async function claimFinishedPhotos(deps: PhotoDeps, vendorId: number, ocdId: number): Promise<void> {
  if (deps.blobs.kind !== 's3') return;
  for (const upload of await findUnclaimedPhotoUploads(deps.db, vendorId, ocdId)) {
    if (!(await deps.blobs.head(upload.upload_key))) continue;
    if (await takePhotoUpload(deps.db, upload.id)) await claim(deps, upload);
  }
}

/** Removes the uploads never received whose links expired more than the grace before `now`. */
export async function sweepPhotoUploads(deps: PhotoDeps, now = new Date()): Promise<number> {
  let swept = 0;
  const before = new Date(now.getTime() - SWEEP_GRACE_MS);
  for (;;) {
    const expired = await findExpiredPhotoUploads(deps.db, before, SWEEP_BATCH);
    for (const upload of expired) {
      if (
        deps.blobs.kind === 's3' &&
        upload.claimed_at === null &&
        (await deps.blobs.head(upload.upload_key))
      ) {
        if ((await takePhotoUpload(deps.db, upload.id)) && (await claim(deps, upload)).kind === 'photo')
          continue;
      }
      await deps.blobs.delete(upload.upload_key);
      await deps.blobs.delete(upload.photo_key);
      // also a thumbnail written by a claim whose transaction then failed
      await deps.blobs.delete(thumbnailKeyOf(upload.photo_key));
      await deletePhotoRow(deps.db, upload.id);
      swept++;
    }
    if (expired.length < SWEEP_BATCH) return swept;
  }
}

export function startPhotoUploadSweeper(
  deps: PhotoDeps,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => void {
  return startPeriodicTask(
    'photo upload sweep',
    intervalMs,
    async () => {
      const swept = await sweepPhotoUploads(deps);
      if (swept > 0) log.info({ swept }, 'swept expired photo uploads');
    },
    log,
    deps.schema,
  );
}
