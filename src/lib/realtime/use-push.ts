// Push where the service offers it: with config.json's `realtimeUrl` (realtime-url.ts), a part follows its channels
// over the page's one connection (shared-client.ts, the client loaded only then: centrifuge-client.ts), each channel's
// token from where the part says (push-token.ts). What a channel publishes makes the part's reads of it out of date:
// read again in a visible tab — at once after a quiet spell, else once at the end of the live polling interval
// (read-window.ts), never cancelling one on the way (read-again.ts) —, only marked stale in a hidden one (read when
// the tab is shown). A (re)subscription may have missed something: the channel's reads are read again
// the same way, and the part is not "pushed" until they have landed.

import { type QueryKey, focusManager, hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLanguage } from '../i18n/message-table.ts';
import { useTokenStore } from '../session/token-store.ts';
import { loadPushClient } from './centrifuge-client.ts';
import { type TokenSource, fetchToken, tokenGuard } from './push-token.ts';
import { LIVE_INTERVAL_MS, keepPushed } from './polling-policy.ts';
import { readAgain } from './read-again.ts';
import { readWindows } from './read-window.ts';
import { useRealtimeUrl } from './realtime-url.ts';
import { type ConnectionState, type PushSession, type PushStatus, isPushed, startPush } from './start-push.ts';
import { tokenReuse } from './token-reuse.ts';

export interface PushChannel {
  /** The channel's name, as the service gives it. */
  name: string;
  /** Where its token comes from; undefined: nowhere the part knows, so the channel is refused (and the part polls). */
  token: TokenSource | undefined;
  /** The reads what it publishes changes: read again when it publishes, and when it is (re)subscribed. */
  reads: readonly QueryKey[];
}

export interface PushRequest {
  /** Where the connection's token comes from; undefined: the deployment describes no way to get one. */
  connection: TokenSource | undefined;
  channels: readonly PushChannel[];
}

export type PushEvent =
  /** The channel published this. */
  | { channel: string; data: unknown }
  /** The channel was (re)subscribed: whatever it published meanwhile was missed. */
  | { channel: string; missed: true };

/** What a part does with an event: true when it took it as it came, so the channel's reads need not be read again. */
export type PushHandler = (event: PushEvent) => boolean;

export type PushState =
  /** No realtime endpoint (or Settings point at another API: `otherApi`), nothing to follow, or signed out. */
  | { kind: 'off'; otherApi: boolean }
  /** An endpoint, but the deployment describes no way to get a connection token. */
  | { kind: 'no-token-operation' }
  /** The client's code could not be loaded. */
  | { kind: 'not-loaded'; reconnect: () => void }
  /**
   * Connecting, connected or stopped (a token refused for good, or the service gone); `pushed`: connected,
   * subscribed to every channel and caught up, so publications say when to read.
   */
  | { kind: 'on'; connection: ConnectionState; pushed: boolean; reconnect: () => void };

const namesOf = (request: PushRequest | undefined) => [...new Set(request?.channels.map((channel) => channel.name))];

/**
 * Follows `request`'s channels while the page has a realtime endpoint, and says how it keeps up. The connection stays
 * while where its token comes from stays (a new language or a request made again closes nothing); a new sign-in (or a
 * sign-out) ends it, since its tokens were the old session's.
 */
