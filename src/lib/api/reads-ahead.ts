import { useTokenStore } from '../session/token-store.ts';
import { authHeader, authorized } from './client.ts';
import { wireRequestOf } from './http.ts';
import { type Transport, type WireOutcome, type WireRequest, fetchTransport } from './wire.ts';

// The first load's part of the reads sent ahead: the reads the page at this address made first on its last visit,
// sent as soon as the session allows, before the page's code — and each answer taken once by the page's own identical
// request (`takeAhead`). What is kept is written by lib/bindings/keep-reads.ts, the one place that keeps them: only
// GETs with nothing but their address, only addresses (a path and its query: no token, no answer), and only for the
// sign-in and the service that kept them. Kept small: it is in every page's first load.

/** A read's path under the API base URL and its query, in order (`v` and `language` are added as for every call). */
export type ReadAddress = readonly [path: `/${string}`, query: readonly (readonly [string, string])[]];

export const READS_AHEAD_KEY = 'relay.reads-ahead';

/** Whose kept reads they are: this sign-in, on this service. */
export function readsOwner(): string | null {
  const session = useTokenStore.getState().session;
  return session && `${session.signInId} ${session.apiBase}`;
}

export function keptPages(): Record<string, ReadAddress[]> {
  try {
    const kept = JSON.parse(localStorage.getItem(READS_AHEAD_KEY) ?? 'null') as {
      owner?: unknown;
      pages?: Record<string, ReadAddress[]>;
    } | null;
    return (kept?.owner === readsOwner() && kept.pages) || {};
  } catch {
    return {};
  }
}

/** How long a read sent ahead waits for its page's request: as long as a read's answer is fresh (query-client.ts). */
const AHEAD_MS = 30_000;
/** Reads sent before the code that makes them is here, by what they send, until that code sends it. */
const sentAhead = new Map<string, Promise<WireOutcome>>();
const aheadKey = ({ method, url, headers }: WireRequest) => JSON.stringify([method, url, headers]);

/**
 * Sends a GET read with the session now (to the API that issued it, as every call: client.ts), for the same request
 * made later as a part's first read to take its outcome instead of asking again (`takeAhead`), once, within AHEAD_MS.
 * One nobody takes is dropped: a later read asks anew.
 */
export function sendReadAhead([path, query]: ReadAddress): void {
  authorized(path, query, async (url, session) => {
    const request = wireRequestOf({ url: url.href, method: 'GET', headers: authHeader(session) });
    const key = aheadKey(request);
    if (sentAhead.has(key)) return;
    const outcome = fetchTransport(request);
    sentAhead.set(key, outcome);
    setTimeout(() => sentAhead.get(key) === outcome && sentAhead.delete(key), AHEAD_MS);
  }).catch(() => {});
}

/**
 * A part's first read (api-call.ts `ahead`): the same request sent ahead (same method, address and headers, so the
 * same session) answers it, once; else it is sent. Never a read again (after a write, on a refetch): that one asks
 * the service, whatever was sent ahead.
 */
export const takeAhead: Transport = (request, signal) => {
  const ahead = sentAhead.get(aheadKey(request));
  if (!ahead) return fetchTransport(request, signal);
  sentAhead.delete(aheadKey(request));
  return ahead;
};

/** Where a project's number stands in a kept page's address and in its reads' addresses. */
export const PROJECT_MARK = '{project}';

/**
 * A page's address with its project's number as PROJECT_MARK, and that number (''): what one project's page read
 * first is what any project's reads, with its own number.
 */
export function pageOf(pathname: string): [page: string, project: string] {
  const project = /^\/projects\/([1-9]\d*)(?=\/|$)/.exec(pathname)?.[1] ?? '';
  return [project ? pathname.replace(project, PROJECT_MARK) : pathname, project];
}

/** Sends the reads the page at this address (or another project's same page) made first on its last visit. */
export function sendKeptReads(pathname: string): void {
  try {
    const [page, project] = pageOf(pathname);
    const reads = keptPages()[page];
    if (reads)
      (JSON.parse(JSON.stringify(reads).replaceAll(PROJECT_MARK, project)) as ReadAddress[]).forEach(sendReadAhead);
  } catch {
    // What storage holds is a hint: a page reads what it needs whatever this finds.
  }
}
