import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { isBound } from '../../lib/bindings/bind.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import { useLanguage } from '../../lib/i18n/message-table.ts';
import { LIVE_INTERVAL_MS } from '../../lib/realtime/polling-policy.ts';
import { useRealtimeUrl } from '../../lib/realtime/realtime-url.ts';
import { type PushEvent, usePush } from '../../lib/realtime/use-push.ts';
import type { GuardBound } from './guard-part.ts';
import { readVideoPublication } from './model/publication.ts';
import { type ServiceVideo } from '../../lib/operations/media/service-videos.ts';
import { processingSessionRead, serviceVideoRead } from '../../lib/operations/media/service-video-reads.ts';
import { useRead, readQuery } from '../../lib/bindings/read.ts';

// A video the service is still processing is followed on its own channel, as "Get session by media id" names it
// with its token, over the page's one realtime connection (lib/realtime): a publication that it is gone takes it off
// the list as it came; any other has the video read again by itself ("Get service video") and put in the list, so
// the list is not read while subscribed. Where nothing pushes, the list is polled while a video processes
// (video-list's read tuning).

/** How the part keeps up with what is processing, as it says it. */
export type ProcessingUpdates =
  | { kind: 'pushed' }
  | { kind: 'connecting' }
  | { kind: 'polling'; seconds: number }
  | { kind: 'stopped'; seconds: number; reconnect: () => void };

const SECONDS = LIVE_INTERVAL_MS / 1000;

/** How one video the service is processing keeps up: pushed on its channel where it can be, else polled. */
export function useProcessingUpdates({
  bound,
  projectId,
  video,
  listKey,
}: {
  bound: GuardBound;
  projectId: number;
  video: ServiceVideo;
  /** The list's read: what a (re)subscription reads again, and what a publication changes. */
  listKey: QueryKey;
}): ProcessingUpdates {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const { url } = useRealtimeUrl();
  const { session, item, connectionToken } = bound;
  const media = { projectId, mediaId: video.id };
  // The session is asked for only where there is an endpoint to follow its channel on.
  const sessionRead = useRead(processingSessionRead, session, media, { enabled: url !== undefined });
  const given = sessionRead.data;
  const channel = given?.channel ?? video.channel;
  const push = usePush(
    channel === undefined || given?.token === undefined
      ? undefined
      : {
          connection: isBound(connectionToken)
            ? { operation: connectionToken, values: projectValues(projectId) }
            : undefined,
          channels: [{ name: channel, token: { token: given.token }, reads: [listKey] }],
        },
    (event: PushEvent) => {
      // A (re)subscription may have missed something: the list is read again.
      if (!('data' in event)) return false;
      const replace = (change: (videos: ServiceVideo[]) => ServiceVideo[]) =>
        queryClient.setQueryData<ServiceVideo[]>(listKey, (videos) => (videos ? change(videos) : videos));
      if (readVideoPublication(event.data, video.id).kind === 'deleted') {
        replace((videos) => videos.filter((one) => one.id !== video.id));
        return true;
      }
      if (!isBound(item)) return false;
      queryClient.fetchQuery(readQuery(serviceVideoRead, item, media, language)).then(
        (read) => replace((videos) => videos.map((one) => (one.id === video.id ? read : one))),
        () => void queryClient.invalidateQueries({ queryKey: listKey, exact: true }),
      );
      return true;
    },
  );
  const waitingForSession = url !== undefined && isBound(session) && sessionRead.isPending;
  if (push.kind === 'not-loaded') return { kind: 'stopped', seconds: SECONDS, reconnect: push.reconnect };
  if (push.kind !== 'on') return waitingForSession ? { kind: 'connecting' } : { kind: 'polling', seconds: SECONDS };
  if (push.connection === 'disconnected') return { kind: 'stopped', seconds: SECONDS, reconnect: push.reconnect };
  return push.pushed ? { kind: 'pushed' } : { kind: 'connecting' };
}
