/**
 * The described tariff views' chunk (described-views.ts), asked for by this one import: each import the first load
 * carries costs it the chunk's list of files. A module of its own so that the restream page's manifest, in the first
 * load, does not bring the other kinds' manifests along.
 */
export const loadDescribedViews = () => import('./described-views.ts');
