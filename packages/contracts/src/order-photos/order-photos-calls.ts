// Photos of a crew line's work (issue 41 point 3, decision 115): a vendor's user takes a photo with the
// phone on the work order's page, marked before, after or other; the server keeps the file through a
// signed upload link, its SHA-256, the times (received, device, EXIF) and GPS position, a 320 px WebP
// thumbnail, and the evidence built from them. The company reads them through the provider API and the
// staff console. Not in the spec.
import { z } from 'zod';
import { allow } from '../platform/access.ts';
import { defineCall } from '../platform/api-call.ts';
import { photoEvidenceSchema } from './photo-evidence.ts';

export const PHOTO_KINDS = ['before', 'after', 'other'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const photoKindSchema = z.enum(PHOTO_KINDS);

/** The kinds of image accepted, by extension, with the type each is stored and served with. */
export const PHOTO_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type PhotoExtension = keyof typeof PHOTO_CONTENT_TYPES;
/** the thumbnails' longest side, in pixels */
export const PHOTO_THUMBNAIL_SIZE = 320;
/** at most this many photos on one crew line */
export const MAX_PHOTOS_PER_CREW_LINE = 200;

export const PHOTO_KIND_NOT_ACCEPTED = 'Only photos in JPEG, PNG or WebP format can be added.';
export const PHOTO_HEIC_NOT_ACCEPTED =
  'HEIC photos cannot be read here yet. On an iPhone choose Settings > Camera > Formats > Most Compatible, or share the photo as JPEG, and try again.';
export const PHOTO_CONTENT_MISMATCH =
  'This file is not the image its name says. Please take the photo again.';
export const PHOTO_UNREADABLE = 'This photo could not be read. Please take it again.';
export const PHOTO_EMPTY = 'The photo is empty.';
export const PHOTO_NOT_FOUND = 'The photo was not found.';
export const PHOTO_DELETED = 'Photo deleted.';
export const PHOTO_CREW_LINE_COMPLETED = 'The work order is completed: its photos can no longer be changed.';
export const PHOTO_NOT_YOURS = 'Only the person who took this photo can delete it.';
export const PHOTO_LIMIT_REACHED = `A work order can hold at most ${MAX_PHOTOS_PER_CREW_LINE} photos.`;
export const photoTooLarge = (maxBytes: number) =>
  `The photo is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB.`;

const ocdIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** An instant from the device's clock, ISO 8601 with its offset or Z. */
const deviceInstant = z.iso.datetime({ offset: true });

export const createPhotoUploadRequest = z
  .object({
    ocdId: z.number().int().positive().max(2_147_483_647),
    kind: photoKindSchema,
    fileName: z.string().max(1000),
    fileSize: z.number().int().nonnegative().optional(),
    /** the file's lastModified on the device (a camera capture: when it was taken) */
    deviceCapturedAt: deviceInstant.optional(),
    /** the device's clock when it asked for the link: the server learns the device's clock skew */
    deviceSentAt: deviceInstant.optional(),
  })
  .strict();
export type CreatePhotoUploadRequest = z.input<typeof createPhotoUploadRequest>;

/**
 * Step 2: PUT the bytes to `url` with Content-Type exactly `contentType` before `expiresAt`. The local
 * store answers 200 once the photo, its thumbnail and its evidence are stored, else 4xx with the reason.
 */
export const createPhotoUploadResponse = z.object({
  photoId: z.number().int(),
  url: z.string(),
  contentType: z.string(),
  expiresAt: z.string(),
  maxBytes: z.number().int(),
});
export type CreatePhotoUploadResponse = z.infer<typeof createPhotoUploadResponse>;

/** POST /api/work-order-photos: step 1 of a photo of one of the vendor's crew lines. */
export const createPhotoUploadCall = defineCall({
  id: 'create-work-order-photo',
  method: 'POST',
  path: '/api/work-order-photos',
  body: createPhotoUploadRequest,
  response: createPhotoUploadResponse,
  access: allow.vendor('work-orders:edit'),
  summary: 'Step 1 of a photo of a crew line (before, after or other): a signed upload link',
});

/** A stored photo as every surface shows it. */
export const orderPhotoSchema = z.object({
  id: z.number().int(),
  ocdId: z.number().int(),
  ordNum: z.number().int(),
  kind: photoKindSchema,
  fileName: z.string(),
  sizeBytes: z.number().int(),
  takenBy: z.string(),
  /** signed, expiring links (the blob store's downloads) */
  thumbnailUrl: z.string(),
  photoUrl: z.string(),
  evidence: photoEvidenceSchema,
});
export type OrderPhoto = z.infer<typeof orderPhotoSchema>;

export const vendorOrderPhotoSchema = orderPhotoSchema.extend({
  /** the signed-in user may delete it (their own, or any for a user who reaches all work orders) */
  canDelete: z.boolean(),
});
export type VendorOrderPhoto = z.infer<typeof vendorOrderPhotoSchema>;

export const crewLinePhotosParams = z.object({ ocdId: ocdIdSchema });
export const crewLinePhotosResponse = z.object({
  ocdId: z.number().int(),
  /** the crew line is Completed: its photos can no longer change */
  locked: z.boolean(),
  items: z.array(vendorOrderPhotoSchema),
});
export type CrewLinePhotosResponse = z.infer<typeof crewLinePhotosResponse>;

/** GET /api/work-order-photos/:ocdId: the crew line's photos, oldest first, with thumbnails and evidence. */
export const crewLinePhotosCall = defineCall({
  id: 'work-order-photos',
  method: 'GET',
  path: '/api/work-order-photos/:ocdId',
  params: crewLinePhotosParams,
  response: crewLinePhotosResponse,
  access: allow.vendor('work-orders'),
  summary: "A crew line's photos with their thumbnails and evidence",
});

export const deletePhotoParams = z.object({ photoId: ocdIdSchema });
/** DELETE /api/work-order-photos/photo/:photoId: removes a photo while its crew line is not Completed. */
export const deletePhotoCall = defineCall({
  id: 'delete-work-order-photo',
  method: 'DELETE',
  path: '/api/work-order-photos/photo/:photoId',
  params: deletePhotoParams,
  response: z.object({ success: z.literal(true), message: z.string() }),
  access: allow.vendor('work-orders:edit'),
  summary: 'Deletes a photo of a crew line that is not Completed',
});
