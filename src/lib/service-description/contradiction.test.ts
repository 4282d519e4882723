import { describe, expect, it } from 'vitest';
import { findContradiction, findContradictions } from './contradiction.ts';
import type { Json } from './description.ts';
import { describedWith, ref, arrayOf, object } from '../../testing/description-builder.ts';

const doc = (schemas: Json = {}): Json => describedWith(schemas);
const find = (schema: unknown, schemas: Json = {}) => findContradiction(doc(schemas), schema);

describe('findContradiction: what no value can satisfy', () => {
  it('names an object type with a string enum and a oneOf (the issue’s body schema)', () => {
    const schemas = {
      Body: { type: 'object', enum: ['stream', 'record'], oneOf: [ref('A'), ref('B')] },
      A: { type: 'object' },
      B: { type: 'object' },
    };
    expect(find(ref('Body'), schemas)).toMatchObject({
      path: '',
      reason: 'enum-type',
      unconditional: true,
      instance: [],
    });
  });

  it('names a const of another type', () => {
    expect(find({ type: 'integer', const: 'one' })).toMatchObject({ reason: 'const-type', path: '' });
    expect(find({ type: 'integer', const: 1 })).toBeNull();
  });

  it('accepts an enum with one value of the type, and null when nullable', () => {
    expect(find({ type: 'integer', enum: ['a', 2] })).toBeNull();
    expect(find({ type: 'string', nullable: true, enum: [null] })).toBeNull();
    expect(find({ type: ['string', 'null'], enum: [null] })).toBeNull();
    expect(find({ type: 'number', enum: [1.5] })).toBeNull();
    expect(find({ type: 'integer', enum: [1.5] })).toMatchObject({ reason: 'enum-type' });
  });

  it('names allOf members with disjoint types, and accepts an integer within a number', () => {
    expect(find({ allOf: [{ type: 'string' }, ref('Num')] }, { Num: { type: 'number' } })).toMatchObject({
      reason: 'all-of-types',
      path: '',
    });
    expect(find({ allOf: [{ type: 'number' }, { type: 'integer' }] })).toBeNull();
    expect(find({ type: 'object', allOf: [{ type: 'array' }] })).toMatchObject({ reason: 'all-of-types' });
  });

  it('names allOf members with disjoint enums, and accepts overlapping ones', () => {
    expect(find({ allOf: [{ enum: ['a', 'b'] }, { enum: ['c'] }] })).toMatchObject({ reason: 'all-of-enum' });
    expect(find({ allOf: [{ enum: ['a', { x: 1, y: 2 }] }, { enum: [{ y: 2, x: 1 }] }] })).toBeNull();
    expect(find({ allOf: [{ enum: ['a', 'b'] }, { const: 'b' }] })).toBeNull();
  });

  it('names a minimum above the maximum (and a minLength above the maxLength) for the types they bind', () => {
    expect(find({ type: 'integer', minimum: 10, maximum: 1 })).toMatchObject({
      reason: 'min-max',
      detail: 'minimum 10 > maximum 1',
    });
    expect(find({ type: 'string', minLength: 3, maxLength: 2 })).toMatchObject({ reason: 'min-max' });
    // A string is not bound by minimum: it still passes.
    expect(find({ type: ['string', 'integer'], minimum: 10, maximum: 1 })).toBeNull();
    expect(find({ minimum: 10, maximum: 1 })).toBeNull();
    expect(find({ type: 'integer', minimum: 1, maximum: 1 })).toBeNull();
  });

  it('names a pattern no engine can read, at the pattern', () => {
    expect(find(object({ code: { type: 'string', pattern: '(' } }, ['code']))).toMatchObject({
      reason: 'pattern-invalid',
      path: '/properties/code/pattern',
      instance: ['code'],
    });
    expect(find({ type: 'string', pattern: '/^[0-9]*$/' })).toBeNull();
  });
});

