import type { GroupPageManifest } from '../../../lib/bindings/group-page.ts';
import { tariffGroups } from '../tariff-groups.ts';
import { loadDescribedViews } from './load-views.ts';

// The transcoding and storage pages: the plans the document only names, read by the description's "Get tariff for
// project" and shaped by its schema, loaded with their route. Each page shows its own group's reads only, so a write
// in the group (which makes them stale) needs no more keys.

/** Every kind's plan read, as the document names it in each group. */
export const planReadName = 'Get tariff for project';

export const transcodingPage: GroupPageManifest<'plan'> = {
  group: tariffGroups.transcoding,
  bindings: { plan: { read: planReadName } },
  load: () => loadDescribedViews().then((views) => views.TranscodingPage),
  invalidates: [],
};

export const storagePage: GroupPageManifest<'plan'> = {
  group: tariffGroups.storage,
  bindings: { plan: { read: planReadName } },
  load: () => loadDescribedViews().then((views) => views.StoragePage),
  invalidates: [],
};
