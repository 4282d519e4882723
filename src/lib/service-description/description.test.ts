import { describe, expect, it } from 'vitest';
import {
  type DescribedOperation,
  type DescriptionProblem,
  DescriptionError,
  type Json,
  findOperation,
  isJson,
  isSessionOperation,
  operationsOfTag,
  readDescription,
  sameName,
} from './description.ts';
import { serviceDescription } from '../../testing/description-builder.ts';

const doc = (paths: unknown, extra: Json = {}): Json =>
  serviceDescription({ info: { title: 'Relay', version: '1' }, paths: paths as Json, extra });

function problemOf(document: unknown): DescriptionProblem | undefined {
  try {
    readDescription(document);
  } catch (error) {
    if (error instanceof DescriptionError) return error.problem;
    throw error;
  }
  return undefined;
}

function op(
  method: DescribedOperation['method'],
  path: string,
  summary: string | undefined,
  tags: string[] = [],
): DescribedOperation {
  const raw: Json = { tags };
  if (summary !== undefined) raw.summary = summary;
  return {
    key: 'k',
    method,
    path,
    tags,
    summary,
    name: summary ?? `${method} ${path}`,
    operationId: undefined,
    description: undefined,
    deprecated: false,
    raw,
    pathItem: {},
  };
}

describe('readDescription: what it refuses', () => {
  it.each([null, 'openapi', 42, [], undefined])('refuses %j as not an object', (value) => {
    expect(problemOf(value)).toEqual({ kind: 'not-object' });
  });

  it('refuses Swagger 2.0', () => {
    expect(problemOf({ swagger: '2.0', info: {}, paths: {} })).toEqual({ kind: 'swagger-2' });
  });

  it('refuses a document without an `openapi` string', () => {
    expect(problemOf({ info: {}, paths: {} })).toEqual({ kind: 'not-openapi' });
    expect(problemOf({ openapi: 3, paths: {} })).toEqual({ kind: 'not-openapi' });
  });

  it.each(['2.0.0', '4.0.0', '3.2.0', '3.10.0', '3.1', 'three'])('refuses version %s and names it', (version) => {
    expect(problemOf({ openapi: version, paths: {} })).toEqual({ kind: 'unsupported-version', version });
  });

  it('cuts a very long version string in the problem', () => {
    const problem = problemOf({ openapi: `9${'.9'.repeat(50)}`, paths: {} });
    expect(problem).toMatchObject({ kind: 'unsupported-version' });
    expect((problem as { version: string }).version).toHaveLength(20);
  });

  it('refuses a description without paths (or with paths that are not an object)', () => {
    expect(problemOf({ openapi: '3.1.0', components: {} })).toEqual({ kind: 'no-paths' });
    expect(problemOf({ openapi: '3.1.0', paths: [] })).toEqual({ kind: 'no-paths' });
  });

  it('throws a DescriptionError whose message names the problem', () => {
    expect(() => readDescription({ swagger: '2.0' })).toThrow(DescriptionError);
    expect(() => readDescription({ swagger: '2.0' })).toThrow(/swagger-2/);
  });

  it.each(['3.0.0', '3.0.3', '3.1.0', '3.1.1'])('accepts version %s', (version) => {
    const description = readDescription({ openapi: version, paths: {} });
    expect(description.openapi).toBe(version);
    expect(description.operations).toEqual([]);
  });
});

