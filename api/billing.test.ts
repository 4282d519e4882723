// The money groups over HTTP (UserProject's full info and selection, MoneyFlow, Pay system, Payment, Promo): each
// project's balances and the history that adds up to them, the tariff buys and removals moving them, a top-up credited
// only once it is paid, promo codes, and every answer against the schema the description gives it. On a clock the test
// moves, so dates are exact and a top-up is paid exactly when the settle delay has passed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MoneyFlowEntry } from './money/money-kinds.ts';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';
import { Control } from './testing/control-client.ts';
import { DemoClient } from './testing/demo-client.ts';
import { type SchemaProblems, schemaProblemsOf } from './testing/schema-problems.ts';

const START = Date.parse('2026-06-01T12:00:00Z');
let clock = START;
let server: RunningServer;
let control: Control;
let demo: DemoClient;
/** Where an answer breaks the schema its operation describes for its status: the deepest places reported. */
let schemaProblems: SchemaProblems;

beforeAll(async () => {
  server = await startServer({ port: 0, control: true, now: () => clock });
  control = new Control(server.url);
  schemaProblems = await schemaProblemsOf(server.url);
});

afterAll(() => server.close());

beforeEach(async () => {
  clock = START;
  await control.reset();
  demo = await DemoClient.signIn(server.url);
});

type Page = { total: number; limit: number; offset: number; results: MoneyFlowEntry[] };

const info = async (projectId = 42, client = demo) => {
  const reply = await client.get('/method/project/get_project_info', { project_id: projectId });
  expect(reply.status).toBe(200);
  return reply.body as { data: Record<string, unknown> } & Record<string, unknown>;
};
const payment = async (projectId = 42) => (await info(projectId)).data.balance_payment;

const history = async (query: Record<string, string | number> = {}, client = demo) => {
  const reply = await client.get('/method/money_flow/list', { project_id: 42, ...query });
  expect(reply.status).toBe(200);
  expect(schemaProblems('get', '/method/money_flow/list', reply)).toEqual([]);
  return reply.body as unknown as Page;
};

const topUp = (body: Record<string, unknown>, language = 'en', client = demo) =>
  client.sendJson('POST', '/method/payment', { project_id: 42, type: 'topup', ...body }, { language });
const status = (payId: number, projectId = 42) => demo.get('/method/payment', { payId, project_id: projectId });

/** The entries of one balance, oldest first: each one's `balance` is where the one before left it. */
function expectRunning(entries: MoneyFlowEntry[], end: number): void {
  const oldest = [...entries].reverse();
  let running = 0;
  for (const entry of oldest) {
    expect(entry.balance, `entry ${entry.money_flow_id}`).toBeCloseTo(running, 2);
    running = Math.round((entry.balance + entry.amount) * 100) / 100;
  }
  expect(running).toBe(end);
}

