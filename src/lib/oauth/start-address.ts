import { InvalidResponseError } from '../api/errors.ts';

// Where a sign-in starts: the address a service's "start" operation answers with (a platform's OAuth for a
// destination, a provider's for signing in). Such answers are often described with no content at all, so the address
// is looked for where services put it — the answer itself as a JSON string, or a `url`, `redirect` or `link` field,
// at the top or one level down in `data` — and only a page the browser may be sent to is taken: https, or the API's
// own origin over http on this machine (the demo's); plain http anywhere else is readable on the way.

const FIELDS = ['url', 'redirect', 'link'] as const;

/** This machine's addresses: the only place an http page is taken. */
const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

function candidate(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  for (const level of [record(body), record(record(body)?.data)]) {
    for (const field of FIELDS) {
      const value = level?.[field];
      if (typeof value === 'string') return value;
    }
  }
  return undefined;
}

/** The address in a start's answer, or undefined when it gives none (the caller decides what then). */
export function findStartAddress(body: unknown, apiOrigin: string): string | undefined {
  const value = candidate(body);
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || (url.origin === apiOrigin && isLoopback(url.hostname))) return url.href;
  } catch {
    // Not an absolute address: nothing to go to.
  }
  throw new InvalidResponseError('url', 'not an https address');
}

/** The address in a start's answer; an answer without one is an answer the page cannot use. */
export function readStartAddress(body: unknown, apiOrigin: string): string {
  const address = findStartAddress(body, apiOrigin);
  if (address === undefined) throw new InvalidResponseError('url', 'no address');
  return address;
}
