import { describe, expect, it } from 'vitest';
import { MAX_KINDS, describedValues, readRecordKind, recordKind } from './record-kind.ts';
import { SchemaResolver } from './schema.ts';
import { int } from '../../testing/description-builder.ts';

const resolve = (raw: unknown) => new SchemaResolver({}).resolve(raw);
const record = (properties: Record<string, unknown>) => resolve({ type: 'object', properties });
const names = (raw: unknown) => {
  const found = describedValues(resolve(raw));
  return found && Object.fromEntries(found);
};

describe('describedValues', () => {
  it('reads the names vendor extensions give an enum, in their order of preference', () => {
    expect(names({ type: 'integer', enum: [0, 1], 'x-enum-varnames': ['personal', 'team'] })).toEqual({
      0: 'personal',
      1: 'team',
    });
    expect(names({ type: 'integer', enum: [0, 1], 'x-enumNames': ['Personal', 'Team'] })).toEqual({
      0: 'Personal',
      1: 'Team',
    });
    expect(
      names({
        enum: ['p', 't'],
        'x-enum-descriptions': ['A person’s project', 'A team’s project'],
        'x-enum-varnames': ['PERSONAL', 'TEAM'],
      }),
    ).toEqual({ p: 'PERSONAL', t: 'TEAM' });
  });

  it('reads `oneOf`/`anyOf` members that each hold one value and its title or description', () => {
    expect(
      names({
        type: 'integer',
        oneOf: [
          { const: 0, title: 'personal' },
          { const: 1, description: 'team' },
        ],
      }),
    ).toEqual({ 0: 'personal', 1: 'team' });
    expect(
      names({
        anyOf: [
          { enum: ['a'], title: 'Alpha' },
          { enum: ['b'], title: 'Beta' },
        ],
      }),
    ).toEqual({
      a: 'Alpha',
      b: 'Beta',
    });
    // A member that is not one value, or one without words, leaves the whole enum unnamed.
    expect(names({ oneOf: [{ const: 0, title: 'personal' }, { type: 'integer' }] })).toBeUndefined();
    expect(names({ oneOf: [{ const: 0, title: 'personal' }, { const: 1 }] })).toBeUndefined();
  });

  it('keeps the names beside their values when the enum has a null member', () => {
    expect(names({ enum: [null, 0, 1], 'x-enum-varnames': ['none', 'personal', 'team'] })).toEqual({
      0: 'personal',
      1: 'team',
    });
  });

  it('names nothing for an enum the description does not name', () => {
    expect(names({ type: 'integer' })).toBeUndefined();
    expect(names({ type: 'integer', enum: [0, 1] })).toBeUndefined();
    expect(names(int('Тип'))).toBeUndefined();
  });

  it('refuses hostile names: not an array, not strings, the wrong count, empty, too long, repeated values', () => {
    expect(names({ enum: [0, 1], 'x-enum-varnames': 'personal,team' })).toBeUndefined();
    expect(names({ enum: [0, 1], 'x-enum-varnames': { 0: 'personal', 1: 'team' } })).toBeUndefined();
    expect(names({ enum: [0, 1], 'x-enum-varnames': ['personal', 7] })).toBeUndefined();
    expect(names({ enum: [0, 1], 'x-enum-varnames': ['personal', { toString: 'team' }] })).toBeUndefined();
    expect(names({ enum: [0, 1], 'x-enum-varnames': ['personal'] })).toBeUndefined();
    expect(names({ enum: [0, 1], 'x-enum-varnames': ['personal', '  '] })).toBeUndefined();
    expect(names({ enum: [0, 1], 'x-enum-varnames': ['personal', 'x'.repeat(81)] })).toBeUndefined();
    expect(names({ enum: [0, 0], 'x-enum-varnames': ['personal', 'team'] })).toBeUndefined();
    expect(names({ enum: [{}, []], 'x-enum-varnames': ['personal', 'team'] })).toBeUndefined();
    // A broken extension gives way to a sound one.
    expect(names({ enum: [0, 1], 'x-enumNames': [1, 2], 'x-enum-varnames': ['personal', 'team'] })).toEqual({
      0: 'personal',
      1: 'team',
    });
  });

  it('does not read a very long enum, however it is named', () => {
    const values = Array.from({ length: 100_000 }, (_, index) => index);
    const words = values.map((value) => `kind ${value}`);
    expect(names({ enum: values, 'x-enum-varnames': words })).toBeUndefined();
    expect(names({ oneOf: values.map((value) => ({ const: value, title: `kind ${value}` })) })).toBeUndefined();
    const most = values.slice(0, MAX_KINDS);
    expect(Object.keys(names({ enum: most, 'x-enum-varnames': words.slice(0, MAX_KINDS) }) ?? {})).toHaveLength(
      MAX_KINDS,
    );
  });
});

describe('recordKind and readRecordKind', () => {
  const described = { type: 'integer', enum: [0, 1], 'x-enum-varnames': ['personal', 'team'] };

  it('takes `type`, `kind` or `<subject>_type` whose values are named, and reads the word for a value', () => {
    const kind = recordKind(record({ name: { type: 'string' }, type: described }), 'project');
    expect(kind?.field).toBe('type');
    expect(readRecordKind({ type: 1 }, kind)).toBe('team');
    expect(readRecordKind({ type: 0 }, kind)).toBe('personal');
    expect(recordKind(record({ projectKind: described }), 'project')?.field).toBe('projectKind');
    expect(recordKind(record({ project_type: described }), 'project')?.field).toBe('project_type');
    expect(recordKind(record({ kind: described, type: described }), 'project')?.field).toBe('type');
  });

  it('takes no kind of something else, and none whose values are not named', () => {
    expect(recordKind(record({ access_type: described }), 'project')).toBeUndefined();
    expect(recordKind(record({ type: int('Тип') }), 'project')).toBeUndefined();
    expect(recordKind(record({ type: { type: 'integer', enum: [0, 1] } }), 'project')).toBeUndefined();
    expect(recordKind(undefined, 'project')).toBeUndefined();
  });

  it('passes over an unnamed `type` to a named `kind`', () => {
    expect(recordKind(record({ type: { type: 'integer' }, kind: described }), 'project')?.field).toBe('kind');
  });

  it('shows nothing for a value the description does not name, nor the raw value', () => {
    const kind = recordKind(record({ type: described }), 'project');
    expect(readRecordKind({ type: 2 }, kind)).toBeUndefined();
    expect(readRecordKind({ type: '1' }, kind)).toBeUndefined();
    expect(readRecordKind({ type: { valueOf: 1 } }, kind)).toBeUndefined();
    expect(readRecordKind({}, kind)).toBeUndefined();
    expect(readRecordKind(null, kind)).toBeUndefined();
    expect(readRecordKind({ type: 0 }, undefined)).toBeUndefined();
  });
});
