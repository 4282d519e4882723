import { restreamRoute } from '../features/tariffs/restream-route.ts';
import type { EagerGroupRoute } from '../lib/bindings/group-page.ts';

/**
 * The routes of the eager designed pages (group-pages.ts lists their manifests): the router reads these, and only
 * these are in the first load, so a page that loads with its route adds nothing to it, not even its manifest.
 */
export const eagerGroupPages: readonly EagerGroupRoute[] = [restreamRoute];
