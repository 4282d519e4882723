import { describe, expect, it } from 'vitest';
import { nameFields, readRecordName, recordNaming } from './record-name.ts';
import { SchemaResolver } from './schema.ts';
import { object } from '../../testing/description-builder.ts';

const schemaOf = (properties: Record<string, unknown>) =>
  new SchemaResolver({}).resolve({ type: 'object', properties });
const text = { type: 'string' };

describe('nameFields', () => {
  it('reads a given and a family name as a pair, in any of the usual spellings', () => {
    expect(nameFields(schemaOf({ name: text, fename: text, photo_50: text }), undefined)).toEqual(['name', 'fename']);
    expect(nameFields(schemaOf({ last_name: text, first_name: text }), undefined)).toEqual(['first_name', 'last_name']);
    expect(nameFields(schemaOf({ firstName: text, lastName: text }), undefined)).toEqual(['firstName', 'lastName']);
  });

  it('reads one field when only one half is there, and the pair from a record without a schema', () => {
    expect(nameFields(schemaOf({ first_name: text, email: text }), undefined)).toEqual(['first_name']);
    expect(nameFields(schemaOf({ name: text, fename: { type: 'number' } }), undefined)).toEqual(['name']);
    expect(nameFields(undefined, { name: 'Anna', fename: 'Petrova' })).toEqual(['name', 'fename']);
  });
});

describe('recordNaming', () => {
  const joinRow = schemaOf({
    id: { type: 'integer' },
    project_id: { type: 'integer' },
    access_type: { type: 'integer' },
    project: object({ project_id: 'integer', name: text, fename: text, photo_50: text, type: 'integer' }),
    member_count: { type: 'integer' },
  });

  it('finds the name in the nested record of a join row and reads first and family name together', () => {
    const naming = recordNaming(joinRow, undefined);
    expect(naming).toEqual({ entity: 'project', fields: ['name', 'fename'] });
    expect(readRecordName({ project_id: 1, project: { name: 'Anna', fename: 'Petrova' } }, naming)).toBe(
      'Anna Petrova',
    );
    expect(readRecordName({ project_id: 1, project: { name: 'Anna', fename: '' } }, naming)).toBe('Anna');
    expect(readRecordName({ project_id: 1, project: null }, naming)).toBeUndefined();
  });

  it("prefers the item's own name to a nested one, and reads a nested record from the item when nothing is declared", () => {
    expect(recordNaming(schemaOf({ title: text, owner: object({ name: text }) }), undefined)).toEqual({
      entity: undefined,
      fields: ['title'],
    });
    const naming = recordNaming(undefined, { project_id: 2, project: { first_name: 'Li', last_name: 'Wei' } });
    expect(naming).toEqual({ entity: 'project', fields: ['first_name', 'last_name'] });
  });

  it('gives no fields when nothing names the item', () => {
    expect(recordNaming(schemaOf({ project_id: { type: 'integer' } }), undefined)).toEqual({
      entity: undefined,
      fields: [],
    });
  });
});
