import { record } from '../../../lib/service-description/answer-fields.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { type TimeSeries, findSeries, readNumbers } from '../../../lib/service-description/series.ts';

// A broadcast's graph ("Bitrate from broadcast", "Viewers from broadcast") as a series to draw. The real kind answers
// `{data: number[], labels: number[], setting}`: values and a chart's labels, which its description does not say are
// times. They are read as instants only when the description says so (a time format, ISO text: the shared series
// reader), or when every label falls within the broadcast itself, in seconds or milliseconds since 1970 — never from
// their size alone. Otherwise nothing is drawn, and the page says why.

/** Times are written to the second and a point may be taken a moment before the start is noted or after the end. */
export const SPAN_MARGIN_MS = 60_000;

export interface Span {
  start: number;
  /** When it ended; for a broadcast with no end yet, now. */
  end: number;
}

export type Graph =
  | { kind: 'series'; series: TimeSeries }
  /** The answer holds values, but nothing says when they were taken. */
  | { kind: 'untimed' }
  /** The answer holds no values to draw. */
  | { kind: 'none' };

/** Labels as epoch milliseconds, when all of them fall within the span, read as milliseconds or as seconds. */
function labelTimes(labels: readonly unknown[], span: Span): number[] | undefined {
  if (!labels.every((label) => typeof label === 'number' && Number.isFinite(label))) return undefined;
  const within = (times: number[]) =>
    times.every((time) => time >= span.start - SPAN_MARGIN_MS && time <= span.end + SPAN_MARGIN_MS);
  const asMs = labels as number[];
  if (within(asMs)) return asMs;
  const fromSeconds = asMs.map((seconds) => seconds * 1000);
  return within(fromSeconds) ? fromSeconds : undefined;
}

/** The answer as a series named `name` (its one line), read as the header says; `span` is the broadcast's time. */
export function readGraph(body: unknown, schema: Schema | undefined, name: string, span: Span | undefined): Graph {
  const named = (series: TimeSeries): Graph => ({
    kind: 'series',
    series: series.lines.length === 1 ? { ...series, lines: [{ ...series.lines[0]!, name }] } : series,
  });
  const described = findSeries(body, schema);
  if (described) return named(described);
  const answer = record(body);
  const labels = answer?.labels;
  if (!answer || !Array.isArray(labels)) return { kind: 'none' };
  const values = readNumbers(answer.data, labels.length);
  if (!values) return { kind: 'none' };
  const times = span ? labelTimes(labels, span) : undefined;
  if (!times) return { kind: 'untimed' };
  return named({
    shape: 'arrays',
    at: '',
    timeKey: 'labels',
    times,
    sentTimes: labels as number[],
    lines: [{ name, values }],
  });
}
