import type { GroupPageManifest } from '../../../lib/bindings/group-page.ts';
import { kindBindings } from './described-bindings.ts';
import { loadDescribedViews } from './load-views.ts';

// The transcoding and storage pages: the plans the document only names, read by the description's "Get tariff for
// project" and shaped by its schema, loaded with their route. Each page shows its own group's reads only, so a write
// in the group (which makes them stale) needs no more keys.

export const transcodingPage: GroupPageManifest<'plan'> = {
  ...kindBindings.transcoding,
  load: () => loadDescribedViews().then((views) => views.TranscodingPage),
  invalidates: [],
};

export const storagePage: GroupPageManifest<'plan'> = {
  ...kindBindings.storage,
  load: () => loadDescribedViews().then((views) => views.StoragePage),
  invalidates: [],
};