describe('readDescription: operations', () => {
  it('reads title, method, path, summary, description, deprecated and keeps the raw objects', () => {
    const pathItem = {
      summary: 'items',
      get: { operationId: 'listItems', summary: '  List items  ', description: 'All of them', tags: ['Items'] },
      delete: { summary: 'Remove items', deprecated: true, tags: ['Items'] },
    };
    const document = doc({ '/method/items': pathItem });
    const description = readDescription(document);
    expect(description.title).toBe('Relay');
    expect(description.document).toBe(document);
    expect(description.operations).toHaveLength(2);
    const [list, remove] = description.operations;
    expect(list).toMatchObject({
      key: 'listItems',
      method: 'GET',
      path: '/method/items',
      summary: 'List items',
      name: 'List items',
      operationId: 'listItems',
      description: 'All of them',
      deprecated: false,
      tags: ['Items'],
    });
    expect(list!.raw).toBe(pathItem.get);
    expect(list!.pathItem).toBe(pathItem);
    expect(remove).toMatchObject({
      method: 'DELETE',
      deprecated: true,
      operationId: undefined,
      description: undefined,
    });
  });

  it('reads every HTTP method it knows and ignores other keys of a path item', () => {
    const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
    const item: Json = Object.fromEntries(methods.map((method) => [method, { summary: method }]));
    item.trace = { summary: 'trace' };
    item.parameters = [{ name: 'id', in: 'query' }];
    item['x-extra'] = { summary: 'x' };
    const description = readDescription(doc({ '/a': item }));
    expect(description.operations.map((operation) => operation.method)).toEqual([
      'GET',
      'PUT',
      'POST',
      'DELETE',
      'PATCH',
      'HEAD',
      'OPTIONS',
    ]);
  });

  it('names an operation without a summary (or a blank one) "METHOD /path"', () => {
    const description = readDescription(doc({ '/method/ping': { get: {}, post: { summary: '   ' } } }));
    expect(description.operations.map((operation) => [operation.summary, operation.name])).toEqual([
      [undefined, 'GET /method/ping'],
      [undefined, 'POST /method/ping'],
    ]);
  });

  it('skips path items that are not objects, paths not starting with "/" and operations that are not objects', () => {
    const description = readDescription(
      doc({
        '/a': null,
        '/b': 'text',
        '/c': [{ get: { summary: 'in an array' } }],
        'x-ext': { get: { summary: 'extension' } },
        '/d': { get: 'not an operation', post: null, put: { summary: 'kept' } },
      }),
    );
    expect(
      description.operations.map((operation) => `${operation.method} ${operation.path} ${operation.name}`),
    ).toEqual(['PUT /d kept']);
  });

  it('keeps string tags only', () => {
    const description = readDescription(
      doc({ '/a': { get: { summary: 'A', tags: ['User', 7, null, { name: 'X' }, 'Auth'] } } }),
    );
    expect(description.operations[0]!.tags).toEqual(['User', 'Auth']);
    expect([...description.byTag.keys()]).toEqual(['user', 'auth']);
  });

  it('treats tags that are not an array as no tags', () => {
    const description = readDescription(doc({ '/a': { get: { summary: 'A', tags: 'User' } } }));
    expect(description.operations[0]!.tags).toEqual([]);
    expect(description.byTag.size).toBe(0);
  });

  it('uses an untitled info as no title', () => {
    expect(readDescription({ openapi: '3.1.0', paths: {} }).title).toBeUndefined();
    expect(readDescription({ openapi: '3.1.0', info: { title: ' ' }, paths: {} }).title).toBeUndefined();
  });
});

describe('readDescription: tags', () => {
  const description = readDescription(
    doc({
      '/a': { get: { summary: 'A', tags: ['Plan Restream'] } },
      '/b': { get: { summary: 'B', tags: ['plan   restream', 'User'] } },
      '/c': { get: { summary: 'C', tags: ['PLAN RESTREAM', 'Plan Restream'] } },
      '/d': { get: { summary: 'D' } },
    }),
  );

  it('indexes operations by tag, ignoring case and repeated spaces', () => {
    expect(operationsOfTag(description, 'Plan Restream').map((operation) => operation.name)).toEqual(['A', 'B', 'C']);
    expect(operationsOfTag(description, '  plan restream ').map((operation) => operation.name)).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect(operationsOfTag(description, 'user').map((operation) => operation.name)).toEqual(['B']);
  });

  it('lists an operation once under a tag it names twice (spelled differently)', () => {
    expect(operationsOfTag(description, 'plan restream').filter((operation) => operation.name === 'C')).toHaveLength(1);
  });

  it('gives nothing for a tag no operation has, and keeps untagged operations out of every tag', () => {
    expect(operationsOfTag(description, 'PlanRestream')).toEqual([]);
    const tagged = [...description.byTag.values()].flat();
    expect(tagged.some((operation) => operation.name === 'D')).toBe(false);
    expect(description.operations.map((operation) => operation.name)).toContain('D');
  });
});

