import { projectGroupPath } from '../config/paths.ts';
import { loadCatalogPages } from './routes/catalog-route.ts';

/** The Stream page's path pattern with the project's number (and any of its own pages) after it. */
const STREAM_PAGE = new RegExp(`^${projectGroupPath('Stream key', '[1-9]\\d*')}(/|$)`);

/**
 * Starts loading the Stream page's view with the first load when the address is the Stream page (or one of its own
 * pages), so it comes with the catalog's pages rather than a round trip after them: the catalog's pages chunk finds
 * the group of an address and holds the page's manifest, whose `load()` asks for the same module (the browser loads a
 * module once). Only the Stream page, the page streamers open from a bookmark to go live: each page named here costs
 * the first load its files' names, for every page.
 */
export function loadViewAhead(pathname: string): void {
  if (!STREAM_PAGE.test(pathname)) return;
  // The catalog's pages first: the smaller file, and the one the router needs before any page is drawn.
  loadCatalogPages().catch(() => {});
  import('../features/stream/stream-page.tsx').catch(() => {});
}
