import { describe, expect, it } from 'vitest';
import { languages } from '../../lib/i18n/languages.ts';
import { SchemaResolver } from '../../lib/service-description/schema.ts';
import { formatOf, formatProblemText, formats } from './formats.tsx';

const resolve = (raw: unknown) => new SchemaResolver({ openapi: '3.0.3', paths: {} }).resolve(raw);

describe('the format registry', () => {
  it('finds each kind by its schema, the first entry that recognises it winning', () => {
    expect(formatOf(resolve({ type: 'string', format: 'binary' })).kind).toBe('file');
    expect(formatOf(resolve({ type: 'integer', enum: [1, 2] })).kind).toBe('enum');
    expect(formatOf(resolve({ type: 'integer' })).kind).toBe('integer');
    expect(formatOf(resolve({ type: 'number' })).kind).toBe('number');
    expect(formatOf(resolve({ type: 'boolean' })).kind).toBe('boolean');
    expect(formatOf(resolve({ type: 'string', format: 'date-time' })).kind).toBe('date-time');
    expect(formatOf(resolve({ type: 'string', format: 'uuid' })).kind).toBe('string');
    expect(formatOf(resolve({})).kind).toBe('string');
  });

  it('has words for every problem a format reports, in every language', () => {
    const reported = formats.flatMap((format) => (format.problem ? [format.problem.kind] : []));
    expect(new Set(reported).size).toBe(reported.length);
    for (const kind of reported) for (const language of languages) expect(formatProblemText(kind, language)?.trim()).toBeTruthy();
  });

  it('reads text as each kind’s value, and reports the kind’s own problem', () => {
    const integer = formatOf(resolve({ type: 'integer' }));
    expect(integer.toValue('12', resolve({ type: 'integer' }))).toEqual({ value: 12 });
    expect(integer.toValue('1.5', resolve({ type: 'integer' }))).toEqual({ problem: { kind: integer.problem!.kind } });
  });
});
