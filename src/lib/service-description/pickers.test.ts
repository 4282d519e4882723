import { describe, expect, it } from 'vitest';
import { type DescribedOperation, type Json, readDescription } from './description.ts';
import { describedLists, isIdName, pickerChoices, pickerFor } from './pickers.ts';
import {
  baseList,
  body,
  json,
  listOf,
  operation as describedOperation,
  parameter,
  ref,
  serviceDescription,
  arrayOf,
  object,
  str,
} from '../../testing/description-builder.ts';

// A description as NestJS's Swagger module prints one for a service of this kind: `v` and `language` on every
// operation, lists as `allOf` of a paginated base and a `results` array, Russian descriptions.
const common = [
  parameter('v', { schema: { type: 'string', enum: ['1', '2', '3'] } }),
  parameter('language', { schema: { type: 'string' } }),
];
const projectId = parameter('project_id', { schema: { type: 'integer' } });
const ok = (schema: Json) => ({ '200': { description: 'OK', content: json(schema) } });
const get = (tag: string, summary: string, schema: Json, parameters: unknown[] = [...common, projectId]) => ({
  get: describedOperation({
    group: tag,
    summary,
    operationId: summary.replace(/\W+/g, '_'),
    common: false,
    parameters,
    responses: ok(schema),
  }),
});
const post = (tag: string, summary: string, schema: Json) => ({
  post: describedOperation({
    group: tag,
    summary,
    common,
    requestBody: body(schema),
    responses: ok({ type: 'object' }),
  }),
});
const paginated = (item: string) => listOf(item, 'PaginatedResponse');

const document = serviceDescription({
  paths: {
    '/method/plan_restream/list': get(
      'PlanRestream',
      'Get list of restream tariffs for project',
      paginated('PlanRestream'),
    ),
    '/method/plan_restream/buy': post(
      'PlanRestream',
      'Buy restream tariff',
      object({ plan_restream_id: 'integer', project_id: 'integer' }, ['plan_restream_id']),
    ),
    '/method/user_project/users': get('UserProject', 'List of user in project', paginated('UserInProject')),
    '/method/user_project/access': post(
      'UserProject',
      'Change access user from project',
      object({ user_id: 'integer', role: 'integer' }),
    ),
    // Carries user_id too, but sending it changes something: never a source.
    '/method/telegram/disconnect': get(
      'Notify',
      'Disconnect telegram chat',
      arrayOf(object({ user_id: 'integer', chat: 'string' })),
    ),
    '/method/channel/minimal': get('Channel', 'Minimal channel list', arrayOf(ref('ChannelShort'))),
    '/method/channel/settings': post('Channel', 'Set channel settings', object({ channel_id: 'integer' })),
    // channel_id in another group's list too: each group is offered its own.
    '/method/restream/list': get('Restream', 'List of restreams', object({ data: arrayOf(ref('Restream')) })),
    '/method/restream/create': post(
      'Restream',
      'Create restream',
      object({ channel_id: 'integer', restream_id: 'integer' }),
    ),
    '/method/transcoder/create': post(
      'Transcoder',
      'Create transcoder',
      object({ channel_id: 'integer', transcoder_id: 'integer' }),
    ),
    // Items with only `id`: not a source for transcoder_id.
    '/method/transcoder/list': get('Transcoder', 'List of transcoders', paginated('Transcoder')),
    // A list that needs a value the page does not have: not loaded to fill a field.
    '/method/pull_keys/{channel_id}': get(
      'Stream pull keys',
      'List of pull keys',
      arrayOf(object({ pull_key_id: 'integer', name: 'string' })),
      [...common, parameter('channel_id', { in: 'path', schema: { type: 'integer' } })],
    ),
    '/method/pull_keys/delete': post('Stream pull keys', 'Delete pull key', object({ pull_key_id: 'integer' })),
    // A bare `id`: only a list of its own group says what it identifies.
    '/method/pull_keys/remove': post('Stream keys', 'Delete key', object({ id: 'integer' })),
    '/method/transcoder/remove': post('Transcoder', 'Delete transcoder', object({ id: 'integer' })),
    // A POST that lists: a write, never sent to fill a field.
    '/method/invite/search': {
      post: {
        tags: ['Invite'],
        summary: 'Search invites',
        parameters: common,
        responses: ok(arrayOf(object({ invite_id: 'integer', title: 'string' }))),
      },
    },
    '/method/invite/revoke': post('Invite', 'Revoke invite', object({ invite_id: 'integer' })),
  },
  schemas: {
    PaginatedResponse: baseList('integer'),
    PlanRestream: object({
      plan_restream_id: 'integer',
      price: 'number',
      title: str('Название тарифа'),
      name: 'string',
    }),
    UserInProject: object({ user_id: 'integer', email: 'string', login: 'string', role: 'integer' }),
    ChannelShort: object({ channel_id: 'integer', caption: str('Название канала') }),
    Restream: object({ restream_id: 'integer', channel_id: 'integer', platform: 'string' }),
    Transcoder: object({ id: 'integer', title: 'string' }),
  },
});

