import * as v from 'valibot';
import { TokenPairSchema } from '../api/auth-operations.ts';
import { type Transport, type WireOutcome, fetchTransport } from '../api/wire.ts';
import type { ForgetJob, RefreshAnswer, RefreshJob } from './refresh-broker.ts';
import workerUrl from './refresh-service-worker.ts?worker&url';
import { endSession, onSignInEnd } from './session.ts';
import { useTokenStore } from './token-store.ts';
import { refreshedSession, saveRefreshedSession } from './save-session.ts';

// The page's side of the refresh service worker (refresh-service-worker.ts). Without service workers (a private
// window in some browsers, jsdom), or when its script cannot be registered, refreshes go out from the page itself:
// `refreshTransport` then falls back to the default fetch transport.

/** The active worker, or null when there is none to be had; unset until the page first connects. */
let worker: Promise<ServiceWorker | null> | null = null;
const pending = new Map<string, (outcome: WireOutcome) => void>();

/** Registers (or finds) the worker once; answers to other tabs' refreshes are adopted (adoptAnswerFromOtherTab). */
export function connectRefreshChannel(onOtherTabsAnswer = adoptAnswerFromOtherTab): void {
  if (worker) return;
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) {
    worker = Promise.resolve(null);
    return;
  }
  container.addEventListener('message', (event: MessageEvent<RefreshAnswer>) => {
    if (!isAnswer(event.data)) return;
    const mine = pending.get(event.data.id);
    if (mine) {
      pending.delete(event.data.id);
      mine(event.data.outcome);
    } else onOtherTabsAnswer(event.data);
  });
  container.startMessages();
  // In development the worker is a module the dev server transforms; built, it is one classic script.
  worker = container
    .register(workerUrl, { type: import.meta.env.DEV ? 'module' : 'classic' })
    .then(activated)
    // A host or an extension that blocks it: refreshes go from the page, and this page does not try again.
    .catch(() => null);
  onSignInEnd(forgetRememberedPairs);
}

function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const candidate = registration.installing ?? registration.waiting;
  if (!candidate) return Promise.resolve(registration.active);
  return new Promise((resolve) => {
    const settle = () => {
      if (candidate.state === 'activated') resolve(candidate);
      else if (candidate.state === 'redundant') resolve(registration.active);
    };
    candidate.addEventListener('statechange', settle);
    settle();
  });
}

function isAnswer(data: unknown): data is RefreshAnswer {
  return typeof data === 'object' && data !== null && 'id' in data && 'outcome' in data;
}

/** A transport that sends this refresh through the worker, or undefined when the page has not connected. */
export function refreshTransport(refreshToken: string, signInId: string): Transport | undefined {
  const ready = worker;
  if (!ready) return undefined;
  return async (request) => {
    // A worker still being registered is waited for as long as the request itself may take. Sent from the page
    // instead, the refresh is lost if the page is left before its answer (a reload, a link), and the next page
    // holds a token the service has already rotated: on a busy phone, registering can take seconds. A worker that
    // is not active by then is not coming, and the page sends the refresh itself.
    const active = await Promise.race([
      ready,
      new Promise<null>((done) => setTimeout(() => done(null), request.timeoutMs)),
    ]);
    if (!active) return fetchTransport(request);
    return new Promise((resolve) => {
      const id = crypto.randomUUID();
      // Should the worker fail, the tab must not wait for ever: give up a little after the request's own timeout.
      const guard = setTimeout(() => {
        pending.delete(id);
        resolve({ kind: 'timeout' });
      }, request.timeoutMs + 2000);
      pending.set(id, (outcome) => {
        clearTimeout(guard);
        resolve(outcome);
      });
      active.postMessage({ type: 'refresh', id, refreshToken, signInId, request } satisfies RefreshJob);
    });
  };
}

/** When a sign-in ends: the worker drops the pairs it remembers of it (and only of it) for tabs that were loading. */
export function forgetRememberedPairs(signInId: string): void {
  void worker?.then((active) => active?.postMessage({ type: 'forget', signInId } satisfies ForgetJob));
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
    pair = v.safeParse(TokenPairSchema, JSON.parse(outcome.text));
  } catch {
    return;
  }
  if (!pair.success) return;
  if (saveRefreshedSession(refreshedSession(pair.output, session), refreshToken) === 'replaced')
    endSession('replaced', { broadcast: false });
}
