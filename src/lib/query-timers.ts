import { type TimeoutCallback, notifyManager, timeoutManager } from '@tanstack/react-query';
import { oneTimer, runEach } from './one-timer.ts';
import { ownTask } from './own-task.ts';

// The query client sets a browser timer for each batch of notifications it delivers: one for each observer that
// changed outside a batch of its own, and one for each `useIsFetching` at each change of the cache. A page that reads
// twenty things sets hundreds, and a timer is not free: each is a task of its own, and a traced page (a profiler,
// Lighthouse) records the script's stack with each. Here the batches due before the next task run in that one task,
// in the order they were scheduled, and that task is the browser's scheduler's (own-task.ts) where it has one: no
// timer at all. The client's other timers — each answer's garbage collection, each read's staleness and refetch
// interval, a retry's wait — go on one browser timer (one-timer.ts). Installed by the pages that read many things
// (lib/bindings/read.ts), not by the first load: a batch or a timer set before keeps its own browser timer.

const batches: TimeoutCallback[] = [];
const runBatches = () => runEach(batches.splice(0));
notifyManager.setScheduler((run) => {
  // A batch scheduled while these run waits for the next task, as it would with a timer of its own.
  if (batches.push(run) > 1) return;
  const task = ownTask();
  if (task) void task.then(runBatches);
  else setTimeout(runBatches);
});

timeoutManager.setTimeoutProvider(oneTimer());
