// A contract API with its control surface for one test file: started before its tests, reset before each (with a
// fresh sign-in of the demo account), closed after them.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type RunningServer, type StartServerOptions, startServer } from '../server.ts';
import { Control } from './control-client.ts';
import { DemoClient } from './demo-client.ts';

export type DemoServer = { server: RunningServer; control: Control; demo: DemoClient };

export function useDemoServer(options: StartServerOptions = {}): DemoServer {
  const context = {} as DemoServer;
  beforeAll(async () => {
    context.server = await startServer({ port: 0, control: true, ...options });
    context.control = new Control(context.server.url);
  });
  afterAll(() => context.server.close());
  beforeEach(async () => {
    await context.control.reset();
    context.demo = await DemoClient.signIn(context.server.url);
  });
  return context;
}
