import { useTokenStore } from '../session/token-store.ts';
import { PROJECT_MARK, READS_AHEAD_KEY, type ReadAddress, keptPages, pageOf, readsOwner } from './reads-ahead.ts';

/** The pages whose first reads are kept: the most recently seen. */
const PAGES_KEPT = 8;

/**
 * Keeps the reads a page made first, by its address, for the first load of its next visit to send (reads-ahead.ts):
 * the project's number, where it is a whole path segment or the value of a query parameter named for the project, kept
 * as a mark for any project's visit (a `limit` that happens to equal it is a limit). Only for a sign-in kept on this
 * device ("Stay signed in"): a "this tab only" one leaves nothing behind, as its last plans (query-persistence.ts).
 */
export function keepReads(pathname: string, reads: readonly ReadAddress[]): void {
  const owner = readsOwner();
  if (!owner || useTokenStore.getState().persistence !== 'local') return;
  const [page, project] = pageOf(pathname);
  const mark = (text: string) => (project && text === project ? PROJECT_MARK : text);
  const marked = reads.map(([path, query]) => [
    path.split('/').map(mark).join('/'),
    query.map(([name, value]) => [name, /project/i.test(name) ? mark(value) : value]),
  ]);
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
