import type { BoundRoles } from '../../../lib/bindings/manifest.ts';
import { definePart } from '../../../lib/bindings/manifest.ts';
import { LIVE_INFO, LIVE_STATUS } from '../model/live-bindings.ts';

// What the chat binds, by the names the real kind gives its operations: the interface document names the Chat gateway's
// four and "Supported platforms"; the chat key, the restreams a message can go to and the realtime catalog and tokens
// are the newer description's (its groups and summaries); the live status and info are the Stream page's
// (model/live-bindings.ts). What the panel sends by itself must be a read.

const read = (group: string, name: string) => ({ name: { group, name }, read: true });

export const chatPart = definePart({
  group: 'Chat gateway',
  bindings: {
    // The chat's key is the project's: the one thing asked for it.
    key: { name: { group: 'Chat', name: 'Get chat key' }, read: true, fills: ['project_id'] },
    history: { name: 'List history message', read: true, fills: ['key', 'broadcast_id', 'project_id'] },
    // The newer body, which names where the message goes: the older one (`id`, `text`) says nothing of it.
    send: {
      name: 'Send message',
      sends: { id: 'string', text: 'string', restreams: 'array' },
      fills: ['key', 'broadcast_id', 'project_id', 'id', 'text', 'restreams'],
    },
    remove: { name: 'Remove message', fills: ['key', 'broadcast_id', 'project_id', 'event_id'] },
    restreams: { ...read('Broadcast', 'Get restreams for chat'), fills: ['key', 'broadcast_id', 'project_id'] },
    platforms: read('Platforms', 'Supported platforms'),
    // Which broadcast is live, and whether it is this project's: bound as the Stream page binds them, so both read
    // one query of each.
    status: LIVE_STATUS,
    info: LIVE_INFO,
    channels: read('Centrifuge', 'List available Method API Centrifuge channels'),
    // Asked for whenever the push needs a token: GETs only (their names are no read verb), the newer first.
    connectionToken: {
      name: [
        { group: 'Centrifuge', name: 'Get token for connect to centrifuge for project' },
        { group: 'Centrifuge', name: 'Auth centrifuge' },
      ],
      fetch: true,
    },
    channelToken: {
      name: { group: 'Centrifuge', name: 'Get token for connect to centrifuge for channel' },
      fetch: true,
    },
  },
});

export type ChatBound = BoundRoles<keyof typeof chatPart.bindings>;

/**
 * A read the chat makes of an answer another part of a page may read too, in its own reading: told apart in its key
 * by a value in parentheses, which no service's parameter is named and nothing sends. Two readers under one key are
 * what the binding layer's reader guard reports (lib/bindings/reader-guard.ts).
 */
export const CHAT_READ = { '(for)': 'chat' } as const;
