import { useId, useMemo } from 'react';
import { ReadPart } from '../../components/read-part.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useUnits } from '../../config/units.ts';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { type Span, readGraph } from './model/broadcast-graph.ts';
import { pastStreamsMessages } from './past-streams-messages.ts';
import { useRead, type Answered, type Read } from '../../lib/bindings/read.ts';
import type { BroadcastAsked } from '../../lib/operations/broadcast/broadcast-reads.ts';
import { LazySeriesChart } from '../../components/series-chart/lazy-series-chart.tsx';

/**
 * One of a stream's charts, full width: its values over the stream's time, the time axis in the reader's zone and
 * language. Its heading carries a unit only where config.json's `units` names one for the field.
 */
export function BroadcastChart({
  title,
  field,
  read,
  bound,
  broadcast,
  span,
}: {
  title: string;
  field: string;
  /** The chart's read (lib/operations/broadcast/broadcast-reads.ts): the answer as it came, read against the time. */
  read: Read<Answered, BroadcastAsked>;
  bound: Bound;
  broadcast: BroadcastAsked;
  span: Span | undefined | 'reading';
}) {
  const m = useMessages(pastStreamsMessages);
  const headingId = useId();
  const units = useUnits();
  const unit = Object.hasOwn(units, field) ? units[field] : undefined;
  const answer = useRead(read, bound, broadcast);
  return (
    <section className="card past-stream-chart" aria-labelledby={headingId}>
      <h2 id={headingId}>{unit ? m.withUnit(title, unit) : title}</h2>
      <ReadPart bound={bound} query={answer}>
        {(answered) =>
          span === 'reading' || !isBound(bound) ? <Skeleton /> : <Chart answered={answered} title={title} span={span} />
        }
      </ReadPart>
    </section>
  );
}

function Chart({
  answered: { body, answer },
  title,
  span,
}: {
  answered: Answered;
  title: string;
  span: Span | undefined;
}) {
  const m = useMessages(pastStreamsMessages);
  const language = useLanguage();
  const graph = useMemo(() => readGraph(body, answer, title, span), [body, answer, title, span]);
  if (graph.kind === 'none') return <p className="hint">{m.noSeries}</p>;
  if (graph.kind === 'untimed')
    return (
      <p className="hint">
        {m.untimed} {span === undefined ? m.noSpan : null}
      </p>
    );
  return <LazySeriesChart series={graph.series} language={language} timeAxis={m.timeAxis} />;
}
