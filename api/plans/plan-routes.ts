// The tariff operations of the four kinds, as the real kind has them: everything takes query parameters, the buy is
// a POST and the removal a DELETE on the tariff's own path, the renewal a POST on its `/prolongation`, and all three
// answer `{success: true}`; the lists answer `{results}` whole, the discounts `{month, year}` for everyone. Restream's
// "Get tariff for project" is the document's own operation (api/plan-restream.ts).
import type { Account } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRequest, type DemoRoute, SUCCESS } from '../demo-route.ts';
import { queryProject } from '../project-access.ts';
import { oneOfNumbers, oneOfStrings, queryBoolean, queryId } from '../validation.ts';
import { renewalCheck, restreamCheck, statusOf, webinarCheck } from './plan-checks.ts';
import type { TariffBook } from './tariff-book.ts';
import { type KindKey, PERIODS, RESTREAM, type Slot, priceOf } from './tariff-kinds.ts';

type Routes = Partial<Record<DemoOperation, DemoRoute>>;
type Run = (book: TariffBook, request: DemoRequest, account: Account) => unknown;

/**
 * The project a read or a write names is checked before it runs (api/project-access.ts): a read's is one the account
 * is a member of; a buy's, a removal's or a renewal's one whose money the account's level there may spend. A read
 * that names no project (the plan lists, the discounts) is anyone's who is signed in.
 */
const read = (kind: KindKey, run: Run): DemoRoute => ({
  method: 'GET',
  signedIn: true,
  run: (request, account) => run(request.state.books[kind], request, account),
});
const write = (kind: KindKey, method: 'POST' | 'DELETE', run: Run): DemoRoute => ({
  method,
  signedIn: true,
  run: (request, account) => {
    run(request.state.books[kind], request, account);
    return SUCCESS;
  },
});

const periodOf = (query: URLSearchParams) => oneOfStrings(query.get('period'), 'period', PERIODS);
const listOf = (book: TariffBook) => book.kind.catalog.map((plan, index) => book.kind.listItem(plan, index));

function tariffRoutes(kind: KindKey, prefix: string): Routes {
  return {
    [`POST ${prefix}`]: write(kind, 'POST', (book, { query }) => {
      const projectId = queryId(query, 'project_id');
      const plan = book.plan(queryId(query, book.kind.idField));
      book.buy(projectId, plan, book.units(plan, query), periodOf(query));
    }),
    [`${prefix}/get_discount`]: read(kind, (book) => book.kind.discount),
    // Whether the project's plan of the kind renews when it ends: a write of its money, as a buy is.
    [`${prefix}/prolongation`]: write(kind, 'POST', (book, { query }) =>
      book.setProlongation(queryId(query, 'project_id'), queryBoolean(query, 'enabled')),
    ),
  } as Routes;
}

const getRoute = (kind: KindKey) => read(kind, (book, request) => book.tariff(queryProject(request)));

/** Restream's removal names the next plan; the other kinds' name the project only, as the real kind's do. */
const removeRoute = (kind: KindKey, byPlan: boolean) =>
  write(kind, 'DELETE', (book, { query }) =>
    book.removeNext(queryId(query, 'project_id'), byPlan ? queryId(query, book.kind.idField) : undefined),
  );

/** Transcoding's and storage's check: what renewing costs, from the project's balances. */
const renewal: Run = (book, request) => {
  const projectId = queryProject(request);
  book.tariff(projectId);
  return renewalCheck(book, request.state.money.balancesOf(projectId), projectId);
};

/** A slot's limits as the real kind's own tariff gives them: only those that are numbers. */
const limitsOf = (slot: Slot) =>
  Object.fromEntries(
    ['id', 'channel_max', 'bitrate_max'].flatMap((name) =>
      typeof slot[name] === 'number' ? [[name, slot[name]]] : [],
    ),
  );
const dateOf = (slot: Slot | null | undefined) => (typeof slot?.date_end === 'string' ? slot.date_end : undefined);

