// A series drawn as lines, in SVG by hand: axes at round values and instants, one path per line (a colour and a
// dash each, so lines are told apart without colour too), a legend of names, and an accessible name that says what
// the chart shows. Loaded only when an answer holds a series (series-slot.tsx). Colours come from series.css by class:
// nothing here writes a style, so the app's CSP (`style-src 'self'`) has nothing to allow.

import { type ReactNode, type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatDateTime, formatUtc } from '../../lib/i18n/format.ts';
import { type Language, locales } from '../../lib/i18n/languages.ts';
import {
  type PlotPoint,
  extent,
  inTimeOrder,
  numberTicks,
  thin,
  timeTicks,
} from '../../lib/service-description/series-plot.ts';
import type { TimeSeries } from '../../lib/service-description/series.ts';
import { seriesMessages } from './series-messages.ts';
import './series.css';

/** Lines drawn; the rest are named below the chart (and all stay in the table). */
export const MAX_LINES = 8;
/** Buckets a line is thinned to (two points each) when it has more points than a chart has pixels for. */
const BUCKETS = 1000;
/** Points marked with a dot when a line has this few: isolated points between gaps stay visible. */
const MARKED = 60;
const DASHES = [undefined, '8 4', '2 3', '12 4 2 4', '4 4', '16 4', '2 6', '8 3 2 3 2 3'];
const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 44 };

/** What the chart hands its table: a row per instant, a column per field, and how to draw a cell. */
export interface ChartTableProps {
  rows: readonly Record<string, unknown>[];
  columns: readonly { name: string; schema: undefined }[];
  renderCell: (cell: unknown, column: { name: string }) => ReactNode;
}

interface Props {
  series: TimeSeries;
  language: Language;
  /**
   * Draws the values as a table, handed in rather than imported: the chart lives outside any feature, and a module
   * both chunks import would be split into a chunk of its own. Without one, parallel arrays get no table.
   */
  table?: (props: ChartTableProps) => ReactNode;
  /** The time axis's label in the reader's words; without one, the field the answer names the instants by. */
  timeAxis?: string;
}

/** The width the chart has, followed as the page resizes (a fixed one until measured, and where nothing can measure). */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const TIME_PARTS: Record<'day' | 'day-time' | 'time', Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short' },
  'day-time': { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
};
/** Made once per locale and kind: the chart is drawn again with every live figure, and making one loads locale data. */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(locale: string, parts: keyof typeof TIME_PARTS): Intl.DateTimeFormat {
  const key = `${locale} ${parts}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, TIME_PARTS[parts]);
    timeFormats.set(key, format);
  }
  return format;
}

function linePath(points: readonly PlotPoint[], x: (t: number) => number, y: (v: number) => number): string {
  let d = '';
  let pen = false;
  for (const { t, v } of points) {
    if (v === null) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${x(t).toFixed(1)} ${y(v).toFixed(1)}`;
    pen = true;
  }
  return d;
}

