import {
  REMEMBER_MS,
  type ForgetJob,
  type RefreshJob,
  carriesPair,
  forgetSignIn,
  handleRefresh,
} from './refresh-broker.ts';

// The refresh's own service worker. Unlike a page (or a SharedWorker, which dies with the last page), a service
// worker sees a request through once it has begun: reloading or closing the only tab while its refresh is on the way
// no longer throws away the pair the service has just rotated to. It controls no page (its scope is its own folder
// and it has no fetch handler): it only takes messages. Built as a worker of its own (refresh-channel.ts imports
// its URL), never in a page's bundle.

interface ExtendableMessage {
  data: unknown;
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  addEventListener(type: 'install', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessage) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<{ postMessage(message: unknown): void }[]>;
  };
}
const scope = self as unknown as WorkerScope;

// A new version takes over at once: what it does is the same, and a waiting one would leave tabs on the old.
scope.addEventListener('install', () => void scope.skipWaiting());

scope.addEventListener('message', (event) => {
  const job = event.data as RefreshJob | ForgetJob | null;
  if (job?.type === 'forget') forgetSignIn(job.signInId);
  if (job?.type !== 'refresh') return;
  event.waitUntil(
    handleRefresh(job, async (answer) => {
      // Every tab, the one that asked included (it may be a new page by now): each takes what is its own.
      const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const tab of tabs) tab.postMessage(answer);
    }).then(
      // A remembered pair is only remembered while the worker lives: it stays up as long as the pair is kept.
      (outcome) => (carriesPair(outcome) ? new Promise((done) => setTimeout(done, REMEMBER_MS)) : undefined),
    ),
  );
});
