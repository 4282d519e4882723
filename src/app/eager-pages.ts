import { Component as RestreamPage } from '../features/tariffs/restream-page.tsx';
import type { PageLine } from '../lib/bindings/manifest.ts';

/**
 * The designed pages people land on: each a route of its own in the first load (the router reads this list), its own
 * part drawn before any description is read. Every other designed page is a line of designed-pages.ts, which loads
 * with the catalog's pages, so adding one adds nothing to the first load.
 */
export const eagerPages: readonly PageLine[] = [
  { group: 'PlanRestream', eager: RestreamPage, manifest: () => import('../features/tariffs/restream-manifest.ts') },
];