/**
 * The project's plans as the real kind's list gives them beside each plan (PlanRestreamForProjectV2): the previous
 * and the next only where there are, the next from when it starts (the current plan's end, as a buy schedules it).
 * Every demo project has a current plan; one without would send none, nor a next one (when it starts is not kept).
 */
function ownTariffOf(slots: Record<string, unknown>) {
  const slot = (name: string) => (slots[name] ?? null) as Slot | null;
  const [before, current, next] = [slot('before'), slot('current'), slot('next')];
  const ended = (of: Slot) => ({ ...limitsOf(of), date_end: dateOf(of) });
  const start = dateOf(current);
  return {
    ...(before ? { before: ended(before) } : {}),
    ...(current ? { current: ended(current) } : {}),
    ...(next && start ? { next: { ...limitsOf(next), date_start: start } } : {}),
  };
}

/** The project's list: each plan with its price for both periods, whether it is the current plan or a step up or
 * down from it, and the project's own tariff. */
function restreamForProject(book: TariffBook, request: DemoRequest) {
  const projectId = queryProject(request);
  const slots = book.tariff(projectId);
  const current = slots.current as Slot | null | undefined;
  const ownTariff = ownTariffOf(slots);
  const { currency } = request.state.money.balancesOf(projectId);
  return {
    results: RESTREAM.catalog.map((plan, index) => {
      const status = statusOf(RESTREAM, plan, current);
      return {
        plan_restream_id: plan.id,
        title: plan.title,
        active: true,
        count_channel_max: plan.fields.channel_max,
        type: 'paid_fix',
        bitrate_max: plan.fields.bitrate_max,
        index,
        price: {
          month: priceOf(RESTREAM, plan, 1, 'month', currency),
          year: priceOf(RESTREAM, plan, 1, 'year', currency),
        },
        // With no plan running, every plan is a step up.
        status: status === 'new' ? 'upgrade' : status,
        feature: [],
        own_tariff: ownTariff,
      };
    }),
  };
}

export const PLAN_ROUTES: Routes = {
  ...tariffRoutes('restream', 'plan_restream'),
  'DELETE plan_restream': removeRoute('restream', true),
  'plan_restream/check': read('restream', (book, { query, state }) => {
    const projectId = queryId(query, 'project_id');
    const plan = book.plan(queryId(query, book.kind.idField));
    const period = periodOf(query);
    book.tariff(projectId);
    return restreamCheck(book, state.money.balancesOf(projectId).currency, projectId, plan, period);
  }),
  'plan_restream/list': read('restream', (book) => ({ results: listOf(book), feature: { results: [] } })),
  'plan_restream/list/project': read('restream', restreamForProject),

  plan_transcoding: getRoute('transcoding'),
  ...tariffRoutes('transcoding', 'plan_transcoding'),
  'DELETE plan_transcoding': removeRoute('transcoding', false),
  'plan_transcoding/list': read('transcoding', (book) => ({ results: listOf(book) })),
  'plan_transcoding/check': read('transcoding', renewal),

  plan_storage: getRoute('storage'),
  ...tariffRoutes('storage', 'plan_storage'),
  'DELETE plan_storage': removeRoute('storage', false),
  'plan_storage/list': read('storage', (book) => ({ results: listOf(book) })),
  'plan_storage/check': read('storage', renewal),

  plan_webinar: getRoute('webinar'),
  ...tariffRoutes('webinar', 'plan_webinar'),
  'DELETE plan_webinar': removeRoute('webinar', false),
  'plan_webinar/list': read('webinar', (book) => ({ results: listOf(book) })),
  'plan_webinar/check': read('webinar', (book, { query, state }) => {
    const projectId = queryId(query, 'project_id');
    const plan = book.plan(queryId(query, book.kind.idField));
    const period = periodOf(query);
    // "Is select balance": whether the payment balance pays (1, as when it is left out) or is left as it is (0).
    const raw = query.get('use_balance');
    const useBalance = raw === null || oneOfNumbers(raw, 'use_balance', [0, 1]) === 1;
    book.tariff(projectId);
    return webinarCheck(book, state.money.balancesOf(projectId).currency, projectId, plan, period, useBalance);
  }),
};
