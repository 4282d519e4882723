// What the videos' contract tests share: the contract bed (a contract API of the file's own, put back as seeded before
// each test, the demo account signed in) with processing held until a test ends it (never a timer a test would wait
// for), and realtime listeners closed after each test.
import { afterEach } from 'vitest';
import { type ContractBed, contractBed } from './contract-bed.ts';
import { type Listener, listen } from './realtime-listener.ts';

export type VideosBed = ContractBed & {
  /** Listens on a channel with the token an operation gave for it, as the demo account. */
  listen(projectId: number, channel: string, token: string): Promise<Listener>;
};

export function videosBed(): VideosBed {
  const open: Listener[] = [];
  const bed = contractBed({ prepare: (control) => control.videos({ processingMs: null }) }) as VideosBed;
  bed.listen = async (projectId, channel, token) => {
    const listener = await listen(bed.demo, projectId, channel, token);
    open.push(listener);
    return listener;
  };
  afterEach(() => {
    for (const listener of open.splice(0)) listener.close();
  });
  return bed;
}
