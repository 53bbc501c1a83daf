// The words under a photo (issue 41 point 3): when it was taken and where, as far as its evidence knows,
// and whether something in the evidence asks for a second look. Shared by the vendor's Photos section
// and the staff console's work order page.
import type { PhotoEvidence } from '@vp/contracts';
import { formatDateTime } from '../../lib/format.ts';

export const NO_LOCATION = 'No location';
export const CHECK_EVIDENCE = 'Check the evidence';

/** 'Taken 11/29/2026 10:15 AM', or where the time comes from when it is not the camera's. */
export function photoTimeText(evidence: PhotoEvidence): string {
  const at = formatDateTime(evidence.takenAt ?? evidence.receivedAt);
  if (evidence.takenAtSource === 'exif') return `Taken ${at}`;
  if (evidence.takenAtSource === 'device') return `Taken ${at} (device clock)`;
  return `Received ${at}`;
}

/** '42.65265, -73.75620', with the distance from the store when known; 'No location' without GPS. */
export function photoPlaceText(evidence: PhotoEvidence): string {
  const position = evidence.position;
  if (!position) return NO_LOCATION;
  const place = `${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}`;
  const distance = evidence.storeDistanceMeters;
  if (distance === null) return place;
  return `${place} (${distance >= 1000 ? `${(distance / 1000).toFixed(1)} km` : `${distance} m`} from the store)`;
}

/** The warnings of the evidence, one line each ('' when there are none). */
export function photoWarningsText(evidence: PhotoEvidence): string {
  return evidence.findings
    .filter((f) => f.severity === 'warning')
    .map((f) => f.text)
    .join(' ');
}
