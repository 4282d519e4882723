import { describe, expect, it } from 'vitest';
import { type Json, readDescription } from '../../../lib/service-description/description.ts';
import { namedOperation } from '../../../lib/service-description/match.ts';
import { SchemaResolver } from '../../../lib/service-description/schema.ts';
import { nestStyleDescription } from '../../../testing/nest-style-description.ts';
import { checkField, isDateField, readSlot, tariffShape } from './slot-schema.ts';
import { object } from '../../../testing/description-builder.ts';

const description = readDescription(nestStyleDescription());
const get = namedOperation(description, 'PlanTranscoding', 'Get tariff for project')!;
const schema = (raw: unknown) => new SchemaResolver({}).resolve(raw);

describe('tariffShape', () => {
  it('reads each slot through its {description, allOf: [$ref]} wrapper, example beside it or not', () => {
    const result = tariffShape(description.document, get);
    expect('shape' in result).toBe(true);
    if (!('shape' in result)) return;
    expect(result.shape.before?.map((field) => field.name)).toEqual([
      'id',
      'title',
      'stream_count',
      'date_start',
      'date_end',
    ]);
    expect(result.shape.current?.map((field) => field.name)).toEqual([
      'id',
      'title',
      'stream_count',
      'date_start',
      'date_end',
    ]);
    // The next slot has its own schema: a start, no end.
    expect(result.shape.next?.map((field) => field.name)).toEqual(['id', 'title', 'stream_count', 'date_start']);
    expect(result.shape.current?.find((field) => field.name === 'stream_count')?.schema.description).toBe(
      'Count of simultaneous streams',
    );
  });

  it('says so when the answer declares no slots, or no schema at all', () => {
    const document = nestStyleDescription() as { components: { schemas: Record<string, unknown> } };
    document.components.schemas.TranscodingTariff = object({ plans: { type: 'array' } });
    const changed = readDescription(document);
    expect(
      tariffShape(changed.document, namedOperation(changed, 'PlanTranscoding', 'Get tariff for project')!),
    ).toEqual({ problem: 'no-slots' });
    const remove = namedOperation(description, 'PlanTranscoding', 'Remove after tariff')!;
    expect(tariffShape(description.document, remove)).toEqual({ problem: 'no-answer-schema' });
  });
});

describe('readSlot', () => {
  const result = tariffShape(description.document, get);
  const shape = 'shape' in result ? result.shape : {};

  it('keeps an id of 0 as an id, and leaves out what was not sent', () => {
    const body = {
      current: { id: 0, title: 'Start', stream_count: 2, date_end: '2026-12-01T00:00:00Z', date_start: null },
    };
    expect(readSlot(body, 'current', shape.current!)).toEqual({
      kind: 'plan',
      values: { id: 0, title: 'Start', stream_count: 2, date_end: '2026-12-01T00:00:00Z' },
      problems: {},
    });
  });

  it('names a value that does not fit its schema instead of showing it', () => {
    const body = { next: { id: '7', title: 3, stream_count: 2.5, date_start: 'soon' } };
    const slot = readSlot(body, 'next', shape.next!);
    expect(slot).toEqual({
      kind: 'plan',
      values: { stream_count: 2.5 },
      problems: { id: 'not-number', title: 'not-text', date_start: 'not-date' },
    });
  });

  it('reads a described field only as the slot’s own: one named `constructor` that was not sent is not sent', () => {
    const field = (name: string) => ({ name, schema: schema({ type: 'integer' }) });
    const fields = ['constructor', 'toString', 'valueOf'].map(field);
    expect(readSlot({ current: { valueOf: 3 } }, 'current', fields)).toEqual({
      kind: 'plan',
      values: { valueOf: 3 },
      problems: {},
    });
  });

  it('keeps a field named __proto__ as its own value, and a field not sent out of reach of Object.prototype', () => {
    const field = (name: string) => ({ name, schema: schema({ type: 'integer' }) });
    const fields = ['__proto__', 'constructor', 'toString'].map(field);
    // Parsed, as an answer is: a `__proto__` key in an object literal would set its prototype instead.
    const body = JSON.parse('{"current":{"__proto__":3,"toString":"x"}}') as Json;
    const slot = readSlot(body, 'current', fields);
    if (slot.kind !== 'plan') throw new Error(`expected a plan, got ${slot.kind}`);
    expect(JSON.stringify(slot.values)).toBe('{"__proto__":3}');
    expect(JSON.stringify(slot.problems)).toBe('{"toString":"not-integer"}');
    // A card looks each described field up by name: one not sent, or sent as a problem, has no value.
    expect(slot.values.constructor).toBeUndefined();
    expect(slot.values.toString).toBeUndefined();
    expect(slot.problems.constructor).toBeUndefined();
  });

  it('tells absent, null and unreadable slots apart', () => {
    expect(readSlot({}, 'before', shape.before!)).toEqual({ kind: 'absent' });
    expect(readSlot({ before: null }, 'before', shape.before!)).toEqual({ kind: 'null' });
    expect(readSlot({ before: [1] }, 'before', shape.before!)).toEqual({ kind: 'invalid' });
  });
});

describe('checkField', () => {
  it('holds integers to exactness, enums to their values, and objects out of a card', () => {
    expect(checkField(2 ** 53, schema({ type: 'integer' }))).toEqual({ problem: 'not-integer' });
    expect(checkField(-0, schema({ type: 'integer' }))).toEqual({ value: 0 });
    expect(checkField(5, schema({ type: 'number', enum: [1, 3] }))).toEqual({ problem: 'not-allowed' });
    expect(checkField({ a: 1 }, schema({}))).toEqual({ problem: 'not-single' });
    expect(checkField(true, schema({ type: 'boolean' }))).toEqual({ value: true });
    expect(checkField('2026-01-01', schema({ type: 'string', format: 'date' }))).toEqual({ value: '2026-01-01' });
  });

  it('reads a string named date_* as a date, and only such', () => {
    expect(isDateField({ name: 'date_start', schema: schema({ type: 'string' }) })).toBe(true);
    expect(isDateField({ name: 'title', schema: schema({ type: 'string' }) })).toBe(false);
    expect(isDateField({ name: 'ends', schema: schema({ type: 'string', format: 'date-time' }) })).toBe(true);
  });
});
