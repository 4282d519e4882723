import { projectValues } from '../../bindings/call.ts';
import { byItems, defineList } from '../../bindings/pages.ts';
import { byAnswer, defineRead } from '../../bindings/read.ts';
import type { Platform } from '../platforms/platform-list.ts';
import { type ChatPlatform, readChatChannel, readChatKey, readChatRestreams, readHistoryItem } from './chat-answers.ts';

// The chat's reads, by the names the real kind gives its operations (its newer description's groups and summaries
// where the interface document has none), each defined once: the project's chat key, a live broadcast's history and
// the restreams a message can go to, and the realtime catalog's chat channel.

/** "Get chat key": the project's chat key, the one thing asked for it. */
export const chatKeyRead = defineRead({
  name: 'chat key',
  binding: { name: { group: 'Chat', name: 'Get chat key' }, read: true, fills: ['project_id'] },
  values: (projectId: number) => projectValues(projectId),
  parse: (body) => readChatKey(body),
});

/** A live broadcast's chat, by the project's chat key. */
export interface ChatAsked {
  key: string;
  broadcastId: number;
}

const chatValues = ({ key, broadcastId }: ChatAsked) => ({ key, broadcast_id: String(broadcastId) });

/** "List history message": the broadcast's messages, a page at a time. */
export const chatHistoryList = defineList({
  name: 'chat history',
  binding: {
    name: { group: 'Chat gateway', name: 'List history message' },
    read: true,
    fills: ['key', 'broadcast_id', 'project_id'],
  },
  values: chatValues,
  items: byItems(readHistoryItem),
});

/** "Get restreams for chat": the restreams of the broadcast a message can go to. */
export const chatRestreamsRead = defineRead({
  name: 'chat restreams',
  binding: {
    name: { group: 'Broadcast', name: 'Get restreams for chat' },
    read: true,
    fills: ['key', 'broadcast_id', 'project_id'],
  },
  values: chatValues,
  parse: byAnswer(readChatRestreams),
});

/** "List available Method API Centrifuge channels": the realtime catalog, of which the chat's channel. It takes nothing. */
export const chatChannelRead = defineRead({
  name: 'realtime channels',
  binding: { name: { group: 'Centrifuge', name: 'List available Method API Centrifuge channels' }, read: true },
  values: () => ({}),
  parse: byAnswer(readChatChannel),
});

/** The supported platforms (platform-list.ts) as the chat names them: each one's name, and whether its chat is read and written. */
export function chatPlatformsOf(platforms: readonly Platform[]): ReadonlyMap<string, ChatPlatform> {
  const byId = new Map<string, ChatPlatform>();
  for (const platform of platforms)
    if (!byId.has(platform.id))
      byId.set(platform.id, {
        title: platform.title,
        read: platform.abilities.read_chat,
        write: platform.abilities.write_chat,
      });
  return byId;
}
