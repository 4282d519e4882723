import { afterEach, describe, expect, it } from 'vitest';
import { useTokenStore } from '../../../lib/session/token-store.ts';
import { type PendingPayment, keepPendingPayment, pendingPayment } from './pending-payment.ts';

const payment = (id: string): PendingPayment => ({
  id,
  payName: 'Bank card',
  paidElsewhere: false,
  startStatus: 'pending',
});

const signedInAs = (signInId: string) =>
  useTokenStore.setState({
    session: { accessToken: 'a', refreshToken: 'r', receivedAt: 0, lifetimeMs: null, apiBase: 'http://api', signInId },
  });

afterEach(() => useTokenStore.setState({ session: null }));

describe('the payment a tab follows', () => {
  it('is the sign-in’s that created it: another sign-in in the tab is shown none, and replaces it', () => {
    keepPendingPayment(42, 'sign-in-a', payment('7017'));
    keepPendingPayment(7, 'sign-in-a', payment('7018'));
    expect(pendingPayment(42, 'sign-in-a')).toEqual(payment('7017'));
    expect(pendingPayment(42, 'sign-in-b')).toBeNull();
    keepPendingPayment(42, 'sign-in-b', payment('8001'));
    expect(pendingPayment(42, 'sign-in-b')).toEqual(payment('8001'));
    expect(pendingPayment(7, 'sign-in-a')).toBeNull();
    keepPendingPayment(42, 'sign-in-b', null);
    expect(sessionStorage.length).toBe(0);
  });

  it('is dropped when its sign-in ends, here or in another tab', () => {
    signedInAs('sign-in-a');
    keepPendingPayment(42, 'sign-in-a', payment('7017'));
    useTokenStore.setState({ session: null });
    expect(sessionStorage.length).toBe(0);
    signedInAs('sign-in-a');
    expect(pendingPayment(42, 'sign-in-a')).toBeNull();
  });

  it('reads nothing it cannot trust: another shape, or a payment number that is not one', () => {
    sessionStorage.setItem('relay.billing.payments', '{not json');
    expect(pendingPayment(42, 'sign-in-a')).toBeNull();
    sessionStorage.setItem(
      'relay.billing.payments',
      JSON.stringify({ signInId: 'sign-in-a', payments: { 42: { id: '../x' }, 7: 'payment' } }),
    );
    expect([pendingPayment(42, 'sign-in-a'), pendingPayment(7, 'sign-in-a')]).toEqual([null, null]);
  });
});
