import { test as base } from './fixtures.ts';
import { type FixtureService, startFixtureService } from './fixture-service.ts';

// The operation pages' tests run against a service that describes itself (fixture-service.ts) instead of the
// plain contract API: one per worker, reset before each test.
export const test = base.extend<{ service: FixtureService }, { fixtureService: FixtureService }>({
  fixtureService: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const service = await startFixtureService();
      await use(service);
      await service.close();
    },
    { scope: 'worker' },
  ],
  server: [async ({ fixtureService }, use) => use(fixtureService), { scope: 'worker' }],
  service: async ({ fixtureService }, use) => {
    fixtureService.reset();
    await use(fixtureService);
  },
});

export { expect } from './fixtures.ts';
