// A video's preview picture as the demo's storage serves it: a 16:9 gradient of the video's own hue with a play mark,
// drawn from its id alone (no text: a picture says nothing a page must translate), so a library of them looks like
// one of thumbnails without keeping any.

/** The hue of a video's preview, spread round the wheel by its id so neighbours differ. */
const hueOf = (of: 'media' | 'video', id: number) => (((id * 137 + (of === 'media' ? 60 : 0)) % 360) + 360) % 360;

export function previewSvg(of: 'media' | 'video', id: number): string {
  const hue = hueOf(of, id);
  const other = (hue + 40) % 360;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 60% 42%)"/><stop offset="1" stop-color="hsl(${other} 55% 22%)"/>`,
    '</linearGradient></defs>',
    '<rect width="320" height="180" fill="url(#g)"/>',
    `<circle cx="${60 + (id % 5) * 50}" cy="${40 + (id % 3) * 45}" r="70" fill="hsl(${other} 70% 60%)" opacity="0.18"/>`,
    '<circle cx="160" cy="90" r="30" fill="#000" opacity="0.35"/>',
    '<path d="M150 74 L176 90 L150 106 Z" fill="#fff"/>',
    '</svg>',
  ].join('');
}
