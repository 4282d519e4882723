/**
 * The contract API against the real kind of service: every operation it describes (as served over HTTP) has the
 * path, method and summary of an operation of ../shared/real-kind-shapes.md, takes that operation's required
 * parameters where it takes them, answers with its success status, and answers in its shape — its answer schema's
 * top-level property names and types (api/real-kind-depth.test.ts holds its reads at every depth). The sheet is read
 * through api/testing/real-kind-table.json (derived by scripts/real-kind-table.ts; the first test proves the table is
 * the sheet's, when the sheet is beside the repo).
 *
 * What is not the real kind's yet is listed below by operation, and the test holds that list to exactly what differs:
 * putting an operation right without taking it off, or letting another one drift, fails.
 *
 * An operation only the newer description has, or that it changed (api/testing/real-kind-sheets.ts), is held to that
 * one by api/real-kind-newer.test.ts instead; one in neither fails here as unknown.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSheet, type RealKindOperation } from '../scripts/real-kind-table.ts';
import { type Description, type Operation, shapeReader, sorted } from './testing/real-kind-compare.ts';
import { heldByNewerSheet } from './testing/real-kind-sheets.ts';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';

const TABLE_URL = new URL('./testing/real-kind-table.json', import.meta.url);
const SHEET_URL = new URL('../../shared/real-kind-shapes.md', import.meta.url);
const table = JSON.parse(readFileSync(TABLE_URL, 'utf8')) as RealKindOperation[];

/** Operations whose answer is still the contract API's own shape, by `METHOD path`. */
const ANSWER_NOT_YET_REAL: readonly string[] = [];

/** Operations that take a parameter the real kind's does not (or miss one it has), by `METHOD path`. */
const PARAMETERS_NOT_YET_REAL: readonly string[] = [];

/**
 * What the demo takes beyond the real kind's on purpose, by operation: PKCE (RFC 7636), without which a sign-in's
 * code read from an address or a log is worth a pair to anyone (docs/session.md). A dashboard sends them only where
 * a deployment's description declares them.
 */
const OURS_ON_PURPOSE: Readonly<Record<string, readonly string[]>> = {
  'GET /method/auth/redirect-url': ['code_challenge', 'code_challenge_method'],
  'POST /method/auth/app/exchange': ['code_verifier'],
};
const onPurpose = (operation: Ours, name: string) => OURS_ON_PURPOSE[operation.key]?.includes(name) === true;

let server: RunningServer;
let description: Description;

beforeAll(async () => {
  server = await startServer({ port: 0 });
  const reply = await fetch(`${server.url}/__contract/openapi.json`);
  description = (await reply.json()) as Description;
  reader = shapeReader(description);
});

afterAll(async () => {
  await server.close();
});

/** The contract API's description read as the sheet reads the real kind's, once it is fetched. */
let reader: ReturnType<typeof shapeReader>;

type Ours = { key: string; method: string; path: string; operation: Operation };

function ourOperations(): Ours[] {
  return Object.entries(description.paths)
    .filter(([path]) => path.startsWith('/method/'))
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operation,
      })),
    )
    .filter((ours) => !heldByNewerSheet(ours.method, ours.path));
}

const theirs = (ours: Ours) => table.find((row) => row.method === ours.method && row.path === ours.path);
/** A success: 2xx, or the 301 a provider's callback sends the browser on with. */
const success = (responses: Record<string, unknown>) =>
  Object.keys(responses).find((status) => /^2\d\d$/.test(status) || status === '301');
const COMMON = new Set(['v', 'language']);

describe('the real kind’s table', () => {
  it.skipIf(!existsSync(SHEET_URL))('is the sheet’s, as scripts/real-kind-table.ts reads it', () => {
    expect(parseSheet(readFileSync(SHEET_URL, 'utf8'))).toEqual(table);
  });

  it('reads the sheet’s shapes: allOf parts merged, common answers expanded, optional parameters marked', () => {
    const list = table.find((row) => row.method === 'GET' && row.path === '/method/project/list');
    expect(list?.answers['200']).toEqual({
      kind: 'object',
      properties: { total: 'number', limit: 'number', offset: 'number', results: 'array' },
    });
    expect(list?.parameters.find((parameter) => parameter.name === 'limit')).toMatchObject({ required: false });
    const buy = table.find((row) => row.method === 'POST' && row.path === '/method/plan_restream');
    expect(buy?.answers['200']).toEqual({ kind: 'object', properties: { success: 'boolean' } });
    expect(table.find((row) => row.path === '/method/auth/me')?.answers['200']).toEqual({ kind: 'none' });
  });
});