export function usePush(request: PushRequest | undefined, onEvent?: PushHandler): PushState {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const { url, otherApi } = useRealtimeUrl();
  const signInId = useTokenStore((state) => state.session?.signInId);
  const [status, setStatus] = useState<PushStatus>();
  const [catchingUp, setCatchingUp] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [notLoaded, setNotLoaded] = useState<number>();
  const latest = useRef({ request, onEvent, language });
  useLayoutEffect(() => {
    latest.current = { request, onEvent, language };
  });
  const session = useRef<PushSession | undefined>(undefined);
  const connection = request?.connection;
  const connectionFrom =
    connection === undefined
      ? undefined
      : 'token' in connection
        ? '(carried)'
        : `${connection.operation.operation.key} ${hashKey([connection.values])}`;
  const canConnect = url !== undefined && connectionFrom !== undefined && signInId !== undefined;
  // Compared by value: a new array of the same channels follows nothing new.
  const channelList = JSON.stringify(namesOf(request));

  useEffect(() => {
    if (!canConnect || url === undefined) return;
    let cancelled = false;
    const shared = tokenReuse();
    // A publication's reads are read as often as the page would poll them while live, at most.
    const windows = readWindows(LIVE_INTERVAL_MS);
    const markStale = (key: QueryKey) => {
      const mark = () => void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
      mark();
      // A read on the way may have been answered before this publication: its answer is marked too, once it lands.
      if (queryClient.getQueryState(key)?.fetchStatus !== 'fetching') return;
      const hash = hashKey(key);
      const stop = queryClient.getQueryCache().subscribe(({ query }) => {
        if (query.queryHash !== hash || query.state.fetchStatus === 'fetching') return;
        stop();
        mark();
      });
    };
    const readSoon = (key: QueryKey) => {
      if (!focusManager.isFocused()) return markStale(key);
      windows.ask(hashKey(key), () => {
        if (focusManager.isFocused()) void readAgain(queryClient, key);
        else markStale(key);
      });
    };
    const catchUp = (key: QueryKey) => {
      if (!focusManager.isFocused()) return markStale(key);
      setCatchingUp((count) => count + 1);
      void readAgain(queryClient, key).finally(() => {
        if (!cancelled) setCatchingUp((count) => count - 1);
      });
    };
    loadPushClient().then(
      ({ create, Unauthorized }) => {
        if (cancelled) return;
        const guarded = tokenGuard(Unauthorized);
        const tokenOf = async (source: TokenSource | undefined, channel?: string): Promise<string> => {
          if (source === undefined) throw new Unauthorized('no token for this');
          if ('token' in source) return source.token;
          const { operation, values } = source;
          const ask = () => fetchToken(operation, values, latest.current.language);
          // The channels of one token operation and values share its token (token-reuse.ts).
          return channel === undefined
            ? ask()
            : shared(`${operation.operation.key} ${hashKey([values])}`, channel, ask);
        };
        const channelOf = (name: string) => latest.current.request?.channels.find((channel) => channel.name === name);
        session.current = startPush({
          url,
          create,
          connectionToken: () => guarded(() => tokenOf(latest.current.request?.connection)),
          channelToken: (name) => guarded(() => tokenOf(channelOf(name)?.token, name)),
          onChange: (name, publication) => {
            const event: PushEvent = publication
              ? { channel: name, data: publication.data }
              : { channel: name, missed: true };
            if (latest.current.onEvent?.(event)) return;
            for (const key of channelOf(name)?.reads ?? []) (publication ? readSoon : catchUp)(key);
          },
          onStatus: setStatus,
        });
        session.current.follow(namesOf(latest.current.request));
      },
      () => {
        if (!cancelled) setNotLoaded(attempt);
      },
    );
    return () => {
      cancelled = true;
      windows.close();
      session.current?.close();
      session.current = undefined;
      setStatus(undefined);
      setCatchingUp(0);
    };
  }, [canConnect, url, connectionFrom, signInId, attempt, queryClient]);

  useEffect(() => {
    session.current?.follow(JSON.parse(channelList) as string[]);
  }, [channelList]);

  const now: PushStatus = status ?? { connection: 'connecting', subscribed: false };
  const pushed = canConnect && notLoaded !== attempt && isPushed(now) && catchingUp === 0;
  // While pushed, the channels' reads poll only for safety (polling-policy.ts); marked before their queries' options
  // are next applied (a layout effect runs before their effects).
  const kept = JSON.stringify(
    pushed ? [...new Set(request?.channels.flatMap((channel) => channel.reads.map((key) => hashKey(key))))] : [],
  );
  useLayoutEffect(() => keepPushed(JSON.parse(kept) as string[]), [kept]);

  const reconnect = useCallback(() => setAttempt((count) => count + 1), []);
  if (url === undefined || request === undefined || signInId === undefined) return { kind: 'off', otherApi };
  if (connection === undefined) return { kind: 'no-token-operation' };
  if (notLoaded === attempt) return { kind: 'not-loaded', reconnect };
  return { kind: 'on', connection: now.connection, pushed, reconnect };
}
