import { type Place, routeMap } from '../config/route-map.ts';
import type { PageManifest } from '../lib/bindings/manifest.ts';

/** A designed page: its line of the route map (config/route-map.ts) and the manifest of the group the line names. */
export interface PageLine extends Place {
  group: string;
  /** Its manifest: in this list's chunk, so a page's view is asked for as soon as the page is shown. */
  manifest: () => Promise<{ default: PageManifest }>;
}

/**
 * Every designed page's manifest: a feature's `<name>-manifest.ts`, its default export, found by its file's name and
 * matched to a route map line by the group both name (app/designed-pages.test.tsx checks each line has one and each one
 * a line). They come in the catalog's pages chunk, which is the only one that reads this list with the navigation's: a
 * page's view is asked for as soon as the page is shown, not a round trip later, after its manifest's own file
 * (manifests are a few hundred bytes).
 */
export const pageManifests: readonly PageManifest[] = Object.values(
  import.meta.glob<PageManifest>('../features/*/*-manifest.ts', { eager: true, import: 'default' }),
);

/** The lines that name a group, each with the manifest of that group (a line without one draws the generated page). */
export function withManifests(places: readonly Place[], manifests: readonly PageManifest[]): PageLine[] {
  return places.flatMap(({ group, ...place }) => {
    const manifest = group === undefined ? undefined : manifests.find((one) => one.group === group);
    return group === undefined || !manifest
      ? []
      : [{ ...place, group, manifest: () => Promise.resolve({ default: manifest }) }];
  });
}

/**
 * The designed group pages: each route map line that names a group, with its manifest. The catalog's pages, the
 * navigation and the console's writes (what they make stale) read this list; the router draws the eager one itself.
 */
export const designedPages: readonly PageLine[] = withManifests(routeMap, pageManifests);
