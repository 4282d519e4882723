import { useTokenStore } from '../session/token-store.ts';
import { authHeader, authorized } from './client.ts';
import { wireRequestOf } from './http.ts';
import { sendAhead } from './wire.ts';

// A page's first reads, sent before its code is here: their answers travel while the code does, and the page's own
// requests, the same ones, take them (wire.ts). The addresses a page read first are also kept, by the page's address,
// so that the next visit's first load sends them before it knows the description, let alone the page. Only GETs (a
// read that asks for nothing to change), only addresses (a path and its query: no token, no answer), and only for
// the sign-in and the service that made them: another's are not sent. A page keeps its own with keep-reads.ts.

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

/** Sends a GET read with the session now (to the API that issued it, as every call: client.ts). */
export function sendReadAhead([path, query]: ReadAddress): void {
  authorized(path, query, async (url, session) =>
    sendAhead(wireRequestOf({ url: url.href, method: 'GET', headers: authHeader(session) })),
  ).catch(() => {});
}

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
