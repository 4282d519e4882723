import { HttpError } from '../../../lib/api/errors.ts';
import type { LiveInfo, LiveStatus } from './live-answers.ts';

// Whose live state an answer is. The real kind's "Get live status" takes no project and names none: read on a
// project's page it may be another project's. It is this project's only when it says so, or when the live info,
// read with this project's ID for the status's broadcast, answers for it.

/** `this`: shown; `other`: another project's, never shown; `unknown`: the service does not say. */
export type Tie = 'this' | 'other' | 'unknown';

export interface InfoRead {
  /** Whether the live info is described (and asked for). */
  asked: boolean;
  data: LiveInfo | undefined;
  error: unknown;
}

export function tieOf(status: LiveStatus, projectId: number, info: InfoRead): Tie {
  if (status.projectId !== undefined) return status.projectId === projectId ? 'this' : 'other';
  if (!status.live || status.broadcastId === undefined || !info.asked) return 'unknown';
  if (info.data) return 'this';
  // Refused for this project (not a failure to reach the service): the broadcast is not this project's.
  return info.error instanceof HttpError && !info.error.transient ? 'other' : 'unknown';
}
