import { describe, expect, it } from 'vitest';
import type { Json } from './description.ts';
import { type Schema, SchemaResolver, primaryType } from './schema.ts';
import {
  describedWith,
  json,
  ref,
  serviceDescription,
  arrayOf,
  int,
  nested,
  object,
  str,
} from '../../testing/description-builder.ts';

function resolver(schemas: Json, extra: Json = {}, openapi = '3.0.3'): SchemaResolver {
  return new SchemaResolver(describedWith(schemas, extra, openapi));
}

const names = (schema: Schema) => schema.properties.map((property) => property.name);
const prop = (schema: Schema, name: string): Schema => {
  const found = schema.properties.find((property) => property.name === name);
  if (!found) throw new Error(`no property ${name} in ${names(schema).join(', ')}`);
  return found.schema;
};

/** Walks a resolved schema and counts the nodes marked circular; throws on a JS cycle. */
function walk(schema: Schema, seen: Schema[] = []): { circular: number; nodes: number } {
  if (seen.includes(schema)) throw new Error('JS cycle');
  const path = [...seen, schema];
  const children = [
    ...schema.properties.map((property) => property.schema),
    ...schema.variants,
    ...(schema.items ? [schema.items] : []),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
  ];
  return children.reduce(
    (sum, child) => {
      const counted = walk(child, path);
      return { circular: sum.circular + counted.circular, nodes: sum.nodes + counted.nodes };
    },
    { circular: schema.circular ? 1 : 0, nodes: 1 },
  );
}

describe('SchemaResolver: plain schemas', () => {
  it('reads types, formats, bounds and flags', () => {
    const schema = resolver({}).resolve({
      type: 'object',
      title: 'Slot',
      description: 'A slot',
      required: ['id', 7],
      properties: {
        id: { type: 'integer', minimum: 1, maximum: 10, readOnly: true },
        name: { type: 'string', minLength: 2, maxLength: 5, pattern: '^[a-z]+$', default: 'abc', writeOnly: true },
        starts: { type: 'string', format: 'date-time' },
      },
      additionalProperties: false,
    });
    expect(schema).toMatchObject({
      types: ['object'],
      title: 'Slot',
      description: 'A slot',
      required: ['id'],
      additionalProperties: false,
      nullable: false,
      circular: false,
    });
    expect(names(schema)).toEqual(['id', 'name', 'starts']);
    expect(prop(schema, 'id')).toMatchObject({ types: ['integer'], minimum: 1, maximum: 10, readOnly: true });
    expect(prop(schema, 'name')).toMatchObject({
      minLength: 2,
      maxLength: 5,
      pattern: '^[a-z]+$',
      hasDefault: true,
      default: 'abc',
      writeOnly: true,
    });
    expect(prop(schema, 'starts').format).toBe('date-time');
    expect(prop(schema, 'starts').hasDefault).toBe(false);
  });

  it('resolves additionalProperties and items schemas', () => {
    const schema = resolver({}).resolve({
      type: 'object',
      additionalProperties: { type: 'number' },
      properties: { list: arrayOf('string') },
    });
    expect(schema.additionalProperties).toMatchObject({ types: ['number'] });
    expect(prop(schema, 'list').items).toMatchObject({ types: ['string'] });
  });

  it('reads `true`, undefined and non-objects as any schema, `false` as no value', () => {
    const r = resolver({});
    for (const raw of [true, undefined, 'x', 3, null])
      expect(r.resolve(raw)).toMatchObject({ types: [], enum: undefined, properties: [] });
    expect(r.resolve(false).enum).toEqual([]);
  });

  it('ignores unknown type names', () => {
    expect(resolver({}).resolve({ type: ['string', 'file', 7] }).types).toEqual(['string']);
  });
});

