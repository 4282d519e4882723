import { describe, expect, it } from 'vitest';
import type { Json } from './description.ts';
import { firstDifference } from './validate.ts';
import { describedWith, ref, arrayOf, nested, object } from '../../testing/description-builder.ts';

const schemas: Json = {
  Member: object(
    {
      id: 'integer',
      role: ['owner', 'viewer'],
      nick: { type: 'string', nullable: true },
      joined: { type: 'string', format: 'date-time' },
      score: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: false },
    },
    ['id', 'role'],
  ),
  Members: object({ results: arrayOf(ref('Member')) }, ['results']),
  Node: object({ name: 'string', children: arrayOf(ref('Node')) }, ['name']),
  Slot: object({ id: 'integer' }, ['id']),
  Holder: object({ current: nested('Slot', 'The current slot', { nullable: true }) }),
};

const v30: Json = describedWith(schemas);
const v31 = (own: Json): Json => describedWith(own, {}, '3.1.0');

const member = (extra: Json = {}) => ({ id: 1, role: 'owner', ...extra });

describe('firstDifference: matching values', () => {
  it('gives null for a value that matches', () => {
    expect(
      firstDifference(v30, ref('Members'), {
        results: [member(), member({ id: 2, role: 'viewer', nick: 'n', joined: '2024-01-01T00:00:00Z', score: 10 })],
      }),
    ).toBeNull();
  });

  it('gives null when there is no schema', () => {
    expect(firstDifference(v30, undefined, { anything: true })).toBeNull();
  });

  it('accepts null for a 3.0 nullable property, and refuses it for one that is not', () => {
    expect(firstDifference(v30, ref('Member'), member({ nick: null }))).toBeNull();
    expect(firstDifference(v30, ref('Member'), member({ id: null }))).toEqual({ path: 'id', keyword: 'type' });
  });

  it('accepts null for an `allOf: [{$ref}]` wrapper with nullable, and checks the object otherwise', () => {
    expect(firstDifference(v30, ref('Holder'), { current: null })).toBeNull();
    expect(firstDifference(v30, ref('Holder'), { current: { id: 3 } })).toBeNull();
    expect(firstDifference(v30, ref('Holder'), { current: { id: 'x' } })).toEqual({
      path: 'current.id',
      keyword: 'type',
    });
    expect(firstDifference(v30, ref('Holder'), { current: {} })).toEqual({ path: 'current', keyword: 'required' });
  });

  it('accepts null for a nullable enum and a nullable bare $ref (3.0)', () => {
    const document: Json = describedWith(
      { Slot: schemas.Slot, Maybe: { type: 'string', enum: ['a'], nullable: true } },
      {},
      '3.0.0',
    );
    expect(firstDifference(document, ref('Maybe'), null)).toBeNull();
    expect(firstDifference(document, ref('Maybe'), 'b')).toEqual({ path: '(root)', keyword: 'enum' });
    expect(firstDifference(document, { $ref: '#/components/schemas/Slot', nullable: true }, null)).toBeNull();
    expect(firstDifference(document, { $ref: '#/components/schemas/Slot', nullable: true }, 5)).toEqual({
      path: '(root)',
      keyword: 'type',
    });
  });

  it('validates a finite value against a circular schema', () => {
    const tree = { name: 'root', children: [{ name: 'a', children: [{ name: 'a1', children: [] }] }, { name: 'b' }] };
    expect(firstDifference(v30, ref('Node'), tree)).toBeNull();
    expect(
      firstDifference(v30, ref('Node'), { name: 'root', children: [{ name: 'a', children: [{ children: [] }] }] }),
    ).toEqual({ path: 'children[0].children[0]', keyword: 'required' });
  });

  it('does not change the description it checks against', () => {
    const document = structuredClone(v30);
    firstDifference(document, ref('Members'), { results: [member({ nick: null })] });
    expect(document).toEqual(v30);
  });
});

