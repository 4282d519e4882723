// The tariff operations over HTTP, as the real kind takes them (a POST buys and a DELETE removes, on the tariff's
// path, every field a query parameter, `period` a month or a year): buying schedules the next plan and moves the
// balance, removing clears it and refunds, on a fixed clock so dates are exact.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';
import { DemoClient } from './testing/demo-client.ts';

const START = Date.parse('2026-06-01T12:00:00Z');
let server: RunningServer;
let demo: DemoClient;

beforeAll(async () => {
  server = await startServer({ port: 0, control: true, now: () => START });
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await fetch(`${server.url}/__control/reset`, { method: 'POST' });
  demo = await DemoClient.signIn(server.url);
});

const balance = async (client: DemoClient = demo) =>
  (await client.get('/method/plan_transcoding/check', { project_id: 42, plan_transcoding_id: 1, period: 'month' })).body
    .balance;
const buy = (path: string, query: Record<string, string | number>, client: DemoClient = demo) =>
  client.send('POST', path, query);
const remove = (path: string, query: Record<string, string | number>) => demo.send('DELETE', path, query);

describe('PlanTranscoding', () => {
  it('check shows the figures; buy schedules the plan after the current one, replaces and refunds the next, and moves the balance', async () => {
    const before = await demo.get('/method/plan_transcoding', { project_id: 42 });
    expect(before.body.current).toMatchObject({ id: 2, date_end: '2026-06-13T00:00:00Z' });
    expect(before.body.next).toMatchObject({ id: 3, title: 'Transcoder L' });

    const query = { project_id: 42, plan_transcoding_id: 1, period: 'year' };
    const check = await demo.get('/method/plan_transcoding/check', query);
    // 12 × 300, 15 % off; the scheduled L (1 100) is refunded.
    expect(check.body).toEqual({
      price: 3600,
      discount: 540,
      refund: 1100,
      total: 3060,
      balance: 5000,
      balance_after: 3040,
      enough: true,
    });

    const bought = await buy('/method/plan_transcoding', query);
    expect([bought.status, bought.body]).toEqual([200, { success: true }]);
    const next = {
      id: 1,
      title: 'Transcoder S',
      stream_count: 2,
      date_start: '2026-06-13T00:00:00Z',
      date_end: '2027-06-13T00:00:00Z',
    };
    expect((await demo.get('/method/plan_transcoding', { project_id: 42 })).body).toEqual({ ...before.body, next });
    expect(await balance()).toBe(3040);
  });

  it('the removal clears the next plan and refunds it; with nothing scheduled it is a 400 naming project_id', async () => {
    const removed = await remove('/method/plan_transcoding', { project_id: 42 });
    expect([removed.status, removed.body]).toEqual([200, { success: true }]);
    expect((await demo.get('/method/plan_transcoding', { project_id: 42 })).body.next).toBeNull();
    expect(await balance()).toBe(6100);

    const again = await remove('/method/plan_transcoding', { project_id: 42 });
    expect([again.status, again.body.error]).toMatchObject([400, { code: 'no_next_plan', field: 'project_id' }]);
  });

  it('a project without a plan answers three empty slots; buying starts today', async () => {
    expect((await demo.get('/method/plan_transcoding', { project_id: 8 })).body).toEqual({
      before: null,
      current: null,
      next: null,
    });
    await buy('/method/plan_transcoding', { project_id: 8, plan_transcoding_id: 2, period: 'month' });
    expect((await demo.get('/method/plan_transcoding', { project_id: 8 })).body.next).toMatchObject({
      id: 2,
      date_start: '2026-06-01T00:00:00Z',
      date_end: '2026-07-01T00:00:00Z',
    });
    expect(await balance()).toBe(5000 - 600);
  });
});

describe('PlanStorage', () => {
  it('remove_next clears and refunds without a plan id; with nothing scheduled it is a 400 naming project_id', async () => {
    const removed = await remove('/method/plan_storage', { project_id: 42 });
    expect(removed.body).toEqual({ success: true });
    expect((await demo.get('/method/plan_storage', { project_id: 42 })).body.next).toBeNull();
    expect(await balance()).toBe(5000 + 1200);
    const again = await remove('/method/plan_storage', { project_id: 42 });
    expect([again.status, again.body.error]).toMatchObject([400, { code: 'no_next_plan', field: 'project_id' }]);
  });

  it('a purchase the balance does not cover is refused, and changes nothing', async () => {
    const query = { project_id: 42, plan_storage_id: 3, period: 'year' };
    const check = await demo.get('/method/plan_storage/check', query);
    expect(check.body).toMatchObject({ total: 14400, enough: false, balance_after: 5000 - 14400 + 1200 });
    const refused = await buy('/method/plan_storage', query);
    expect([refused.status, refused.body.error?.code]).toEqual([400, 'insufficient_balance']);
    expect(await balance()).toBe(5000);
    expect((await demo.get('/method/plan_storage', { project_id: 42 })).body.next).toMatchObject({ id: 3, period: 1 });
  });

  it('the slot carries size and period; the info list pages its plans', async () => {
    await buy('/method/plan_storage', { project_id: 37, plan_storage_id: 2, period: 'month' });
    expect((await demo.get('/method/plan_storage', { project_id: 37 })).body.next).toEqual({
      id: 2,
      title: 'Storage 500 GB',
      size: 500,
      period: 1,
      date_start: '2026-07-06T00:00:00Z',
      date_end: '2026-08-06T00:00:00Z',
    });
    const page = await demo.get('/method/plan_storage/list', { limit: 2, offset: 1 });
    expect(page.body).toEqual({
      total: 3,
      limit: 2,
      offset: 1,
      results: [
        { plan_storage_id: 2, title: 'Storage 500 GB', size: 500, price: 450 },
        { plan_storage_id: 3, title: 'Storage 2 TB', size: 2000, price: 1200 },
      ],
    });
  });
});