describe('the contract API’s operations, against the real kind’s', () => {
  it('lists what it describes: every /method/ operation is one of the real kind’s, by path, method and summary', () => {
    const ours = ourOperations();
    console.log(`${ours.length} operations described; the real kind has ${table.length}`);
    expect(ours.length).toBeGreaterThan(40);
    const unknown = ours.filter((operation) => !theirs(operation)).map((operation) => operation.key);
    expect(unknown).toEqual([]);
    // The sheet writes "(no summary)" where the real kind publishes an operation without one; ours leave it out too.
    const summaries = ours
      .filter((operation) => (operation.operation.summary ?? '(no summary)') !== theirs(operation)?.summary)
      .map((operation) => `${operation.key}: ${operation.operation.summary} ≠ ${theirs(operation)?.summary}`);
    expect(summaries).toEqual([]);
  });

  it('answers with the real kind’s success status (200, or 201 on its creations)', () => {
    const wrong = ourOperations()
      .filter((operation) => success(operation.operation.responses) !== success(theirs(operation)?.answers ?? {}))
      .map((operation) => operation.key);
    expect(wrong).toEqual([]);
  });

  it('takes the real kind’s parameters: each required one, in the same place with the same type, and no other', () => {
    const differing = ourOperations().filter((operation) => {
      const real = theirs(operation);
      if (!real) return true;
      const ours = (operation.operation.parameters ?? []).filter(
        (parameter) => !COMMON.has(parameter.name) && !onPurpose(operation, parameter.name),
      );
      const required = real.parameters.filter((parameter) => parameter.required && !COMMON.has(parameter.name));
      const missing = required.some(
        (parameter) =>
          !ours.some(
            (mine) =>
              mine.name === parameter.name &&
              mine.in === parameter.in &&
              reader.typeName(mine.schema) === parameter.type,
          ),
      );
      const extra = ours.some((mine) => !real.parameters.some((parameter) => parameter.name === mine.name));
      return missing || extra;
    });
    expect(differing.map((operation) => operation.key)).toEqual(PARAMETERS_NOT_YET_REAL);
  });

  it('answers in the real kind’s shape: the same top-level property names and types, but where listed', () => {
    const differing = ourOperations().filter((operation) => {
      const real = theirs(operation);
      const status = success(operation.operation.responses);
      if (!real || status === undefined) return true;
      const answer = operation.operation.responses[status]?.content?.['application/json']?.schema;
      return JSON.stringify(sorted(reader.shapeOf(answer))) !== JSON.stringify(sorted(real.answers[status]));
    });
    expect(differing.map((operation) => operation.key).sort()).toEqual([...ANSWER_NOT_YET_REAL].sort());
  });

  it('takes a JSON body only where the real kind does, each of its fields one of the real kind’s with its type', () => {
    const differing = ourOperations().filter((operation) => {
      const real = theirs(operation)?.body;
      const schema = operation.operation.requestBody?.content['application/json']?.schema;
      if (!real) return schema !== undefined;
      if (real.kind !== 'object') return false;
      const ours = reader.shapeOf(schema);
      if (ours.kind !== 'object') return true;
      // The real kind repeats `v` and `language` in every body; ours take them from the query, as everything else.
      return Object.entries(ours.properties).some(
        ([name, type]) => real.properties[name] !== type && !onPurpose(operation, name),
      );
    });
    expect(differing.map((operation) => operation.key)).toEqual([]);
  });

  it('takes beyond the real kind’s only what it lists on purpose, and each of those it does take', () => {
    for (const [key, names] of Object.entries(OURS_ON_PURPOSE)) {
      const operation = ourOperations().find((ours) => ours.key === key);
      const body = operation?.operation.requestBody?.content['application/json']?.schema;
      const bodyNames = Object.keys(body ? ((reader.shapeOf(body) as { properties?: object }).properties ?? {}) : {});
      const taken = [...(operation?.operation.parameters ?? []).map((parameter) => parameter.name), ...bodyNames];
      expect(
        names.filter((name) => !taken.includes(name)),
        key,
      ).toEqual([]);
    }
  });
});
