// The description of the four tariff groups' operations at the real kind's paths and methods (the webinar plan's and
// the renewals at the newer description's, ../shared/real-kind-newer.md §2.15–§2.16). Restream's "Get tariff for
// project" is the document's own (api/openapi.ts).
import { PERIODS, WEBINAR_TYPES } from '../plans/tariff-kinds.ts';
import {
  PROJECT_QUERY,
  type Schema,
  dateTime,
  idQuery,
  number,
  object,
  mergedPaths,
  operation,
  ref,
  string,
  resultsOf,
  tariffOf,
  documentTags,
} from './parts.ts';

export const PLAN_TAGS = [
  ...documentTags(['PlanTranscoding', 'PlanStorage']),
  {
    name: 'Plan webinar',
    description: 'The newer description’s (../shared/real-kind-newer.md): api/real-kind-newer.test.ts holds it to it.',
  },
];

const BUY_ERRORS =
  '`unknown_project`, `owner_only` (the account’s access to the project does not allow spending its money), `unknown_plan`, `insufficient_balance` (the payment balance is short of the total)';
const REMOVE_ERRORS = (what: string) => `\`unknown_project\`, \`owner_only\`, ${what}`;

type Kind = {
  group: string;
  prefix: string;
  name: string;
  idField: string;
  tariff: string;
  /** The units a buy may name, as the real kind's optional query parameter. */
  quantity?: { name: string; description: string };
};
const RESTREAM: Kind = {
  group: 'PlanRestream',
  prefix: 'plan_restream',
  name: 'PlanRestream',
  idField: 'plan_restream_id',
  tariff: 'PlanRestream',
};
const TRANSCODING: Kind = {
  group: 'PlanTranscoding',
  prefix: 'plan_transcoding',
  name: 'PlanTranscoding',
  idField: 'plan_transcoding_id',
  tariff: 'PlanTranscoding',
  quantity: { name: 'count', description: 'Count flows (1 when not given)' },
};
const STORAGE: Kind = {
  group: 'PlanStorage',
  prefix: 'plan_storage',
  name: 'PlanStorage',
  idField: 'plan_storage_id',
  tariff: 'PlanStorage',
  quantity: { name: 'size', description: 'Space GB (the plan’s minimum when not given)' },
};
const WEBINAR: Kind = {
  group: 'Plan webinar',
  prefix: 'plan_webinar',
  name: 'PlanWebinar',
  idField: 'plan_webinar_id',
  tariff: 'PlanWebinarForProject',
};

const path = (kind: Kind, rest = '') => `/method/${kind.prefix}${rest}`;
type Paths = Record<string, Record<string, unknown>>;
const projectId = idQuery('project_id', 'Project ID');
const planQuery = (kind: Kind) => idQuery(kind.idField, `Plan ID (${kind.idField} of the list of tariffs)`);
const PERIOD_QUERY = {
  name: 'period',
  in: 'query',
  required: true,
  schema: { type: 'string', enum: [...PERIODS] },
  description: 'Period',
};

/** The real kind buys with a POST on the tariff's own path, every field a query parameter, answering SuccessResponse. */
function buy(kind: Kind, summary: string): Paths {
  return {
    [path(kind)]: {
      post: operation({
        group: kind.group,
        summary,
        operationId: `buy${kind.name}`,
        description:
          'Schedules the plan as the next one, from the end of the current plan for the period, and takes its total from the project’s payment balance only (never the bonus one), in the project’s currency. A next plan already scheduled is replaced and refunded. Each move is an entry of the project’s money flow (`refund`, then `plan_<kind>_buy`).',
        parameters: [
          projectId,
          PERIOD_QUERY,
          planQuery(kind),
          ...(kind.quantity
            ? [
                {
                  name: kind.quantity.name,
                  in: 'query',
                  required: false,
                  schema: { type: 'number', minimum: 1 },
                  description: kind.quantity.description,
                },
              ]
            : []),
        ],
        answer: ref('SuccessResponse'),
        answerDescription: 'The purchase was made.',
        errors: BUY_ERRORS,
      }),
    },
  };
}

