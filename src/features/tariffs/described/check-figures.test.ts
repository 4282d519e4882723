import { describe, expect, it } from 'vitest';
import { readCheck } from './check-figures.ts';

describe('readCheck', () => {
  it('reads restream’s and the webinar plan’s check: the total, the price, the refunds, the balance, short by', () => {
    expect(
      readCheck({
        tariff_price_month: 790,
        tariff_price_year: 8532,
        balance: 5000,
        sum: 8532,
        refund_current: 0,
        refund_after: 1490,
        total: 7042,
        button_name: 'top_up',
        currency: 'rub',
        status: 'current',
      }),
    ).toEqual({
      total: '7042',
      price: '8532',
      refundCurrent: undefined,
      refundNext: '1490',
      balance: '5000',
      paidFrom: [],
      currency: 'rub',
      short: true,
      shortBy: '2042',
    });
  });

  it('reads transcoding’s and storage’s nested shape, and the balances it is paid from', () => {
    expect(
      readCheck({
        amount: 750.5,
        balance: { balance: '5000.25', currency: 'usd', balances_allow: ['payment', 'elsewhere'] },
        refund: { current: 10, after: 0 },
      }),
    ).toEqual({
      total: '750.5',
      price: undefined,
      refundCurrent: '10',
      refundNext: undefined,
      balance: '5000.25',
      paidFrom: ['payment'],
      currency: 'usd',
      short: false,
      shortBy: undefined,
    });
  });

  it('gives no figure it is not sent, and nothing for an answer that is no object', () => {
    expect(readCheck({ total: 'a lot', currency: 3 })).toMatchObject({
      total: undefined,
      currency: undefined,
      short: false,
    });
    expect(readCheck([1, 2])).toBeNull();
    expect(readCheck('ok')).toBeNull();
  });
});