describe('PlanRestream', () => {
  it('the buy and the removal change what the documented GET /method/plan_restream answers', async () => {
    const bought = await buy('/method/plan_restream', { project_id: 7, plan_restream_id: 5, period: 'month' });
    expect(bought.status).toBe(200);
    const business = {
      id: 5,
      channel_max: 20,
      bitrate_max: 20000,
      support_custom_channel: true,
      custom_video: 10,
      date_end: '2026-07-21T00:00:00Z',
    };
    expect((await demo.get('/method/plan_restream', { project_id: 7 })).body.next).toEqual(business);
    // No discount on 7; Basic, the plan replaced, was refunded.
    expect(await balance()).toBe(5000 - 2990 + 390);

    const wrong = await remove('/method/plan_restream', { project_id: 7, plan_restream_id: 4 });
    expect([wrong.status, wrong.body.error]).toMatchObject([400, { code: 'not_next_plan', field: 'plan_restream_id' }]);
    const removed = await remove('/method/plan_restream', { project_id: 7, plan_restream_id: 5 });
    expect(removed.body).toEqual({ success: true });
    expect((await demo.get('/method/plan_restream', { project_id: 7 })).body.next).toBeNull();
    expect(await balance()).toBe(5000 + 390);
  });

  it('lists its plans a page at a time, for a project too; the discount is per project', async () => {
    const all = await demo.get('/method/plan_restream/list');
    expect(all.body).toMatchObject({ total: 5, limit: 10, offset: 0 });
    expect((all.body.results as unknown[])[0]).toEqual({
      plan_restream_id: 1,
      title: 'Starter',
      channel_max: 1,
      bitrate_max: 3000,
      price: 190,
    });
    const last = await demo.get('/method/plan_restream/list/project', { project_id: 42, limit: 2, offset: 4 });
    expect(last.body).toMatchObject({ total: 5, limit: 2, offset: 4, results: [{ plan_restream_id: 5 }] });
    const unknown = await demo.get('/method/plan_restream/list/project', { project_id: 404 });
    expect([unknown.status, unknown.body.error]).toMatchObject([400, { code: 'unknown_project', field: 'project_id' }]);
    expect((await demo.get('/method/plan_restream/get_discount', { project_id: 42 })).body).toEqual({ discount: 10 });
    expect((await demo.get('/method/plan_restream/get_discount', { project_id: 7 })).body).toEqual({ discount: 0 });
  });
});

describe('requests', () => {
  it('each account has its own balance', async () => {
    await buy('/method/plan_transcoding', { project_id: 8, plan_transcoding_id: 1, period: 'month' });
    expect(await balance()).toBe(4700);
    expect(await balance(await DemoClient.signIn(server.url, 'second'))).toBe(800);
  });

  it('answer 401 without a token and 400 naming the field for a bad body; the control surface reset restores the seed', async () => {
    const query = { project_id: 42, plan_transcoding_id: 1, period: 'month' };
    const anonymous = await demo.send('POST', '/method/plan_transcoding', query, false);
    expect(anonymous.status).toBe(401);
    for (const [bad, field, code] of [
      [{ ...query, period: '3' }, 'period', 'invalid_request'],
      [{ ...query, project_id: 'abc' }, 'project_id', 'invalid_request'],
      [{ ...query, plan_transcoding_id: 9 }, 'plan_transcoding_id', 'unknown_plan'],
      [{ ...query, project_id: 404 }, 'project_id', 'unknown_project'],
    ] as const) {
      const reply = await buy('/method/plan_transcoding', bad);
      expect([reply.status, reply.body.error], field).toMatchObject([400, { code, field }]);
    }
    expect(
      (await demo.get('/method/plan_transcoding/check', { project_id: 42, plan_transcoding_id: 1 })).body.error?.field,
    ).toBe('period');
    expect(await balance()).toBe(5000);

    await remove('/method/plan_storage', { project_id: 42 });
    await fetch(`${server.url}/__control/reset`, { method: 'POST' });
    expect(await balance(await DemoClient.signIn(server.url))).toBe(5000);
    expect((await demo.get('/method/plan_storage', { project_id: 42 })).body.next).toMatchObject({ id: 3 });
  });
});

describe('restream’s check before buying ("Load data for show card the tariffs v2")', () => {
  it('answers the figures of the buy it is asked about, with the buy’s values as its query, and changes nothing', async () => {
    const before = await demo.get('/method/plan_restream/check', {
      project_id: 42,
      plan_restream_id: 5,
      period: 'month',
    });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ price: 2990, enough: expect.any(Boolean) });
    const figures = before.body as { price: number; discount: number; total: number };
    expect(figures.total).toBe(figures.price - figures.discount);
    const again = await demo.get('/method/plan_restream/check', {
      project_id: 42,
      plan_restream_id: 5,
      period: 'month',
    });
    expect(again.body).toEqual(before.body);
    const missing = await demo.get('/method/plan_restream/check', { project_id: 42, period: 'month' });
    expect(missing.status).toBe(400);
  });
});
