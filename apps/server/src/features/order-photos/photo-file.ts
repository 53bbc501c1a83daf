// One pass over a stored photo's bytes (decision 115): its SHA-256, its head (where the EXIF is) and a
// 320 px WebP thumbnail, read from the blob store as a stream, so that a 25 MB photo is never held
// whole in this process. sharp's settings bound the memory of the decoding (the benchmark
// bench/photos.bench.ts measures it): no operation cache (each photo is decoded once, a cache only
// keeps memory), one libvips thread per image (the machine's cores serve requests too), and at most
// THUMBNAILS_AT_ONCE photos decoded at a time in this process, the others waiting their turn. sharp
// (libvips, about 22 MB of RSS once loaded) is loaded with the first photo, not with every process.
import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import exifr from 'exifr';
import type { Sharp, SharpOptions } from 'sharp';
import { PHOTO_THUMBNAIL_SIZE } from '@vp/contracts';
import type { ExifFacts } from '../../domain/photo-evidence/photo-evidence.ts';

type SharpFactory = (options?: SharpOptions) => Sharp;
let loaded: Promise<SharpFactory> | undefined;

/** sharp, loaded once and set up for bounded memory. */
function loadSharp(): Promise<SharpFactory> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

/** Photos decoded at once by this process: each holds its decoder's buffers (tens of MB for 12 MP). */
export const THUMBNAILS_AT_ONCE = 2;
/** The EXIF of a JPEG is in its first APP1 segment (at most 64 KB); PNG's eXIf chunk sits before the image. */
const EXIF_HEAD_BYTES = 256 * 1024;
/** Refuse images larger than this many pixels before decoding them (a 100 MP decompression bomb). */
const MAX_INPUT_PIXELS = 100_000_000;

let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= THUMBNAILS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // hand the slot straight to the next one waiting, or free it
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export type PhotoRead = { sha256: string; size: number; head: Buffer; thumbnail: Buffer };

/** Hashes the photo, keeps its head and makes its thumbnail, in one read of `body`. Throws if sharp cannot read it. */
export function readPhoto(open: () => Promise<Readable>): Promise<PhotoRead> {
  return inTurn(async () => {
    const hash = createHash('sha256');
    const headChunks: Buffer[] = [];
    let headSize = 0;
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        if (headSize < EXIF_HEAD_BYTES) {
          headChunks.push(chunk);
          headSize += chunk.length;
        }
        done(null, chunk);
      },
    });
    const sharp = await loadSharp();
    const resize = sharp({ limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true, failOn: 'error' })
      // turned as the camera says (EXIF Orientation), so the thumbnail stands as the photo is seen
      .rotate()
      .resize(PHOTO_THUMBNAIL_SIZE, PHOTO_THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 });
    // the thumbnail carries no metadata (sharp strips it): no GPS leaves through it
    const [thumbnail] = await Promise.all([resize.toBuffer(), pipeline(await open(), tap, resize)]);
    return {
      sha256: hash.digest('hex'),
      size,
      head: Buffer.concat(headChunks).subarray(0, EXIF_HEAD_BYTES),
      thumbnail,
    };
  });
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;

/** The EXIF facts the evidence needs, from the file's head; null when it carries no EXIF. */
export async function readExifFacts(head: Buffer): Promise<ExifFacts | null> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(head, {
      // IFD0 (Software, ModifyDate), EXIF (capture time and offset) and GPS are read by default;
      // only the camera's blocks: a PNG's header or an ICC profile is not EXIF
      ihdr: false,
      icc: false,
      iptc: false,
      xmp: false,
      jfif: false,
      // raw values: a revived date would be read in this server's time zone, not the camera's
      reviveValues: false,
      translateValues: false,
      mergeOutput: true,
    });
  } catch {
    // a damaged EXIF block is as good as none: the evidence says it is not known
    return null;
  }
  if (!tags || Object.keys(tags).length === 0) return null;
  const lat = tags.latitude;
  const lon = tags.longitude;
  const position =
    typeof lat === 'number' &&
    typeof lon === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    !(lat === 0 && lon === 0)
      ? { latitude: lat, longitude: lon }
      : null;
  return {
    dateTimeOriginal: text(tags.DateTimeOriginal),
    offsetTimeOriginal: text(tags.OffsetTimeOriginal),
    modifyDate: text(tags.ModifyDate),
    offsetTime: text(tags.OffsetTime),
    software: text(tags.Software),
    position,
  };
}