describe('a project’s full info and its selection (UserProject)', () => {
  it('answers project 42 with its balances, its current plans of each kind and the owner’s access', async () => {
    const reply = await demo.get('/method/project/get_project_info', { project_id: 42 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      v: '1',
      language: 'en',
      data: {
        project_id: 42,
        name: 'Main channel',
        fename: '',
        photo_50: '',
        photo_100: '',
        external_id: '42',
        type: 0,
        balance_bonus: 350,
        balance_payment: 5000,
        balance_profit: 95.25,
        currency: 'rub',
        country_id: 0,
      },
      // Each kind's record of the plan bought (the real kind's `…2user` items): the plan, when it started (its
      // period before its end) and runs to, and that it renews (42's plans do: 1, as these records type it).
      restream: {
        plan2user: {
          plan_restream_id: 3,
          date_start: '2026-05-13T00:00:00Z',
          date_end: '2026-06-13T00:00:00Z',
          period: 'month',
          prolongation: 1,
        },
        data: { plan_restream_id: 3, count_channel_max: 5, title: 'Standard' },
      },
      transcoding: {
        plan2user: {
          count: 3,
          date_start: '2026-05-13T00:00:00Z',
          date_end: '2026-06-13T00:00:00Z',
          period: 'month',
          prolongation: 1,
        },
        data: { plan_transcoding_id: 2, title: 'Transcoder 1080p60' },
      },
      storage: {
        plan2user: {
          plan_storage_id: 1,
          size: 500,
          period: 'year',
          date_start: '2025-06-13T00:00:00Z',
          prolongation: 1,
        },
        data: { plan_storage_id: 1, title: 'Recordings' },
      },
      // The newer description's webinar block: the plan's record with its limits, and the plan as it is sold.
      webinar: {
        plan2user: {
          plan_webinar2user_id: 4202,
          date_start: '2026-05-13T00:00:00Z',
          date_end: '2026-06-13T00:00:00Z',
          period: 'month',
          status: 'active',
          prolongation: 1,
          participants: 100,
          resolution: '1080p',
        },
        data: { plan_webinar_id: 2, title: 'Cinema', type: 'webinar_cinema', price_rub: 1990 },
      },
      access: { access_type: 2 },
    });
    // The one place the answer is not what the description says: `currency`, described as the real kind describes
    // it (a number whose values are "rub" and "usd"), is sent as the string.
    expect(schemaProblems('get', '/method/project/get_project_info', reply)).toEqual(['#/data/currency']);
  });

  it('sends null for a tariff kind without a current plan; a shared project is a team’s, with access 1', async () => {
    const seven = await info(7);
    expect([seven.transcoding === null, seven.storage, seven.webinar]).toEqual([false, null, null]);
    // Project 7 renews nothing.
    expect((seven.restream as { plan2user: { prolongation: number } }).plan2user.prolongation).toBe(0);
    const shared = await info(16);
    expect([shared.data.type, shared.access, shared.data.balance_payment]).toEqual([1, { access_type: 1 }, 2010]);
  });

  it('"Select user for project" answers the project with its balances, naming the field `id`', async () => {
    const reply = await demo.get('/method/project/select', { id: 42 });
    expect(reply.body).toEqual({
      name: 'Main channel',
      fename: '',
      photo_50: '',
      type: 0,
      external_id: '42',
      internal_id: 42,
      countrie_id: 0,
      balance_bonus: 350,
      balance_payment: 5000,
      balance_profit: 95.25,
      currency: 'rub',
    });
    expect(schemaProblems('get', '/method/project/select', reply)).toEqual([]);
    const foreign = await demo.get('/method/project/select', { id: 21 });
    expect([foreign.status, foreign.problem]).toMatchObject([400, { code: 'unknown_project', field: 'id' }]);
  });

  it('refuses another account’s project, a missing one and no token', async () => {
    for (const [query, code] of [
      [{ project_id: 21 }, 'unknown_project'],
      [{ project_id: 404 }, 'unknown_project'],
      [{}, 'invalid_request'],
      [{ project_id: 'x' }, 'invalid_request'],
    ] as const) {
      const reply = await demo.get('/method/project/get_project_info', query);
      expect([reply.status, reply.problem], JSON.stringify(query)).toMatchObject([400, { code, field: 'project_id' }]);
      expect(schemaProblems('get', '/method/project/get_project_info', reply)).toEqual([]);
    }
    expect((await demo.get('/method/project/get_project_info', { project_id: 42 }, false)).status).toBe(401);
  });

  it('the profile’s balance is the last project’s payment balance, in its currency', async () => {
    expect((await demo.get('/method/users/profile')).body).toMatchObject({
      lastProjectId: 42,
      balance: 5000,
      currency: 'rub',
    });
    const second = await DemoClient.signIn(server.url, 'second');
    expect((await second.get('/method/users/profile')).body).toMatchObject({ lastProjectId: 21, balance: 800 });
  });
});

