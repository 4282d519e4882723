/**
 * The contract API's OpenAPI description (api/openapi.ts), checked three ways, always as served over HTTP:
 *   1. it is a valid OpenAPI 3.1 document for a real validator (@seriousme/openapi-schema-validator), and that
 *      validator does reject broken copies of it;
 *   2. it describes what the API really answers: requests are built from the description, and every answer's body is
 *      validated (JSON Schema 2020-12, @cfworker/json-schema) against the schema described for its status. Seed
 *      project 14 is a service that differs from its description, and must be reported at current.bitrate_max;
 *   3. its parameters, body fields, tags and summaries match the interface document's tables (docs/interface.md, a
 *      copy of the seed document), which is read and parsed here rather than copied.
 * Last, config.json points the dashboard at the description only while the contract API is the API.
 */
import { ACCOUNT_KEYS, type AccountKey, Accounts } from './accounts.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { OutputUnit, Schema } from '@cfworker/json-schema';
import { Validator as JsonSchemaValidator } from '@cfworker/json-schema';
import { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ErrorData, problemOf } from './testing/demo-client.ts';
import { readDescription } from '../src/lib/service-description/description.ts';
import { aliasesOf } from '../src/lib/service-description/known-aliases.ts';
import { namedOperations, readingsOf } from '../src/lib/service-description/match.ts';
import { DESCRIPTION_PATH, contractDescription } from './openapi.ts';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';
import { interfaceText, sectionLines, tableRows } from './testing/interface-document.ts';
import { setSeedValue, valueFor } from './testing/seed-values.ts';
import { heldByNewerSheet } from './testing/real-kind-sheets.ts';

// ---------------------------------------------------------------------------------------------
// The description's shape, as far as these tests read it
// ---------------------------------------------------------------------------------------------

type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  description?: string;
  type?: string;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  required?: string[];
  properties?: Record<string, JsonSchema>;
};
type Media = Record<string, { schema: JsonSchema }>;
type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  tags?: string[];
  summary?: string;
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Media };
  responses: Record<string, { description: string; content?: Media }>;
  security?: Record<string, string[]>[];
};
type SecurityScheme = { type: string; in?: string; name?: string };
type Description = {
  openapi: string;
  tags?: { name: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, SecurityScheme> };
};
type Reply = { status: number; contentType: string; body: unknown };

const REFRESH = '/method/auth/refresh-access';
const PLAN = '/method/plan_restream';

let server: RunningServer;
let description: Description;
// One validator for the whole file: it compiles the OpenAPI 3.1 schema (about a second, blocking) on its first use only.
const openApi = new OpenApiValidator();

beforeAll(async () => {
  // Compiled before the server starts: a second-long block while a kept-alive connection sits idle lets the server's
  // keep-alive timeout close it just as the next request goes out on it (ECONNRESET).
  await openApi.validate(contractDescription());
  server = await startServer({ port: 0, control: true });
  const reply = await call('/__contract/openapi.json');
  expect(reply.status).toBe(200);
  description = reply.body as Description;
  // Project 42's chat key: the same for as long as the service runs, and a secret, so it is asked for, not known.
  const key = await call('/method/chat/key?v=1&language=en&project_id=42', {
    headers: { Authorization: `oauth ${await accessToken()}` },
  });
  setSeedValue('key', (key.body as { key: string }).key);
});

afterAll(async () => {
  await server.close();
});

async function call(urlPath: string, init: RequestInit = {}, base?: string): Promise<Reply> {
  const response = await fetch(new URL(urlPath, base ?? server.url), init);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Left null: a test that expects JSON will say so.
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
}

function operation(method: string, operationPath: string): Operation {
  const found = description.paths[operationPath]?.[method];
  if (!found) throw new Error(`the description has no ${method.toUpperCase()} ${operationPath}`);
  return found;
}

/** A `#/components/schemas/X` reference followed once; any other schema as it is. */
function resolved(schema: JsonSchema): JsonSchema {
  if (schema.$ref === undefined) return schema;
  const name = /^#\/components\/schemas\/([^/]+)$/.exec(schema.$ref)?.[1];
  const target = name === undefined ? undefined : description.components.schemas[name];
  if (!target) throw new Error(`unresolvable $ref ${schema.$ref}`);
  return target;
}

function jsonSchemaOf(media: Media | undefined, where: string): JsonSchema {
  const schema = media?.['application/json']?.schema;
  if (!schema) throw new Error(`${where} describes no application/json schema`);
  return schema;
}

function responseSchema(op: Operation, status: number): JsonSchema {
  const response = op.responses[String(status)];
  if (!response) throw new Error(`status ${status} is not described`);
  return jsonSchemaOf(response.content, `response ${status}`);
}

/**
 * Every JSON Schema 2020-12 error of `body` against `schema`. The schema sits at the root beside the description's
 * components, so its `#/components/schemas/...` references resolve exactly as they do inside the description.
 */
