// Renewing plans over HTTP ("Set … tariff auto prolongation", the newer description's §2.15): a POST on each tariff
// kind's `/prolongation` with the project and `enabled` in the query, read back as the current and next items'
// boolean `prolongation` in "Get tariff for project" and as `plan2user.prolongation`, 1 or 0, in "Get project full
// info"; refused for a project that is not the account's own or has no plan running, naming the field, in the
// request's language.
import { beforeAll, describe, expect, it } from 'vitest';
import { contractBed } from './testing/contract-bed.ts';
import { DemoClient } from './testing/demo-client.ts';
import { type SchemaProblems, schemaProblemsOf } from './testing/schema-problems.ts';

const START = Date.parse('2026-06-01T12:00:00Z');
const KINDS = ['restream', 'transcoding', 'storage', 'webinar'] as const;
type Kind = (typeof KINDS)[number];

let demo: DemoClient;
const bed = contractBed({ server: { now: () => START }, use: (signedIn) => (demo = signedIn.demo) });
let schemaProblems: SchemaProblems;
beforeAll(async () => {
  schemaProblems = await schemaProblemsOf(bed.server.url);
});

type Item = { prolongation?: boolean } | null;
const tariff = async (kind: Kind, projectId: number) => {
  const reply = await demo.get(`/method/plan_${kind}`, { project_id: projectId });
  expect(reply.status, `${kind} ${projectId}`).toBe(200);
  return reply.body as Record<'before' | 'current' | 'next', Item>;
};
const renew = (kind: Kind, query: Record<string, string | number>, client = demo, language = 'en') =>
  client.send('POST', `/method/plan_${kind}/prolongation`, { ...query, language });
const plan2user = async (projectId: number) => {
  const body = (await demo.get('/method/project/get_project_info', { project_id: projectId })).body;
  return Object.fromEntries(
    KINDS.map((kind) => [kind, (body[kind] as { plan2user: { prolongation: number } } | null)?.plan2user.prolongation]),
  );
};

describe('renewal (Set … tariff auto prolongation)', () => {
  it('reads 42’s plans as renewing and 7’s as not, in both reads, an ended plan renewing nothing', async () => {
    for (const kind of KINDS) {
      const plan = await tariff(kind, 42);
      expect([plan.before?.prolongation, plan.current?.prolongation, plan.next?.prolongation], kind).toEqual([
        false,
        true,
        true,
      ]);
    }
    expect(await plan2user(42)).toEqual({ restream: 1, transcoding: 1, storage: 1, webinar: 1 });
    expect((await tariff('restream', 7)).current?.prolongation).toBe(false);
    expect((await tariff('transcoding', 7)).current?.prolongation).toBe(false);
    // 7 has no storage or webinar plan: nothing to say of them.
    expect(await plan2user(7)).toEqual({ restream: 0, transcoding: 0, storage: undefined, webinar: undefined });
  });

  it('turned off and on again for every kind, the current and next plans follow, and the project’s info with them', async () => {
    for (const kind of KINDS) {
      const off = await renew(kind, { project_id: 42, enabled: 'false' });
      expect([off.status, off.body], kind).toEqual([200, { success: true }]);
      expect(schemaProblems('post', `/method/plan_${kind}/prolongation`, off)).toEqual([]);
      const plan = await tariff(kind, 42);
      expect([plan.current?.prolongation, plan.next?.prolongation], kind).toEqual([false, false]);
      expect(schemaProblems('get', `/method/plan_${kind}`, { status: 200, body: plan })).toEqual([]);
    }
    expect(await plan2user(42)).toEqual({ restream: 0, transcoding: 0, storage: 0, webinar: 0 });
    // Only what was asked changes: turning restream's back on leaves the others off.
    expect((await renew('restream', { project_id: 42, enabled: 'true' })).status).toBe(200);
    expect(await plan2user(42)).toEqual({ restream: 1, transcoding: 0, storage: 0, webinar: 0 });
    expect((await tariff('restream', 42)).next?.prolongation).toBe(true);
  });

  it('a plan bought next renews as the project’s plan of the kind does', async () => {
    await renew('webinar', { project_id: 42, enabled: 'false' });
    await demo.send('POST', '/method/plan_webinar', { project_id: 42, plan_webinar_id: 1, period: 'month' });
    expect((await tariff('webinar', 42)).next).toMatchObject({ id: 1, prolongation: false });
    await renew('webinar', { project_id: 42, enabled: 'true' });
    expect((await tariff('webinar', 42)).next).toMatchObject({ id: 1, prolongation: true });
  });

  it('refuses `enabled` or the project missing or malformed, naming the field, and changes nothing', async () => {
    for (const [query, field] of [
      [{ project_id: 42 }, 'enabled'],
      [{ project_id: 42, enabled: 'yes' }, 'enabled'],
      [{ project_id: 42, enabled: '1' }, 'enabled'],
      [{ enabled: 'false' }, 'project_id'],
      [{ project_id: 'x', enabled: 'false' }, 'project_id'],
    ] as const) {
      const refused = await renew('storage', query);
      expect([refused.status, refused.problem?.code, refused.problem?.field], JSON.stringify(query)).toEqual([
        400,
        'invalid_request',
        field,
      ]);
    }
    expect((await tariff('storage', 42)).current?.prolongation).toBe(true);
    const anonymous = await demo.send('POST', '/method/plan_storage/prolongation', { project_id: 42 }, false);
    expect(anonymous.status).toBe(401);
  });

  it('is the owner’s: another account’s project is unknown, a guest’s is refused; the other account renews its own', async () => {
    for (const kind of KINDS) {
      const foreign = await renew(kind, { project_id: 21, enabled: 'false' });
      expect([foreign.status, foreign.problem?.code, foreign.problem?.field], kind).toEqual([
        400,
        'unknown_project',
        'project_id',
      ]);
      const guest = await renew(kind, { project_id: 16, enabled: 'true' });
      expect([guest.status, guest.problem?.code], kind).toEqual([400, 'owner_only']);
    }
    // 16's plan, which its guest reads, is as it was.
    expect((await tariff('restream', 16)).current?.prolongation).toBe(false);
    const second = await DemoClient.signIn(bed.server.url, 'second');
    expect((await renew('restream', { project_id: 21, enabled: 'true' }, second)).status).toBe(200);
    expect(((await second.get('/method/plan_restream', { project_id: 21 })).body.current as Item)?.prolongation).toBe(
      true,
    );
  });

  it('has nothing to renew without a plan running, and says so in the request’s language', async () => {
    // 7 has no webinar plan; 38's restream plan ended four days ago.
    for (const [kind, projectId] of [
      ['webinar', 7],
      ['storage', 7],
      ['restream', 38],
    ] as const) {
      const refused = await renew(kind, { project_id: projectId, enabled: 'true' }, demo, 'ru');
      expect([refused.status, refused.problem?.code, refused.problem?.field], `${kind} ${projectId}`).toEqual([
        400,
        'no_current_plan',
        'project_id',
      ]);
      expect(refused.problem?.message).toBe('У проекта нет действующего тарифа этого вида, продлевать нечего');
    }
    expect((await tariff('restream', 38)).current?.prolongation).toBe(false);
  });
});
