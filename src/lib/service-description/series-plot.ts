// The arithmetic of drawing a series: points in time order, thinned for drawing when there are more than a chart
// has pixels for (the table keeps every one), and axis ticks at round numbers and round instants. Plain data work,
// so the chart component only maps it to SVG.

export interface PlotPoint {
  t: number;
  v: number | null;
}

/** The points of one line in time order (ties keep the answer's order). */
export function inTimeOrder(times: readonly number[], values: readonly (number | null)[]): PlotPoint[] {
  return times
    .map((t, index) => ({ t, v: values[index] ?? null, index }))
    .sort((a, b) => a.t - b.t || a.index - b.index)
    .map(({ t, v }) => ({ t, v }));
}

/**
 * At most about `buckets × 2` points: each bucket of consecutive points keeps its lowest and highest value, in time
 * order, so peaks and dips survive thinning; a bucket of gaps stays one gap.
 */
export function thin(points: readonly PlotPoint[], buckets: number): PlotPoint[] {
  if (points.length <= buckets * 2) return [...points];
  const size = points.length / buckets;
  const out: PlotPoint[] = [];
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    const start = Math.floor(bucket * size);
    const end = Math.min(points.length, Math.floor((bucket + 1) * size));
    let low: PlotPoint | undefined;
    let high: PlotPoint | undefined;
    let gap = false;
    for (let i = start; i < end; i += 1) {
      const point = points[i]!;
      if (point.v === null) {
        gap = true;
        continue;
      }
      if (!low || point.v < low.v!) low = point;
      if (!high || point.v > high.v!) high = point;
    }
    if (!low || !high) {
      out.push({ t: points[start]!.t, v: null });
      continue;
    }
    if (low === high) out.push(low);
    else out.push(...(low.t <= high.t ? [low, high] : [high, low]));
    // A gap inside the bucket is kept as a break after it, so a thinned line never bridges missing data.
    if (gap) out.push({ t: points[end - 1]!.t, v: null });
  }
  return out;
}

/** Lowest and highest finite value, or undefined when there is none. */
export function extent(values: Iterable<number | null>): { min: number; max: number } | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value === null) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min <= max ? { min, max } : undefined;
}

/** Round values (1, 2 or 5 × a power of ten apart) covering [min, max], about `count` of them. */
export function numberTicks(min: number, max: number, count = 5): number[] {
  if (min === max) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.1 : 1;
    return numberTicks(min - pad, max + pad, count);
  }
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's decimals, so 0.1 + 0.2 is labelled 0.3.
  const decimals = Math.min(20, Math.max(0, -Math.floor(Math.log10(step))));
  // At most a few dozen: a range too narrow for floating point to step through ends at its two ends.
  for (let index = 0; index < 50; index += 1) {
    const value = first + index * step;
    ticks.push(Number(value.toFixed(decimals)) || 0);
    if (value >= max - step * 1e-9 && index > 0) return ticks;
  }
  return [min, max];
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TIME_STEPS = [
  SECOND,
  5 * SECOND,
  15 * SECOND,
  30 * SECOND,
  MINUTE,
  5 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
  30 * DAY,
  91 * DAY,
  365 * DAY,
];

/**
 * Instants at a round step inside [min, max], about `count` of them, aligned to the reader's clock (whole hours and
 * midnights of `offsetMinutes` east of UTC); `daily` says whether labels need only the date.
 */
export function timeTicks(
  min: number,
  max: number,
  offsetMinutes: number,
  count = 5,
): { ticks: number[]; daily: boolean } {
  const span = Math.max(max - min, SECOND);
  const step =
    TIME_STEPS.find((candidate) => span / candidate <= count) ?? Math.ceil(span / count / (365 * DAY)) * 365 * DAY;
  const offset = offsetMinutes * MINUTE;
  const ticks: number[] = [];
  for (let tick = Math.ceil((min + offset) / step) * step - offset; tick <= max; tick += step) ticks.push(tick);
  if (!ticks.length) ticks.push(min);
  return { ticks, daily: step >= DAY };
}
