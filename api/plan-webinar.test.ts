// The webinar plan over HTTP (PlanWebinarApi, the newer description's §2.16): the plans on sale with their limits and
// prices, the discount, the project's plan, the check before buying, the buy and the removal of the next plan, every
// one taking query parameters only; the buy taking the price from the project's payment balance and recording it, the
// removal giving it back. On a fixed clock so dates are exact.
import { beforeAll, describe, expect, it } from 'vitest';
import { contractBed } from './testing/contract-bed.ts';
import { DemoClient } from './testing/demo-client.ts';
import { type SchemaProblems, schemaProblemsOf } from './testing/schema-problems.ts';

const START = Date.parse('2026-06-01T12:00:00Z');
let demo: DemoClient;
const bed = contractBed({ server: { now: () => START }, use: (signedIn) => (demo = signedIn.demo) });
let schemaProblems: SchemaProblems;
beforeAll(async () => {
  schemaProblems = await schemaProblemsOf(bed.server.url);
});

const PATH = '/method/plan_webinar';
const balance = async (projectId = 42) =>
  (await demo.get('/method/project/get_project_info', { project_id: projectId })).body.data as {
    balance_payment: number;
  };
const check = (query: Record<string, string | number>) =>
  demo.get(`${PATH}/check`, { project_id: 42, period: 'month', plan_webinar_id: 3, ...query });

