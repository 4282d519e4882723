// A stream that ends while its project records ("Update record") leaves a recording: a new video of the project,
// processing, then ready as an upload is, as long as the stream and as large as its bitrate makes it. Named by when
// it started (UTC), in no language: the service names it, not a person.
import { ACCOUNT_KEYS } from '../accounts.ts';
import type { DemoState } from '../demo-state.ts';
import type { Change } from '../studio/studio-state.ts';

/** Bytes a second of a recording takes: the demo's incoming bitrate, 6000 kbps. */
const RECORDED_BYTES_PER_SECOND = 750_000;

export function recordingOnEnd(state: DemoState): (change: Change) => void {
  return (change) => {
    if (change.data.type !== 'stream_ended') return;
    const broadcast = state.studio.broadcasts.get(Number(change.data.broadcast_id));
    if (!broadcast?.endedAt || !state.studio.keyOf(broadcast.projectId).record) return;
    const owner = ACCOUNT_KEYS.map((key) => state.accounts.byKey(key)).find((account) =>
      account.projects.some((project) => project.projectId === broadcast.projectId && project.isOwner),
    );
    const seconds = Math.max(1, Math.round((broadcast.endedAt - broadcast.startedAt) / 1000));
    const name = `${new Date(broadcast.startedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    state.videos.addRecording(
      broadcast.projectId,
      owner?.userId ?? 0,
      name,
      seconds,
      seconds * RECORDED_BYTES_PER_SECOND,
    );
  };
}
