import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhotoEvidence } from '@vp/contracts';
import { PhotoCaption } from './photo-caption.tsx';

afterEach(cleanup);

const bare: PhotoEvidence = {
  sha256: 'b'.repeat(64),
  receivedAt: '2026-11-29T15:20:00.000Z',
  status: 'review',
  takenAt: '2026-11-29T15:20:00.000Z',
  takenAtSource: 'received',
  exif: { present: false, capturedAt: null, offset: null, software: null, modifiedAt: null },
  device: { capturedAt: null, clockSkewSeconds: null },
  position: null,
  storeDistanceMeters: null,
  findings: [{ code: 'no-exif', severity: 'warning', text: 'The file carries no EXIF data.' }],
};

describe('PhotoCaption', () => {
  it('says what is not known: received time, no location, the warning', () => {
    render(<PhotoCaption evidence={bare} label="After" />);
    expect(screen.getByText('After')).toBeTruthy();
    expect(screen.getByText(/^Received \d\d\/\d\d\/2026/)).toBeTruthy();
    expect(screen.getByText('No location')).toBeTruthy();
    expect(screen.getByText('Check the evidence: The file carries no EXIF data.')).toBeTruthy();
  });

  it('shows the camera time and the place, and no warning line when there is none', () => {
    const camera: PhotoEvidence = {
      ...bare,
      status: 'consistent',
      takenAtSource: 'exif',
      position: { latitude: 42.6526, longitude: -73.7562 },
      findings: [{ code: 'gps', severity: 'info', text: 'Location in the photo.' }],
    };
    render(<PhotoCaption evidence={camera} />);
    expect(screen.getByText(/^Taken /)).toBeTruthy();
    expect(screen.getByText('42.65260, -73.75620')).toBeTruthy();
    expect(screen.queryByText(/Check the evidence/)).toBeNull();
  });
});
