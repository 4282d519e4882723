import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { REFRESH_PATH, control, freshSignedInClient, readPlan } from '../../testing/session-harness.ts';

// A browser whose refresh worker cannot load (a host's worker-src, an extension): the page must refresh by itself,
// not keep posting to a worker that never answers. The SharedWorker here is a stand-in whose script "fails to
// load"; the client, the coordinator and the contract API are real.

class UnloadableSharedWorker {
  static created = 0;
  readonly port: MessagePort;
  onerror: ((event: Event) => void) | null = null;

  constructor() {
    UnloadableSharedWorker.created += 1;
    this.port = new MessageChannel().port1;
    // As in a browser: the error event comes a little after the constructor returned.
    setTimeout(() => this.onerror?.(new Event('error')), 20);
  }
}

beforeAll(() => vi.stubGlobal('SharedWorker', UnloadableSharedWorker));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => freshSignedInClient());

it('refreshes from the page when the worker cannot load, and does not try the worker again', async () => {
  await control.expireAccess();
  await expect(readPlan()).resolves.toMatchObject({ current: { kind: 'plan' } });
  expect(UnloadableSharedWorker.created, 'the first refresh tried the worker').toBe(1);

  await control.expireAccess();
  await expect(readPlan()).resolves.toMatchObject({ current: { kind: 'plan' } });
  expect(UnloadableSharedWorker.created, 'the second refresh did not').toBe(1);
  expect((await control.requests(REFRESH_PATH)).map((entry) => entry.status)).toEqual([200, 200]);
});