function schemaErrors(schema: JsonSchema, body: unknown): OutputUnit[] {
  // A validator a schema: each copies and reads every component, and a test checks hundreds of answers to a few.
  const key = JSON.stringify(schema);
  let validator = validators.get(key);
  if (!validator) {
    const root = {
      ...structuredClone(schema),
      components: { schemas: structuredClone(description.components.schemas) },
    };
    validators.set(key, (validator = new JsonSchemaValidator(root as Schema, '2020-12', false)));
  }
  return validator.validate(body).errors;
}
const validators = new Map<string, JsonSchemaValidator>();

/** The deepest places the errors point at: a `oneOf` or `properties` failure above them is only their echo. */
function leafLocations(errors: OutputUnit[]): string[] {
  const locations = [...new Set(errors.map((error) => error.instanceLocation))];
  return locations.filter((loc) => !locations.some((other) => other.startsWith(`${loc}/`))).sort();
}

function expectAnswerMatches(op: Operation, reply: Reply, status: number): void {
  expect(reply.status).toBe(status);
  // Described with no content, as the real kind describes some answers: there is nothing to match.
  const response = op.responses[String(status)];
  if (response && response.content === undefined) return;
  expect(reply.contentType).toMatch(/^application\/json\b/);
  expect(schemaErrors(responseSchema(op, status), reply.body)).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Requests built from the description
// ---------------------------------------------------------------------------------------------

/** A value the described schema allows: its default, else its first allowed value. */
function describedValue(schema: JsonSchema | undefined, field: string): string {
  const value = schema?.default ?? schema?.enum?.[0];
  if (typeof value !== 'string') throw new Error(`no described value for ${field}`);
  return value;
}

function refreshRequest(refreshToken: string): RequestInit {
  const op = operation('post', REFRESH);
  const [mediaType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  if (mediaType === undefined || media === undefined) throw new Error('refresh-access describes no request body');
  const schema = resolved(media.schema);
  const body: Record<string, string> = {};
  for (const field of schema.required ?? []) {
    body[field] = field === 'refresh' ? refreshToken : describedValue(schema.properties?.[field], field);
  }
  expect(schemaErrors(media.schema, body)).toEqual([]);
  const headers: Record<string, string> = { 'Content-Type': mediaType };
  for (const parameter of op.parameters ?? []) {
    if (parameter.in === 'header' && parameter.required) headers[parameter.name] = 'openapi.test';
  }
  return { method: 'POST', headers, body: JSON.stringify(body) };
}

/** The header the operation's security requirement names, with the document's `oauth <ACCESS_TOKEN>` form (5.1). */
function authorizationHeader(op: Operation, accessToken: string): Record<string, string> {
  const [requirement] = op.security ?? description.security ?? [];
  const [schemeName] = Object.keys(requirement ?? {});
  const scheme = schemeName === undefined ? undefined : description.components.securitySchemes?.[schemeName];
  if (scheme?.type !== 'apiKey' || scheme.in !== 'header' || scheme.name === undefined) {
    throw new Error('the operation describes no header API key');
  }
  return { [scheme.name]: `oauth ${accessToken}` };
}

/** The described query parameters: optional ones with their first allowed value, minus any left out. */
function planQuery(projectId: number | undefined): string {
  const query = new URLSearchParams();
  for (const parameter of operation('get', PLAN).parameters ?? []) {
    if (parameter.in !== 'query') continue;
    if (parameter.name === 'project_id') {
      if (projectId !== undefined) query.set('project_id', String(projectId));
    } else {
      query.set(parameter.name, describedValue(parameter.schema, parameter.name));
    }
  }
  return `?${query}`;
}

async function accessToken(account?: AccountKey): Promise<string> {
  const reply = await call(REFRESH, refreshRequest(server.api.mintRefreshToken(account)));
  expect(reply.status).toBe(200);
  return (reply.body as { accessToken: string }).accessToken;
}

// ---------------------------------------------------------------------------------------------
// 1. A valid OpenAPI 3.1 document
// ---------------------------------------------------------------------------------------------

async function openApiCheck(document: unknown): Promise<{ valid: boolean; errors?: unknown }> {
  return openApi.validate(document as Record<string, unknown>);
}

/** A broken copy: what breaks it, and a piece of the validator's report that points at the break. */
type Mutation = [name: string, breakIt: (copy: Description) => void, reported: string];

// Each breaks one rule of OpenAPI 3.1. (Leaving `responses` out altogether is allowed in 3.1, unlike 3.0: the
// validator accepts that, so an empty `responses` object stands for it.)
const MUTATIONS: Mutation[] = [
  [
    'a path key without its leading slash',
    (copy) => {
      const { [PLAN]: item, ...rest } = copy.paths;
      copy.paths = { ...rest, 'method/plan_restream': item ?? {} };
    },
    '"unevaluatedProperty":"method/plan_restream"',
  ],
  [
    'an operation whose responses object is empty',
    (copy) => void (copy.paths[REFRESH]!.post!.responses = {}),
    '"instancePath":"/paths/~1method~1auth~1refresh-access/post/responses"',
  ],
  [
    'a response status that is not an HTTP status',
    (copy) => void (copy.paths[PLAN]!.get!.responses['2000'] = { description: 'not a status' }),
    '"unevaluatedProperty":"2000"',
  ],
  [
    'a parameter in `body` (an OpenAPI 2 location)',
    (copy) => void (copy.paths[PLAN]!.get!.parameters![0]!.in = 'body'),
    '"instancePath":"/paths/~1method~1plan_restream/get/parameters/0/in"',
  ],
  [
    'a $ref to a schema that does not exist',
    (copy) =>
      void (copy.components.schemas.PlanRestream!.properties!.current = { $ref: '#/components/schemas/Missing' }),
    "Can't resolve #/components/schemas/Missing",
  ],
  ['an openapi version that is not 3.1.x', (copy) => void (copy.openapi = '3.1'), '"instancePath":"/openapi"'],
];

describe('the served description is valid OpenAPI 3.1', () => {
  it('is served at /__contract/openapi.json as JSON, and is what contractDescription() returns', async () => {
    expect(DESCRIPTION_PATH).toBe('/__contract/openapi.json');
    const reply = await call('/__contract/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.contentType).toMatch(/^application\/json\b/);
    expect(reply.body).toEqual(contractDescription());
    expect(description.openapi).toMatch(/^3\.1\.\d+$/);
  });

  it('is sent gzipped to a client that takes gzip, and as it is to one that does not', async () => {
    // node:http, not fetch: fetch asks for gzip itself and hides the encoding.
    const raw = (acceptEncoding?: string) =>
      new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
        get(new URL(DESCRIPTION_PATH, server.url), { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const zipped = await raw('br, gzip;q=0.8');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    // It also varies on the page's origin (CORS), which gzip must not drop.
    expect(zipped.headers.vary).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(contractDescription());
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.bytes.toString('utf8'))).toEqual(contractDescription());
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 4);
    expect((await raw('gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('carries an ETag, and answers 304 without a body to a client that names it', async () => {
    const first = await fetch(new URL(DESCRIPTION_PATH, server.url));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    await first.arrayBuffer();
    const same = await fetch(new URL(DESCRIPTION_PATH, server.url), { headers: { 'If-None-Match': `"x", ${etag}` } });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(etag);
    expect(await same.text()).toBe('');
    const other = await fetch(new URL(DESCRIPTION_PATH, server.url), { headers: { 'If-None-Match': 'W/"other"' } });
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual(contractDescription());
  });

  it('passes @seriousme/openapi-schema-validator (OpenAPI 3.1 schema and $ref check)', async () => {
    const result = await openApiCheck(description);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it.each(MUTATIONS)('the validator rejects a broken copy: %s', async (_name, breakIt, reported) => {
    const copy = structuredClone(description);
    breakIt(copy);
    const result = await openApiCheck(copy);
    expect(result.valid).toBe(false);
    expect(JSON.stringify(result.errors)).toContain(reported);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. The description against what the API really answers
// ---------------------------------------------------------------------------------------------

describe('the description against real answers', () => {
  it('POST refresh-access: 200 matches TokenPair; the used refresh token answers 400 matching Error', async () => {
    const op = operation('post', REFRESH);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400']);
    expect(responseSchema(op, 200)).toEqual({ $ref: '#/components/schemas/TokenPair' });
    expect(responseSchema(op, 400)).toEqual({ $ref: '#/components/schemas/Error' });

    const refreshToken = server.api.mintRefreshToken();
    const first = await call(REFRESH, refreshRequest(refreshToken));
    expectAnswerMatches(op, first, 200);

    const reuse = await call(REFRESH, refreshRequest(refreshToken));
    expectAnswerMatches(op, reuse, 400);
    expect(reply400Code(reuse)).toBe('invalid_grant');
  });

  it('GET plan_restream: every seed project matches the 200 schema except 14, reported at current.bitrate_max', async () => {
    const op = operation('get', PLAN);
    // Each project read by an account that is its member: no other may read its plan.
    const seeded = new Accounts();
    const headers = new Map<number, Record<string, string>>();
    for (const key of ACCOUNT_KEYS) {
      const header = authorizationHeader(op, await accessToken(key));
      for (const { projectId } of seeded.byKey(key).projects)
        if (!headers.has(projectId)) headers.set(projectId, header);
    }
    const differences: Record<number, string[]> = {};
    for (const projectId of server.api.projects.keys()) {
      const reply = await call(`${PLAN}${planQuery(projectId)}`, { headers: headers.get(projectId) });
      expect(reply.status, `project ${projectId}`).toBe(200);
      expect(reply.contentType).toMatch(/^application\/json\b/);
      differences[projectId] = leafLocations(schemaErrors(responseSchema(op, 200), reply.body));
    }
    expect([...server.api.projects.keys()].sort((a, b) => a - b)).toEqual([
      7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 21, 22, 31, 32, 33, 34, 35, 36, 37, 38, 42,
    ]);
    expect(differences).toEqual({
      42: [],
      7: [],
      8: [],
      9: [],
      10: [],
      11: [],
      12: [],
      13: [],
      15: [],
      16: [],
      17: [],
      21: [],
      22: [],
      ...Object.fromEntries([31, 32, 33, 34, 35, 36, 37, 38].map((id) => [id, []])),
      // A real service that differs from its description: "6000", a string, where an integer is described.
      14: ['#/current/bitrate_max'],
    });
  });

  it('GET plan_restream: unknown or missing project_id answers 400, no Authorization 401, each matching Error', async () => {
    const op = operation('get', PLAN);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401']);
    const headers = authorizationHeader(op, await accessToken());
    const unknownId = Math.max(...server.api.projects.keys()) + 1;

    const unknown = await call(`${PLAN}${planQuery(unknownId)}`, { headers });
    expectAnswerMatches(op, unknown, 400);
    expect(reply400Code(unknown)).toBe('unknown_project');

    const missing = await call(`${PLAN}${planQuery(undefined)}`, { headers });
    expectAnswerMatches(op, missing, 400);
    expect(reply400Code(missing)).toBe('invalid_request');

    const anonymous = await call(`${PLAN}${planQuery(42)}`);
    expectAnswerMatches(op, anonymous, 401);
  });

  it('the body check does report bodies that break the Error schema', () => {
    const errorSchema = responseSchema(operation('get', PLAN), 400);
    expect(leafLocations(schemaErrors(errorSchema, { error: { code: 'x', message: 'm' } }))).toEqual(['#/error']);
    expect(leafLocations(schemaErrors(errorSchema, { error: { name: 1, msg: 'm', options: {}, data: {} } }))).toEqual([
      '#/error/name',
    ]);
    expect(leafLocations(schemaErrors(errorSchema, { message: 'm' }))).toEqual(['#']);
  });
});

// ---------------------------------------------------------------------------------------------
// 2b. The demo operations (all but the two documented ones) against what the API really answers
// ---------------------------------------------------------------------------------------------

function allOperations(): [where: string, op: Operation, method: string, path: string][] {
  return Object.entries(description.paths).flatMap(([opPath, item]) =>
    Object.entries(item).map(([method, op]): [string, Operation, string, string] => [
      `${method.toUpperCase()} ${opPath}`,
      op,
      method,
      opPath,
    ]),
  );
}

/**
 * Not called as a client calls: a provider's callback, which a browser is sent to and sent on from (301), and the
 * exchange of a code only such a flow makes. api/social-sign-in.test.ts walks them.
 */
const FLOW_PATHS = new Set([
  '/method/auth/callback/google',
  '/method/auth/callback/vk-id',
  '/method/auth/callback/vk',
  '/method/auth/auth-telegram',
  '/method/auth/app/exchange',
]);
/** Described by the real kind with no `v` or `language`. */
const NO_COMMON_QUERY = new Set([
  'GET /method/socials/list',
  'GET /method/pay-system/list',
  'GET /method/pull-servers/list',
  // The newer description takes them here but requires neither.
  'GET /method/project/me',
  'GET /method/pay-system/tonconnect/intent',
  'POST /method/pay-system/tonconnect/submit',
  'GET /method/pay-system/walletconnect/intent',
  'POST /method/pay-system/walletconnect/submit',
]);
/**
 * Described, and refused on purpose whatever is sent, by `error.name`: the platforms the service no longer takes new
 * channels of (V Live, which "Supported platforms" does not list, and those it lists with `is_adding` 0).
 */
const REFUSED_ON_PURPOSE: Record<string, string> = Object.fromEntries(
  ['vlive', 'nimotv', 'nonolive', 'zhanqitv'].map((word) => [
    `POST /method/channel/add/${word}`,
    'platform_not_adding',
  ]),
);
/**
 * Where a real answer differs from its description on purpose, by operation: the places reported. The project's full
 * info sends `currency` as "rub", which the real kind's description (copied as it is) calls a number.
 */
const DIFFERS_ON_PURPOSE: Record<string, string[]> = {
  'GET /method/project/get_project_info': ['#/data/currency'],
};

// The documented two; the buy and the removal the real kind puts on the plan's path are demo operations.
const demoOperations = () =>
  allOperations().filter(
    ([, , method, opPath]) => opPath !== REFRESH && !(opPath === PLAN && method === 'get') && !FLOW_PATHS.has(opPath),
  );
/** The status of the operation's success: 200, or 201 where the real kind answers its writes so. */
const successOf = (op: Operation) => (op.responses['201'] === undefined ? 200 : 201);

type Tokens = { accessToken: string; refreshToken: string };

/** The request the description calls for: its required query parameters and body fields, less `leaveOut`. */
function describedRequest(
  op: Operation,
  opPath: string,
  method: string,
  tokens: Tokens | undefined,
  leaveOut?: string,
) {
  const query = new URLSearchParams();
  for (const parameter of op.parameters ?? []) {
    if (parameter.in !== 'query' || !parameter.required || parameter.name === leaveOut) continue;
    query.set(
      parameter.name,
      String(valueFor(parameter.name, parameter.schema, tokens?.refreshToken ?? 'rt_x', opPath)),
    );
  }
  const init: RequestInit = { method: method.toUpperCase(), headers: {} };
  const bodySchema = op.requestBody === undefined ? undefined : bodyOf(op, `${opPath} body`);
  if (bodySchema) {
    const body: Record<string, unknown> = {};
    for (const field of bodySchema.required ?? []) {
      if (field !== leaveOut)
        body[field] = valueFor(
          field,
          resolved(bodySchema.properties?.[field] ?? {}),
          tokens?.refreshToken ?? 'rt_x',
          opPath,
        );
    }
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const needsToken = (op.security ?? []).every((requirement) => Object.keys(requirement).length > 0);
  if (tokens && needsToken) init.headers = { ...init.headers, ...authorizationHeader(op, tokens.accessToken) };
  return { url: `${opPath}?${query}`, init };
}

async function freshTokens(): Promise<Tokens> {
  const reply = await call(REFRESH, refreshRequest(server.api.mintRefreshToken()));
  expect(reply.status).toBe(200);
  return reply.body as Tokens;
}

/** Required query parameters and body fields of an operation, by name. */
function requiredFields(op: Operation): string[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name);
  const body = op.requestBody === undefined ? [] : (bodyOf(op, 'body').required ?? []);
  return [...params, ...body];
}

/** The body's schema; of a body described as alternatives (`oneOf`, several DTOs on one endpoint), the first. */
function bodyOf(op: Operation, where: string): JsonSchema {
  const schema = resolved(jsonSchemaOf(op.requestBody?.content, where));
  const first = (schema.oneOf as JsonSchema[] | undefined)?.[0];
  return first === undefined ? schema : resolved(first);
}

describe('the demo operations against real answers', () => {
  beforeEach(async () => {
    expect((await call('/__control/reset', { method: 'POST' })).status).toBe(204);
  });

  it('describes 202 operations besides the two documented ones and the sign-in flow’s, each with v and language, and 200, 400 (and 401 when signed in)', () => {
    expect(demoOperations()).toHaveLength(202);
    for (const [where, op] of demoOperations()) {
      const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name);
      if (NO_COMMON_QUERY.has(where))
        expect(
          query.filter((name) => name === 'v' || name === 'language'),
          where,
        ).toEqual([]);
      else expect(query.slice(0, 2), where).toEqual(['v', 'language']);
      const optional = (op.security ?? []).some((requirement) => Object.keys(requirement).length === 0);
      const success = String(successOf(op));
      expect(Object.keys(op.responses).sort(), where).toEqual(optional ? [success, '400'] : [success, '400', '401']);
    }
  });

  it('every one answers the request its description calls for with 200 matching its described schema', async () => {
    for (const [where, op, method, opPath] of demoOperations()) {
      const { url, init } = describedRequest(op, opPath, method, await freshTokens());
      const reply = await call(url, init);
      const refused = REFUSED_ON_PURPOSE[where];
      if (refused !== undefined) {
        expectAnswerMatches(op, reply, 400);
        expect([where, reply400Code(reply)]).toEqual([where, refused]);
        continue;
      }
      // Described with no content, as the real kind describes an added channel's answer: its body is empty.
      const empty = op.responses[String(successOf(op))]?.content === undefined && reply.body === null;
      expect([where, reply.status, empty ? 'empty' : reply.body]).toEqual([where, successOf(op), expect.anything()]);
      const differs = DIFFERS_ON_PURPOSE[where];
      if (differs === undefined) expectAnswerMatches(op, reply, successOf(op));
      else expect(leafLocations(schemaErrors(responseSchema(op, successOf(op)), reply.body)), where).toEqual(differs);
      expect((await call('/__control/reset', { method: 'POST' })).status, where).toBe(204);
    }
    // A request or two per operation, one after another: the time grows with what the API describes.
  }, 30_000);

  it('every one answers 400 matching Error, naming the field, for each required parameter or body field left out', async () => {
    const tokens = await freshTokens();
    for (const [where, op, method, opPath] of demoOperations()) {
      for (const field of requiredFields(op)) {
        const { url, init } = describedRequest(op, opPath, method, tokens, field);
        const reply = await call(url, init);
        expectAnswerMatches(op, reply, 400);
        expect(problemOf((reply.body as { error: ErrorData }).error).field, `${where} without ${field}`).toBe(field);
      }
    }
  }, 30_000);

  it('every signed-in one answers 401 matching Error without an access token', async () => {
    for (const [where, op, method, opPath] of demoOperations()) {
      if (op.responses['401'] === undefined) continue;
      const { url, init } = describedRequest(op, opPath, method, undefined);
      const reply = await call(url, init);
      expect(reply.status, where).toBe(401);
      expectAnswerMatches(op, reply, 401);
    }
    // A request per operation, as in the two above: the time grows with what the API describes.
  }, 30_000);

  it('the schema check does report a slot of the wrong shape', () => {
    const transcoding = responseSchema(operation('get', '/method/plan_transcoding'), 200);
    const slot = {
      id: 1,
      count: 2,
      date_end: '2026-02-01T00:00:00Z',
      title: 'S',
      prolongation: false,
      period: 'month',
    };
    expect(schemaErrors(transcoding, { before: null, current: slot, next: null })).toEqual([]);
    const { date_end: _, ...noEnd } = slot;
    expect(leafLocations(schemaErrors(transcoding, { before: null, current: noEnd, next: null }))).toEqual([
      '#/current',
    ]);
    const wrongType = { ...slot, count: '2' };
    expect(leafLocations(schemaErrors(transcoding, { before: null, current: wrongType, next: null }))).toEqual([
      '#/current/count',
    ]);
  });

  it('every property of every schema is described, in words', () => {
    const undescribed: string[] = [];
    for (const [name, schema] of Object.entries(description.components.schemas)) {
      for (const [property, value] of Object.entries(schema.properties ?? {})) {
        if (typeof value.description !== 'string' || value.description === '') undescribed.push(`${name}.${property}`);
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('the dashboard finds each by its group and document name (namedOperations), by its place where the name lies', () => {
    const service = readDescription(description);
    const groups = operationGroups();
    const shared = new Set<string>();
    const byPlace: string[] = [];
    for (const [where, op, method, opPath] of demoOperations()) {
      const group = op.tags?.[0] ?? '';
      // One published without a summary is found by the document name its operationId is the known alias of.
      const name =
        op.summary ??
        (groups.get(group) ?? []).find((each) =>
          aliasesOf(group, each).some((alias) => typeof alias !== 'string' && alias.operationId === op.operationId),
        ) ??
        '';
      const named = namedOperations(service, group, name);
      // One the real kind publishes under another's summary is found by its method and path, never by that summary.
      const placed = !named.some((each) => `${each.method} ${each.path}` === where);
      if (placed) byPlace.push(where);
      const found = placed
        ? namedOperations(service, group, `${method.toUpperCase()} ${opPath.replace(/^\/method/, '')}`)
        : named;
      if (found.length > 1) shared.add(`${group} — ${name}`);
      expect(
        found.map((each) => `${each.method} ${each.path}`),
        where,
      ).toContain(where);
      // Of one name's operations, a page tells the read from the write by what it does with it, never by path.
      expect(found.filter((each) => each.method === 'GET').length, where).toBeLessThanOrEqual(1);
    }
    // The real kind publishes its sign-out of a platform account under the category search's summary (a lying
    // summary, kept as it is): found by its place. The webinar plan's read and removal, under the other plans'
    // summaries in a group the document does not have, are named as the other kinds' are (known-aliases.ts). No name
    // stands for two operations.
    expect(byPlace).toEqual(['POST /method/platforms/logout']);
    expect([...shared]).toEqual([]);
  });
});

function reply400Code(reply: Reply): string {
  return problemOf((reply.body as { error: ErrorData }).error).code;
}

// ---------------------------------------------------------------------------------------------
// 3. The description against the interface document
// ---------------------------------------------------------------------------------------------

const docText = interfaceText;

const backticked = (cell: string): string[] => [...cell.matchAll(/`([^`]*)`/g)].map((m) => m[1] ?? '');

/** `METHOD {base_url}/path` as the section's text gives it. */
function endpointOf(lines: string[]): { method: string; path: string } {
  const m = /`(GET|POST) \{base_url\}(\/[^`\s]+)`/.exec(lines.join('\n'));
  if (!m?.[1] || !m[2]) throw new Error('no endpoint line');
  return { method: m[1].toLowerCase(), path: m[2] };
}

/** The document's type cell as JSON Schema type (and format). */
function documentedType(cell: string): { type: string; format?: string } {
  if (cell.startsWith('string, ISO 8601 date-time')) return { type: 'string', format: 'date-time' };
  const type = /^(string|integer|boolean)\b/.exec(cell)?.[1];
  if (type === undefined) throw new Error(`unknown type cell: ${cell}`);
  return { type };
}

/**
 * Section 1's table: group name → operation names ("see 4.3" → 4.3's table). A name with a slash names one operation
 * per alternative, as the dashboard reads it ("Set name / rtmp url for …": "Set name for …", "Set rtmp url for …");
 * "Optional settings per platform (vk, youtube, …), several …" one per platform: "Optional settings for youtube".
 */
function operationGroups(): Map<string, string[]> {
  // "Internal request of auth (two operations)" names the operations "Internal request of auth", as the catalog reads it.
  const auth = tableRows(sectionLines('### 4.3')).map(([name]) => (name ?? '').replace(/ \(\w+ operations\)$/, ''));
  const perPlatform = (name: string) => {
    const platforms = /^Optional settings per platform \(([^)]*)\)/.exec(name)?.[1];
    return platforms === undefined
      ? [name, ...readingsOf(name).flat()]
      : [name, ...platforms.split(',').map((platform) => `Optional settings for ${platform.trim()}`)];
  };
  const groups = new Map<string, string[]>();
  for (const [groupCell = '', operationsCell = ''] of tableRows(sectionLines('## 1.'))) {
    const names =
      operationsCell === 'see 4.3' ? auth : operationsCell.split(';').flatMap((name) => perPlatform(name.trim()));
    for (const group of groupCell.split(',')) groups.set(group.trim(), names);
  }
  return groups;
}

describe('the description against the interface document (docs/interface.md)', () => {
  it('refresh-access body: fields, types, required-ness, allowed values and defaults of the 4.1 body table', () => {
    const rows = tableRows(sectionLines('### 4.1'), 'Body');
    const schema = resolved(jsonSchemaOf(operation('post', REFRESH).requestBody?.content, 'refresh-access body'));
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(rows.map(([field]) => field).sort());
    expect([...(schema.required ?? [])].sort()).toEqual(
      rows
        .filter((row) => row[2] === 'yes')
        .map(([field]) => field)
        .sort(),
    );
    for (const [field = '', type = '', , allowed = '', fallback = ''] of rows) {
      const property = schema.properties?.[field];
      expect(property?.type, field).toBe(documentedType(type).type);
      const values = backticked(allowed);
      // "the refresh token", "any": no list of values.
      if (values.length > 0) expect([...(property?.enum ?? [])].sort(), field).toEqual(values.sort());
      else expect(property?.enum, field).toBeUndefined();
      const documentedDefault =
        fallback === 'none' ? undefined : fallback === 'empty string' ? '' : backticked(fallback)[0];
      expect(property?.default, `${field} default`).toEqual(documentedDefault);
    }
    // The table as read: v 1/2/3, language ru/en/cn (en), app site/admin/mobile/desktop (site), fingerprint ('').
    expect(schema.properties?.language?.default).toBe('en');
    expect(schema.properties?.app?.enum).toContain('desktop');
  });

  it('refresh-access: method and path, headers and response statuses of 4.1', () => {
    const lines = sectionLines('### 4.1');
    const { method, path: endpoint } = endpointOf(lines);
    expect([method, endpoint]).toEqual(['post', REFRESH]);
    const op = operation(method, endpoint);
    const headers = new Map(
      tableRows(lines, 'Headers').map(([name = '', type = '', required = '']) => [name, { type, required }]),
    );
    // User-Agent: required header parameter.
    expect(headers.get('User-Agent')?.required).toBe('yes');
    expect(op.parameters?.find((p) => p.in === 'header' && p.name === 'User-Agent')?.required).toBe(true);
    // Content-Type: the body is required and JSON.
    expect(headers.get('Content-Type')).toEqual({ type: '`application/json`', required: 'yes' });
    expect(op.requestBody?.required).toBe(true);
    expect(Object.keys(op.requestBody?.content ?? {})).toEqual(['application/json']);
    // Authorization: "not shown" whether it is required, so the description must not require it.
    expect(headers.get('Authorization')?.required).toBe('see below');
    expect(op.security ?? description.security ?? []).toEqual([]);
    // Responses: 200 and 400, as the table lists them.
    const statuses = tableRows(lines, 'Responses').map(([status = '']) => /^\d{3}/.exec(status)?.[0]);
    expect(Object.keys(op.responses).sort()).toEqual(statuses.sort());
  });

  it('plan_restream: method, path, query parameters and Authorization header of 4.2', () => {
    const lines = sectionLines('### 4.2');
    const { method, path: endpoint } = endpointOf(lines);
    expect([method, endpoint]).toEqual(['get', PLAN]);
    const op = operation(method, endpoint);
    const text = lines.join('\n');
    const queryPart = /with query parameters (.*?), and header/.exec(text)?.[1] ?? '';
    const documented = backticked(queryPart);
    expect(documented).toEqual(['v', 'language', 'project_id']);
    const described = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(described.sort()).toEqual([...documented].sort());
    expect((op.parameters ?? []).filter((p) => p.in !== 'query')).toEqual([]);
    const header = /header `([A-Za-z-]+): oauth <ACCESS_TOKEN>`/.exec(text)?.[1];
    expect(header).toBe('Authorization');
    expect(authorizationHeader(op, 'T')).toEqual({ [header ?? '']: 'oauth T' });
  });

  it('TokenPair and PlanSlot fields and types match the tables of 2.1 and 2.2', () => {
    const pair = resolved(responseSchema(operation('post', REFRESH), 200));
    const pairRows = tableRows(sectionLines('### 2.1'));
    expect(Object.keys(pair.properties ?? {}).sort()).toEqual(pairRows.map(([field]) => field).sort());
    expect([...(pair.required ?? [])].sort()).toEqual(
      pairRows
        .filter((row) => row[2] === 'yes')
        .map(([f]) => f)
        .sort(),
    );
    for (const [field = '', type = ''] of pairRows)
      expect(pair.properties?.[field]?.type, field).toBe(documentedType(type).type);

    const plan = resolved(responseSchema(operation('get', PLAN), 200));
    expect(Object.keys(plan.properties ?? {}).sort()).toEqual(['before', 'current', 'next']);
    const slot = description.components.schemas.PlanSlot;
    const slotRows = tableRows(sectionLines('### 2.2'));
    expect(Object.keys(slot?.properties ?? {}).sort()).toEqual(slotRows.map(([field]) => field).sort());
    for (const [field = '', type = ''] of slotRows) {
      const { type: described, format } = slot?.properties?.[field] ?? {};
      expect({ type: described, ...(format === undefined ? {} : { format }) }, field).toEqual(documentedType(type));
    }
  });

  it('tags and summaries are the group and operation names of sections 1, 4.1 and 4.3', () => {
    const groups = operationGroups();
    const refresh = operation('post', REFRESH);
    const plan = operation('get', PLAN);
    expect([refresh.tags, refresh.summary]).toEqual([['Auth'], 'Update access token']);
    expect([plan.tags, plan.summary]).toEqual([['PlanRestream'], 'Get tariff for project']);

    // Auth: 4.1's heading and "(group Auth)", and 4.3's table row "Update access token | POST (see 4.1)".
    const lines41 = sectionLines('### 4.1');
    expect(docText).toContain(`### 4.1 ${refresh.summary}`);
    expect(lines41.join('\n')).toContain(`(group ${refresh.tags?.[0]})`);
    const authRow = tableRows(sectionLines('### 4.3')).find(([name]) => name === refresh.summary);
    expect(authRow?.[1]).toMatch(/^POST\b/);
    expect(groups.get('Auth')).toContain(refresh.summary);
    // PlanRestream: section 1's row lists "Get tariff for project".
    expect(groups.get('PlanRestream')).toContain(plan.summary);
    // Every declared tag is a group name of section 1, or the newer description's group of operations only it has
    // (api/real-kind-newer.test.ts holds those to it: the document does not name them).
    const newerGroups = new Set(
      allOperations()
        .filter(([, , method, opPath]) => heldByNewerSheet(method.toUpperCase(), opPath))
        .map(([, op]) => op.tags?.[0]),
    );
    for (const { name } of description.tags ?? []) expect(groups.has(name) || newerGroups.has(name), name).toBe(true);
    expect([...newerGroups].filter((group) => !groups.has(group ?? '')).sort()).toEqual([
      'Chat',
      'Media service files',
      'Plan webinar',
      'Video',
    ]);
    expect((description.tags ?? []).map((tag) => tag.name).sort()).toEqual([
      'Analytics',
      'Auth',
      'Broadcast',
      'Centrifuge',
      'Channel',
      'Channel settings',
      'Chat',
      'Chat gateway',
      'Live',
      'Media service files',
      'MoneyFlow',
      'NotifyHistory',
      'NotifyUser',
      'Pay system',
      'Payment',
      'Plan webinar',
      'PlanRestream',
      'PlanStorage',
      'PlanTranscoding',
      'Platforms',
      'Project',
      'ProjectChannel',
      'ProjectChannelInvite',
      'ProjectHistory',
      'Promo',
      'Pull servers',
      'RtmpServer',
      'Stream key',
      'Stream pull keys',
      'Transactions',
      'Transcoders',
      'User',
      'UserProject',
      'Video',
    ]);
    // Every operation: one tag, a group of section 1, and a summary that is one of that group's names or, where the
    // real kind words it otherwise, that name's known alias (what a real deployment's description says); but the
    // newer description's own, which the document does not name.
    for (const [where, op, method, opPath] of allOperations()) {
      expect(op.tags, where).toHaveLength(1);
      if (heldByNewerSheet(method.toUpperCase(), opPath)) continue;
      const group = op.tags?.[0] ?? '';
      const names = groups.get(group) ?? [];
      const aliases = names.flatMap((name) => aliasesOf(group, name));
      // Published without a summary, as the real kind publishes it: its operationId is the known alias.
      expect([...names, ...aliases], where).toContainEqual(op.summary ?? { operationId: op.operationId });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 4. config.json names the description only while the contract API is the API
// ---------------------------------------------------------------------------------------------

describe('config.json and the description', () => {
  async function withSite(config: Record<string, unknown>, check: (site: RunningServer) => Promise<void>) {
    const dir = await mkdtemp(path.join(tmpdir(), 'contract-api-openapi-'));
    await writeFile(path.join(dir, 'config.json'), JSON.stringify(config));
    const site = await startServer({ port: 0, staticDir: dir });
    try {
      await check(site);
    } finally {
      await site.close();
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('a config.json without apiBaseUrl gets serviceDescriptionUrl /__contract/openapi.json, which serves a valid description', async () => {
    await withSite({ apiBaseUrl: '' }, async (site) => {
      const config = await call('/config.json', {}, site.url);
      expect(config.status).toBe(200);
      expect(config.body).toMatchObject({
        apiBaseUrl: '',
        demo: true,
        serviceDescriptionUrl: '/__contract/openapi.json',
      });
      const url = (config.body as { serviceDescriptionUrl: string }).serviceDescriptionUrl;
      const served = await call(url, {}, site.url);
      expect(served.status).toBe(200);
      expect(served.body).toEqual(description);
      expect((await openApiCheck(served.body)).valid).toBe(true);
    });
  });

  it('a config.json whose apiBaseUrl points elsewhere does not get serviceDescriptionUrl', async () => {
    await withSite({ apiBaseUrl: 'https://api.example.test' }, async (site) => {
      const config = await call('/config.json', {}, site.url);
      expect(config.status).toBe(200);
      expect(config.body).toEqual({ apiBaseUrl: 'https://api.example.test', demo: true });
    });
  });
});
