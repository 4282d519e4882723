import { describe, expect, it } from 'vitest';
import { type Json, readDescription } from './description.ts';
import { operationDetails } from './operation-details.ts';
import {
  BODY_KEY,
  type DashboardValues,
  type FormValues,
  bodyFieldKey,
  buildRequest,
  dashboardValue,
  fieldKey,
  previewLine,
} from './operation-request.ts';
import { coerce } from './value-kinds.ts';
import { SchemaResolver } from './schema.ts';
import {
  describedWith,
  serviceDescription,
  arrayOf,
  body,
  json,
  object,
  parameter,
} from '../../testing/description-builder.ts';

const dashboard: DashboardValues = { v: '1', language: 'en', projectId: 42 };
const noProject: DashboardValues = { ...dashboard, projectId: null };

/** The one operation of a one-path description, and its details. */
function setup(path: string, method: string, operation: Json, components: Json = {}, pathLevel: Json = {}) {
  const document: Json = serviceDescription({ paths: { [path]: { ...pathLevel, [method]: operation } }, components });
  const described = readDescription(document).operations[0]!;
  const details = operationDetails(document, described);
  return {
    build: (
      fields: Record<string, string> = {},
      options: { json?: string; files?: Record<string, File[]>; dashboard?: DashboardValues } = {},
    ) => {
      const form: FormValues = { fields, json: options.json };
      return buildRequest(described, details, form, options.files ?? {}, options.dashboard ?? dashboard);
    },
  };
}

const resolve = (raw: unknown) => new SchemaResolver(describedWith({})).resolve(raw);

