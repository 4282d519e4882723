// How the last stream went: its bitrate and viewers drawn with the shared series chart, and its events listed, for
// the stream the live status names — where Analytics' operations are described; otherwise a line says so.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, memo, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Deferred } from '../../../components/deferred.tsx';
import { WhenNear } from '../../../components/when-near.tsx';
import { describeError } from '../../../components/error-panel.tsx';
import { appMessages, useLanguage } from '../../../lib/i18n/i18n.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import { findSeries } from '../../../lib/service-description/series.ts';
import { readEvent, readEventList } from './stream-events.ts';
import { liveMessages } from './live-messages.ts';
import { PartNote } from '../../../components/part-note.tsx';
import { type Binding, type Bound, isBound } from '../../../lib/bindings/bind.ts';
import type { LiveBound } from './live-bound.ts';
import { type LiveReads, useLiveNow } from '../model/live-reads.ts';
import { FirstRows } from '../../../components/first-rows.tsx';
import { PageSecrets } from '../../../components/page-error.tsx';
import { secretForms, scrubText } from '../../../lib/api/scrub-error.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import './live.css';
import { ReadProblem } from '../read-problem.tsx';
import {
  type StreamAsked,
  streamEventsRead,
  streamBitrateRead,
  streamViewersRead,
} from '../../../lib/operations/broadcast/broadcast-reads.ts';
import { type Answered, readQuery, type Read } from '../../../lib/bindings/read.ts';
import { LazySeriesChart } from '../../../components/series-chart/lazy-series-chart.tsx';

export interface StreamAfterProps {
  projectId: number;
  bound: LiveBound;
  /** Where the page sends people for every stream before this one. */
  more?: ReactNode;
}

export const StreamAfter = memo(function StreamAfter({ projectId, bound, more }: StreamAfterProps) {
  const m = useMessages(liveMessages);
  const { status, info, bitrate, viewers, events } = bound;
  const described = [bitrate, viewers, events].some(isBound);
  return (
    <section className="card stream-last" aria-labelledby={`stream-after-${projectId}`}>
      <h2 id={`stream-after-${projectId}`}>{m.after}</h2>
      {!isBound(status) ? (
        <PartNote part={status} />
      ) : !described ? (
        <PartNote part={[bitrate, viewers, events]} />
      ) : (
        <LastStream projectId={projectId} bound={{ status, info }} parts={{ bitrate, viewers, events }} />
      )}
      {more}
    </section>
  );
});

function LastStream({
  projectId,
  bound,
  parts,
}: {
  projectId: number;
  bound: LiveReads;
  parts: { bitrate: Bound; viewers: Bound; events: Bound };
}) {
  const m = useMessages(liveMessages);
  const t = useMessages(appMessages);
  // Whether it is live here, as every part of the page reads it: read here too, so the part stands on its own.
  const { state } = useLiveNow(bound, projectId, { reads: {} });
  const tiedStream = state.kind === 'on' ? state.streamId : undefined;
  // Remembered as it is rendered (React's way of keeping a value derived from earlier renders).
  const [seen, setSeen] = useState<number>();
  if (tiedStream !== undefined && tiedStream !== seen) setSeen(tiedStream);
  if (state.kind === 'reading') return <p className="hint">{m.loading}</p>;
  if (state.kind === 'failed')
    return (
      <ReadProblem
        className="live-problem"
        text={m.failed(describeError(state.error, t))}
        action={m.retry}
        onAction={state.retry}
      />
    );
  // A stream the service does not tie to this project is not shown as this project's; one this page saw live here
  // stays its last stream once it ends (the real kind's status names no stream then).
  const live = state.kind === 'on';
  const streamId = live ? state.streamId : state.kind === 'untied' ? undefined : seen;
  if (streamId === undefined)
    return (
      <p className="hint">{state.kind === 'untied' && state.streamId !== undefined ? m.afterUntied : m.noStream}</p>
    );
  return (
    <>
      <p>{m.afterStream(String(streamId))}</p>
      {/* The charts and the events (a chunk and three reads) as the reader nears them; the stream they are of is
          remembered above, drawn or not. */}
      <WhenNear>
        <StreamSeries
          title={m.bitrate}
          read={streamBitrateRead}
          binding={parts.bitrate}
          {...{ projectId, streamId, live }}
        />
        <StreamSeries
          title={m.viewers}
          read={streamViewersRead}
          binding={parts.viewers}
          {...{ projectId, streamId, live }}
        />
        <StreamEvents read={streamEventsRead} binding={parts.events} {...{ projectId, streamId, live }} />
      </WhenNear>
    </>
  );
}

