import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../api/errors.ts';
import { SchemaResolver } from '../../service-description/schema.ts';
import { listShape } from '../../service-description/list-page.ts';
import { accessLevelsOf, allowsLess } from './access-levels.ts';
import { type OwnProject, mayChange, ownUserId } from './own-access.ts';
import { type ProjectListing, readProjects } from './project-list-query.ts';
import { arrayOf, object } from '../../../testing/description-builder.ts';

// The one rule the Team page and the Stream page share: whether the account's level in a project lets it change it.

const schema = (raw: Record<string, unknown>) => new SchemaResolver({}).resolve(raw);

describe('whether a page offers changes', () => {
  const project = (id: number, level: number | undefined, personal: boolean | undefined): OwnProject => ({
    id,
    name: undefined,
    userId: 1,
    level,
    personal,
  });
  const own = [project(7, 2, true), project(42, 2, true), project(16, 1, false), project(99, 0, false)];

  it('where the account has the level it has in its personal projects: yes; another: no', () => {
    expect(mayChange(own, 42, 'team')).toBe('yes');
    expect(mayChange(own, 16, 'team')).toBe('no');
    expect(mayChange(own, 99, 'team')).toBe('no');
  });

  it('cannot tell without the project’s level or a personal project, and then does not forbid', () => {
    expect(mayChange(own, 5, 'team')).toBe('unknown');
    expect(mayChange([project(16, 1, false)], 16, 'team')).toBe('unknown');
    expect(mayChange([project(16, undefined, true)], 16, 'team')).toBe('unknown');
  });

  it('with the configuration’s levels, by what the level allows — not by its number', () => {
    const levels = accessLevelsOf({
      members: {
        0: ['view'],
        1: ['view', 'chat'],
        2: ['view', 'chat', 'stream', 'setup', 'money', 'team'],
        3: ['view', 'stream', 'setup'],
      },
    }).members;
    const withThree = [...own, project(30, 3, false)];
    expect(mayChange(withThree, 30, 'setup', levels)).toBe('yes');
    expect(mayChange(withThree, 30, 'stream', levels)).toBe('yes');
    expect(mayChange(withThree, 30, 'team', levels)).toBe('no');
    expect(mayChange(withThree, 30, 'money', levels)).toBe('no');
    expect(mayChange(withThree, 16, 'chat', levels)).toBe('yes');
    expect(mayChange(withThree, 16, 'setup', levels)).toBe('no');
    expect(mayChange(withThree, 42, 'team', levels)).toBe('yes');
    // A level the configuration does not list falls back to the owner's rule.
    expect(mayChange([...own, project(31, 5, false)], 31, 'view', levels)).toBe('no');
  });

  it('takes a setting not of the form as not given, and drops words it does not know', () => {
    expect(accessLevelsOf(undefined)).toEqual({ members: undefined, destinations: undefined });
    expect(accessLevelsOf({ members: ['view'] }).members).toBeUndefined();
    expect(accessLevelsOf({ members: { two: ['view'] } }).members).toBeUndefined();
    const read = accessLevelsOf({ members: { 4: ['view', 'fly'] }, destinations: { 0: ['view'] } });
    expect([...read.members!.get(4)!]).toEqual(['view']);
    expect([...read.destinations!.get(0)!]).toEqual(['view']);
  });

  it('tells a change that takes something away; where the table cannot say, takes it as one', () => {
    const { members } = accessLevelsOf({ members: { 0: ['view'], 2: ['view', 'team'], 3: ['view', 'setup'] } });
    expect(allowsLess(members, 2, 0)).toBe(true);
    expect(allowsLess(members, 2, 3)).toBe(true);
    expect(allowsLess(members, 0, 3)).toBe(false);
    expect(allowsLess(members, 2, 2)).toBe(false);
    expect(allowsLess(undefined, 2, 0)).toBe(true);
  });

  it('reads a project row of the real kind: the account, the level, the project’s name and type', () => {
    const item = object({
      user_id: 'number',
      project_id: 'number',
      access_type: 'number',
      project: object({ name: 'string', fename: 'string', type: 'number' }),
    });
    // The list as the account's projects are read (project-list-query.ts): its rows, under `results`.
    const listing = {
      shape: listShape(schema(object({ results: arrayOf(item) }))),
    } as ProjectListing;
    const readOwnProject = (row: unknown) => readProjects({ results: [row] }, listing)[0]!;
    const row = { user_id: 1, project_id: 16, access_type: 1, project: { name: 'Guest studio', fename: '', type: 1 } };
    expect(readOwnProject(row)).toMatchObject({
      id: 16,
      name: 'Guest studio',
      userId: 1,
      level: 1,
      personal: false,
    });
    expect(ownUserId([readOwnProject(row)])).toBe(1);
    expect(() => readOwnProject({ user_id: 1 })).toThrow(InvalidResponseError);
  });
});
