import { describe, expect, it } from 'vitest';
import { readTransaction } from './transactions.ts';

// The Transactions group's entries as the real kind shapes them (TransactionResponse): `sum` as text, `code` an object.

describe('a transaction', () => {
  it('reads the real kind’s entry: its sum as given, the way, where it is, and whether it is a payout', () => {
    const entry = readTransaction(
      {
        id: 8005,
        user_id: 1,
        payout_id: null,
        type: 'topup',
        sum: '4500.00',
        description: 'TRON',
        code: { status: 'pending' },
        referral_id: null,
        date: '2026-11-29T11:19:00.000Z',
        paymentId: 8005,
        payoutId: null,
      },
      0,
    );
    expect(entry).toMatchObject({ id: '8005', type: 'topup', sum: '4500.00', way: 'TRON', status: 'pending' });
    expect(entry.payout).toBe(false);
    expect(entry.currency).toBeUndefined();
    expect(entry.date?.toISOString()).toBe('2026-11-29T11:19:00.000Z');
    expect(readTransaction({ id: 1, sum: '10', payout_id: 3, code: 'done', currency: 'usd' }, 0)).toMatchObject({
      payout: true,
      status: 'done',
      currency: 'usd',
    });
  });

  it('refuses an entry whose amount is no amount, naming where', () => {
    expect(() => readTransaction({ id: 1, sum: '12,5' }, 3)).toThrow(/results\[3\]\.sum/);
    expect(() => readTransaction(null, 0)).toThrow();
  });
});
