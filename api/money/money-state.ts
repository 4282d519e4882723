// Each project's money, the state behind the money groups: its three balances and their currency, the history of
// every change (MoneyFlow), its payments, and the promo codes it used. Everything that moves a balance appends an
// entry: the tariff buys and removals (api/plans/tariff-book.ts), top-ups once paid, promo codes. A spend takes
// from the payment balance only.
//
// A top-up is pending until it is paid. The demo pays it by itself `settleMs` after its clock starts (null: only
// the control surface settles it): a bank card's when it is made, a wallet's when its transfer is sent (TonConnect,
// WalletConnect) or its deposit address given (TRON); a processor's is paid or given up on its pay page
// (pay-page.ts), never by the clock. The next read of the project's money after that finds it paid, credits it and
// appends its `payment` entry, dated then. Every read and write settles what is due first, so the history's running
// balances stay in order.
import { isoSeconds } from '../seed.ts';
import { RequestError } from '../validation.ts';
import {
  BALANCE_TYPES,
  type BalanceType,
  type Currency,
  DEFAULT_SETTLE_MS,
  type MoneyFlowEntry,
  type MoneyFlowType,
  PAY_SYSTEMS,
  type PaySystem,
  type PaymentStatus,
  type PaymentType,
  PROMO_CODES,
  type PromoCode,
  cents,
} from './money-kinds.ts';
import { randomBytes } from 'node:crypto';
import { pushBounded, setBounded } from '../bounded.ts';
import { moneyMessages } from './money-messages.ts';
import { FIRST_PAYMENT_ID, SEED_PENDING, SEED_USED_PROMOS, SEED_WALLETS, type SeedFlow } from './money-seed.ts';
import { type Intent, newIntent } from './pay-intents.ts';
import { type PayWay, isWallet, wayOf } from './pay-ways.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Top-ups kept (anyone may start one) and entries kept a project: past these, the oldest go. */
const MAX_PAYMENTS = 10_000;
const MAX_ENTRIES = 10_000;

export type Balances = Record<BalanceType, number> & { currency: Currency };

type Kept = { entry: MoneyFlowEntry; on: BalanceType };
type Wallet = Balances & { kept: Kept[] };

export type Payment = {
  paymentId: number;
  projectId: number;
  amount: number;
  currency: Currency;
  type: PaymentType;
  status: PaymentStatus;
  paySystem: PaySystem;
  /** How it is paid (pay-ways.ts). */
  way: PayWay;
  /** When it was made, ms since the epoch. */
  created: number;
  /** Who made it; null for a seeded one (its project's owner's). */
  userId: number | null;
  /** The dashboard's origin it was made from, where its pay page sends the browser back; null for the service's. */
  returnOrigin: string | null;
  /** When the demo's clock to pay it by itself started; undefined while it waits for its payer. */
  dueFrom: number | undefined;
  /** Its pay page's key, once a processor's redirect address was asked for. */
  page?: string;
  /** A wallet's intent, the latest asked for. */
  intent?: Intent;
  /** Whether a wallet's transfer was sent. */
  submitted?: boolean;
};

/** Who makes a payment, and from where. */
export type Maker = { userId: number; returnOrigin: string | null };

export type MoneyFilter = {
  type?: MoneyFlowType;
  on?: BalanceType;
  /** At or after, at or before these times (ms since the epoch). */
  from?: number;
  to?: number;
};

export type NewEntry = {
  type: MoneyFlowType;
  /** Positive adds, negative takes. */
  amount: number;
  on?: BalanceType;
  /** What it is about; `date_end` null where nothing ends (the entry's own date is sent then). */
  details: { title: string; date_end: string | null } | null;
};

const ZERO = (currency: Currency = 'rub'): Wallet => ({ payment: 0, bonus: 0, profit: 0, currency, kept: [] });

export class Money {
  /** How long a new top-up stays pending; null: until the control surface settles it. */
  settleMs: number | null = DEFAULT_SETTLE_MS;
  readonly #wallets = new Map<number, Wallet>();
  readonly #payments = new Map<number, Payment>();
  /** Pay pages by their key. */
  readonly #pages = new Map<string, Payment>();
  readonly #usedPromos = new Set<string>();
  #flowSerial = 0;
  #paymentSerial = FIRST_PAYMENT_ID - 1;

