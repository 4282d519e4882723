import { type ManagedTimerId, type TimeoutCallback, notifyManager, timeoutManager } from '@tanstack/react-query';

// The query client asks for a timer at every turn: a batch of notifications to deliver (for each observer that
// changed, outside a batch of its own), each query's garbage collection, each observer's staleness and refetch
// interval. A page that reads twenty things asks for hundreds, and the browser's timers are not free: each is a
// task of its own, and a traced page (a profiler, Lighthouse) records the script's stack with each one. Here they
// share: the batches due before the next task run in that one task, in the order they were scheduled, and every
// timed callback waits on one browser timer, set for the earliest of them. Installed by the pages that read many things
// (lib/bindings/read.ts), not by the first load: a timer set before it is still the browser's, and cleared by it.

/** Runs each callback; one that throws is reported as a timer's would be, and the others still run. */
function runEach(callbacks: Iterable<TimeoutCallback>) {
  for (const run of callbacks)
    try {
      run();
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
}

const batches: TimeoutCallback[] = [];
notifyManager.setScheduler((run) => {
  // A batch scheduled while these run waits for the next task, as it would with a timer of its own.
  if (batches.push(run) === 1) setTimeout(() => runEach(batches.splice(0)));
});

interface Timer {
  at: number;
  run: TimeoutCallback;
  /** Set for an interval: when it runs, it is due again this long after. */
  every?: number;
}

// Its own timers' IDs are negative: a browser's are positive, so a timer set before this was installed is still
// cleared by the browser.
const timers = new Map<number, Timer>();
let lastId = 0;
let armedFor = Infinity;
let armed: ReturnType<typeof setTimeout> | undefined;

/** Sets the one browser timer for the earliest callback, unless it is set for that or sooner. */
function arm() {
  let earliest = Infinity;
  for (const timer of timers.values()) earliest = Math.min(earliest, timer.at);
  if (earliest >= armedFor) return;
  clearTimeout(armed);
  armedFor = earliest;
  armed = setTimeout(fire, earliest - performance.now());
}

function fire() {
  armedFor = Infinity;
  const now = performance.now();
  const ids = [...timers].filter(([, timer]) => timer.at <= now).map(([id]) => id);
  runEach(
    ids.map((id) => () => {
      const timer = timers.get(id);
      // Cleared by a callback that ran before it.
      if (!timer) return;
      if (timer.every === undefined) timers.delete(id);
      else timer.at = now + timer.every;
      timer.run();
    }),
  );
  arm();
}

function add(run: TimeoutCallback, delay: number, every?: number): number {
  timers.set(--lastId, { at: performance.now() + Math.max(0, delay), run, every });
  arm();
  return lastId;
}

const clear = (id: ManagedTimerId | undefined) => {
  if (Number(id) < 0) timers.delete(Number(id));
  else clearTimeout(id as number | undefined);
};

timeoutManager.setTimeoutProvider({
  setTimeout: (run, delay) => add(run, delay),
  clearTimeout: clear,
  setInterval: (run, delay) => add(run, delay, Math.max(1, delay)),
  clearInterval: clear,
});
