// The live reads as TanStack queries under the binding layer's keys — the status (is the project live, which
// broadcast and stream) and the broadcast's live info — and what every part of the Stream page and the chat reads of
// them: the query cache is the one place they are kept, and each part takes what it shows with `select`, so a
// figure's change draws only the parts that show figures.

import { type Query, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { InvalidResponseError } from '../../../lib/api/errors.ts';
import { type Bound, isBound } from '../../../lib/bindings/bind.ts';
import { projectValues } from '../../../lib/bindings/call.ts';
import { boundRead } from '../../../lib/bindings/read.ts';
import { useLanguage } from '../../../lib/i18n/message-table.ts';
import type { LiveInfo, LiveStatus } from './live-answers.ts';
import { type LiveState, factsOf, liveStateOf } from './live-state.ts';

// The readers load with the first answer, not with the Stream page's first paint (which shows the status as being
// read): the parts that show the answers import them anyway.
const readers = () => import('./live-answers.ts');

/** The live status of a project: the same key for every part that reads it, so a page reads it once. */
export function liveStatusQuery(bound: Bound, projectId: number, language: string) {
  // A read that takes the project answers for it; the older one takes none and may be another project's.
  const asked =
    isBound(bound) && bound.details.parameters.some((parameter) => parameter.name === 'project_id')
      ? projectId
      : undefined;
  return boundRead<LiveStatus>(bound, projectValues(projectId), language, async (body, binding) => {
    const status = (await readers()).readLiveStatus(body, binding.answer, asked);
    if (!status) throw new InvalidResponseError('live_groups_count', 'not a live status');
    return status;
  });
}

/** The live info of a broadcast, read with the project's ID (its answer for this project ties the broadcast to it). */
export function liveInfoQuery(bound: Bound, projectId: number, language: string, broadcastId: number | undefined) {
  // Without a broadcast the read is never sent: its key is never read.
  return boundRead<LiveInfo>(
    bound,
    projectValues(projectId, { broadcast_id: String(broadcastId ?? '') }),
    language,
    async (body, binding) => {
      const info = (await readers()).readLiveInfo(body, binding.answer);
      if (!info) throw new InvalidResponseError('(body)', 'not live info');
      return info;
    },
  );
}

/** The operations the live reads are bound to. */
export interface LiveReads {
  status: Bound;
  info: Bound;
}

export interface LiveNow {
  state: LiveState;
  /** The destinations' figures may still come: the status is being read, or a live stream's info. */
  figuresPending: boolean;
}

export interface LiveReading {
  /**
   * Unset (the default): this part shows what another reads (the live panel, which polls and is pushed). Set: this part
   * sends the reads too — and again every `refetchInterval`, a part alone on its screen.
   */
  reads?: { refetchInterval?: (query: Pick<Query<LiveStatus>, 'state' | 'queryHash'>) => number | false };
}

const answered = () => true;

/** The project's stream as the cache has it: whether it is live here, and with which broadcast. */
export function useLiveNow(bound: LiveReads, projectId: number, { reads }: LiveReading = {}): LiveNow {
  const language = useLanguage();
  const sends = reads !== undefined;
  const status = useQuery({
    ...liveStatusQuery(bound.status, projectId, language),
    enabled: sends && isBound(bound.status),
    select: factsOf,
    ...(reads?.refetchInterval ? { refetchInterval: reads.refetchInterval, refetchIntervalInBackground: false } : {}),
  });
  const facts = status.data;
  const broadcastId = facts?.live ? facts.broadcastId : undefined;
  const asked = isBound(bound.info) && broadcastId !== undefined;
  const info = useQuery({
    ...liveInfoQuery(bound.info, projectId, language, broadcastId),
    // Sent by a part of its own only to tie a status that names no project; the live panel reads it for its figures.
    enabled: sends && asked && facts?.projectId === undefined,
    select: answered,
  });
  const { isPending: statusPending, error: statusError, refetch } = status;
  const { data: infoAnswered = false, isPending: infoPending, error: infoError } = info;
  const described = isBound(bound.status);
  return useMemo<LiveNow>(() => {
    if (!described) return { state: { kind: 'undescribed' }, figuresPending: false };
    const state = liveStateOf(projectId, {
      status: { data: facts, pending: statusPending, error: statusError, retry: () => void refetch() },
      info: { asked, answered: infoAnswered, pending: infoPending, error: infoError },
    });
    return { state, figuresPending: state.kind === 'reading' || (state.kind === 'on' && asked && infoPending) };
  }, [described, projectId, facts, statusPending, statusError, refetch, asked, infoAnswered, infoPending, infoError]);
}