describe('SchemaResolver: references', () => {
  it('follows a chain of $refs and names the schema by the first reference', () => {
    const r = resolver({ A: ref('B'), B: ref('C'), C: object({ x: 'string' }) });
    const schema = r.resolve(ref('A'));
    expect(schema.types).toEqual(['object']);
    expect(names(schema)).toEqual(['x']);
    expect(schema.refName).toBe('A');
    expect(r.resolve(ref('C')).refName).toBe('C');
  });

  it('returns the same resolved schema for a reference used twice (memo)', () => {
    const r = resolver({
      Pair: object({ left: ref('Leaf'), right: ref('Leaf') }),
      Leaf: { type: 'string', enum: ['a'] },
    });
    const pair = r.resolve(ref('Pair'));
    expect(prop(pair, 'left')).toEqual(prop(pair, 'right'));
    expect(prop(pair, 'left')).toMatchObject({ refName: 'Leaf', enum: ['a'], circular: false });
  });

  it("lets a reference's own description win over the target's, without changing the target", () => {
    const r = resolver({ Leaf: str('shared') });
    expect(r.resolve({ $ref: '#/components/schemas/Leaf', description: 'local' }).description).toBe('local');
    expect(r.resolve(ref('Leaf')).description).toBe('shared');
  });

  it('marks a reference to another file as unresolved', () => {
    const schema = resolver({}).resolve({ $ref: 'other.json#/components/schemas/X' });
    expect(schema.unresolved).toBe('other.json#/components/schemas/X');
    expect(schema.refName).toBe('other.json#/components/schemas/X');
  });

  it('marks a missing local reference as unresolved, and a property holding one', () => {
    const r = resolver({ Holder: object({ gone: ref('Missing') }) });
    expect(r.resolve(ref('Missing'))).toMatchObject({
      unresolved: '#/components/schemas/Missing',
      refName: 'Missing',
      types: [],
    });
    expect(prop(r.resolve(ref('Holder')), 'gone').unresolved).toBe('#/components/schemas/Missing');
  });

  it('does not follow inherited object keys as pointer parts', () => {
    expect(resolver({}).resolve(ref('toString')).unresolved).toBe('#/components/schemas/toString');
    expect(resolver({}).resolve(ref('__proto__')).unresolved).toBe('#/components/schemas/__proto__');
  });

  it('decodes ~1 and ~0 (and percent escapes) in pointer parts', () => {
    const document: Json = serviceDescription({
      openapi: '3.1.0',
      paths: { '/items/{id}': { get: { responses: { '200': { content: json({ type: 'integer' }) } } } } },
      schemas: { 'a~b': { type: 'boolean' }, 'with space': { type: 'number' } },
    });
    const r = new SchemaResolver(document);
    expect(
      r.resolve({ $ref: '#/paths/~1items~1{id}/get/responses/200/content/application~1json/schema' }).types,
    ).toEqual(['integer']);
    const tilde = r.resolve(ref('a~0b'));
    expect(tilde.types).toEqual(['boolean']);
    expect(tilde.refName).toBe('a~b');
    expect(r.resolve(ref('with%20space')).types).toEqual(['number']);
  });

  it('follows pointers into arrays', () => {
    const r = resolver({ List: arrayOf({ oneOf: [{ type: 'string' }, { type: 'integer' }] }) });
    expect(r.resolve({ $ref: '#/components/schemas/List/items/oneOf/1' }).types).toEqual(['integer']);
  });

  it('does not throw on a malformed percent escape in a reference', () => {
    const r = resolver({ 'Rate%': { type: 'number' } });
    expect(() => r.resolve(ref('Rate%'))).not.toThrow();
    expect(() => r.deref(ref('%E0%A4%A'))).not.toThrow();
    // Read as written: the schema named "Rate%" is found; a part that cannot be decoded and names nothing is unresolved.
    expect(r.resolve(ref('Rate%'))).toMatchObject({
      types: ['number'],
      refName: 'Rate%',
      unresolved: undefined,
    });
    expect(r.resolve(ref('%E0%A4%A')).unresolved).toBe('#/components/schemas/%E0%A4%A');
  });
});