/** …and removes the next plan with a DELETE there (restream naming the plan, the others the project only). */
function remove(kind: Kind, summary: string, byPlan: boolean): Paths {
  return {
    [path(kind)]: {
      delete: operation({
        group: kind.group,
        summary,
        operationId: `remove${kind.name}Next`,
        description: byPlan
          ? 'Cancels the plan scheduled next, named by its ID (the next slot’s `id`), and refunds what it cost.'
          : 'Cancels the plan scheduled next and refunds what it cost.',
        parameters: [projectId, ...(byPlan ? [planQuery(kind)] : [])],
        answer: ref('SuccessResponse'),
        answerDescription: 'The plan was removed.',
        errors: REMOVE_ERRORS(
          byPlan
            ? `\`not_next_plan\` (\`${kind.idField}\` is not the next plan’s)`
            : '`no_next_plan` (nothing is scheduled)',
        ),
      }),
    },
  };
}

function list(kind: Kind, rest: string, summary: string, operationId: string, answer: string, forProject = false) {
  return {
    [path(kind, rest)]: {
      get: operation({
        group: kind.group,
        summary,
        operationId,
        description: forProject
          ? 'The plans on sale, each priced for a month and a year and placed against the project’s current plan.'
          : 'The plans on sale, whole.',
        parameters: forProject ? [PROJECT_QUERY] : [],
        answer: ref(answer),
        answerDescription: 'The plans.',
        ...(forProject ? { errors: '`unknown_project`' } : {}),
      }),
    },
  };
}

function discount(kind: Kind, summary: string): Paths {
  return {
    [path(kind, '/get_discount')]: {
      get: operation({
        group: kind.group,
        summary,
        operationId: `get${kind.name}Discount`,
        description: 'The discount on this kind of plan, by period: the same for every project.',
        answer: ref(`${kind.name}DiscountResponse`),
        answerDescription: 'The discount.',
      }),
    },
  };
}

/** Restream's check is asked about a plan and a period; the other kinds' take the project only, as the real kind's. */
function check(kind: Kind, summary: string, answer: string, ofPlan: boolean): Paths {
  return {
    [path(kind, '/check')]: {
      get: operation({
        group: kind.group,
        summary,
        operationId: `check${kind.name}`,
        description: ofPlan
          ? 'What buying the plan for the period would cost and do to the balance; changes nothing.'
          : 'What renewing the project’s current plan costs, the balance to pay from and what the plan scheduled next would refund; changes nothing.',
        parameters: ofPlan ? [PROJECT_QUERY, PERIOD_QUERY, planQuery(kind)] : [PROJECT_QUERY],
        answer: ref(answer),
        answerDescription: 'The figures.',
        errors: ofPlan ? '`unknown_project`, `unknown_plan`' : '`unknown_project`',
      }),
    },
  };
}

function getTariff(kind: Kind): Paths {
  return {
    [path(kind)]: {
      get: operation({
        group: kind.group,
        summary: 'Get tariff for project',
        operationId: `get${kind.name}`,
        description:
          'The project’s plan before, current and next; each null when there is none. `prolongation` says whether the plan renews when it ends (the current and the next plan alike; an ended one renews nothing).',
        parameters: [PROJECT_QUERY],
        answer: ref(kind.tariff),
        answerDescription: 'The three plan slots.',
        errors: '`unknown_project`',
      }),
    },
  };
}

/** The newer description's renewal: a POST on the tariff's `/prolongation`, the project and `enabled` in the query. */
function prolongation(kind: Kind, what: string): Paths {
  return {
    [path(kind, '/prolongation')]: {
      post: operation({
        group: kind.group,
        summary: `Set ${what} tariff auto prolongation`,
        operationId: `set${kind.name}Prolongation`,
        description:
          'Whether the project’s plan of this kind renews when it ends: the current plan’s and the next one’s `prolongation` in "Get tariff for project" (and `plan2user.prolongation`, 1 or 0, in "Get project full info"). For a member whose access allows the project’s money. The demo records it and renews nothing by itself.',
        parameters: [
          projectId,
          {
            name: 'enabled',
            in: 'query',
            required: true,
            schema: { type: 'boolean' },
            description: 'Auto prolongation enabled (`true` or `false`)',
          },
        ],
        answer: ref('SuccessResponse'),
        answerDescription: 'The renewal was set.',
        errors:
          '`unknown_project`, `owner_only` (the account’s access to the project does not allow spending its money), `no_current_plan` (no plan of this kind is running: nothing to renew)',
      }),
    },
  };
}

