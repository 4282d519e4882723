import type { GroupPageManifest } from '../../../lib/bindings/group-page.ts';
import { tariffGroups } from '../tariff-groups.ts';

// What the transcoding and storage pages bind, by the document's names: apart from their manifests (which load the
// pages), so that a page reads its bindings without importing the module that loads it.

/** Every kind's plan read, as the document names it in each group. */
export const planReadName = 'Get tariff for project';

type PageBindings = Pick<GroupPageManifest<'plan'>, 'group' | 'bindings'>;

export const describedBindings: Readonly<Record<'transcoding' | 'storage', PageBindings>> = {
  transcoding: { group: tariffGroups.transcoding, bindings: { plan: { read: planReadName } } },
  storage: { group: tariffGroups.storage, bindings: { plan: { read: planReadName } } },
};
