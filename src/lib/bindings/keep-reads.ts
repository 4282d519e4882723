import type { QueryClient } from '@tanstack/react-query';
import { PROJECT_MARK, READS_AHEAD_KEY, type ReadAddress, keptPages, pageOf, readsOwner } from '../api/reads-ahead.ts';
import type { ServiceDescription } from '../service-description/description.ts';
import { useTokenStore } from '../session/token-store.ts';
import { bindAll, isBound } from './bind.ts';
import { readAddress } from './call.ts';
import type { BoundRoles, PageManifest } from './manifest.ts';
import { readQuery } from './read.ts';

// The one place that keeps reads ahead: a designed page's first reads (its manifest's `firstReads`, the view's own
// reads) asked for by its loader while the view's code loads, and their addresses kept — by the page, by the navigation
// for every designed page once the description is here — for the next visit's first load to send before it knows
// the description (lib/api/reads-ahead.ts, which sends them and hands each answer once to the page's own read).

/** The pages whose first reads are kept: the most recently seen. */
const PAGES_KEPT = 8;

/**
 * Keeps the reads a page made first, by its address: the project's number, where it is a whole path segment or the
 * value of a query parameter named for the project, kept as a mark for any project's visit (a `limit` that happens
 * to equal it is a limit). Only for a sign-in kept on this device ("Stay signed in"): a "this tab only" one leaves
 * nothing behind, as its last plans (query-persistence.ts).
 */
export function keepReads(pathname: string, reads: readonly ReadAddress[]): void {
  const [page, project] = pageOf(pathname);
  const mark = (text: string) => (project && text === project ? PROJECT_MARK : text);
  keepMarked(
    page,
    reads.map(([path, query]) => [
      path.split('/').map(mark).join('/'),
      query.map(([name, value]) => [name, /project/i.test(name) ? mark(value) : value]),
    ]),
  );
}

/** Keeps a page's reads whose project is already the mark, in place of what that page kept before. */
function keepMarked(page: string, marked: readonly (readonly [string, ReadAddress[1]])[]): void {
  const owner = readsOwner();
  if (!owner || useTokenStore.getState().persistence !== 'local') return;
  const { [page]: _, ...others } = keptPages();
  const pages = [...Object.entries(others).slice(1 - PAGES_KEPT), [page, marked]];
  try {
    localStorage.setItem(READS_AHEAD_KEY, JSON.stringify({ owner, pages: Object.fromEntries(pages) }));
  } catch {
    // A full or refused storage keeps nothing: the next visit reads once its code is here, as without it.
  }
}

/** A sign-in that ends here takes the reads kept for it with it (another sign-in's are not this tab's to drop). */
useTokenStore.subscribe((state, previous) => {
  const ended = previous.session?.signInId;
  if (!ended || state.session?.signInId === ended) return;
  try {
    const kept = JSON.parse(localStorage.getItem(READS_AHEAD_KEY) ?? 'null') as { owner?: unknown } | null;
    if (typeof kept?.owner === 'string' && kept.owner.startsWith(`${ended} `)) localStorage.removeItem(READS_AHEAD_KEY);
  } catch {
    // Storage that cannot be read holds nothing to drop.
  }
});

/** A page's first reads for a project through its bound roles, each with its address (null: it does not go ahead). */
function firstReads(page: PageManifest, bound: BoundRoles<string>, projectId: number, language: string) {
  return Object.entries(page.firstReads ?? {}).flatMap(([role, read]) => {
    const binding = bound[role];
    // Only a GET with nothing but its address goes ahead: anything else, or a read the values do not fill, has none.
    return read && binding && isBound(binding)
      ? [{ read, binding, address: readAddress(binding, read.values(projectId), language) }]
      : [];
  });
}

const addressesOf = (reads: ReturnType<typeof firstReads>) =>
  reads.flatMap(({ address }) => (address ? [address] : []));

/** The projects whose reads were sent ahead, by the bound roles they were sent for (a page's, for one description). */
const sentFor = new WeakMap<BoundRoles<string>, Set<number>>();

/**
 * A page's first reads, asked for before its view is drawn — while its code loads — as the view asks for them (the
 * same reads: the same queries), once per project and bound roles: the view draws an answer that came in
 * its first paint, and takes a read still under way. An answer already here and fresh (the page seen a moment ago) is
 * not asked for again. Their addresses are kept for this address's next visit.
 */
export function sendReadsAhead(
  client: QueryClient,
  page: PageManifest,
  bound: BoundRoles<string>,
  projectId: number | null,
  language: string,
  pathname = location.pathname,
): void {
  if (projectId === null || !page.firstReads) return;
  const sent = sentFor.get(bound) ?? new Set<number>();
  sentFor.set(bound, sent);
  if (sent.has(projectId)) return;
  sent.add(projectId);
  const reads = firstReads(page, bound, projectId, language);
  for (const { read, binding } of reads) void client.prefetchQuery(readQuery(read, binding, projectId, language));
  keepReads(pathname, addressesOf(reads));
}

/** Two projects a page's reads are made for when none is in view: what differs between them is the project. */
const ONE_PROJECT = 1;
const ANOTHER_PROJECT = 2;

/**
 * A read's address for any project, from its addresses for two: a path segment or query value that is each one's
 * number is the mark; one the same in both is the read's own, whatever it spells (a `1` that is not the project);
 * one that differs otherwise (the number inside other text) cannot be kept for any project.
 */
function markedAddress([onePath, oneQuery]: ReadAddress, [anotherPath, anotherQuery]: ReadAddress): ReadAddress | null {
  const mark = (one: string, another: string) =>
    one === another ? one : one === String(ONE_PROJECT) && another === String(ANOTHER_PROJECT) ? PROJECT_MARK : null;
  const segments = onePath.split('/');
  const otherSegments = anotherPath.split('/');
  if (segments.length !== otherSegments.length || oneQuery.length !== anotherQuery.length) return null;
  const path = segments.map((segment, index) => mark(segment, otherSegments[index]!));
  const query = oneQuery.map(([name, value], index) => {
    const [otherName, otherValue] = anotherQuery[index]!;
    return name === otherName ? mark(value, otherValue) : null;
  });
  if (path.includes(null) || query.includes(null)) return null;
  return [path.join('/') as ReadAddress[0], oneQuery.map(([name], index) => [name, query[index]!] as const)];
}

/**
 * Keeps, for this sign-in, a designed page's first reads from the description alone (`pathOf`: the page's address
 * for a project), so that its first visit has them sent by the first load as a return visit does. Nothing is sent.
 * A page already kept is left as its own visit kept it.
 */
export function keepFirstReads(
  pathOf: (projectId: number) => string,
  page: PageManifest,
  description: ServiceDescription,
  language: string,
): void {
  const [kept] = pageOf(pathOf(ONE_PROJECT));
  if (!page.firstReads || keptPages()[kept]) return;
  const bound = bindAll(description, page.group, page.bindings);
  const another = firstReads(page, bound, ANOTHER_PROJECT, language);
  const reads = firstReads(page, bound, ONE_PROJECT, language).flatMap(({ address }, index) => {
    const otherAddress = another[index]?.address;
    const marked = address && otherAddress ? markedAddress(address, otherAddress) : null;
    return marked ? [marked] : [];
  });
  if (reads.length) keepMarked(kept, reads);
}
