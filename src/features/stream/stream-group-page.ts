import type { GroupPageManifest } from '../../lib/bindings/group-page.ts';

// The Stream key group's designed page: the project's Stream page, loaded with its route. It binds operations of
// several groups (data/stream-bindings.ts); these are the Stream key group's own.

export const streamPage: GroupPageManifest<'credentials' | 'record'> = {
  group: 'Stream key',
  bindings: { credentials: { read: 'Get stream credentials', fills: ['project_id'] }, record: 'Update record' },
  load: () => import('./stream-page.tsx').then((module) => module.StreamPage),
  invalidates: [],
};
