// Checking a value (a body before it is sent, an answer after it came) against a schema of the description without
// ever freezing or breaking the page: the check runs in a module Web Worker (check-worker.ts) with a time bound, and
// every way it can fail is an outcome, not a thrown error — a 2xx stays a success whatever its check does. This
// module is light on purpose (the validator is in the worker's own chunk); where there is no Worker (vitest, very
// old browsers) the same check runs inline, without the time bound.

import type { CheckOutcome } from './check-core.ts';
import type { Json } from './description.ts';
import { errorText } from './error-text.ts';

export type { CheckOutcome };

export interface CheckOptions {
  /** Default 2 000 ms. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Messages from the page to the check worker. */
export type CheckerMessage =
  | { type: 'document'; documentId: number; document: Json }
  | { type: 'check'; id: number; documentId: number; schema: unknown; value: unknown };

export interface CheckReply {
  id: number;
  outcome: CheckOutcome;
}

const DEFAULT_TIMEOUT_MS = 2000;

interface Pending {
  document: Json;
  schema: unknown;
  value: unknown;
  settle: (outcome: CheckOutcome) => void;
}

let worker: Worker | null = null;
/** The worker's script did not load (a redeploy removed it, a host blocks workers): it would fail again. */
let unavailable = false;
/** Descriptions sent to the current worker, by identity. */
let sent = new WeakMap<Json, number>();
let nextId = 1;
const pending = new Map<number, Pending>();

export function checkValue(
  document: Json,
  schema: unknown,
  value: unknown,
  options: CheckOptions = {},
): Promise<CheckOutcome> {
  if (options.signal?.aborted) return Promise.resolve(aborted());
  if (typeof Worker === 'undefined') return checkInline(document, schema, value);
  if (unavailable) return Promise.resolve({ kind: 'not-checked', reason: 'unavailable' });
  return new Promise((resolve) => {
    const id = nextId++;
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const finish = (outcome: CheckOutcome) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    // The worker is busy with this check (or one before it) past the bound: ending it is the only way to stop it.
    const giveUp = (outcome: CheckOutcome) => {
      if (!pending.delete(id)) return;
      restart();
      finish(outcome);
    };
    const timer = setTimeout(
      () => giveUp({ kind: 'not-checked', reason: 'timeout', detail: `No outcome within ${timeoutMs} ms` }),
      timeoutMs,
    );
    const onAbort = () => giveUp(aborted());
    options.signal?.addEventListener('abort', onAbort);
    pending.set(id, { document, schema, value, settle: finish });
    post(id);
  });
}

async function checkInline(document: Json, schema: unknown, value: unknown): Promise<CheckOutcome> {
  let checkNow;
  try {
    ({ checkNow } = await import('./check-core.ts'));
  } catch (error) {
    return { kind: 'not-checked', reason: 'unavailable', detail: errorText(error) };
  }
  return checkNow(document, schema, value);
}

function aborted(): CheckOutcome {
  return { kind: 'not-checked', reason: 'failed', detail: 'Aborted' };
}

function post(id: number): void {
  const job = pending.get(id);
  if (!job) return;
  let current: Worker;
  try {
    current = worker ??= start();
  } catch (error) {
    // The browser refuses to start it (a policy that forbids workers): it would refuse again.
    unavailable = true;
    pending.delete(id);
    job.settle({ kind: 'not-checked', reason: 'unavailable', detail: errorText(error) });
    return;
  }
  try {
    let documentId = sent.get(job.document);
    if (documentId === undefined) {
      documentId = nextId++;
      sent.set(job.document, documentId);
      current.postMessage({ type: 'document', documentId, document: job.document } satisfies CheckerMessage);
    }
    current.postMessage({
      type: 'check',
      id,
      documentId,
      schema: job.schema,
      value: job.value,
    } satisfies CheckerMessage);
  } catch (error) {
    // A value the browser cannot copy to the worker (a function, a value nested too deep to copy).
    pending.delete(id);
    job.settle({ kind: 'not-checked', reason: 'failed', detail: errorText(error) });
  }
}

function start(): Worker {
  const created = new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module', name: 'relay-check' });
  created.onmessage = (event: MessageEvent<CheckReply>) => {
    const job = pending.get(event.data.id);
    if (!job) return;
    pending.delete(event.data.id);
    job.settle(event.data.outcome);
  };
  // The script did not load or died outside a check (every check catches its own errors): say so for what waits.
  created.onerror = (event) => {
    event.preventDefault();
    if (created !== worker) return;
    unavailable = true;
    created.terminate();
    worker = null;
    for (const [id, job] of pending) {
      pending.delete(id);
      job.settle({ kind: 'not-checked', reason: 'unavailable', detail: event.message || undefined });
    }
  };
  return created;
}

/** Ends the worker and sends what still waits to a new one (their own time bounds keep running). */
function restart(): void {
  worker?.terminate();
  worker = null;
  sent = new WeakMap();
  for (const id of pending.keys()) post(id);
}
