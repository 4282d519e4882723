import type { RouteObject } from 'react-router';
import { type DesignedPageName, type Place, placeOf } from '../config/route-map.ts';
import type { PageManifest } from '../lib/bindings/manifest.ts';
import { billingManifest } from '../features/billing/billing-manifest.ts';
import { destinationsManifest } from '../features/destinations/destinations-manifest.ts';
import { pastStreamsManifest } from '../features/past-streams/past-streams-manifest.ts';
import { pullLinksManifest } from '../features/pull-links/pull-links-manifest.ts';
import { qualityManifest } from '../features/quality/quality-manifest.ts';
import { streamManifest } from '../features/stream/stream-manifest.ts';
import { restreamManifest } from '../features/tariffs/restream-manifest.ts';
import { storageManifest } from '../features/tariffs/storage-manifest.ts';
import { transcodingManifest } from '../features/tariffs/transcoding-manifest.ts';
import { webinarManifest } from '../features/tariffs/webinar-manifest.ts';
import { teamManifest } from '../features/team/team-manifest.ts';
import { videosManifest } from '../features/videos/videos-manifest.ts';

/** What a route module gives its route: the page's component and what it shows when the page fails. */
export type RouteModule = Pick<RouteObject, 'Component' | 'ErrorBoundary'>;

/** A designed page: its group's manifest (what it binds, what its loader reads) and its route module. */
export interface DesignedPage {
  manifest: PageManifest;
  /** app/routes/<name>-route.tsx, loaded when the page is opened (or its link hovered). */
  route: () => Promise<RouteModule>;
}

/**
 * Every line of the route map that draws a designed page, with its manifest and its route module: a line without
 * both is a type error here. The manifests are small and come with the routes (app/page-routes.ts), so a page's
 * loader starts its reads while its route module is still loading. The first load's page (the tariff page) is a
 * route of the first load; its module here is what goes below its cards.
 */
export const designedPages: Readonly<Record<DesignedPageName, DesignedPage>> = {
  stream: { manifest: streamManifest, route: () => import('./routes/stream-route.tsx') },
  pastStreams: { manifest: pastStreamsManifest, route: () => import('./routes/past-streams-route.tsx') },
  destinations: { manifest: destinationsManifest, route: () => import('./routes/destinations-route.tsx') },
  quality: { manifest: qualityManifest, route: () => import('./routes/quality-route.tsx') },
  pullLinks: { manifest: pullLinksManifest, route: () => import('./routes/pull-links-route.tsx') },
  videos: { manifest: videosManifest, route: () => import('./routes/videos-route.tsx') },
  restream: { manifest: restreamManifest, route: () => import('./routes/restream-route.tsx') },
  transcoding: { manifest: transcodingManifest, route: () => import('./routes/transcoding-route.tsx') },
  storage: { manifest: storageManifest, route: () => import('./routes/storage-route.tsx') },
  webinar: { manifest: webinarManifest, route: () => import('./routes/webinar-route.tsx') },
  billing: { manifest: billingManifest, route: () => import('./routes/billing-route.tsx') },
  team: { manifest: teamManifest, route: () => import('./routes/team-route.tsx') },
};

/** A designed page with its line of the route map. */
export interface DesignedLine extends DesignedPage {
  line: Place;
}

/** Every designed page with its line, in the route map's order. */
export const designedLines: readonly DesignedLine[] = (Object.keys(designedPages) as DesignedPageName[]).map(
  (name) => ({ line: placeOf(name), ...designedPages[name] }),
);

/** The designed page of a group, if one has a line. */
export const designedPageOfGroup = (group: string): DesignedPage | undefined =>
  Object.values(designedPages).find((page) => page.manifest.group === group);
