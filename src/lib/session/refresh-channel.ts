import type { Transport, WireOutcome } from '../api/wire.ts';
import type { RefreshAnswer, RefreshJob } from './refresh-worker.ts';

// The page's side of the refresh worker. Without SharedWorker (Chrome on Android, jsdom) refreshes go out from the
// page itself, as before: `refreshTransport` then returns undefined and the default fetch transport is used.

let port: MessagePort | null = null;
const pending = new Map<string, (outcome: WireOutcome) => void>();

/** Connects once; answers to other tabs' refreshes go to `onOtherTabsAnswer`. */
export function connectRefreshChannel(onOtherTabsAnswer: (refreshToken: string, outcome: WireOutcome) => void): void {
  if (port || typeof SharedWorker === 'undefined') return;
  try {
    const worker = new SharedWorker(new URL('./refresh-worker.ts', import.meta.url), { type: 'module', name: 'relay-refresh' });
    port = worker.port;
    // The worker's script failed to load (a host that blocks workers, say): refresh from the page, and let the
    // refreshes sent to the dead worker fail as network errors, which keep the session and retry.
    worker.onerror = () => {
      if (port === worker.port) port = null;
      for (const [id, resolve] of pending) {
        pending.delete(id);
        resolve({ kind: 'network' });
      }
    };
    port.onmessage = (event: MessageEvent<RefreshAnswer>) => {
      const { id, refreshToken, outcome } = event.data;
      const resolve = pending.get(id);
      if (resolve) {
        pending.delete(id);
        resolve(outcome);
      } else onOtherTabsAnswer(refreshToken, outcome);
    };
    port.start();
  } catch {
    port = null;
  }
}

/** A transport that sends this refresh through the worker, or undefined when there is none. */
export function refreshTransport(refreshToken: string): Transport | undefined {
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
      pending.set(id, (outcome) => {
        clearTimeout(guard);
        resolve(outcome);
      });
      channel.postMessage({ id, refreshToken, request } satisfies RefreshJob);
    });
}
