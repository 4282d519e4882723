import { PROJECT_MARK, READS_AHEAD_KEY, type ReadAddress, keptPages, pageOf, readsOwner } from './reads-ahead.ts';

/** The pages whose first reads are kept: the most recently seen. */
const PAGES_KEPT = 8;

/**
 * Keeps the reads a page made first, by its address, for the first load of its next visit to send (reads-ahead.ts):
 * the project's number, where it is a whole path segment or the value of a query parameter named for the project, kept
 * as a mark for any project's visit (a `limit` that happens to equal it is a limit).
 */
export function keepReads(pathname: string, reads: readonly ReadAddress[]): void {
  const owner = readsOwner();
  if (!owner) return;
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
