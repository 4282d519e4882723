import { describe, expect, it } from 'vitest';
import { nameField, nameFieldOfSchema, nameFieldOfValue, readName } from './name-field.ts';
import { SchemaResolver } from './schema.ts';

const schemaOf = (properties: Record<string, unknown>) =>
  new SchemaResolver({}).resolve({ type: 'object', properties });

describe('nameFieldOfSchema', () => {
  it('takes `name` over `title`, and `title` when there is no `name` (the NestJS fixture)', () => {
    expect(
      nameFieldOfSchema(
        schemaOf({ project_id: { type: 'number' }, title: { type: 'string' }, name: { type: 'string' } }),
      ),
    ).toBe('name');
    expect(nameFieldOfSchema(schemaOf({ project_id: { type: 'number' }, title: { type: 'string' } }))).toBe('title');
  });

  it('names an account by name, then username, then title, and by email only when nothing else is there', () => {
    expect(
      nameFieldOfSchema(schemaOf({ id: { type: 'number' }, email: { type: 'string' }, username: { type: 'string' } })),
    ).toBe('username');
    expect(
      nameFieldOfSchema(schemaOf({ user_id: { type: 'number' }, email: { type: 'string' }, name: { type: 'string' } })),
    ).toBe('name');
    expect(nameFieldOfSchema(schemaOf({ id: { type: 'number' }, email: { type: 'string' } }))).toBe('email');
  });

  it('reads camelCase and snake_case alike, and takes a name of something after the plain ones', () => {
    expect(nameFieldOfSchema(schemaOf({ displayName: { type: 'string' }, email: { type: 'string' } }))).toBe(
      'displayName',
    );
    expect(nameFieldOfSchema(schemaOf({ project_name: { type: 'string' }, email: { type: 'string' } }))).toBe(
      'project_name',
    );
    expect(nameFieldOfSchema(schemaOf({ project_name: { type: 'string' }, title: { type: 'string' } }))).toBe('title');
  });

  it('never takes a field that is not text, a secret, or an id', () => {
    expect(nameFieldOfSchema(schemaOf({ name: { type: 'number' }, title: { type: 'string' } }))).toBe('title');
    expect(nameFieldOfSchema(schemaOf({ name: { type: 'string', format: 'password' } }))).toBeUndefined();
    expect(nameFieldOfSchema(schemaOf({ name_id: { type: 'string' }, is_owner: { type: 'boolean' } }))).toBeUndefined();
  });
});

describe('nameField and readName', () => {
  it('reads the record itself when the schema declares no properties', () => {
    expect(nameField(undefined, { project_id: 3, title: 'Main', email: 'a@b' })).toBe('title');
    expect(nameFieldOfValue({ name: '  ', username: 'ann' })).toBe('username');
    expect(nameFieldOfValue([1, 2])).toBeUndefined();
  });

  it('keeps to the schema when it declares properties, even if the record has more', () => {
    expect(nameField(schemaOf({ project_id: { type: 'number' } }), { project_id: 3, name: 'Main' })).toBeUndefined();
  });

  it('gives trimmed text only', () => {
    expect(readName({ name: '  Main channel ' }, 'name')).toBe('Main channel');
    expect(readName({ name: 42 }, 'name')).toBeUndefined();
    expect(readName({ name: '' }, 'name')).toBeUndefined();
    expect(readName({ name: 'x' }, undefined)).toBeUndefined();
  });
});
