// The fixture's cabinet operations (fixture-cabinet-description.ts), with state: who is signed in, their projects,
// Logout (ends the sign-in at the contract API that issued it), and the three tariff kinds with a balance. Restream's
// slots are the contract API's own projects' plans, so GET /method/plan_restream shows what was bought or removed.
import type { ContractApi } from '../../api/contract-api.ts';
import { FIXTURE_KINDS } from './fixture-cabinet-description.ts';
import { nestError, validation } from './nest-errors.ts';

type Slot = Record<string, unknown>;
type Tariff = { before: Slot | null; current: Slot | null; next: Slot | null };
type Plan = { id: number; title: string; price: number; fields: Record<string, number> };
type Kind = 'transcoding' | 'storage';
export type CabinetAnswer = { status: number; body: unknown };

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const addMonths = (date: string, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return iso(next.getTime());
};

export const FIXTURE_USERS: Record<
  string,
  { id: number; username: string; email: string; projects: { project_id: number; title: string }[] }
> = {
  u1: {
    id: 501,
    username: 'anna_stream',
    email: 'anna@example.com',
    projects: [
      { project_id: 42, title: 'Основной канал' },
      { project_id: 7, title: 'Второй канал' },
      { project_id: 33, title: 'Тестовый стенд' },
    ],
  },
  u2: {
    id: 502,
    username: 'boris_live',
    email: 'boris@example.com',
    projects: [{ project_id: 21, title: 'Подкаст Бориса' }],
  },
};

/** "Get user profile" as the real kind answers it; the person wrote their handle as the first name. */
const profileOf = (person: (typeof FIXTURE_USERS)[string]) => ({
  id: person.id,
  type: 0,
  firstName: person.username,
  lastName: '',
  photo: '',
  refId: `ref${person.id}`,
  partners: 0,
  referralsIncome: '0',
  scope: 0,
  currency: 'rub',
  countrie_id: 1,
  language: 'ru',
  balance: 0,
  lastProjectId: person.projects[0]?.project_id ?? null,
});

const plan = (id: number, title: string, price: number, fields: Record<string, number>): Plan => ({
  id,
  title,
  price,
  fields,
});
const PLANS: Record<Kind | 'restream', Plan[]> = {
  restream: [
    plan(1, 'Старт', 190, { channel_max: 1, bitrate_max: 3000 }),
    plan(2, 'Базовый', 390, { channel_max: 3, bitrate_max: 4000 }),
    plan(3, 'Стандарт', 790, { channel_max: 5, bitrate_max: 6000 }),
    plan(4, 'Про', 1490, { channel_max: 10, bitrate_max: 12000 }),
  ],
  // A plan whose id is 0: it is scheduled next on project 42.
  transcoding: [
    plan(0, 'Пробный', 0, { stream_count: 1 }),
    plan(1, 'Транскодер S', 300, { stream_count: 2 }),
    plan(2, 'Транскодер M', 600, { stream_count: 5 }),
    plan(3, 'Транскодер L', 1100, { stream_count: 10 }),
  ],
  storage: [
    plan(1, '100 ГБ', 150, { size: 100 }),
    plan(2, '500 ГБ', 450, { size: 500 }),
    plan(3, '2 ТБ', 1200, { size: 2000 }),
  ],
};
const DISCOUNTS: Record<Kind | 'restream', Record<number, number>> = {
  restream: { 42: 20 },
  transcoding: { 42: 10 },
  storage: {},
};

function slotOf(kind: Kind, bought: Plan, period: number, date: { date_end: string } | { date_start: string }): Slot {
  return { id: bought.id, title: bought.title, ...bought.fields, ...(kind === 'storage' ? { period } : {}), ...date };
}

function seed(now: number) {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const day = (days: number) => iso(today + days * DAY_MS);
  const find = (kind: Kind, id: number) => PLANS[kind].find((candidate) => candidate.id === id)!;
  const tariffs: Record<Kind, Map<number, Tariff>> = {
    transcoding: new Map([
      [
        42,
        {
          before: slotOf('transcoding', find('transcoding', 1), 1, { date_end: day(-30) }),
          current: slotOf('transcoding', find('transcoding', 2), 1, { date_end: day(12) }),
          next: slotOf('transcoding', find('transcoding', 0), 1, { date_start: day(12) }),
        },
      ],
      [
        7,
        { before: null, current: slotOf('transcoding', find('transcoding', 1), 1, { date_end: day(20) }), next: null },
      ],
    ]),
    storage: new Map([
      [
        42,
        {
          before: null,
          current: slotOf('storage', find('storage', 1), 1, { date_end: day(12) }),
          next: slotOf('storage', find('storage', 2), 12, { date_start: day(12) }),
        },
      ],
    ]),
  };
  return {
    today: day(0),
    tariffs,
    balances: new Map([
      ['u1', 3000],
      ['u2', 100],
    ]),
  };
}

