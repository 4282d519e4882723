import { type Transport, type WireOutcome, type WireRequest, fetchTransport } from '../api/wire.ts';
import type { ForgetJob, RefreshAnswer, RefreshJob } from './refresh-worker.ts';

// The page's side of the refresh worker. Without SharedWorker (Chrome on Android, jsdom), or when its script cannot
// load, refreshes go out from the page itself: `refreshTransport` then returns undefined and the default fetch
// transport is used.

let port: MessagePort | null = null;
/** Set when the worker's script failed to load: it would fail the same way again, so this page stops trying. */
let workerFailed = false;
const pending = new Map<string, { request: WireRequest; settle: (outcome: WireOutcome) => void }>();

/** Connects once; answers to other tabs' refreshes go to `onOtherTabsAnswer`. */
export function connectRefreshChannel(onOtherTabsAnswer: (answer: RefreshAnswer) => void): void {
  if (port || workerFailed || typeof SharedWorker === 'undefined') return;
  try {
    const worker = new SharedWorker(new URL('./refresh-worker.ts', import.meta.url), { type: 'module', name: 'relay-refresh' });
    port = worker.port;
    // The script failed to load (a host or an extension that blocks workers): nothing reached it, so what was
    // sent to it is sent again from the page, and every later refresh goes from the page too.
    worker.onerror = () => {
      workerFailed = true;
      if (port === worker.port) port = null;
      for (const [id, { request, settle }] of pending) {
        pending.delete(id);
        void fetchTransport(request).then(settle);
      }
    };
    port.onmessage = (event: MessageEvent<RefreshAnswer>) => {
      const mine = pending.get(event.data.id);
      if (mine) {
        pending.delete(event.data.id);
        mine.settle(event.data.outcome);
      } else onOtherTabsAnswer(event.data);
    };
    port.start();
  } catch {
    port = null;
    workerFailed = true;
  }
}

/** A transport that sends this refresh through the worker, or undefined when there is none. */
export function refreshTransport(refreshToken: string, signInId: string): Transport | undefined {
  const channel = port;
  if (!channel) return undefined;
  return (request) =>
    new Promise((resolve) => {
      const id = crypto.randomUUID();
      // Should the worker die, the tab must not wait for ever: give up a little after the request's own timeout.
      const guard = setTimeout(() => {
        pending.delete(id);
        resolve({ kind: 'timeout' });
      }, request.timeoutMs + 2000);
      pending.set(id, {
        request,
        settle: (outcome) => {
          clearTimeout(guard);
          resolve(outcome);
        },
      });
      channel.postMessage({ type: 'refresh', id, refreshToken, signInId, request } satisfies RefreshJob);
    });
}

/** When a sign-in ends: the worker drops the pairs it remembers of it (and only of it) for tabs that were loading. */
export function forgetRememberedPairs(signInId: string): void {
  port?.postMessage({ type: 'forget', signInId } satisfies ForgetJob);
}
