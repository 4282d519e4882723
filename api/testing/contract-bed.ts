// What the API's contract tests share: a contract API of the test file's own (with its control surface), put back as
// seeded before each test, and the demo account signed in to it.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type RunningServer, type StartServerOptions, startServer } from '../server.ts';
import { Control } from './control-client.ts';
import { DemoClient } from './demo-client.ts';

export type ContractBed = { server: RunningServer; control: Control; demo: DemoClient };

export type ContractBedOptions = {
  /** How the file's server is started besides its own port and the control surface. */
  server?: Omit<StartServerOptions, 'port' | 'control'>;
  /** What each test starts from besides the seed, set after the reset and before the sign-in. */
  prepare?: (control: Control) => Promise<unknown>;
  /** Given the bed before each test, once its demo account is signed in (a file's own names for its parts). */
  use?: (bed: ContractBed) => void;
};

export function contractBed({ server, prepare, use }: ContractBedOptions = {}): ContractBed {
  const bed = {} as ContractBed;
  beforeAll(async () => {
    bed.server = await startServer({ ...server, port: 0, control: true });
    bed.control = new Control(bed.server.url);
  });
  afterAll(() => bed.server.close());
  beforeEach(async () => {
    await bed.control.reset();
    await prepare?.(bed.control);
    bed.demo = await DemoClient.signIn(bed.server.url);
    use?.(bed);
  });
  return bed;
}
