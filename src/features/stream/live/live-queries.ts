// The live reads as TanStack queries under the binding layer's keys: the status (is the project live, which
// broadcast and stream), the broadcast's live info, and the last stream's analytics; and the realtime tokens.

import { InvalidResponseError } from '../../../lib/api/errors.ts';
import type { Binding } from '../../../lib/bindings/bind.ts';
import { type NamedValues, callBinding, projectValues } from '../../../lib/bindings/call.ts';
import { boundRead } from '../../../lib/bindings/read.ts';
import { type LiveInfo, type LiveStatus, readLiveInfo, readLiveStatus, readToken } from './live-answers.ts';

/** Shared by the panel and the charts: the same key, so a page showing both reads it once. */
export function liveStatusQuery(bound: Binding, projectId: number, language: string) {
  // A read that takes the project answers for it; the older one takes none and may be another project's.
  const asked = bound.details.parameters.some((parameter) => parameter.name === 'project_id') ? projectId : undefined;
  return boundRead<LiveStatus>(bound, projectValues(projectId), language, (body) => {
    const status = readLiveStatus(body, bound.answer, asked);
    if (!status) throw new InvalidResponseError('live_groups_count', 'not a live status');
    return status;
  });
}

export function liveInfoQuery(bound: Binding, projectId: number, language: string, broadcastId: number) {
  return boundRead<LiveInfo>(
    bound,
    projectValues(projectId, { broadcast_id: String(broadcastId) }),
    language,
    (body) => {
      const info = readLiveInfo(body, bound.answer);
      if (!info) throw new InvalidResponseError('(body)', 'not live info');
      return info;
    },
  );
}

/** An analytics answer for a stream, as it came (its series is found by the chart's own reader). */
export function streamAnswerQuery(bound: Binding, projectId: number, language: string, streamId: number) {
  return boundRead<unknown>(bound, projectValues(projectId, { stream_id: String(streamId) }), language, (body) => body);
}

/** A realtime token from a described token operation; an answer without one is an InvalidResponseError. */
export async function fetchToken(
  bound: Binding,
  projectId: number,
  language: string,
  values: NamedValues,
): Promise<string> {
  const token = readToken(await callBinding(bound, projectValues(projectId, values), { language }), bound.answer);
  if (token === undefined) throw new InvalidResponseError('token', 'no token');
  return token;
}
