// A work order photo's evidence (issue 41 point 3, decision 115), computed from the facts stored with it:
// what is known about when and where it was taken and what is not. Pure: the same facts give the same
// evidence, so it is computed on every read (a better rule applies to old photos too) and tested alone.
// An edited photo is never refused; its evidence says what gives it away.
import { distanceMeters, type PhotoEvidence, type PhotoFinding, type PhotoPosition } from '@vp/contracts';

/** What the EXIF of the file says, as read at upload (null fields: not in the file). */
export type ExifFacts = {
  /** DateTimeOriginal, 'YYYY:MM:DD HH:MM:SS' as the camera wrote it */
  dateTimeOriginal: string | null;
  /** OffsetTimeOriginal, '+02:00' */
  offsetTimeOriginal: string | null;
  /** ModifyDate (IFD0 DateTime), when the file was last changed by whatever wrote it */
  modifyDate: string | null;
  /** OffsetTime, ModifyDate's offset */
  offsetTime: string | null;
  software: string | null;
  position: PhotoPosition | null;
};

export type PhotoFacts = {
  sha256: string;
  receivedAt: Date;
  /** the server's clock when the device asked for the upload link */
  linkRequestedAt: Date;
  deviceCapturedAt: Date | null;
  deviceSentAt: Date | null;
  /** null: the file carries no EXIF at all */
  exif: ExifFacts | null;
  /** the store's position, when the company has given one */
  store: PhotoPosition | null;
};

/** A capture this much before receipt is questioned (a photo taken on an earlier visit, or elsewhere). */
export const FAR_FROM_RECEIPT_MS = 24 * 3600 * 1000;
/** Clocks differ this much before it is worth saying (a phone's clock is set by the network). */
export const CLOCK_SKEW_NOTED_MS = 5 * 60 * 1000;
/** A capture later than receipt by more than this cannot be right (clock or offset wrong, or edited). */
const AFTER_RECEIPT_TOLERANCE_MS = 5 * 60 * 1000;
/** A modification this long after capture says the file was changed afterwards (not the save itself). */
const MODIFIED_AFTER_MS = 60 * 1000;
/** Farther than this from the store, a photo is questioned (large sites and malls fit inside). */
export const FAR_FROM_STORE_METERS = 500;
/** The widest offsets in use: a local time without offset is one of the instants within them. */
const MAX_OFFSET_MS = 14 * 3600 * 1000;

/** Editors whose name in the Software tag means the picture was reworked, not only saved by a camera. */
const EDITORS =
  /photoshop|lightroom|gimp|snapseed|picsart|vsco|pixelmator|affinity|canva|facetune|photodirector|paint\.net|luminar|darktable|capture one|acdsee|fotor|polarr|picasa/i;

