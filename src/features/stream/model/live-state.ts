import { HttpError } from '../../../lib/api/errors.ts';
import type { Figure, LiveStatus } from '../../../lib/operations/broadcast/live-answers.ts';

// Which broadcast is live, and whether it is this project's, worked out in one place from the live status and the
// live info. The real kind's "Get live status" takes no project and names none: read on a project's page it may be
// another project's. It is this project's only when it says so (or was asked for this project), or when the live
// info, read with this project's ID for the status's broadcast, answers for it.

/**
 * What the page knows of the project's stream, for its status line, its Pause/Stop, the live panel, the chat and the
 * last stream: still reading; not live; live (or paused) with when it started and its broadcast; live but not said to
 * be this project's; the status that could not be read (with a way to try again); or a deployment that does not
 * describe it.
 */
export type LiveState =
  | { kind: 'reading' }
  | { kind: 'off' }
  | {
      kind: 'on';
      /** The service says the broadcast is paused (its state's word). */
      paused: boolean;
      startedAt: string | undefined;
      broadcastId: number | undefined;
      streamId: number | undefined;
      /** The service's word for the broadcast's state, where it gives one. */
      state: Figure | undefined;
    }
  | { kind: 'untied'; streamId: number | undefined }
  | { kind: 'failed'; error: unknown; retry: () => void }
  | { kind: 'undescribed' };

/** The service's word a paused broadcast's state is (the newer real kind's, after "Pause stream"). */
export const isPausedWord = (state: Figure | undefined) => state?.value === 'paused';

/** A state of the service's the status line says in its own words (live, paused); any other is shown as given. */
export const hasStatusWords = (state: Figure | undefined) => state?.value === 'live' || isPausedWord(state);

/** What a status says of which broadcast is live, without its figures: a figure's change is no change of this. */
export type LiveFacts = Pick<LiveStatus, 'live' | 'broadcastId' | 'streamId' | 'projectId' | 'startedAt' | 'state'>;

export const factsOf = ({ live, broadcastId, streamId, projectId, startedAt, state }: LiveStatus): LiveFacts => ({
  live,
  broadcastId,
  streamId,
  projectId,
  startedAt,
  state,
});

/** `this`: shown; `other`: another project's, never shown; `unknown`: the service does not say. */
export type Tie = 'this' | 'other' | 'unknown';

export interface InfoRead {
  /** Whether the live info is described and there is a broadcast to ask it for. */
  asked: boolean;
  /** Whether it has answered (for this project). */
  answered: boolean;
  error: unknown;
}

export function tieOf(status: LiveFacts, projectId: number, info: InfoRead): Tie {
  if (status.projectId !== undefined) return status.projectId === projectId ? 'this' : 'other';
  if (!status.live || status.broadcastId === undefined || !info.asked) return 'unknown';
  if (info.answered) return 'this';
  // Refused for this project (not a failure to reach the service): the broadcast is not this project's.
  return info.error instanceof HttpError && !info.error.transient ? 'other' : 'unknown';
}

export interface LiveReadsNow {
  status: { data: LiveFacts | undefined; pending: boolean; error: unknown; retry: () => void };
  info: InfoRead & { pending: boolean };
}

/** The project's stream as the two reads say it now. */
export function liveStateOf(projectId: number, { status, info }: LiveReadsNow): LiveState {
  const facts = status.data;
  if (!facts)
    return status.pending ? { kind: 'reading' } : { kind: 'failed', error: status.error, retry: status.retry };
  const tie = tieOf(facts, projectId, info);
  const { startedAt, broadcastId, streamId, state } = facts;
  // Live here only when the answer is this project's: another project's stream is never shown as this one's.
  if (facts.live && tie === 'this')
    return { kind: 'on', paused: isPausedWord(state), startedAt, broadcastId, streamId, state };
  // Still finding out whose it is.
  if (facts.live && tie === 'unknown' && info.asked && info.pending) return { kind: 'reading' };
  return facts.live ? { kind: 'untied', streamId } : { kind: 'off' };
}
