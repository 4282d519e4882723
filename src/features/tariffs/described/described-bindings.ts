import { tariffGroups } from '../tariff-groups.ts';

// What the transcoding and storage pages bind, apart from their manifests (described-pages.ts): the pages read it
// themselves, and importing the manifests from a page would loop back through the manifests' loader to the page.

/** Every kind's plan read, as the document names it in each group. */
export const planReadName = 'Get tariff for project';

const planBindings = { plan: { read: planReadName } };

export const kindBindings = {
  transcoding: { group: tariffGroups.transcoding, bindings: planBindings },
  storage: { group: tariffGroups.storage, bindings: planBindings },
};
