import { describe, expect, it } from 'vitest';
import type { Json } from './description.ts';
import { fittedExample, mediaExamples } from './examples.ts';
import { describedWith, ref, arrayOf, object } from '../../testing/description-builder.ts';
import { type Schema, SchemaResolver } from './schema.ts';

const exampleFromSchema = (schema: Schema) => fittedExample(schema).value;

const document = describedWith(
  {
    Channel: object(
      {
        id: { type: 'integer', readOnly: true },
        name: { type: 'string', example: 'My channel' },
        platform: ['twitch', 'youtube'],
        bitrate: { type: 'integer', minimum: 500, default: 3000 },
        created: { type: 'string', format: 'date-time' },
        owner: ref('Owner'),
        tags: arrayOf('string'),
        private: 'boolean',
        note: 'string',
      },
      ['name', 'platform', 'bitrate', 'created', 'owner', 'tags', 'private', 'id'],
    ),
    Owner: object(
      {
        email: { type: 'string', format: 'email' },
        uid: { type: 'string', format: 'uuid' },
        level: { type: 'integer', minimum: 1.5 },
        nick: 'string',
      },
      ['email', 'uid', 'level'],
    ),
    Loose: object({ a: 'string', b: 'number', c: { type: 'string', const: 'fixed' } }),
    Node: object({ name: 'string', child: ref('Node') }, ['name', 'child']),
    WithExample: { type: 'object', example: { from: 'schema' }, properties: { x: { type: 'string' } } },
  },
  {
    examples: {
      Shared: { summary: 'A shared one', value: { shared: true } },
    },
  },
);
const resolve = (schema: unknown) => new SchemaResolver(document).resolve(schema);

describe('exampleFromSchema', () => {
  it('fills required properties from example, default, enum, format and type; leaves readOnly and optional ones out', () => {
    expect(exampleFromSchema(resolve(ref('Channel')))).toEqual({
      name: 'My channel',
      platform: 'twitch',
      bitrate: 3000,
      created: '2024-01-01T00:00:00Z',
      owner: { email: 'user@example.com', uid: '00000000-0000-4000-8000-000000000000', level: 2 },
      tags: [],
      private: false,
    });
  });

  it('gives every property of an object that requires none, `const` as its value', () => {
    expect(exampleFromSchema(resolve(ref('Loose')))).toEqual({ a: '', b: 0, c: 'fixed' });
  });

  it('fills a property named __proto__ or constructor as the property it is', () => {
    // Parsed, as a description is: a `__proto__` key in an object literal would set its prototype instead.
    const properties = JSON.parse('{"__proto__":{"type":"string"},"constructor":{"type":"integer"}}') as Json;
    const example = exampleFromSchema(resolve({ type: 'object', properties }));
    expect(JSON.stringify(example)).toBe('{"__proto__":"","constructor":0}');
  });

  it('ends a circular reference in null', () => {
    expect(exampleFromSchema(resolve(ref('Node')))).toEqual({ name: '', child: null });
  });

  it('uses the schema’s own example whole', () => {
    expect(exampleFromSchema(resolve(ref('WithExample')))).toEqual({ from: 'schema' });
  });

  it('reads scalars, nullable and any-type schemas', () => {
    expect(exampleFromSchema(resolve({ type: 'number', maximum: -2.5 }))).toBe(-2.5);
    expect(exampleFromSchema(resolve({ type: 'string', format: 'date' }))).toBe('2024-01-01');
    expect(exampleFromSchema(resolve({ type: 'string', format: 'unknown-format' }))).toBe('');
    // A format every object answers to is no format of the table's: a plain string, as for one it does not know.
    for (const format of ['__proto__', 'constructor', 'toString'])
      expect(exampleFromSchema(resolve({ type: 'string', format })), format).toBe('');
    expect(exampleFromSchema(resolve({}))).toBeNull();
    expect(exampleFromSchema(resolve({ oneOf: [{ type: 'integer' }, { type: 'string' }] }))).toBe(0);
  });

  it('stops nesting at a bounded depth', () => {
    let schema: Json = object({ x: 'string' }, ['x']);
    for (let i = 0; i < 30; i += 1) schema = object({ in: schema }, ['in']);
    let value = exampleFromSchema(resolve(schema)) as Json;
    let depth = 0;
    while (isObject(value.in) && Object.keys(value.in).length) {
      value = value.in;
      depth += 1;
    }
    expect(depth).toBe(7);
    expect(value.in).toEqual({});
  });
});

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