  constructor(private readonly now: () => number) {}

  /** Back to the seeded money, dated back from the clock now. */
  reset(): void {
    this.#wallets.clear();
    this.#payments.clear();
    this.#pages.clear();
    this.#usedPromos.clear();
    this.#flowSerial = 0;
    this.#paymentSerial = FIRST_PAYMENT_ID - 1;
    this.settleMs = DEFAULT_SETTLE_MS;
    const today = Math.floor(this.now() / DAY_MS) * DAY_MS;
    for (const [projectId, seed] of SEED_WALLETS) {
      const wallet: Wallet = { ...ZERO(seed.currency), ...seed.opening };
      this.#wallets.set(projectId, wallet);
      for (const flow of seed.flows) this.#seedFlow(projectId, wallet, flow, today);
    }
    for (const [projectId, code] of SEED_USED_PROMOS) this.#usedPromos.add(`${projectId}:${code}`);
    for (const seed of SEED_PENDING) {
      const paySystem = PAY_SYSTEMS.find((system) => system.pay_system_id === seed.paySystemId)!;
      const { currency } = this.#wallet(seed.projectId);
      const at = this.now() - seed.minutesAgo * 60_000;
      const payment = this.#newPayment(seed.projectId, seed.amount, currency, paySystem, at, null, seed.paymentId);
      const way = payment.way;
      if (seed.intent && isWallet(way))
        payment.intent = newIntent(way, this.#paying(payment), seed.intent.payer, this.now(), seed.intent.paymentRef);
    }
  }

  #seedFlow(projectId: number, wallet: Wallet, flow: SeedFlow, today: number): void {
    const [hours = 0, minutes = 0] = flow.time.split(':').map(Number);
    const at = today - flow.days * DAY_MS + (hours * 60 + minutes) * 60_000;
    const dateEnd = flow.ends === undefined ? null : isoSeconds(today + flow.ends * DAY_MS);
    const details = flow.title === null ? null : { title: flow.title, date_end: dateEnd };
    const entry = this.#append(wallet, { type: flow.type, amount: flow.amount, on: flow.on, details }, at);
    if (flow.noCurrency) entry.currency = null;
    if (flow.payment) {
      const paySystem = PAY_SYSTEMS.find((system) => system.topup && system.currency === wallet.currency)!;
      const payment = this.#newPayment(projectId, flow.amount, wallet.currency, paySystem, at, null);
      payment.status = flow.payment;
    }
  }

  /** The project's balances now (a due top-up credited first). */
  balancesOf(projectId: number): Balances {
    this.#settleDue();
    const { payment, bonus, profit, currency } = this.#wallet(projectId);
    return { payment, bonus, profit, currency };
  }

  /** The project's money-flow entries the filter lets through, newest first. */
  history(projectId: number, filter: MoneyFilter = {}): MoneyFlowEntry[] {
    this.#settleDue();
    return this.#wallet(projectId)
      .kept.filter(({ entry, on }) => {
        const at = Date.parse(entry.date);
        return (
          (filter.type === undefined || entry.type === filter.type) &&
          (filter.on === undefined || on === filter.on) &&
          (filter.from === undefined || at >= filter.from) &&
          (filter.to === undefined || at <= filter.to)
        );
      })
      .map(({ entry }) => entry)
      .sort((a, b) => b.date.localeCompare(a.date) || b.money_flow_id - a.money_flow_id);
  }

  /** Moves a balance (the payment balance unless named) and appends the entry that says so. */
  record(projectId: number, change: NewEntry): MoneyFlowEntry {
    this.#settleDue();
    return this.#append(this.#wallet(projectId), change, this.now());
  }

  /** Sets balances outright (the control surface): no entry, as an administrator's correction of the seed. */
  set(projectId: number, values: Partial<Balances>): Balances {
    this.#settleDue();
    const wallet = this.#wallet(projectId);
    for (const type of BALANCE_TYPES) if (values[type] !== undefined) wallet[type] = cents(values[type]);
    if (values.currency !== undefined) wallet.currency = values.currency;
    return this.balancesOf(projectId);
  }

