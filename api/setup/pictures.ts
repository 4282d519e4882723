// The demo's pictures: a platform's icon, an account's avatar, a community's photo — a few letters on a colour, drawn
// as SVG by the contract API itself, so every picture it names loads from where the service is reached (the
// dashboard's own origin under `npm start` and `npm run preview`) and no address of the demo leads elsewhere.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const PICTURES_PATH = '/__contract/pictures/';

/** `YT-0.svg`: one to three capital letters or digits, a hue from 0 to 359. */
const NAME = /^([A-Z0-9]{1,3})-(\d{1,3})\.svg$/;

/** Where a picture of these letters on this hue is, on the service's own origin. */
export function pictureUrl(origin: string, letters: string, hue: number): string {
  return `${origin}${PICTURES_PATH}${letters}-${hue % 360}.svg`;
}

function svgOf(letters: string, hue: number): string {
  const size = letters.length > 2 ? 20 : 26;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="hsl(${hue} 62% 38%)"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" ` +
    `font-size="${size}" fill="#fff">${letters}</text></svg>`
  );
}

/** Answers a picture's address; a name of another form is 404 (the letters are checked, so nothing else is drawn). */
export function servePicture(req: IncomingMessage, res: ServerResponse, path: string): void {
  req.resume();
  const match = NAME.exec(path.slice(PICTURES_PATH.length));
  const hue = Number(match?.[2]);
  if (!match || hue > 359 || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Not found');
    return;
  }
  const body = svgOf(match[1]!, hue);
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Content-Length': Buffer.byteLength(body),
    // The same name always draws the same picture.
    'Cache-Control': 'public, max-age=86400, immutable',
    // Shown by an <img> of a dashboard on another origin too; as a document, it runs nothing.
    'Access-Control-Allow-Origin': '*',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