export function createCabinet(api: ContractApi, now: () => number = Date.now) {
  let state = seed(now());

  const bad = (property: string, text: string): CabinetAnswer => ({
    status: 400,
    body: validation(property, { isValid: text }),
  });
  const ok: CabinetAnswer = { status: 200, body: { success: true } };
  // The real kind's discount: one for a month's purchase and one for a year's; this fixture gives the same to both.
  const discountOf = (percent: number | undefined) => ({ month: percent ?? 0, year: percent ?? 0 });
  const page = <T>(items: T[], query: URLSearchParams): CabinetAnswer => {
    const limit = Number(query.get('limit') ?? 10);
    const offset = Number(query.get('offset') ?? 0);
    return { status: 200, body: { total: items.length, limit, offset, results: items.slice(offset, offset + limit) } };
  };
  const tariffOf = (kind: Kind, projectId: number): Tariff => {
    const tariffs = state.tariffs[kind];
    if (!tariffs.has(projectId)) tariffs.set(projectId, { before: null, current: null, next: null });
    return tariffs.get(projectId)!;
  };
  const listItem = (kind: Kind | 'restream', { id, title, price, fields }: Plan) => ({
    [kind === 'restream' ? 'plan_restream_id' : FIXTURE_KINDS[kind].idField]: id,
    title,
    ...fields,
    price,
  });

  /** What buying would cost: the figures of "check before buy", in this service's own names. */
  function figures(
    user: string,
    kind: Kind | 'restream',
    projectId: number,
    bought: Plan,
    period: number,
    next: Slot | null | undefined,
  ) {
    const amount = bought.price * period;
    const discount = Math.round((amount * (DISCOUNTS[kind][projectId] ?? 0)) / 100);
    const replaced = next ? PLANS[kind].find((candidate) => candidate.id === next.id) : undefined;
    const refund = replaced?.price ?? 0;
    const toPay = Math.max(0, amount - discount - refund);
    const balance = state.balances.get(user) ?? 0;
    return {
      amount,
      discount_amount: discount,
      refund_amount: refund,
      to_pay: toPay,
      balance,
      enough_money: balance >= toPay,
    };
  }

  /**
   * A check before buying, read with the buy's values as its query (the real kind's check takes the project only),
   * answered in the real kind's shape.
   */
  function check(user: string, kind: Kind, query: URLSearchParams): CabinetAnswer {
    const idField = FIXTURE_KINDS[kind].idField;
    const projectId = Number(query.get('project_id'));
    const bought = PLANS[kind].find((candidate) => candidate.id === Number(query.get(idField)));
    const period = Number(query.get('period'));
    if (!bought || query.get(idField) === '') return bad(idField, `${idField} must be a plan of the list`);
    if (period !== 1 && period !== 12) return bad('period', 'period must be one of the following values: 1, 12');
    const figure = figures(user, kind, projectId, bought, period, tariffOf(kind, projectId).next);
    return {
      status: 200,
      body: {
        amount: figure.amount - figure.discount_amount,
        balance: {
          balance: figure.balance,
          currency: 'rub',
          balances_allow: ['payment'],
          balances_values: { payment: figure.balance, bonus: 0, profit: 0 },
        },
        refund: { current: 0, after: figure.refund_amount },
      },
    };
  }

  function buy(user: string, kind: Kind | 'restream', body: Record<string, unknown>): CabinetAnswer {
    const idField = kind === 'restream' ? 'plan_restream_id' : FIXTURE_KINDS[kind].idField;
    const projectId = body.project_id;
    if (typeof projectId !== 'number' || !api.projects.has(projectId))
      return bad('project_id', 'project_id must be a known project');
    const bought = PLANS[kind].find((candidate) => candidate.id === body[idField]);
    if (!bought) return bad(idField, `${idField} must be a plan of the list`);
    const period = body.period;
    if (period !== 1 && period !== 12) return bad('period', 'period must be one of the following values: 1, 12');
    const slots =
      kind === 'restream' ? (api.projects.get(projectId)!.plan as Partial<Tariff>) : tariffOf(kind, projectId);
    const check = figures(user, kind, projectId, bought, period, slots.next);
    if (!check.enough_money)
      return { status: 400, body: nestError('BadRequestException', 'Недостаточно средств на балансе') };
    const currentEnd = slots.current?.date_end;
    const start = typeof currentEnd === 'string' && currentEnd > state.today ? currentEnd : state.today;
    slots.next =
      kind === 'restream'
        ? {
            id: bought.id,
            ...bought.fields,
            support_custom_channel: true,
            custom_video: 0,
            date_end: addMonths(start, period),
          }
        : slotOf(kind, bought, period, { date_start: start });
    state.balances.set(user, check.balance - check.to_pay);
    return ok;
  }

  function kindOperation(
    kind: Kind,
    route: string,
    user: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): CabinetAnswer | undefined {
    const { prefix, idField } = FIXTURE_KINDS[kind];
    const projectId = Number(query.get('project_id') ?? body.project_id);
    switch (route) {
      case `GET ${prefix}/tariff`:
        return api.projects.has(projectId)
          ? { status: 200, body: tariffOf(kind, projectId) }
          : bad('project_id', 'project_id must be a known project');
      case `POST ${prefix}/remove_after_tariff`:
      case `POST ${prefix}/remove_next_tariff`: {
        if (!api.projects.has(projectId)) return bad('project_id', 'project_id must be a known project');
        const slots = tariffOf(kind, projectId);
        if (!slots.next) return bad('project_id', 'Нет следующего тарифа');
        if (kind === 'transcoding' && body[idField] !== slots.next.id)
          return bad(idField, `${idField} must be the next plan's id`);
        const refunded = PLANS[kind].find((candidate) => candidate.id === slots.next?.id)?.price ?? 0;
        state.balances.set(user, (state.balances.get(user) ?? 0) + refunded);
        slots.next = null;
        return ok;
      }
      case `POST ${prefix}/buy_tariff`:
        return buy(user, kind, body);
      case `GET ${prefix}/tariffs`:
        return { status: 200, body: { results: PLANS[kind].map((item) => listItem(kind, item)) } };
      case `GET ${prefix}/discount_percent`:
        return { status: 200, body: discountOf(DISCOUNTS[kind][projectId]) };
      case `GET ${prefix}/check_buy`:
        return check(user, kind, query);
      default:
        return undefined;
    }
  }

  return {
    /** Answers one of the cabinet's operations, or undefined when the route is not one. `user`: the token's subject. */
    answer(
      route: string,
      user: string | undefined,
      query: URLSearchParams,
      rawBody: unknown,
    ): CabinetAnswer | undefined {
      const body = (typeof rawBody === 'object' && rawBody !== null ? rawBody : {}) as Record<string, unknown>;
      // Signing out must work with an expired access token: Logout is the one operation that needs none.
      if (route === 'POST /method/auth/sign_out') {
        if (typeof body.refresh_token !== 'string' || body.refresh_token === '')
          return bad('refresh_token', 'refresh_token must be a string');
        api.logOut(body.refresh_token);
        return ok;
      }
      const isCabinet =
        /^(GET|POST) \/method\/(user_project\/my|auth\/user|user\/me|plan_restream\/(purchase|tariffs|project_tariffs|discount_percent)|transcoding\/|storage\/)/.test(
          route,
        );
      if (!isCabinet) return undefined;
      const person = user === undefined ? undefined : FIXTURE_USERS[user];
      if (!user || !person) return { status: 401, body: nestError('UnauthorizedException', 'Unauthorized') };
      const projectId = Number(query.get('project_id') ?? body.project_id);
      switch (route) {
        case 'GET /method/user_project/my':
          return page(person.projects, query);
        case 'GET /method/auth/user':
          return { status: 200, body: { id: person.id, username: person.username, email: person.email } };
        case 'GET /method/user/me':
          return { status: 200, body: profileOf(person) };
        case 'POST /method/plan_restream/purchase':
          return buy(user, 'restream', body);
        case 'GET /method/plan_restream/tariffs':
        case 'GET /method/plan_restream/project_tariffs':
          return { status: 200, body: { results: PLANS.restream.map((item) => listItem('restream', item)) } };
        case 'GET /method/plan_restream/discount_percent':
          return { status: 200, body: discountOf(DISCOUNTS.restream[projectId]) };
        default:
          return (
            kindOperation('transcoding', route, user, query, body) ??
            kindOperation('storage', route, user, query, body) ?? {
              status: 404,
              body: nestError('NotFoundException', `Cannot ${route}`),
            }
          );
      }
    },
    balance: (user: string) => state.balances.get(user),
    reset: () => {
      state = seed(now());
    },
  };
}

export type Cabinet = ReturnType<typeof createCabinet>;
