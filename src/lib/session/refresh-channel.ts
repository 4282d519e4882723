import * as v from 'valibot';
import { TokenPairSchema } from '../api/auth-operations.ts';
import { type Transport, type WireOutcome, type WireRequest, fetchTransport } from '../api/wire.ts';
import type { ForgetJob, RefreshAnswer, RefreshJob } from './refresh-worker.ts';
import { endSession, onSignInEnd, refreshedSession } from './session.ts';
import { saveRefreshedSession, useTokenStore } from './token-store.ts';

// The page's side of the refresh worker. Without SharedWorker (Chrome on Android, jsdom), or when its script cannot
// load, refreshes go out from the page itself: `refreshTransport` then returns undefined and the default fetch
// transport is used.

let port: MessagePort | null = null;
/** Set when the worker's script failed to load: it would fail the same way again, so this page stops trying. */
let workerFailed = false;
const pending = new Map<string, { request: WireRequest; settle: (outcome: WireOutcome) => void }>();

/** Connects once; answers to other tabs' refreshes are adopted (adoptAnswerFromOtherTab). */
export function connectRefreshChannel(onOtherTabsAnswer = adoptAnswerFromOtherTab): void {
  if (port || workerFailed || typeof SharedWorker === 'undefined') return;
  try {
    const worker = new SharedWorker(new URL('./refresh-worker.ts', import.meta.url), {
      type: 'module',
      name: 'relay-refresh',
    });
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
    onSignInEnd(forgetRememberedPairs);
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

/**
 * Another tab's refresh was answered (through the refresh worker). If it replaced the pair this tab holds, store
 * the new one: the tab that asked may have been closed, and the service has already retired the old token. Only an
 * answer for this tab's own sign-in counts, and it is stored only while storage still holds the token it rotated
 * (it may come after a newer pair).
 */
function adoptAnswerFromOtherTab({ refreshToken, signInId, outcome }: RefreshAnswer): void {
  if (outcome.kind !== 'response' || outcome.status !== 200) return;
  const session = useTokenStore.getState().session;
  if (!session || session.signInId !== signInId) return;
  let pair;
  try {
    pair = v.parse(TokenPairSchema, JSON.parse(outcome.text));
  } catch {
    return;
  }
  if (saveRefreshedSession(refreshedSession(pair, session), refreshToken) === 'replaced')
    endSession('replaced', { broadcast: false });
}