/** Restream's own read of its tariff is the document's (api/openapi.ts), merged in there. */
export const PLAN_PATHS: Paths = mergedPaths(
  remove(RESTREAM, 'Remove after tariff', true),
  buy(RESTREAM, 'Buy restream tariff'),
  list(RESTREAM, '/list', 'Get list of restream tariffs', 'listPlanRestream', 'PlanRestreamResponseDto'),
  list(
    RESTREAM,
    '/list/project',
    'Get list of restream tariffs for project',
    'listPlanRestreamForProject',
    'PlanRestreamProjectResponseDto',
    true,
  ),
  discount(RESTREAM, 'Get discount restream'),
  // Restream's check before buying goes by this document name (the real kind of description puts it here too).
  check(RESTREAM, 'Load data for show card the tariffs v2', 'PlanRestreamCheckV2Response', true),

  getTariff(TRANSCODING),
  remove(TRANSCODING, 'Remove after tariff', false),
  buy(TRANSCODING, 'Buy transcoder tariff'),
  list(TRANSCODING, '/list', 'Get list of transcoding tariffs', 'listPlanTranscoding', 'PlanTranscodingResponseDto'),
  discount(TRANSCODING, 'Get discount transcoding'),
  check(TRANSCODING, 'Check transcoding tariff before buy', 'PlanTranscodingCheckResponse', false),

  getTariff(STORAGE),
  remove(STORAGE, 'Remove next tariff', false),
  buy(STORAGE, 'Buy storage tariff'),
  list(STORAGE, '/list', 'Get info for storage tariff', 'listPlanStorage', 'PlanStorageResponseDto'),
  discount(STORAGE, 'Get discount of storage'),
  check(STORAGE, 'Check storage tariff before buy', 'PlanStorageCheckResponse', false),

  getTariff(WEBINAR),
  remove(WEBINAR, 'Remove after tariff', false),
  buy(WEBINAR, 'Buy webinar tariff'),
  list(WEBINAR, '/list', 'Get list of webinar tariffs', 'listPlanWebinar', 'PlanWebinarResponseDto'),
  discount(WEBINAR, 'Get discount webinar'),
  webinarCheck(),

  prolongation(RESTREAM, 'restream'),
  prolongation(TRANSCODING, 'transcoding'),
  prolongation(STORAGE, 'storage'),
  prolongation(WEBINAR, 'webinar'),
);

/** The webinar plan's check is asked about a plan and a period, like restream's, and may leave the balance be. */
function webinarCheck(): Paths {
  return {
    [path(WEBINAR, '/check')]: {
      get: operation({
        group: WEBINAR.group,
        summary: 'Check webinar tariff before buy',
        operationId: 'checkPlanWebinar',
        description:
          'What buying the plan for the period would cost (`sum`, the year discounted), what the plan scheduled next gives back (`refund_after`), what is paid (`total`) and what the payment balance loses (`decrease_balance`: nothing when `use_balance` is 0); `button_name` `top_up` where the balance is short, else `pay`; `status` the plan against the current one. Changes nothing.',
        parameters: [
          PROJECT_QUERY,
          PERIOD_QUERY,
          planQuery(WEBINAR),
          {
            name: 'use_balance',
            in: 'query',
            required: false,
            schema: { type: 'number', enum: [0, 1], default: 1 },
            description: 'Is select balance: 1 (the default) pays from the payment balance, 0 leaves it as it is',
          },
        ],
        answer: ref('PlanWebinarCheckV2Response'),
        answerDescription: 'The figures.',
        errors: '`unknown_project`, `unknown_plan`',
      }),
    },
  };
}

