// The one way tests and benchmarks write a service description: plain functions for a schema, a parameter, an
// answer, an operation, a group's operations and the description around them, in the shapes NestJS's Swagger module
// prints for services of this kind (tags are the document's groups, summaries its operation names, `v` and
// `language` query parameters on every operation, DTOs under components/schemas). A test that means the contract
// API's own description reads that one (`contractDescription()`, api/openapi.ts, or its served copy) and changes
// what it is about (`withoutOperations`, `withSchemas`), rather than writing it again.
//
// e2e/, bench/ and the unit tests import it from here; nothing of the app does.

export type Json = Record<string, unknown>;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** A description's paths: each path's operations by method. */
export type Paths = Record<string, Record<string, unknown>>;

// Schemas. One way to write each: an object by `object`, its bare-typed properties by their type's name and a string
// enum by its values; a scalar with a description by `num`, `str`, `int`, `bool` or `dateTime`; a components' schema
// by `ref`; an array by `arrayOf`; a nested DTO by `nested`. A literal only for what none of these says (a bare
// `{ type: 'object' }`, an enum of numbers, an `example` or `nullable` beside a type), so that it stands out.

/** A schema of components, by name. */
export const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

/** A JSON body or answer of this schema (`extra`: an `example` beside it). */
export const json = (schema: unknown, extra: Json = {}): Json => ({ 'application/json': { schema, ...extra } });

/** A schema given by its components' name, or as it is. */
const schemaOf = (schema: string | Json): Json => (typeof schema === 'string' ? ref(schema) : schema);

export const num = (description: string, extra: Json = {}): Json => ({ type: 'number', description, ...extra });
export const str = (description: string, extra: Json = {}): Json => ({ type: 'string', description, ...extra });
export const int = (description: string, extra: Json = {}): Json => ({ type: 'integer', description, ...extra });
export const bool = (description: string): Json => ({ type: 'boolean', description });
export const dateTime = (description: string): Json => ({ type: 'string', format: 'date-time', description });

/**
 * A property of `object`, in short: a bare type by its name (`'number'` is `{ type: 'number' }`), a string enum by
 * its values (`['good', 'bad']` is `{ type: 'string', enum: ['good', 'bad'] }`), or any other schema as it is
 * (`num('…')` where it has a description, `ref(…)`, `arrayOf(…)`, a literal).
 */
export type Property = 'string' | 'number' | 'integer' | 'boolean' | readonly string[] | Json;

const isValues = (short: Property): short is readonly string[] => Array.isArray(short);
const property = (short: Property): Json =>
  typeof short === 'string' ? { type: short } : isValues(short) ? { type: 'string', enum: short } : short;

/**
 * An object schema of these properties, each written as `Property` says; `required` names the properties it must
 * have, where it says so. The one way a test writes an object schema:
 * `object({ id: 'number', url: 'string', status: ['good', 'bad'] })`.
 */
export const object = (properties: Record<string, Property>, required?: readonly string[]): Json => ({
  type: 'object',
  ...(required ? { required } : {}),
  properties: Object.fromEntries(Object.entries(properties).map(([name, short]) => [name, property(short)])),
});

/** An array of these items, written as an object's `Property`. */
export const arrayOf = (items: Property): Json => ({ type: 'array', items: property(items) });

/**
 * The base list a framework prints once and each paged list redeclares: `total`, `limit`, `offset` as numbers (or
 * integers), and `results` as a placeholder (strings, unless said otherwise).
 */
export const baseList = (count: 'number' | 'integer' = 'number', results: Json = arrayOf('string')): Json =>
  object({ total: count, limit: count, offset: count, results });

/** A paged list's answer: the base list (`total`, `limit`, `offset`, `results`) with `results` redeclared as its items. */
export const listOf = (item: string, base = 'BaseList'): Json => ({
  allOf: [ref(base), object({ results: arrayOf(ref(item)) })],
});

/** A list that is not paged: its items as `results`, as the real kind's tariff lists are. */
export const resultsOf = (item: string): Json => object({ results: arrayOf(ref(item)) });

/** A nested DTO as the framework prints it: a description beside an `allOf` of one reference. */
export const nested = (schema: string, description: string, extra: Json = {}): Json => ({
  description,
  ...extra,
  allOf: [ref(schema)],
});

// Parameters.

/** A parameter: in the query unless told, required unless told, a number unless told. */
export function parameter(
  name: string,
  {
    schema = { type: 'number' },
    description,
    required = true,
    in: where = 'query',
  }: { schema?: Json; description?: string; required?: boolean; in?: 'query' | 'path' | 'header' } = {},
): Json {
  return { name, in: where, required, schema, ...(description === undefined ? {} : { description }) };
}

/**
 * `v` and `language`, which every operation of the real kind takes: with the words and the default language a
 * service of this kind prints, or without either (`described: false`, `defaultLanguage: false`).
 */
export function versionAndLanguage({ described = true, defaultLanguage = true } = {}): Json[] {
  return [
    parameter('v', {
      schema: { type: 'string', enum: ['1', '2', '3'] },
      ...(described ? { description: 'Версия API' } : {}),
    }),
    parameter('language', {
      schema: { type: 'string', enum: ['ru', 'en', 'cn'], ...(defaultLanguage ? { default: 'en' } : {}) },
      ...(described ? { description: 'Язык ответа' } : {}),
    }),
  ];
}

