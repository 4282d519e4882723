// How the last stream went: its bitrate and viewers drawn with the shared series chart, and its events listed, for
// the stream the live status names — where Analytics' operations are described; otherwise a line says so.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useMemo, useRef } from 'react';
import { describeError } from '../../../components/error-panel.tsx';
import { appMessages, useLanguage } from '../../../lib/i18n/i18n.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import { findSeries } from '../../../lib/service-description/series.ts';
import { readEvents } from './live-answers.ts';
import { type LiveMessages, liveMessages } from './live-messages.ts';
import { PartNote } from '../../../components/part-note.tsx';
import { type Binding, type Bound, isBound } from '../../../lib/bindings/bind.ts';
import type { LiveBound } from './live-bound.ts';
import { liveStatusQuery, streamAnswerQuery } from './live-queries.ts';
import './live.css';
import { LiveProblem } from './live-problem.tsx';

const SeriesChart = lazy(() => import('../../../components/series-chart/series-chart.tsx'));

export interface StreamAfterProps {
  projectId: number;
  bound: LiveBound;
}

export function StreamAfter({ projectId, bound }: StreamAfterProps) {
  const m = useMessages(liveMessages);
  const { status, bitrate, viewers, events } = bound;
  const described = [bitrate, viewers, events].some(isBound);
  return (
    <section className="stream-after" aria-labelledby={`stream-after-${projectId}`}>
      <h2 id={`stream-after-${projectId}`}>{m.after}</h2>
      {!isBound(status) ? (
        <PartNote part={status} />
      ) : !described ? (
        <PartNote part={[bitrate, viewers, events]} />
      ) : (
        <LastStream projectId={projectId} status={status} parts={{ bitrate, viewers, events }} m={m} />
      )}
    </section>
  );
}

function LastStream({
  projectId,
  status,
  parts,
  m,
}: {
  projectId: number;
  status: Binding;
  parts: { bitrate: Bound; viewers: Bound; events: Bound };
  m: LiveMessages;
}) {
  const language = useLanguage();
  const t = useMessages(appMessages);
  // The same read as the live panel's, so a page showing both makes it once.
  const statusQuery = useQuery(liveStatusQuery(status, projectId, language));
  if (statusQuery.isPending) return <p className="hint">{m.loading}</p>;
  if (statusQuery.isError)
    return (
      <LiveProblem
        text={m.failed(describeError(statusQuery.error, t))}
        action={m.retry}
        onAction={() => void statusQuery.refetch()}
      />
    );
  const { streamId, live } = statusQuery.data;
  if (streamId === undefined) return <p className="hint">{m.noStream}</p>;
  return (
    <>
      <p>{m.afterStream(String(streamId))}</p>
      <StreamSeries title={m.bitrate} binding={parts.bitrate} {...{ projectId, streamId, live, m }} />
      <StreamSeries title={m.viewers} binding={parts.viewers} {...{ projectId, streamId, live, m }} />
      <StreamEvents binding={parts.events} {...{ projectId, streamId, live, m }} />
    </>
  );
}

interface PartProps {
  binding: Bound;
  projectId: number;
  streamId: number;
  live: boolean;
  m: LiveMessages;
}

type BoundPartProps = Omit<PartProps, 'binding'> & { binding: Binding };

/** The analytics answer for the stream, read again when the stream ends: its series is complete then. */
function useStreamAnswer({ binding, projectId, streamId, live }: BoundPartProps) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const options = streamAnswerQuery(binding, projectId, language, streamId);
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live) void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true });
    wasLive.current = live;
  }, [live, options.queryKey, queryClient]);
  return useQuery(options);
}

function PartProblem({ error, onRetry, m }: { error: unknown; onRetry: () => void; m: LiveMessages }) {
  const t = useMessages(appMessages);
  return <LiveProblem text={describeError(error, t)} action={m.retry} onAction={onRetry} />;
}

function StreamSeries({ title, ...props }: PartProps & { title: string }) {
  const { binding } = props;
  return (
    <section className="stream-series">
      <h3>{title}</h3>
      {isBound(binding) ? <BoundSeries {...props} binding={binding} /> : <PartNote part={binding} />}
    </section>
  );
}

function BoundSeries(props: BoundPartProps) {
  const { binding, m } = props;
  const language = useLanguage();
  const query = useStreamAnswer(props);
  const series = useMemo(
    () => (query.data === undefined ? undefined : findSeries(query.data, binding.answer)),
    [query.data, binding.answer],
  );
  if (query.isPending) return <p className="hint">{m.loading}</p>;
  if (query.isError) return <PartProblem error={query.error} onRetry={() => void query.refetch()} m={m} />;
  if (!series) return <p className="hint">{m.noSeries(binding.name)}</p>;
  return (
    <Suspense fallback={<div className="series-chart-loading" aria-hidden="true" />}>
      <SeriesChart series={series} language={language} />
    </Suspense>
  );
}

function StreamEvents(props: PartProps) {
  const { binding, m } = props;
  return (
    <section className="stream-events-part">
      <h3>{m.events}</h3>
      {isBound(binding) ? <BoundEvents {...props} binding={binding} /> : <PartNote part={binding} />}
    </section>
  );
}

function BoundEvents(props: BoundPartProps) {
  const { binding, m } = props;
  const query = useStreamAnswer(props);
  if (query.isPending) return <p className="hint">{m.loading}</p>;
  if (query.isError) return <PartProblem error={query.error} onRetry={() => void query.refetch()} m={m} />;
  const events = readEvents(query.data);
  if (events === undefined) return <p className="hint">{m.eventsUnreadable(binding.name)}</p>;
  if (events.length === 0) return <p className="hint">{m.noEvents}</p>;
  return (
    <ul className="stream-events">
      {events.map((event, index) => (
        <li key={index}>{event}</li>
      ))}
    </ul>
  );
}