describe('readDescription: keys', () => {
  it('uses a unique operationId as the key', () => {
    const description = readDescription(
      doc({ '/method/plan_restream': { get: { operationId: 'PlanRestreamController_get' } } }),
    );
    expect(description.operations[0]!.key).toBe('PlanRestreamController_get');
  });

  it('uses a slug of method and path when there is no operationId', () => {
    const description = readDescription(
      doc({ '/method/plan_restream': { get: {} }, '/method/items/{id}': { delete: { operationId: '  ' } } }),
    );
    expect(description.operations.map((operation) => operation.key)).toEqual([
      'get-method-plan_restream',
      'delete-method-items-id',
    ]);
  });

  it('uses slugs for operationIds that are not unique, made unique with suffixes', () => {
    const description = readDescription(
      doc({
        '/a': { get: { operationId: 'dup' }, post: { operationId: 'dup' } },
        '/b': { get: { operationId: 'solo' } },
      }),
    );
    expect(description.operations.map((operation) => operation.key)).toEqual(['get-a', 'post-a', 'solo']);
  });

  it('adds -2, -3 … when slugs collide', () => {
    const description = readDescription(doc({ '/a b': { get: {} }, '/a-b': { get: {} }, '/a?b': { get: {} } }));
    expect(description.operations.map((operation) => operation.key)).toEqual(['get-a-b', 'get-a-b-2', 'get-a-b-3']);
  });

  it('keeps an operationId key unique against a slug that came first', () => {
    const description = readDescription(
      doc({ '/users': { get: {} }, '/other': { get: { operationId: 'get-users' } } }),
    );
    const keys = description.operations.map((operation) => operation.key);
    expect(new Set(keys).size).toBe(2);
    expect(keys).toEqual(['get-users', 'get-users-2']);
  });

  it('makes keys URL-safe', () => {
    const description = readDescription(
      doc({ '/x': { get: { operationId: 'get user/{id} ?#' } }, '/y': { get: { operationId: '///' } } }),
    );
    const [first, second] = description.operations.map((operation) => operation.key);
    expect(first).toBe('get-user-id');
    expect(second).toBe('operation');
    for (const key of [first!, second!]) expect(encodeURIComponent(key)).toBe(key);
  });

  it('reads an operationId of 80 000 dashes between two letters (a trim that is linear in its length)', () => {
    const dashes = '-'.repeat(80_000);
    const description = readDescription(
      doc({
        '/x': { get: { operationId: `a${dashes}a` } },
        '/y': { get: { operationId: `${dashes}b${dashes}` } },
        '/z': { get: { operationId: dashes } },
      }),
    );
    expect(description.operations.map((operation) => operation.key)).toEqual([`a${'-'.repeat(119)}`, 'b', 'operation']);
  });

  it('numbers 3 000 colliding slugs on from the last suffix', () => {
    const paths = Object.fromEntries(
      Array.from({ length: 3000 }, (_, i) => [
        `/a${' '.repeat((i % 3) + 1)}b${'?'.repeat(Math.floor(i / 3) + 1)}`,
        { get: {} },
      ]),
    );
    const keys = readDescription(doc(paths)).operations.map((operation) => operation.key);
    expect(new Set(keys).size).toBe(3000);
    expect(keys.slice(0, 3)).toEqual(['get-a-b', 'get-a-b-2', 'get-a-b-3']);
    expect(keys.at(-1)).toBe('get-a-b-3000');
  });

  it('finds an operation by key', () => {
    const description = readDescription(doc({ '/a': { get: { operationId: 'one' }, post: {} } }));
    expect(findOperation(description, 'one')?.method).toBe('GET');
    expect(findOperation(description, 'post-a')?.method).toBe('POST');
    expect(findOperation(description, 'missing')).toBeUndefined();
  });
});

