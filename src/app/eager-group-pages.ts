import { restreamPage } from '../features/tariffs/restream-page.ts';
import type { GroupPageManifest } from '../lib/bindings/group-page.ts';

/**
 * The head of the list of designed group pages (group-pages.ts): the pages of the first load, each a route of its
 * own. The router reads only these, from this module of their own, so a page that loads with its route adds nothing
 * to the first load, not even its manifest.
 */
export const eagerGroupPages: readonly GroupPageManifest[] = [restreamPage];