describe('the webinar plan (Plan webinar)', () => {
  it('lists the five plans whole, smallest first, with their limits, prices and discount; the discount alone too', async () => {
    const list = await demo.get(`${PATH}/list`);
    expect(schemaProblems('get', `${PATH}/list`, list)).toEqual([]);
    const results = list.body.results as Record<string, unknown>[];
    expect(results.map((plan) => [plan.title, plan.type, plan.participants, plan.resolution, plan.price_rub])).toEqual([
      ['Intro', 'webinar_intro', 50, '720p', 990],
      ['Cinema', 'webinar_cinema', 100, '1080p', 1990],
      ['Prime', 'webinar_prime', 300, '1080p', 3990],
      ['Pro', 'webinar_pro', 1000, '1080p', 7990],
      ['Enterprise', 'webinar_enterprise', 5000, '4K', 19990],
    ]);
    expect(results[0]).toEqual({
      plan_webinar_id: 1,
      participants: 50,
      title: 'Intro',
      type: 'webinar_intro',
      price_rub: 990,
      price_usd: 11,
      resolution: '720p',
      index: 0,
      discount: { month: 0, year: 20 },
    });
    expect((await demo.get(`${PATH}/get_discount`)).body).toEqual({ month: 0, year: 20 });
  });

  it('answers 42’s plan before, current and next, and three nulls for 7, which has none', async () => {
    const plan = await demo.get(PATH, { project_id: 42 });
    expect(schemaProblems('get', PATH, plan)).toEqual([]);
    expect(plan.body).toEqual({
      before: {
        id: 1,
        date_end: '2026-05-14T00:00:00Z',
        title: 'Intro',
        type: 'webinar_intro',
        prolongation: false,
        period: 'month',
      },
      current: {
        id: 2,
        date_end: '2026-06-13T00:00:00Z',
        title: 'Cinema',
        type: 'webinar_cinema',
        prolongation: true,
        period: 'month',
      },
      next: {
        id: 3,
        date_end: '2026-07-13T00:00:00Z',
        title: 'Prime',
        type: 'webinar_prime',
        prolongation: true,
        period: 'month',
      },
    });
    expect((await demo.get(PATH, { project_id: 7 })).body).toEqual({ before: null, current: null, next: null });
  });

  it('checks a plan before buying: its prices, the refund of the next plan, what the balance loses, against the current', async () => {
    // Pro for a year: 7 990 × 12 less 20 %; Prime, scheduled next, gives its 3 990 back.
    const pro = await check({ plan_webinar_id: 4, period: 'year' });
    expect(schemaProblems('get', `${PATH}/check`, pro)).toEqual([]);
    expect(pro.body).toEqual({
      tariff_price_month: 7990,
      tariff_price_year: 76704,
      balance: 5000,
      sum: 76704,
      refund_current: 0,
      refund_after: 3990,
      decrease_balance: 72714,
      total: 72714,
      button_name: 'top_up',
      currency: 'rub',
      status: 'upgrade',
    });
    // Left as it is, the balance is no reason to top up: the plan is paid another way.
    expect((await check({ plan_webinar_id: 4, period: 'year', use_balance: 0 })).body).toMatchObject({
      decrease_balance: 0,
      total: 72714,
      button_name: 'pay',
    });
    expect((await check({ plan_webinar_id: 1 })).body).toMatchObject({ total: 990 - 3990, status: 'downgrade' });
    expect((await check({ plan_webinar_id: 2 })).body).toMatchObject({ status: 'current', button_name: 'pay' });
    expect(
      (await demo.get(`${PATH}/check`, { project_id: 7, period: 'month', plan_webinar_id: 1 })).body,
    ).toMatchObject({ status: 'new', refund_after: 0, total: 990, decrease_balance: 990 });
    // In dollars for a project in dollars.
    expect(
      (await demo.get(`${PATH}/check`, { project_id: 35, period: 'month', plan_webinar_id: 1 })).body,
    ).toMatchObject({ currency: 'usd', sum: 11 });
    expect(await balance()).toMatchObject({ balance_payment: 5000 });
  });

  it('buys a plan after the current one from the payment balance, replacing and refunding the next; the money flow says so', async () => {
    const bought = await demo.send('POST', PATH, { project_id: 42, plan_webinar_id: 1, period: 'month' });
    expect([bought.status, bought.body]).toEqual([200, { success: true }]);
    expect(schemaProblems('post', PATH, bought)).toEqual([]);
    expect((await demo.get(PATH, { project_id: 42 })).body.next).toEqual({
      id: 1,
      date_end: '2026-07-13T00:00:00Z',
      title: 'Intro',
      type: 'webinar_intro',
      prolongation: true,
      period: 'month',
    });
    expect(await balance()).toMatchObject({ balance_payment: 5000 + 3990 - 990 });
    const flow = (await demo.get('/method/money_flow/list', { project_id: 42, limit: 2 })).body.results;
    expect(flow).toMatchObject([
      { type: 'plan_webinar_buy', amount: -990, details: { title: 'Intro', date_end: '2026-07-13T00:00:00Z' } },
      { type: 'refund', amount: 3990, details: { title: 'Prime' } },
    ]);
    // 7, with no plan running, starts today; a plan that renews nothing yet.
    await demo.send('POST', PATH, { project_id: 7, plan_webinar_id: 1, period: 'month' });
    expect((await demo.get(PATH, { project_id: 7 })).body.next).toMatchObject({
      id: 1,
      date_end: '2026-07-01T00:00:00Z',
      prolongation: false,
    });
    expect(await balance(7)).toMatchObject({ balance_payment: 5000 - 990 });
  });

  it('refuses a buy the balance does not cover, and changes nothing', async () => {
    const refused = await demo.send('POST', PATH, { project_id: 7, plan_webinar_id: 5, period: 'month' });
    expect([refused.status, refused.problem?.code]).toEqual([400, 'insufficient_balance']);
    expect((await demo.get(PATH, { project_id: 7 })).body.next).toBeNull();
    expect(await balance(7)).toMatchObject({ balance_payment: 5000 });
  });

  it('removes the plan scheduled next by the project alone, refunding it; with none it is a 400 naming project_id', async () => {
    const removed = await demo.send('DELETE', PATH, { project_id: 42 });
    expect([removed.status, removed.body]).toEqual([200, { success: true }]);
    expect((await demo.get(PATH, { project_id: 42 })).body.next).toBeNull();
    expect(await balance()).toMatchObject({ balance_payment: 5000 + 3990 });
    const again = await demo.send('DELETE', PATH, { project_id: 42 });
    expect([again.status, again.problem]).toMatchObject([400, { code: 'no_next_plan', field: 'project_id' }]);
  });

  it('refuses a bad period, plan or use_balance naming the field; another account’s project as unknown; a guest’s buy', async () => {
    for (const [query, code, field] of [
      [{ period: 'week' }, 'invalid_request', 'period'],
      [{ plan_webinar_id: 9 }, 'unknown_plan', 'plan_webinar_id'],
      [{ plan_webinar_id: 'x' }, 'invalid_request', 'plan_webinar_id'],
      [{ use_balance: 2 }, 'invalid_request', 'use_balance'],
      [{ project_id: 21 }, 'unknown_project', 'project_id'],
    ] as const) {
      const refused = await check(query);
      expect([refused.status, refused.problem?.code, refused.problem?.field], JSON.stringify(query)).toEqual([
        400,
        code,
        field,
      ]);
    }
    for (const [method, query] of [
      ['POST', { plan_webinar_id: 1, period: 'month' }],
      ['DELETE', {}],
    ] as const) {
      const foreign = await demo.send(method, PATH, { ...query, project_id: 22 });
      expect([foreign.status, foreign.problem?.code], `${method} 22`).toEqual([400, 'unknown_project']);
      const guest = await demo.send(method, PATH, { ...query, project_id: 16 });
      expect([guest.status, guest.problem?.code], `${method} 16`).toEqual([400, 'owner_only']);
    }
    expect((await demo.get(PATH, { project_id: 16 })).status).toBe(200);
    expect((await demo.get(PATH, { project_id: 22 })).problem?.code).toBe('unknown_project');
    // The second account's project 22 has its own plan, untouched.
    const second = await DemoClient.signIn(bed.server.url, 'second');
    expect(((await second.get(PATH, { project_id: 22 })).body.current as { title: string }).title).toBe('Intro');
  });
});
