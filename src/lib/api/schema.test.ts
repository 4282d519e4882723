import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from './errors.ts';
import { send } from './http.ts';
import { checkedBy, issuePath, refused } from './schema.ts';
import type { Transport } from './wire.ts';

/** A service that answers every request 200 with `body`. */
const answering =
  (body: string): Transport =>
  () =>
    Promise.resolve({ kind: 'response', status: 200, statusText: 'OK', headers: [], text: body });

const ask = <T>(schema: Parameters<typeof send<T>>[0]['schema'], body: string) =>
  send({ url: 'https://api.example.com/method/x', method: 'GET', schema }, answering(body));

describe('send with a Standard Schema', () => {
  it('returns what a valibot schema gives, and names where its answer broke it', async () => {
    const schema = v.object({
      items: v.array(
        v.object({
          id: v.pipe(
            v.number(),
            v.transform((n) => n * 2),
          ),
        }),
      ),
    });
    await expect(ask(schema, '{"items":[{"id":2}]}')).resolves.toEqual({ items: [{ id: 4 }] });
    const error = await ask(schema, '{"items":[{"id":2},{"id":"3"}]}').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).field).toBe('items.1.id');
  });

  it('takes a plain check made with checkedBy, its value or its refusal at the top level', async () => {
    const even = checkedBy((value) => (value === 2 ? { value: 'two' } : refused('Expected 2')));
    await expect(ask(even, '2')).resolves.toBe('two');
    const error = (await ask(even, '3').catch((caught: unknown) => caught)) as InvalidResponseError;
    expect([error.field, error.detail]).toEqual(['(body)', 'Expected 2']);
  });
});

describe('issuePath', () => {
  it('joins keys given bare or as path items, and gives none at the top level or for a symbol key', () => {
    expect(issuePath({ message: '', path: ['current', { key: 'bitrate_max' }] })).toBe('current.bitrate_max');
    expect(issuePath({ message: '', path: [{ key: 'items' }, 0] })).toBe('items.0');
    expect(issuePath({ message: '' })).toBeNull();
    expect(issuePath({ message: '', path: [] })).toBeNull();
    expect(issuePath({ message: '', path: ['a', Symbol('b')] })).toBeNull();
  });
});
