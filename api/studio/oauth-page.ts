// The page Platforms' "Get url for start oauth" sends the user to: in place of a platform's consent screen, it
// completes the start at once — the channel's token becomes valid, or a new channel of the platform is added — and
// says so. A plain page of the contract API's own, with no script, so nothing of the dashboard runs on it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { splitUrl } from '../http-json.ts';
import type { StudioState } from './studio-state.ts';
import { titleOf } from '../setup/platform-catalog.ts';

export const OAUTH_PAGE_PATH = '/__contract/oauth/';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function serveOauthPage(req: IncomingMessage, res: ServerResponse, path: string, studio: StudioState): void {
  req.resume();
  const platform = path.slice(OAUTH_PAGE_PATH.length);
  const state = splitUrl(req.url).query.get('state') ?? '';
  const connected = req.method === 'GET' ? studio.completeOauth(platform, state) : undefined;
  const text = connected
    ? // The platform as people write it ("YouTube"), as every page of the dashboard names it.
      `Connected: ${connected.name} · ${titleOf(connected.platform)}. You can close this tab.`
    : 'This connection link is not valid or was already used.';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${connected ? 'Connected' : 'Not connected'}</title></head><body><p>${escape(text)}</p></body></html>`;
  res.writeHead(connected ? 200 : 400, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'",
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(html);
}
