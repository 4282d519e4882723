// The tariff operations over HTTP, as the real kind takes them (a POST buys and a DELETE removes, on the tariff's
// path, every field a query parameter, `period` a month or a year): buying schedules the next plan and moves the
// project's payment balance, removing clears it and refunds, on a fixed clock so dates are exact.
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

/** A project's payment balance, which its buys take from (each project keeps its own money). */
const balance = async (projectId = 42, client: DemoClient = demo) =>
  ((await client.get('/method/plan_transcoding/check', { project_id: projectId })).body.balance as { balance: number })
    .balance;
const buy = (path: string, query: Record<string, string | number>, client: DemoClient = demo) =>
  client.send('POST', path, query);
const remove = (path: string, query: Record<string, string | number>) => demo.send('DELETE', path, query);

describe('PlanTranscoding', () => {
  it('its check takes the project only: the renewal, the balance to pay from and the refund of the next plan', async () => {
    const before = await demo.get('/method/plan_transcoding', { project_id: 42 });
    // The newer description's plan item: its type and period, and whether it renews (42's plans do).
    expect(before.body.current).toEqual({
      id: 2,
      count: 3,
      date_end: '2026-06-13T00:00:00Z',
      title: 'Transcoder 1080p60',
      type: 'paid_month',
      prolongation: true,
      period: 'month',
    });
    // 3 flows of 250 renew the current plan; the 4K plan scheduled next (2 flows of 550) refunds 1 100.
    expect((await demo.get('/method/plan_transcoding/check', { project_id: 42 })).body).toEqual({
      amount: 750,
      balance: {
        balance: 5000,
        currency: 'rub',
        balances_allow: ['payment'],
        balances_values: { payment: 5000, bonus: 350, profit: 95.25 },
      },
      refund: { current: 0, after: 1100 },
    });
  });

  it('buys by the flow for a period, the year discounted: after the current plan, replacing and refunding the next', async () => {
    const before = await demo.get('/method/plan_transcoding', { project_id: 42 });
    const bought = await buy('/method/plan_transcoding', {
      project_id: 42,
      plan_transcoding_id: 1,
      period: 'year',
      count: 2,
    });
    expect([bought.status, bought.body]).toEqual([200, { success: true }]);
    // The next plan renews as the current one does.
    const next = {
      id: 1,
      count: 2,
      date_end: '2027-06-13T00:00:00Z',
      title: 'Transcoder 1080p',
      type: 'paid_month',
      prolongation: true,
      period: 'year',
    };
    expect((await demo.get('/method/plan_transcoding', { project_id: 42 })).body).toEqual({ ...before.body, next });
    // 2 × 150 × 12 less 15 % is 3 060; the replaced plan gave 1 100 back.
    expect(await balance()).toBe(5000 - 3060 + 1100);
    expect((await demo.get('/method/plan_transcoding/check', { project_id: 42 })).body.refund).toEqual({
      current: 0,
      after: 3060,
    });
  });

  it('the removal clears the next plan and refunds it; with nothing scheduled it is a 400 naming project_id', async () => {
    const removed = await remove('/method/plan_transcoding', { project_id: 42 });
    expect([removed.status, removed.body]).toEqual([200, { success: true }]);
    expect((await demo.get('/method/plan_transcoding', { project_id: 42 })).body.next).toBeNull();
    expect(await balance()).toBe(6100);

    const again = await remove('/method/plan_transcoding', { project_id: 42 });
    expect([again.status, again.problem]).toMatchObject([400, { code: 'no_next_plan', field: 'project_id' }]);
  });

  it('a project without a plan answers three empty slots; buying starts today, one flow when none is named', async () => {
    // Project 8 is the edge-case account's, with no transcoding plan.
    const edges = await DemoClient.signIn(server.url, 'edges');
    expect((await edges.get('/method/plan_transcoding', { project_id: 8 })).body).toEqual({
      before: null,
      current: null,
      next: null,
    });
    expect((await edges.get('/method/plan_transcoding/check', { project_id: 8 })).body).toMatchObject({
      amount: 0,
      refund: { current: 0, after: 0 },
    });
    for (const count of [0, 11, 'two']) {
      const refused = await buy(
        '/method/plan_transcoding',
        {
          project_id: 8,
          plan_transcoding_id: 2,
          period: 'month',
          count,
        },
        edges,
      );
      expect([refused.status, refused.problem?.field], String(count)).toEqual([400, 'count']);
    }
    await buy('/method/plan_transcoding', { project_id: 8, plan_transcoding_id: 2, period: 'month' }, edges);
    // With no plan running, the new one does not renew until the owner says so.
    expect((await edges.get('/method/plan_transcoding', { project_id: 8 })).body.next).toEqual({
      id: 2,
      count: 1,
      date_end: '2026-07-01T00:00:00Z',
      title: 'Transcoder 1080p60',
      type: 'paid_month',
      prolongation: false,
      period: 'month',
    });
    expect(await balance(8, edges)).toBe(5000 - 250);
  });

  it('lists its plans whole, and its discount by period', async () => {
    const list = await demo.get('/method/plan_transcoding/list');
    expect(Object.keys(list.body)).toEqual(['results']);
    expect((list.body.results as unknown[])[2]).toEqual({
      plan_transcoding_id: 3,
      title: 'Transcoder 4K',
      type: 'paid_month',
      resolution: '4K',
      fps: '60',
      weight: 4,
      price_rub: 550,
      price_usd: 6,
      active: true,
      index: 2,
      space: 4,
      discount: { month: 0, year: 15 },
    });
    expect((await demo.get('/method/plan_transcoding/get_discount')).body).toEqual({ month: 0, year: 15 });
  });
});

