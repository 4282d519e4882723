/*
 * The money each project starts with: its currency and the history of its balances (MoneyFlow), oldest first. Every
 * balance is what its history adds up to from the opening figure, so each entry's `balance` (the balance it moved,
 * before it) and the balances the project answers always agree.
 *
 * | project | currency | payment | bonus | profit | history                                                          |
 * |---------|----------|---------|-------|--------|------------------------------------------------------------------|
 * | 42      | rub      | 5000    | 350   | 95.25  | 30 entries over eight months: every plan its tariffs show, top-ups |
 * | 7       | rub      | 5000    | 0     | 0      | none: the history's empty state (its balance is the opening one)  |
 * | 31      | rub      | 1110    | 0     | 0      | a top-up and a plan                                              |
 * | 32      | rub      | 420     | 0     | 0      | a top-up, the plan and its renewal                               |
 * | 33, 36  | rub      | 0       | 100   | 0      | the registration bonus                                           |
 * | 34      | rub      | 2020    | 0     | 0      | a top-up, the plan and its renewal                               |
 * | 35      | usd      | 11      | 0     | 0      | in dollars: a top-up and the plan scheduled next                 |
 * | 37      | rub      | 5000    | 0     | 0      | a top-up and the storage plan                                    |
 * | 38      | rub      | 210     | 0     | 0      | a top-up and a plan, ended since                                 |
 * | 17      | rub      | 110     | 0     | 0      | a top-up and a plan                                              |
 * | 16      | rub      | 2010    | 0     | 0      | a top-up and a plan (its owner's; shared with the demo account)  |
 * | 8       | rub      | 5000    | 0     | 0      | the balance moved from the old site                              |
 * | 9       | usd      | 29.75   | 5     | 0      | in dollars; the old site's entry has no currency                 |
 * | 10–15   | rub      | 0       | 0     | 0      | none                                                             |
 * | 21      | rub      | 800     | 0     | 0      | a top-up and a plan (the second account)                         |
 * | 22      | rub      | 1110    | 0     | 0      | a top-up and three plans (the second account)                    |
 *
 * Each seeded top-up is also a payment, paid (ids from 7001 in this order: project 42's are 7001–7005, and 7003 was
 * returned by the bank: canceled, with its `payment_cancel` entry).
 */
import type { BalanceType, Currency, MoneyFlowType, PaymentStatus } from './money-kinds.ts';

export type SeedFlow = {
  /** Days before today, and the time of day (UTC). */
  days: number;
  time: string;
  type: MoneyFlowType;
  amount: number;
  /** The balance it moves: the payment balance unless named. */
  on?: BalanceType;
  /** The details' title; null for an entry sent with `details: null`. */
  title: string | null;
  /** The plan's end, in days from today (a plan's buy or refund). */
  ends?: number;
  /** Sent with `currency: null`. */
  noCurrency?: true;
  /** A top-up's payment: its status (paid unless the bank returned it). */
  payment?: PaymentStatus;
};

export type SeedWallet = {
  currency: Currency;
  /** What the balances were before the history the demo keeps (0 when not given). */
  opening?: Partial<Record<BalanceType, number>>;
  flows: SeedFlow[];
};

const CARD = 'Bank card';
const CARD_USD = 'Bank card (USD)';

const topUp = (days: number, amount: number, title = CARD): SeedFlow => ({
  days,
  time: '10:00',
  type: 'payment',
  amount,
  title,
  payment: 'paid',
});

const bought = (
  kind: 'restream' | 'transcoding' | 'storage',
  days: number,
  amount: number,
  title: string,
  ends: number,
): SeedFlow => ({ days, time: '10:05', type: `plan_${kind}_buy`, amount: -amount, title, ends });

