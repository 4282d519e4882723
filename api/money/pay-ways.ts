// How each of the demo's pay systems is paid: the bank cards by the demo itself (a few seconds after the payment is
// made), Payoneer, T-Bank and Unitpay on their page (the demo's stand-in, pay-page.ts), TonConnect, TRON and
// WalletConnect from a crypto wallet (pay-intents.ts). A way other than the cards is the segment of its operations'
// paths, `/method/pay-system/<way>/…`, and the pay system's name in lower case.
import type { PaySystem } from './money-kinds.ts';

/** The card processors whose "Create … payment challenge redirect url" sends the payer to their page. */
export const REDIRECTS = ['payoneer', 't-bank', 'unitpay'] as const;
export type Redirect = (typeof REDIRECTS)[number];

/** The crypto wallets paid through an intent: an address, an amount, a reference. */
export const WALLETS = ['tonconnect', 'tron', 'walletconnect'] as const;
export type Wallet = (typeof WALLETS)[number];

export type PayWay = 'card' | Redirect | Wallet;

const WAYS: ReadonlyMap<number, PayWay> = new Map([
  [4, 'payoneer'],
  [5, 't-bank'],
  [6, 'unitpay'],
  [7, 'tonconnect'],
  [8, 'tron'],
  [9, 'walletconnect'],
]);

export const wayOf = (system: PaySystem): PayWay => WAYS.get(system.pay_system_id) ?? 'card';

export const isRedirect = (way: PayWay): way is Redirect => (REDIRECTS as readonly string[]).includes(way);
export const isWallet = (way: PayWay): way is Wallet => (WALLETS as readonly string[]).includes(way);
