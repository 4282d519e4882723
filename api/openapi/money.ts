// The description of the money groups (api/money/money-routes.ts, api/money/pay-routes.ts) in the real kind's paths,
// summaries, operationIds and shapes (../shared/real-kind-shapes.md, and the newer description's where it changed
// them or has them alone, ../shared/real-kind-newer.md §2.15, §2.18): UserProject's full info and selection,
// MoneyFlow, Pay system (and every way to pay), Payment, Transactions and Promo. Where the real kind declares a bare
// string the demo's values are said in words.
import { LANGUAGES } from '../messages.ts';
import {
  BALANCE_TYPES,
  CURRENCIES,
  DEFAULT_SETTLE_MS,
  MONEY_FLOW_TYPES,
  MONEY_PAGE,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PROMO_RESULTS,
} from '../money/money-kinds.ts';
import { PERIODS } from '../plans/tariff-kinds.ts';
import { VERSIONS } from '../refresh-access.ts';
import { MAX_LIMIT } from '../validation.ts';
import {
  PROJECT_QUERY,
  type Schema,
  dateTime,
  idQuery,
  listOf,
  number,
  object,
  operation,
  query,
  ref,
  resultsOf,
  string,
  documentTags,
} from './parts.ts';
import { PAY_PATHS, PAY_SCHEMAS } from './pay-ways.ts';

export const MONEY_TAGS = documentTags(['MoneyFlow', 'Transactions', 'Pay system', 'Payment', 'Promo']);

const strings = (values: readonly string[], description: string): Schema => ({
  type: 'string',
  enum: [...values],
  description,
});
const nullable = (schema: Schema, description: string): Schema => ({ oneOf: [schema, { type: 'null' }], description });
const optionalQuery = (name: string, schema: Schema, description: string) => query(name, schema, description, false);
/** A plan or an item that may be missing: sent as `{}` then. */
const orEmpty = (name: string, description: string): Schema => ({
  oneOf: [ref(name), { type: 'object', maxProperties: 0 }],
  description,
});

const STATUS_WORDS = PAYMENT_STATUSES.map((status) => `\`${status}\``).join(', ');
const PROJECT_ERRORS = '`unknown_project` (not one of the account’s)';
const OWNER_ERRORS = `${PROJECT_ERRORS}, \`owner_only\` (the account’s access to the project does not allow spending its money)`;
const PROMO_ERRORS =
  `${PROJECT_ERRORS}, \`NotFoundException\` (“Promo code not found”, in the request’s language), ` +
  '`promo_already_used` (the project used the code already)';