describe('coerce', () => {
  it('gives undefined for empty or blank text', () => {
    expect(coerce('', resolve({ type: 'integer' }))).toBeUndefined();
    expect(coerce('   ', resolve({ type: 'string' }))).toBeUndefined();
  });

  it('reads enum values as the values themselves, refusing others', () => {
    expect(coerce('2', resolve({ type: 'integer', enum: [1, 2, 3] }))).toEqual({ value: 2 });
    expect(coerce('true', resolve({ enum: [true, false] }))).toEqual({ value: true });
    expect(coerce('b', resolve({ type: 'string', enum: ['a', 'b'] }))).toEqual({ value: 'b' });
    expect(coerce('c', resolve({ type: 'string', enum: ['a', 'b'] }))).toEqual({
      problem: { kind: 'unreadable', valueKind: 'enum' },
    });
    expect(coerce('B', resolve({ type: 'string', enum: ['a', 'b'] }))).toEqual({
      problem: { kind: 'unreadable', valueKind: 'enum' },
    });
  });

  it('reads integers, refusing fractions, words and values beyond 2^53', () => {
    const integer = resolve({ type: 'integer', format: 'int64' });
    expect(coerce('-17', integer)).toEqual({ value: -17 });
    expect(coerce(' 5 ', integer)).toEqual({ value: 5 });
    expect(coerce(String(Number.MAX_SAFE_INTEGER), integer)).toEqual({ value: Number.MAX_SAFE_INTEGER });
    for (const text of ['1.5', '1e3', 'ten', '9007199254740992', '9007199254740993', '12345678901234567890', '0x10'])
      expect(coerce(text, integer), text).toEqual({ problem: { kind: 'unreadable', valueKind: 'integer' } });
  });

  it('reads numbers, refusing what is not a finite number', () => {
    const number = resolve({ type: 'number' });
    expect(coerce('1.5', number)).toEqual({ value: 1.5 });
    expect(coerce('-2e3', number)).toEqual({ value: -2000 });
    for (const text of ['abc', 'Infinity', '1e400', '1,5'])
      expect(coerce(text, number), text).toEqual({ problem: { kind: 'unreadable', valueKind: 'number' } });
  });

  it('reads booleans as exactly "true" or "false"', () => {
    const boolean = resolve({ type: 'boolean' });
    expect(coerce('true', boolean)).toEqual({ value: true });
    expect(coerce('false', boolean)).toEqual({ value: false });
    for (const text of ['yes', '1', 'TRUE'])
      expect(coerce(text, boolean)).toEqual({ problem: { kind: 'unreadable', valueKind: 'boolean' } });
  });

  it('sends date-times as ISO 8601 UTC with Z', () => {
    const dateTime = resolve({ type: 'string', format: 'date-time' });
    expect(coerce('2024-03-05T10:00:00+03:00', dateTime)).toEqual({ value: '2024-03-05T07:00:00.000Z' });
    expect(coerce('2024-03-05T07:00:00Z', dateTime)).toEqual({ value: '2024-03-05T07:00:00.000Z' });
    const local = coerce('2024-03-05T10:00', dateTime);
    expect(local).toEqual({ value: new Date('2024-03-05T10:00').toISOString() });
    expect((local as { value: string }).value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(coerce('not a date', dateTime)).toEqual({ problem: { kind: 'unreadable', valueKind: 'date-time' } });
  });

  it('splits arrays on commas and reads each item', () => {
    expect(coerce('1, 2,3', resolve(arrayOf('integer')))).toEqual({ value: [1, 2, 3] });
    expect(coerce('a,,b', resolve(arrayOf('string')))).toEqual({ value: ['a', 'b'] });
    expect(coerce('a,b', resolve({ type: 'array' }))).toEqual({ value: ['a', 'b'] });
    expect(coerce('1,x', resolve(arrayOf('integer')))).toEqual({
      problem: { kind: 'unreadable', valueKind: 'integer' },
    });
    expect(coerce('x', resolve(arrayOf({ enum: ['a'] })))).toEqual({
      problem: { kind: 'unreadable', valueKind: 'enum' },
    });
  });

  it('reads an array of nothing but commas as empty (not sent)', () => {
    expect(coerce(' , ,', resolve(arrayOf('string')))).toBeUndefined();
  });

  it('keeps text as text for strings and untyped schemas', () => {
    expect(coerce(' a b ', resolve({ type: 'string' }))).toEqual({ value: ' a b ' });
    expect(coerce('{"a":1}', resolve({}))).toEqual({ value: '{"a":1}' });
  });
});

describe('dashboardValue, field keys', () => {
  it('fills v, language and project_id (when a project is open)', () => {
    expect(dashboardValue('v', dashboard)).toBe('1');
    expect(dashboardValue('language', dashboard)).toBe('en');
    expect(dashboardValue('project_id', dashboard)).toBe('42');
    expect(dashboardValue('project_id', noProject)).toBeUndefined();
    expect(dashboardValue('page', dashboard)).toBeUndefined();
  });

  it('keys fields by location and name', () => {
    expect(fieldKey({ in: 'query', name: 'page' })).toBe('query.page');
    expect(fieldKey({ in: 'header', name: 'X-Trace' })).toBe('header.X-Trace');
    expect(bodyFieldKey('name')).toBe('body.name');
    expect(BODY_KEY).toBe('body');
  });
});

describe('buildRequest: path', () => {
  const { build } = setup('/method/items/{id}/files/{name}', 'get', {
    parameters: [
      { name: 'id', in: 'path', schema: { type: 'integer' } },
      { name: 'name', in: 'path', schema: { type: 'string' } },
    ],
  });

  it('fills placeholders', () => {
    const built = build({ 'path.id': '7', 'path.name': 'a b' });
    expect(built.problems).toEqual({});
    expect(built.call).toMatchObject({
      method: 'GET',
      path: '/method/items/7/files/a%20b',
      query: [],
      headers: {},
      body: undefined,
    });
  });

  it.each([
    ['a/b', 'a%2Fb'],
    ['x?y=1', 'x%3Fy%3D1'],
    ['x#frag', 'x%23frag'],
    ['../../admin', '..%2F..%2Fadmin'],
    ['%2F', '%252F'],
  ])('encodes %s so that it cannot change the path', (value, encoded) => {
    const built = build({ 'path.id': '1', 'path.name': value });
    expect(built.problems).toEqual({});
    expect(built.call.path).toBe(`/method/items/1/files/${encoded}`);
    const url = new URL(`https://api.example${built.call.path}`);
    expect(url.pathname).toBe(`/method/items/1/files/${encoded}`);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
  });

  it.each(['..', '.'])('refuses %s as a whole path segment: the URL would drop or climb a segment', (value) => {
    const built = build({ 'path.id': '1', 'path.name': value });
    expect(built.problems).toEqual({ 'path.name': { kind: 'dot-segment' } });
    // Whatever was built, sending it would not reach another path than the form shows.
    expect(new URL(`https://api.example${built.call.path}`).pathname.startsWith('/method/items/1/files/')).toBe(true);
  });

  it('requires path parameters and checks their type', () => {
    expect(build({ 'path.name': 'x' }).problems).toEqual({ 'path.id': { kind: 'required' } });
    expect(build({ 'path.id': 'seven', 'path.name': 'x' }).problems).toEqual({
      'path.id': { kind: 'unreadable', valueKind: 'integer' },
    });
  });

  it('fills project_id in the path from the dashboard', () => {
    const project = setup('/method/projects/{project_id}', 'get', {});
    expect(project.build({}).call.path).toBe('/method/projects/42');
    expect(project.build({ 'path.project_id': '5' }, { dashboard: noProject }).call.path).toBe('/method/projects/5');
    expect(project.build({}, { dashboard: noProject }).problems).toEqual({ 'path.project_id': { kind: 'required' } });
  });

  it('does not let one value fill another placeholder', () => {
    const built = setup('/a/{x}/{y}', 'get', {}).build({ 'path.x': '{y}', 'path.y': '1' });
    expect(built.call.path).toBe('/a/%7By%7D/1');
  });

  it('fills a placeholder used twice', () => {
    expect(setup('/a/{id}/b/{id}', 'get', {}).build({ 'path.id': 'x y' }).call.path).toBe('/a/x%20y/b/x%20y');
  });
});

describe('buildRequest: query and headers', () => {
  const { build } = setup('/method/list', 'get', {
    parameters: [
      parameter('v', { schema: { type: 'string' } }),
      parameter('language', { schema: { type: 'string' } }),
      parameter('project_id', { schema: { type: 'integer' } }),
      { name: 'page', in: 'query', schema: { type: 'integer' } },
      { name: 'tag', in: 'query', schema: arrayOf('string') },
      { name: 'ids', in: 'query', explode: false, schema: arrayOf('integer') },
      { name: 'kind', in: 'query', schema: { type: 'integer', enum: [1, 2] } },
      { name: 'from', in: 'query', schema: { type: 'string', format: 'date-time' } },
      { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
      { name: 'X-List', in: 'header', schema: arrayOf('string') },
      { name: 'session', in: 'cookie', schema: { type: 'string' } },
    ],
  });

  it('skips v and language (the API client adds them) and fills project_id', () => {
    const built = build({ 'query.v': '9', 'query.language': 'ru' });
    expect(built.problems).toEqual({});
    expect(built.call.query).toEqual([['project_id', '42']]);
  });

  it('explodes arrays by default and comma-joins them when told not to', () => {
    const built = build({ 'query.tag': 'a, b', 'query.ids': '1,2,3', 'query.page': '2' });
    expect(built.problems).toEqual({});
    expect(built.call.query).toEqual([
      ['project_id', '42'],
      ['page', '2'],
      ['tag', 'a'],
      ['tag', 'b'],
      ['ids', '1,2,3'],
    ]);
  });

  it('sends enum numbers and date-times as text in the query', () => {
    const built = build({ 'query.kind': '2', 'query.from': '2024-01-01T00:00:00+01:00' });
    expect(built.call.query).toEqual([
      ['project_id', '42'],
      ['kind', '2'],
      ['from', '2023-12-31T23:00:00.000Z'],
    ]);
  });

  it('keys problems by field', () => {
    const built = build(
      { 'query.page': 'two', 'query.kind': '3', 'query.from': 'soon', 'query.tag': 'a' },
      { dashboard: noProject },
    );
    expect(built.problems).toEqual({
      'query.project_id': { kind: 'required' },
      'query.page': { kind: 'unreadable', valueKind: 'integer' },
      'query.kind': { kind: 'unreadable', valueKind: 'enum' },
      'query.from': { kind: 'unreadable', valueKind: 'date-time' },
    });
    expect(built.call.query).toEqual([['tag', 'a']]);
  });

  it('sends headers, arrays comma-joined', () => {
    const built = build({ 'header.X-Trace': 'abc', 'header.X-List': 'a,b' });
    expect(built.call.headers).toEqual({ 'X-Trace': 'abc', 'X-List': 'a,b' });
  });

  it('refuses a cookie parameter with a value, and lets an empty one be', () => {
    expect(build({ 'cookie.session': 's' }).problems).toEqual({ 'cookie.session': { kind: 'cookie' } });
    expect(build({}).problems).toEqual({});
  });

  it('requires required query parameters', () => {
    const { build: buildRequired } = setup('/method/search', 'get', {
      parameters: [parameter('q', { schema: { type: 'string' } })],
    });
    expect(buildRequired({}).problems).toEqual({ 'query.q': { kind: 'required' } });
    expect(buildRequired({ 'query.q': '  ' }).problems).toEqual({ 'query.q': { kind: 'required' } });
    expect(buildRequired({ 'query.q': 'x' }).problems).toEqual({});
  });

  it('requires a required array given nothing but commas', () => {
    const { build: buildIds } = setup('/method/many', 'get', {
      parameters: [
        {
          name: 'ids',
          in: 'query',
          required: true,
          explode: false,
          schema: arrayOf('integer'),
        },
      ],
    });
    expect(buildIds({ 'query.ids': ' , ' }).problems).toEqual({ 'query.ids': { kind: 'required' } });
    expect(buildIds({ 'query.ids': ' , ' }).call.query).toEqual([]);
    expect(buildIds({ 'query.ids': '4,5' }).call.query).toEqual([['ids', '4,5']]);
  });

  it('allows dots inside a path value that is not a whole dot segment', () => {
    const { build: buildName } = setup('/files/{name}', 'get', {});
    expect(buildName({ 'path.name': '...' }).call.path).toBe('/files/...');
    expect(buildName({ 'path.name': 'a..b' }).call.path).toBe('/files/a..b');
    expect(buildName({ 'path.name': '...' }).problems).toEqual({});
  });

  it('sends v and language given in a header (only the query ones are the client’s)', () => {
    const { build: buildHeader } = setup('/m', 'get', {
      parameters: [{ name: 'language', in: 'header', schema: { type: 'string' } }],
    });
    expect(buildHeader({}).call.headers).toEqual({ language: 'en' });
  });
});

describe('buildRequest: JSON body from a form', () => {
  const { build } = setup('/method/slots', 'post', {
    requestBody: body(
      object(
        {
          id: { type: 'integer', readOnly: true },
          v: 'string',
          language: 'string',
          project_id: 'integer',
          name: 'string',
          kind: { type: 'integer', enum: [1, 2, 3] },
          enabled: 'boolean',
          price: 'number',
          starts: { type: 'string', format: 'date-time' },
          note: 'string',
        },
        ['name', 'kind', 'project_id'],
      ),
    ),
  });

  it('sends typed values, enum numbers as numbers, dashboard values filled, empty fields left out', () => {
    const built = build({
      'body.id': '5',
      'body.name': 'Slot',
      'body.kind': '2',
      'body.enabled': 'true',
      'body.price': '9.5',
      'body.starts': '2024-06-01T12:00:00+02:00',
      'body.v': '7',
    });
    expect(built.problems).toEqual({});
    const expected = {
      v: '1',
      language: 'en',
      project_id: 42,
      name: 'Slot',
      kind: 2,
      enabled: true,
      price: 9.5,
      starts: '2024-06-01T10:00:00.000Z',
    };
    expect(built.bodyValue).toEqual(expected);
    expect(built.call.body).toEqual({ json: expected });
    expect(Object.keys(built.bodyValue as object)).not.toContain('id');
    expect(Object.keys(built.bodyValue as object)).not.toContain('note');
  });

  it('keys required and type problems by body field', () => {
    const built = build({ 'body.kind': '4', 'body.price': 'cheap', 'body.enabled': 'maybe' }, { dashboard: noProject });
    expect(built.problems).toEqual({
      'body.project_id': { kind: 'required' },
      'body.name': { kind: 'required' },
      'body.kind': { kind: 'unreadable', valueKind: 'enum' },
      'body.enabled': { kind: 'unreadable', valueKind: 'boolean' },
      'body.price': { kind: 'unreadable', valueKind: 'number' },
    });
  });

  it('sends a described property named __proto__ or constructor as the property it is', () => {
    // Parsed, as a description is: a `__proto__` key in an object literal would set its prototype instead.
    const properties = JSON.parse('{"__proto__":{"type":"string"},"constructor":{"type":"integer"}}') as Json;
    const odd = setup('/method/odd', 'post', {
      requestBody: { content: json({ type: 'object', properties }) },
    });
    const built = odd.build({ 'body.__proto__': 'kept', 'body.constructor': '3' });
    expect(built.problems).toEqual({});
    expect(JSON.stringify(built.bodyValue)).toBe('{"__proto__":"kept","constructor":3}');
  });
});

describe('buildRequest: JSON editor', () => {
  const { build } = setup('/method/plan', 'put', {
    requestBody: body(object({ slots: arrayOf({ type: 'object' }) })),
  });

  it('sends the parsed JSON as it is', () => {
    const built = build({}, { json: '{"slots":[{"a":1}],"v":"x"}' });
    expect(built.problems).toEqual({});
    expect(built.bodyValue).toEqual({ slots: [{ a: 1 }], v: 'x' });
    expect(built.call.body).toEqual({ json: { slots: [{ a: 1 }], v: 'x' } });
  });

  it('reports text that is not JSON under the body key', () => {
    const built = build({}, { json: '{"slots": [' });
    expect(built.problems[BODY_KEY]).toMatchObject({ kind: 'not-json' });
    expect((built.problems[BODY_KEY] as { detail: string }).detail).not.toBe('');
    expect(built.call.body).toBeUndefined();
  });

  it('requires a required body', () => {
    expect(build({}, { json: '  ' }).problems).toEqual({ body: { kind: 'required' } });
  });

  it('sends nothing for an empty optional body', () => {
    const optional = setup('/method/plan', 'put', {
      requestBody: { content: json({ type: 'object' }) },
    });
    const built = optional.build({}, { json: '' });
    expect(built.problems).toEqual({});
    expect(built.call.body).toBeUndefined();
  });

  it('sends JSON null and other non-objects', () => {
    expect(build({}, { json: 'null' }).call.body).toEqual({ json: null });
    expect(build({}, { json: '[1]' }).bodyValue).toEqual([1]);
  });
});

describe('buildRequest: multipart and urlencoded', () => {
  const multipart = setup('/method/upload', 'post', {
    requestBody: {
      content: {
        'multipart/form-data': {
          schema: object(
            {
              file: { type: 'string', format: 'binary' },
              extra: arrayOf({ type: 'string', format: 'binary' }),
              title: 'string',
              count: 'integer',
              tags: arrayOf('string'),
            },
            ['file', 'title'],
          ),
        },
      },
    },
  });

  it('builds FormData with the files and the other values as text', () => {
    const a = new File(['hello'], 'a.txt', { type: 'text/plain' });
    const b = new File(['b1'], 'b.txt');
    const c = new File(['c1'], 'c.txt');
    const built = multipart.build(
      { 'body.title': 'Hi', 'body.count': '3', 'body.tags': 'x,y' },
      { files: { 'body.file': [a], 'body.extra': [b, c] } },
    );
    expect(built.problems).toEqual({});
    const body = built.call.body;
    expect(body && 'form' in body).toBe(true);
    const form = (body as { form: FormData }).form;
    expect(form).toBeInstanceOf(FormData);
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('a.txt');
    expect((file as File).size).toBe(5);
    expect(form.getAll('extra').map((entry) => (entry as File).name)).toEqual(['b.txt', 'c.txt']);
    expect(form.get('title')).toBe('Hi');
    expect(form.get('count')).toBe('3');
    expect(form.get('tags')).toBe('["x","y"]');
    expect(built.bodyValue).toEqual({ title: 'Hi', count: 3, tags: ['x', 'y'] });
  });

  it('requires a required file', () => {
    const built = multipart.build({ 'body.title': 'Hi' });
    expect(built.problems).toEqual({ 'body.file': { kind: 'required' } });
    expect((built.call.body as { form: FormData }).form.has('file')).toBe(false);
  });

  it('builds URLSearchParams for urlencoded bodies', () => {
    const { build } = setup('/method/login', 'post', {
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            schema: object({ user: 'string', remember: 'boolean', language: 'string' }),
          },
        },
      },
    });
    const built = build({ 'body.user': 'a&b=c', 'body.remember': 'false' });
    const form = (built.call.body as { form: URLSearchParams }).form;
    expect(form).toBeInstanceOf(URLSearchParams);
    expect(form.toString()).toBe('user=a%26b%3Dc&remember=false&language=en');
  });
});