// The shapes below are the real kind's, with its glosses (../shared/real-kind-shapes.md); where it names a schema
// without showing it (a plan's price for the project, its features, the balances' values) the shape is ours.
const nullable = (schema: Schema): Schema => ({ ...schema, nullable: true });
const boolean = (description: string): Schema => ({ type: 'boolean', description });
const strings = (values: readonly string[], description: string): Schema => ({
  type: 'string',
  enum: [...values],
  description,
});
const RESOLUTIONS = ['720p', '1080p', '2K', 'UW', '4K', '8K'];
const RESTREAM_FEATURES = [
  'count_channel_max',
  'bitrate_max',
  'resolution',
  'create_projects',
  'chat',
  'video',
  'video_storage',
  'change_subject',
  'background_chat',
  'dedicated_server',
  'personal_manager',
];
const FPS = ['30', '60'];
const CURRENCIES = ['rub', 'usd'];
const discountOf = (name: string): Schema => ({ allOf: [ref(name)], description: 'Discount' });
/**
 * The figures restream's and the webinar plan's checks share, with the real kind's glosses: the plan's prices, the
 * balance, what is paid and given back; those after `balance` optional.
 */
const CHECK_FIGURES: Record<string, Schema> = {
  tariff_price_month: number('Tariff price'),
  tariff_price_year: number('Tariff price'),
  balance: number('Balance for pay'),
  sum: number('Sum for pay'),
  refund_current: number('Refund current'),
  refund_after: number('Refund after'),
  refund_balance: number('Refund balance'),
  decrease_balance: number('Decrease balance'),
  total: number('Value for total'),
  notification: string('Name for button'),
  notification_date: dateTime('Date for notification'),
};
const CHECK_OPTIONAL = Object.keys(CHECK_FIGURES).slice(3);
const DISCOUNT = object({
  month: number('Month discount'),
  year: number('Year discount'),
});

