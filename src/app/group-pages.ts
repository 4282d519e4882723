import { streamPage } from '../features/stream/stream-group-page.ts';
import { storagePage, transcodingPage } from '../features/tariffs/described/described-pages.ts';
import { restreamPage } from '../features/tariffs/restream-page.ts';
import type { GroupPageManifest } from '../lib/bindings/group-page.ts';

/**
 * The designed group pages: each group here has a page of its own at its path instead of the generated one. The
 * catalog's pages, the sidebar and the invalidation of described writes read this list, and the router the routes of
 * its eager pages (eager-group-pages.ts), so giving a group a designed page is its manifest and a line here.
 */
export const groupPages: readonly GroupPageManifest[] = [restreamPage, transcodingPage, storagePage, streamPage];

export function groupPageOf(group: string, pages: readonly GroupPageManifest[] = groupPages) {
  return pages.find((page) => page.group === group);
}
