// The money groups, as the real kind names and shapes them (../shared/real-kind-shapes.md, and where the newer
// description changed them ../shared/real-kind-newer.md §2.15, §2.18): a project's full info and its selection with
// the three balances (UserProject), its money flow (MoneyFlow), the pay systems (Pay system), a top-up and its status
// (Payment), and promo codes (Promo); paying a payment by its way and the transactions, pay-routes.ts. Every one is
// about a project of the signed-in account, but the pay systems, which name none: the router checks it for what the
// route needs (api/project-access.ts) — a member's view for a read, the level that spends the project's money for a
// top-up or a promo code's use. money-state.ts keeps the money.
import type { Account } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRequest, type DemoRoute, pageOf } from '../demo-route.ts';
import { LANGUAGES, type Language, messages } from '../messages.ts';
import { planToUser } from '../plans/plan-to-user.ts';
import { RESTREAM, STORAGE, TRANSCODING, type TariffKind, WEBINAR, catalogPlan } from '../plans/tariff-kinds.ts';
import { VERSIONS } from '../refresh-access.ts';
import { projectFor, queryProject } from '../project-access.ts';
import {
  bodyId,
  bodyOneOf,
  invalid,
  jsonBody,
  oneOfStrings,
  paging,
  queryDateTime,
  queryId,
  RequestError,
} from '../validation.ts';
import {
  BALANCE_TYPES,
  MONEY_FLOW_TYPES,
  MONEY_PAGE,
  PAYMENT_TYPES,
  PAY_SYSTEMS,
  type PaySystem,
  cents,
} from './money-kinds.ts';
import { moneyMessages } from './money-messages.ts';
import type { Payment } from './money-state.ts';
import { PAY_ROUTES } from './pay-routes.ts';

const DIGITS = /^[0-9]+$/;
/** The real kind declares `code` a number: digits only, read as one. */
function queryCode(query: URLSearchParams, field: string): number {
  const raw = query.get(field);
  if (raw === null) throw invalid(field, messages.missing(field));
  if (!DIGITS.test(raw) || !Number.isSafeInteger(Number(raw))) throw invalid(field, moneyMessages.notDigits(field));
  return Number(raw);
}

/** An optional filter of the list: left out or empty (the real kind's default ""), it lets everything through. */
function queryFilter<T extends string>(query: URLSearchParams, field: string, allowed: readonly T[]): T | undefined {
  const raw = query.get(field);
  return raw === null || raw === '' ? undefined : oneOfStrings(raw, field, allowed);
}

/** A positive amount in the real kind's units: at most two decimals. */
function bodyAmount(body: Record<string, unknown>, field: string): number {
  const value = body[field];
  if (value === undefined) throw invalid(field, messages.missing(field));
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || cents(value) !== value)
    throw invalid(field, moneyMessages.notAmount(field));
  return value;
}

/** 0 for the account's own project, 1 for one shared with it (a team's), as "List of project for current user" says. */
const isOwned = (account: Account, projectId: number) =>
  account.projects.some((project) => project.projectId === projectId && project.isOwner);

/** A tariff kind's part of the project's info: its current plan (`plan2user`) and that plan as it is sold (`data`). */
function tariffPart(request: DemoRequest, kind: TariffKind, projectId: number) {
  const current = request.state.books[kind.key].tariff(projectId).current as Record<string, unknown> | null | undefined;
  if (!current) return null;
  const index = kind.catalog.findIndex((plan) => plan.id === current.id);
  const plan = typeof current.id === 'number' ? catalogPlan(kind, current.id) : undefined;
  return { plan2user: planToUser(kind, projectId, current), data: plan ? kind.listItem(plan, index) : {} };
}

/** The pay system a top-up goes through: the one named, else the first that tops up a balance in the currency. */
function paySystemFor(body: Record<string, unknown>, currency: PaySystem['currency']): PaySystem {
  if (body.pay_system_id === undefined) {
    const first = PAY_SYSTEMS.find((system) => system.topup === 1 && system.currency === currency);
    if (!first) throw new RequestError({ status: 400, code: 'no_pay_system', text: moneyMessages.noTopUpIn(currency) });
    return first;
  }
  const id = bodyId(body, 'pay_system_id');
  const named = PAY_SYSTEMS.find((system) => system.pay_system_id === id);
  if (!named) throw refusal('unknown_pay_system', 'pay_system_id', moneyMessages.unknownPaySystem('pay_system_id'));
  if (named.topup !== 1) throw refusal('no_topup', 'pay_system_id', moneyMessages.noTopUp());
  if (named.currency !== currency)
    throw refusal('currency_mismatch', 'pay_system_id', moneyMessages.currencyMismatch(named.currency, currency));
  return named;
}

const refusal = (code: string, field: string, text: Record<Language, string>) =>
  new RequestError({ status: 400, code, field, text });

/** The real kind's PaymentStatusResponse: a top-up has no period (null) and no title. */
const statusOf = (payment: Payment) => ({
  payment_id: payment.paymentId,
  amount: payment.amount,
  currency: payment.currency,
  plan_period: null,
  status: payment.status,
  type: payment.type,
});