export const MONEY_PATHS: Record<string, Record<string, unknown>> = {
  '/method/project/get_project_info': {
    get: operation({
      group: 'UserProject',
      summary: 'Get project full info',
      operationId: 'UserProject_get_project_infoV1',
      description:
        'A project of the signed-in account: its name, its three balances and their currency, now, and its current plan of each tariff kind (`plan2user`, the record of the plan bought for the project, `prolongation` 1 where it renews and 0 where it does not; `data`, that plan as its list sells it; `{}` where there is none on sale). Transcoding, storage and webinar are null without a current plan; restream is left out then. ' +
        '`data.currency` is described as the real kind describes it (a number whose values are "rub" and "usd") and is sent as that string. `type` 0 and `access_type` 2 for a project the account owns; 1 and 1 for one shared with it.',
      parameters: [PROJECT_QUERY],
      answer: ref('ProjectInfoResponse'),
      answerDescription: 'The project’s full info.',
      errors: PROJECT_ERRORS,
    }),
  },
  '/method/project/select': {
    get: operation({
      group: 'UserProject',
      summary: 'Select user for project',
      operationId: 'UserProject_selectProjectV1',
      description:
        'A project of the signed-in account with its three balances and their currency (the project’s name as `name`, as the project list has it). Changes nothing.',
      parameters: [idQuery('id', 'Project id')],
      answer: ref('UserProjectGetResponse'),
      answerDescription: 'The project and its balances.',
      errors: '`unknown_project` (not one of the account’s; the field named is `id`)',
    }),
  },
  '/method/money_flow/list': {
    get: operation({
      group: 'MoneyFlow',
      summary: 'Transaction list for frontend',
      operationId: 'MoneyFlow_listV1',
      description:
        'Every change of the project’s balances, newest first, a page at a time: each entry’s `amount` (negative for what was taken), its `currency` (null for a balance moved from the old site), and `balance`, the balance it moved before it. ' +
        'Plan buys (`plan_restream_buy`, `plan_transcoding_buy`, `plan_storage_buy`) take from the payment balance only, never the bonus one, and name the plan and its end in `details`; removing or replacing a plan scheduled next gives its price back (`refund`). ' +
        '`balance_type` and `type` are read by the demo as filters: `payment`, `bonus` or `profit` keeps the entries of that balance, a kind keeps the entries of that kind, and "" (the default) keeps all.',
      parameters: [
        PROJECT_QUERY,
        optionalQuery('limit', { type: 'number', minimum: 1, maximum: MAX_LIMIT, default: MONEY_PAGE }, 'Limit'),
        optionalQuery('offset', { type: 'number', minimum: 0, default: 0 }, 'Offset'),
        optionalQuery('date_from', { type: 'string', format: 'date-time' }, 'At or after'),
        optionalQuery('date_to', { type: 'string', format: 'date-time' }, 'At or before'),
        optionalQuery(
          'type',
          { type: 'string', enum: ['', ...MONEY_FLOW_TYPES], default: '' },
          'Only this kind ("" for all)',
        ),
        optionalQuery(
          'balance_type',
          { type: 'string', enum: ['', ...BALANCE_TYPES], default: '' },
          'Only this balance’s ("" for all): the demo’s reading',
        ),
      ],
      answer: listOf('MoneyFlowResponse'),
      answerDescription: 'A page of the project’s money flow.',
      errors: PROJECT_ERRORS,
    }),
  },
  '/method/pay-system/list': {
    get: {
      ...operation({
        group: 'Pay system',
        summary: 'Load available pay systems',
        operationId: 'PaySystem_listV1',
        description:
          'The pay systems, with their names and descriptions in their own words, the least and the most they take and their currency; `topup` 1 for those that top up a balance. The same for every project and account.',
        answer: ref('PaySystemList'),
        answerDescription: 'The pay systems.',
      }),
      // No `v` or `language`, as the real kind describes it.
      parameters: [],
    },
  },
  '/method/payment': {
    post: operation({
      group: 'Payment',
      summary: 'Create payment item for pay system',
      operationId: 'Payment_createV1',
      description:
        'Tops up the project’s payment balance (`type` `topup`) through a pay system: the one named by `pay_system_id` (the demo’s addition), else the first that tops up a balance in the project’s currency. `amount`: a positive number with at most two decimals, within the pay system’s `min_amount` and `max_amount`. For a member whose access allows the project’s money. ' +
        `The payment is then \`pending\`. A bank card’s is paid ${DEFAULT_SETTLE_MS / 1000} seconds later by the demo itself (the status read and the project’s money then show it: the balance grows by the amount and the money flow gains a \`payment\` entry); no pay system is called. ` +
        'Payoneer’s, T-Bank’s and Unitpay’s is paid on their page (“Create … payment challenge redirect url”), which sends the browser back to the project’s Billing page on the dashboard the payment was made from; a crypto wallet’s (TonConnect, TRON, WalletConnect) through its intent, a few seconds after its transfer is sent (TRON’s after its deposit address is given). ' +
        'The tariff bodies (the webinar plan’s among them) are refused (`topup_only`): plans are bought from the balance.',
      body: 'PaymentCreateRequest',
      answer: ref('PaymentCreateResponse'),
      answerDescription: 'The payment, pending.',
      created: true,
      errors:
        `\`invalid_content_type\`, \`invalid_json\`, ${OWNER_ERRORS}, \`topup_only\`, \`unknown_pay_system\`, ` +
        '`no_topup` (the pay system does not top up a balance), `currency_mismatch` (it pays in another currency than the project’s)',
    }),
    // The real kind publishes it without a summary: its operationId names it.
    get: operation({
      group: 'Payment',
      operationId: 'Payment_getStatusV1',
      description: `A payment of the project as it is now. \`status\` is one of ${STATUS_WORDS} (the demo’s values: the real kind declares a bare string): a top-up is \`pending\` until it is paid, then \`paid\`; \`canceled\` when the pay system gave it up or the bank returned it. A top-up has no period (\`plan_period\` null) and no \`title\`; its \`type\` is \`topup\`.`,
      parameters: [idQuery('payId', 'Payment Id'), PROJECT_QUERY],
      answer: ref('PaymentStatusResponse'),
      answerDescription: 'The payment’s status.',
      errors: `${PROJECT_ERRORS}, \`unknown_payment\` (not one of the project’s)`,
    }),
  },
  '/method/promo/check': {
    get: operation({
      group: 'Promo',
      summary: 'Check code',
      operationId: 'Promo_checkV1',
      description:
        'What a promo code gives, without applying it: a top-up of the bonus balance (`type` `top_up`) or a tariff (`type` `restream`). `code` is a number, as the real kind declares it: digits only.',
      parameters: [PROJECT_QUERY, query('code', { type: 'integer', minimum: 0 }, 'Promo code (digits only)')],
      answer: ref('SitePromoCheckResponse'),
      answerDescription: 'The promo code.',
      errors: PROMO_ERRORS,
    }),
  },
  '/method/promo/apply': {
    get: operation({
      group: 'Promo',
      summary: 'Apply code',
      operationId: 'Promo_applyV1',
      description:
        'Applies a promo code to the project, once: a top-up grows the bonus balance by its amount (a `promo_topup_1` entry); a tariff promo is recorded (a `promo_create_plan_restream_1` entry of 0). For a member whose access allows the project’s money. A GET that changes something, as the real kind’s.',
      parameters: [PROJECT_QUERY, query('code', { type: 'integer', minimum: 0 }, 'Promo code (digits only)')],
      answer: ref('SitePromoApplyResponse'),
      answerDescription: 'What the code did.',
      errors: `${PROMO_ERRORS}, \`owner_only\``,
    }),
  },
  ...PAY_PATHS,
};

