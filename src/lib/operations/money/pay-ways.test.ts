import { describe, expect, it } from 'vitest';
import { contractDescription } from '../../../../api/openapi.ts';
import { readDescription } from '../../service-description/description.ts';
import { withoutOperations } from '../../../testing/description-builder.ts';
import { readPayPage, readWalletIntent, payWayOf, wayKeyOf } from './pay-ways.ts';

// How each pay system is paid, from the operations a description gives it: the demo's (the newer description's pay
// systems), and one without them, where every system is paid as the service arranges and nothing else changes.

const PAY_SUMMARIES = [
  'Create payoneer payment challenge redirect url',
  'Create t-bank payment challenge redirect url',
  'Create unitpay payment challenge redirect url',
  'Create TonConnect payment intent',
  'Create TRON USDT deposit payment intent',
  'Create WalletConnect payment intent',
];

describe('how a pay system is paid', () => {
  it('keys a system by its name in lower case, words joined by a hyphen', () => {
    expect(['Payoneer', 'T-Bank', 'TonConnect', 'Bank card (USD)', ' TRON '].map(wayKeyOf)).toEqual([
      'payoneer',
      't-bank',
      'tonconnect',
      'bank-card-usd',
      'tron',
    ]);
  });

  it('finds each way’s operation in the demo’s description: a page, a wallet (with or without the payer’s address)', () => {
    const description = readDescription(contractDescription());
    const kinds = ['Bank card', 'Payoneer', 'T-Bank', 'Unitpay', 'TonConnect', 'TRON', 'WalletConnect'].map((name) => {
      const way = payWayOf(description, { name });
      return way.kind === 'wallet' ? `wallet${way.asksPayer ? ' for a payer' : ''}` : way.kind;
    });
    expect(kinds).toEqual(['service', 'page', 'page', 'page', 'wallet for a payer', 'wallet', 'wallet for a payer']);
  });

  it('on a description without the ways’ operations, every system is paid as the service arranges', () => {
    const description = readDescription(withoutOperations(contractDescription(), PAY_SUMMARIES));
    for (const name of ['Payoneer', 'T-Bank', 'TRON', 'WalletConnect'])
      expect(payWayOf(description, { name }).kind).toBe('service');
  });

  it('reads a page’s address where the answer gives one, and none from the older description’s {success}', () => {
    expect(readPayPage({ redirect_url: 'https://pay.example/c/7' })).toBe('https://pay.example/c/7');
    expect(readPayPage({ redirect_url: 'http://127.0.0.1:8787/__contract/pay/k' })).toBe(
      'http://127.0.0.1:8787/__contract/pay/k',
    );
    expect(readPayPage({ redirect_url: 'http://pay.example/c/7' })).toBeUndefined();
    expect(readPayPage({ redirect_url: 'javascript:alert(1)' })).toBeUndefined();
    expect(readPayPage({ success: true })).toBeUndefined();
  });

  it('reads a wallet’s intent: a deposit address and its decimal amount, or a contract, base units and a reference', () => {
    const tron = readWalletIntent({
      deposit_address: 'TXYZ',
      amount_decimal: '54.05',
      amount_units: '54050000',
      token_decimals: 6,
      token_symbol: 'USDT',
      chain_name: 'TRON Nile',
      is_testnet: true,
      payment_ref: '0xabc',
      expires_at: '2026-11-29T12:00:00Z',
    });
    expect(tron).toMatchObject({ address: 'TXYZ', amount: '54.05', asset: 'USDT', testNetwork: true });
    expect(tron.reference).toBeUndefined();
    expect(tron.until?.toISOString()).toBe('2026-11-29T12:00:00.000Z');
    const ton = readWalletIntent({
      contract_address: 'EQvault',
      amount_nano: '2500000000',
      token_decimals: 9,
      token_symbol: 'TON',
      payment_ref: '0xdef',
    });
    expect(ton).toMatchObject({ address: 'EQvault', amount: '2.5', reference: '0xdef', testNetwork: false });
    expect(readWalletIntent({ contract_address: 'x', amount_units: '1000', token_decimals: 3 }).amount).toBe('1');
    expect(readWalletIntent({ contract_address: 'x', amount_units: '5', token_decimals: 2 }).amount).toBe('0.05');
    expect(() => readWalletIntent('nope')).toThrow();
  });
});