describe('SchemaResolver: cycles and depth', () => {
  it('cuts a self-referencing schema with a circular marker', () => {
    const r = resolver({
      Node: object({ name: 'string', children: arrayOf(ref('Node')), parent: ref('Node') }),
    });
    const node = r.resolve(ref('Node'));
    expect(node.circular).toBe(false);
    expect(prop(node, 'children').items).toMatchObject({ circular: true, refName: 'Node', properties: [] });
    expect(prop(node, 'parent')).toMatchObject({ circular: true, refName: 'Node' });
    expect(() => JSON.stringify(node)).not.toThrow();
    expect(walk(node).circular).toBe(2);
  });

  it('cuts mutual recursion A → B → A', () => {
    const r = resolver({
      A: object({ b: ref('B') }),
      B: object({ a: ref('A'), label: 'string' }),
    });
    const a = r.resolve(ref('A'));
    const b = prop(a, 'b');
    expect(b).toMatchObject({ refName: 'B', circular: false });
    expect(names(b)).toEqual(['a', 'label']);
    expect(prop(b, 'a')).toMatchObject({ refName: 'A', circular: true });
    expect(() => JSON.stringify(a)).not.toThrow();
    expect(() => walk(a)).not.toThrow();
    // B resolved on its own afterwards also ends.
    expect(() => JSON.stringify(r.resolve(ref('B')))).not.toThrow();
  });

  it('cuts a reference cycle with no schema in between (A is B, B is A)', () => {
    const r = resolver({ A: ref('B'), B: ref('A') });
    const schema = r.resolve(ref('A'));
    expect(schema.circular).toBe(true);
    expect(r.deref(ref('A'))).toBeUndefined();
  });

  it('cuts a cycle through allOf', () => {
    const r = resolver({
      Tree: {
        allOf: [object({ leaf: 'string' }), { properties: { sub: ref('Tree') } }],
      },
    });
    const tree = r.resolve(ref('Tree'));
    expect(names(tree)).toEqual(['leaf', 'sub']);
    expect(prop(tree, 'sub').circular).toBe(true);
    expect(() => JSON.stringify(tree)).not.toThrow();
  });

  it('resolves a chain of 300 schemas, each referencing the next, without overflowing the stack', () => {
    const schemas: Json = {};
    for (let n = 0; n < 300; n += 1) schemas[`S${n}`] = object({ value: 'integer', next: ref(`S${n + 1}`) });
    schemas.S300 = { type: 'string' };
    const r = resolver(schemas);
    let schema: Schema | undefined;
    expect(() => {
      schema = r.resolve(ref('S0'));
    }).not.toThrow();
    expect(() => JSON.stringify(schema)).not.toThrow();
    // Cut somewhere down the chain (no payload is that deep), but resolved well below the top.
    let node = schema!;
    let levels = 0;
    while (!node.circular && node.properties.length) {
      node = prop(node, 'next');
      levels += 1;
    }
    expect(levels).toBeGreaterThan(5);
    expect(node.circular).toBe(true);
    expect(walk(schema!).circular).toBe(1);
  });

  it('resolves a chain of 300 plain $refs', () => {
    const schemas: Json = {};
    for (let n = 0; n < 300; n += 1) schemas[`R${n}`] = ref(`R${n + 1}`);
    schemas.R300 = { type: 'boolean' };
    const r = resolver(schemas);
    expect(() => r.resolve(ref('R0'))).not.toThrow();
    expect(r.resolve(ref('R299')).types).toEqual(['boolean']);
  });
});

