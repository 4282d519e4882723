// How the last stream went: its bitrate and viewers drawn with the shared series chart, and its events listed, for
// the stream the live status names — where Analytics' operations are described; otherwise a line says so.

import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useMemo } from 'react';
import { describeError } from '../../../components/error-panel.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n.ts';
import type { ServiceDescription } from '../../../lib/service-description/description.ts';
import { findSeries } from '../../../lib/service-description/series.ts';
import { readEvents } from './live-answers.ts';
import { type LiveMessages, liveMessages } from './live-messages.ts';
import { type Binding, type BoundOperation, isBound, liveOperations } from './live-operations.ts';
import { UnboundLine } from './unbound-line.tsx';
import { liveStatusQuery, streamAnswerQuery } from './live-queries.ts';
import './live.css';

const SeriesChart = lazy(() => import('../../../components/series-chart/series-chart.tsx'));

export interface StreamAfterProps {
  projectId: number;
  description: ServiceDescription;
}

export function StreamAfter({ projectId, description }: StreamAfterProps) {
  const language = useLanguage();
  const m = liveMessages[language];
  const operations = useMemo(() => liveOperations(description), [description]);
  const { status, bitrate, viewers, events } = operations;
  const described = [bitrate, viewers, events].some(isBound);
  return (
    <section className="stream-after" aria-labelledby={`stream-after-${projectId}`}>
      <h2 id={`stream-after-${projectId}`}>{m.after}</h2>
      {!isBound(status) ? (
        <UnboundLine binding={status} m={m} />
      ) : !described ? (
        <p className="hint">
          {m.notDescribed('Analytics', 'Bitrate for stream, Viewers for stream, Events for stream')}
        </p>
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
  status: BoundOperation;
  parts: { bitrate: Binding; viewers: Binding; events: Binding };
  m: LiveMessages;
}) {
  const language = useLanguage();
  const t = useT();
  // The same read as the live panel's, so a page showing both makes it once.
  const statusQuery = useQuery(liveStatusQuery(status, projectId, language));
  if (statusQuery.isPending) return <p className="hint">{m.loading}</p>;
  if (statusQuery.isError)
    return (
      <div className="live-problem" role="alert">
        <p>{m.failed(describeError(statusQuery.error, t))}</p>
        <button type="button" className="button" onClick={() => void statusQuery.refetch()}>
          {m.retry}
        </button>
      </div>
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
  binding: Binding;
  projectId: number;
  streamId: number;
  /** Read again when the stream ends: its series is complete then. */
  live: boolean;
  m: LiveMessages;
}

function useStreamAnswer({ binding, projectId, streamId, live }: PartProps) {
  const language = useLanguage();
  const options = isBound(binding) ? streamAnswerQuery(binding, projectId, language, streamId) : undefined;
  return useQuery({
    queryKey: [...(options?.queryKey ?? ['stream-answer', 'none']), live],
    queryFn: options?.queryFn ?? (() => Promise.resolve(null)),
    enabled: options !== undefined,
  });
}

function PartProblem({ error, onRetry, m }: { error: unknown; onRetry: () => void; m: LiveMessages }) {
  const t = useT();
  return (
    <div className="live-problem" role="alert">
      <p>{describeError(error, t)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {m.retry}
      </button>
    </div>
  );
}

function StreamSeries(props: PartProps & { title: string }) {
  const { binding, title, m } = props;
  const language = useLanguage();
  const query = useStreamAnswer(props);
  const schema = isBound(binding) ? binding.answer : undefined;
  const series = useMemo(() => (query.data ? findSeries(query.data, schema) : undefined), [query.data, schema]);
  return (
    <section className="stream-series">
      <h3>{title}</h3>
      {!isBound(binding) ? (
        <UnboundLine binding={binding} m={m} />
      ) : query.isPending ? (
        <p className="hint">{m.loading}</p>
      ) : query.isError ? (
        <PartProblem error={query.error} onRetry={() => void query.refetch()} m={m} />
      ) : series ? (
        <Suspense fallback={<div className="series-chart-loading" aria-hidden="true" />}>
          <SeriesChart series={series} language={language} />
        </Suspense>
      ) : (
        <p className="hint">{m.noSeries(binding.name)}</p>
      )}
    </section>
  );
}

function StreamEvents(props: PartProps) {
  const { binding, m } = props;
  const query = useStreamAnswer(props);
  const events = query.data === undefined ? undefined : readEvents(query.data);
  return (
    <section className="stream-events-part">
      <h3>{m.events}</h3>
      {!isBound(binding) ? (
        <UnboundLine binding={binding} m={m} />
      ) : query.isPending ? (
        <p className="hint">{m.loading}</p>
      ) : query.isError ? (
        <PartProblem error={query.error} onRetry={() => void query.refetch()} m={m} />
      ) : events === undefined ? (
        <p className="hint">{m.eventsUnreadable(binding.name)}</p>
      ) : events.length === 0 ? (
        <p className="hint">{m.noEvents}</p>
      ) : (
        <ul className="stream-events">
          {events.map((event, index) => (
            <li key={index}>{event}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
