// What a work order photo's evidence says (issue 41 point 3, decision 115): what is known about when and
// where it was taken, from the file's EXIF, the device's clock and the server's, and what is not. The
// server computes it on every read from the stored facts (domain/photo-evidence); every surface shows
// the same shape.
import { z } from 'zod';

export const PHOTO_FINDING_CODES = [
  'no-exif',
  'no-capture-time',
  'capture-time-without-offset',
  'capture-far-from-receipt',
  'capture-after-receipt',
  'edited-with-software',
  'software',
  'modified-after-capture',
  'gps',
  'no-gps',
  'far-from-store',
  'near-store',
  'store-position-unknown',
  'device-clock-skew',
] as const;
export type PhotoFindingCode = (typeof PHOTO_FINDING_CODES)[number];

/** One statement of the evidence: a warning is a reason for the company to look twice. */
export const photoFindingSchema = z.object({
  code: z.enum(PHOTO_FINDING_CODES),
  severity: z.enum(['info', 'warning']),
  text: z.string(),
});
export type PhotoFinding = z.infer<typeof photoFindingSchema>;

export const photoPositionSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type PhotoPosition = z.infer<typeof photoPositionSchema>;

export const photoEvidenceSchema = z.object({
  /** the file's SHA-256, hex */
  sha256: z.string(),
  /** when the server had the whole file (ISO 8601, UTC) */
  receivedAt: z.string(),
  /** 'consistent': nothing to question; 'review': at least one warning */
  status: z.enum(['consistent', 'review']),
  /** the best known capture instant, and where it comes from */
  takenAt: z.string().nullable(),
  takenAtSource: z.enum(['exif', 'device', 'received']),
  exif: z.object({
    present: z.boolean(),
    /** DateTimeOriginal as the camera wrote it ('2026-11-29T10:15:00', its local time) */
    capturedAt: z.string().nullable(),
    /** OffsetTimeOriginal ('-05:00') when the camera wrote one */
    offset: z.string().nullable(),
    software: z.string().nullable(),
    modifiedAt: z.string().nullable(),
  }),
  device: z.object({
    /** the file's capture (lastModified) time as the device's clock had it */
    capturedAt: z.string().nullable(),
    /** the server's clock minus the device's when the upload was asked for, in seconds */
    clockSkewSeconds: z.number().nullable(),
  }),
  /** the GPS position in the EXIF */
  position: photoPositionSchema.nullable(),
  /** metres from the store, when both positions are known */
  storeDistanceMeters: z.number().nullable(),
  findings: z.array(photoFindingSchema),
});
export type PhotoEvidence = z.infer<typeof photoEvidenceSchema>;