describe('mediaExamples', () => {
  it('lists every entry of `examples` (refs followed, externalValue skipped), then `example`', () => {
    const media = {
      schema: ref('Channel'),
      examples: {
        first: { summary: 'First', value: { a: 1 } },
        bare: { value: 0 },
        remote: { summary: 'Remote', externalValue: 'https://elsewhere.example/x.json' },
        shared: { $ref: '#/components/examples/Shared' },
        missing: { $ref: '#/components/examples/None' },
      },
      example: { b: 2 },
    };
    expect(mediaExamples(document, media)).toEqual([
      { summary: 'First', value: { a: 1 }, generated: false },
      { summary: 'bare', value: 0, generated: false },
      { summary: 'A shared one', value: { shared: true }, generated: false },
      { summary: null, value: { b: 2 }, generated: false },
    ]);
  });

  it('builds one from the schema when there is none', () => {
    const [only, ...rest] = mediaExamples(document, { schema: ref('Loose') });
    expect(only).toEqual({ summary: null, value: { a: '', b: 0, c: 'fixed' }, generated: true });
    expect(rest).toEqual([]);
    expect(mediaExamples(document, { schema: ref('WithExample') })).toEqual([
      { summary: null, value: { from: 'schema' }, generated: false },
    ]);
  });

  it('gives nothing without examples or a schema', () => {
    expect(mediaExamples(document, {})).toEqual([]);
    expect(mediaExamples(document, 'not an object')).toEqual([]);
    expect(mediaExamples(document, { examples: { only: { externalValue: 'https://elsewhere.example/' } } })).toEqual(
      [],
    );
  });
});

describe('a built example fits its schema where a value can be built', () => {
  const fitted = (schema: unknown) => fittedExample(resolve(schema));

  it('pads and cuts a plain placeholder to minLength and maxLength (playlist_id with minLength 1 is not "")', () => {
    const youtube = object({ playlist_id: { type: 'string', minLength: 1 } }, ['playlist_id']);
    expect(fitted(youtube)).toEqual({ value: { playlist_id: 'string' }, unfilled: [] });
    expect(fitted({ type: 'string', minLength: 1, maxLength: 3 }).value).toBe('str');
    expect(fitted({ type: 'string', minLength: 9 }).value).toBe('stringxxx');
    expect(fitted({ type: 'string', minLength: 2, maxLength: 2 }).value).toBe('st');
    expect(fitted({ type: 'string' }).value).toBe('');
  });

  it('reads a sample off a simple pattern, grown to minLength, and checks it', () => {
    expect(fitted({ type: 'string', pattern: '^[0-9]{6}$' }).value).toBe('000000');
    expect(fitted({ type: 'string', pattern: '/^pk-[a-z0-9-]+$/' }).value).toBe('pk-a');
    expect(fitted({ type: 'string', pattern: '^\\d+$', minLength: 4 }).value).toBe('0000');
    expect(fitted({ type: 'string', pattern: '^[A-Z]{2}\\d{2}$' }).value).toBe('AA00');
    expect(fitted({ type: 'string', pattern: '^[a-z]*$', minLength: 1 }).value).toBe('a');
  });

  it('tries plain candidates for a pattern it cannot read, and invents nothing when none fits', () => {
    expect(fitted({ type: 'string', pattern: '^(abc|def)$' }).value).toBe('abc');
    expect(fitted({ type: 'string', pattern: '^(ru|en)-[A-Z]{2}$' })).toEqual({ value: '', unfilled: ['/'] });
    const body = object({ code: { type: 'string', pattern: '^(?=.*[!@#])[a-z!@#]{12}$' } }, ['code']);
    expect(fitted(body)).toEqual({ value: { code: '' }, unfilled: ['code'] });
  });

  it('keeps a format its placeholder, and says so when the lengths leave no room for it', () => {
    expect(fitted({ type: 'string', format: 'email', maxLength: 64 }).value).toBe('user@example.com');
    expect(fitted({ type: 'string', format: 'date-time', maxLength: 10 })).toEqual({ value: '', unfilled: ['/'] });
  });

  it('respects minimum, maximum, exclusive bounds (3.0 and 3.1) and multipleOf', () => {
    expect(fitted({ type: 'integer', minimum: 500 }).value).toBe(500);
    expect(fitted({ type: 'integer', minimum: 1, maximum: 10, multipleOf: 4 }).value).toBe(4);
    expect(fitted({ type: 'integer', minimum: 0, exclusiveMinimum: true }).value).toBe(1);
    expect(fitted({ type: 'integer', exclusiveMinimum: 0 }).value).toBe(1);
    expect(fitted({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 }).value).toBe(0.5);
    expect(fitted({ type: 'number', minimum: 0.25, multipleOf: 0.1 }).value).toBe(0.3);
    expect(fitted({ type: 'integer', maximum: -2.5 }).value).toBe(-3);
    expect(fitted({ type: 'integer', minimum: 5, maximum: 7, multipleOf: 10 }).unfilled).toEqual(['/']);
  });

  it('fills minItems with items built from their schema', () => {
    expect(fitted({ type: 'array', minItems: 2, items: { type: 'string', minLength: 1 } })).toEqual({
      value: ['string', 'string'],
      unfilled: [],
    });
    expect(
      fitted({
        type: 'array',
        minItems: 1,
        items: object({ id: { type: 'integer', minimum: 1 } }, ['id']),
      }).value,
    ).toEqual([{ id: 1 }]);
    expect(fitted(arrayOf('string')).value).toEqual([]);
  });

  it('names the unfilled places of a media type’s built example', () => {
    const [built] = mediaExamples(document, {
      schema: object({ lang: { type: 'string', pattern: '^(ru|en)-[A-Z]{2}$' } }, ['lang']),
    });
    expect(built).toEqual({ summary: null, value: { lang: '' }, generated: true, unfilled: ['lang'] });
  });
});

