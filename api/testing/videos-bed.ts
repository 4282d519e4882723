// What the videos' contract tests share: a contract API of the file's own (with its control surface), put back as
// seeded before each test with processing held until a test ends it (never a timer a test would wait for), the demo
// account signed in, and realtime listeners closed after each test.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { Control } from './control-client.ts';
import { DemoClient } from './demo-client.ts';
import { type Listener, listen } from './realtime-listener.ts';

export type VideosBed = {
  server: RunningServer;
  control: Control;
  demo: DemoClient;
  /** Listens on a channel with the token an operation gave for it, as the demo account. */
  listen(projectId: number, channel: string, token: string): Promise<Listener>;
};

export function videosBed(): VideosBed {
  const open: Listener[] = [];
  const bed = {
    listen: async (projectId: number, channel: string, token: string) => {
      const listener = await listen(bed.demo, projectId, channel, token);
      open.push(listener);
      return listener;
    },
  } as VideosBed;
  beforeAll(async () => {
    bed.server = await startServer({ port: 0, control: true });
    bed.control = new Control(bed.server.url);
  });
  afterAll(() => bed.server.close());
  beforeEach(async () => {
    await bed.control.reset();
    await bed.control.videos({ processingMs: null });
    bed.demo = await DemoClient.signIn(bed.server.url);
  });
  afterEach(() => {
    for (const listener of open.splice(0)) listener.close();
  });
  return bed;
}
