// The tariff operations of the three kinds. Reads take the project (and plan) as query parameters, writes a JSON
// body; buy and remove answer the project's tariff as it is afterwards. Restream's "Get tariff for project" is the
// document's own operation (api/plan-restream.ts); its check before buying is the document's "Load data for show
// card the tariffs v2", read with the same query as the other kinds' checks.
import type { Account } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRequest, type DemoRoute, pageOf } from '../demo-route.ts';
import { bodyId, jsonBody, oneOfNumbers, paging, queryId } from '../validation.ts';
import type { TariffBook } from './tariff-book.ts';
import { type KindKey, PERIODS, listItemOf } from './tariff-kinds.ts';

type Routes = Partial<Record<DemoOperation, DemoRoute>>;
type Run = (book: TariffBook, request: DemoRequest, account: Account) => unknown;

const read = (kind: KindKey, run: Run): DemoRoute => ({
  method: 'GET',
  signedIn: true,
  run: (request, account) => run(request.state.books[kind], request, account),
});
const write = (
  kind: KindKey,
  run: (book: TariffBook, body: Record<string, unknown>, account: Account) => unknown,
): DemoRoute => ({
  method: 'POST',
  signedIn: true,
  run: (request, account) => run(request.state.books[kind], jsonBody(request.contentType, request.body), account),
});

const projectOf = (request: DemoRequest) => queryId(request.query, 'project_id');
const plansOf = (book: TariffBook, request: DemoRequest) =>
  pageOf(
    book.kind.catalog.map((plan) => listItemOf(book.kind, plan)),
    paging(request.query),
  );

function tariffRoutes(kind: KindKey, prefix: string, list = 'list'): Routes {
  return {
    [`${prefix}/buy`]: write(kind, (book, body, account) => {
      const projectId = bodyId(body, 'project_id');
      const plan = book.plan(bodyId(body, book.kind.idField));
      return book.buy(account, projectId, plan, oneOfNumbers(body.period, 'period', PERIODS));
    }),
    [`${prefix}/${list}`]: read(kind, plansOf),
    [`${prefix}/discount`]: read(kind, (book, request) => ({ discount: book.discountPercent(projectOf(request)) })),
  } as Routes;
}

const getRoute = (kind: KindKey) => read(kind, (book, request) => book.tariff(projectOf(request)));

const removeAfterRoute = (kind: KindKey) =>
  write(kind, (book, body, account) => {
    const projectId = bodyId(body, 'project_id');
    return book.removeNext(account, projectId, bodyId(body, book.kind.idField));
  });

const checkRoute = (kind: KindKey) =>
  read(kind, (book, { query }, account) => {
    const projectId = queryId(query, 'project_id');
    const plan = book.plan(queryId(query, book.kind.idField));
    return book.check(account, projectId, plan, oneOfNumbers(query.get('period'), 'period', PERIODS));
  });

export const PLAN_ROUTES: Routes = {
  ...tariffRoutes('restream', 'plan_restream'),
  'plan_restream/remove_after': removeAfterRoute('restream'),
  'plan_restream/check': checkRoute('restream'),
  'plan_restream/list_for_project': read('restream', (book, request) => {
    book.tariff(projectOf(request));
    return plansOf(book, request);
  }),

  plan_transcoding: getRoute('transcoding'),
  ...tariffRoutes('transcoding', 'plan_transcoding'),
  'plan_transcoding/remove_after': removeAfterRoute('transcoding'),
  'plan_transcoding/check': checkRoute('transcoding'),

  plan_storage: getRoute('storage'),
  ...tariffRoutes('storage', 'plan_storage', 'info'),
  'plan_storage/remove_next': write('storage', (book, body, account) =>
    book.removeNext(account, bodyId(body, 'project_id'), undefined),
  ),
  'plan_storage/check': checkRoute('storage'),
};
