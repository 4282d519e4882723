import { groupOf } from '../../config/route-map.ts';
import type { BoundRoles } from '../../lib/bindings/manifest.ts';
import { definePart } from '../../lib/bindings/manifest.ts';
import { accountPart } from '../../lib/operations/account/account-bindings.ts';
import { connectionTokenBinding } from '../../lib/operations/realtime/connection-token.ts';

// What the stream guard binds, by the names the real kind gives its operations: the interface document names only
// "Get stream credentials" (Stream key), whose answer says how long the guard holds the platforms and which videos
// it shows; the service videos are the newer description's (Media service files, its summaries). What the part sends
// by itself must be a read; each change is sent only when the user asks for it on the page.

const MEDIA = { project_id: 'number', media_id: 'any' } as const;

export const guardPart = definePart({
  group: 'Media service files',
  bindings: {
    // Bound as the Stream page binds it: one read of the one answer (lib/operations/stream-key/credentials.ts).
    credentials: { name: { group: groupOf('stream'), name: 'Get stream credentials' }, read: true },
    list: { name: 'Get service video list', read: true, fills: ['project_id'] },
    // One video, read again when its processing ends (its picture, its length, whether it can be chosen).
    item: { name: 'Get service video', read: true, fills: ['project_id', 'media_id'] },
    // Where a video's processing is published, with the token to follow it.
    session: { name: 'Get session by media id', read: true, fills: ['project_id', 'media_id'] },
    set: { name: 'Set service video', sends: { ...MEDIA, type: 'string' } },
    rename: { name: 'Update service video', sends: { ...MEDIA, name: 'string' } },
    cancel: { name: 'Cancel service video', sends: MEDIA },
    remove: { name: 'Delete service video', sends: MEDIA },
    // The account's level in the project: whether the part offers changes (the Stream page's rule).
    projects: accountPart.bindings.projects,
    connectionToken: connectionTokenBinding,
  },
});

export type GuardBound = BoundRoles<keyof typeof guardPart.bindings>;
