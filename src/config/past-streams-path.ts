import { projectGroupPath } from './paths.ts';

// Apart from paths.ts, which the first load carries: only the pages that link to past streams load this.

/** A project's past streams (the Broadcast group's page), or one of them by its broadcast's ID: `/projects/42/streams/9000`. */
export const pastStreamsPath = (projectId: number | string, broadcastId?: string) =>
  broadcastId === undefined
    ? projectGroupPath('Broadcast', projectId)
    : `${projectGroupPath('Broadcast', projectId)}/${encodeURIComponent(broadcastId)}`;