/** The fields every payment body shares; `v` and `language` are taken from the query here, and checked when sent. */
const paymentBody = (fields: Record<string, Schema>, optional: readonly string[] = []): Schema =>
  object(
    {
      v: strings(VERSIONS, 'Version'),
      language: { ...strings(LANGUAGES, 'Current language'), default: 'en' },
      project_id: number('Project id'),
      type: strings(PAYMENT_TYPES, 'Code'),
      amount: number('Amount'),
      ...fields,
    },
    ['v', 'language', ...optional],
  );
const PERIOD = strings(PERIODS, 'Period');
/** When a bought plan runs, and its period's record; restream's dates may be null, the others' not. */
const planTerm = (datesMayBeNull: boolean): Record<string, Schema> => {
  const date = (description: string) =>
    datesMayBeNull ? nullable(dateTime(description), description) : dateTime(description);
  return {
    date_start: date('Date start tariff'),
    date_end: date('Date end tariff'),
    date_create: date('Date create tariff'),
    period: nullable(PERIOD, 'Plan period'),
    period_uuid: string('Period uuid'),
    status: string('Status'),
    prolongation: number('Prolongation: 1 where the plan renews when it ends, 0 where it does not'),
  };
};
/** `onSale`: every plan of the kind is on sale (a webinar plan is sold whole), so `data` is never `{}`. */
const planItem = (slot: string, plan: string, kind: string, onSale = false): Schema =>
  object({
    plan2user: { allOf: [ref(slot)], description: `Plan ${kind} to user: the project’s current slot` },
    data: onSale
      ? { allOf: [ref(plan)], description: `Plan ${kind} data: the current plan as it is sold` }
      : orEmpty(plan, `Plan ${kind} data: the current plan as it is sold ({} when it is not on sale)`),
  });