describe('firstDifference: differences', () => {
  it('names the deepest place of a wrong type inside an array of objects', () => {
    expect(firstDifference(v30, ref('Members'), { results: [member(), member({ role: 5 })] })).toEqual({
      path: 'results[1].role',
      keyword: 'type',
    });
  });

  it('names a missing required property (at the object that lacks it)', () => {
    expect(firstDifference(v30, ref('Members'), { results: [member(), { id: 2 }] })).toEqual({
      path: 'results[1]',
      keyword: 'required',
    });
    expect(firstDifference(v30, ref('Members'), {})).toEqual({ path: '(root)', keyword: 'required' });
  });

  it('names an enum violation', () => {
    expect(firstDifference(v30, ref('Members'), { results: [member({ role: 'admin' })] })).toEqual({
      path: 'results[0].role',
      keyword: 'enum',
    });
  });

  it('names a date-time format violation', () => {
    expect(firstDifference(v30, ref('Member'), member({ joined: 'yesterday' }))).toEqual({
      path: 'joined',
      keyword: 'format',
    });
    expect(firstDifference(v30, ref('Member'), member({ joined: '2024-02-30T25:00:00Z' }))).toEqual({
      path: 'joined',
      keyword: 'format',
    });
  });

  it('reads 3.0 boolean exclusive bounds', () => {
    expect(firstDifference(v30, ref('Member'), member({ score: 0 }))).toEqual({
      path: 'score',
      keyword: 'exclusiveMinimum',
    });
    expect(firstDifference(v30, ref('Member'), member({ score: 0.1 }))).toBeNull();
    expect(firstDifference(v30, ref('Member'), member({ score: 10 }))).toBeNull();
    expect(firstDifference(v30, ref('Member'), member({ score: 10.5 }))).toEqual({ path: 'score', keyword: 'maximum' });
  });

  it('names the root for a wrong type at the top', () => {
    expect(firstDifference(v30, ref('Members'), [])).toEqual({ path: '(root)', keyword: 'type' });
  });

  it('checks inline schemas that reference components', () => {
    expect(firstDifference(v30, arrayOf(ref('Slot')), [{ id: 1 }, { id: 'two' }])).toEqual({
      path: '[1].id',
      keyword: 'type',
    });
  });

  it('reads a keyword named __proto__ as no keyword, not as the schema its object inherits from', () => {
    const schema = JSON.parse('{"type":"object","properties":{"p":{"__proto__":{"type":"string"}}}}') as Json;
    expect(firstDifference(v31({}), schema, { p: 1 })).toBeNull();
    expect(firstDifference(v30, schema, { p: 1 })).toBeNull();
  });

  it('writes property names with slashes and tildes as they are', () => {
    const document = v31({
      Odd: object({ 'a/b': object({ 'c~d': 'integer' }) }),
    });
    expect(firstDifference(document, ref('Odd'), { 'a/b': { 'c~d': 'x' } })).toEqual({
      path: 'a/b.c~d',
      keyword: 'type',
    });
  });
});

describe('firstDifference: allOf read by its later members (the paginated list)', () => {
  const lists: Json = describedWith({
    ListResponse: object({ count: 'integer', next: { type: 'string', nullable: true }, results: arrayOf('string') }, [
      'count',
      'results',
    ]),
    Item: object({ id: 'integer', name: 'string' }, ['id', 'name']),
    ItemList: {
      allOf: [ref('ListResponse'), object({ results: arrayOf(ref('Item')) })],
    },
    // The redeclaration says only what changes: `type: array` is kept from the base.
    TerseList: { allOf: [ref('ListResponse'), { properties: { results: { items: ref('Item') } } }] },
  });
  const page = (results: unknown[]) => ({ count: results.length, next: null, results });

  it('accepts a list answer', () => {
    expect(
      firstDifference(
        lists,
        ref('ItemList'),
        page([
          { id: 1, name: 'a' },
          { id: 2, name: 'b' },
        ]),
      ),
    ).toBeNull();
    expect(firstDifference(lists, ref('TerseList'), page([{ id: 1, name: 'a' }]))).toBeNull();
    expect(
      firstDifference(
        lists,
        { allOf: [ref('ListResponse'), { properties: { results: { items: ref('Item') } } }] },
        page([]),
      ),
    ).toBeNull();
  });

  it('still names a real difference with its place', () => {
    expect(
      firstDifference(
        lists,
        ref('ItemList'),
        page([
          { id: 1, name: 'a' },
          { id: 'two', name: 'b' },
        ]),
      ),
    ).toEqual({ path: 'results[1].id', keyword: 'type' });
    expect(firstDifference(lists, ref('TerseList'), page([{ id: 1 }]))).toEqual({
      path: 'results[0]',
      keyword: 'required',
    });
    expect(firstDifference(lists, ref('TerseList'), { count: 1, results: 'x' })).toEqual({
      path: 'results',
      keyword: 'type',
    });
    expect(firstDifference(lists, ref('ItemList'), { results: [] })).toEqual({ path: '(root)', keyword: 'required' });
  });

  it('does not change the description', () => {
    const copy = structuredClone(lists);
    firstDifference(copy, ref('TerseList'), page([{ id: 1, name: 'a' }]));
    expect(copy).toEqual(lists);
  });

  it('checks a property named __proto__ that a later member declares, at the top or in a property declared again', () => {
    // Parsed, as a description and an answer are: a `__proto__` key in an object literal would set its prototype.
    const parse = (text: string) => JSON.parse(text) as Json;
    const document = v31({});
    const later = '{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}';
    const top = parse(`{"allOf":[{"type":"object","properties":{"a":{"type":"string"}}},${later}]}`);
    expect(firstDifference(document, top, { a: 'x' })).toEqual({ path: '(root)', keyword: 'required' });
    expect(firstDifference(document, top, parse('{"a":"x","__proto__":1}'))).toEqual({
      path: '__proto__',
      keyword: 'type',
    });
    expect(firstDifference(document, top, parse('{"a":"x","__proto__":"y"}'))).toBeNull();
    // `o` is declared by both members: its properties are merged, and `__proto__` is only the later one's.
    const again = parse(
      `{"allOf":[{"type":"object","properties":{"o":{"type":"object","properties":{"a":{"type":"string"}}}}},` +
        `{"type":"object","properties":{"o":${later}}}]}`,
    );
    expect(firstDifference(document, again, { o: { a: 'x' } })).toEqual({ path: 'o', keyword: 'required' });
    expect(firstDifference(document, again, parse('{"o":{"a":"x","__proto__":1}}'))).toEqual({
      path: 'o.__proto__',
      keyword: 'type',
    });
    expect(firstDifference(document, again, parse('{"o":{"a":"x","__proto__":"y"}}'))).toBeNull();
  });
});

