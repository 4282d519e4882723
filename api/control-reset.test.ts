// The control surface's reset puts the state back as seeded before each test. A request of the test before — held by a
// fault while that test ended, its page closed — must not land on the state the next test starts from: a write of it
// would undo the seed behind the next test's back (a project left, a member removed), a read would answer from a
// state it was never sent to.
import { describe, expect, it } from 'vitest';
import { contractBed } from './testing/contract-bed.ts';
import { DemoClient } from './testing/demo-client.ts';
import { post, projectLevels } from './testing/team-calls.ts';

const bed = contractBed();

const LEAVE = '/method/project/user/leave';

/** Sends `request` while the service holds its answer (until the faults are cleared), and waits until it arrived. */
async function heldAcrossReset<T>(path: string, send: () => Promise<T>): Promise<T> {
  const answer = send();
  await expect.poll(async () => (await bed.control.requests(path)).length).toBe(1);
  // Clears the faults, which lets the held request go on, and puts the state back as seeded.
  await bed.control.reset();
  return answer;
}

describe('a request from before a reset', () => {
  it('that writes is refused, and the state after the reset stays as seeded', async () => {
    // Project 16 is shared with the demo account, which leaves it: a request the service holds until it is reset.
    await bed.control.fault({ operation: 'project/user/leave', gather: 2, times: 1 });
    const left = await heldAcrossReset(LEAVE, () => post(bed.demo, 'project/user/leave', { project_id: 16 }));
    expect([left.status, left.problem?.code]).toEqual([503, 'service_reset']);
    expect(left.problem?.message).toBe('The service was reset while this request waited; nothing was done');

    // The next test signs in afresh and finds project 16 shared with it, as seeded.
    const next = await DemoClient.signIn(bed.server.url);
    expect((await next.get('/method/plan_restream', { project_id: 16 })).status).toBe(200);
    expect(await projectLevels(next)).toContainEqual([16, 1]);
  });

  it('that reads is refused too, and one sent after the reset is answered', async () => {
    await bed.control.fault({ operation: 'plan_restream', gather: 2, times: 1 });
    const read = await heldAcrossReset('/method/plan_restream', () =>
      bed.demo.get('/method/plan_restream', { project_id: 42 }),
    );
    expect([read.status, read.problem?.code]).toEqual([503, 'service_reset']);
    expect((await bed.demo.get('/method/plan_restream', { project_id: 42 })).status).toBe(200);
  });
});