export const MONEY_SCHEMAS: Record<string, Schema> = {
  ProjectInfoResponse: object(
    {
      v: strings(VERSIONS, 'Version'),
      language: { ...strings(LANGUAGES, 'Current language'), default: 'en' },
      data: { allOf: [ref('ProjectInfoDataResponse')], description: 'Project info' },
      restream: { allOf: [ref('ProjectInfoRestreamResponse')], description: 'Restream tariff (left out with none)' },
      transcoding: nullable(ref('ProjectInfoTranscodingResponse'), 'Transcoding tariff'),
      storage: nullable(ref('ProjectInfoStorageResponse'), 'Storage tariff'),
      webinar: nullable(ref('ProjectInfoWebinarResponse'), 'Webinar tariff'),
      access: { allOf: [ref('ProjectInfoAccessResponse')], description: 'Project info access' },
    },
    // Optional, and the last three nullable, as the newer description has them.
    ['restream', 'transcoding', 'storage', 'webinar'],
  ),
  ProjectInfoDataResponse: object({
    project_id: number('Project id'),
    name: string('Project name'),
    fename: string('Project fename'),
    photo_50: string('Project photo in 50px size'),
    photo_100: string('Project photo in 100px size'),
    external_id: string('External project id'),
    type: { type: 'number', enum: [0, 1], example: 0, description: 'Project type' },
    balance_bonus: number('Bonus balance'),
    balance_payment: number('Payment balance'),
    balance_profit: number('Profit balance'),
    // As the real kind's description has it: a number whose values are strings. The service sends the string.
    currency: { type: 'number', enum: [...CURRENCIES], example: 0, description: 'Currency' },
    country_id: number('Country id'),
  }),
  ProjectInfoRestreamResponse: planItem('PlanRestream2UserItemResponse', 'PlanRestreamResponse', 'restream'),
  ProjectInfoTranscodingResponse: planItem(
    'PlanTranscoding2UserItemResponse',
    'PlanTranscodingResponse',
    'transcoding',
  ),
  // The real kind names PlanTranscodingResponse as storage's data too; the demo sends the storage plan.
  ProjectInfoStorageResponse: planItem('PlanStorage2UserItemResponse', 'PlanStorageResponse', 'storage'),
  ProjectInfoWebinarResponse: planItem('PlanWebinar2UserItemResponse', 'PlanWebinarResponse', 'webinar', true),
  // The record of the plan bought for the project, as the real kind gives it (api/plans/plan-to-user.ts).
  PlanRestream2UserItemResponse: object({
    plan_restream2user_id: number('Plan restream id'),
    plan_restream_id: number('Plan restream id'),
    ...planTerm(true),
    money_flow_uuid: string('Money flow uuid'),
  }),
  PlanTranscoding2UserItemResponse: object(
    { plan_transcoding2user_id: number('Plan transcoding id'), count: number('Count flows'), ...planTerm(false) },
    ['prolongation'],
  ),
  PlanStorage2UserItemResponse: object(
    {
      plan_storage2user_id: number('Plan storage2user id'),
      plan_storage_id: number('Plan storage id'),
      size: number('Size'),
      ...planTerm(false),
      money_flow_uuid: string('Money flow uuid'),
    },
    ['prolongation'],
  ),
  PlanWebinar2UserItemResponse: object(
    {
      plan_webinar2user_id: number('Plan webinar2user id'),
      ...planTerm(false),
      participants: number('Maximum participants'),
      resolution: string('Maximum resolution'),
    },
    ['prolongation'],
  ),
  ProjectInfoAccessResponse: object({
    access_type: { type: 'number', enum: [0, 1, 2], example: 2, description: 'Access type' },
  }),
  // The real kind's UserProjectGetResponse, glossed as it glosses it.
  UserProjectGetResponse: object({
    name: string('Имя'),
    fename: string('Фамилия'),
    photo_50: string('Аватарка'),
    type: { type: 'number', enum: [0, 1], example: 0, description: 'Тип 0 - личный проект, 1 - командный проект' },
    external_id: string('External id'),
    internal_id: number('Internal id'),
    countrie_id: number('Countrie id'),
    balance_bonus: number('Balance bonus'),
    balance_payment: number('Balance payment'),
    balance_profit: number('Balance profit'),
    currency: strings(CURRENCIES, 'Currency'),
  }),
  MoneyFlowResponse: object({
    money_flow_id: number('id'),
    amount: number('Amount'),
    currency: {
      type: ['string', 'null'],
      enum: [...CURRENCIES, null],
      description: 'Currency (null for a balance moved from the old site)',
    },
    date: dateTime('Date'),
    type: strings(MONEY_FLOW_TYPES, 'Type'),
    balance: number('Current balance before transaction'),
    details: nullable(ref('MoneyFlowDetails'), 'Details'),
  }),
  MoneyFlowDetails: object({
    title: string('What the entry is about: the plan, the pay system, the promo code'),
    date_end: dateTime('The end of the plan bought or refunded; for anything else, when the entry was made'),
  }),
  PaySystemList: resultsOf('PaySystemListResponse'),
  PaySystemListResponse: object({
    pay_system_id: number('Id'),
    name: string('Name'),
    min_amount: { type: 'number', example: 10, description: 'Min amount' },
    max_amount: { type: 'number', example: 1000, description: 'Max amount' },
    currency: strings(CURRENCIES, 'Currency'),
    annual: { type: 'number', example: 0, description: 'The possibility of annual replenishment' },
    topup: { type: 'number', example: 0, description: 'The ability to replenish the balance' },
    recurrent: { type: 'number', example: 0, description: 'The possibility of recurrent payment' },
    description: string('Description'),
  }),
  PaymentCreateRequest: {
    oneOf: [
      ref('PaymentCreateRequestTopUpBodyDto'),
      ref('PaymentCreateRequestRestreamBodyDto'),
      ref('PaymentCreateRequestStorageBodyDto'),
      ref('PaymentCreateRequestTranscoderBodyDto'),
      ref('PaymentCreateRequestWebinarBodyDto'),
    ],
    description: 'A top-up, or a tariff’s payment (refused by the demo: plans are bought from the balance).',
  },
  PaymentCreateRequestTopUpBodyDto: paymentBody(
    {
      pay_system_id: number(
        'Pay system id (the demo’s addition; the first top-up system of the currency when left out)',
      ),
    },
    ['pay_system_id'],
  ),
  PaymentCreateRequestRestreamBodyDto: paymentBody({
    plan_period: PERIOD,
    plan_restream_id: number('Restream plan id'),
    plan_restream_count_channel: number('Channels count'),
    plan_restream_bitrate: number('Bitrate'),
  }),
  PaymentCreateRequestStorageBodyDto: paymentBody({
    plan_period: PERIOD,
    plan_storage_id: number('Storage plan id'),
    plan_storage_value: number('Space GB'),
  }),
  PaymentCreateRequestTranscoderBodyDto: paymentBody({
    plan_period: PERIOD,
    plan_transcoding_id: number('Transcoding plan id'),
    plan_transcoding_count_flow: number('Count flow'),
  }),
  PaymentCreateRequestWebinarBodyDto: paymentBody({
    plan_period: PERIOD,
    plan_webinar_id: number('Webinar plan id'),
  }),
  PaymentCreateResponse: object(
    {
      payment_id: number('Payment Id'),
      pay_name: string('Pay system name'),
      pay_id: string('Pay system id'),
      pay_key: string('Pay system key (the demo’s: no pay system is called)'),
    },
    ['pay_id', 'pay_key'],
  ),
  PaymentStatusResponse: object(
    {
      payment_id: number('Payment Id'),
      amount: { type: 'number', example: 1, description: 'Amount' },
      currency: strings(CURRENCIES, 'Currency'),
      plan_period: {
        type: ['string', 'null'],
        enum: [...PERIODS, null],
        description: 'Period (null for a top-up)',
      },
      status: string(`Status: ${STATUS_WORDS}`),
      type: string('Tariff type (`topup` for a top-up)'),
      title: string('Tariff title'),
    },
    ['title'],
  ),
  SitePromoCheckResponse: object({
    name: string('Code for auth in app'),
    id: number('Id entity of type'),
    type: { type: 'string', default: 'restream', description: 'Type promo code' },
  }),
  SitePromoApplyResponse: object({ result: strings(PROMO_RESULTS, 'Result apply code') }),
  ...PAY_SCHEMAS,
};
