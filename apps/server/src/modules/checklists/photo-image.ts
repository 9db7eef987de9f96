/**
 * The demo's checklist photos: small SVG pictures drawn from a photo's caption and hue, so the
 * repository holds no binary files. A real deployment would store uploaded files instead.
 */
const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function photoSvg(photo: { caption: string; hue: number; fileName: string }): string {
  const hue = ((Math.trunc(photo.hue) % 360) + 360) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},55%,72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},45%,42%)"/>
</linearGradient></defs>
<rect width="480" height="320" fill="url(#g)"/>
<rect x="40" y="150" width="400" height="120" rx="8" fill="hsl(${hue},30%,92%)" opacity="0.85"/>
<rect x="70" y="60" width="120" height="90" rx="6" fill="hsl(${hue},35%,30%)" opacity="0.6"/>
<rect x="290" y="40" width="150" height="110" rx="6" fill="hsl(${(hue + 180) % 360},35%,35%)" opacity="0.5"/>
<text x="240" y="205" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#222">${escapeXml(photo.caption)}</text>
<text x="240" y="240" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#444">${escapeXml(photo.fileName)}</text>
</svg>`;
}
