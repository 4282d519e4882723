// Test-only: queued faults let e2e tests reproduce slow, failing or garbled upstream answers on demand.
import type { ServerResponse } from 'node:http';
import { DEMO_OPERATIONS, type DemoOperation } from './demo-paths.ts';
import { isPlainObject } from './http-json.ts';

export const OPERATIONS: readonly Operation[] = ['refresh-access', 'plan_restream', ...DEMO_OPERATIONS];
export type Operation = 'refresh-access' | 'plan_restream' | DemoOperation;

export type Fault = {
  operation: Operation;
  status?: number;
  body?: string;
  contentType?: string;
  latencyMs?: number;
  hang?: boolean;
  /**
   * Holds each answer this fault applies to until this many requests for the operation have arrived since the fault
   * was queued (or the faults are cleared): a test of requests sent together proves they were in flight together,
   * however slowly the browser sends them.
   */
  gather?: number;
  times?: number;
  /** Sent as the Location header: with a 3xx status, a redirect (to test that a client does not follow it). */
  location?: string;
};

const FAULT_KEYS = new Set([
  'operation',
  'status',
  'body',
  'contentType',
  'latencyMs',
  'hang',
  'gather',
  'times',
  'location',
]);
const MAX_LATENCY_MS = 10 * 60 * 1000;

export type FaultParseResult = { fault: Fault } | { field: string; message: string };

export function parseFault(value: unknown): FaultParseResult {
  if (!isPlainObject(value)) return { field: 'body', message: 'Fault must be a JSON object' };
  for (const key of Object.keys(value)) {
    if (!FAULT_KEYS.has(key)) return { field: key, message: `Unknown fault option "${key}"` };
  }
  const { operation, status, body, contentType, latencyMs, hang, gather, times, location } = value;
  if (typeof operation !== 'string' || !(OPERATIONS as readonly string[]).includes(operation)) {
    return { field: 'operation', message: `"operation" must be one of: ${OPERATIONS.join(', ')}` };
  }
  const fault: Fault = { operation: operation as Operation };
  if (status !== undefined) {
    if (!Number.isInteger(status) || (status as number) < 200 || (status as number) > 599) {
      return { field: 'status', message: '"status" must be an integer from 200 to 599' };
    }
    fault.status = status as number;
  }
  if (body !== undefined) {
    if (typeof body !== 'string') return { field: 'body', message: '"body" must be a string (sent as-is)' };
    fault.body = body;
  }
  if (contentType !== undefined) {
    if (typeof contentType !== 'string') return { field: 'contentType', message: '"contentType" must be a string' };
    fault.contentType = contentType;
  }
  if (latencyMs !== undefined) {
    if (typeof latencyMs !== 'number' || !Number.isFinite(latencyMs) || latencyMs < 0 || latencyMs > MAX_LATENCY_MS) {
      return { field: 'latencyMs', message: `"latencyMs" must be a number from 0 to ${MAX_LATENCY_MS}` };
    }
    fault.latencyMs = latencyMs;
  }
  if (hang !== undefined) {
    if (typeof hang !== 'boolean') return { field: 'hang', message: '"hang" must be a boolean' };
    fault.hang = hang;
  }
  if (gather !== undefined) {
    if (!Number.isInteger(gather) || (gather as number) < 1)
      return { field: 'gather', message: '"gather" must be a positive integer' };
    fault.gather = gather as number;
  }
  if (times !== undefined) {
    if (!Number.isInteger(times) || (times as number) < 1) {
      return { field: 'times', message: '"times" must be a positive integer' };
    }
    fault.times = times as number;
  }
  if (location !== undefined) {
    if (typeof location !== 'string' || location === '')
      return { field: 'location', message: '"location" must be a non-empty string' };
    fault.location = location;
  }
  return { fault };
}

/** A fault as queued: with the count of requests for its operation that had arrived before it. */
export type QueuedFault = Fault & { arrivedBefore: number };

export class FaultQueue {
  readonly #queues = new Map<Operation, QueuedFault[]>();
  readonly #hanging = new Set<ServerResponse>();
  readonly #arrived = new Map<Operation, number>();
  readonly #gathering = new Set<{ operation: Operation; until: number; release: () => void }>();

  add(fault: Fault): void {
    const queue = this.#queues.get(fault.operation) ?? [];
    queue.push({ ...fault, arrivedBefore: this.#arrived.get(fault.operation) ?? 0 });
    this.#queues.set(fault.operation, queue);
  }

  // Every request for an operation counts as an arrival, whether a fault applies to it or not.
  // A fault without `times` stays at the head until cleared, so faults queued after it never apply.
  take(operation: Operation): QueuedFault | undefined {
    const arrived = (this.#arrived.get(operation) ?? 0) + 1;
    this.#arrived.set(operation, arrived);
    for (const waiter of this.#gathering) {
      if (waiter.operation === operation && arrived >= waiter.until) waiter.release();
    }
    const queue = this.#queues.get(operation);
    const head = queue?.[0];
    if (!queue || !head) return undefined;
    if (head.times !== undefined) {
      head.times -= 1;
      if (head.times <= 0) queue.shift();
    }
    return head;
  }

  // Resolves once `gather` requests for the fault's operation have arrived, the client gives up, or faults are cleared.
  gather(fault: QueuedFault, res: ServerResponse): Promise<void> {
    const until = fault.arrivedBefore + (fault.gather ?? 0);
    if ((this.#arrived.get(fault.operation) ?? 0) >= until) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = {
        operation: fault.operation,
        until,
        release: () => {
          this.#gathering.delete(waiter);
          res.off('close', waiter.release);
          resolve();
        },
      };
      this.#gathering.add(waiter);
      res.once('close', waiter.release);
    });
  }

  // Resolves when the client gives up or the fault is cleared (the response is destroyed then).
  hang(res: ServerResponse): Promise<void> {
    this.#hanging.add(res);
    return new Promise((resolve) => {
      res.once('close', () => {
        this.#hanging.delete(res);
        resolve();
      });
    });
  }

  clear(): void {
    this.#queues.clear();
    for (const res of this.#hanging) res.destroy();
    this.#hanging.clear();
    for (const waiter of [...this.#gathering]) waiter.release();
  }
}
