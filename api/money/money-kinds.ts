// The values the real kind's money groups enumerate (../shared/real-kind-shapes.md: MoneyFlow, Pay system, Payment,
// Promo, UserProject) and the demo's own where the real kind gives a bare string: the routes check requests against
// these, and the description lists them.

export const CURRENCIES = ['rub', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A project's three balances, as the real kind names them (`balance_payment`, `balance_bonus`, `balance_profit`). */
export const BALANCE_TYPES = ['payment', 'bonus', 'profit'] as const;
export type BalanceType = (typeof BALANCE_TYPES)[number];

/** The real kind's MoneyFlowResponse `type`, in its order. */
export const MONEY_FLOW_TYPES = [
  'registration_bonus',
  'plan_restream_buy',
  'plan_transcoding_buy',
  'plan_storage_buy',
  'channel_story_buy',
  'channel_shop_sell',
  'referral_profit',
  'payment',
  'payment_cancel',
  'payout',
  'payout_cancel',
  'refund',
  'conversion',
  'withdrawal',
  'transferred_of_old_site',
  'accrued_admin',
  'reduced_admin',
  'promo_topup_1',
  'promo_topup_2',
  'promo_create_plan_restream_1',
  'promo_create_plan_restream_2',
  // The demo's: the real kind's list names no buy of a webinar plan, which the newer description sells.
  'plan_webinar_buy',
] as const;
export type MoneyFlowType = (typeof MONEY_FLOW_TYPES)[number];

/** The real kind's page of money flow: 20 unless asked otherwise. */
export const MONEY_PAGE = 20;

/**
 * What a money-flow entry is about (the real kind's MoneyFlowDetails): the plan bought and when it ends; the pay
 * system or the promo code, dated when the entry was made (the real kind requires a date and glosses it "Date").
 */
export type MoneyFlowDetails = { title: string; date_end: string };

/** The real kind's MoneyFlowResponse: `balance` is the balance the entry moved, before it. */
export type MoneyFlowEntry = {
  money_flow_id: number;
  amount: number;
  currency: Currency | null;
  date: string;
  type: MoneyFlowType;
  balance: number;
  details: MoneyFlowDetails | null;
};

/** The real kind's PaySystemListResponse: abilities as 1 or 0. */
export type PaySystem = {
  pay_system_id: number;
  name: string;
  min_amount: number;
  max_amount: number;
  currency: Currency;
  annual: 0 | 1;
  topup: 0 | 1;
  recurrent: 0 | 1;
  description: string;
};

/**
 * The demo's pay systems: a Russian bank card and an international one take top-ups in their currency (the demo pays
 * them by itself, a few seconds later); the invoice for companies pays annual plans only; Payoneer, T-Bank and Unitpay
 * send the payer to their page (the demo's stand-in, api/money/pay-page.ts); TonConnect, TRON and WalletConnect are
 * paid from a crypto wallet on a test network (api/money/pay-intents.ts). A system's operations are those under
 * `/method/pay-system/<its name in lower case>/`. Names and descriptions are the service's words, shown as written
 * (one in Russian).
 */
export const PAY_SYSTEMS: readonly PaySystem[] = [
  {
    pay_system_id: 1,
    name: 'Bank card',
    min_amount: 100,
    max_amount: 100000,
    currency: 'rub',
    annual: 1,
    topup: 1,
    recurrent: 1,
    description: 'Visa, Mastercard or Mir card issued in Russia. The money is on the balance within a minute.',
  },
  {
    pay_system_id: 2,
    name: 'Bank card (USD)',
    min_amount: 5,
    max_amount: 1000,
    currency: 'usd',
    annual: 1,
    topup: 1,
    recurrent: 0,
    description: 'International Visa or Mastercard, charged in US dollars.',
  },
  {
    pay_system_id: 3,
    name: 'Счёт для юрлиц',
    min_amount: 10000,
    max_amount: 1000000,
    currency: 'rub',
    annual: 1,
    topup: 0,
    recurrent: 0,
    description: 'Оплата годового тарифа по счёту для организаций. Пополнить баланс этим способом нельзя.',
  },
  {
    pay_system_id: 4,
    name: 'Payoneer',
    min_amount: 5,
    max_amount: 5000,
    currency: 'usd',
    annual: 1,
    topup: 1,
    recurrent: 0,
    description: 'Pay from a Payoneer balance or a card on Payoneer’s page, in US dollars.',
  },
  {
    pay_system_id: 5,
    name: 'T-Bank',
    min_amount: 100,
    max_amount: 300000,
    currency: 'rub',
    annual: 1,
    topup: 1,
    recurrent: 1,
    description: 'Карта любого банка, SberPay или СБП на странице Т-Банка.',
  },
  {
    pay_system_id: 6,
    name: 'Unitpay',
    min_amount: 100,
    max_amount: 150000,
    currency: 'rub',
    annual: 0,
    topup: 1,
    recurrent: 0,
    description: 'Bank card, SBP or an e-wallet on Unitpay’s page.',
  },
  {
    pay_system_id: 7,
    name: 'TonConnect',
    min_amount: 500,
    max_amount: 500000,
    currency: 'rub',
    annual: 0,
    topup: 1,
    recurrent: 0,
    description: 'Toncoin from a TON wallet (Tonkeeper, MyTonWallet and others), at the rate of the moment.',
  },
  {
    pay_system_id: 8,
    name: 'TRON',
    min_amount: 500,
    max_amount: 500000,
    currency: 'rub',
    annual: 0,
    topup: 1,
    recurrent: 0,
    description: 'USDT (TRC-20) sent to the project’s deposit address, at the rate of the moment.',
  },
  {
    pay_system_id: 9,
    name: 'WalletConnect',
    min_amount: 5,
    max_amount: 5000,
    currency: 'usd',
    annual: 0,
    topup: 1,
    recurrent: 0,
    description: 'USDC from an Ethereum wallet connected with WalletConnect.',
  },
];

/** The real kind's payment `type` (its newer body's enum, with the webinar plan's); the demo takes `topup` only. */
export const PAYMENT_TYPES = ['restream', 'transcoding', 'storage', 'topup', 'webinar'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A payment's `status`, the demo's reading (the real kind declares a bare string). */
export const PAYMENT_STATUSES = ['pending', 'paid', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How long a demo top-up stays pending before it is paid, unless the control surface says otherwise. */
export const DEFAULT_SETTLE_MS = 3000;

/** The real kind's promo `type` for a top-up code and its apply's `result`s. */
export const PROMO_RESULTS = ['top_up', 'tariff'] as const;

export type PromoCode = {
  code: number;
  /** "Id entity of type": the promo's own id for a top-up, the plan's for a tariff promo. */
  id: number;
  name: string;
  type: 'top_up' | 'restream';
  /** A top-up's amount, to the bonus balance in the project's currency. */
  amount?: number;
  /** A tariff promo's plan. */
  planTitle?: string;
};

export const PROMO_CODES: readonly PromoCode[] = [
  { code: 2025, id: 1, name: 'Welcome 500', type: 'top_up', amount: 500 },
  // Project 42 applied it in the spring (its history's promo_topup_1): applying it again is refused.
  { code: 2024, id: 2, name: 'Spring 250', type: 'top_up', amount: 250 },
  { code: 7777, id: 4, name: 'Restream Pro for a month', type: 'restream', planTitle: 'Pro' },
];

/** Money in the real kind's units: two decimals (kopecks, cents), without a float's tail. */
export const cents = (value: number): number => Math.round(value * 100) / 100;
