// Push where the service offers it: with `realtimeUrl` in config.json, the panel connects with the official
// `centrifuge` client (loaded here, lazily: no other page carries it), using the described token operations, and
// follows the project's channel and the channels the live info names. A publication has the reads of its channel
// read again at once in a visible tab (never cancelling one on the way: read-again.ts), and when the tab is shown
// again in a hidden one.

import { focusManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, HttpError } from '../../../lib/api/errors.ts';
import { useTokenStore } from '../../../lib/session/token-store.ts';
import { type LivePush, type PushStatus, startPush } from './live-push.ts';
import { isBound } from '../../../lib/bindings/bind.ts';
import type { LiveBound } from './live-bound.ts';
import { fetchToken } from './live-queries.ts';
import { readAgain } from './read-again.ts';
import { tokenReuse } from './token-reuse.ts';

export const projectChannel = (projectId: number) => `$project_channels:${projectId}`;

/** Publications within this time of each other are read once. */
const COALESCE_MS = 250;

export type PushMode =
  /** No realtime endpoint configured: the panel polls. */
  | { kind: 'off' }
  /** Configured, but the connection token operation is not described. */
  | { kind: 'no-token-operation' }
  /** The client's code could not be loaded. */
  | { kind: 'not-loaded' }
  | { kind: 'on'; status: PushStatus };

export interface LivePushInput {
  url: string | undefined;
  operations: LiveBound;
  projectId: number;
  language: string;
  broadcastId: number | undefined;
  /** The channels the live info names, and the tokens it carries for them. */
  infoChannels: readonly { channel: string; token: string | undefined }[];
  /** Query keys to mark stale when the project's channel publishes, and when any other channel does. */
  statusKey: readonly unknown[] | undefined;
  infoKey: readonly unknown[] | undefined;
  /** The connection's state as last reported (held by the caller, whose polling depends on it). */
  status: PushStatus | undefined;
  onStatus: (status: PushStatus | undefined) => void;
}

/** The project's channel (when its token operation is described) and the channels the live info names. */
function followedChannels({ operations, projectId, infoChannels }: LivePushInput): string[] {
  const channels = [
    ...(isBound(operations.projectToken) ? [projectChannel(projectId)] : []),
    ...infoChannels.map(({ channel }) => channel),
  ];
  return [...new Set(channels)];
}

/** A token refused for good (or no session) stops the client; anything else it retries with its own back-off. */
function permanent(error: unknown): boolean {
  if (error instanceof HttpError) return !error.transient;
  return error instanceof ApiError && (error.kind === 'session-ended' || error.kind === 'signed-out');
}

/**
 * A token's request as the client asks it: the client would retry a refused token forever, so a refusal for good
 * ends the connection instead (`Unauthorized`, the client's own error for it, is handed in with its lazy code).
 */
export const tokenGuard =
  (Unauthorized: new (message: string) => Error) =>
  async (get: () => Promise<string>): Promise<string> => {
    try {
      return await get();
    } catch (error) {
      if (permanent(error)) throw new Unauthorized('token refused');
      throw error;
    }
  };

export function useLivePush(input: LivePushInput): { mode: PushMode; reconnect: () => void } {
  const queryClient = useQueryClient();
  const signInId = useTokenStore((state) => state.session?.signInId);
  const { status } = input;
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  });
  const push = useRef<LivePush | undefined>(undefined);
  const { url, operations, projectId } = input;
  const connectionToken = operations.connectionToken;
  const canConnect = Boolean(url) && isBound(connectionToken) && signInId !== undefined;
  // The connection follows the operation, not the binding's object: bindings made again (a language change, a
  // description read again) must not close a socket in the middle of its handshake.
  const connectionOperation = isBound(connectionToken) ? connectionToken.operation.key : undefined;

  // Compared by value: a new array of the same channels follows nothing new.
  const channelList = JSON.stringify(followedChannels(input));

  useEffect(() => {
    if (!canConnect || !url || connectionOperation === undefined) return;
    let cancelled = false;
    const shared = tokenReuse();
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const changed = (key: readonly unknown[] | undefined) => {
      if (!key) return;
      const id = JSON.stringify(key);
      if (timers.has(id)) return;
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          // A hidden tab only marks it stale: it is read when the tab is shown again.
          if (focusManager.isFocused()) void readAgain(queryClient, key);
          else void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
        }, COALESCE_MS),
      );
    };
    import('centrifuge').then(
      ({ Centrifuge, UnauthorizedError }) => {
        if (cancelled) return;
        const guarded = tokenGuard(UnauthorizedError);
        const tokenFor = async (channel: string): Promise<string> => {
          const { operations: ops, projectId: project, language, broadcastId, infoChannels } = latest.current;
          if (channel === projectChannel(project) && isBound(ops.projectToken)) {
            const projectToken = ops.projectToken;
            return shared(`project:${project}`, channel, () => fetchToken(projectToken, project, language, {}));
          }
          // The token the live info carries for its channel (read again with the info, so it stays fresh), else
          // the broadcast's token operation.
          const carried = infoChannels.find((known) => known.channel === channel)?.token;
          if (carried !== undefined) return carried;
          if (isBound(ops.broadcastToken) && broadcastId !== undefined) {
            const broadcastToken = ops.broadcastToken;
            return shared(`broadcast:${broadcastId}`, channel, () =>
              fetchToken(broadcastToken, project, language, { broadcast_id: String(broadcastId) }),
            );
          }
          throw new UnauthorizedError('no token for the channel');
        };
        push.current = startPush({
          url,
          create: (endpoint, options) => new Centrifuge(endpoint, options),
          connectionToken: () =>
            guarded(() => {
              const { operations: ops, projectId: project, language } = latest.current;
              if (!isBound(ops.connectionToken)) throw new UnauthorizedError('no connection token operation');
              return fetchToken(ops.connectionToken, project, language, {});
            }),
          channelToken: (channel) => guarded(() => tokenFor(channel)),
          onChange: (channel) => {
            // The project's channel changes its status; a broadcast's, its figures: the status's (the incoming
            // stream) and the live info's (each destination's).
            changed(latest.current.statusKey);
            if (channel !== projectChannel(latest.current.projectId)) changed(latest.current.infoKey);
          },
          onStatus: (next) => latest.current.onStatus(next),
        });
        push.current.follow(followedChannels(latest.current));
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
      timers.forEach((timer) => clearTimeout(timer));
      push.current?.close();
      push.current = undefined;
      latest.current.onStatus(undefined);
    };
    // A new sign-in (or a sign-out) ends the connection: its tokens were the old session's.
  }, [canConnect, url, connectionOperation, projectId, signInId, attempt, queryClient]);

  useEffect(() => {
    push.current?.follow(JSON.parse(channelList) as string[]);
  }, [channelList]);

  const reconnect = () => setAttempt((count) => count + 1);
  if (!url) return { mode: { kind: 'off' }, reconnect };
  if (!isBound(connectionToken)) return { mode: { kind: 'no-token-operation' }, reconnect };
  if (loadFailed) return { mode: { kind: 'not-loaded' }, reconnect };
  return { mode: { kind: 'on', status: status ?? { connection: 'connecting', subscribed: false } }, reconnect };
}