describe('SchemaResolver: allOf', () => {
  it('merges allOf of refs member by member, keeping the order of properties', () => {
    const r = resolver({
      Base: object({ id: 'integer', created: 'string' }, ['id']),
      Named: object({ name: 'string', id: int('overridden') }, ['name']),
    });
    const schema = r.resolve({ allOf: [ref('Base'), ref('Named'), { properties: { extra: { type: 'boolean' } } }] });
    expect(names(schema)).toEqual(['id', 'created', 'name', 'extra']);
    expect(prop(schema, 'id').description).toBe('overridden');
    expect(schema.required).toEqual(['id', 'name']);
    expect(schema.types).toEqual(['object']);
    expect(schema.refName).toBe('Base');
  });

  it("keeps the wrapper's own properties first", () => {
    const r = resolver({ Base: object({ a: 'string' }) });
    expect(names(r.resolve({ properties: { own: { type: 'string' } }, allOf: [ref('Base')] }))).toEqual(['own', 'a']);
  });

  it("lets an `allOf: [{$ref}]` wrapper's description, title and nullable win", () => {
    const r = resolver({
      Slot: { type: 'object', title: 'Slot', description: 'A slot', properties: { id: { type: 'integer' } } },
    });
    const wrapped = r.resolve(nested('Slot', 'The current slot', { nullable: true }));
    expect(wrapped).toMatchObject({
      description: 'The current slot',
      title: 'Slot',
      nullable: true,
      refName: 'Slot',
      types: ['object'],
    });
    expect(names(wrapped)).toEqual(['id']);
    const plain = r.resolve({ allOf: [ref('Slot')] });
    expect(plain).toMatchObject({ description: 'A slot', nullable: false });
  });

  it('does not make the intersection nullable because one member is', () => {
    const r = resolver({ Maybe: { type: 'object', nullable: true, properties: { a: { type: 'string' } } } });
    expect(r.resolve({ allOf: [ref('Maybe'), { type: 'object' }] }).nullable).toBe(false);
  });

  it('intersects types and keeps the first bounds, format and enum', () => {
    const schema = resolver({}).resolve({
      allOf: [
        { type: ['string', 'integer'], minimum: 1 },
        { type: 'integer', maximum: 9, minimum: 5, format: 'int64' },
      ],
    });
    expect(schema.types).toEqual(['integer']);
    expect(schema).toMatchObject({ minimum: 1, maximum: 9, format: 'int64' });
  });

  it('reads a property a later member redeclares by that member, keeping what it leaves out (the paginated list)', () => {
    const r = resolver({
      ListResponse: object(
        { count: 'integer', results: { type: 'array', description: 'The page', items: { type: 'string' } } },
        ['count', 'results'],
      ),
      Item: object({ id: 'integer', name: 'string' }, ['id']),
    });
    const list = r.resolve({ allOf: [ref('ListResponse'), { properties: { results: { items: ref('Item') } } }] });
    expect(names(list)).toEqual(['count', 'results']);
    const results = prop(list, 'results');
    expect(results).toMatchObject({ types: ['array'], description: 'The page' });
    expect(results.items).toMatchObject({ types: ['object'], refName: 'Item', required: ['id'] });
    expect(names(results.items!)).toEqual(['id', 'name']);
  });

  it('merges a redeclared object property by property, requirements added', () => {
    const schema = resolver({}).resolve({
      allOf: [
        {
          properties: {
            owner: object({ id: 'integer', nick: { type: 'string', example: 'a' } }, ['id']),
          },
        },
        {
          properties: {
            owner: { required: ['nick'], properties: { nick: { example: 'b' }, role: { type: 'string' } } },
          },
        },
      ],
    });
    const owner = prop(schema, 'owner');
    expect(names(owner)).toEqual(['id', 'nick', 'role']);
    expect(owner.required).toEqual(['id', 'nick']);
    expect(prop(owner, 'nick')).toMatchObject({ types: ['string'], example: 'b', hasExample: true });
  });

  it('merges an allOf of 20 000 members (1 MB): every property, every requirement, a property redeclared by all', () => {
    const count = 20_000;
    const members = Array.from({ length: count }, (_, i) => ({
      required: [`f${i}`],
      properties: {
        [`f${i}`]: { type: 'string' },
        shared: { properties: { [`s${i}`]: { type: 'integer' } }, description: `member ${i}` },
      },
    }));
    const schema = resolver({ Same: { properties: { one: { type: 'string' } } } }).resolve({
      type: 'object',
      allOf: [...members, ...Array.from({ length: count }, () => ref('Same'))],
    });
    expect(schema.properties).toHaveLength(count + 2);
    expect(schema.required).toHaveLength(count);
    const shared = prop(schema, 'shared');
    expect(shared.properties).toHaveLength(count);
    expect(shared.description).toBe(`member ${count - 1}`);
    expect(names(schema).at(-1)).toBe('one');
  });

  it('marks the merged schema unresolved when a member cannot be followed', () => {
    const schema = resolver({}).resolve({ allOf: [{ $ref: 'other.json#/X' }, { type: 'object' }] });
    expect(schema.unresolved).toBe('other.json#/X');
  });
});

describe('SchemaResolver: examples', () => {
  it('reads `example`, else the first of 3.1 `examples`, and says whether there is one', () => {
    const r = resolver({ Named: { type: 'string', example: 'Ann' } });
    expect(r.resolve({ type: 'integer', example: 0 })).toMatchObject({ hasExample: true, example: 0 });
    expect(r.resolve({ type: 'string', example: null })).toMatchObject({ hasExample: true, example: null });
    expect(r.resolve({ type: 'integer', examples: [3, 4] })).toMatchObject({ hasExample: true, example: 3 });
    expect(r.resolve({ type: 'integer', examples: [] })).toMatchObject({ hasExample: false, example: undefined });
    expect(r.resolve({ type: 'integer' })).toMatchObject({ hasExample: false });
    expect(r.resolve(ref('Named'))).toMatchObject({ hasExample: true, example: 'Ann' });
  });
});

