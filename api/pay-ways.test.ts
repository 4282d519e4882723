// Paying over HTTP by every way the demo's pay systems take (the newer description's §2.18): a card processor's
// redirect address and the page it leads to, which pays or gives up the payment and sends the browser back to the
// dashboard it came from; a crypto wallet's intent, transfer and status; the project's transactions; and who may do
// which. On a clock the test moves, so intents expire and transfers confirm exactly when they should.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractBed } from './testing/contract-bed.ts';
import { DemoClient, type DemoReply } from './testing/demo-client.ts';
import { type SchemaProblems, schemaProblemsOf } from './testing/schema-problems.ts';

const START = Date.parse('2026-06-01T12:00:00Z');
/** A dashboard served apart from the API, which the service was told of (`--app-origin`). */
const DASHBOARD = 'http://dashboard.test:4173';
let clock = START;
// Before the bed's reset: the seed is dated from the clock.
beforeEach(() => {
  clock = START;
});
let demo: DemoClient;
const bed = contractBed({
  server: { now: () => clock, appOrigins: [DASHBOARD] },
  use: (signedIn) => (demo = signedIn.demo),
});
let schemaProblems: SchemaProblems;
beforeAll(async () => {
  schemaProblems = await schemaProblemsOf(bed.server.url);
});

/** A top-up made from a page of `origin` (the Origin a browser sends), as the dashboard makes one. */
async function pay(body: Record<string, unknown>, origin = bed.server.url, client = demo): Promise<DemoReply> {
  const response = await fetch(`${bed.server.url}/method/payment?v=1&language=en`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `oauth ${client.tokens.accessToken}`,
      Origin: origin,
    },
    body: JSON.stringify({ project_id: 42, type: 'topup', ...body }),
  });
  const reply = { status: response.status, body: (await response.json()) as Record<string, unknown> };
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply;
}
const idOf = (reply: DemoReply) => reply.body.payment_id as number;
const statusOf = async (paymentId: number, projectId = 42) =>
  (await demo.get('/method/payment', { payId: paymentId, project_id: projectId })).body.status;
const balanceOf = async (projectId = 42) =>
  (
    (await demo.get('/method/project/get_project_info', { project_id: projectId })).body.data as {
      balance_payment: number;
    }
  ).balance_payment;
/** Wallets' addresses in the forms they give them: TON's raw form, an EVM account. */
const TON_PAYER = `0:${'ab'.repeat(32)}`;
const EVM_PAYER = `0x${'cd'.repeat(20)}`;
const problemOf = (reply: DemoReply) => [reply.status, reply.problem?.code, reply.problem?.field];