describe('the money flow (MoneyFlow "Transaction list for frontend")', () => {
  it('lists project 42’s thirty entries newest first, twenty to a page, each with a unique id', async () => {
    const first = await history();
    expect([first.total, first.limit, first.offset, first.results.length]).toEqual([30, 20, 0, 20]);
    const rest = await history({ offset: 20 });
    const all = [...first.results, ...rest.results];
    expect(all).toHaveLength(30);
    expect(new Set(all.map((entry) => entry.money_flow_id)).size).toBe(30);
    const dates = all.map((entry) => Date.parse(entry.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates.at(-1)).toBeGreaterThanOrEqual(START - 241 * 86_400_000);
    expect(all[0]).toEqual({
      money_flow_id: 30,
      amount: 3700,
      currency: 'rub',
      date: '2026-05-30T10:00:00.000Z',
      type: 'payment',
      balance: 1300,
      // Nothing of a top-up ends: its details are dated when it was made (the real kind requires a date).
      details: { title: 'Bank card', date_end: '2026-05-30T10:00:00.000Z' },
    });
    // Many kinds; one entry without a currency, one without details; amounts with kopecks.
    expect(new Set(all.map((entry) => entry.type)).size).toBeGreaterThanOrEqual(12);
    expect(all.filter((entry) => entry.currency === null).map((entry) => entry.type)).toEqual([
      'transferred_of_old_site',
    ]);
    expect(all.filter((entry) => entry.details === null).map((entry) => entry.type)).toEqual(['registration_bonus']);
    expect(all.map((entry) => entry.amount)).toContain(1499.5);
    expect(all.find((entry) => entry.type === 'plan_storage_buy' && entry.amount === -2000)?.details).toEqual({
      title: 'Archive',
      date_end: '2026-07-13T00:00:00Z',
    });
  });

  it('each balance’s entries run from 0 to the balance the project answers, each `balance` the one before it', async () => {
    for (const [type, end] of [
      ['payment', 5000],
      ['bonus', 350],
      ['profit', 95.25],
    ] as const) {
      const page = await history({ balance_type: type, limit: 100 });
      expect(page.results.length, type).toBeGreaterThan(0);
      expectRunning(page.results, end);
    }
    expect((await history({ balance_type: 'bonus' })).total).toBe(2);
    expect((await history({ balance_type: '' })).total).toBe(30);
  });

  it('filters by kind and by date, and project 7 has none', async () => {
    const refunds = await history({ type: 'refund' });
    expect(refunds.results.map((entry) => [entry.amount, entry.details?.title])).toEqual([[400, 'Recordings']]);
    const lastWeek = await history({ date_from: '2026-05-25T00:00:00Z', date_to: '2026-06-01T00:00:00+00:00' });
    expect(lastWeek.results.map((entry) => entry.type)).toEqual([
      'payment',
      'plan_storage_buy',
      'refund',
      'plan_transcoding_buy',
      'plan_restream_buy',
    ]);
    expect(await history({ project_id: 7 })).toEqual({ total: 0, limit: 20, offset: 0, results: [] });
  });

  it('refuses a bad limit, offset, date, kind or balance, and a project not the account’s, naming the field', async () => {
    for (const [query, field, code] of [
      [{ limit: 0 }, 'limit', 'invalid_request'],
      [{ limit: 101 }, 'limit', 'invalid_request'],
      [{ limit: 'ten' }, 'limit', 'invalid_request'],
      [{ offset: -1 }, 'offset', 'invalid_request'],
      [{ date_from: 'yesterday' }, 'date_from', 'invalid_request'],
      [{ date_to: '2026-06-01' }, 'date_to', 'invalid_request'],
      [{ type: 'gift' }, 'type', 'invalid_request'],
      [{ balance_type: 'cash' }, 'balance_type', 'invalid_request'],
      [{ project_id: 21 }, 'project_id', 'unknown_project'],
    ] as const) {
      const reply = await demo.get('/method/money_flow/list', { project_id: 42, ...query });
      expect([reply.status, reply.problem], field).toMatchObject([400, { code, field }]);
      expect(schemaProblems('get', '/method/money_flow/list', reply)).toEqual([]);
    }
  });
});

describe('the tariffs move the project’s money', () => {
  it('buying a restream plan refunds the one it replaces and takes its price: the history and the info agree', async () => {
    const bought = await demo.send('POST', '/method/plan_restream', {
      project_id: 42,
      plan_restream_id: 5,
      period: 'month',
    });
    expect(bought.status).toBe(200);
    const [buy, refund] = (await history()).results;
    expect(refund).toMatchObject({
      type: 'refund',
      amount: 1490,
      balance: 5000,
      details: { title: 'Pro', date_end: '2026-07-13T00:00:00Z' },
    });
    expect(buy).toMatchObject({
      type: 'plan_restream_buy',
      amount: -2990,
      balance: 6490,
      currency: 'rub',
      date: '2026-06-01T12:00:00.000Z',
      details: { title: 'Business', date_end: '2026-07-13T00:00:00Z' },
    });
    expect(await payment()).toBe(5000 + 1490 - 2990);
    expect(
      (await demo.get('/method/plan_restream/check', { project_id: 42, plan_restream_id: 5, period: 'month' })).body,
    ).toMatchObject({ balance: 3500 });

    const removed = await demo.send('DELETE', '/method/plan_restream', { project_id: 42, plan_restream_id: 5 });
    expect(removed.status).toBe(200);
    expect((await history()).results[0]).toMatchObject({ type: 'refund', amount: 2990, balance: 3500 });
    expect(await payment()).toBe(6490);
    expectRunning((await history({ balance_type: 'payment', limit: 100 })).results, 6490);
  });

  it('a buy the payment balance does not cover is refused, whatever the bonus balance holds', async () => {
    await control.money({ projectId: 42, payment: 100, bonus: 100000 });
    const refused = await demo.send('POST', '/method/plan_transcoding', {
      project_id: 42,
      plan_transcoding_id: 3,
      period: 'month',
      count: 10,
    });
    // 10 flows of 550 less the 1 100 the plan scheduled next gives back: 4 400, more than the 100 it may take from.
    expect([refused.status, refused.problem?.code]).toEqual([400, 'insufficient_balance']);
    expect((await history()).total).toBe(30);
  });

  it('a project in dollars pays the dollar price', async () => {
    const edges = await DemoClient.signIn(server.url, 'edges');
    expect((await info(9, edges)).data).toMatchObject({ currency: 'usd', balance_payment: 29.75, balance_bonus: 5 });
    await edges.send('POST', '/method/plan_storage', { project_id: 9, plan_storage_id: 1, period: 'month', size: 100 });
    expect((await info(9, edges)).data.balance_payment).toBe(26.75);
  });
});

describe('pay systems and payments (Pay system, Payment)', () => {
  it('lists the pay systems without v or language: every way to top up a balance, and one (in Russian) that does not', async () => {
    const response = await fetch(`${server.url}/method/pay-system/list`, {
      headers: { Authorization: `oauth ${demo.tokens.accessToken}` },
    });
    const reply = { status: response.status, body: (await response.json()) as Record<string, unknown> };
    expect(reply.status).toBe(200);
    expect(schemaProblems('get', '/method/pay-system/list', reply)).toEqual([]);
    const results = reply.body.results as Record<string, unknown>[];
    expect(
      results.map((system) => [
        system.pay_system_id,
        system.currency,
        system.topup,
        system.min_amount,
        system.max_amount,
      ]),
    ).toEqual([
      [1, 'rub', 1, 100, 100000],
      [2, 'usd', 1, 5, 1000],
      [3, 'rub', 0, 10000, 1000000],
      [4, 'usd', 1, 5, 5000],
      [5, 'rub', 1, 100, 300000],
      [6, 'rub', 1, 100, 150000],
      [7, 'rub', 1, 500, 500000],
      [8, 'rub', 1, 500, 500000],
      [9, 'usd', 1, 5, 5000],
    ]);
    expect(results[2]?.name).toBe('Счёт для юрлиц');
    // A way's operations are under its name in lower case: /method/pay-system/t-bank/create, …/tron/intent.
    expect(results.slice(3).map((system) => system.name)).toEqual([
      'Payoneer',
      'T-Bank',
      'Unitpay',
      'TonConnect',
      'TRON',
      'WalletConnect',
    ]);
  });

  it('a top-up is pending, credited only once the status says paid: 3 s later by default', async () => {
    const created = await topUp({ amount: 1500 });
    expect(created.status).toBe(201);
    expect(schemaProblems('post', '/method/payment', created)).toEqual([]);
    const { payment_id: id } = created.body as { payment_id: number };
    expect(created.body).toEqual({ payment_id: id, pay_name: 'Bank card', pay_id: '1', pay_key: `demo-${id}` });

    clock += 2999;
    const pending = await status(id);
    expect(pending.body).toEqual({
      payment_id: id,
      amount: 1500,
      currency: 'rub',
      plan_period: null,
      status: 'pending',
      type: 'topup',
    });
    expect(schemaProblems('get', '/method/payment', pending)).toEqual([]);
    expect(await payment()).toBe(5000);
    expect((await history()).total).toBe(30);

    clock += 1;
    expect((await status(id)).body.status).toBe('paid');
    expect(await payment()).toBe(6500);
    const [paid] = (await history()).results;
    expect(paid).toMatchObject({ type: 'payment', amount: 1500, balance: 5000, details: { title: 'Bank card' } });
    expect(paid?.details?.date_end).toBe(paid?.date);
    expect((await demo.get('/method/users/profile')).body.balance).toBe(6500);
  });

  it('the settle delay is the control surface’s: 0 pays at once, null waits to be settled by hand', async () => {
    expect(await control.money({ settleMs: 0 })).toEqual({ settleMs: 0 });
    const now = (await topUp({ amount: 100, pay_system_id: 1 })).body.payment_id as number;
    expect((await status(now)).body.status).toBe('paid');

    await control.money({ settleMs: null });
    const held = (await topUp({ amount: 200 })).body.payment_id as number;
    const dropped = (await topUp({ amount: 300 })).body.payment_id as number;
    clock += 60_000;
    expect((await status(held)).body.status).toBe('pending');
    await control.settlePayment(held, 'paid');
    await control.settlePayment(dropped, 'canceled');
    expect([(await status(held)).body.status, (await status(dropped)).body.status]).toEqual(['paid', 'canceled']);
    expect(await payment()).toBe(5000 + 100 + 200);
  });

  it('refuses an amount off the pay system’s bounds or not money, in the request’s language', async () => {
    for (const [amount, words] of [
      [99, 'from 100 to 100000 RUB'],
      [100000.01, 'from 100 to 100000 RUB'],
      [0, 'positive number'],
      [-5, 'positive number'],
      ['500', 'positive number'],
      [10.555, 'at most two decimals'],
    ] as const) {
      const refused = await topUp({ amount });
      expect([refused.status, refused.problem?.field], String(amount)).toEqual([400, 'amount']);
      expect(refused.problem?.message).toContain(words);
      expect(schemaProblems('post', '/method/payment', refused)).toEqual([]);
    }
    const russian = await topUp({ amount: 50 }, 'ru');
    expect(russian.problem?.message).toBe(
      'Параметр "amount" должен быть от 100 до 100000 руб. для этого способа оплаты',
    );
    expect(await payment()).toBe(5000);
  });

  it('refuses a pay system that does not top up, pays in another currency or does not exist; and tariff bodies', async () => {
    for (const [body, code, field] of [
      [{ amount: 500, pay_system_id: 3 }, 'no_topup', 'pay_system_id'],
      [{ amount: 50, pay_system_id: 2 }, 'currency_mismatch', 'pay_system_id'],
      [{ amount: 500, pay_system_id: 99 }, 'unknown_pay_system', 'pay_system_id'],
      [{ amount: 500, type: 'restream', plan_period: 'month', plan_restream_id: 4 }, 'topup_only', 'type'],
      [{ amount: 500, type: 'gift' }, 'invalid_request', 'type'],
      [{ amount: 500, project_id: 21 }, 'unknown_project', 'project_id'],
      [{ amount: 500, language: 'de' }, 'invalid_request', 'language'],
    ] as const) {
      const refused = await topUp(body);
      expect([refused.status, refused.problem], JSON.stringify(body)).toMatchObject([400, { code, field }]);
    }
    const edges = await DemoClient.signIn(server.url, 'edges');
    const dollars = await edges.sendJson('POST', '/method/payment', { project_id: 9, type: 'topup', amount: 4 });
    expect(dollars.problem).toMatchObject({ field: 'amount', message: expect.stringContaining('from 5 to 1000 USD') });
    const card = await edges.sendJson('POST', '/method/payment', { project_id: 9, type: 'topup', amount: 5 });
    expect([card.status, card.body.pay_name]).toEqual([201, 'Bank card (USD)']);
  });

  it('answers a seeded payment’s status, and refuses one of another project', async () => {
    expect((await status(7001)).body).toEqual({
      payment_id: 7001,
      amount: 3000,
      currency: 'rub',
      plan_period: null,
      status: 'paid',
      type: 'topup',
    });
    expect((await status(7003)).body).toMatchObject({ amount: 500, status: 'canceled' });
    for (const [payId, projectId, code, field] of [
      [7001, 31, 'unknown_payment', 'payId'],
      [999, 42, 'unknown_payment', 'payId'],
      [7001, 21, 'unknown_project', 'project_id'],
    ] as const) {
      const refused = await status(payId, projectId);
      expect([refused.status, refused.problem]).toMatchObject([400, { code, field }]);
    }
  });
});

describe('promo codes (Promo)', () => {
  const promo = (action: 'check' | 'apply', code: string | number, projectId = 42, language = 'en') =>
    demo.get(`/method/promo/${action}`, { project_id: projectId, code, language });

  it('a top-up code grows the bonus balance once; applied again it is refused', async () => {
    const checked = await promo('check', 2025);
    expect(checked.body).toEqual({ name: 'Welcome 500', id: 1, type: 'top_up' });
    expect(schemaProblems('get', '/method/promo/check', checked)).toEqual([]);
    const applied = await promo('apply', 2025);
    expect(applied.body).toEqual({ result: 'top_up' });
    expect(schemaProblems('get', '/method/promo/apply', applied)).toEqual([]);
    expect((await info()).data).toMatchObject({ balance_bonus: 850, balance_payment: 5000 });
    const [credited] = (await history()).results;
    expect(credited).toMatchObject({
      type: 'promo_topup_1',
      amount: 500,
      balance: 350,
      details: { title: 'Welcome 500' },
    });
    expect(credited?.details?.date_end).toBe(credited?.date);
    for (const action of ['check', 'apply'] as const) {
      const again = await promo(action, 2025);
      expect([again.status, again.problem?.code], action).toEqual([400, 'promo_already_used']);
    }
    // Project 42 used 2024 in the spring; project 31 has not.
    expect((await promo('apply', 2024)).problem?.code).toBe('promo_already_used');
    expect((await promo('apply', 2024, 31)).body).toEqual({ result: 'top_up' });
  });

  it('a tariff code answers `tariff` and is recorded at 0', async () => {
    expect((await promo('check', 7777)).body).toEqual({ name: 'Restream Pro for a month', id: 4, type: 'restream' });
    expect((await promo('apply', 7777)).body).toEqual({ result: 'tariff' });
    const [recorded] = (await history()).results;
    expect(recorded).toMatchObject({ type: 'promo_create_plan_restream_1', amount: 0, details: { title: 'Pro' } });
    expect(recorded?.details?.date_end).toBe(recorded?.date);
    expect(await payment()).toBe(5000);
  });

  it('an unknown code is a NotFoundException in the request’s language; a code must be digits', async () => {
    const unknown = await promo('check', 1234);
    expect([unknown.status, unknown.body.error]).toEqual([
      400,
      { name: 'NotFoundException', msg: 'Promo code not found', options: {}, data: {} },
    ]);
    expect(schemaProblems('get', '/method/promo/check', unknown)).toEqual([]);
    expect((await promo('apply', 1234, 42, 'ru')).body.error?.msg).toBe('Промокод не найден');
    for (const code of ['abc', '20.25', '-1', '']) {
      const refused = await promo('apply', code);
      expect([refused.status, refused.problem], code).toMatchObject([400, { code: 'invalid_request', field: 'code' }]);
    }
    expect((await promo('apply', 2025, 21)).problem).toMatchObject({ code: 'unknown_project', field: 'project_id' });
  });

  it('a used code and an unknown one are two refusals, each with its own code and one sentence in the request’s language', async () => {
    const used = await promo('apply', 2024, 42, 'ru');
    const unknown = await promo('apply', 4321, 42, 'ru');
    expect([used.problem?.code, used.problem?.message]).toEqual([
      'promo_already_used',
      'Этот промокод уже использован для этого проекта',
    ]);
    expect([unknown.problem?.code, unknown.problem?.message]).toEqual(['NotFoundException', 'Промокод не найден']);
    expect((await promo('check', 2024, 42, 'cn')).problem?.message).toBe('此优惠码已在该项目中使用过');
    expect((await info()).data).toMatchObject({ balance_bonus: 350 });
  });

  it('is the project owner’s to apply: a guest checks a code of a shared project, and may not apply it', async () => {
    expect((await promo('check', 2025, 16)).body).toEqual({ name: 'Welcome 500', id: 1, type: 'top_up' });
    const refused = await promo('apply', 2025, 16);
    expect([refused.status, refused.problem]).toMatchObject([400, { code: 'owner_only', field: 'project_id' }]);
    expect((await promo('check', 2025, 16)).status).toBe(200);
  });
});

describe('the control surface and the description', () => {
  it('sets a project’s balances and currency; reset restores the seed', async () => {
    expect(await control.money({ projectId: 42, payment: 12.5, profit: 0, currency: 'usd' })).toEqual({
      payment: 12.5,
      bonus: 350,
      profit: 0,
      currency: 'usd',
      settleMs: 3000,
    });
    expect((await info()).data).toMatchObject({ balance_payment: 12.5, balance_profit: 0, currency: 'usd' });
    for (const bad of [
      { projectId: 404, payment: 1 },
      { payment: 1 },
      { projectId: 42, payment: 'x' },
      { settleMs: -1 },
    ]) {
      await expect(control.money(bad as never), JSON.stringify(bad)).rejects.toThrow(/answered 400/);
    }
    await control.reset();
    expect((await info()).data).toMatchObject({ balance_payment: 5000, currency: 'rub' });
  });

  it('describes the status read without a summary (the real kind’s operationId names it) and `currency` as the real kind does', async () => {
    type Operation = { summary?: string; operationId?: string; tags?: string[]; parameters?: unknown[] };
    const description = (await (await fetch(`${server.url}/__contract/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const read = description.paths['/method/payment']?.get;
    expect([read?.summary, read?.operationId, read?.tags]).toEqual([undefined, 'Payment_getStatusV1', ['Payment']]);
    expect(description.paths['/method/payment']?.post?.summary).toBe('Create payment item for pay system');
    expect(description.components.schemas.ProjectInfoDataResponse?.properties).toMatchObject({
      currency: { type: 'number', enum: ['rub', 'usd'] },
    });
    expect(description.paths['/method/pay-system/list']?.get?.parameters).toEqual([]);
  });
});
