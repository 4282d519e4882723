import { type TimeoutCallback, notifyManager } from '@tanstack/react-query';
import { ownTask } from './own-task.ts';

// The query client sets a browser timer for each batch of notifications it delivers: one for each observer that
// changed outside a batch of its own, and one for each `useIsFetching` at each change of the cache. A page that reads
// twenty things sets hundreds, and a timer is not free: each is a task of its own, and a traced page (a profiler,
// Lighthouse) records the script's stack with each. Here the batches due before the next task run in that one task,
// in the order they were scheduled, and that task is the browser's scheduler's (own-task.ts) where it has one: no
// timer at all. Installed by the pages that read many things (lib/bindings/read.ts), not by the first load: a batch
// scheduled before it still has its own timer.

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
const runBatches = () => runEach(batches.splice(0));
notifyManager.setScheduler((run) => {
  // A batch scheduled while these run waits for the next task, as it would with a timer of its own.
  if (batches.push(run) > 1) return;
  const task = ownTask();
  if (task) void task.then(runBatches);
  else setTimeout(runBatches);
});
