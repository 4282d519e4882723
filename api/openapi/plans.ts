// The description of the three tariff groups' operations at the real kind's paths and methods. Restream's "Get tariff
// for project" is the document's own (api/openapi.ts); the lists, discounts and checks still answer in our shapes.
import { PERIODS } from '../plans/tariff-kinds.ts';
import {
  PAGING_QUERY,
  PROJECT_QUERY,
  type Schema,
  dateTime,
  described,
  idQuery,
  integer,
  listOf,
  money,
  number,
  object,
  mergedPaths,
  operation,
  ref,
  string,
  tariffOf,
} from './parts.ts';

const OWN = 'Document section 1; paths and shapes are the real kind’s (api/real-kind.test.ts lists what is not yet).';
export const PLAN_TAGS = [
  { name: 'PlanTranscoding', description: OWN },
  { name: 'PlanStorage', description: OWN },
];

const BUY_ERRORS = '`unknown_project`, `unknown_plan`, `insufficient_balance` (the balance is short of the total)';
const REMOVE_ERRORS = (what: string) => `\`unknown_project\`, ${what}`;

type Kind = { group: string; prefix: string; name: string; idField: string; tariff: string; item: string };
const RESTREAM: Kind = {
  group: 'PlanRestream',
  prefix: 'plan_restream',
  name: 'PlanRestream',
  idField: 'plan_restream_id',
  tariff: 'PlanRestream',
  item: 'PlanRestreamItem',
};
const TRANSCODING: Kind = {
  group: 'PlanTranscoding',
  prefix: 'plan_transcoding',
  name: 'PlanTranscoding',
  idField: 'plan_transcoding_id',
  tariff: 'PlanTranscoding',
  item: 'PlanTranscodingItem',
};
const STORAGE: Kind = {
  group: 'PlanStorage',
  prefix: 'plan_storage',
  name: 'PlanStorage',
  idField: 'plan_storage_id',
  tariff: 'PlanStorage',
  item: 'PlanStorageItem',
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
          'Schedules the plan as the next one, from the end of the current plan for the period, and takes its total from the balance. A next plan already scheduled is replaced and refunded.',
        parameters: [projectId, PERIOD_QUERY, planQuery(kind)],
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

function list(kind: Kind, rest: string, summary: string, operationId: string, forProject = false): Paths {
  return {
    [path(kind, rest)]: {
      get: operation({
        group: kind.group,
        summary,
        operationId,
        description: 'The plans on sale, with their price per month.',
        parameters: [...(forProject ? [PROJECT_QUERY] : []), ...PAGING_QUERY],
        answer: ref(`${kind.item}List`),
        answerDescription: 'A page of plans.',
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
        description: 'The discount the project gets on this kind of plan.',
        parameters: [PROJECT_QUERY],
        answer: ref('Discount'),
        answerDescription: 'The discount.',
        errors: '`unknown_project`',
      }),
    },
  };
}

function check(kind: Kind, summary: string): Paths {
  return {
    [path(kind, '/check')]: {
      get: operation({
        group: kind.group,
        summary,
        operationId: `check${kind.name}`,
        description: 'What buying the plan would cost and do to the balance; changes nothing.',
        parameters: [PROJECT_QUERY, planQuery(kind), PERIOD_QUERY],
        answer: ref('PlanCheck'),
        answerDescription: 'The figures of the purchase.',
        errors: '`unknown_project`, `unknown_plan`',
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
        description: 'The project’s plan before, current and next; each null when there is none.',
        parameters: [PROJECT_QUERY],
        answer: ref(kind.tariff),
        answerDescription: 'The three plan slots.',
        errors: '`unknown_project`',
      }),
    },
  };
}

/** Restream's own read of its tariff is the document's (api/openapi.ts), merged in there. */
export const PLAN_PATHS: Paths = mergedPaths(
  remove(RESTREAM, 'Remove after tariff', true),
  buy(RESTREAM, 'Buy restream tariff'),
  list(RESTREAM, '/list', 'Get list of restream tariffs', 'listPlanRestream'),
  list(RESTREAM, '/list/project', 'Get list of restream tariffs for project', 'listPlanRestreamForProject', true),
  discount(RESTREAM, 'Get discount restream'),
  // Restream's check before buying goes by this document name (the real kind of description puts it here too).
  check(RESTREAM, 'Load data for show card the tariffs v2'),

  getTariff(TRANSCODING),
  remove(TRANSCODING, 'Remove after tariff', false),
  buy(TRANSCODING, 'Buy transcoder tariff'),
  list(TRANSCODING, '/list', 'Get list of transcoding tariffs', 'listPlanTranscoding'),
  discount(TRANSCODING, 'Get discount transcoding'),
  check(TRANSCODING, 'Check transcoding tariff before buy'),

  getTariff(STORAGE),
  remove(STORAGE, 'Remove next tariff', false),
  buy(STORAGE, 'Buy storage tariff'),
  list(STORAGE, '/list', 'Get info for storage tariff', 'listPlanStorage'),
  discount(STORAGE, 'Get discount of storage'),
  check(STORAGE, 'Check storage tariff before buy'),
);

const title = string('Plan name');
const price = money('Price per month');

export const PLAN_SCHEMAS: Record<string, Schema> = {
  PlanRestreamItem: object({
    plan_restream_id: integer('Plan ID'),
    title,
    channel_max: integer('Maximum channels'),
    bitrate_max: integer('Maximum bitrate'),
    price,
  }),
  PlanRestreamItemList: listOf('PlanRestreamItem'),

  PlanTranscodingSlot: object({
    id: integer('Plan ID'),
    title,
    stream_count: integer('Number of streams'),
    date_start: dateTime('Start date of the plan (UTC)'),
    date_end: dateTime('End date of the plan (UTC)'),
  }),
  PlanTranscoding: tariffOf('PlanTranscodingSlot'),
  PlanTranscodingItem: object({
    plan_transcoding_id: integer('Plan ID'),
    title,
    stream_count: integer('Number of streams'),
    price,
  }),
  PlanTranscodingItemList: listOf('PlanTranscodingItem'),

  PlanStorageSlot: object({
    id: integer('Plan ID'),
    title,
    size: number('Storage size, GB'),
    period: described({ type: 'number' }, 'Period, months'),
    date_start: dateTime('Start date of the plan (UTC)'),
    date_end: dateTime('End date of the plan (UTC)'),
  }),
  PlanStorage: tariffOf('PlanStorageSlot'),
  PlanStorageItem: object({ plan_storage_id: integer('Plan ID'), title, size: number('Storage size, GB'), price }),
  PlanStorageItemList: listOf('PlanStorageItem'),

  Discount: object({ discount: number('Discount, percent') }),
  PlanCheck: object({
    price: money('Price for the period'),
    discount: money('Discount for the period'),
    refund: money('Refund of the plan scheduled next, which the purchase replaces'),
    total: money('To pay: price less discount'),
    balance: money('Balance now'),
    balance_after: money('Balance after the purchase (total taken, refund given back)'),
    enough: { type: 'boolean', description: 'Whether the balance covers the purchase' },
  }),
};
