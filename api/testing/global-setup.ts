import type { TestProject } from 'vitest/node';
import { startServer } from '../server.ts';

// The app's unit tests speak HTTP to a real contract API (never import it): one server for the run, control on.
declare module 'vitest' {
  export interface ProvidedContext {
    contractApiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer({ port: 0, control: true });
  project.provide('contractApiUrl', server.url);
  return () => server.close();
}
