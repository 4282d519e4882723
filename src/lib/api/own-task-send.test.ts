import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_PATH, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { apiCall } from './api-call.ts';
import { sendReadAhead } from './reads-ahead.ts';

// When a request leaves, against the contract API over HTTP: a page's request from a task of its own where the
// browser can give one (`scheduler.yield`), a read sent ahead at once. The browser's scheduler is stood in for by
// one whose task starts when the test says.

let startTask: () => void = () => {};

beforeEach(async () => {
  await freshSignedInClient();
  let waiting: (() => void)[] = [];
  startTask = () => {
    const due = waiting;
    waiting = [];
    for (const resume of due) resume();
  };
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) });
});

afterEach(() => vi.unstubAllGlobals());

/** The projects whose plan the service was asked for, in order. */
const planReads = async () => (await control.requests(PLAN_PATH)).map((entry) => entry.query.project_id);

const readPlan = (projectId: number) =>
  apiCall({ method: 'GET', path: PLAN_PATH, query: [['project_id', String(projectId)]] });

describe('when a request leaves', () => {
  it('a page’s reads wait for the tasks the scheduler gives them (one each, in a browser); a read sent ahead leaves at once', async () => {
    const reads = Promise.all([readPlan(42), readPlan(7)]);
    sendReadAhead([PLAN_PATH, [['project_id', '9']]]);
    await vi.waitFor(async () => expect(await planReads()).toEqual(['9']));
    // The page's reads wait for their tasks, however long the one that asked runs.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await planReads()).toEqual(['9']);
    startTask();
    await reads;
    const [ahead, ...asked] = await planReads();
    expect(ahead).toBe('9');
    expect(asked.sort()).toEqual(['42', '7']);
  });

  it('leaves at once where the browser has no scheduler to yield to', async () => {
    vi.stubGlobal('scheduler', undefined);
    await readPlan(42);
    expect(await planReads()).toEqual(['42']);
  });
});
