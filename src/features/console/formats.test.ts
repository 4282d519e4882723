import { describe, expect, it } from 'vitest';
import { languages } from '../../lib/i18n/languages.ts';
import { SchemaResolver } from '../../lib/service-description/schema.ts';
import { buildRequest } from '../../lib/service-description/operation-request.ts';
import { coerce, kindOf, kindProblemText, valueKinds } from '../../lib/service-description/value-kinds.ts';
import { readDescription } from '../../lib/service-description/description.ts';
import { operationDetails } from '../../lib/service-description/operation-details.ts';
import { widgets } from './formats.tsx';

const resolve = (raw: unknown) => new SchemaResolver({ openapi: '3.0.3', paths: {} }).resolve(raw);

describe('the value-kind registry', () => {
  it('finds each kind by its schema, the first entry that recognises it winning', () => {
    expect(kindOf(resolve({ type: 'string', format: 'binary' })).kind).toBe('file');
    expect(kindOf(resolve({ type: 'integer', enum: [1, 2] })).kind).toBe('enum');
    expect(kindOf(resolve({ type: 'integer' })).kind).toBe('integer');
    expect(kindOf(resolve({ type: 'number' })).kind).toBe('number');
    expect(kindOf(resolve({ type: 'boolean' })).kind).toBe('boolean');
    expect(kindOf(resolve({ type: 'array', items: { type: 'integer' } })).kind).toBe('array');
    expect(kindOf(resolve({ type: 'string', format: 'date-time' })).kind).toBe('date-time');
    expect(kindOf(resolve({ type: 'string', format: 'uuid' })).kind).toBe('string');
    expect(kindOf(resolve({})).kind).toBe('string');
  });

  it('has a widget for every kind and words for every problem a kind reports, in every language', () => {
    for (const kind of valueKinds) expect(typeof widgets[kind.kind]).toBe('function');
    const reported = valueKinds.flatMap((kind) => (kind.problem ? [kind.problem.kind] : []));
    expect(new Set(reported).size).toBe(reported.length);
    for (const problem of reported) for (const language of languages) expect(kindProblemText(problem, language)?.trim()).toBeTruthy();
  });

  it('is what the wire reads values with: a kind’s reader decides what the request carries', () => {
    const integer = valueKinds.find((kind) => kind.kind === 'integer')!;
    const original = integer.read;
    const description = readDescription({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/x': { get: { parameters: [{ name: 'n', in: 'query', schema: { type: 'integer' } }] } } } });
    const operation = description.operations[0]!;
    const details = operationDetails(description.document, operation);
    const build = () => buildRequest(operation, details, { fields: { 'query.n': '7' }, json: undefined }, {}, { v: '1', language: 'en', projectId: null });
    expect(build().call.query).toEqual([['n', '7']]);
    try {
      (integer as { read: typeof original }).read = () => ({ value: 70 });
      expect(build().call.query).toEqual([['n', '70']]);
    } finally {
      (integer as { read: typeof original }).read = original;
    }
    expect(coerce('1.5', resolve({ type: 'integer' }))).toEqual({ problem: { kind: 'not-integer' } });
  });
});
