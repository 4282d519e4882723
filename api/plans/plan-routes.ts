// The tariff operations of the three kinds, as the real kind has them: everything takes query parameters, the buy is
// a POST and the removal a DELETE on the tariff's own path, and both answer `{success: true}`. Restream's "Get tariff
// for project" is the document's own operation (api/plan-restream.ts); its check before buying is the document's
// "Load data for show card the tariffs v2", read with the same query as the other kinds' checks.
import type { Account } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRequest, type DemoRoute, SUCCESS, pageOf } from '../demo-route.ts';
import { oneOfStrings, paging, queryId } from '../validation.ts';
import type { TariffBook } from './tariff-book.ts';
import { type KindKey, PERIODS, PERIOD_MONTHS, listItemOf } from './tariff-kinds.ts';

type Routes = Partial<Record<DemoOperation, DemoRoute>>;
type Run = (book: TariffBook, request: DemoRequest, account: Account) => unknown;

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

const projectOf = (request: DemoRequest) => queryId(request.query, 'project_id');
const periodOf = (query: URLSearchParams) => PERIOD_MONTHS[oneOfStrings(query.get('period'), 'period', PERIODS)];
const plansOf = (book: TariffBook, request: DemoRequest) =>
  pageOf(
    book.kind.catalog.map((plan) => listItemOf(book.kind, plan)),
    paging(request.query),
  );

function tariffRoutes(kind: KindKey, prefix: string): Routes {
  return {
    [`POST ${prefix}`]: write(kind, 'POST', (book, { query }, account) => {
      const projectId = queryId(query, 'project_id');
      const plan = book.plan(queryId(query, book.kind.idField));
      return book.buy(account, projectId, plan, periodOf(query));
    }),
    [`${prefix}/list`]: read(kind, plansOf),
    [`${prefix}/get_discount`]: read(kind, (book, request) => ({ discount: book.discountPercent(projectOf(request)) })),
  } as Routes;
}

const getRoute = (kind: KindKey) => read(kind, (book, request) => book.tariff(projectOf(request)));

/** Restream's removal names the next plan; the other kinds' name the project only, as the real kind's do. */
const removeRoute = (kind: KindKey, byPlan: boolean) =>
  write(kind, 'DELETE', (book, { query }, account) =>
    book.removeNext(account, queryId(query, 'project_id'), byPlan ? queryId(query, book.kind.idField) : undefined),
  );

const checkRoute = (kind: KindKey) =>
  read(kind, (book, { query }, account) => {
    const projectId = queryId(query, 'project_id');
    const plan = book.plan(queryId(query, book.kind.idField));
    return book.check(account, projectId, plan, periodOf(query));
  });

export const PLAN_ROUTES: Routes = {
  ...tariffRoutes('restream', 'plan_restream'),
  'DELETE plan_restream': removeRoute('restream', true),
  'plan_restream/check': checkRoute('restream'),
  'plan_restream/list/project': read('restream', (book, request) => {
    book.tariff(projectOf(request));
    return plansOf(book, request);
  }),

  plan_transcoding: getRoute('transcoding'),
  ...tariffRoutes('transcoding', 'plan_transcoding'),
  'DELETE plan_transcoding': removeRoute('transcoding', false),
  'plan_transcoding/check': checkRoute('transcoding'),

  plan_storage: getRoute('storage'),
  ...tariffRoutes('storage', 'plan_storage'),
  'DELETE plan_storage': removeRoute('storage', false),
  'plan_storage/check': checkRoute('storage'),
};
