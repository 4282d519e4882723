import { describe, expect, it } from 'vitest';
import { languages } from '../../lib/i18n/languages.ts';
import { SchemaResolver } from '../../lib/service-description/schema.ts';
import { buildRequest } from '../../lib/service-description/operation-request.ts';
import {
  type KindName,
  coerce,
  kindOf,
  valueKindRegistry,
  valueKinds,
} from '../../lib/service-description/value-kinds.ts';
import { readDescription } from '../../lib/service-description/description.ts';
import { operationDetails } from '../../lib/service-description/operation-details.ts';
import { problemWords } from './field-problems.ts';
import { formMessages } from './form-messages.ts';
import { widgets } from './widgets.tsx';
import { describedWith, serviceDescription, arrayOf } from '../../testing/description-builder.ts';

const resolve = (raw: unknown) => new SchemaResolver(describedWith({})).resolve(raw);

describe('the value-kind registry', () => {
  it('finds each kind by its schema, the first entry that recognises it winning', () => {
    expect(kindOf(resolve({ type: 'string', format: 'binary' })).kind).toBe('file');
    expect(kindOf(resolve({ type: 'integer', enum: [1, 2] })).kind).toBe('enum');
    expect(kindOf(resolve({ type: 'integer' })).kind).toBe('integer');
    expect(kindOf(resolve({ type: 'number' })).kind).toBe('number');
    expect(kindOf(resolve({ type: 'boolean' })).kind).toBe('boolean');
    expect(kindOf(resolve(arrayOf('integer'))).kind).toBe('array');
    expect(kindOf(resolve({ type: 'string', format: 'date-time' })).kind).toBe('date-time');
    expect(kindOf(resolve({ type: 'string', format: 'uuid' })).kind).toBe('string');
    expect(kindOf(resolve({})).kind).toBe('string');
  });

  it('has a widget for every kind, and the forms’ words for every kind whose text can fail to read, in every language', () => {
    for (const kind of valueKinds) expect(typeof widgets[kind.kind as KindName]).toBe('function');
    // Every kind but file, array (its items' kinds speak for it) and string can fail to read a text.
    const failing = valueKinds
      .filter((kind) => kind.read('?', resolve({ enum: ['a'] })) === false)
      .map((kind) => kind.kind);
    expect(failing.sort()).toEqual(['boolean', 'date-time', 'enum', 'integer', 'number']);
    for (const language of languages) {
      const words = failing.map((valueKind) => problemWords({ kind: 'unreadable', valueKind }, formMessages[language]));
      for (const word of words) expect(word).not.toBe(formMessages[language].unreadable);
      expect(new Set(words).size).toBe(failing.length);
    }
  });

  it('takes a new kind as one entry: a registry with it reads the text as that kind, in arrays too', () => {
    const description = readDescription(
      serviceDescription({
        paths: {
          '/x': { get: { parameters: [{ name: 'device', in: 'query', schema: { type: 'string', format: 'uuid' } }] } },
        },
      }),
    );
    const operation = description.operations[0]!;
    const details = operationDetails(description.document, operation);
    const typed = ' 0F8FAD5B-D9CB-469F-A165-70867728950E ';
    // The app's registry has no such kind: the text is sent as typed.
    const built = buildRequest(
      operation,
      details,
      { fields: { 'query.device': typed }, json: undefined },
      {},
      { v: '1', language: 'en', projectId: null },
    );
    expect(built.call.query).toEqual([['device', typed]]);

    // The one entry, in this test's registry alone: a UUID is read trimmed and in lower case, anything else is not one.
    const withUuid = valueKindRegistry([
      {
        kind: 'uuid',
        recognises: (schema) => schema.format === 'uuid',
        read: (text) =>
          /^\s*[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\s*$/i.test(text)
            ? { value: text.trim().toLowerCase() }
            : false,
      },
    ]);
    const uuid = resolve({ type: 'string', format: 'uuid' });
    expect(withUuid.kindOf(uuid).kind).toBe('uuid');
    expect(withUuid.coerce(typed, uuid)).toEqual({ value: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(withUuid.coerce(`${typed}, ${typed}`, resolve(arrayOf({ format: 'uuid' })))).toEqual({
      value: ['0f8fad5b-d9cb-469f-a165-70867728950e', '0f8fad5b-d9cb-469f-a165-70867728950e'],
    });
    const problem = withUuid.coerce('not-a-uuid', uuid);
    expect(problem).toEqual({ problem: { kind: 'unreadable', valueKind: 'uuid' } });
    // No words of its own in the forms' messages: the general ones.
    expect(problemWords({ kind: 'unreadable', valueKind: 'uuid' }, formMessages.en)).toBe(formMessages.en.unreadable);
    // The app's registry is untouched.
    expect(kindOf(uuid).kind).toBe('string');
    expect(coerce('1.5', resolve({ type: 'integer' }))).toEqual({
      problem: { kind: 'unreadable', valueKind: 'integer' },
    });
  });
});
