// What a page's main thread spent its time on, from a Chromium trace: each traced event's self time (its own span less
// the spans of the events inside it), summed by the event's name. Script shows as `FunctionCall`/`v8.*`, style as
// `UpdateLayoutTree`, layout as `Layout`, and the rest (painting, the compositor's commit, hit testing, IPC) by the
// names Chromium gives them: what `Performance.getMetrics`' TaskDuration holds beyond script, style and layout.
import type { CDPSession } from '@playwright/test';
import type { TraceEvent } from './long-tasks.ts';

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8'];

/** Starts tracing the page; the returned function ends it and gives the main thread's self time by event name. */
export async function traceMainThread(cdp: CDPSession): Promise<() => Promise<Map<string, Work>>> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: unknown[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: 'ReportEvents',
  });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    return selfTimeByName(events);
  };
}

export interface Work {
  /** Milliseconds of self time. */
  ms: number;
  /** How many times it ran. */
  count: number;
}

/**
 * Self time and runs by event name on the page's main thread: of the renderers' main threads (`CrRendererMain`; a
 * trace may hold another tab's), the busiest. A span that outlasts the one it starts in counts within it only to its
 * end.
 */
export function selfTimeByName(events: readonly TraceEvent[]): Map<string, Work> {
  const totals = new Map<string, Work>();
  const main = busiestRendererMain(events);
  if (!main) return totals;
  const spans = events
    .filter((event) => threadOf(event) === main && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const open: Array<{ event: TraceEvent; end: number; inner: number }> = [];
  const close = (until: number) => {
    while (open.length && open.at(-1)!.end <= until) {
      const done = open.pop()!;
      const self = Math.min(done.event.dur!, done.end - done.event.ts) - done.inner;
      const work = totals.get(done.event.name) ?? { ms: 0, count: 0 };
      work.ms += Math.max(0, self) / 1000;
      work.count += 1;
      totals.set(done.event.name, work);
    }
  };
  for (const event of spans) {
    close(event.ts);
    const parent = open.at(-1);
    const end = Math.min(event.ts + event.dur!, parent?.end ?? Number.POSITIVE_INFINITY);
    if (parent) parent.inner += end - event.ts;
    open.push({ event, end, inner: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return totals;
}

const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/** The renderer main thread whose top-level tasks took the longest. */
function busiestRendererMain(events: readonly TraceEvent[]): string | undefined {
  const mains = new Set(
    events
      .filter(
        (event) =>
          event.name === 'thread_name' && (event.args as { name?: string } | undefined)?.name === 'CrRendererMain',
      )
      .map(threadOf),
  );
  const busy = new Map<string, number>();
  for (const event of events)
    if (event.name === 'RunTask' && event.ph === 'X' && mains.has(threadOf(event)))
      busy.set(threadOf(event), (busy.get(threadOf(event)) ?? 0) + (event.dur ?? 0));
  return [...mains].sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
}
