/**
 * A QR code drawn as an inline SVG of its modules (uqr encodes it), black on white whatever the
 * colour scheme, as authenticator apps scan it from the screen.
 */
import { useMemo } from 'react';
import { encode } from 'uqr';
import { qrPath, qrPixels } from './qr-path';

interface QrCodeProps {
  value: string;
  /** What the code holds, for screen readers. */
  label: string;
  /** About how wide it draws, in pixels. */
  size?: number;
}

export function QrCode({ value, label, size = 240 }: QrCodeProps) {
  const code = useMemo(() => encode(value, { ecc: 'M', border: 2 }), [value]);
  const pixels = qrPixels(code.size, size);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${code.size} ${code.size}`}
      width={pixels}
      height={pixels}
      shapeRendering="crispEdges"
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={qrPath(code.data)} fill="#000" />
    </svg>
  );
}