export default function SeriesChart({ series, language, table, timeAxis }: Props) {
  const seriesText = seriesMessages[language];
  const [ref, width] = useWidth();
  const locale = locales[language];
  const drawn = series.lines.slice(0, MAX_LINES);
  const rest = series.lines.slice(MAX_LINES);

  const plot = useMemo(() => {
    const lines = series.lines.slice(0, MAX_LINES).map((line) => {
      const all = inTimeOrder(series.times, line.values);
      return { name: line.name, all, points: thin(all, BUCKETS), range: extent(line.values) };
    });
    const time = extent(series.times)!;
    const values = extent(lines.flatMap((line) => (line.range ? [line.range.min, line.range.max] : [])))!;
    return { lines, time, values, ticks: numberTicks(values.min, values.max) };
  }, [series]);

  const numbers = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }), [locale]);
  const tickNumbers = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }), [locale]);

  const yLabels = plot.ticks.map((tick) => tickNumbers.format(tick));
  const left = 12 + Math.max(...yLabels.map((label) => label.length)) * 7.5;
  const plotWidth = Math.max(width - left - MARGIN.right, 40);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const spansDays = plot.time.max - plot.time.min > 86_400_000;
  // As many time labels as fit side by side: a phone gets fewer than a wide screen.
  const fitting = Math.max(2, Math.floor(plotWidth / (spansDays ? 130 : 80)));
  const { ticks: timeMarks, daily } = timeTicks(
    plot.time.min,
    plot.time.max,
    -new Date(plot.time.min).getTimezoneOffset(),
    fitting,
  );
  const timeLabel = timeFormat(locale, daily ? 'day' : spansDays ? 'day-time' : 'time');
  // A single instant gets a minute either side, so its points sit in the middle rather than dividing by zero.
  const [t0, t1] =
    plot.time.min === plot.time.max ? [plot.time.min - 60_000, plot.time.max + 60_000] : [plot.time.min, plot.time.max];
  const [v0, v1] = [plot.ticks[0]!, plot.ticks.at(-1)!];
  const x = (t: number) => left + ((t - t0) / (t1 - t0)) * plotWidth;
  const y = (v: number) => MARGIN.top + plotHeight - ((v - v0) / (v1 - v0 || 1)) * plotHeight;

  const label = [
    seriesText.chart(
      drawn.map((line) => line.name).join(seriesText.comma),
      timeAxis ?? series.timeKey,
      formatDateTime(new Date(plot.time.min).toISOString(), language),
      formatDateTime(new Date(plot.time.max).toISOString(), language),
    ),
    ...plot.lines.flatMap((line) =>
      line.range ? [seriesText.range(line.name, numbers.format(line.range.min), numbers.format(line.range.max))] : [],
    ),
  ].join(seriesText.space);
  const thinnedFrom = plot.lines.find((line) => line.points.length < line.all.length);

  return (
    <figure className="series-chart">
      <div ref={ref} className="series-frame">
        <svg
          role="img"
          aria-label={label}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="series-svg"
        >
          <title>{label}</title>
          {plot.ticks.map((tick, index) => (
            <g key={tick}>
              <line className="series-grid" x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} />
              <text className="series-tick" x={left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {yLabels[index]}
              </text>
            </g>
          ))}
          {timeMarks.map((tick) => (
            <g key={tick}>
              <line className="series-grid" x1={x(tick)} x2={x(tick)} y1={MARGIN.top} y2={MARGIN.top + plotHeight} />
              {/* A label at the right edge ends at its tick rather than running off the chart. */}
              <text
                className="series-tick"
                x={x(tick)}
                y={MARGIN.top + plotHeight + 16}
                textAnchor={x(tick) > width - 48 ? 'end' : 'middle'}
              >
                {timeLabel.format(tick)}
              </text>
            </g>
          ))}
          <line
            className="series-axis"
            x1={left}
            x2={left + plotWidth}
            y1={MARGIN.top + plotHeight}
            y2={MARGIN.top + plotHeight}
          />
          <text className="series-axis-label" x={left + plotWidth / 2} y={HEIGHT - 6} textAnchor="middle">
            {timeAxis ?? series.timeKey}
          </text>
          {plot.lines.map((line, index) => (
            <g key={index} className={`series-line series-line-${index}`}>
              <path
                d={linePath(line.points, x, y)}
                fill="none"
                strokeWidth={2}
                strokeDasharray={DASHES[index]}
                strokeLinejoin="round"
              />
              {line.all.length <= MARKED
                ? line.all.map((point, at) =>
                    point.v === null ? null : <circle key={at} cx={x(point.t)} cy={y(point.v)} r={2.5} />,
                  )
                : null}
            </g>
          ))}
        </svg>
      </div>
      <figcaption>
        <ul className="series-legend" aria-label={seriesText.legend}>
          {drawn.map((line, index) => (
            <li key={index}>
              <svg
                className={`series-line series-line-${index}`}
                width="28"
                height="10"
                aria-hidden="true"
                focusable="false"
              >
                <line x1="1" x2="27" y1="5" y2="5" strokeWidth={2} strokeDasharray={DASHES[index]} />
              </svg>
              <span>{line.name}</span>
            </li>
          ))}
        </ul>
        {rest.length ? (
          <p className="hint series-chart-note">
            {seriesText.notDrawn(rest.length, rest.map((line) => line.name).join(seriesText.comma))}
          </p>
        ) : null}
        {thinnedFrom ? (
          <p className="hint series-chart-note">
            {seriesText.thinned(numbers.format(thinnedFrom.points.length), numbers.format(thinnedFrom.all.length))}
          </p>
        ) : null}
      </figcaption>
      {series.shape === 'arrays' && table ? (
        <ChartTable
          series={series}
          language={language}
          numbers={numbers}
          table={table}
          label={seriesText.table(numbers.format(series.times.length))}
        />
      ) : null}
    </figure>
  );
}

/**
 * Parallel arrays have no table in the answer's own view (it shows each array as a list): the chart's values as
 * one, a row per instant, for whoever reads the numbers rather than the lines.
 */
function ChartTable({
  series,
  language,
  numbers,
  table,
  label,
}: Required<Omit<Props, 'timeAxis'>> & { numbers: Intl.NumberFormat; label: string }) {
  const [open, setOpen] = useState(false);
  const columns = useMemo(
    () => [series.timeKey, ...series.lines.map((line) => line.name)].map((name) => ({ name, schema: undefined })),
    [series],
  );
  const rows = useMemo(
    () =>
      series.times.map((_, index) =>
        Object.fromEntries([[series.timeKey, index], ...series.lines.map((line) => [line.name, line.values[index]])]),
      ),
    [series],
  );
  const renderCell = (cell: unknown, column: { name: string }) => {
    if (column.name === series.timeKey) {
      const iso = new Date(series.times[cell as number]!).toISOString();
      return (
        <time className="series-cell-time" dateTime={iso} title={formatUtc(iso)}>
          {formatDateTime(iso, language)}
        </time>
      );
    }
    return typeof cell === 'number' ? (
      <span className="series-cell-number">{numbers.format(cell)}</span>
    ) : (
      <span className="series-cell-null">null</span>
    );
  };
  return (
    <details className="series-table" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{label}</summary>
      {open ? table({ rows, columns, renderCell }) : null}
    </details>
  );
}