  /** A top-up of the project's payment balance, pending until it is paid. */
  createTopUp(projectId: number, amount: number, paySystem: PaySystem, maker: Maker): Payment {
    this.#settleDue();
    return this.#newPayment(projectId, amount, this.#wallet(projectId).currency, paySystem, this.now(), maker);
  }

  /** A payment by its number, whatever its project (the caller checks whose it is). */
  paymentById(paymentId: number): Payment | undefined {
    this.#settleDue();
    return this.#payments.get(paymentId);
  }

  /** The project's payments, newest first. */
  paymentsOf(projectId: number): Payment[] {
    this.#settleDue();
    return [...this.#payments.values()]
      .filter((payment) => payment.projectId === projectId)
      .sort((a, b) => b.created - a.created || b.paymentId - a.paymentId);
  }

  /** What a wallet's intent is made for. */
  #paying(payment: Payment) {
    const { paymentId, projectId, amount, currency } = payment;
    return { paymentId, projectId, amount, currency };
  }

  /**
   * A wallet's intent for the payer's address: the one it has while it holds and names the same payer, else a new
   * one (a new reference and rate). TRON's deposit is watched from when its address is given.
   */
  intentFor(payment: Payment, payer: string | null): Intent {
    const way = payment.way;
    if (!isWallet(way)) throw new Error(`no wallet pays ${way}`);
    const kept = payment.intent;
    if (kept && kept.expires > this.now() && kept.payer === payer) return kept;
    payment.intent = newIntent(way, this.#paying(payment), payer, this.now());
    if (way === 'tron') this.#startClock(payment);
    return payment.intent;
  }

  /** Whether an intent still holds (a transfer for it may still be sent). */
  holds(intent: Intent): boolean {
    return intent.expires > this.now();
  }

  /** A wallet's transfer was sent: the demo sees it confirmed `settleMs` later. */
  submitted(payment: Payment): void {
    payment.submitted = true;
    this.#startClock(payment);
  }

  #startClock(payment: Payment): void {
    payment.dueFrom ??= this.now();
  }