const PROJECT_42: SeedFlow[] = [
  {
    days: 240,
    time: '10:00',
    type: 'transferred_of_old_site',
    amount: 400.5,
    title: 'Balance from the old site',
    noCurrency: true,
  },
  { days: 238, time: '12:30', type: 'registration_bonus', amount: 100, on: 'bonus', title: null },
  { days: 236, time: '09:10', type: 'payment', amount: 3000, title: CARD, payment: 'paid' },
  { days: 236, time: '09:12', type: 'plan_restream_buy', amount: -390, title: 'Basic', ends: -206 },
  { days: 225, time: '18:40', type: 'promo_topup_1', amount: 250, on: 'bonus', title: 'Spring 250' },
  { days: 206, time: '09:00', type: 'plan_restream_buy', amount: -390, title: 'Basic', ends: -176 },
  { days: 200, time: '14:00', type: 'referral_profit', amount: 180, on: 'profit', title: 'Referral reward' },
  { days: 190, time: '11:20', type: 'plan_transcoding_buy', amount: -300, title: 'Transcoder 1080p', ends: -160 },
  { days: 176, time: '09:00', type: 'plan_restream_buy', amount: -390, title: 'Basic', ends: -146 },
  { days: 170, time: '20:05', type: 'payment', amount: 1499.5, title: CARD, payment: 'paid' },
  { days: 165, time: '13:00', type: 'payment', amount: 500, title: CARD, payment: 'canceled' },
  { days: 164, time: '08:30', type: 'payment_cancel', amount: -500, title: 'Returned by the bank' },
  { days: 150, time: '10:00', type: 'plan_storage_buy', amount: -200, title: 'Recordings', ends: -120 },
  { days: 146, time: '09:00', type: 'plan_restream_buy', amount: -390, title: 'Basic', ends: -116 },
  { days: 130, time: '16:45', type: 'accrued_admin', amount: 300, title: 'Compensation for the server outage' },
  {
    days: 120,
    time: '12:00',
    type: 'conversion',
    amount: -180,
    on: 'profit',
    title: 'Profit moved to the payment balance',
  },
  { days: 120, time: '12:00', type: 'conversion', amount: 180, title: 'Profit moved to the payment balance' },
  { days: 100, time: '15:30', type: 'referral_profit', amount: 95.25, on: 'profit', title: 'Referral reward' },
  { days: 90, time: '19:00', type: 'payment', amount: 5000, title: CARD, payment: 'paid' },
  { days: 60, time: '09:00', type: 'plan_restream_buy', amount: -390, title: 'Basic', ends: -30 },
  { days: 60, time: '09:05', type: 'plan_storage_buy', amount: -200, title: 'Recordings', ends: -30 },
  { days: 48, time: '10:00', type: 'plan_transcoding_buy', amount: -300, title: 'Transcoder 1080p', ends: -18 },
  { days: 18, time: '09:00', type: 'plan_restream_buy', amount: -790, title: 'Standard', ends: 12 },
  { days: 18, time: '09:05', type: 'plan_transcoding_buy', amount: -750, title: 'Transcoder 1080p60', ends: 12 },
  { days: 9, time: '21:10', type: 'plan_storage_buy', amount: -400, title: 'Recordings', ends: 42 },
  { days: 5, time: '11:00', type: 'plan_restream_buy', amount: -1490, title: 'Pro', ends: 42 },
  { days: 5, time: '11:05', type: 'plan_transcoding_buy', amount: -1100, title: 'Transcoder 4K', ends: 42 },
  // The Archive plan replaced the Recordings one scheduled next: its price came back first.
  { days: 4, time: '17:30', type: 'refund', amount: 400, title: 'Recordings', ends: 42 },
  { days: 4, time: '17:30', type: 'plan_storage_buy', amount: -2000, title: 'Archive', ends: 42 },
  { days: 2, time: '10:00', type: 'payment', amount: 3700, title: CARD, payment: 'paid' },
];

const REGISTRATION: SeedFlow = {
  days: 30,
  time: '12:00',
  type: 'registration_bonus',
  amount: 100,
  on: 'bonus',
  title: 'Welcome bonus',
};
const rub = (flows: SeedFlow[]): SeedWallet => ({ currency: 'rub', flows });

