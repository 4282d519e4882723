import { RequestNotSentError } from './errors.ts';
import { TRAILING_SLASHES } from '../trailing-slashes.ts';

/**
 * Joins an operation's path to the API base URL, and refuses any path whose normalised form would leave the base
 * URL's path (`https://example.com/relay-api` + `/method/../../admin`), since the request would carry the session's
 * token. Dot segments are refused outright, written plainly or percent-encoded (`%2e%2e`, `.%2E`), and so are
 * backslashes (the URL parser reads `\` as `/`) and encoded slashes, which many servers decode before routing.
 * Joined as text, not resolved: a path like `//elsewhere.example/x` stays under the base URL's origin.
 */
export function serviceUrl(base: string, path: string): URL {
  const refuse = () => new RequestNotSentError('path-outside-service', path);
  if (!path.startsWith('/') || /[\\?#]|%5c|%2f/i.test(path)) throw refuse();
  const segments = path.replace(/%2e/gi, '.').split('/');
  if (segments.some((segment) => segment === '.' || segment === '..')) throw refuse();
  const root = new URL(base);
  const url = new URL(`${base}${path}`);
  const basePath = root.pathname.replace(TRAILING_SLASHES, '');
  if (url.origin !== root.origin || !(url.pathname === basePath || url.pathname.startsWith(`${basePath}/`)))
    throw refuse();
  return url;
}
