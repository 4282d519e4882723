import { type Query, useQuery } from '@tanstack/react-query';
import type { Bound } from '../../lib/bindings/bind.ts';
import { readQuery } from '../../lib/bindings/read.ts';
import { serviceVideosRead } from '../../lib/operations/media/service-video-reads.ts';
import { useLanguage } from '../../lib/i18n/message-table.ts';
import { polled } from '../../lib/realtime/polling-policy.ts';
import { type ServiceVideo, isProcessing } from '../../lib/operations/media/service-videos.ts';

// "Get service video list" for a project, as every part of the guard reads it (one query): with its key, which what
// is pushed about a processing video changes, and read again every few seconds while one processes and nothing
// pushes (only a safety read once a minute while pushed: lib/realtime/polling-policy.ts), not at all otherwise.

const whileProcessing = polled<ServiceVideo[]>(() => true);

export function useServiceVideos(bound: Bound, projectId: number, { follow = false }: { follow?: boolean } = {}) {
  const options = readQuery(serviceVideosRead, bound, projectId, useLanguage());
  const query = useQuery({
    ...options,
    // A part that only names a video (Pause's question) takes what the part that follows the list has read.
    ...(follow ? {} : { staleTime: Number.POSITIVE_INFINITY }),
    refetchInterval: follow
      ? (read: Pick<Query<ServiceVideo[]>, 'state' | 'queryHash'>) =>
          read.state.data?.some(isProcessing) ? whileProcessing(read) : false
      : false,
  });
  return { ...query, queryKey: options.queryKey };
}
