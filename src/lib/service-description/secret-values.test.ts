import { describe, expect, it } from 'vitest';
import { SchemaResolver } from './schema.ts';
import { maskSecrets, namesSecret, secretValues } from './secret-values.ts';
import { describedWith, arrayOf, object } from '../../testing/description-builder.ts';

const M = '••••••';
const resolve = (schema: unknown) => new SchemaResolver(describedWith({})).resolve(schema);

describe('maskSecrets', () => {
  it('masks a text that is a secret by what it is under any name: an address with its key', () => {
    const answer = {
      results: [
        { name: 'Backup', url: 'rtmp://backup.example/live/demo', server: 'rtmp://backup.example/live' },
        { name: 'SRT', ingress: 'srt://in.example:9000?passphrase=horse', count: 3 },
      ],
    };
    const { value, masked } = maskSecrets(answer, undefined, M);
    expect(value).toEqual({
      results: [
        { name: 'Backup', url: M, server: 'rtmp://backup.example/live' },
        { name: 'SRT', ingress: M, count: 3 },
      ],
    });
    expect(masked).toBe(2);
    expect(secretValues(answer, undefined)).toEqual(
      expect.arrayContaining(['rtmp://backup.example/live/demo', 'srt://in.example:9000?passphrase=horse']),
    );
    expect(namesSecret({ list: ['rtmp://h/live/KEY'] }, undefined)).toBe(true);
    expect(namesSecret({ list: ['rtmp://h/live'] }, undefined)).toBe(false);
  });

  it('masks every value under a secret name, in lists and nested objects, at any depth', () => {
    const answer = {
      tokens: ['tok-1', 'tok-2'],
      credentials: { user: 'relay', pass: 'hunter2', nested: { list: [{ anything: 'x' }] } },
      token_type: 'bearer',
      servers: [
        { url: 'rtmp://a', stream_keys: ['live_1'] },
        { url: 'rtmp://b', streamkey: 'live_2', key_id: 7 },
      ],
      keys: [{ id: 1, value: 'k' }],
      password_set: true,
    };
    const { value, masked } = maskSecrets(answer, undefined, M);
    expect(value).toEqual({
      tokens: [M, M],
      credentials: { user: M, pass: M, nested: { list: [{ anything: M }] } },
      token_type: 'bearer',
      servers: [
        { url: 'rtmp://a', stream_keys: [M] },
        { url: 'rtmp://b', streamkey: M, key_id: 7 },
      ],
      keys: [{ id: M, value: M }],
      password_set: true,
    });
    expect(masked).toBe(9);
    // The answer itself is left as it came.
    expect(answer.tokens).toEqual(['tok-1', 'tok-2']);
  });

  it('keeps the order of keys, booleans and nulls under a secret, and a `__proto__` key as a key', () => {
    const parsed = JSON.parse(
      '{"b": 1, "pin": {"set": true, "value": null, "code": 1234}, "a": 2, "__proto__": {"secret": "s"}}',
    ) as unknown;
    const { value } = maskSecrets(parsed, undefined, M);
    expect(JSON.stringify(value)).toBe(
      `{"b":1,"pin":{"set":true,"value":null,"code":"${M}"},"a":2,"__proto__":{"secret":"${M}"}}`,
    );
  });

  it('masks a property the schema calls secret (`format: password`, `writeOnly`), whatever its name, through lists', () => {
    const schema = resolve({
      type: 'object',
      properties: {
        login: object({ word: { type: 'string', format: 'password' }, user: 'string' }),
        rows: arrayOf(object({ phrase: { type: 'string', writeOnly: true } })),
      },
      additionalProperties: object({ hidden: { type: 'string', format: 'password' } }),
    });
    const { value } = maskSecrets(
      { login: { word: 'w', user: 'u' }, rows: [{ phrase: 'p' }], extra: { hidden: 'h', shown: 's' } },
      schema,
      M,
    );
    expect(value).toEqual({ login: { word: M, user: 'u' }, rows: [{ phrase: M }], extra: { hidden: M, shown: 's' } });
  });

  it('walks a value nested 20 000 deep without exhausting the stack', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(20_000)}{"token":"t"}${'}'.repeat(20_000)}`) as unknown;
    expect(maskSecrets(deep, undefined, M).masked).toBe(1);
    expect(namesSecret(deep, undefined)).toBe(true);
  });
});

describe('namesSecret', () => {
  it('finds a secret name at any depth, by name or by schema', () => {
    expect(namesSecret({ name: 'CDN', options: { record: true } }, undefined)).toBe(false);
    expect(namesSecret({ streamkey: 'live_abc' }, undefined)).toBe(true);
    expect(namesSecret({ name: 'x', servers: [{ auth: { pass: 'hunter2' } }] }, undefined)).toBe(true);
    expect(namesSecret({ token_type: 'bearer', key_id: 3 }, undefined)).toBe(false);
    const schema = resolve(
      object({
        login: object({ word: { type: 'string', format: 'password' }, note: { type: 'string', writeOnly: true } }),
      }),
    );
    expect(namesSecret({ login: { word: 'w' } }, schema)).toBe(true);
    expect(namesSecret({ login: { note: 'n' } }, schema)).toBe(true);
    expect(namesSecret({ login: {} }, schema)).toBe(false);
  });
});

describe('secretValues', () => {
  it('lists every string and number under a secret, at any depth, as text', () => {
    expect(
      secretValues(
        {
          name: 'CDN',
          streamkey: 'live_abc',
          auth: { pass: 'hunter2', pin: 1234, remember: true },
          keys: ['k1', { v: 'k2' }],
        },
        undefined,
      ).sort(),
    ).toEqual(['1234', 'hunter2', 'k1', 'k2', 'live_abc'].sort());
    expect(secretValues({ name: 'CDN', token_type: 'bearer' }, undefined)).toEqual([]);
  });
});