export const PLAN_SCHEMAS: Record<string, Schema> = {
  PlanRestreamResponse: object({
    plan_restream_id: number('Unique ID'),
    title: string('Title'),
    active: boolean('Active'),
    count_channel_min: nullable(number('Minimum channel count')),
    count_channel_max: nullable(number('Maximum channel count')),
    type: strings(['free', 'paid_fix', 'paid_flex', 'custom'], 'Type'),
    price_rub: nullable(number('Price (RUB)')),
    price_usd: nullable(number('Price (USD)')),
    bitrate_max: nullable(number('Maximum bitrate, kbps')),
    bitrate_min: nullable(number('Minimum bitrate, kbps')),
    resolution: strings(RESOLUTIONS, 'Resolution'),
    fps: strings(FPS, 'Fps'),
    create_projects: boolean('Create project in account'),
    chat: boolean('Use multichat'),
    video: boolean('Playing video as a broadcast'),
    video_storage: nullable(number('Storage of video files, Gb')),
    change_subject: boolean('Change title, description, image and other data of stream'),
    background_chat: boolean('Collect chat messages in the background'),
    dedicated_server: boolean('Dedicated server'),
    personal_manager: nullable(number('Personal manager')),
    pull_link_limit: number('pull links'),
    index: number('Field for sort'),
    discount: discountOf('PlanRestreamDiscountResponse'),
  }),
  // The features the lists carry (the demo lists none).
  PlanRestreamFeatureListResponse: resultsOf('PlanRestreamFeatureItem'),
  PlanRestreamFeatureItem: object({ name: strings(RESTREAM_FEATURES, 'Name'), unit: string('Unit') }, ['unit']),
  PlanRestreamFeatureItemV2: object(
    {
      name: string('Name'),
      type: strings(['string', 'number', 'boolean'], 'Type variable'),
      value: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], description: 'Value' },
      index: number('Field for sort'),
      unit: string('Unit'),
    },
    ['unit'],
  ),
  PlanRestreamResponseDto: object({
    results: { type: 'array', items: ref('PlanRestreamResponse'), description: 'Array of items' },
    feature: { allOf: [ref('PlanRestreamFeatureListResponse')], description: 'Features' },
  }),
  PlanRestreamPrice: object({ month: number('Price for a month'), year: number('Price for a year') }),
  PlanRestreamProjectResponse: object(
    {
      plan_restream_id: number('Unique ID'),
      title: string('Title'),
      active: boolean('Active'),
      count_channel_min: number('Minimum channel count'),
      count_channel_max: number('Maximum channel count'),
      count_channel_step: number('Step channel'),
      type: strings(['free', 'paid_fix', 'paid_flex', 'custom'], 'Type'),
      bitrate_max: nullable(number('Maximum bitrate, kbps')),
      bitrate_min: number('Minimum bitrate, kbps'),
      bitrate_step: number('Step bitrate'),
      index: number('Field for sort'),
      price: { allOf: [ref('PlanRestreamPrice')], description: 'Price' },
      status: strings(['current', 'upgrade', 'downgrade'], 'Status'),
      feature: { type: 'array', items: ref('PlanRestreamFeatureItemV2'), description: 'Features' },
      own_tariff: { allOf: [ref('PlanRestreamForProject')], description: 'Tariff project' },
    },
    ['count_channel_min', 'count_channel_step', 'bitrate_min', 'bitrate_step'],
  ),
  PlanRestreamProjectResponseDto: resultsOf('PlanRestreamProjectResponse'),
  // The project's own plans as the real kind's list gives them beside each plan: the previous and next only when
  // there are, each plan's limits, and when the previous and current end and the next starts.
  PlanRestreamForProject: object(
    {
      before: { allOf: [ref('PlanRestreamOwnItem')], description: 'Before tariff restream' },
      current: { allOf: [ref('PlanRestreamOwnItem')], description: 'Current tariff restream' },
      next: { allOf: [ref('PlanRestreamOwnNextItem')], description: 'Next tariff restream' },
    },
    ['before', 'next'],
  ),
  PlanRestreamOwnItem: object(
    {
      id: number('Plan restream id'),
      channel_max: number('Max channels'),
      bitrate_max: number('Max bitrate'),
      date_end: dateTime('Date end tariff'),
    },
    ['channel_max', 'bitrate_max'],
  ),
  PlanRestreamOwnNextItem: object(
    {
      id: number('Plan restream id'),
      channel_max: number('Max channels'),
      bitrate_max: number('Max bitrate'),
      date_start: dateTime('Date start tariff'),
    },
    ['channel_max', 'bitrate_max'],
  ),
  PlanRestreamDiscountResponse: DISCOUNT,
  PlanRestreamCheckV2Response: object(
    {
      ...CHECK_FIGURES,
      button_name: string('Name for button'),
      currency: strings(CURRENCIES, 'Currency'),
      choose_status: strings(['new', 'prolongate', 'upgrade', 'downgrade'], 'Status for plan'),
      status: strings(
        ['new', 'current', 'current_upgrade', 'current_downgrade', 'upgrade', 'downgrade'],
        'Status for plan',
      ),
      channel: number('Current channels'),
      bitrate: number('Current bitrate'),
    },
    [...CHECK_OPTIONAL, 'channel', 'bitrate'],
  ),

  PlanTranscodingSlot: object(
    {
      id: number('Plan transcoding id'),
      count: number('Count flows'),
      date_end: dateTime('Date end tariff'),
      title: string('Plan title'),
      type: strings(['paid_month', 'custom'], 'Plan type'),
      prolongation: boolean('Prolongation status: whether the plan renews when it ends'),
      period: strings(PERIODS, 'Period'),
    },
    ['type'],
  ),
  PlanTranscoding: tariffOf('PlanTranscodingSlot'),
  PlanTranscodingResponse: object({
    plan_transcoding_id: number('Unique id'),
    title: string('Title'),
    type: strings(['free', 'paid_month', 'paid_minute', 'custom'], 'Type'),
    price_rub: number('Price (RUB)'),
    price_usd: number('Price (USD)'),
    resolution: nullable(strings(RESOLUTIONS, 'Maximum resolution')),
    fps: strings(FPS, 'Maximum fps'),
    weight: number('Server load weight'),
    active: boolean('Active'),
    index: number('Field for sort'),
    space: number('Free spaces slot'),
    discount: discountOf('PlanTranscodingDiscountResponse'),
  }),
  PlanTranscodingResponseDto: resultsOf('PlanTranscodingResponse'),
  PlanTranscodingDiscountResponse: DISCOUNT,
  PlanTranscodingCheckResponse: planCheck(),

  PlanStorageSlot: object({
    id: number('Plan restream id'),
    size: number('Size'),
    period: strings(PERIODS, 'Period'),
    prolongation: boolean('Prolongation status: whether the plan renews when it ends'),
    title: string('Plan title'),
    date_end: dateTime('Date end tariff'),
  }),
  PlanStorage: tariffOf('PlanStorageSlot'),
  PlanStorageResponse: object({
    plan_storage_id: number('Unique ID'),
    title: string('Title'),
    min: number('Minimum storage size, gb'),
    max: number('Maximum storage size, gb'),
    price_rub: number('Price per gb (RUB)'),
    price_usd: number('Price per gb (USD)'),
    step: number('Step increase in gb'),
    active: boolean('Is active'),
    discount: discountOf('PlanStorageDiscountResponse'),
  }),
  PlanStorageResponseDto: resultsOf('PlanStorageResponse'),
  PlanStorageDiscountResponse: DISCOUNT,
  PlanStorageCheckResponse: planCheck(),

  // The webinar plans (the newer description's PlanWebinarApi).
  PlanWebinarItem: object({
    id: number('Plan webinar id'),
    date_end: dateTime('Date end tariff'),
    title: string('Plan title'),
    type: strings(WEBINAR_TYPES, 'Plan type'),
    prolongation: boolean('Prolongation status: whether the plan renews when it ends'),
    period: strings(PERIODS, 'Period'),
  }),
  PlanWebinarForProject: tariffOf('PlanWebinarItem'),
  PlanWebinarResponse: object({
    plan_webinar_id: number('Unique ID'),
    participants: number('Maximum participants'),
    title: string('Title'),
    type: strings(WEBINAR_TYPES, 'Type'),
    price_rub: number('Price a month (RUB)'),
    price_usd: number('Price a month (USD)'),
    resolution: { type: ['string', 'null'], description: 'Maximum resolution' },
    index: number('Field for sort'),
    discount: discountOf('PlanWebinarDiscountResponse'),
  }),
  PlanWebinarResponseDto: resultsOf('PlanWebinarResponse'),
  PlanWebinarDiscountResponse: DISCOUNT,
  PlanWebinarCheckV2Response: object(
    {
      ...CHECK_FIGURES,
      button_name: strings(['pay', 'top_up'], 'Name for button'),
      currency: strings(CURRENCIES, 'Currency'),
      status: strings(['new', 'current', 'upgrade', 'downgrade'], 'Status for plan'),
    },
    CHECK_OPTIONAL,
  ),

  BalanceForPayResponse: object({
    balance: number('Balance'),
    currency: strings(CURRENCIES, 'Currency'),
    balances_allow: {
      type: 'array',
      items: strings(['bonus', 'payment', 'profit'], 'Balance'),
      description: 'Allowed balances',
    },
    balances_values: { allOf: [ref('MoneyFlowBalanceTypeValuesResponse')], description: 'Balances values' },
  }),
  MoneyFlowBalanceTypeValuesResponse: object({
    payment: number('Payment balance'),
    bonus: number('Bonus balance'),
    profit: number('Profit balance'),
  }),
  PlanRefund: object({
    current: number('Refund for the current rate'),
    after: number('Refund for the next rate'),
  }),
};

/** Transcoding's and storage's check: one shape, the real kind's. */
function planCheck(): Schema {
  return object({
    amount: number('Amount'),
    balance: { allOf: [ref('BalanceForPayResponse')], description: 'Balance for pay object' },
    refund: { allOf: [ref('PlanRefund')], description: 'Refund for rate' },
  });
}
