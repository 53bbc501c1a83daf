// The authenticator's key as a QR code to scan (issue 38 point 11, decision 103), drawn here from the
// otpauth:// link by qrcode-generator (no request leaves our origin, no image fetched) as an SVG of
// dark modules: one path, so no inline style for the CSP to refuse.
import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** The dark modules of the link's QR code (error correction M), as one SVG path of unit squares. */
export function qrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (code.isDark(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
  return { size, path: parts.join('') };
}

const QUIET_ZONE = 4;

export function TotpQrCode({ uri }: { uri: string }) {
  const { size, path } = useMemo(() => qrPath(uri), [uri]);
  const box = size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label="QR code of the authenticator key: scan it with the authenticator app"
      data-testid="totp-qr-code"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      width={200}
      height={200}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
