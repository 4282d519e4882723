import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../lib/api/errors.ts';
import { SchemaResolver } from '../../../lib/service-description/schema.ts';
import { levelChoices, levelWord, levelsFrom, levelsOf, namedLevels } from './access-levels.ts';
import { ALL_ACTIVITY, activityFiltersOffered, activityValues } from './activity-filters.ts';
import { readDestinations } from '../../../lib/operations/channels/destination-list.ts';
import { inviteLink, readHistoryEntry, readInvite, readMember } from '../../../lib/operations/team/team-readers.ts';
import { object } from '../../../testing/description-builder.ts';

const schema = (raw: Record<string, unknown>) => new SchemaResolver({}).resolve(raw);

describe('access levels', () => {
  it('are the numbers the operation enumerates, with no words where the description names none', () => {
    const levels = levelsOf(schema({ type: 'number', enum: [0, 1, 1, 2], description: 'Access type' }));
    expect(levels.values).toEqual([0, 1, 2]);
    expect(levelWord(levels, 2)).toBeUndefined();
    // Nothing names them: none is offered as a choice.
    expect(levelChoices(namedLevels(levels, () => undefined))).toEqual([]);
  });

  it('take the description’s words where it names every value, from whichever place names them', () => {
    const named = schema({ type: 'number', enum: [0, 1, 2], 'x-enum-varnames': ['Viewer', 'Editor', 'Owner'] });
    const levels = levelsFrom(schema({ type: 'number', enum: [0, 1, 2] }), named);
    expect(levels.values).toEqual([0, 1, 2]);
    expect(levelWord(levels, 1)).toBe('Editor');
    // The configuration's names come first; the description's stand in where it gives none.
    const byConfig = namedLevels(levels, (level) =>
      level === 2 ? { name: 'Full access', line: 'Everything' } : undefined,
    );
    expect(byConfig.nameOf(2)).toEqual({ name: 'Full access', line: 'Everything' });
    expect(byConfig.nameOf(1)).toEqual({ name: 'Editor' });
    // Names for some values only are no names.
    const partly = levelsOf(schema({ type: 'number', enum: [0, 1], 'x-enum-varnames': ['Viewer'] }));
    expect(partly.words).toBeUndefined();
  });

  it('offer only levels told apart: alike names by their lines, levels still alike left out', () => {
    const levels = levelsOf(schema({ type: 'number', enum: [0, 1, 2, 3] }));
    const names: Record<number, { name: string; line: string }> = {
      0: { name: 'Limited access', line: 'Sees it' },
      1: { name: 'Limited access', line: 'Sees it' },
      2: { name: 'Full access', line: 'Everything' },
      3: { name: 'Runs the stream', line: 'Sets up' },
    };
    expect(levelChoices(namedLevels(levels, (level) => (level === undefined ? undefined : names[level])))).toEqual([
      { level: 2, label: 'Full access' },
      { level: 3, label: 'Runs the stream' },
    ]);
    names[1] = { name: 'Limited access', line: 'Moderates' };
    expect(levelChoices(namedLevels(levels, (level) => (level === undefined ? undefined : names[level])))).toEqual([
      { level: 0, label: 'Limited access (Sees it)' },
      { level: 1, label: 'Limited access (Moderates)' },
      { level: 2, label: 'Full access' },
      { level: 3, label: 'Runs the stream' },
    ]);
  });
});

describe('the team’s answers', () => {
  it('a member: the ID it is acted on by (required), the name in two parts, the level', () => {
    const item = schema(
      object({ user_id: 'number', name: 'string', fename: 'string', photo_50: 'string', access_type: 'number' }),
    );
    expect(
      readMember({ user_id: 4, name: 'Ольга', fename: 'Смирнова', photo_50: '', access_type: 1 }, item, 0),
    ).toEqual({ userId: 4, name: 'Ольга Смирнова', picture: undefined, level: 1 });
    expect(() => readMember({ user_id: '4', name: 'X' }, item, 2)).toThrow(InvalidResponseError);
  });

  it('a destination by `channel_id` (minimal list) or `id` (search list), as every page reads the list; one without is left out', () => {
    expect(readDestinations([{ channel_id: 101, name: 'Main YouTube', type: 'youtube' }], undefined)).toMatchObject([
      { id: '101', name: 'Main YouTube', platform: 'youtube' },
    ]);
    expect(readDestinations([{ id: '102', name: 'Twitch' }], undefined).map(({ id }) => id)).toEqual(['102']);
    expect(readDestinations([{ id: '103', name: 'x' }, { name: 'no ID' }], undefined).map(({ id }) => id)).toEqual([
      '103',
    ]);
  });

  it('an invitation: to an address or a project (named by whose it is), declined or not, with its link’s key', () => {
    const byId = readInvite(
      {
        project_channel_invite_id: 502,
        channel_id: 102,
        to_project_id: 21,
        access_type: 0,
        date: '2026-11-20T10:00:00Z',
        secret: 'abc',
        email: null,
        reject: null,
        to_project_: { user_id: 2, name: 'Мария', fename: 'Соколова', photo_50: '', ref_id: 'u2' },
      },
      undefined,
    );
    expect(byId).toMatchObject({
      id: 502,
      toProjectId: 21,
      email: undefined,
      toName: 'Мария Соколова',
      declined: false,
    });
    expect(byId.date?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    const declined = readInvite(
      { project_channel_invite_id: 1, email: 'a@b.example', reject: true, channel_: { name: 'YT' } },
      undefined,
    );
    expect(declined).toMatchObject({ email: 'a@b.example', declined: true, channelName: 'YT', secret: undefined });
    expect(() => readInvite({ email: 'a@b.example' }, undefined)).toThrow(InvalidResponseError);
  });

  it('an invitation’s link is this dashboard’s page for it, its secret in the path and the destination in the query', () => {
    expect(inviteLink('https://relay.example', 'a/b c', 101)).toBe(
      'https://relay.example/invite/a%2Fb%20c?channel=101',
    );
  });

  it('an action, as the service names it', () => {
    expect(readHistoryEntry({ id: 9, action: 'user_project_del', user_id: 1, date: 'nope' }, undefined, 0)).toEqual({
      id: '9',
      action: 'user_project_del',
      userId: 1,
      date: undefined,
    });
  });
});

describe('the Activity tab’s filters', () => {
  it('send only what is chosen: the action, and a day range from the first moment of one day to the last of the other', () => {
    expect(activityValues(ALL_ACTIVITY)).toEqual({});
    const sent = activityValues({ action: 'user_project_del', from: '2026-11-01', to: '2026-11-02' });
    expect(sent.action).toBe('user_project_del');
    expect(new Date(sent.date_from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(sent.date_to!).getTime()).toBe(new Date(2026, 10, 3).getTime() - 1);
    expect(activityValues({ action: '', from: '2026-13-45x', to: '' })).toEqual({});
  });

  it('are offered as the operation declares them', () => {
    const query = (name: string, raw: Record<string, unknown> = { type: 'string' }) => ({
      name,
      in: 'query' as const,
      required: false,
      schema: schema(raw),
    });
    const offered = activityFiltersOffered([
      query('action', { type: 'string', enum: ['user_project_add', ''] }),
      query('date_from'),
    ] as never);
    expect(offered).toEqual({ actions: ['user_project_add'], from: true, to: false });
  });
});
