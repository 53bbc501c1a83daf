// The evidence of a photo from its facts (decision 115): each thing known and not known said once, and
// warnings only where the company should look twice.
import { describe, expect, it } from 'vitest';
import { distanceMeters } from '@vp/contracts';
import { photoEvidence, type ExifFacts, type PhotoFacts } from './photo-evidence.ts';

const received = new Date('2026-11-29T15:20:00Z');
const camera: ExifFacts = {
  dateTimeOriginal: '2026:11:29 10:15:00',
  offsetTimeOriginal: '-05:00',
  modifyDate: '2026:11:29 10:15:00',
  offsetTime: '-05:00',
  software: null,
  position: { latitude: 42.6526, longitude: -73.7562 },
};
const facts = (over: Partial<PhotoFacts> = {}): PhotoFacts => ({
  sha256: 'a'.repeat(64),
  receivedAt: received,
  linkRequestedAt: new Date('2026-11-29T15:19:58Z'),
  deviceCapturedAt: null,
  deviceSentAt: null,
  exif: camera,
  store: null,
  ...over,
});
const codes = (f: PhotoFacts) => photoEvidence(f).findings.map((x) => x.code);

describe('photoEvidence', () => {
  it('a camera original: the EXIF time with its offset, the place, nothing to question', () => {
    const evidence = photoEvidence(facts());
    expect(evidence.status).toBe('consistent');
    expect(evidence.takenAt).toBe('2026-11-29T15:15:00.000Z');
    expect(evidence.takenAtSource).toBe('exif');
    expect(evidence.exif).toEqual({
      present: true,
      capturedAt: '2026-11-29T10:15:00',
      offset: '-05:00',
      software: null,
      modifiedAt: '2026-11-29T10:15:00',
    });
    expect(evidence.position).toEqual(camera.position);
    expect(codes(facts())).toEqual(['gps', 'store-position-unknown']);
  });

  it('no EXIF at all: a warning, and the time is the device capture time on the server clock', () => {
    const f = facts({
      exif: null,
      deviceCapturedAt: new Date('2026-11-29T15:00:00Z'),
      // the device clock was 10 minutes behind the server
      deviceSentAt: new Date('2026-11-29T15:09:58Z'),
    });
    const evidence = photoEvidence(f);
    expect(evidence.status).toBe('review');
    expect(codes(f)).toEqual(['no-exif', 'device-clock-skew']);
    expect(evidence.takenAtSource).toBe('device');
    expect(evidence.takenAt).toBe('2026-11-29T15:10:00.000Z');
    expect(evidence.device.clockSkewSeconds).toBe(600);
    expect(evidence.findings[1]!.text).toBe("The device's clock was 10 minutes behind the server's.");
    expect(evidence.position).toBeNull();
  });

  it('neither EXIF nor device time: the receipt time', () => {
    const evidence = photoEvidence(facts({ exif: null }));
    expect(evidence.takenAtSource).toBe('received');
    expect(evidence.takenAt).toBe(received.toISOString());
  });

  it('EXIF without a capture time, and without an offset', () => {
    expect(codes(facts({ exif: { ...camera, dateTimeOriginal: null } }))).toContain('no-capture-time');
    const noOffset = facts({ exif: { ...camera, offsetTimeOriginal: null, offsetTime: null } });
    expect(codes(noOffset)).toContain('capture-time-without-offset');
    expect(photoEvidence(noOffset).status).toBe('consistent');
    expect(photoEvidence(noOffset).takenAtSource).toBe('received');
  });

  it('taken long before it was received, or after', () => {
    const old = facts({ exif: { ...camera, dateTimeOriginal: '2026:11:20 10:15:00', modifyDate: null } });
    expect(codes(old)).toContain('capture-far-from-receipt');
    expect(photoEvidence(old).findings[0]!.text).toBe('Taken 9 days before it was received.');
    const future = facts({ exif: { ...camera, dateTimeOriginal: '2026:11:30 10:15:00', modifyDate: null } });
    expect(codes(future)).toContain('capture-after-receipt');
    // without an offset, only what no time zone can explain counts
    const local = { ...camera, offsetTimeOriginal: null, offsetTime: null, modifyDate: null };
    expect(codes(facts({ exif: { ...local, dateTimeOriginal: '2026:11:29 23:00:00' } }))).not.toContain(
      'capture-after-receipt',
    );
    expect(codes(facts({ exif: { ...local, dateTimeOriginal: '2026:11:27 10:00:00' } }))).toContain(
      'capture-far-from-receipt',
    );
  });

  it('an edited photo is kept and says so: the editor, the modification after capture', () => {
    const edited = facts({
      exif: { ...camera, software: 'Adobe Photoshop 25.0 (Windows)', modifyDate: '2026:11:29 11:40:00' },
    });
    const evidence = photoEvidence(edited);
    expect(evidence.status).toBe('review');
    expect(codes(edited)).toEqual([
      'edited-with-software',
      'modified-after-capture',
      'gps',
      'store-position-unknown',
    ]);
    expect(evidence.findings[1]!.text).toBe('Modified 85 minutes after it was taken.');
    // a camera's own firmware in the Software tag is only noted
    const phone = facts({ exif: { ...camera, software: '17.1.2' } });
    expect(codes(phone)).toContain('software');
    expect(photoEvidence(phone).status).toBe('consistent');
  });

  it('no GPS, GPS near the store, GPS far from it', () => {
    expect(codes(facts({ exif: { ...camera, position: null } }))).toContain('no-gps');
    const store = { latitude: 42.6527, longitude: -73.7563 };
    const near = photoEvidence(facts({ store }));
    expect(near.storeDistanceMeters).toBeLessThan(20);
    expect(near.findings.map((f) => f.code)).toContain('near-store');
    const far = photoEvidence(facts({ store: { latitude: 42.75, longitude: -73.8 } }));
    expect(far.status).toBe('review');
    expect(far.findings.map((f) => f.code)).toContain('far-from-store');
  });

  it('distanceMeters: a degree of latitude is about 111 km', () => {
    expect(
      Math.round(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }) / 1000),
    ).toBe(111);
  });
});