/** By project, in the order their ids are given out (so they are the same after every reset). */
export const SEED_WALLETS: readonly [number, SeedWallet][] = [
  [42, rub(PROJECT_42)],
  [7, { currency: 'rub', opening: { payment: 5000 }, flows: [] }],
  [31, rub([topUp(40, 1500), bought('restream', 14, 390, 'Basic', 16)])],
  [32, rub([topUp(50, 2000), bought('restream', 3, 790, 'Standard', 27), bought('restream', 2, 790, 'Standard', 57)])],
  [33, rub([REGISTRATION])],
  [34, rub([topUp(60, 5000), bought('restream', 10, 1490, 'Pro', 20), bought('restream', 4, 1490, 'Pro', 50)])],
  // The demo account's one project in dollars, so its projects' balances come in more than one currency.
  [35, { currency: 'usd', flows: [topUp(20, 15, CARD_USD), bought('restream', 1, 4, 'Basic', 41)] }],
  [36, rub([REGISTRATION])],
  [37, rub([topUp(12, 5500), bought('storage', 8, 500, 'Archive', 35)])],
  [38, rub([topUp(40, 1000), bought('restream', 34, 790, 'Standard', -4)])],
  [17, rub([topUp(20, 300), bought('restream', 12, 190, 'Starter', 18)])],
  [16, rub([topUp(45, 2400), bought('restream', 22, 390, 'Basic', 8)])],
  [
    8,
    rub([
      {
        days: 200,
        time: '08:00',
        type: 'transferred_of_old_site',
        amount: 5000,
        title: 'Balance from the old site',
      },
    ]),
  ],
  [
    9,
    {
      currency: 'usd',
      flows: [
        {
          days: 100,
          time: '08:00',
          type: 'transferred_of_old_site',
          amount: 12.75,
          title: 'Balance from the old site',
          noCurrency: true,
        },
        topUp(40, 20, CARD_USD),
        { days: 30, time: '15:00', type: 'promo_topup_2', amount: 5, on: 'bonus', title: 'Launch 5' },
        bought('storage', 5, 3, 'Recordings', 25),
      ],
    },
  ],
  [10, rub([])],
  [11, rub([])],
  [12, rub([])],
  [13, rub([])],
  [14, rub([])],
  [15, rub([])],
  [21, rub([topUp(22, 1190), bought('restream', 21, 390, 'Basic', 9)])],
  [
    22,
    rub([
      topUp(50, 3000),
      bought('restream', 10, 790, 'Standard', 40),
      bought('transcoding', 10, 500, 'Transcoder 1080p60', 40),
      bought('storage', 10, 600, 'Recordings', 40),
    ]),
  ],
];

/** Project 42 applied this promo code (its history's promo_topup_1). */
export const SEED_USED_PROMOS: readonly [projectId: number, code: number][] = [[42, 2024]];

/** The seeded top-ups' payments are numbered from here; new ones follow the last. */
export const FIRST_PAYMENT_ID = 7001;

/** A payment begun and not finished: made `minutesAgo`, through a way that waits for its payer. */
export type SeedPending = {
  paymentId: number;
  projectId: number;
  amount: number;
  paySystemId: number;
  minutesAgo: number;
  /** A wallet's intent, asked for already by the payer's wallet. */
  intent?: { payer: string; paymentRef: string };
};

/**
 * One payment waiting for its payer by each way that is not a bank card, numbered apart from the top-ups (from 8001)
 * so that a new payment's number does not depend on them: Travel vlog live's (35, in dollars) by Payoneer and
 * WalletConnect, Main channel's (42) by T-Bank, Unitpay, TonConnect and TRON. The two wallets whose intent names a
 * payer have one already; TRON's deposit address is not asked for yet.
 */
export const SEED_PENDING: readonly SeedPending[] = [
  { paymentId: 8001, projectId: 35, amount: 20, paySystemId: 4, minutesAgo: 90 },
  { paymentId: 8002, projectId: 42, amount: 1000, paySystemId: 5, minutesAgo: 60 },
  { paymentId: 8003, projectId: 42, amount: 500, paySystemId: 6, minutesAgo: 45 },
  {
    paymentId: 8004,
    projectId: 42,
    amount: 2500,
    paySystemId: 7,
    minutesAgo: 5,
    intent: {
      payer: '0:5eed00000000000000000000000000000000000000000000000000000000c0de',
      paymentRef: '0x5eed000000000000000000000000000000000000000000000000000000008004',
    },
  },
  { paymentId: 8005, projectId: 42, amount: 4500, paySystemId: 8, minutesAgo: 3 },
  {
    paymentId: 8006,
    projectId: 35,
    amount: 25,
    paySystemId: 9,
    minutesAgo: 2,
    intent: {
      payer: '0x5eed00000000000000000000000000000000c0de',
      paymentRef: '0x5eed000000000000000000000000000000000000000000000000000000008006',
    },
  },
];
