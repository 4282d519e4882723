import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Runs each callback; one that throws is reported as a timer's would be, and the others still run. */
export function runEach(callbacks: Iterable<TimeoutCallback>): void {
  for (const run of callbacks)
    try {
      run();
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
}

type Timer = { run: TimeoutCallback; due: number; every: number | undefined };

/** The longest wait a browser timer keeps (a longer one runs at once). */
const LONGEST_WAIT = 2 ** 31 - 1;

/**
 * Timeouts and intervals kept on one browser timer, set for the earliest of them: setting or clearing one here is a
 * map's work, and the browser's timer is set again only when a new one is due before it. Each runs at its time or
 * later, like a browser timer, in order of its time. Time is the clock's, never earlier than the browser's timer has
 * already waited: a clock that is set back, or a test's clock that only timers move, delays nothing. Ids are negative,
 * never a browser timer's: one that is not this provider's (a timer set before it was installed) is the browser's.
 */
export function oneTimer(clockNow: () => number = () => performance.now()): TimeoutProvider<number> {
  const timers = new Map<number, Timer>();
  let lastId = 0;
  let clock = -Infinity;
  const now = () => (clock = Math.max(clock, clockNow()));
  let armed: { at: number; reached: number; handle: ReturnType<typeof setTimeout> } | undefined;

  const arm = (at: number) => {
    if (armed && armed.at <= at) return;
    if (armed) clearTimeout(armed.handle);
    const from = now();
    const wait = Math.min(Math.max(0, at - from), LONGEST_WAIT);
    armed = { at, reached: from + wait, handle: setTimeout(fire, wait) };
  };

  function fire() {
    if (armed) clock = Math.max(clock, armed.reached);
    armed = undefined;
    const time = now();
    const due = [...timers].filter(([, timer]) => timer.due <= time).sort(([, a], [, b]) => a.due - b.due);
    for (const [id, timer] of due) {
      // One cleared by a callback before it, in this same turn, does not run.
      if (timers.get(id) !== timer) continue;
      if (timer.every === undefined) timers.delete(id);
      // An interval that ran late runs next a whole interval later, as a browser's does.
      else timer.due = timer.due + timer.every > time ? timer.due + timer.every : time + timer.every;
      runEach([timer.run]);
    }
    let next = Infinity;
    for (const timer of timers.values()) next = Math.min(next, timer.due);
    if (next !== Infinity) arm(next);
  }

  const add = (run: TimeoutCallback, delay: number, every?: number) => {
    const id = --lastId;
    const due = now() + Math.max(0, delay || 0);
    timers.set(id, { run, due, every });
    arm(due);
    return id;
  };
  const clear = (id: number | undefined) => {
    if (typeof id === 'number' && id < 0) timers.delete(id);
    else clearTimeout(id);
  };

  return {
    setTimeout: (run, delay) => add(run, delay),
    clearTimeout: clear,
    setInterval: (run, delay) => add(run, delay, Math.max(1, delay || 0)),
    clearInterval: clear,
  };
}