/** Levels of objects, each of `width` properties that all refer to the next level: width^levels leaves as a tree. */
function nestedRefs(levels: number, width: number): Json {
  const schemas: Json = {};
  for (let level = 0; level < levels; level += 1) {
    const next = level + 1 < levels ? ref(`L${level + 1}`) : { type: 'string', minLength: 3 };
    schemas[`L${level}`] = {
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: width }, (_, index) => [`p${index}`, next])),
    };
  }
  return describedWith(schemas);
}

describe('bounded work on a sample', () => {
  it('builds a bounded sample of 5 levels × 20 properties by $ref, and says where it stopped', () => {
    const nested = nestedRefs(5, 20);
    const { value, unfilled } = fittedExample(new SchemaResolver(nested).resolve(ref('L0')));
    // The tree would be 20^5 strings (megabytes of text); the sample is a start of it.
    expect(JSON.stringify(value).length).toBeLessThan(50_000);
    expect((value as Record<string, Record<string, unknown>>).p0!.p0).toBeTypeOf('object');
    expect(unfilled.length).toBeGreaterThan(0);
    expect(unfilled.length).toBeLessThan(2_000);
  });

  it('gives the same value to every place one shared schema is used, each a copy of its own', () => {
    const nested = nestedRefs(3, 2);
    const value = exampleFromSchema(new SchemaResolver(nested).resolve(ref('L0'))) as Record<string, Json>;
    expect(value).toEqual({
      p0: { p0: { p0: 'string', p1: 'string' }, p1: { p0: 'string', p1: 'string' } },
      p1: { p0: { p0: 'string', p1: 'string' }, p1: { p0: 'string', p1: 'string' } },
    });
    expect(value.p0).not.toBe(value.p1);
  });

  it('never runs a pattern with a nested quantifier against a sample, and leaves that value to fill', () => {
    const tried: string[] = [];
    const test = RegExp.prototype.test;
    RegExp.prototype.test = function (this: RegExp, text: string) {
      tried.push(this.source);
      return test.call(this, text);
    };
    try {
      const built = fittedExample(resolve({ type: 'string', minLength: 26, pattern: '^([A-Za-z0-9]+)+-$' }));
      expect(built).toEqual({ value: '', unfilled: ['/'] });
      expect(fittedExample(resolve({ type: 'string', pattern: '^(a|aa)*$' })).unfilled).toEqual(['/']);
      expect(fittedExample(resolve({ type: 'string', pattern: '^(\\d+)\\1$' })).unfilled).toEqual(['/']);
    } finally {
      RegExp.prototype.test = test;
    }
    expect(tried.filter((source) => source.includes(')+') || source.includes(')*') || source.includes('\\1'))).toEqual(
      [],
    );
  });

  it('still fills simple and bounded patterns', () => {
    expect(exampleFromSchema(resolve({ type: 'string', minLength: 26, pattern: '^[A-Za-z0-9]+-$' }))).toHaveLength(26);
    expect(exampleFromSchema(resolve({ type: 'string', pattern: '^\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}$' }))).toBe(
      '0.0.0.0',
    );
    expect(exampleFromSchema(resolve({ type: 'string', pattern: '^(https?|ftp)://' }))).toBe('https://example.com/');
  });

  it('does not pad a string to a huge minLength', () => {
    expect(fittedExample(resolve({ type: 'string', minLength: 50_000_000 }))).toEqual({ value: '', unfilled: ['/'] });
  });
});
