import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { REFRESH_PATH, control, freshSignedInClient, readPlan } from '../../testing/session-harness.ts';

// A browser whose refresh worker cannot be registered (a host's policy, an extension, a script that fails to load):
// the page must refresh by itself, not keep posting to a worker that never answers. The service worker container
// here is a stand-in whose registration fails; the client, the coordinator and the contract API are real.

const registrations: string[] = [];
const container = Object.assign(new EventTarget(), {
  startMessages: () => undefined,
  register: (url: string) => {
    registrations.push(url);
    // As in a browser: the refusal comes a little after the call returned.
    return new Promise((_, reject) => setTimeout(() => reject(new TypeError('Failed to register')), 20));
  },
});

beforeAll(() => vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: container })));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => freshSignedInClient());

it('refreshes from the page when the worker cannot be registered, and does not try the worker again', async () => {
  await control.expireAccess();
  await expect(readPlan()).resolves.toMatchObject({ current: { kind: 'plan' } });
  expect(registrations.length, 'the first refresh tried the worker').toBe(1);

  await control.expireAccess();
  await expect(readPlan()).resolves.toMatchObject({ current: { kind: 'plan' } });
  expect(registrations.length, 'the second refresh did not').toBe(1);
  expect((await control.requests(REFRESH_PATH)).map((entry) => entry.status)).toEqual([200, 200]);
});
