// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REAL_KIND_MONEY_FLOW } from '../../../../e2e/support/fixture-real-kind.ts';
import { bind, isBound } from '../../../lib/bindings/bind.ts';
import { fieldsByName } from '../../../lib/bindings/call.ts';
import { readDescription } from '../../../lib/service-description/description.ts';
import { buildRequest } from '../../../lib/service-description/operation-request.ts';
import { filterValues } from './history-filters.ts';
import { readMoneyFlowEntry } from '../../../lib/operations/money/money-flow.ts';
import { amountOf } from '../../../lib/operations/money/money-values.ts';
import { amountProblem, readTopUpSystems } from '../../../lib/operations/money/pay-systems.ts';
import { readCreatedPayment } from '../../../lib/operations/money/payment.ts';
import { readProjectMoney } from '../../../lib/operations/money/project-money.ts';
import { body, group, serviceDescription } from '../../../testing/description-builder.ts';

// The Billing page's readers against answers in the real kind's shapes (../shared/real-kind-shapes.md) and the
// ways real services send them: decimals as text, a currency declared a number and sent as a code, details left null.

describe('the Billing page reads what the service gives', () => {
  it('reads the project’s balances from "Get project full info", each as given, with the currency named', () => {
    const money = readProjectMoney({
      v: '3',
      language: 'en',
      data: { project_id: 42, balance_payment: 4150.5, balance_bonus: 500, balance_profit: '0.00', currency: 'rub' },
    });
    expect(money).toEqual({
      balances: [
        { kind: 'payment', amount: '4150.5' },
        { kind: 'bonus', amount: '500' },
        { kind: 'profit', amount: '0.00' },
      ],
      currency: 'rub',
    });
    // A project read that answers them at the top; one balance only; a currency given as a number names none.
    expect(readProjectMoney({ balance_payment: 10, currency: 0 })).toEqual({
      balances: [{ kind: 'payment', amount: '10' }],
      currency: undefined,
    });
    expect(() => readProjectMoney({ data: { balance_payment: 'lots' } })).toThrow(/data\.balance_payment/);
    expect(() => readProjectMoney({ data: { name: 'x' } })).toThrow(/balance_payment/);
  });

  it('reads an entry of the history: the balance after it, its details, decimals written as text', () => {
    const entry = readMoneyFlowEntry(
      {
        money_flow_id: 7,
        amount: '-1499.90',
        currency: 'rub',
        date: '2026-11-20T10:00:00.000Z',
        type: 'plan_restream_buy',
        balance: 5000.1,
        details: { title: 'Pro', date_end: '2026-12-20T10:00:00.000Z' },
      },
      0,
    );
    expect(entry).toMatchObject({
      id: '7',
      amount: '-1499.90',
      currency: 'rub',
      type: 'plan_restream_buy',
      title: 'Pro',
    });
    expect(entry.balanceAfter).toBe('3500.20');
    expect(entry.until?.toISOString()).toBe('2026-12-20T10:00:00.000Z');
    const bare = readMoneyFlowEntry({ money_flow_id: 8, amount: 0.1, currency: null, balance: 0.2, details: null }, 1);
    expect(bare).toMatchObject({ currency: undefined, title: undefined, balanceAfter: '0.3', date: undefined });
    expect(() => readMoneyFlowEntry({ money_flow_id: 9, amount: '12,5' }, 3)).toThrow(/results\[3\]\.amount/);
    expect(() => readMoneyFlowEntry({ amount: 1, balance: 'x' }, 0)).toThrow(/results\[0\]\.balance/);
  });

  it('says until when a plan bought runs, and nothing of an entry whose details are dated when it was made', () => {
    const [bought, toppedUp] = REAL_KIND_MONEY_FLOW.map((item, index) => readMoneyFlowEntry(item, index));
    expect([bought?.title, bought?.until?.toISOString()]).toEqual(['Standard', '2026-06-26T09:00:00.000Z']);
    expect([toppedUp?.title, toppedUp?.until]).toEqual(['Bank card', undefined]);
  });

  it('offers only the pay systems that can top up, and checks an amount against the chosen one before sending', () => {
    const systems = readTopUpSystems(
      {
        results: [
          { pay_system_id: 1, name: 'Card', min_amount: 100, max_amount: 100000, currency: 'rub', topup: 1 },
          { pay_system_id: 2, name: 'Payout only', min_amount: 1, max_amount: 10, currency: 'usd', topup: 0 },
        ],
      },
      undefined,
    );
    expect(systems.map((system) => system.name)).toEqual(['Card']);
    const card = systems[0];
    expect(amountProblem('', card)).toBe('not-a-number');
    expect(amountProblem('abc', card)).toBe('not-a-number');
    expect(amountProblem('0', card)).toBe('not-positive');
    expect(amountProblem('99.99', card)).toBe('below');
    expect(amountProblem('100001', card)).toBe('above');
    expect(amountProblem('500,50', card)).toBeUndefined();
    expect(() => readTopUpSystems({ results: [{ pay_system_id: 3, topup: 1, min_amount: 'x' }] }, undefined)).toThrow(
      /min_amount/,
    );
  });

  it('follows only an https: address a created payment carries', () => {
    expect(readCreatedPayment({ payment_id: 12, pay_name: 'unitpay', pay_id: 'a1', pay_key: 'k' })).toEqual({
      id: '12',
      payName: 'unitpay',
      address: undefined,
    });
    expect(readCreatedPayment({ payment_id: 13, url: 'https://pay.example/p/13' }).address).toBe(
      'https://pay.example/p/13',
    );
    expect(readCreatedPayment({ payment_id: 14, url: 'http://pay.example/p/14' }).address).toBeUndefined();
    expect(readCreatedPayment({ payment_id: 15, url: 'javascript:alert(1)' }).address).toBeUndefined();
    // Only a field that names where to pay: a logo's or a receipt's address, first or not, is never followed.
    expect(
      readCreatedPayment({
        payment_id: 16,
        logo: 'https://cdn.example/logo.svg',
        pay_url: 'https://pay.example/p/16',
        receipt: 'https://pay.example/r/16',
      }).address,
    ).toBe('https://pay.example/p/16');
    expect(
      readCreatedPayment({ payment_id: 17, logo: 'https://cdn.example/logo.svg', terms: 'https://pay.example/t' })
        .address,
    ).toBeUndefined();
    expect(
      readCreatedPayment({ payment_id: 18, url: 'https://pay.example/x', confirmation_url: 'https://pay.example/c' })
        .address,
    ).toBe('https://pay.example/c');
    expect(() => readCreatedPayment({ pay_name: 'x' })).toThrow(/payment_id/);
  });

  it('sends a day range as the reader’s whole days, and nothing for an empty filter', () => {
    expect(filterValues({ kind: '', from: '', to: '' })).toEqual({});
    const sent = filterValues({ kind: 'refund', from: '2026-11-01', to: '2026-11-02' });
    expect(sent.type).toBe('refund');
    expect(new Date(sent.date_from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(sent.date_to!).getTime()).toBe(new Date(2026, 10, 3).getTime() - 1);
    expect(filterValues({ kind: '', from: 'yesterday', to: '' })).toEqual({});
  });

  it('reads amounts only as numbers or plain decimals, kept as their exact decimal text', () => {
    expect([amountOf(5), amountOf('5.25'), amountOf(' -3 '), amountOf('1e3'), amountOf(Number.NaN)]).toEqual([
      '5',
      '5.25',
      '-3',
      undefined,
      undefined,
    ]);
  });
});

describe('a top-up is sent as the body alternative that takes it', () => {
  const dto = (type: string, extra: Record<string, unknown> = {}) => ({
    type: 'object',
    required: ['v', 'language', 'project_id', 'type', 'amount', ...Object.keys(extra)],
    properties: {
      v: { type: 'string', enum: ['1', '2', '3'] },
      language: { type: 'string', enum: ['ru', 'en', 'cn'] },
      project_id: { type: 'number' },
      type: { type: 'string', enum: ['restream', 'transcoding', 'storage', type] },
      amount: { type: 'number' },
      ...extra,
    },
  });
  const description = readDescription(
    serviceDescription({
      paths: group('Payment', {
        'post /method/payment': {
          summary: 'Create payment item for pay system',
          common: false,
          // As the real kind writes it: one of four DTOs, beside a stray enum of its own.
          requestBody: body({
            oneOf: [
              dto('topup'),
              dto('topup', { plan_period: { type: 'string' }, plan_restream_id: { type: 'number' } }),
            ],
            type: 'object',
            enum: ['restream', 'transcoding', 'storage', 'top_up'],
          }),
          responses: { 201: { description: 'Created' } },
        },
      }),
    }),
  );

  it('binds "Create payment item" by its alias and builds the top-up’s body, nothing of the others', () => {
    const sends = { sends: { project_id: 'number', type: 'string', amount: 'number' } } as const;
    const binding = bind(description, 'Payment', 'Create payment item', sends);
    if (!isBound(binding)) throw new Error(binding.reason);
    const built = buildRequest(
      binding.operation,
      binding.details,
      {
        fields: fieldsByName(binding.details, { project_id: '42', type: 'topup', amount: '500.5', pay_system_id: '1' }),
        json: undefined,
      },
      {},
      { v: '3', language: 'en', projectId: 42 },
    );
    expect(built.problems).toEqual({});
    expect(built.bodyValue).toEqual({ v: '3', language: 'en', project_id: 42, type: 'topup', amount: 500.5 });
    // A body that takes none of what the page sends is another shape.
    expect(bind(description, 'Payment', 'Create payment item', { sends: { invoice: 'string' } })).toMatchObject({
      kind: 'unbound',
      reason: 'other-shape',
    });
  });
});
