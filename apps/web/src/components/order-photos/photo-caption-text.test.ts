import { describe, expect, it } from 'vitest';
import type { PhotoEvidence } from '@vp/contracts';
import { NO_LOCATION, photoPlaceText, photoTimeText, photoWarningsText } from './photo-caption-text.ts';

const evidence: PhotoEvidence = {
  sha256: 'a'.repeat(64),
  receivedAt: '2026-11-29T15:20:00.000Z',
  status: 'consistent',
  takenAt: '2026-11-29T15:15:00.000Z',
  takenAtSource: 'exif',
  exif: {
    present: true,
    capturedAt: '2026-11-29T10:15:00',
    offset: '-05:00',
    software: null,
    modifiedAt: null,
  },
  device: { capturedAt: null, clockSkewSeconds: null },
  position: { latitude: 42.652601, longitude: -73.756201 },
  storeDistanceMeters: null,
  findings: [],
};

describe('photo caption', () => {
  it('says where the time comes from', () => {
    expect(photoTimeText(evidence)).toMatch(/^Taken \d\d\/\d\d\/2026 \d\d:\d\d [AP]M$/);
    expect(photoTimeText({ ...evidence, takenAtSource: 'device' })).toMatch(/\(device clock\)$/);
    expect(photoTimeText({ ...evidence, takenAtSource: 'received' })).toMatch(/^Received /);
  });
  it('gives the place or says there is none', () => {
    expect(photoPlaceText(evidence)).toBe('42.65260, -73.75620');
    expect(photoPlaceText({ ...evidence, storeDistanceMeters: 1530 })).toBe(
      '42.65260, -73.75620 (1.5 km from the store)',
    );
    expect(photoPlaceText({ ...evidence, position: null })).toBe(NO_LOCATION);
  });
  it('joins the warnings only', () => {
    expect(photoWarningsText(evidence)).toBe('');
    const findings = [
      { code: 'no-exif' as const, severity: 'warning' as const, text: 'No EXIF.' },
      { code: 'no-gps' as const, severity: 'info' as const, text: 'No location.' },
    ];
    expect(photoWarningsText({ ...evidence, findings })).toBe('No EXIF.');
  });
});