describe('firstDifference: patterns', () => {
  const document: Json = describedWith({
    Code: object({
      id: { type: 'string', pattern: '/^[0-9]*$/' },
      tag: { type: 'string', format: 'email', pattern: '^a' },
      odd: { type: 'string', pattern: '(' },
    }),
  });

  it('reads a regex literal as the regex it names', () => {
    expect(firstDifference(document, ref('Code'), { id: '123' })).toBeNull();
    expect(firstDifference(document, ref('Code'), { id: '12a' })).toEqual({ path: 'id', keyword: 'pattern' });
  });

  it('checks a pattern beside a format, each under its own keyword', () => {
    expect(firstDifference(document, ref('Code'), { tag: 'a@example.com' })).toBeNull();
    expect(firstDifference(document, ref('Code'), { tag: 'b@example.com' })).toEqual({
      path: 'tag',
      keyword: 'pattern',
    });
    expect(firstDifference(document, ref('Code'), { tag: 'a' })).toEqual({ path: 'tag', keyword: 'format' });
  });

  it('skips a pattern that names no regex', () => {
    expect(firstDifference(document, ref('Code'), { odd: 'anything' })).toBeNull();
  });
});

describe('firstDifference: OpenAPI 3.1', () => {
  it('reads type arrays with null', () => {
    const document = v31({ Item: object({ note: { type: ['string', 'null'] } }) });
    expect(firstDifference(document, ref('Item'), { note: null })).toBeNull();
    expect(firstDifference(document, ref('Item'), { note: 3 })).toEqual({ path: 'note', keyword: 'type' });
  });

  it('does not read 3.0 `nullable` in a 3.1 description', () => {
    const document = v31({ Item: object({ note: { type: 'string', nullable: true } }) });
    expect(firstDifference(document, ref('Item'), { note: null })).toEqual({ path: 'note', keyword: 'type' });
  });

  it('reads oneOf with a null alternative', () => {
    const document = v31({
      Slot: schemas.Slot,
      Holder: object({ current: { oneOf: [ref('Slot'), { type: 'null' }] } }),
    });
    expect(firstDifference(document, ref('Holder'), { current: null })).toBeNull();
    expect(firstDifference(document, ref('Holder'), { current: { id: 1 } })).toBeNull();
    expect(firstDifference(document, ref('Holder'), { current: { id: 'x' } })).toEqual({
      path: 'current.id',
      keyword: 'type',
    });
  });

  it('reads numeric exclusive bounds', () => {
    const document = v31({ N: { type: 'number', exclusiveMinimum: 0 } });
    expect(firstDifference(document, ref('N'), 0)).toEqual({ path: '(root)', keyword: 'exclusiveMinimum' });
    expect(firstDifference(document, ref('N'), 1)).toBeNull();
  });
});

describe('firstDifference: schemas it cannot check', () => {
  it('gives null (and does not throw) for a reference to another file', () => {
    expect(() => firstDifference(v30, { $ref: 'other.json#/components/schemas/X' }, { a: 1 })).not.toThrow();
    expect(firstDifference(v30, { $ref: 'other.json#/components/schemas/X' }, { a: 1 })).toBeNull();
  });

  it('gives null for a missing local reference', () => {
    expect(firstDifference(v30, ref('Missing'), { a: 1 })).toBeNull();
    expect(firstDifference(v30, object({ x: ref('Missing') }), { x: 1 })).toBeNull();
  });

  it('works for a description without components', () => {
    const document: Json = { openapi: '3.0.3', paths: {} };
    expect(firstDifference(document, { type: 'integer' }, 1)).toBeNull();
    expect(firstDifference(document, { type: 'integer' }, 'x')).toEqual({ path: '(root)', keyword: 'type' });
  });

  it('accepts anything against a `true` schema and nothing against `false`', () => {
    const document: Json = { openapi: '3.1.0', paths: {} };
    expect(firstDifference(document, true, { a: 1 })).toBeNull();
    expect(firstDifference(document, false, 1)).not.toBeNull();
  });
});