interface PartProps {
  /** What the part reads of the stream (lib/operations/broadcast/broadcast-reads.ts). */
  read: Read<Answered, StreamAsked>;
  binding: Bound;
  projectId: number;
  streamId: number;
  live: boolean;
}

type BoundPartProps = Omit<PartProps, 'binding'> & { binding: Binding };

/** The analytics answer for the stream, read again when the stream ends: its series is complete then. */
function useStreamAnswer({ read, binding, projectId, streamId, live }: BoundPartProps) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const options = readQuery(read, binding, { projectId, streamId }, language);
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live) void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true });
    wasLive.current = live;
  }, [live, options.queryKey, queryClient]);
  return useQuery(options);
}

function PartProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const m = useMessages(liveMessages);
  const t = useMessages(appMessages);
  return <ReadProblem className="live-problem" text={describeError(error, t)} action={m.retry} onAction={onRetry} />;
}

function StreamSeries({ title, ...props }: PartProps & { title: string }) {
  const { binding } = props;
  return (
    <section className="stream-series">
      <h3>{title}</h3>
      {isBound(binding) ? <BoundSeries {...props} binding={binding} title={title} /> : <PartNote part={binding} />}
    </section>
  );
}

function BoundSeries(props: BoundPartProps & { title: string }) {
  const query = useStreamAnswer(props);
  // A chart of a stream's hours is drawn in short tasks once its answer lands.
  return (
    <Deferred>
      <SeriesRead {...props} query={query} />
    </Deferred>
  );
}

type ReadProps = BoundPartProps & { query: ReturnType<typeof useStreamAnswer> };

function SeriesRead({ title, query }: ReadProps & { title: string }) {
  const m = useMessages(liveMessages);
  const language = useLanguage();
  // One line is named by what the part shows, in the page's words; several (one a server) keep their names.
  const series = useMemo(() => {
    const found = query.data === undefined ? undefined : findSeries(query.data.body, query.data.answer);
    return found?.lines.length === 1 ? { ...found, lines: [{ ...found.lines[0]!, name: title }] } : found;
  }, [query.data, title]);
  if (query.isPending) return <p className="hint">{m.loading}</p>;
  if (query.isError) return <PartProblem error={query.error} onRetry={() => void query.refetch()} />;
  if (!series) return <p className="hint">{m.noSeries}</p>;
  return <LazySeriesChart series={series} language={language} timeAxis={m.timeAxis} />;
}

function StreamEvents(props: PartProps) {
  const { binding } = props;
  const m = useMessages(liveMessages);
  return (
    <section className="stream-events-part">
      <h3>{m.events}</h3>
      {isBound(binding) ? <BoundEvents {...props} binding={binding} /> : <PartNote part={binding} />}
    </section>
  );
}

function BoundEvents(props: BoundPartProps) {
  const query = useStreamAnswer(props);
  // The list (up to its first rows) is drawn in short tasks once its answer lands.
  return (
    <Deferred>
      <EventsRead {...props} query={query} />
    </Deferred>
  );
}

function EventsRead({ query }: ReadProps) {
  const m = useMessages(liveMessages);
  if (query.isPending) return <p className="hint">{m.loading}</p>;
  if (query.isError) return <PartProblem error={query.error} onRetry={() => void query.refetch()} />;
  const events = readEventList(query.data.body);
  if (events === undefined) return <p className="hint">{m.eventsUnreadable}</p>;
  if (events.length === 0) return <p className="hint">{m.noEvents}</p>;
  return <EventList events={events} />;
}

/**
 * The events in words: when (in the reader's zone and language) and what the service says happened, its kind where it
 * says nothing else; the page's secrets masked. The first 50, then all on request: a list of thousands is not drawn at
 * once.
 */
function EventList({ events }: { events: readonly unknown[] }) {
  const language = useLanguage();
  const forms = secretForms(useContext(PageSecrets));
  const read = useMemo(() => events.map(readEvent), [events]);
  return (
    <FirstRows items={read}>
      {(shown) => (
        <ul className="stream-events">
          {shown.map((event, index) => (
            <li key={index}>
              {event.at ? <time dateTime={event.at}>{formatDateTime(event.at, language)}</time> : null}{' '}
              <span className="service-text">{scrubText(event.text ?? event.kind ?? '', forms)}</span>
            </li>
          ))}
        </ul>
      )}
    </FirstRows>
  );
}