describe('SchemaResolver: null', () => {
  it('reads 3.0 `nullable`', () => {
    expect(resolver({}).resolve({ type: 'string', nullable: true })).toMatchObject({
      types: ['string'],
      nullable: true,
    });
    expect(resolver({}).resolve({ type: 'string', nullable: 'yes' }).nullable).toBe(false);
  });

  it('reads 3.1 `type: [.., "null"]` and never lists "null" among the types', () => {
    const schema = resolver({}, {}, '3.1.0').resolve({ type: ['integer', 'null'] });
    expect(schema).toMatchObject({ types: ['integer'], nullable: true });
    expect(resolver({}).resolve({ type: 'null' })).toMatchObject({ types: [], nullable: true });
  });

  it('reads an enum holding null as nullable and drops null from the values', () => {
    expect(resolver({}).resolve({ enum: ['a', null] })).toMatchObject({ enum: ['a'], nullable: true });
  });

  it('reads `nullable` beside a $ref', () => {
    const r = resolver({ Slot: { type: 'object' } });
    expect(r.resolve({ $ref: '#/components/schemas/Slot', nullable: true })).toMatchObject({
      nullable: true,
      refName: 'Slot',
    });
    expect(r.resolve(ref('Slot')).nullable).toBe(false);
  });

  it('reads `oneOf: [X, {type: null}]` as a nullable X', () => {
    const r = resolver({ Slot: object({ id: 'integer' }) }, {}, '3.1.0');
    for (const raw of [{ oneOf: [ref('Slot'), { type: 'null' }] }, { anyOf: [{ type: 'null' }, ref('Slot')] }]) {
      const schema = r.resolve({ ...raw, description: 'maybe a slot' });
      expect(schema).toMatchObject({
        nullable: true,
        refName: 'Slot',
        types: ['object'],
        variants: [],
        description: 'maybe a slot',
      });
      expect(names(schema)).toEqual(['id']);
    }
  });

  it('keeps real alternatives as variants', () => {
    const schema = resolver({ A: { type: 'object' }, B: { type: 'string' } }).resolve({
      oneOf: [ref('A'), ref('B'), { type: 'null' }],
    });
    expect(schema.variants.map((variant) => variant.refName)).toEqual(['A', 'B']);
    expect(schema.nullable).toBe(true);
  });

  it('does not treat a single variant beside own properties as the whole schema', () => {
    const schema = resolver({ A: { type: 'object' } }).resolve({
      type: 'object',
      properties: { x: { type: 'string' } },
      oneOf: [ref('A')],
    });
    expect(names(schema)).toEqual(['x']);
    expect(schema.variants.map((variant) => variant.refName)).toEqual(['A']);
  });
});

describe('SchemaResolver: deref', () => {
  const document: Json = serviceDescription({
    components: {
      parameters: {
        Page: { name: 'page', in: 'query', schema: { type: 'integer' } },
        Alias: { $ref: '#/components/parameters/Page' },
      },
      requestBodies: { Slot: { required: true, content: json({ type: 'object' }) } },
      responses: { NotFound: { description: 'Not found' } },
    },
  });
  const r = new SchemaResolver(document);

  it('follows references to parameters, request bodies and responses', () => {
    expect(r.deref({ $ref: '#/components/parameters/Page' })).toMatchObject({ name: 'page', in: 'query' });
    expect(r.deref({ $ref: '#/components/parameters/Alias' })).toMatchObject({ name: 'page' });
    expect(r.deref({ $ref: '#/components/requestBodies/Slot' })).toMatchObject({ required: true });
    expect(r.deref({ $ref: '#/components/responses/NotFound' })).toEqual({ description: 'Not found' });
  });

  it('returns an object that is no reference as it is', () => {
    const inline = { name: 'q', in: 'query' };
    expect(r.deref(inline)).toBe(inline);
  });

  it('gives undefined for missing or external targets and for non-objects', () => {
    expect(r.deref({ $ref: '#/components/parameters/Nope' })).toBeUndefined();
    expect(r.deref({ $ref: 'common.yaml#/Page' })).toBeUndefined();
    expect(r.deref('text')).toBeUndefined();
    expect(r.deref(null)).toBeUndefined();
  });
});

describe('primaryType', () => {
  const r = resolver({});
  it('is the declared type first', () => {
    expect(primaryType(r.resolve({ type: ['string', 'integer'] }))).toBe('string');
  });

  it('is the type of the enum values', () => {
    expect(primaryType(r.resolve({ enum: [1, 2, 3] }))).toBe('integer');
    expect(primaryType(r.resolve({ enum: [1, 2.5] }))).toBe('number');
    expect(primaryType(r.resolve({ enum: [true, false] }))).toBe('boolean');
    expect(primaryType(r.resolve({ enum: ['a', 'b'] }))).toBe('string');
    expect(primaryType(r.resolve({ const: 3 }))).toBe('integer');
  });

  it('is object for properties and array for items without a type', () => {
    expect(primaryType(r.resolve({ properties: { a: {} } }))).toBe('object');
    expect(primaryType(r.resolve({ items: { type: 'string' } }))).toBe('array');
    expect(primaryType(r.resolve({}))).toBeUndefined();
  });

  it('reads contentMediaType (3.1) as a binary string', () => {
    const schema = resolver({}, {}, '3.1.0').resolve({ type: 'string', contentMediaType: 'image/png' });
    expect(schema.format).toBe('binary');
    expect(primaryType(schema)).toBe('string');
    expect(r.resolve({ type: 'string', format: 'byte', contentMediaType: 'image/png' }).format).toBe('byte');
  });
});
