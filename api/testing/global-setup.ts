import { availableParallelism } from 'node:os';
import type { TestProject } from 'vitest/node';
import { startServer } from '../server.ts';

// The app's unit tests speak HTTP to a real contract API (never import it): one server per worker, control on. A
// worker runs its files one after another, so a test that resets the service or reads its log sees only its own
// requests, while the files of other workers run beside it against theirs.
declare module 'vitest' {
  export interface ProvidedContext {
    /** By worker: the server of `VITEST_POOL_ID` n is the n-th. */
    contractApiUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  const servers = await Promise.all(
    Array.from({ length: Math.max(2, availableParallelism()) }, () => startServer({ port: 0, control: true })),
  );
  project.provide(
    'contractApiUrls',
    servers.map((server) => server.url),
  );
  return () => Promise.all(servers.map((server) => server.close()));
}
