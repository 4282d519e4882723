// The live reads as TanStack queries: the status (is the project live, which broadcast and stream), the broadcast's
// live info, and the last stream's analytics. Each is found by the document's names (live-operations.ts) and sent
// through the same request builder and session path as every described operation.

import { queryOptions } from '@tanstack/react-query';
import { InvalidResponseError } from '../../../lib/api/errors.ts';
import { callDescribed } from '../../../lib/operations/described-tariffs/described-call.ts';
import { describedKeys } from '../../../lib/service-description/query-keys.ts';
import { type LiveInfo, type LiveStatus, readLiveInfo, readLiveStatus, readToken } from './live-answers.ts';
import type { BoundOperation } from './live-operations.ts';

/** Values by name: an operation gets those it takes (query or body), `project_id` always filled. */
export type Values = Readonly<Record<string, string>>;

export function callBound(
  bound: BoundOperation,
  projectId: number,
  language: string,
  values: Values,
  signal?: AbortSignal,
): Promise<unknown> {
  return callDescribed({ operation: bound.operation, details: bound.details, values, projectId, language, signal });
}

export function liveKey(bound: BoundOperation, projectId: number, language: string, request: string) {
  return describedKeys.read(bound.group, bound.operation.key, language, `${projectId}:${request}`);
}

/** Reads shared by the panel and the charts: the same key, so one read serves both. */
export function liveStatusQuery(bound: BoundOperation, projectId: number, language: string) {
  return queryOptions<LiveStatus>({
    queryKey: liveKey(bound, projectId, language, 'status'),
    queryFn: async ({ signal }) => {
      const status = readLiveStatus(await callBound(bound, projectId, language, {}, signal));
      if (!status) throw new InvalidResponseError('live', 'not a live status');
      return status;
    },
  });
}

export function liveInfoQuery(bound: BoundOperation, projectId: number, language: string, broadcastId: number) {
  return queryOptions<LiveInfo>({
    queryKey: liveKey(bound, projectId, language, `broadcast:${broadcastId}`),
    queryFn: async ({ signal }) => {
      const info = readLiveInfo(
        await callBound(bound, projectId, language, { broadcast_id: String(broadcastId) }, signal),
      );
      if (!info) throw new InvalidResponseError('(body)', 'not live info');
      return info;
    },
  });
}

/** An analytics answer for a stream, as it came (its series is found by the chart's own reader). */
export function streamAnswerQuery(bound: BoundOperation, projectId: number, language: string, streamId: number) {
  return queryOptions<unknown>({
    queryKey: liveKey(bound, projectId, language, `stream:${streamId}`),
    queryFn: ({ signal }) => callBound(bound, projectId, language, { stream_id: String(streamId) }, signal),
  });
}

/** A realtime token from a described token operation; an answer without one is an InvalidResponseError. */
export async function fetchToken(
  bound: BoundOperation,
  projectId: number,
  language: string,
  values: Values,
): Promise<string> {
  const token = readToken(await callBound(bound, projectId, language, values));
  if (token === undefined) throw new InvalidResponseError('token', 'no token');
  return token;
}