const EXIF_LOCAL = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** 'YYYY:MM:DD HH:MM:SS' as ISO local text ('YYYY-MM-DDTHH:MM:SS'); null when it is not a date. */
export function exifLocalText(value: string | null): string | null {
  const m = value === null ? null : EXIF_LOCAL.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  if (y === '0000' || Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31) return null;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}`;
}

function offsetMs(offset: string | null): number | null {
  const m = offset === null ? null : OFFSET.exec(offset.trim());
  if (!m) return null;
  const ms = (Number(m[2]) * 60 + Number(m[3])) * 60_000;
  return m[1] === '-' ? -ms : ms;
}

/** The local time read as if it were UTC (the instant it names at offset +00:00), in ms. */
function localAsUtcMs(local: string): number {
  return Date.parse(`${local}Z`);
}

/** The instant a local EXIF time names at its offset, or null when either is missing. */
function exifInstant(local: string | null, offset: string | null): Date | null {
  const off = offsetMs(offset);
  if (local === null || off === null) return null;
  const ms = localAsUtcMs(local) - off;
  return Number.isFinite(ms) ? new Date(ms) : null;
}

/** '3 days', '5 hours', '12 minutes': a duration as a person says it. */
export function spoken(ms: number): string {
  const abs = Math.abs(ms);
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (abs >= 2 * 86_400_000) return unit(Math.round(abs / 86_400_000), 'day');
  if (abs >= 2 * 3_600_000) return unit(Math.round(abs / 3_600_000), 'hour');
  if (abs >= 60_000) return unit(Math.round(abs / 60_000), 'minute');
  return unit(Math.round(abs / 1000), 'second');
}

const km = (m: number) => (m >= 1000 ? `${(m / 1000).toFixed(1)} km` : `${Math.round(m)} m`);

/** The evidence of one photo from its stored facts. */
export function photoEvidence(facts: PhotoFacts): PhotoEvidence {
  const findings: PhotoFinding[] = [];
  const warn = (code: PhotoFinding['code'], text: string) =>
    findings.push({ code, severity: 'warning', text });
  const note = (code: PhotoFinding['code'], text: string) => findings.push({ code, severity: 'info', text });
  const received = facts.receivedAt.getTime();
  const exif = facts.exif;

  const local = exifLocalText(exif?.dateTimeOriginal ?? null);
  const offset =
    offsetMs(exif?.offsetTimeOriginal ?? null) === null ? null : exif!.offsetTimeOriginal!.trim();
  const captured = exifInstant(local, offset);

  if (exif === null) {
    warn(
      'no-exif',
      'The file carries no EXIF data (an edit, an export or a messaging app removes it): when and where it was taken is not known from the file.',
    );
  } else if (local === null) {
    warn('no-capture-time', 'The EXIF has no capture time.');
  } else if (captured === null) {
    note('capture-time-without-offset', `The camera's capture time ${local} has no time zone offset.`);
  }

  // how far the capture is from the receipt: exactly with an offset, within ±14 hours without
  if (local !== null) {
    const lo = captured ? captured.getTime() : localAsUtcMs(local) - MAX_OFFSET_MS;
    const hi = captured ? captured.getTime() : localAsUtcMs(local) + MAX_OFFSET_MS;
    if (lo > received + AFTER_RECEIPT_TOLERANCE_MS) {
      warn(
        'capture-after-receipt',
        'The capture time is later than when the photo was received: a clock or the file is wrong.',
      );
    } else if (received - hi > FAR_FROM_RECEIPT_MS) {
      warn(
        'capture-far-from-receipt',
        `Taken ${spoken(received - (captured?.getTime() ?? hi))} before it was received.`,
      );
    }
  }

  const software = exif?.software?.trim() || null;
  if (software && EDITORS.test(software)) warn('edited-with-software', `Saved by an editor: ${software}.`);
  else if (software) note('software', `Written by: ${software}.`);

  const modifiedLocal = exifLocalText(exif?.modifyDate ?? null);
  if (local !== null && modifiedLocal !== null) {
    // both local times of one camera: the offset cancels out unless the file says otherwise
    const modifiedAt = exifInstant(modifiedLocal, exif?.offsetTime ?? offset);
    const delta =
      captured && modifiedAt
        ? modifiedAt.getTime() - captured.getTime()
        : localAsUtcMs(modifiedLocal) - localAsUtcMs(local);
    if (delta > MODIFIED_AFTER_MS)
      warn('modified-after-capture', `Modified ${spoken(delta)} after it was taken.`);
  }

  const position = exif?.position ?? null;
  let storeDistanceMeters: number | null = null;
  if (position) {
    note('gps', `Location in the photo: ${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}.`);
    if (facts.store) {
      storeDistanceMeters = Math.round(distanceMeters(position, facts.store));
      if (storeDistanceMeters > FAR_FROM_STORE_METERS) {
        warn('far-from-store', `Taken ${km(storeDistanceMeters)} from the store.`);
      } else {
        note('near-store', `Taken ${km(storeDistanceMeters)} from the store.`);
      }
    } else {
      note('store-position-unknown', 'The store has no position on file: the distance is not checked.');
    }
  } else if (exif !== null) {
    note('no-gps', 'No location in the photo.');
  }

  // the device's clock, known from when it asked for the link
  const skewMs =
    facts.deviceSentAt === null ? null : facts.linkRequestedAt.getTime() - facts.deviceSentAt.getTime();
  if (skewMs !== null && Math.abs(skewMs) > CLOCK_SKEW_NOTED_MS) {
    note(
      'device-clock-skew',
      `The device's clock was ${spoken(skewMs)} ${skewMs > 0 ? 'behind' : 'ahead of'} the server's.`,
    );
  }
  // the device's capture time on the server's clock
  const deviceCaptured =
    facts.deviceCapturedAt === null ? null : new Date(facts.deviceCapturedAt.getTime() + (skewMs ?? 0));

  const takenAt = captured ?? deviceCaptured ?? facts.receivedAt;
  return {
    sha256: facts.sha256,
    receivedAt: facts.receivedAt.toISOString(),
    status: findings.some((f) => f.severity === 'warning') ? 'review' : 'consistent',
    takenAt: takenAt.toISOString(),
    takenAtSource: captured ? 'exif' : deviceCaptured ? 'device' : 'received',
    exif: {
      present: exif !== null,
      capturedAt: local,
      offset,
      software,
      modifiedAt: modifiedLocal,
    },
    device: {
      capturedAt: facts.deviceCapturedAt?.toISOString() ?? null,
      clockSkewSeconds: skewMs === null ? null : Math.round(skewMs / 1000),
    },
    position,
    storeDistanceMeters,
    findings,
  };
}
