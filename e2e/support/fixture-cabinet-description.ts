// The fixture's description of the cabinet's operations (projects, who is signed in, Logout, the three tariff kinds),
// written as NestJS's Swagger module prints them for services of this kind and independently of the contract API's:
// other paths and operationIds, each slot wrapped as `{description, allOf: [{$ref}]}` (some with an `example: 1`
// beside it), a base list whose `results` are strings and which each concrete list redeclares, a next slot with a
// `date_start` where the others have a `date_end`, project items with a `title`, an identity of `{id, username,
// email}`, a Logout body of `{refresh_token}`, a check before buying in the real kind's shape (`{amount, balance:
// {…}, refund: {current, after}}`) but told the plan and period the buy will send (the real kind's takes the project
// only: the contract API answers that way), and a plan whose id is 0 (scheduled next on project 42's transcoding).

import {
  PAGING as paging,
  PROJECT_ID as projectId,
  answer,
  body,
  nested,
  num,
  operation,
  parameter,
  ref,
  resultsOf,
  str,
  dateTime as date,
  listOf as listOfBase,
  arrayOf,
  object,
} from '../../src/testing/description-builder.ts';

const query = (name: string, description: string, schema?: Record<string, unknown>) =>
  parameter(name, { description, ...(schema ? { schema } : {}) });

type Op = {
  tag: string;
  summary: string;
  id: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: unknown;
};
const op = ({ tag, summary, id, ...rest }: Op) => operation({ group: tag, summary, operationId: id, ...rest });

/** The paths of the three kinds: [kind's path prefix, group, controller, plan id field, buy's name, list's name, …]. */
type KindNames = {
  prefix: string;
  group: string;
  controller: string;
  idField: string;
  buy: string;
  list: string;
  discount: string;
  check?: string;
};
export const FIXTURE_KINDS: Record<'transcoding' | 'storage', KindNames> = {
  transcoding: {
    prefix: '/method/transcoding',
    group: 'PlanTranscoding',
    controller: 'PlanTranscodingController',
    idField: 'plan_transcoding_id',
    buy: 'Buy transcoder tariff',
    list: 'Get list of transcoding tariffs',
    discount: 'Get discount transcoding',
    check: 'Check transcoding tariff before buy',
  },
  storage: {
    prefix: '/method/storage',
    group: 'PlanStorage',
    controller: 'PlanStorageController',
    idField: 'plan_storage_id',
    buy: 'Buy storage tariff',
    list: 'Get info for storage tariff',
    discount: 'Get discount of storage',
    check: 'Check storage tariff before buy',
  },
};

function kindPaths(kind: 'transcoding' | 'storage'): Record<string, unknown> {
  const names = FIXTURE_KINDS[kind];
  const dto = kind === 'transcoding' ? 'Transcoding' : 'Storage';
  const planQuery = query(names.idField, 'Идентификатор тарифа');
  return {
    [`${names.prefix}/tariff`]: {
      get: op({
        tag: names.group,
        summary: 'Get tariff for project',
        id: `${names.controller}_get`,
        parameters: [projectId],
        responses: answer(`Plan${dto}ProjectDto`, 'Тариф'),
      }),
    },
    [kind === 'transcoding' ? `${names.prefix}/remove_after_tariff` : `${names.prefix}/remove_next_tariff`]: {
      post: op({
        tag: names.group,
        summary: kind === 'transcoding' ? 'Remove after tariff' : 'Remove next tariff',
        id: `${names.controller}_removeNext`,
        requestBody: body(kind === 'transcoding' ? 'RemoveTranscodingDto' : 'RemoveStorageDto'),
        responses: answer('SuccessResponse'),
      }),
    },
    [`${names.prefix}/buy_tariff`]: {
      post: op({
        tag: names.group,
        summary: names.buy,
        id: `${names.controller}_buy`,
        requestBody: body(`Buy${dto}Dto`),
        responses: answer('SuccessResponse'),
      }),
    },
    [`${names.prefix}/tariffs`]: {
      get: op({
        tag: names.group,
        summary: names.list,
        id: `${names.controller}_list`,
        parameters: paging,
        responses: answer(`${dto}TariffListResponse`, 'Список'),
      }),
    },
    [`${names.prefix}/discount_percent`]: {
      get: op({
        tag: names.group,
        summary: names.discount,
        id: `${names.controller}_discount`,
        parameters: [projectId],
        responses: answer('DiscountDto'),
      }),
    },
    [`${names.prefix}/check_buy`]: {
      get: op({
        tag: names.group,
        summary: names.check ?? '',
        id: `${names.controller}_check`,
        parameters: [projectId, planQuery, query('period', 'Период, месяцев', { type: 'number', enum: [1, 12] })],
        responses: answer(`Plan${dto}CheckResponse`, 'Расчёт'),
      }),
    },
  };
}

