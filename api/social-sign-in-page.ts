// The demo's stand-in for a provider's consent screen: a plain page of the contract API's own, with no script, one per
// provider, asking whether to sign in to the demo. Allow and Deny go to the provider's callback on the service
// (social-sign-in-routes.ts), which sends the browser back to the dashboard. A start that is unknown, expired or
// used gets a page that says so.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Accounts } from './accounts.ts';
import { splitUrl } from './http-json.ts';
import { PROVIDERS, type Provider, type SocialSignIns } from './social-sign-in.ts';

export const SIGN_IN_PAGE_PATH = '/__contract/sign-in/';
/** The provider's page's other choice for a sign-in: the second account, as a provider's account chooser offers. */
export const ANOTHER_ACCOUNT = 'allow-second';

const NAMES: Record<Provider, string> = { google: 'Google', vk: 'VK', 'vk-id': 'VK ID', telegram: 'Telegram' };

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Where the provider sends the person back, and what it sends besides the start's key. */
function callbackForm(provider: Provider, state: string, person: { userId: number; firstName: string }): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`;
  if (provider === 'telegram')
    return (
      `<form method="get" action="/method/auth/auth-telegram">` +
      hidden('auth_date', String(Math.floor(Date.now() / 1000))) +
      hidden('id', String(person.userId)) +
      hidden('first_name', person.firstName) +
      hidden('app', 'site') +
      hidden('hash', state)
    );
  return `<form method="get" action="/method/auth/callback/${provider}">${hidden('state', state)}`;
}

export function serveSignInPage(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  signIns: SocialSignIns,
  accounts: Accounts,
): void {
  req.resume();
  const provider = PROVIDERS.find((each) => each === path.slice(SIGN_IN_PAGE_PATH.length));
  const state = splitUrl(req.url).query.get('state') ?? '';
  const start = provider && req.method === 'GET' ? signIns.pending(state) : undefined;
  const ok = provider !== undefined && start !== undefined && start.provider === provider;
  const person = accounts.byKey('demo');
  const name = `${person.firstName} ${person.lastName}`;
  const other = accounts.byKey('second');
  // Telegram's callback carries the person itself, so it has no chooser here.
  const chooser =
    start?.purpose.kind === 'sign-in' && provider !== 'telegram'
      ? ` <button type="submit" name="grant" value="${ANOTHER_ACCOUNT}">Another account: ${escape(`${other.firstName} ${other.lastName}`)}</button>`
      : '';
  const what =
    start?.purpose.kind === 'link' ? `Link ${NAMES[provider!]} to ${name}?` : `Sign in to the demo as ${name}?`;
  const body = ok
    ? `<h1>${escape(NAMES[provider])}</h1><p>${escape(what)}</p>${callbackForm(provider, state, person)}` +
      '<button type="submit" name="grant" value="allow">Allow</button> ' +
      `<button type="submit" name="grant" value="deny">Deny</button>${chooser}</form>`
    : '<p>This sign-in link is not valid, has expired or was already used.</p>';
  const title = ok ? `${NAMES[provider]}: sign in` : 'Not valid';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title></head><body>${body}</body></html>`;
  res.writeHead(ok ? 200 : 400, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // No script, no style, no frame; its form may go where the callback leads (the dashboard may be elsewhere).
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(html);
}
