import { type Query, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Bound, isBound } from '../../../lib/bindings/bind.ts';
import { readQuery } from '../../../lib/bindings/read.ts';
import { useLanguage } from '../../../lib/i18n/message-table.ts';
import type { LiveStatus } from '../../../lib/operations/broadcast/live-answers.ts';
import { liveInfoRead, liveStatusRead } from '../../../lib/operations/broadcast/live-reads.ts';
import { type LiveState, factsOf, liveStateOf } from './live-state.ts';

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
    ...readQuery(liveStatusRead, bound.status, projectId, language),
    enabled: sends && isBound(bound.status),
    select: factsOf,
    ...(reads?.refetchInterval ? { refetchInterval: reads.refetchInterval, refetchIntervalInBackground: false } : {}),
  });
  const facts = status.data;
  const broadcastId = facts?.live ? facts.broadcastId : undefined;
  const asked = isBound(bound.info) && broadcastId !== undefined;
  const info = useQuery({
    ...readQuery(liveInfoRead, bound.info, { projectId, broadcastId }, language),
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
