import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n/message-table.ts';
import type { DestinationFigures, LiveInfo } from '../../../lib/operations/broadcast/live-answers.ts';
import { readQuery } from '../../../lib/bindings/read.ts';
import { liveInfoRead } from '../../../lib/operations/broadcast/live-reads.ts';
import { type LiveReads, useLiveNow } from './live-reads.ts';

// The live figures of each destination, for the page's one list of destinations: read by the live panel, taken here
// from the query cache. Apart from live-reads.ts, which pages opened from a link share: only the list needs this.

/** No figures will come: not live here, or the live info gives none. */
const NO_FIGURES: DestinationFigures = new Map();

const byChannel = (info: LiveInfo) =>
  info.destinations
    ? new Map(info.destinations.map((destination) => [destination.channelId, destination.figures] as const))
    : undefined;

/** Each live destination's figures by its channel ID; `reading` while they may still come. */
export function useDestinationFigures(bound: LiveReads, projectId: number): DestinationFigures {
  const language = useLanguage();
  const { state, figuresPending } = useLiveNow(bound, projectId);
  const broadcastId = state.kind === 'on' ? state.broadcastId : undefined;
  const figures = useQuery({
    ...readQuery(liveInfoRead, bound.info, { projectId, broadcastId }, language),
    enabled: false,
    select: byChannel,
  });
  if (state.kind === 'on' && figures.data) return figures.data;
  return figuresPending ? 'reading' : NO_FIGURES;
}
