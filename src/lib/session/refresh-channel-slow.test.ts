import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { REFRESH_PATH, control, freshSignedInClient, readPlan } from '../../testing/session-harness.ts';
import { type RefreshJob, handleRefresh } from './refresh-broker.ts';

// A refresh worker that takes seconds to register, as on a busy phone. A refresh sent from the page while it comes
// is lost if the page is left before the answer, and the next page then holds a token the service has already
// rotated: the refresh must wait for the worker. The container is a stand-in whose worker runs the real broker (as
// refresh-service-worker.ts does); the client, the coordinator and the contract API are real.

const REGISTER_MS = 3500;
const jobs: RefreshJob[] = [];
const container = Object.assign(new EventTarget(), {
  startMessages: () => undefined,
  register: () =>
    new Promise((resolve) =>
      setTimeout(() => resolve({ installing: null, waiting: null, active: worker }), REGISTER_MS),
    ),
});
const worker = {
  postMessage(job: RefreshJob) {
    jobs.push(job);
    void handleRefresh(job, (answer) => {
      container.dispatchEvent(new MessageEvent('message', { data: answer }));
    });
  },
};

beforeAll(() => vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: container })));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => freshSignedInClient({ requestTimeoutMs: 10_000 }));

it('waits for a refresh worker that is slow to register instead of sending the refresh from the page', async () => {
  await control.expireAccess();
  await expect(readPlan()).resolves.toMatchObject({ current: { kind: 'plan' } });
  expect(jobs.length, 'the refresh went through the worker').toBe(1);
  expect((await control.requests(REFRESH_PATH)).map((entry) => entry.status)).toEqual([200]);
}, 15_000);