const description = readDescription(document);
const lists = describedLists(description);
const operation = (summary: string): DescribedOperation =>
  description.operations.find((candidate) => candidate.summary === summary)!;
const source = (summary: string, name: string) => {
  const found = pickerFor(lists, operation(summary), name);
  return found && { list: found.operation.summary, itemsAt: found.itemsAt, labelField: found.labelField };
};

describe('pickerFor', () => {
  it('offers a paginated list of the same group (results through allOf), labelled by its title', () => {
    expect(source('Buy restream tariff', 'plan_restream_id')).toEqual({
      list: 'Get list of restream tariffs for project',
      itemsAt: 'results',
      labelField: 'title',
    });
  });

  it('offers the project’s members, never a GET whose name says it changes something', () => {
    expect(source('Change access user from project', 'user_id')).toEqual({
      list: 'List of user in project',
      itemsAt: 'results',
      labelField: 'login',
    });
  });

  it('offers the group’s own list of a name several lists carry, and the first other group’s elsewhere', () => {
    expect(source('Set channel settings', 'channel_id')).toEqual({
      list: 'Minimal channel list',
      itemsAt: null,
      labelField: 'caption',
    });
    expect(source('Create restream', 'channel_id')).toEqual({
      list: 'List of restreams',
      itemsAt: 'data',
      labelField: undefined,
    });
    expect(source('Create transcoder', 'channel_id')?.list).toBe('Minimal channel list');
  });

  it('does not match an item’s `id` to another name, nor a non-identifier, nor what the page fills itself', () => {
    expect(source('Create transcoder', 'transcoder_id')).toBeUndefined();
    expect(source('Change access user from project', 'role')).toBeUndefined();
    expect(source('Buy restream tariff', 'project_id')).toBeUndefined();
  });

  it('offers a bare `id` only from the operation’s own group: another group’s ids are of other things', () => {
    expect(source('Delete key', 'id')).toBeUndefined();
    expect(source('Delete transcoder', 'id')?.list).toBe('List of transcoders');
  });

  it('skips lists that are writes or need a value the page does not have', () => {
    expect(source('Revoke invite', 'invite_id')).toBeUndefined();
    expect(source('Delete pull key', 'pull_key_id')).toBeUndefined();
    expect(lists.map((list) => list.operation.summary)).toEqual([
      'Get list of restream tariffs for project',
      'List of user in project',
      'Minimal channel list',
      'List of restreams',
      'List of transcoders',
    ]);
  });
});

describe('isIdName', () => {
  it('reads the last word', () => {
    for (const name of ['id', 'user_id', 'userId', 'channelID', 'plan-restream-id', 'uuid'])
      expect(isIdName(name), name).toBe(true);
    for (const name of ['idle', 'video', 'identity', 'ids_count', 'name']) expect(isIdName(name), name).toBe(false);
  });
});

describe('pickerChoices', () => {
  it('reads each item’s value and label from where the list keeps them, skipping what is not an item', () => {
    const tariffs = pickerFor(lists, operation('Buy restream tariff'), 'plan_restream_id')!;
    const answer = {
      total: 3,
      limit: 20,
      offset: 0,
      results: [
        { plan_restream_id: 7, title: 'Basic' },
        { plan_restream_id: '8', title: null },
        'junk',
        { title: 'no id' },
      ],
    };
    expect(pickerChoices(tariffs, answer)).toEqual([
      { value: '7', label: 'Basic' },
      { value: '8', label: undefined },
    ]);
    expect(pickerChoices(tariffs, { results: 'not a list' })).toBeUndefined();
    const channels = pickerFor(lists, operation('Set channel settings'), 'channel_id')!;
    expect(pickerChoices(channels, [{ channel_id: 1, caption: 'Main' }])).toEqual([{ value: '1', label: 'Main' }]);
  });
});
