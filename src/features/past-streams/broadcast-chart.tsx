import { useId, useMemo } from 'react';
import { ReadPart } from '../../components/read-part.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useRuntimeConfig } from '../../config/runtime-config.ts';
import { type Binding, type Bound, isBound } from '../../lib/bindings/bind.ts';
import type { NamedValues } from '../../lib/bindings/call.ts';
import { useBoundRead } from '../../lib/bindings/read.ts';
import { useLanguage } from '../../lib/i18n/message-table.ts';
import { type Span, readGraph } from './model/broadcast-graph.ts';
import type { PastStreamsMessages } from './past-streams-messages.ts';
import { LazySeriesChart } from '../../components/series-chart/lazy-series-chart.tsx';

/** The answer as it came: which series it holds is read against the stream's time, known once its own read is. */
const asGiven = (body: unknown) => body;

/**
 * One of a stream's charts, full width: its values over the stream's time, the time axis in the reader's zone and
 * language. Its heading carries a unit only where config.json's `units` names one for the field.
 */
export function BroadcastChart({
  title,
  field,
  bound,
  values,
  span,
  m,
}: {
  title: string;
  field: string;
  bound: Bound;
  values: NamedValues;
  span: Span | undefined | 'reading';
  m: PastStreamsMessages;
}) {
  const headingId = useId();
  const { units } = useRuntimeConfig();
  const unit = Object.hasOwn(units, field) ? units[field] : undefined;
  const answer = useBoundRead(bound, values, asGiven);
  return (
    <section className="past-stream-chart" aria-labelledby={headingId}>
      <h2 id={headingId}>{unit ? m.withUnit(title, unit) : title}</h2>
      <ReadPart bound={bound} query={answer}>
        {(body) =>
          span === 'reading' || !isBound(bound) ? (
            <Skeleton />
          ) : (
            <Chart body={body} bound={bound} title={title} span={span} m={m} />
          )
        }
      </ReadPart>
    </section>
  );
}

function Chart({
  body,
  bound,
  title,
  span,
  m,
}: {
  body: unknown;
  bound: Binding;
  title: string;
  span: Span | undefined;
  m: PastStreamsMessages;
}) {
  const language = useLanguage();
  const graph = useMemo(() => readGraph(body, bound.answer, title, span), [body, bound.answer, title, span]);
  if (graph.kind === 'none') return <p className="hint">{m.noSeries(bound.name)}</p>;
  if (graph.kind === 'untimed')
    return (
      <p className="hint">
        {m.untimed} {span === undefined ? m.noSpan : null}
      </p>
    );
  return <LazySeriesChart series={graph.series} language={language} timeAxis={m.timeAxis} />;
}