export function cabinetPaths(): Record<string, unknown> {
  return {
    '/method/user_project/my': {
      get: op({
        tag: 'UserProject',
        summary: 'List of project for current user',
        id: 'UserProjectController_my',
        parameters: paging,
        responses: answer('UserProjectListResponse', 'Список'),
      }),
    },
    '/method/auth/user': {
      get: op({
        tag: 'Auth',
        summary: 'Get basic data for auth user',
        id: 'AuthController_user',
        // As the real kind's: an answer, but none described.
        responses: { '200': { description: 'Пользователь' } },
      }),
    },
    '/method/user/me': {
      get: op({
        tag: 'User',
        summary: 'Get user profile',
        id: 'UserController_profile',
        responses: answer('UserProfileDto', 'Профиль'),
      }),
    },
    '/method/auth/sign_out': {
      post: op({
        tag: 'Auth',
        summary: 'Logout',
        id: 'AuthController_logout',
        requestBody: body('LogoutDto'),
        responses: answer('SuccessResponse'),
      }),
    },
    '/method/plan_restream/purchase': {
      post: op({
        tag: 'PlanRestream',
        summary: 'Buy restream tariff',
        id: 'PlanRestreamController_buy',
        requestBody: body('BuyRestreamDto'),
        responses: answer('SuccessResponse'),
      }),
    },
    '/method/plan_restream/tariffs': {
      get: op({
        tag: 'PlanRestream',
        summary: 'Get list of restream tariffs',
        id: 'PlanRestreamController_list',
        parameters: paging,
        responses: answer('RestreamTariffListResponse', 'Список'),
      }),
    },
    '/method/plan_restream/project_tariffs': {
      get: op({
        tag: 'PlanRestream',
        summary: 'Get list of restream tariffs for project',
        id: 'PlanRestreamController_listForProject',
        parameters: [projectId, ...paging],
        responses: answer('RestreamProjectTariffListResponse', 'Список'),
      }),
    },
    '/method/plan_restream/discount_percent': {
      get: op({
        tag: 'PlanRestream',
        summary: 'Get discount restream',
        id: 'PlanRestreamController_discount',
        parameters: [projectId],
        responses: answer('DiscountDto'),
      }),
    },
    ...kindPaths('transcoding'),
    ...kindPaths('storage'),
  };
}

/** The concrete list: the base, with `results` redeclared as the items. */
const listOf = (item: string) => listOfBase(item, 'ListResponse');
/** A slot as the framework prints a nested DTO: a description beside an `allOf` of one reference. */
const slot = (schema: string, description: string, example = false) =>
  nested(schema, description, { ...(example ? { example: 1 } : {}), nullable: true });
/** The check before buying a transcoding or storage plan, as the real kind answers it. */
const checkResponse = () =>
  object({
    amount: num('Стоимость'),
    balance: nested('BalanceForPayResponse', 'Чем платить'),
    refund: nested('PlanRefund', 'Возвраты'),
  });
const tariff = (ended: string, next: string) =>
  object({
    before: slot(ended, 'Предыдущий тариф'),
    current: slot(ended, 'Текущий тариф', true),
    next: slot(next, 'Следующий тариф', true),
  });
const buyDto = (idField: string) =>
  object(
    {
      project_id: num('Идентификатор проекта'),
      [idField]: num('Идентификатор тарифа', { example: 1 }),
      period: num('Период, месяцев', { enum: [1, 12] }),
    },
    ['project_id', idField, 'period'],
  );