describe('findContradiction: where it applies', () => {
  const body = object(
    {
      name: 'string',
      category: { type: 'integer', enum: ['music', 'games'] },
      'a/b': { type: 'boolean', const: 'yes' },
    },
    ['name'],
  );

  it('reports a mistake inside an optional property with that property’s path; the value may leave it out', () => {
    expect(findContradictions(doc(), body)).toEqual([
      expect.objectContaining({
        path: '/properties/category',
        reason: 'enum-type',
        unconditional: false,
        instance: ['category'],
      }),
      expect.objectContaining({
        path: '/properties/a~1b',
        reason: 'const-type',
        unconditional: false,
        instance: ['a/b'],
      }),
    ]);
  });

  it('makes the whole value unsatisfiable when the property is required (here or by an allOf member)', () => {
    expect(find({ ...body, required: ['category'] })).toMatchObject({
      path: '/properties/category',
      unconditional: true,
    });
    expect(find({ allOf: [{ required: ['category'] }, body] })).toMatchObject({
      path: '/allOf/1/properties/category',
      unconditional: true,
    });
  });

  it('counts array items only when the array may not be empty', () => {
    const list = (extra: Json) => ({ type: 'array', items: { type: 'string', enum: [1] }, ...extra });
    expect(find(list({}))).toMatchObject({ path: '/items', unconditional: false, instance: ['*'] });
    expect(find(list({ minItems: 1 }))).toMatchObject({ unconditional: true });
  });

  it('prefers a contradiction no value can pass over an earlier conditional one', () => {
    expect(
      find(object({ a: { type: 'integer', enum: ['x'] }, b: { type: 'integer', enum: ['y'] } }, ['b'])),
    ).toMatchObject({ path: '/properties/b' });
  });

  it('does not judge oneOf alternatives', () => {
    expect(find({ oneOf: [{ type: 'integer', enum: ['x'] }, { type: 'string' }] })).toBeNull();
  });
});

describe('findContradiction: the paginated list and hostile descriptions', () => {
  const schemas = {
    ListResponse: object({ count: 'integer', results: arrayOf('string') }, ['count', 'results']),
    Item: object({ id: 'integer' }, ['id']),
    ItemList: { allOf: [ref('ListResponse'), { properties: { results: arrayOf(ref('Item')) } }] },
    Tree: object({ child: ref('Tree') }, ['child']),
  };

  it('finds nothing wrong with the paginated-list idiom', () => {
    expect(find(ref('ItemList'), schemas)).toBeNull();
  });

  it('reads a redeclared property by the later member only', () => {
    const wrong = {
      ...schemas,
      ListResponse: {
        ...schemas.ListResponse,
        properties: { results: arrayOf({ type: 'integer', enum: ['x'] }) },
      },
    };
    expect(find(ref('ItemList'), wrong)).toBeNull();
  });

  it('ends on a circular reference and a missing one', () => {
    expect(find(ref('Tree'), schemas)).toBeNull();
    expect(find(ref('Missing'), schemas)).toBeNull();
    expect(find({ $ref: 'other.json#/X' }, schemas)).toBeNull();
  });

  it('judges an allOf of 4 000 members whole, and leaves one past its budget (1 MB) unjudged rather than misjudged', () => {
    const member = (i: number, extra: Json = {}) => ({
      type: 'object',
      required: [`f${i}`],
      properties: { [`f${i}`]: { type: 'string' } },
      ...extra,
    });
    const members = (count: number) => Array.from({ length: count }, (_, i) => member(i));
    // The last member's type leaves none in common.
    expect(find({ allOf: [...members(3999), { type: 'array' }] })).toMatchObject({
      reason: 'all-of-types',
      path: '',
      unconditional: true,
    });
    // The first member's impossible property is redeclared by the last: the last one reads it.
    const redeclared = [
      member(0, { properties: { f0: { type: 'integer', enum: ['x'] } } }),
      ...members(3999).slice(1),
      member(0),
    ];
    expect(find({ allOf: redeclared })).toBeNull();
    // Past the budget nothing is judged, neither the types nor any member: no verdict is better than a wrong one.
    const huge = [
      member(0, { properties: { f0: { type: 'integer', enum: ['x'] } } }),
      ...members(19_999).slice(1),
      member(0),
      { type: 'array' },
    ];
    expect(findContradictions(doc(), { allOf: huge })).toEqual([]);
  });

  it('stops on a schema nested 5 000 deep and on one that references itself through allOf 10 000 times', () => {
    let deep: Json = { type: 'integer', enum: ['x'] };
    for (let i = 0; i < 5000; i += 1) deep = object({ in: deep }, ['in']);
    expect(find(deep)).toBeNull();
    const wide = Object.fromEntries(
      Array.from({ length: 10_000 }, (_, i) => [`S${i}`, { allOf: [ref(`S${i + 1}`), ref(`S${i + 1}`)] }]),
    );
    expect(find(ref('S0'), wide)).toBeNull();
  });
});
