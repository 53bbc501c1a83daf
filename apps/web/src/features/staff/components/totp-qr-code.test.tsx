// The enrolment's QR code (issue 38 point 11): drawn in the page from the otpauth:// link, a real QR
// symbol (its three finder patterns in place, a size of 21 + 4k modules), as an image with a name.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { qrPath, TotpQrCode } from './totp-qr-code.tsx';

const URI =
  'otpauth://totp/Acme%20Facilities:pat%40acme.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Acme%20Facilities';

/** The dark modules a path draws, as "col,row". */
const darkOf = (path: string) =>
  new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));

describe('the TOTP QR code', () => {
  it('is a QR symbol of the link: 21 + 4k modules with the three finder patterns', () => {
    const { size, path } = qrPath(URI);
    expect((size - 21) % 4).toBe(0);
    expect(size).toBeGreaterThan(21);
    const dark = darkOf(path);
    for (const [left, top] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      for (let i = 0; i < 7; i++) {
        // the finder's dark ring and its dark 3 x 3 middle, the light ring between
        expect(dark.has(`${left + i},${top}`)).toBe(true);
        expect(dark.has(`${left + i},${top + 6}`)).toBe(true);
        expect(dark.has(`${left},${top + i}`)).toBe(true);
        expect(dark.has(`${left + 6},${top + i}`)).toBe(true);
      }
      expect(dark.has(`${left + 1},${top + 1}`)).toBe(false);
      expect(dark.has(`${left + 3},${top + 3}`)).toBe(true);
    }
    // another link, another symbol
    expect(qrPath(URI.replace('JBSW', 'KBSW')).path).not.toBe(path);
  });

  it('shows as a named image drawn in the page', () => {
    render(<TotpQrCode uri={URI} />);
    const image = screen.getByRole('img', { name: /QR code of the authenticator key/ });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelector('path')?.getAttribute('d')).toBe(qrPath(URI).path);
    expect(image.querySelector('image, use, foreignObject')).toBeNull();
  });
});