export const MONEY_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'project/get_project_info': {
    method: 'GET',
    signedIn: true,
    run: (request, account) => {
      const projectId = queryProject(request);
      const { state, query } = request;
      const money = state.money.balancesOf(projectId);
      const owned = isOwned(account, projectId);
      const restream = tariffPart(request, RESTREAM, projectId);
      return {
        v: query.get('v'),
        language: query.get('language'),
        data: {
          project_id: projectId,
          name: state.projects.get(projectId)?.name ?? '',
          fename: '',
          photo_50: '',
          photo_100: '',
          external_id: String(projectId),
          type: owned ? 0 : 1,
          balance_bonus: money.bonus,
          balance_payment: money.payment,
          balance_profit: money.profit,
          // Described as the real kind describes it (a number whose values are "rub" and "usd"); sent as the string.
          currency: money.currency,
          country_id: 0,
        },
        // Each kind's part is null without a current plan; restream's is left out then, as the newer description has
        // it optional and not nullable.
        ...(restream === null ? {} : { restream }),
        transcoding: tariffPart(request, TRANSCODING, projectId),
        storage: tariffPart(request, STORAGE, projectId),
        webinar: tariffPart(request, WEBINAR, projectId),
        access: { access_type: owned ? 2 : 1 },
      };
    },
  },
  'project/select': {
    method: 'GET',
    signedIn: true,
    run: (request, account) => {
      const projectId = projectFor(request.state.team, account, queryId(request.query, 'id'), request.need, 'id');
      const money = request.state.money.balancesOf(projectId);
      return {
        // As "List of project for current user": the project's one name, the family name left empty.
        name: request.state.projects.get(projectId)?.name ?? '',
        fename: '',
        photo_50: '',
        type: isOwned(account, projectId) ? 0 : 1,
        external_id: String(projectId),
        internal_id: projectId,
        countrie_id: 0,
        balance_bonus: money.bonus,
        balance_payment: money.payment,
        balance_profit: money.profit,
        currency: money.currency,
      };
    },
  },
  'money_flow/list': {
    method: 'GET',
    signedIn: true,
    run: (request) => {
      const { query, state } = request;
      const projectId = queryProject(request);
      const page = paging(query, MONEY_PAGE);
      const filter = {
        from: queryDateTime(query, 'date_from'),
        to: queryDateTime(query, 'date_to'),
        type: queryFilter(query, 'type', MONEY_FLOW_TYPES),
        on: queryFilter(query, 'balance_type', BALANCE_TYPES),
      };
      return pageOf(state.money.history(projectId, filter), page);
    },
  },
  // No project and no `v` or `language`, as the real kind describes it.
  'pay-system/list': {
    method: 'GET',
    signedIn: true,
    common: false,
    run: () => ({ results: PAY_SYSTEMS.map((system) => ({ ...system })) }),
  },
  'POST payment': {
    method: 'POST',
    signedIn: true,
    status: 201,
    run: ({ body, contentType, state, pageOrigin, isOurs }, account) => {
      const fields = jsonBody(contentType, body);
      // The real kind repeats `v` and `language` in the body; taken from the query here, checked when sent.
      if (fields.v !== undefined) bodyOneOf(fields, 'v', VERSIONS);
      if (fields.language !== undefined) bodyOneOf(fields, 'language', LANGUAGES);
      const projectId = bodyId(fields, 'project_id');
      const type = bodyOneOf(fields, 'type', PAYMENT_TYPES);
      if (type !== 'topup') throw refusal('topup_only', 'type', moneyMessages.topUpOnly());
      const amount = bodyAmount(fields, 'amount');
      const { currency } = state.money.balancesOf(projectId);
      const paySystem = paySystemFor(fields, currency);
      if (amount < paySystem.min_amount || amount > paySystem.max_amount) {
        const text = moneyMessages.amountRange('amount', paySystem.min_amount, paySystem.max_amount, currency);
        throw refusal('invalid_request', 'amount', text);
      }
      // A pay page sends the payer back to the dashboard the payment was made from, where it is one this service serves.
      const returnOrigin = pageOrigin !== undefined && isOurs(pageOrigin) ? pageOrigin : null;
      const payment = state.money.createTopUp(projectId, amount, paySystem, { userId: account.userId, returnOrigin });
      return {
        payment_id: payment.paymentId,
        pay_name: paySystem.name,
        pay_id: String(paySystem.pay_system_id),
        pay_key: `demo-${payment.paymentId}`,
      };
    },
  },
  payment: {
    method: 'GET',
    signedIn: true,
    run: (request) => {
      const paymentId = queryId(request.query, 'payId');
      const projectId = queryProject(request);
      return statusOf(request.state.money.payment(projectId, paymentId, 'payId'));
    },
  },
  'promo/check': {
    method: 'GET',
    signedIn: true,
    run: (request) => {
      const projectId = queryProject(request);
      const { id, name, type } = request.state.money.promo(projectId, queryCode(request.query, 'code'));
      return { name, id, type };
    },
  },
  'promo/apply': {
    method: 'GET',
    signedIn: true,
    run: (request) => {
      const projectId = queryProject(request);
      const promo = request.state.money.applyPromo(projectId, queryCode(request.query, 'code'));
      return { result: promo.type === 'top_up' ? 'top_up' : 'tariff' };
    },
  },
  ...PAY_ROUTES,
};