export function cabinetSchemas(): Record<string, unknown> {
  return {
    ListResponse: object({
      total: num('Всего записей'),
      limit: num('Записей на странице'),
      offset: num('Пропущено записей'),
      // The base's placeholder, which each concrete list redeclares.
      results: arrayOf('string'),
    }),
    UserProjectShortDto: object({ project_id: num('Идентификатор проекта'), title: str('Название проекта') }),
    UserProjectListResponse: listOf('UserProjectShortDto'),
    UserProfileDto: object({
      id: num('Идентификатор пользователя'),
      type: num('Тип профиля'),
      firstName: str('Имя'),
      lastName: str('Фамилия'),
      photo: str('Фото'),
      refId: str('Реферальный код'),
      partners: num('Партнёров'),
      referralsIncome: str('Доход от рефералов'),
      scope: num('Права'),
      currency: { type: 'string', enum: ['rub', 'usd'], description: 'Валюта' },
      countrie_id: num('Страна'),
      language: { type: 'string', enum: ['ru', 'en', 'cn'], description: 'Язык' },
      balance: num('Баланс'),
      lastProjectId: { type: 'number', nullable: true, description: 'Последний выбранный проект' },
    }),
    LogoutDto: object({ refresh_token: str('Токен обновления') }, ['refresh_token']),
    BuyRestreamDto: buyDto('plan_restream_id'),
    RestreamTariffDto: object({
      plan_restream_id: num('Идентификатор тарифа'),
      title: str('Название'),
      channel_max: num('Каналов'),
      bitrate_max: num('Битрейт'),
      price: num('Цена за месяц'),
    }),
    // The real kind's tariff lists are not paged: `{results}`, restream's with its features beside them.
    RestreamTariffListResponse: object({
      results: arrayOf(ref('RestreamTariffDto')),
      feature: { type: 'object', description: 'Возможности тарифов' },
    }),
    RestreamProjectTariffListResponse: resultsOf('RestreamTariffDto'),
    DiscountDto: object({ month: num('Скидка за месяц, %'), year: num('Скидка за год, %') }),
    PlanTranscodingCheckResponse: checkResponse(),
    PlanStorageCheckResponse: checkResponse(),
    BalanceForPayResponse: object({
      balance: num('Баланс'),
      currency: { type: 'string', enum: ['rub', 'usd'], description: 'Валюта' },
      balances_allow: {
        type: 'array',
        items: { type: 'string', enum: ['bonus', 'payment', 'profit'] },
        description: 'Какими балансами можно платить',
      },
      balances_values: nested('MoneyFlowBalanceTypeValuesResponse', 'Сколько на каждом'),
    }),
    MoneyFlowBalanceTypeValuesResponse: object({
      payment: num('Основной'),
      bonus: num('Бонусный'),
      profit: num('Партнёрский'),
    }),
    PlanRefund: object({ current: num('Возврат за текущий тариф'), after: num('Возврат за отменяемый тариф') }),
    TranscodingSlotDto: object({
      id: num('Идентификатор тарифа'),
      title: str('Название'),
      stream_count: num('Потоков'),
      date_end: date('Окончание'),
    }),
    TranscodingNextSlotDto: object({
      id: num('Идентификатор тарифа'),
      title: str('Название'),
      stream_count: num('Потоков'),
      date_start: date('Начало'),
    }),
    PlanTranscodingProjectDto: tariff('TranscodingSlotDto', 'TranscodingNextSlotDto'),
    TranscodingTariffDto: object({
      plan_transcoding_id: num('Идентификатор тарифа'),
      title: str('Название'),
      stream_count: num('Потоков'),
      price: num('Цена за месяц'),
    }),
    TranscodingTariffListResponse: resultsOf('TranscodingTariffDto'),
    RemoveTranscodingDto: object(
      { project_id: num('Идентификатор проекта'), plan_transcoding_id: num('Идентификатор следующего тарифа') },
      ['project_id', 'plan_transcoding_id'],
    ),
    BuyTranscodingDto: buyDto('plan_transcoding_id'),
    StorageSlotDto: object({
      id: num('Идентификатор тарифа'),
      title: str('Название'),
      size: num('Объём'),
      period: num('Период'),
      date_end: date('Окончание'),
    }),
    StorageNextSlotDto: object({
      id: num('Идентификатор тарифа'),
      title: str('Название'),
      size: num('Объём'),
      period: num('Период'),
      date_start: date('Начало'),
    }),
    PlanStorageProjectDto: tariff('StorageSlotDto', 'StorageNextSlotDto'),
    StorageTariffDto: object({
      plan_storage_id: num('Идентификатор тарифа'),
      title: str('Название'),
      size: num('Объём'),
      price: num('Цена за месяц'),
    }),
    StorageTariffListResponse: resultsOf('StorageTariffDto'),
    RemoveStorageDto: object({ project_id: num('Идентификатор проекта') }, ['project_id']),
    BuyStorageDto: buyDto('plan_storage_id'),
  };
}
