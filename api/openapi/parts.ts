// Building blocks of the demo operations' description, in the style framework-generated descriptions of services of
// this kind have: tags are the document's group names, summaries its operation names, `v` and `language` required
// query parameters of every operation, reads with query parameters, writes with a JSON body, lists as an `allOf` of a
// base list and their `results`, every property described (in English: the dashboard shows these as labels).
import { LANGUAGES } from '../messages.ts';
import { VERSIONS } from '../refresh-access.ts';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../validation.ts';

export type Schema = Record<string, unknown>;

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: unknown) => ({ 'application/json': { schema } });

export const query = (name: string, schema: Schema, description: string, required = true) => ({
  name,
  in: 'query',
  required,
  schema,
  description,
});

export const COMMON_QUERY = [
  query('v', { type: 'string', enum: [...VERSIONS] }, 'Interface version'),
  query('language', { type: 'string', enum: [...LANGUAGES] }, 'Language of messages'),
];
export const PROJECT_QUERY = query('project_id', { type: 'integer', minimum: 1 }, 'Project ID');
export const idQuery = (name: string, description: string) => query(name, { type: 'integer', minimum: 1 }, description);
export const enumQuery = (name: string, values: readonly number[], description: string) =>
  query(name, { type: 'number', enum: [...values] }, description);
export const PAGING_QUERY = [
  query(
    'limit',
    { type: 'number', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
    'How many items a page has',
    false,
  ),
  query('offset', { type: 'number', minimum: 0, default: 0 }, 'How many items to skip', false),
];

/** An object schema whose properties are all required (as these answers always send them). */
export function object(properties: Record<string, Schema>, optional: readonly string[] = []): Schema {
  return { type: 'object', required: Object.keys(properties).filter((key) => !optional.includes(key)), properties };
}

export const described = (schema: Schema, description: string): Schema => ({ ...schema, description });
/**
 * A value that is a secret whatever its name says — an address that carries a stream's key or passphrase — marked as
 * OpenAPI marks one a client must not show (`format: password`), in a request's body and in an answer alike.
 */
export const secret = (schema: Schema): Schema => ({ ...schema, format: 'password' });
export const integer = (description: string): Schema => ({ type: 'integer', description });
export const number = (description: string): Schema => ({ type: 'number', description });
export const money = (what: string): Schema => number(`${what}, in the account’s currency`);
export const string = (description: string): Schema => ({ type: 'string', description });
export const dateTime = (description: string): Schema => ({ type: 'string', format: 'date-time', description });

/** A list answer: the base list, with `results` redeclared as the items of this list. */
export const listOf = (item: string): Schema => ({
  allOf: [
    ref('BaseList'),
    {
      type: 'object',
      properties: { results: { type: 'array', items: ref(item), description: 'The items of this page' } },
    },
  ],
});

/**
 * Path items merged: the operations of one path may come from several parts (the real kind puts a tariff's read, buy
 * and removal on one path, and the document describes the read).
 */
export function mergedPaths(
  ...parts: Record<string, Record<string, unknown>>[]
): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [key, item] of Object.entries(part)) paths[key] = { ...paths[key], ...item };
  }
  return paths;
}

/** A list answer with no paging: its items as `results`, and nothing else. */
export const resultsOf = (item: string): Schema =>
  object({ results: { type: 'array', items: ref(item), description: 'Array of items' } });

/** A tariff answer: three slots, each a slot of the kind or null. */
export const tariffOf = (slot: string): Schema =>
  object({
    before: { description: 'The plan before the current one', oneOf: [ref(slot), { type: 'null' }] },
    current: { description: 'The current plan', oneOf: [ref(slot), { type: 'null' }] },
    next: { description: 'The plan scheduled next', oneOf: [ref(slot), { type: 'null' }] },
  });

export const SHARED_SCHEMAS: Record<string, Schema> = {
  SuccessResponse: object({
    success: { type: 'boolean', default: true, description: 'Response execution success' },
  }),
  BaseList: object({
    total: number('How many items there are in all'),
    limit: number('How many items a page has'),
    offset: number('How many items were skipped'),
    results: { type: 'array', description: 'The items of this page' },
  }),
};

type OperationSpec = {
  group: string;
  /** The real kind's summary; left out where the real kind publishes none (its operationId names it then). */
  summary?: string;
  operationId: string;
  description: string;
  parameters?: unknown[];
  body?: string;
  /** The success answer's schema; none where the real kind describes its answer as no content. */
  answer: Schema | undefined;
  answerDescription: string;
  /** The 400 codes besides `invalid_request`, for the 400's description. */
  errors?: string;
  /** Whether a live access token is required (Logout works without one). */
  signedIn?: boolean;
  /** Answered with a 201, as the real kind answers its creations (and most of its writes). */
  created?: boolean;
};

export function operation(spec: OperationSpec): Record<string, unknown> {
  const signedIn = spec.signedIn ?? true;
  const errors = ['`invalid_request` (with `field`)', ...(spec.errors === undefined ? [] : [spec.errors])].join('; ');
  return {
    tags: [spec.group],
    ...(spec.summary === undefined ? {} : { summary: spec.summary }),
    operationId: spec.operationId,
    description: spec.description,
    ...(signedIn ? { security: [{ oauth: [] }] } : { security: [{}, { oauth: [] }] }),
    parameters: [...COMMON_QUERY, ...(spec.parameters ?? [])],
    ...(spec.body === undefined ? {} : { requestBody: { required: true, content: json(ref(spec.body)) } }),
    responses: {
      [spec.created ? '201' : '200']: {
        description: spec.answerDescription,
        ...(spec.answer === undefined ? {} : { content: json(spec.answer) }),
      },
      '400': {
        description: `A parameter or body field is missing or not allowed. By \`error.code\`: ${errors}.`,
        content: json(ref('Error')),
      },
      ...(signedIn
        ? {
            '401': {
              description: 'No access token, or one that is malformed, invalid or expired.',
              content: json(ref('Error')),
            },
          }
        : {}),
    },
  };
}

/** The tags of groups the interface document's section 1 names, whose paths and shapes are the real kind's. */
export const documentTags = (names: readonly string[]) =>
  names.map((name) => ({
    name,
    description:
      'Document section 1; paths and shapes are the real kind’s (api/real-kind.test.ts lists what is not yet).',
  }));
