/**
 * A QR code's dark modules as one SVG path of unit squares, for an inline <svg> whose viewBox is
 * the code's size in modules (the content policy allows no data: address for an image of it).
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const squares: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return squares.join('');
}

/** Whole pixels a module, so that every module draws the same size: as near `target` as fits. */
export function qrPixels(modules: number, target: number): number {
  return modules * Math.max(2, Math.floor(target / modules));
}