describe('buildRequest: no body', () => {
  it('has no body when the operation describes none', () => {
    const built = setup('/method/ping', 'get', {}).build({});
    expect(built.call).toEqual({ method: 'GET', path: '/method/ping', query: [], headers: {}, body: undefined });
    expect(built.bodyValue).toBeUndefined();
    expect(built.problems).toEqual({});
  });
});

describe('previewLine', () => {
  it('shows method, path, v and language, then the query', () => {
    expect(
      previewLine(
        {
          method: 'GET',
          path: '/method/list',
          query: [
            ['page', '2'],
            ['tag', 'a b'],
            ['tag', 'c'],
          ],
        },
        dashboard,
      ),
    ).toBe('GET /method/list?v=1&language=en&page=2&tag=a+b&tag=c');
  });

  it('shows v and language alone without a query', () => {
    expect(previewLine({ method: 'DELETE', path: '/method/items/7' }, { v: '3', language: 'cn' })).toBe(
      'DELETE /method/items/7?v=3&language=cn',
    );
  });

  it('lets a query value replace the dashboard’s', () => {
    expect(previewLine({ method: 'GET', path: '/m', query: [['language', 'ru']] }, dashboard)).toBe(
      'GET /m?v=1&language=ru',
    );
  });

  it('matches what buildRequest built', () => {
    const built = setup('/method/items/{id}', 'get', {
      parameters: [
        { name: 'id', in: 'path' },
        { name: 'q', in: 'query', schema: { type: 'string' } },
      ],
    }).build({ 'path.id': 'a/b', 'query.q': 'x&y' });
    expect(previewLine(built.call, dashboard)).toBe('GET /method/items/a%2Fb?v=1&language=en&q=x%26y');
    expect(previewLine(built.shown, dashboard)).toBe('GET /method/items/a%2Fb?v=1&language=en&q=x%26y');
  });

  it('shows a secret path, query or header value masked, and sends it as typed', () => {
    const built = setup('/method/keys/{key}/stats', 'get', {
      parameters: [
        { name: 'key', in: 'path' },
        { name: 'pin', in: 'query', schema: { type: 'integer' } },
        { name: 'word', in: 'query', schema: { type: 'string', format: 'password' } },
        { name: 'tags', in: 'query', schema: arrayOf('string') },
        { name: 'X-Api-Key', in: 'header' },
      ],
    }).build({
      'path.key': 'live_SECRETKEY',
      'query.pin': '4321',
      'query.word': 'hunter2',
      'query.tags': 'a, b',
      'header.X-Api-Key': 'ak-1',
    });
    const line = previewLine(built.shown, dashboard);
    expect(line).toBe('GET /method/keys/••••••/stats?v=1&language=en&pin=••••••&word=••••••&tags=a&tags=b');
    for (const secret of ['live_SECRETKEY', '4321', 'hunter2', 'ak-1'])
      expect(JSON.stringify(built.shown)).not.toContain(secret);
    expect(built.call.path).toBe('/method/keys/live_SECRETKEY/stats');
    expect(built.call.query).toEqual([
      ['pin', '4321'],
      ['word', 'hunter2'],
      ['tags', 'a'],
      ['tags', 'b'],
    ]);
    expect(built.call.headers).toEqual({ 'X-Api-Key': 'ak-1' });
  });
});
