import { InvalidResponseError } from '../../api/errors.ts';
import { projectValues } from '../../bindings/call.ts';
import { defineRead } from '../../bindings/read.ts';
import type { LiveInfo, LiveStatus } from './live-answers.ts';

// Whether a project's stream is live, and its live broadcast's figures: one read each for every part that shows them
// (the Stream page's live panel, its rows, the chat, Home's cards), each taking what it shows of the answer with
// `select`, so a figure's change draws only the parts that show figures.

// The readers load with the first answer, not with a page's first paint (which shows the status as being read): the
// parts that show the answers import them anyway.
const readers = () => import('./live-answers.ts');

/**
 * "Live status info by project id" (the newer real kind's, which takes the project, so its answer is this project's),
 * else "Get live status" (the older one, which takes none and may be another project's).
 */
export const liveStatusRead = defineRead({
  name: 'live status',
  binding: {
    name: [
      { group: 'Broadcast', name: 'Live status info by project id' },
      { group: 'Project', name: 'Get live status' },
    ],
    read: true,
  },
  values: (projectId: number) => projectValues(projectId),
  parse: async (body, binding, _language, projectId): Promise<LiveStatus> => {
    const asked = binding.details.parameters.some((parameter) => parameter.name === 'project_id')
      ? projectId
      : undefined;
    const status = (await readers()).readLiveStatus(body, binding.answer, asked);
    if (!status) throw new InvalidResponseError('live_groups_count', 'not a live status');
    return status;
  },
});

/** A live broadcast of a project. */
export interface LiveBroadcast {
  projectId: number;
  /** Undefined while none is live: the read is never sent then. */
  broadcastId: number | undefined;
}

/** "View live info": the live broadcast's figures, read with the project's ID (its answer for this project ties them). */
export const liveInfoRead = defineRead({
  name: 'live info',
  binding: { name: { group: 'Live', name: 'View live info' }, read: true },
  values: ({ projectId, broadcastId }: LiveBroadcast) =>
    projectValues(projectId, { broadcast_id: String(broadcastId ?? '') }),
  parse: async (body, binding): Promise<LiveInfo> => {
    const info = (await readers()).readLiveInfo(body, binding.answer);
    if (!info) throw new InvalidResponseError('(body)', 'not live info');
    return info;
  },
});