/** The project an operation is about, as the real kind names it. */
export const PROJECT_ID = parameter('project_id', { description: 'Идентификатор проекта' });

/** A paged list's query. */
export const PAGING = [
  parameter('limit', {
    description: 'Сколько записей на странице',
    schema: { type: 'number', default: 10 },
    required: false,
  }),
  parameter('offset', {
    description: 'Сколько записей пропустить',
    schema: { type: 'number', default: 0 },
    required: false,
  }),
];

// Answers.

/** What every operation may answer besides its own: a refusal of what was sent, and of who sent it. */
export const ERRORS = {
  '400': { description: 'Ошибка валидации', content: json(ref('ErrorResponse')) },
  '401': { description: 'Не авторизован', content: json(ref('ErrorResponse')) },
};

/** An operation's answers: its own (a schema, or a components' name), then the errors every operation may answer. */
export const answer = (schema: string | Json, description = 'Успешно', status = '200'): Json => ({
  [status]: { description, content: json(schemaOf(schema)) },
  ...ERRORS,
});

/** A required JSON body. */
export const body = (schema: string | Json): Json => ({ required: true, content: json(schemaOf(schema)) });

// Operations.

export interface OperationParts {
  /** The group: the operation's tag. */
  group: string;
  /** The document's name for it; left out where a generated description gives none. */
  summary?: string;
  operationId?: string;
  description?: string;
  /** Its own parameters, after `v` and `language`. */
  parameters?: readonly unknown[];
  requestBody?: unknown;
  /** Its answers by status; left out only where a test means an operation that describes none. */
  responses?: unknown;
  /**
   * What it takes before its own parameters: `v` and `language` unless told; `false`, nothing (and with no
   * parameters of its own, no `parameters` at all).
   */
  common?: false | readonly unknown[];
  /** Anything else an operation may hold (`deprecated`, `security`, `x-…`). */
  extra?: Json;
}

/** An operation as a generated description prints it. */
export function operation({
  group,
  summary,
  operationId,
  description,
  parameters,
  requestBody,
  responses,
  common = versionAndLanguage(),
  extra = {},
}: OperationParts): Json {
  return {
    tags: [group],
    ...(summary === undefined ? {} : { summary }),
    ...(operationId === undefined ? {} : { operationId }),
    ...(description === undefined ? {} : { description }),
    ...(common === false && parameters === undefined ? {} : { parameters: [...(common || []), ...(parameters ?? [])] }),
    ...(requestBody === undefined ? {} : { requestBody }),
    ...(responses === undefined ? {} : { responses }),
    ...extra,
  };
}

/**
 * A group's operations, by method and path (`'get /method/user/me'`), as paths of a description: each is tagged
 * with the group.
 */
export function group(name: string, operations: Record<string, Omit<OperationParts, 'group'>>): Paths {
  const paths: Paths = {};
  for (const [line, parts] of Object.entries(operations)) {
    const [method, path] = line.split(' ') as [Method, string];
    (paths[path] ??= {})[method] = operation({ group: name, ...parts });
  }
  return paths;
}

/** Paths of several parts put together: a path's operations may come from more than one. */
export function mergePaths(...parts: Paths[]): Paths {
  const paths: Paths = {};
  for (const part of parts) for (const [path, item] of Object.entries(part)) paths[path] = { ...paths[path], ...item };
  return paths;
}

// The description.

export interface DescriptionParts {
  paths?: Paths | Json;
  /** components/schemas; left out when not given. */
  schemas?: Json;
  /** components besides its schemas (`securitySchemes`). */
  components?: Json;
  openapi?: string;
  info?: Json;
  /** Anything else at the top (`servers`, `tags`, `security`). */
  extra?: Json;
}

/** A whole description around its paths and schemas. */
export function serviceDescription({
  paths = {},
  schemas,
  components = {},
  openapi = '3.0.3',
  info = { title: 'test', version: '1' },
  extra = {},
}: DescriptionParts = {}): Json {
  const allComponents = schemas === undefined ? components : { ...components, schemas };
  return {
    openapi,
    info,
    ...extra,
    paths,
    ...(Object.keys(allComponents).length ? { components: allComponents } : {}),
  };
}

/** A description of nothing but these component schemas, for the tests of reading schemas. */
export const describedWith = (schemas: Json, components: Json = {}, openapi = '3.0.3'): Json => ({
  openapi,
  paths: {},
  components: { schemas, ...components },
});

// Another description changed as a test means it.

/** The description without every path that holds an operation of one of these summaries. */
export function withoutOperations<T extends Json>(document: T, summaries: readonly string[]): T {
  const paths = Object.fromEntries(
    Object.entries(document.paths as Paths).filter(
      ([, item]) => !Object.values(item).some((one) => summaries.includes((one as { summary?: string }).summary ?? '')),
    ),
  );
  return { ...document, paths };
}

/** The description with these component schemas added, or put in place of its own of the same name. */
export function withSchemas<T extends Json>(document: T, schemas: Json): T {
  const components = (document.components ?? {}) as { schemas?: Json };
  return { ...document, components: { ...components, schemas: { ...components.schemas, ...schemas } } };
}
