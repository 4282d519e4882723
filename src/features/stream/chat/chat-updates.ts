// New messages: pushed on the chat's channel where config.json names a realtime endpoint and the service's catalog
// names the chat's channel (with the token operations to connect and subscribe); the history is polled otherwise
// (chat-room.tsx, through the kit's read tuning). A publication carries the message itself, so a pushed message costs
// no read; a (re)subscription reads the history once, for what came while it was not subscribed (lib/realtime).

import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isBound } from '../../../lib/bindings/bind.ts';
import { projectValues } from '../../../lib/bindings/call.ts';
import { LIVE_INTERVAL_MS } from '../../../lib/realtime/polling-policy.ts';
import { useRealtimeUrl } from '../../../lib/realtime/realtime-url.ts';
import { type PushEvent, type PushRequest, usePush } from '../../../lib/realtime/use-push.ts';
import { type ChatPublication, fillPattern, readChatPublication } from '../../../lib/operations/chat/chat-answers.ts';
import { type ChatBound } from './chat-part.ts';
import { chatChannelRead } from '../../../lib/operations/chat/chat-reads.ts';
import { useRead } from '../../../lib/bindings/read.ts';

/** How the panel keeps up, as it says it. */
export type ChatUpdates =
  | { kind: 'pushed' }
  /** Push is configured and being set up (or caught up after a (re)subscription): polled meanwhile. */
  | { kind: 'connecting'; seconds: number }
  /** The connection was refused for good: polled. */
  | { kind: 'stopped'; seconds: number; reconnect: () => void }
  | { kind: 'polling'; seconds: number };

export interface ChatUpdatesInput {
  bound: ChatBound;
  projectId: number;
  broadcastId: number;
  /** The history's query: what a (re)subscription reads again, and what a publication changes. */
  historyKey: QueryKey;
  /** A message written, or one removed, as published. */
  onPublication: (publication: ChatPublication) => void;
}

const SECONDS = LIVE_INTERVAL_MS / 1000;

export function useChatUpdates({
  bound,
  projectId,
  broadcastId,
  historyKey,
  onPublication,
}: ChatUpdatesInput): ChatUpdates {
  const { url } = useRealtimeUrl();
  const catalog = useRead(chatChannelRead, bound.channels, undefined, {
    enabled: url !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const chatChannel = catalog.data;
  const channel = chatChannel
    ? fillPattern(chatChannel.pattern, { broadcast_id: String(broadcastId), project_id: String(projectId) })
    : undefined;
  const { connectionToken, channelToken } = bound;
  const request: PushRequest | undefined =
    channel !== undefined && isBound(channelToken)
      ? {
          connection: isBound(connectionToken)
            ? { operation: connectionToken, values: projectValues(projectId) }
            : undefined,
          channels: [
            {
              name: channel,
              // The real kind names the channel `channel_name`; whichever the operation takes is filled.
              token: {
                operation: channelToken,
                values: projectValues(projectId, { channel_name: channel, channel }),
              },
              reads: [historyKey],
            },
          ],
        }
      : undefined;
  const push = usePush(request, (event: PushEvent) => {
    const publication = 'data' in event ? readChatPublication(event.data) : undefined;
    // A publication of another shape says something changed, not what: the history says.
    if (!publication) return false;
    onPublication(publication);
    return true;
  });
  // Stopped: the connection was refused for good, or its client could not be loaded.
  const reconnect = push.kind === 'not-loaded' || push.kind === 'on' ? push.reconnect : undefined;
  const stopped = push.kind === 'not-loaded' || (push.kind === 'on' && push.connection === 'disconnected');
  const kind = stopped ? 'stopped' : push.kind !== 'on' ? 'polling' : push.pushed ? 'pushed' : 'connecting';
  // The same object while it says the same: the line above the log is not drawn again for each message.
  return useMemo<ChatUpdates>(() => {
    if (kind === 'stopped' && reconnect) return { kind, seconds: SECONDS, reconnect };
    if (kind === 'pushed') return { kind };
    return { kind: kind === 'stopped' ? 'polling' : kind, seconds: SECONDS };
  }, [kind, reconnect]);
}
