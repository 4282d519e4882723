// Who is signed in, their projects, and Logout ending the sign-in at the service, over HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';
import { DemoClient, type ErrorData, problemOf, refresh } from './testing/demo-client.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, control: true });
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await fetch(`${server.url}/__control/reset`, { method: 'POST' });
});

describe('who is signed in', () => {
  it('the demo account and the second account are two people, by both operations, in the real kind’s profile', async () => {
    const demo = await DemoClient.signIn(server.url);
    const second = await DemoClient.signIn(server.url, 'second');
    const demoProfile = (await demo.get('/method/users/profile')).body;
    expect(demoProfile).toMatchObject({ id: 1, firstName: 'Demo', lastName: 'Streamer', language: 'en' });
    expect(Object.keys(demoProfile).sort()).toEqual(
      [
        'id',
        'type',
        'firstName',
        'lastName',
        'photo',
        'refId',
        'partners',
        'referralsIncome',
        'scope',
        'currency',
        'countrie_id',
        'language',
        'balance',
        'lastProjectId',
      ].sort(),
    );
    expect((await second.get('/method/users/profile')).body).toMatchObject({
      id: 2,
      firstName: 'Мария',
      lastName: 'Соколова',
      language: 'ru',
      lastProjectId: 21,
    });
    // Auth's read, which the real kind describes with no answer, answers the same.
    expect((await second.get('/method/auth/me')).body).toEqual((await second.get('/method/users/profile')).body);
    expect((await demo.get('/method/auth/me', {}, false)).status).toBe(401);
  });

  it('the control surface mints a token of either account', async () => {
    const minted = await fetch(`${server.url}/__control/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"account":"second"}',
    });
    const pair = await refresh(server.url, ((await minted.json()) as { refreshToken: string }).refreshToken);
    const client = new DemoClient(server.url, pair.body as { accessToken: string; refreshToken: string });
    expect((await client.get('/method/auth/me')).body.id).toBe(2);
    const refused = await fetch(`${server.url}/__control/tokens`, { method: 'POST', body: '{"account":"root"}' });
    expect(refused.status).toBe(400);
  });
});

describe('List of project for current user', () => {
  it('pages the demo account’s twelve projects by ten, as the real kind’s rows with each project inside', async () => {
    const demo = await DemoClient.signIn(server.url);
    const first = await demo.get('/method/project/list');
    expect(first.body).toMatchObject({ total: 12, limit: 10, offset: 0 });
    // The real kind's join row: the account, the project, and the project's own record inside.
    expect((first.body.results as unknown[])[0]).toEqual({
      id: 1001,
      user_id: 1,
      project_id: 42,
      access_type: 2,
      project: {
        user_id: 1,
        project_id: 42,
        name: 'Main channel',
        fename: '',
        photo_50: '',
        type: 0,
        external_id: '42',
        access_type: 2,
      },
      // Its team: the owner and a member at each other level (api/team/team-seed.ts).
      member_count: 4,
    });
    expect(first.body.results).toHaveLength(10);
    const second = await demo.get('/method/project/list', { offset: 10 });
    expect(second.body.results).toMatchObject([
      { project_id: 16, access_type: 1, project: { name: 'Guest studio', type: 1 }, member_count: 3 },
      { project_id: 17, access_type: 2, project: { name: 'Weekend stream', type: 0 }, member_count: 1 },
    ]);
    const other = await DemoClient.signIn(server.url, 'second');
    expect((await other.get('/method/project/list')).body).toMatchObject({
      total: 2,
      results: [{ project_id: 21 }, { project_id: 22 }],
    });
  });

  it('the demo account lists ordinary projects; the edge-case account owns the edge cases, 8 to 15', async () => {
    const ids = async (client: DemoClient) =>
      ((await client.get('/method/project/list', { limit: 100 })).body.results as Array<{ project_id: number }>).map(
        (item) => item.project_id,
      );
    const demo = await DemoClient.signIn(server.url);
    expect(await ids(demo)).toEqual([42, 7, 31, 32, 33, 34, 35, 36, 37, 38, 16, 17]);
    const edges = await DemoClient.signIn(server.url, 'edges');
    expect((await edges.get('/method/auth/me')).body).toMatchObject({
      id: 3,
      firstName: 'Edge cases',
      lastName: '(test account)',
    });
    expect(await ids(edges)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);

    // The studio is its members': the demo account is refused an edge-case project's key, as an unknown project.
    expect((await edges.get('/method/stream-keys', { project_id: 8 })).status).toBe(200);
    const refused = await demo.get('/method/stream-keys', { project_id: 8 });
    expect([refused.status, refused.problem?.field]).toEqual([400, 'project_id']);
    // So are its plans, the document's read among them, and buying one for it.
    for (const path of ['/method/plan_restream', '/method/plan_transcoding', '/method/plan_restream/list/project']) {
      const plan = await demo.get(path, { project_id: 8 });
      expect([plan.status, plan.problem?.code], path).toEqual([400, 'unknown_project']);
    }
    const bought = await demo.send('POST', '/method/plan_storage', {
      project_id: 8,
      plan_storage_id: 1,
      period: 'month',
    });
    expect([bought.status, bought.problem?.code]).toEqual([400, 'unknown_project']);
    expect((await edges.get('/method/plan_storage', { project_id: 8 })).body.next).toBeNull();
  });

  it('the demo account’s plans are ordinary: three slots sent, each null or whole, the current one running but for 38’s, which has ended', async () => {
    const demo = await DemoClient.signIn(server.url);
    const listed = (await demo.get('/method/project/list', { limit: 100 })).body.results as Array<{
      project_id: number;
    }>;
    // The document's six fields, and the newer description's plan item's four.
    const fields = ['bitrate_max', 'channel_max', 'custom_video', 'date_end', 'id', 'support_custom_channel'];
    fields.push('period', 'prolongation', 'title', 'type');
    fields.sort();
    const inAYear = Date.now() + 366 * 86_400_000;
    for (const { project_id } of listed) {
      const plan = (await demo.get('/method/plan_restream', { project_id })).body;
      expect(Object.keys(plan).sort(), `project ${project_id}`).toEqual(['before', 'current', 'next']);
      for (const slot of Object.values(plan) as Array<Record<string, unknown> | null>) {
        if (slot === null) continue;
        expect(Object.keys(slot).sort(), `project ${project_id}`).toEqual(fields);
        for (const field of ['channel_max', 'bitrate_max'] as const) {
          expect(Number.isSafeInteger(slot[field]) && (slot[field] as number) > 0, `${project_id} ${field}`).toBe(true);
        }
      }
      const end = Date.parse((plan.current as { date_end: string }).date_end);
      // One project's plan ended and was not renewed, so Home has one to show among those that need someone.
      if (project_id === 38)
        expect(end < Date.now() && plan.next === null, 'project 38: ended, nothing next').toBe(true);
      else expect(end > Date.now() && end < inAYear, `project ${project_id}: the current plan runs`).toBe(true);
    }
  });

  it('refuses a limit or offset out of range, naming it', async () => {
    const demo = await DemoClient.signIn(server.url);
    for (const [query, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ limit: '1.5' }, 'limit'],
    ] as const) {
      const reply = await demo.get('/method/project/list', query);
      expect([reply.status, reply.problem?.field], JSON.stringify(query)).toEqual([400, field]);
    }
    expect((await demo.get('/method/project/list', { language: 'de' })).problem?.field).toBe('language');
  });
});

describe('Logout', () => {
  it('ends the sign-in: its refresh token, an older rotated one and its access token are refused; other sign-ins go on', async () => {
    const demo = await DemoClient.signIn(server.url);
    const older = demo.tokens.refreshToken;
    const rotated = (await refresh(server.url, older)).body as { accessToken: string; refreshToken: string };
    const current = new DemoClient(server.url, rotated);
    const elsewhere = await DemoClient.signIn(server.url);

    // No Authorization header: a sign-out must work with an expired access token.
    const loggedOut = await current.post('/method/auth/logout', { refresh: rotated.refreshToken }, false);
    expect([loggedOut.status, loggedOut.body]).toEqual([200, { success: true }]);

    const reuse = await refresh(server.url, rotated.refreshToken);
    expect([reuse.status, reuse.problem?.code]).toEqual([400, 'invalid_grant']);
    expect((await refresh(server.url, older)).problem?.code).toBe('invalid_grant');
    expect((await current.get('/method/auth/me')).status).toBe(401);
    expect((await elsewhere.get('/method/auth/me')).status).toBe(200);
    expect((await refresh(server.url, elsewhere.tokens.refreshToken)).status).toBe(200);
  });

  it('answers the same for a token it does not know, and 400 naming the field for a bad body', async () => {
    const demo = await DemoClient.signIn(server.url);
    expect((await demo.post('/method/auth/logout', { refresh: 'rt_unknown' })).body).toEqual({ success: true });
    expect((await demo.post('/method/auth/logout', {})).problem).toMatchObject({
      code: 'invalid_request',
      field: 'refresh',
    });
    expect((await demo.post('/method/auth/logout', { refresh: 7 })).problem?.field).toBe('refresh');
    const noVersion = await fetch(`${server.url}/method/auth/logout?language=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"refresh":"x"}',
    });
    expect(problemOf(((await noVersion.json()) as { error: ErrorData }).error).field).toBe('v');
    // Not logged out by any of these.
    expect((await refresh(server.url, demo.tokens.refreshToken)).status).toBe(200);
  });

  it('can be made to fail by the control surface (a 503), like the documented operations', async () => {
    const demo = await DemoClient.signIn(server.url);
    await fetch(`${server.url}/__control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ operation: 'auth/logout', status: 503 }),
    });
    expect((await demo.post('/method/auth/logout', { refresh: demo.tokens.refreshToken })).status).toBe(503);
    expect((await refresh(server.url, demo.tokens.refreshToken)).status).toBe(200);
  });
});
