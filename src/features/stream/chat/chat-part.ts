import type { BoundRoles } from '../../../lib/bindings/manifest.ts';
import { definePart } from '../../../lib/bindings/manifest.ts';
import { liveInfoRead, liveStatusRead } from '../../../lib/operations/broadcast/live-reads.ts';
import { connectionTokenBinding } from '../../../lib/operations/realtime/connection-token.ts';
import {
  chatChannelRead,
  chatHistoryList,
  chatKeyRead,
  chatRestreamsRead,
} from '../../../lib/operations/chat/chat-reads.ts';
import { platformsRead } from '../../../lib/operations/platforms/platform-list.ts';

// What the chat binds, by the names the real kind gives its operations: the interface document names the Chat gateway's
// four and "Supported platforms"; the chat key, the restreams a message can go to and the realtime catalog and tokens
// are the newer description's (its groups and summaries); the live status and info are the Stream page's
// (lib/operations/broadcast/live-reads.ts). What the panel sends by itself must be a read.

export const chatPart = definePart({
  group: 'Chat gateway',
  bindings: {
    // The chat's key is the project's: the one thing asked for it.
    key: chatKeyRead.binding,
    history: chatHistoryList.binding,
    // The newer body, which names where the message goes: the older one (`id`, `text`) says nothing of it.
    send: {
      name: 'Send message',
      sends: { id: 'string', text: 'string', restreams: 'array' },
      fills: ['key', 'broadcast_id', 'project_id', 'id', 'text', 'restreams'],
    },
    remove: { name: 'Remove message', fills: ['key', 'broadcast_id', 'project_id', 'event_id'] },
    restreams: chatRestreamsRead.binding,
    platforms: platformsRead.binding,
    // Which broadcast is live, and whether it is this project's: bound as the Stream page binds them, so both read
    // one query of each.
    status: liveStatusRead.binding,
    info: liveInfoRead.binding,
    channels: chatChannelRead.binding,
    connectionToken: connectionTokenBinding,
    channelToken: {
      name: { group: 'Centrifuge', name: 'Get token for connect to centrifuge for channel' },
      fetch: true,
    },
  },
});

export type ChatBound = BoundRoles<keyof typeof chatPart.bindings>;
