import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './long-tasks.ts';
import { selfTimeByName } from './main-thread-work.ts';

const MAIN = { pid: 1, tid: 7 };
const span = (name: string, ts: number, dur: number, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ...thread,
  ts: ts * 1000,
  dur: dur * 1000,
});
const threadName = { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } } as TraceEvent;

describe('selfTimeByName', () => {
  it("gives each event its span less the spans inside it, summed by name, on the renderer's main thread only", () => {
    const work = selfTimeByName([
      threadName,
      span('RunTask', 0, 10),
      span('FunctionCall', 1, 6),
      span('Layout', 2, 3),
      span('RunTask', 20, 4),
      span('Paint', 21, 2),
      // Another thread's work is not the main thread's.
      span('Paint', 0, 50, { pid: 1, tid: 8 }),
    ]);
    expect(Object.fromEntries([...work].map(([name, { ms, count }]) => [name, [ms, count]]))).toEqual({
      RunTask: [6, 2],
      FunctionCall: [3, 1],
      Layout: [3, 1],
      Paint: [2, 1],
    });
  });

  it("takes the busiest renderer's main thread, and a span that outlasts its parent only to the parent's end", () => {
    const other = { pid: 2, tid: 7 };
    const work = selfTimeByName([
      { ...threadName, ...other },
      span('RunTask', 0, 3, other),
      threadName,
      span('RunTask', 0, 10),
      span('Paint', 6, 8),
    ]);
    expect(Object.fromEntries([...work].map(([name, { ms }]) => [name, ms]))).toEqual({ RunTask: 6, Paint: 4 });
  });

  it('finds nothing without the main thread named', () => {
    expect(selfTimeByName([span('RunTask', 0, 10)]).size).toBe(0);
  });
});