describe('PlanStorage', () => {
  it('remove clears and refunds without a plan id; with nothing scheduled it is a 400 naming project_id', async () => {
    const removed = await remove('/method/plan_storage', { project_id: 42 });
    expect(removed.body).toEqual({ success: true });
    expect((await demo.get('/method/plan_storage', { project_id: 42 })).body.next).toBeNull();
    // The Archive plan's 2 000 GB for a month, at 1 a GB.
    expect(await balance()).toBe(5000 + 2000);
    const again = await remove('/method/plan_storage', { project_id: 42 });
    expect([again.status, again.problem]).toMatchObject([400, { code: 'no_next_plan', field: 'project_id' }]);
  });

  it('a purchase the balance does not cover, or a size off the plan’s steps, is refused and changes nothing', async () => {
    const refused = await buy('/method/plan_storage', {
      project_id: 42,
      plan_storage_id: 2,
      period: 'year',
      size: 5000,
    });
    expect([refused.status, refused.problem?.code]).toEqual([400, 'insufficient_balance']);
    for (const size of [15, 600, 5]) {
      const off = await buy('/method/plan_storage', { project_id: 42, plan_storage_id: 1, period: 'month', size });
      expect([off.status, off.problem?.field], String(size)).toEqual([400, 'size']);
    }
    expect(await balance()).toBe(5000);
    expect((await demo.get('/method/plan_storage', { project_id: 42 })).body.next).toMatchObject({
      id: 2,
      size: 2000,
      period: 'month',
    });
  });

  it('the slot carries the size and the period; the check the renewal; the list every plan with its bounds', async () => {
    expect((await demo.get('/method/plan_storage/check', { project_id: 37 })).body).toMatchObject({
      // 500 GB of Archive for a year, at 1 a GB a month.
      amount: 6000,
      refund: { current: 0, after: 0 },
    });
    await buy('/method/plan_storage', { project_id: 37, plan_storage_id: 1, period: 'month', size: 200 });
    expect((await demo.get('/method/plan_storage', { project_id: 37 })).body.next).toEqual({
      id: 1,
      size: 200,
      period: 'month',
      prolongation: false,
      title: 'Recordings',
      date_end: '2026-08-06T00:00:00Z',
    });
    expect(await balance(37)).toBe(5000 - 400);
    expect((await demo.get('/method/plan_storage/list')).body).toEqual({
      results: [
        {
          plan_storage_id: 1,
          title: 'Recordings',
          min: 10,
          max: 500,
          step: 10,
          price_rub: 2,
          price_usd: 0.03,
          active: true,
          discount: { month: 0, year: 0 },
        },
        {
          plan_storage_id: 2,
          title: 'Archive',
          min: 500,
          max: 5000,
          step: 100,
          price_rub: 1,
          price_usd: 0.015,
          active: true,
          discount: { month: 0, year: 0 },
        },
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
      // Project 7 renews nothing.
      prolongation: false,
      title: 'Business',
      type: 'paid_fix',
      period: 'month',
    };
    expect((await demo.get('/method/plan_restream', { project_id: 7 })).body.next).toEqual(business);
    // Basic, the plan replaced, was refunded.
    expect(await balance(7)).toBe(5000 - 2990 + 390);

    const wrong = await remove('/method/plan_restream', { project_id: 7, plan_restream_id: 4 });
    expect([wrong.status, wrong.problem]).toMatchObject([400, { code: 'not_next_plan', field: 'plan_restream_id' }]);
    const removed = await remove('/method/plan_restream', { project_id: 7, plan_restream_id: 5 });
    expect(removed.body).toEqual({ success: true });
    expect((await demo.get('/method/plan_restream', { project_id: 7 })).body.next).toBeNull();
    expect(await balance(7)).toBe(5000 + 390);
  });

  it('lists its plans whole with their features, and for a project against its current plan; one discount for all', async () => {
    const all = await demo.get('/method/plan_restream/list');
    expect(Object.keys(all.body)).toEqual(['results', 'feature']);
    expect(all.body.feature).toEqual({ results: [] });
    expect((all.body.results as unknown[])[0]).toMatchObject({
      plan_restream_id: 1,
      title: 'Starter',
      count_channel_max: 1,
      bitrate_max: 3000,
      price_rub: 190,
      type: 'paid_fix',
      index: 0,
      discount: { month: 0, year: 10 },
    });
    const forProject = await demo.get('/method/plan_restream/list/project', { project_id: 42 });
    // 42 runs Standard (5 channels, 6 000).
    expect(
      (forProject.body.results as { plan_restream_id: number; status: string }[]).map((plan) => [
        plan.plan_restream_id,
        plan.status,
      ]),
    ).toEqual([
      [1, 'downgrade'],
      [2, 'downgrade'],
      [3, 'current'],
      [4, 'upgrade'],
      [5, 'upgrade'],
    ]);
    expect((forProject.body.results as unknown[])[4]).toMatchObject({
      price: { month: 2990, year: 32292 },
      // The project's own plans beside each plan, as the real kind gives them: the next from when it starts.
      own_tariff: {
        before: { id: 2, channel_max: 3, bitrate_max: 4000, date_end: '2026-05-02T00:00:00Z' },
        current: { id: 3, channel_max: 5, bitrate_max: 6000, date_end: '2026-06-13T00:00:00Z' },
        next: { id: 4, channel_max: 10, bitrate_max: 12000, date_start: '2026-06-13T00:00:00Z' },
      },
    });
    const unknown = await demo.get('/method/plan_restream/list/project', { project_id: 404 });
    expect([unknown.status, unknown.problem]).toMatchObject([400, { code: 'unknown_project', field: 'project_id' }]);
    expect((await demo.get('/method/plan_restream/get_discount')).body).toEqual({ month: 0, year: 10 });
  });
});

describe('requests', () => {
  it('each project has its own balance', async () => {
    const edges = await DemoClient.signIn(server.url, 'edges');
    await buy('/method/plan_transcoding', { project_id: 8, plan_transcoding_id: 1, period: 'month' }, edges);
    expect(await balance(8, edges)).toBe(4850);
    expect(await balance(42)).toBe(5000);
    expect(await balance(21, await DemoClient.signIn(server.url, 'second'))).toBe(800);
  });

  it('refuses another account’s project on every plan route, and a guest’s project on every buy and removal', async () => {
    const second = await DemoClient.signIn(server.url, 'second');
    const writes = [
      ['POST', '/method/plan_restream', { plan_restream_id: 4, period: 'month' }],
      ['DELETE', '/method/plan_restream', { plan_restream_id: 4 }],
      ['POST', '/method/plan_transcoding', { plan_transcoding_id: 1, period: 'month' }],
      ['DELETE', '/method/plan_transcoding', {}],
      ['POST', '/method/plan_storage', { plan_storage_id: 1, period: 'month' }],
      ['DELETE', '/method/plan_storage', {}],
    ] as const;
    const reads = ['/method/plan_restream', '/method/plan_restream/list/project', '/method/plan_transcoding'];
    for (const path of [...reads, '/method/plan_transcoding/check', '/method/plan_storage/check']) {
      const foreign = await demo.get(path, { project_id: 21 });
      expect([foreign.status, foreign.problem?.code], path).toEqual([400, 'unknown_project']);
    }
    for (const [method, path, query] of writes) {
      const foreign = await demo.send(method, path, { ...query, project_id: 21 });
      expect([foreign.status, foreign.problem?.code], `${method} ${path} 21`).toEqual([400, 'unknown_project']);
      // Project 16 is shared with the demo account: it reads its plans, but its owner pays for them.
      const guest = await demo.send(method, path, { ...query, project_id: 16 });
      expect([guest.status, guest.problem?.code], `${method} ${path} 16`).toEqual([400, 'owner_only']);
    }
    for (const path of reads) expect((await demo.get(path, { project_id: 16 })).status, path).toBe(200);
    expect(await balance(21, second)).toBe(800);
  });

  it('answer 401 without a token and 400 naming the field for a bad query; the control surface reset restores the seed', async () => {
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
      expect([reply.status, reply.problem], field).toMatchObject([400, { code, field }]);
    }
    expect(
      (await demo.get('/method/plan_restream/check', { project_id: 42, plan_restream_id: 1 })).problem?.field,
    ).toBe('period');
    expect(await balance()).toBe(5000);

    await remove('/method/plan_storage', { project_id: 42 });
    await fetch(`${server.url}/__control/reset`, { method: 'POST' });
    expect(await balance(42, await DemoClient.signIn(server.url))).toBe(5000);
    expect((await demo.get('/method/plan_storage', { project_id: 42 })).body.next).toMatchObject({ id: 2 });
  });
});

describe('restream’s check before buying ("Load data for show card the tariffs v2")', () => {
  it('answers the figures of the buy it is asked about, in the real kind’s shape, and changes nothing', async () => {
    const query = { project_id: 42, plan_restream_id: 5, period: 'month' };
    const before = await demo.get('/method/plan_restream/check', query);
    // Business for a month; Pro, scheduled next, would be refunded.
    expect([before.status, before.body]).toEqual([
      200,
      {
        tariff_price_month: 2990,
        tariff_price_year: 32292,
        balance: 5000,
        sum: 2990,
        refund_current: 0,
        refund_after: 1490,
        total: 1500,
        button_name: 'pay',
        currency: 'rub',
        choose_status: 'upgrade',
        status: 'upgrade',
        channel: 5,
        bitrate: 6000,
      },
    ]);
    expect((await demo.get('/method/plan_restream/check', query)).body).toEqual(before.body);
    expect(await balance()).toBe(5000);
    const same = await demo.get('/method/plan_restream/check', { ...query, plan_restream_id: 3, period: 'year' });
    expect(same.body).toMatchObject({ sum: 8532, choose_status: 'prolongate', status: 'current' });
    const edges = await DemoClient.signIn(server.url, 'edges');
    const short = await edges.get('/method/plan_restream/check', {
      project_id: 8,
      plan_restream_id: 5,
      period: 'year',
    });
    expect(short.body).toMatchObject({ balance: 5000, total: 32292, button_name: 'top_up' });
    const missing = await demo.get('/method/plan_restream/check', { project_id: 42, period: 'month' });
    expect(missing.status).toBe(400);
  });
});