describe('readDescription: a large description', () => {
  it('indexes 200 operations with unique keys', () => {
    const paths = Object.fromEntries(
      Array.from({ length: 100 }, (_, n) => [
        `/method/thing${n}`,
        {
          get: { operationId: `getThing${n}`, summary: `Get thing ${n}`, tags: [`Group ${n % 10}`] },
          post: { summary: `Set thing ${n}`, tags: [`Group ${n % 10}`] },
        },
      ]),
    );
    const description = readDescription(doc(paths));
    expect(description.operations).toHaveLength(200);
    expect(new Set(description.operations.map((operation) => operation.key)).size).toBe(200);
    expect(description.byTag.size).toBe(10);
    expect(operationsOfTag(description, 'group 3')).toHaveLength(20);
    expect(findOperation(description, 'getThing99')?.name).toBe('Get thing 99');
  });
});

describe('sameName and isJson', () => {
  it('compares names ignoring case and repeated spaces, nothing fuzzier', () => {
    expect(sameName('  Get   user\tprofile ')).toBe('get user profile');
    expect(sameName('Get user profile')).toBe(sameName('GET USER  PROFILE'));
    expect(sameName('Get user profile')).not.toBe(sameName('Get users profile'));
    expect(sameName('Get user profile')).not.toBe(sameName('Get user profile.'));
  });

  it('isJson accepts plain objects only', () => {
    expect(isJson({})).toBe(true);
    expect(isJson([])).toBe(false);
    expect(isJson(null)).toBe(false);
    expect(isJson('x')).toBe(false);
  });
});

describe('isSessionOperation', () => {
  it('is the refresh operation (POST only)', () => {
    expect(isSessionOperation(op('POST', '/method/auth/refresh-access', 'Refresh'))).toBe(true);
    expect(isSessionOperation(op('GET', '/method/auth/refresh-access', 'Refresh'))).toBe(false);
  });

  it('is Logout and Update access token under the Auth tag, however spelled', () => {
    expect(isSessionOperation(op('POST', '/method/auth/logout', 'Logout', ['Auth']))).toBe(true);
    expect(isSessionOperation(op('POST', '/x', ' update   ACCESS token', ['auth']))).toBe(true);
    expect(isSessionOperation(op('POST', '/x', 'Logout', ['User', ' AUTH ']))).toBe(true);
  });

  it('is not the same summaries under another tag, other Auth operations, or an Auth operation without summary', () => {
    expect(isSessionOperation(op('POST', '/method/auth/logout', 'Logout', ['User']))).toBe(false);
    expect(isSessionOperation(op('POST', '/method/auth/logout', 'Logout'))).toBe(false);
    expect(isSessionOperation(op('POST', '/method/auth/login', 'Login', ['Auth']))).toBe(false);
    expect(isSessionOperation(op('POST', '/method/auth/logout', undefined, ['Auth']))).toBe(false);
    expect(isSessionOperation(op('POST', '/x', 'Logout everywhere', ['Auth']))).toBe(false);
  });

  it('recognises them in a read description', () => {
    const description = readDescription(
      doc({
        '/method/auth/refresh-access': { post: { summary: 'Refresh access token', tags: ['Auth'] } },
        '/method/auth/logout': { post: { summary: 'Logout', tags: ['Auth'] } },
        '/method/auth/token': { post: { summary: 'Update access token', tags: ['Auth'] } },
        '/method/user': { get: { summary: 'Get user profile', tags: ['User'] } },
      }),
    );
    expect(description.operations.map(isSessionOperation)).toEqual([true, true, true, false]);
  });
});