  /** The key of the payment's pay page, made the first time it is asked for. */
  pageOf(payment: Payment): string {
    if (payment.page === undefined) {
      payment.page = randomBytes(16).toString('hex');
      setBounded(this.#pages, payment.page, payment, MAX_PAYMENTS);
    }
    return payment.page;
  }

  /** The payment a pay page is for, while it waits for its payer; undefined for an unknown or a spent page. */
  pendingAt(page: string): Payment | undefined {
    this.#settleDue();
    const payment = this.#pages.get(page);
    return payment?.status === 'pending' ? payment : undefined;
  }

  /** The payer decided on the pay page: the payment paid (credited) or given up. The page is spent. */
  decide(page: string, status: 'paid' | 'canceled'): Payment | undefined {
    const payment = this.pendingAt(page);
    if (!payment) return undefined;
    this.#pages.delete(page);
    return this.settle(payment.paymentId, status);
  }

  /** One of the project's payments, as it is now; another project's is unknown here, as one that does not exist. */
  payment(projectId: number, paymentId: number, field: string): Payment {
    this.#settleDue();
    const found = this.#payments.get(paymentId);
    if (!found || found.projectId !== projectId) {
      throw new RequestError({
        status: 400,
        code: 'unknown_payment',
        field,
        text: moneyMessages.unknownPayment(field),
      });
    }
    return found;
  }

  /**
   * Settles a payment by hand (the control surface): a pending one paid (credited) or canceled (nothing moves); a paid
   * one canceled gives the money back to the bank (a `payment_cancel` entry). Undefined for an unknown payment.
   */
  settle(paymentId: number, status: 'paid' | 'canceled'): Payment | undefined {
    this.#settleDue();
    const payment = this.#payments.get(paymentId);
    if (!payment || payment.status === status || payment.status === 'canceled') return payment;
    const wallet = this.#wallet(payment.projectId);
    const title = payment.paySystem.name;
    if (status === 'paid') {
      payment.status = 'paid';
      this.#append(wallet, { type: 'payment', amount: payment.amount, details: { title, date_end: null } }, this.now());
    } else {
      if (payment.status === 'paid') {
        const details = { title, date_end: null };
        this.#append(wallet, { type: 'payment_cancel', amount: -payment.amount, details }, this.now());
      }
      payment.status = 'canceled';
    }
    return payment;
  }

  /** A promo code by its number: 400 NotFoundException for one that does not exist, 400 for one the project used. */
  promo(projectId: number, code: number): PromoCode {
    const found = PROMO_CODES.find((promo) => promo.code === code);
    if (!found) throw new RequestError({ status: 400, code: 'NotFoundException', text: moneyMessages.promoNotFound() });
    if (this.#usedPromos.has(`${projectId}:${code}`))
      throw new RequestError({ status: 400, code: 'promo_already_used', text: moneyMessages.promoUsed() });
    return found;
  }

  /** Applies a promo code: a top-up grows the bonus balance; a tariff promo is recorded at 0. */
  applyPromo(projectId: number, code: number): PromoCode {
    const promo = this.promo(projectId, code);
    this.#usedPromos.add(`${projectId}:${code}`);
    if (promo.type === 'top_up') {
      const details = { title: promo.name, date_end: null };
      this.record(projectId, { type: 'promo_topup_1', amount: promo.amount ?? 0, on: 'bonus', details });
    } else {
      const details = { title: promo.planTitle ?? promo.name, date_end: null };
      this.record(projectId, { type: 'promo_create_plan_restream_1', amount: 0, details });
    }
    return promo;
  }

  #wallet(projectId: number): Wallet {
    let wallet = this.#wallets.get(projectId);
    if (!wallet) this.#wallets.set(projectId, (wallet = ZERO()));
    return wallet;
  }

  #append(wallet: Wallet, change: NewEntry, at: number): MoneyFlowEntry {
    const on = change.on ?? 'payment';
    const before = wallet[on];
    const date = new Date(at).toISOString();
    const entry: MoneyFlowEntry = {
      money_flow_id: (this.#flowSerial += 1),
      amount: cents(change.amount),
      currency: wallet.currency,
      date,
      type: change.type,
      balance: before,
      details: change.details && { title: change.details.title, date_end: change.details.date_end ?? date },
    };
    wallet[on] = cents(before + change.amount);
    pushBounded(wallet.kept, { entry, on }, MAX_ENTRIES);
    return entry;
  }

  /** A new payment, pending; its number the next free one, or the one a seed gives it. */
  #newPayment(
    projectId: number,
    amount: number,
    currency: Currency,
    paySystem: PaySystem,
    at: number,
    maker: Maker | null,
    paymentId?: number,
  ): Payment {
    if (paymentId === undefined) {
      this.#paymentSerial += 1;
      // Past the numbers the seed gives its unfinished payments.
      while (this.#payments.has(this.#paymentSerial)) this.#paymentSerial += 1;
    }
    const way = wayOf(paySystem);
    const payment: Payment = {
      paymentId: paymentId ?? this.#paymentSerial,
      projectId,
      amount: cents(amount),
      currency,
      type: 'topup',
      status: 'pending',
      paySystem,
      way,
      created: at,
      userId: maker?.userId ?? null,
      returnOrigin: maker?.returnOrigin ?? null,
      // A bank card's is paid by the demo itself; the others wait for their payer.
      dueFrom: way === 'card' ? at : undefined,
    };
    setBounded(this.#payments, payment.paymentId, payment, MAX_PAYMENTS);
    return payment;
  }

  /** Pays every pending top-up whose time has come, oldest first: credited now, with its `payment` entry. */
  #settleDue(): void {
    if (this.settleMs === null) return;
    const now = this.now();
    for (const payment of this.#payments.values()) {
      if (payment.status !== 'pending' || payment.dueFrom === undefined || now - payment.dueFrom < this.settleMs)
        continue;
      payment.status = 'paid';
      const details = { title: payment.paySystem.name, date_end: null };
      this.#append(this.#wallet(payment.projectId), { type: 'payment', amount: payment.amount, details }, now);
    }
  }
}
