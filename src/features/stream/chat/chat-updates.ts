// New messages: pushed on the chat's channel where config.json names a realtime endpoint and the service's catalog
// names the chat's channel (with the token operations to connect and subscribe), read again every few seconds
// otherwise — never both, and nothing read while the tab is hidden. A publication carries the message itself, so a
// pushed message costs no read; a (re)subscription reads the history once, for what came while it was not
// subscribed.

import { type QueryKey, focusManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { realtimeEndpoint } from '../../../config/realtime-endpoint.ts';
import { configuredApiBase, normalizeBaseUrl, useRuntimeConfig } from '../../../config/runtime-config.ts';
import { type Binding, isBound } from '../../../lib/bindings/bind.ts';
import { byAnswer, useBoundRead } from '../../../lib/bindings/read.ts';
import { useLanguage } from '../../../lib/i18n/message-table.ts';
import { usePrefsStore } from '../../../lib/prefs/prefs-store.ts';
import { useTokenStore } from '../../../lib/session/token-store.ts';
import { usePageVisible } from '../../../lib/use-page-visible.ts';
import { type LivePush, type PushStatus, isPushed, startPush } from '../live/live-push.ts';
import { fetchToken } from '../live/live-queries.ts';
import { LIVE_INTERVAL_MS, failuresInARow, pollInterval } from '../live/polling-policy.ts';
import { readAgain } from '../live/read-again.ts';
import { tokenReuse } from '../live/token-reuse.ts';
import { tokenGuard } from '../live/use-live-push.ts';
import { type ChatPublication, fillPattern, readChatChannel, readChatPublication } from './chat-answers.ts';
import { type ChatBound, CHAT_READ } from './chat-part.ts';

/** config.json's realtime endpoint, unless Settings point at another API: its tokens never go to this one. */
function useRealtimeUrl(): string | undefined {
  const configured = realtimeEndpoint(useRuntimeConfig().realtimeUrl);
  const override = normalizeBaseUrl(usePrefsStore((state) => state.apiBaseUrlOverride));
  const otherApi = configured !== null && override !== null && override !== configuredApiBase();
  return otherApi ? undefined : (configured ?? undefined);
}

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
  /** The history's query: what a poll and a (re)subscription read again, and what a publication changes. */
  historyKey: QueryKey;
  /** A message written, or one removed, as published. */
  onPublication: (publication: ChatPublication) => void;
}

const SECONDS = LIVE_INTERVAL_MS / 1000;

export function useChatUpdates({ bound, projectId, broadcastId, historyKey, onPublication }: ChatUpdatesInput) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const visible = usePageVisible();
  const url = useRealtimeUrl();
  const signInId = useTokenStore((state) => state.session?.signInId);
  const catalog = useBoundRead(bound.channels, CHAT_READ, byAnswer(readChatChannel), {
    enabled: url !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const chatChannel = catalog.data;
  const channel = chatChannel
    ? fillPattern(chatChannel.pattern, { broadcast_id: String(broadcastId), project_id: String(projectId) })
    : undefined;
  const { connectionToken, channelToken } = bound;
  // The connection follows the operations, not the bindings' objects: bindings made again (a language change, a
  // description read again) must not close a socket in the middle of its handshake.
  const tokenOperation = isBound(channelToken) ? channelToken.operation.key : undefined;
  const connectionOperation = isBound(connectionToken) ? connectionToken.operation.key : undefined;
  const canPush =
    url !== undefined &&
    channel !== undefined &&
    connectionOperation !== undefined &&
    tokenOperation !== undefined &&
    signInId !== undefined;

  const [status, setStatus] = useState<PushStatus>();
  const [catchingUp, setCatchingUp] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ bound, projectId, language, historyKey, onPublication, visible });
  useLayoutEffect(() => {
    latest.current = { bound, projectId, language, historyKey, onPublication, visible };
  });

  useEffect(() => {
    if (!canPush || !url || !channel) return;
    let cancelled = false;
    let push: LivePush | undefined;
    const shared = tokenReuse();
    // What came while it was not subscribed: read at once in a visible tab, when it is shown again in a hidden one.
    const catchUp = () => {
      const { historyKey: key, visible: shown } = latest.current;
      if (!shown) {
        void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
        return;
      }
      setCatchingUp(true);
      void readAgain(queryClient, key).finally(() => {
        if (!cancelled) setCatchingUp(false);
      });
    };
    import('centrifuge').then(
      ({ Centrifuge, UnauthorizedError }) => {
        if (cancelled) return;
        const guarded = tokenGuard(UnauthorizedError);
        const token = (binding: Binding | undefined, values: Record<string, string>) => {
          const { projectId: project, language: words } = latest.current;
          if (!binding) throw new UnauthorizedError('no token operation');
          return fetchToken(binding, project, words, values);
        };
        push = startPush({
          url,
          create: (endpoint, options) => new Centrifuge(endpoint, options),
          connectionToken: () =>
            guarded(() => {
              const operation = latest.current.bound.connectionToken;
              return token(isBound(operation) ? operation : undefined, {});
            }),
          channelToken: (name) =>
            guarded(() => {
              const operation = latest.current.bound.channelToken;
              // The real kind names the channel `channel_name`; whichever the operation takes is filled.
              return shared(`chat:${name}`, name, () =>
                token(isBound(operation) ? operation : undefined, { channel_name: name, channel: name }),
              );
            }),
          onChange: (_name, publication) => {
            if (!publication) return catchUp();
            const read = readChatPublication(publication.data);
            // A publication of another shape says something changed, not what: the history says.
            if (read) latest.current.onPublication(read);
            else catchUp();
          },
          onStatus: setStatus,
        });
        push.follow([channel]);
      },
      () => {
        if (!cancelled) setStatus({ connection: 'disconnected', subscribed: false });
      },
    );
    return () => {
      cancelled = true;
      push?.close();
      setStatus(undefined);
      setCatchingUp(false);
    };
    // A new sign-in (or a sign-out) ends the connection: its tokens were the old session's.
  }, [canPush, url, channel, connectionOperation, tokenOperation, signInId, attempt, queryClient]);

  const pushed = canPush && isPushed(status);
  const polling = !pushed && visible;
  const [polled, setPolled] = useState(0);
  const historyHash = JSON.stringify(historyKey);
  useEffect(() => {
    if (!polling) return;
    const query = queryClient.getQueryCache().find({ queryKey: historyKey, exact: true });
    const wait = pollInterval({ live: true, pushed: false, failures: query ? failuresInARow(query) : 0 });
    if (wait === false) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      // A hidden tab's timer does not read: it waits to be shown.
      if (!focusManager.isFocused()) return;
      void readAgain(queryClient, historyKey).finally(() => {
        if (!cancelled) setPolled((count) => count + 1);
      });
    }, wait);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // The key is compared by value: a new array of the same key is the same read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [polling, polled, historyHash, queryClient]);

  const updates: ChatUpdates = !canPush
    ? { kind: 'polling', seconds: SECONDS }
    : status?.connection === 'disconnected'
      ? { kind: 'stopped', seconds: SECONDS, reconnect: () => setAttempt((count) => count + 1) }
      : pushed && !catchingUp
        ? { kind: 'pushed' }
        : { kind: 'connecting', seconds: SECONDS };
  return updates;
}
