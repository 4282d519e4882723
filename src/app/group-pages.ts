import { streamPage } from '../features/stream/stream-group-page.ts';
import { storagePage, transcodingPage } from '../features/tariffs/described/described-pages.ts';
import type { GroupPageManifest } from '../lib/bindings/group-page.ts';
import { eagerGroupPages } from './eager-group-pages.ts';

/**
 * The designed group pages: each group here has a page of its own at its path instead of the generated one. The
 * router (the eager ones, eager-group-pages.ts), the catalog's pages, the sidebar and the invalidation of described
 * writes all read this list, so giving a group a designed page is its manifest and a line here.
 */
export const groupPages: readonly GroupPageManifest[] = [...eagerGroupPages, transcodingPage, storagePage, streamPage];

export function groupPageOf(group: string, pages: readonly GroupPageManifest[] = groupPages) {
  return pages.find((page) => page.group === group);
}
