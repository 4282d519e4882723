// The page Platforms' "Get url for start oauth" sends the user to: in place of a platform's consent screen, it
// completes the start at once — a returning account's destination is signed in again, or a new one of the platform is
// added (api/setup/platform-connect.ts) — and says which, naming it. A plain page of the contract API's own, with no script, so nothing of the dashboard runs on it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { splitUrl } from '../http-json.ts';
import type { DemoState } from '../demo-state.ts';
import { completeConnect, connectedLabel } from '../setup/platform-connect.ts';

export const OAUTH_PAGE_PATH = '/__contract/oauth/';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function serveOauthPage(req: IncomingMessage, res: ServerResponse, path: string, state: DemoState): void {
  req.resume();
  const platform = path.slice(OAUTH_PAGE_PATH.length);
  const oauthState = splitUrl(req.url).query.get('state') ?? '';
  const connected = req.method === 'GET' ? completeConnect(state, platform, oauthState) : undefined;
  // Named as every page of the dashboard names it, the platform as people write it ("demo_streamer · Twitch").
  const title = connected ? (connected.again ? 'Signed in again' : 'Added') : 'Not connected';
  const text = connected
    ? `${title}: ${connectedLabel(connected.destination)}. You can close this tab.`
    : 'This connection link is not valid or was already used.';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><p>${escape(text)}</p></body></html>`;
  res.writeHead(connected ? 200 : 400, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'",
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(html);
}
