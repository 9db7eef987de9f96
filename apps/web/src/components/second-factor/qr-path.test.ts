import { describe, expect, it } from 'vitest';
import { qrPath, qrPixels } from './qr-path';

describe('a QR code as an SVG path', () => {
  it('draws one unit square at each dark module, and nothing at a light one', () => {
    const modules = [
      [true, false],
      [false, true],
    ];
    expect(qrPath(modules)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
    expect(qrPath([[false]])).toBe('');
  });

  it('draws every module the same whole number of pixels wide', () => {
    expect(qrPixels(53, 200)).toBe(159);
    expect(qrPixels(29, 200)).toBe(174);
    // Never smaller than two pixels a module, which a phone still reads.
    expect(qrPixels(177, 200)).toBe(354);
  });
});