/** The pay page's answer to a GET, or to the payer's decision (a form post), as the browser gets it. */
async function page(url: string, decision?: 'pay' | 'cancel') {
  const response = await fetch(url, {
    redirect: 'manual',
    ...(decision === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: `decision=${decision}`,
        }),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('a card processor’s page (Payoneer, T-Bank, Unitpay)', () => {
  it('T-Bank’s payment waits for its payer; its address leads to a page that pays it and sends the browser back', async () => {
    const created = await pay({ amount: 1500, pay_system_id: 5 });
    expect(created.body).toMatchObject({ pay_name: 'T-Bank', pay_id: '5' });
    const id = idOf(created);
    // No clock pays a processor's payment: only its page does.
    clock += 10 * 60_000;
    expect(await statusOf(id)).toBe('pending');

    const address = await demo.get('/method/pay-system/t-bank/create', { payment_id: id });
    expect(schemaProblems('get', '/method/pay-system/t-bank/create', address)).toEqual([]);
    const url = address.body.redirect_url as string;
    expect(url).toMatch(new RegExp(`^${bed.server.url}/__contract/pay/[0-9a-f]{32}$`));
    expect((await demo.get('/method/pay-system/t-bank/create', { payment_id: id })).body.redirect_url).toBe(url);

    const shown = await page(url);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('<h1>T-Bank</h1>');
    expect(shown.text).toContain('Pay RUB 1500.00 to the balance of “Main channel” (payment');
    expect(shown.text).not.toContain('<script');
    expect(shown.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");

    const paid = await page(url, 'pay');
    expect([paid.status, paid.headers.get('location')]).toEqual([303, `${bed.server.url}/projects/42/billing`]);
    expect(await statusOf(id)).toBe('paid');
    expect(await balanceOf()).toBe(5000 + 1500);
    const [entry] = (await demo.get('/method/money_flow/list', { project_id: 42, limit: 1 })).body.results as {
      type: string;
      amount: number;
      details: { title: string };
    }[];
    expect(entry).toMatchObject({ type: 'payment', amount: 1500, details: { title: 'T-Bank' } });

    // The page works once; the payment takes no payer any more.
    expect((await page(url)).status).toBe(400);
    expect((await page(url, 'pay')).status).toBe(400);
    expect(await balanceOf()).toBe(6500);
    const over = await demo.get('/method/pay-system/t-bank/create', { payment_id: id });
    expect(problemOf(over)).toEqual([400, 'payment_not_pending', 'payment_id']);
  });

  it('Cancel gives the payment up and moves nothing; the browser goes back only to a dashboard this service serves', async () => {
    // Made from the dashboard served apart: back there.
    const fromDashboard = idOf(await pay({ amount: 700, pay_system_id: 6 }, DASHBOARD));
    const there = (await demo.get('/method/pay-system/unitpay/create', { payment_id: fromDashboard })).body
      .redirect_url;
    expect((await page(there as string)).text).toContain('<h1>Unitpay</h1>');
    const canceled = await page(there as string, 'cancel');
    expect([canceled.status, canceled.headers.get('location')]).toEqual([303, `${DASHBOARD}/projects/42/billing`]);
    expect(await statusOf(fromDashboard)).toBe('canceled');
    expect(await balanceOf()).toBe(5000);
    // Made from a page of a site the service does not serve: its address is no place to send anyone back to.
    const id = idOf(await pay({ amount: 700, pay_system_id: 6 }, 'https://elsewhere.example'));
    const url = (await demo.get('/method/pay-system/unitpay/create', { payment_id: id })).body.redirect_url as string;
    const back = await page(url, 'cancel');
    expect([back.status, back.headers.get('location')]).toEqual([303, `${bed.server.url}/projects/42/billing`]);
    // A decision that is neither only shows the page again; an unknown page is no payment's.
    const other = (await demo.get('/method/pay-system/unitpay/create', { payment_id: 8003 })).body.redirect_url;
    const response = await fetch(other as string, { method: 'POST', body: 'decision=maybe', redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await statusOf(8003)).toBe('pending');
    expect((await page(`${bed.server.url}/__contract/pay/${'0'.repeat(32)}`)).status).toBe(400);
  });

  it('the seeded payments by Payoneer (35, in dollars) and Unitpay have their pages; one paid another way is refused', async () => {
    const payoneer = await demo.get('/method/pay-system/payoneer/create', { payment_id: 8001 });
    expect((await page(payoneer.body.redirect_url as string)).text).toContain('Pay USD 20.00 to the balance of');
    for (const [path, paymentId] of [
      ['t-bank', 8003],
      ['payoneer', 7001],
      ['unitpay', 8004],
    ] as const) {
      const refused = await demo.get(`/method/pay-system/${path}/create`, { payment_id: paymentId });
      expect(problemOf(refused), `${path} ${paymentId}`).toEqual([400, 'wrong_pay_system', 'payment_id']);
    }
    expect(problemOf(await demo.get('/method/pay-system/t-bank/create', {}))).toEqual([
      400,
      'invalid_request',
      'payment_id',
    ]);
  });
});

describe('a crypto wallet (TonConnect, TRON, WalletConnect)', () => {
  it('TonConnect: an intent for the connected wallet, the transfer sent, paid once confirmed', async () => {
    const id = idOf(await pay({ amount: 2500, pay_system_id: 7 }));
    const intent = await demo.get('/method/pay-system/tonconnect/intent', { payment_id: id, payer_address: TON_PAYER });
    expect(schemaProblems('get', '/method/pay-system/tonconnect/intent', intent)).toEqual([]);
    // 2 500 roubles at 250 a Toncoin: 10 TON, in nanotons; on the test network, until half an hour from now.
    expect(intent.body).toMatchObject({
      payment_id: id,
      status: 'pending',
      provider: 'tonconnect',
      is_testnet: true,
      token_symbol: 'TON',
      payer_address: TON_PAYER,
      amount_nano: '10000000000',
      amount_units: '10000000000',
      fiat_amount: 250000,
      fiat_currency: 'RUB',
      exchange_rate: '250',
      expires_at_unix: START / 1000 + 1800,
      valid_until: START / 1000 + 1800,
    });
    expect(intent.body.contract_address).toMatch(/^kQ[A-Za-z0-9_-]{46}$/);
    const reference = intent.body.payment_ref as string;
    expect(reference).toMatch(/^0x[0-9a-f]{64}$/);
    expect(Buffer.from(intent.body.payload_boc as string, 'base64').toString('hex')).toContain(reference.slice(2));
    // The same intent for the same wallet; a new one for another.
    const again = await demo.get('/method/pay-system/tonconnect/intent', { payment_id: id, payer_address: TON_PAYER });
    expect(again.body.payment_ref).toBe(reference);
    const friendly = 'EQ' + 'A'.repeat(46);
    const other = await demo.get('/method/pay-system/tonconnect/intent', { payment_id: id, payer_address: friendly });
    expect(other.body.payment_ref).not.toBe(reference);
    const wrong = await demo.get('/method/pay-system/tonconnect/intent', { payment_id: id, payer_address: 'nope' });
    expect(problemOf(wrong)).toEqual([400, 'invalid_request', 'payer_address']);
    expect((await demo.get('/method/pay-system/tonconnect/status', { payment_id: id })).body).toEqual({
      payment_id: id,
      status: 'pending',
    });

    const submit = (body: Record<string, unknown>) =>
      demo.sendJson('POST', '/method/pay-system/tonconnect/submit', {
        payment_id: id,
        payment_ref: other.body.payment_ref,
        payer_address: friendly,
        ...body,
      });
    expect(problemOf(await submit({ payment_ref: reference }))).toEqual([400, 'unknown_payment_ref', 'payment_ref']);
    expect(problemOf(await submit({ payer_address: TON_PAYER }))).toEqual([400, 'other_payer', 'payer_address']);
    expect(problemOf(await submit({ tx_boc: 'not base64!' }))).toEqual([400, 'invalid_request', 'tx_boc']);
    expect(problemOf(await submit({ message_hash: 'abc' }))).toEqual([400, 'invalid_request', 'message_hash']);
    const sent = await submit({ tx_boc: 'te6cckEBAQEAAgAAAEysuc0=' });
    expect(sent.status).toBe(201);
    expect(schemaProblems('post', '/method/pay-system/tonconnect/submit', sent)).toEqual([]);
    expect(sent.body).toEqual({ payment_id: id, status: 'pending', confirmations: 0, required_confirmations: 1 });

    clock += 2999;
    expect(await statusOf(id)).toBe('pending');
    clock += 1;
    const paid = await demo.get('/method/pay-system/tonconnect/status', { payment_id: id });
    expect(schemaProblems('get', '/method/pay-system/tonconnect/status', paid)).toEqual([]);
    expect(paid.body).toMatchObject({ status: 'paid', confirmations: 1, required_confirmations: 1 });
    expect(paid.body.tx_lt).toMatch(/^\d+$/);
    expect(await balanceOf()).toBe(7500);
    expect(problemOf(await submit({}))).toEqual([400, 'payment_not_pending', 'payment_id']);
  });

  it('TonConnect: a transfer for an intent that has expired is refused; the intent asked again is a new one', async () => {
    // The seeded payment 8004 has an intent for its wallet already.
    const seeded = await demo.get('/method/pay-system/tonconnect/intent', {
      payment_id: 8004,
      payer_address: `0:5eed${'0'.repeat(56)}c0de`,
    });
    const reference = seeded.body.payment_ref;
    expect(reference).toBe(`0x5eed${'0'.repeat(56)}8004`);
    clock += 30 * 60_000;
    // A sign-in of now: the one before has expired as well.
    demo = await DemoClient.signIn(bed.server.url);
    const late = await demo.sendJson('POST', '/method/pay-system/tonconnect/submit', {
      payment_id: 8004,
      payment_ref: reference,
      payer_address: seeded.body.payer_address,
    });
    expect(problemOf(late)).toEqual([400, 'intent_expired', 'payment_ref']);
    const fresh = await demo.get('/method/pay-system/tonconnect/intent', {
      payment_id: 8004,
      payer_address: seeded.body.payer_address as string,
    });
    expect(fresh.body.payment_ref).not.toBe(reference);
    expect(await statusOf(8004)).toBe('pending');
  });

  it('TRON: the project’s deposit address, watched from when it is given; its submit is disabled and changes nothing', async () => {
    expect((await demo.get('/method/pay-system/tron/status', { payment_id: 8005 })).body).toEqual({
      payment_id: 8005,
      status: 'pending',
    });
    const intent = await demo.get('/method/pay-system/tron/intent', { payment_id: 8005 });
    expect(schemaProblems('get', '/method/pay-system/tron/intent', intent)).toEqual([]);
    // 4 500 roubles at 90 a USDT.
    expect(intent.body).toMatchObject({
      provider: 'tron',
      chain_family: 'tron',
      is_testnet: true,
      asset_type: 'trc20',
      token_symbol: 'USDT',
      token_decimals: 6,
      amount_decimal: '50.000000',
      amount_units: '50000000',
      fiat_amount: 450000,
    });
    const address = intent.body.deposit_address as string;
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(intent.body.deposit_address_hex).toMatch(/^41[0-9a-f]{40}$/);
    // Every payment of the project goes to the same address; another project has its own.
    const second = idOf(await pay({ amount: 900, pay_system_id: 8 }));
    expect((await demo.get('/method/pay-system/tron/intent', { payment_id: second })).body.deposit_address).toBe(
      address,
    );

    const reported = await demo.sendJson('POST', '/method/pay-system/tron/submit', {
      payment_id: 8005,
      tx_hash: 'e'.repeat(64),
    });
    expect([reported.status, reported.body]).toEqual([201, null]);
    const refused = await demo.sendJson('POST', '/method/pay-system/tron/submit', { payment_id: 8005, tx_hash: 'x' });
    expect(problemOf(refused)).toEqual([400, 'invalid_request', 'tx_hash']);

    clock += 2999;
    expect((await demo.get('/method/pay-system/tron/status', { payment_id: 8005 })).body).toEqual({
      payment_id: 8005,
      status: 'pending',
      deposit_address: address,
      amount_units: '50000000',
      amount_decimal: '50.000000',
    });
    clock += 1;
    const paid = await demo.get('/method/pay-system/tron/status', { payment_id: 8005 });
    expect(schemaProblems('get', '/method/pay-system/tron/status', paid)).toEqual([]);
    expect(paid.body).toMatchObject({ status: 'paid', confirmations: 19, required_confirmations: 19 });
    expect(paid.body.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await balanceOf()).toBe(5000 + 4500 + 900);
  });

  it('WalletConnect: the intent signed by the service, the transfer on its network, paid once confirmed', async () => {
    // Project 35's seeded payment, in dollars, with an intent for its wallet.
    const seeded = `0x5eed${'0'.repeat(32)}c0de`;
    const intent = await demo.get('/method/pay-system/walletconnect/intent', {
      payment_id: 8006,
      payer_address: seeded,
    });
    expect(schemaProblems('get', '/method/pay-system/walletconnect/intent', intent)).toEqual([]);
    expect(intent.body).toMatchObject({
      chain_id: 11155111,
      chain_family: 'evm',
      asset_type: 'erc20',
      token_symbol: 'USDC',
      amount_units: '25000000',
      fiat_currency: 'USD',
      payment_ref: `0x5eed${'0'.repeat(56)}8006`,
    });
    expect(intent.body.signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(intent.body.receiver_address).toMatch(/^0x[0-9a-f]{40}$/);
    const wrong = await demo.get('/method/pay-system/walletconnect/intent', {
      payment_id: 8006,
      payer_address: EVM_PAYER.slice(0, 20),
    });
    expect(problemOf(wrong)).toEqual([400, 'invalid_request', 'payer_address']);

    const submit = (body: Record<string, unknown>) =>
      demo.sendJson('POST', '/method/pay-system/walletconnect/submit', {
        payment_id: 8006,
        chain_id: 11155111,
        payment_ref: intent.body.payment_ref,
        tx_hash: `0x${'f'.repeat(64)}`,
        payer_address: seeded.toUpperCase().replace('0X', '0x'),
        ...body,
      });
    expect(problemOf(await submit({ chain_id: 1 }))).toEqual([400, 'other_chain', 'chain_id']);
    expect(problemOf(await submit({ tx_hash: 'f'.repeat(64) }))).toEqual([400, 'invalid_request', 'tx_hash']);
    expect(problemOf(await submit({ payer_address: EVM_PAYER }))).toEqual([400, 'other_payer', 'payer_address']);
    // The address in another case is the same wallet.
    const sent = await submit({});
    expect([sent.status, sent.body]).toEqual([
      201,
      { payment_id: 8006, status: 'pending', confirmations: 0, required_confirmations: 12 },
    ]);
    clock += 3000;
    const paid = await demo.get('/method/pay-system/walletconnect/status', { payment_id: 8006 });
    expect(schemaProblems('get', '/method/pay-system/walletconnect/status', paid)).toEqual([]);
    expect(paid.body).toEqual({ payment_id: 8006, status: 'paid', confirmations: 12, required_confirmations: 12 });
    expect(await balanceOf(35)).toBe(11 + 25);
  });
});

describe('who pays', () => {
  it('a project’s owner pays its payments; another account’s are unknown, a guest’s refused (a guest reads them)', async () => {
    // Guest studio (16) is shared with the demo account: its one payment, by bank card, its owner's.
    const guests = (await demo.get('/method/transactions/list', { project_id: 16 })).body.results as { id: number }[];
    expect(guests).toHaveLength(1);
    const guestPayment = guests[0]!.id;
    const refusedPayment = await demo.sendJson('POST', '/method/payment', {
      project_id: 16,
      type: 'topup',
      amount: 500,
    });
    expect(problemOf(refusedPayment)).toEqual([400, 'owner_only', 'project_id']);
    const owned = await demo.get('/method/pay-system/tonconnect/intent', {
      payment_id: guestPayment,
      payer_address: TON_PAYER,
    });
    expect(problemOf(owned)).toEqual([400, 'owner_only', 'payment_id']);
    // A guest may read where a payment is: this one is no TRON payment.
    expect(problemOf(await demo.get('/method/pay-system/tron/status', { payment_id: guestPayment }))).toEqual([
      400,
      'wrong_pay_system',
      'payment_id',
    ]);
    const second = await DemoClient.signIn(bed.server.url, 'second');
    for (const path of ['/method/pay-system/t-bank/create', '/method/pay-system/tron/status']) {
      const foreign = await second.get(path, { payment_id: path.includes('t-bank') ? 8002 : 8005 });
      expect(problemOf(foreign), path).toEqual([400, 'unknown_payment', 'payment_id']);
    }
    const foreignSubmit = await second.sendJson('POST', '/method/pay-system/walletconnect/submit', {
      payment_id: 8006,
      chain_id: 11155111,
      payment_ref: `0x5eed${'0'.repeat(56)}8006`,
      tx_hash: `0x${'f'.repeat(64)}`,
      payer_address: `0x5eed${'0'.repeat(32)}c0de`,
    });
    expect(problemOf(foreignSubmit)).toEqual([400, 'unknown_payment', 'payment_id']);
    expect(await statusOf(8006, 35)).toBe('pending');
  });
});

describe('transactions (Transaction list for frontend)', () => {
  type Transaction = { id: number; user_id: number; sum: string; code: { status: string }; description: string };
  const transactions = async (query: Record<string, string | number> = {}, projectId = 42) => {
    const reply = await demo.get('/method/transactions/list', { project_id: projectId, ...query });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(schemaProblems('get', '/method/transactions/list', reply)).toEqual([]);
    return reply.body as { total: number; limit: number; offset: number; results: Transaction[] };
  };

  it('lists the project’s payments newest first, by every way, whatever became of them', async () => {
    const all = await transactions();
    expect([all.total, all.limit, all.offset]).toEqual([9, 20, 0]);
    expect(all.results.map((item) => [item.id, item.code.status, item.description])).toEqual([
      [8005, 'pending', 'TRON'],
      [8004, 'pending', 'TonConnect'],
      [8003, 'pending', 'Unitpay'],
      [8002, 'pending', 'T-Bank'],
      [7005, 'paid', 'Bank card'],
      [7004, 'paid', 'Bank card'],
      [7003, 'canceled', 'Bank card'],
      [7002, 'paid', 'Bank card'],
      [7001, 'paid', 'Bank card'],
    ]);
    expect(all.results[4]).toEqual({
      id: 7005,
      user_id: 1,
      payout_id: null,
      type: 'topup',
      sum: '3700.00',
      description: 'Bank card',
      code: { status: 'paid' },
      referral_id: null,
      date: '2026-05-30T10:00:00.000Z',
      paymentId: 7005,
      payoutId: null,
    });
    const made = idOf(await pay({ amount: 100.5 }));
    const [newest] = (await transactions()).results;
    expect([newest?.id, newest?.sum, newest?.user_id]).toEqual([made, '100.50', 1]);
  });

  it('filters by where a payment is and by date, a page at a time; refuses a bad filter and another account’s project', async () => {
    expect((await transactions({ code: 'pending' })).results.map((item) => item.id)).toEqual([8005, 8004, 8003, 8002]);
    expect((await transactions({ code: 'canceled' })).results.map((item) => item.id)).toEqual([7003]);
    expect((await transactions({ code: '' })).total).toBe(9);
    const recent = await transactions({ date_from: '2026-05-01T00:00:00Z', date_to: '2026-05-31T00:00:00Z' });
    expect(recent.results.map((item) => item.id)).toEqual([7005]);
    const page = await transactions({ limit: 2, offset: 3 });
    expect([page.total, page.results.map((item) => item.id)]).toEqual([9, [8002, 7005]]);
    for (const [query, field] of [
      [{ code: 'lost' }, 'code'],
      [{ limit: 0 }, 'limit'],
      [{ date_from: 'yesterday' }, 'date_from'],
    ] as const) {
      const refused = await demo.get('/method/transactions/list', { project_id: 42, ...query });
      expect(problemOf(refused), JSON.stringify(query)).toEqual([400, 'invalid_request', field]);
    }
    const foreign = await demo.get('/method/transactions/list', { project_id: 21 });
    expect(problemOf(foreign)).toEqual([400, 'unknown_project', 'project_id']);
    // A guest reads a shared project's, made by its owner.
    expect((await transactions({}, 16)).results.map((item) => item.user_id)).toEqual([6]);
  });
});
