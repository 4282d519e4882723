import type { QueryKey } from '@tanstack/react-query';
import { type Bound, isBound } from '../../../lib/bindings/bind.ts';
import { projectValues } from '../../../lib/bindings/call.ts';
import { useRead } from '../../../lib/bindings/read.ts';
import { useRealtimeUrl } from '../../../lib/realtime/realtime-url.ts';
import type { TokenSource } from '../../../lib/realtime/push-token.ts';
import { type PushState, usePush } from '../../../lib/realtime/use-push.ts';
import { type UploadNews, readUploadNews } from '../../../lib/operations/video/video-answers.ts';
import { progressChannelRead } from '../../../lib/operations/video/video-reads.ts';

// The project's channel of uploads and processing, where config.json names a realtime endpoint: followed while an
// upload is open (the channel and token its session gives) or while a listed video is processing (the channel "Get
// upload progress channel for centrifuge" gives, its token asked of it whenever needed). An upload's progress is taken
// as it comes; anything else it publishes (a video processed, renamed, deleted) has the list and the storage read
// again. Where nothing pushes, the list polls while something is processing (video-list.tsx).

export interface VideoPushInput {
  projectId: number;
  connectionToken: Bound;
  progressChannel: Bound;
  /** The open upload's channel and token, as its session gave them. */
  session: { channel: string; token: string | undefined } | undefined;
  /** Whether a listed video is still processing. */
  processing: boolean;
  /** What a publication other than an upload's progress makes out of date. */
  reads: readonly QueryKey[];
  onNews: (news: UploadNews) => void;
}

export function useVideoPush({
  projectId,
  connectionToken,
  progressChannel,
  session,
  processing,
  reads,
  onNews,
}: VideoPushInput): PushState {
  const { url } = useRealtimeUrl();
  const values = projectValues(projectId);
  const follows = session === undefined && processing;
  const described = useRead(progressChannelRead, progressChannel, projectId, {
    enabled: url !== undefined && follows,
    quiet: true,
  }).data;
  const channel = session?.channel ?? (follows ? described?.channel : undefined);
  const token: TokenSource | undefined =
    session?.token !== undefined
      ? { token: session.token }
      : isBound(progressChannel)
        ? { operation: progressChannel, values }
        : undefined;
  return usePush(
    channel === undefined
      ? undefined
      : {
          connection: isBound(connectionToken) ? { operation: connectionToken, values } : undefined,
          channels: [{ name: channel, token, reads }],
        },
    (event) => {
      const news = 'data' in event ? readUploadNews(event.data) : undefined;
      if (!news) return false;
      onNews(news);
      // The progress is taken as it came; a refusal is the upload's own answer to say.
      return true;
    },
  );
}
