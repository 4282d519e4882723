import { describe, expect, it } from 'vitest';
import { type Json, readDescription } from '../../../lib/service-description/description.ts';
import {
  body,
  serviceDescription,
  json,
  listOf,
  operation,
  parameter,
  ref,
  arrayOf,
  object,
} from '../../../testing/description-builder.ts';
import { type Binding, bind, bindAll, isBound } from '../../../lib/bindings/bind.ts';
import { fieldsByName } from '../../../lib/bindings/call.ts';
import { buildRequest } from '../../../lib/service-description/operation-request.ts';
import { channelSwitchValues } from '../../../lib/operations/channels/destination-switch.ts';
import { streamManifest } from '../stream-manifest.ts';
import { readCredentials } from '../../../lib/operations/stream-key/credentials.ts';
import { needsReconnect, readDestinations } from '../../../lib/operations/channels/destination-list.ts';
import { settingsOperations } from './platforms.ts';
import { oauthAccepts, readPlatforms } from '../../../lib/operations/platforms/platform-list.ts';
import { readServers, serverHealth } from '../../../lib/operations/rtmp-servers/servers.ts';

// A description in the real framework's style: lists are `allOf` of a base list whose `results` each list
// redeclares, IDs are strings where the switch takes an integer, and the switch's summary is a read's.
const ok = (schema?: Json) => ({ 200: { description: 'OK', ...(schema ? { content: json(schema) } : {}) } });
const get = (group: string, summary: string, schema: Json) => ({
  get: operation({ group, summary, common: false, responses: ok(schema) }),
});
const post = (group: string, summary: string, schema: Json) => ({
  post: operation({ group, summary, common: false, requestBody: body(schema), responses: ok() }),
});

const description = readDescription(
  serviceDescription({
    paths: {
      '/method/stream_key/credentials': get('Stream key', 'Get stream credentials', ref('Credentials')),
      '/method/rtmp_server/list': get('RtmpServer', 'List rtmp servers', listOf('Server')),
      '/method/channel/search': get('Channel', 'Search channel list', listOf('Channel')),
      '/method/channel/live': get('Channel', 'Get live status', { type: 'object' }),
      '/method/channel/set_status': post('Channel', 'Get live status', ref('SetStatus')),
      '/method/channel/rename': post('Channel', 'Rename', object({ channel_id: 'integer', status: 'string' })),
      '/method/platforms/supported': get('Platforms', 'Supported platforms', arrayOf(ref('Platform'))),
      '/method/platforms/oauth_url': {
        get: operation({
          group: 'Platforms',
          summary: 'Get url for start oauth',
          common: false,
          parameters: [parameter('platform', { schema: { type: 'string', enum: ['youtube'] } })],
          responses: ok(object({ url: 'string' })),
        }),
      },
      '/method/channel_settings/youtube': post('Channel settings', 'Optional settings for youtube', ref('SetStatus')),
      '/method/channel_settings/custom': post(
        'Channel settings',
        'Set name / rtmp url for a custom channel (global settings)',
        ref('SetStatus'),
      ),
    },
    schemas: {
      BaseList: object({ count: 'number', results: arrayOf('string') }),
      Credentials: object({ key: 'string', record: 'boolean', wait: 'boolean' }),
      Server: object({
        id: 'number',
        url: 'string',
        city: 'string',
        country: 'string',
        serverStatus: ['good', 'problem', 'bad'],
      }),
      Channel: object({
        id: 'string',
        platform: 'string',
        name: 'string',
        status: 'string',
        active: 'boolean',
        live: 'boolean',
        token_status: ['unused', 'invalid', 'deprecated', 'valid'],
      }),
      SetStatus: object({ channel_id: 'integer', status: 'boolean' }, ['channel_id', 'status']),
      Platform: object({ platform: 'string', title: 'string' }),
    },
  }),
);

function bound(group: string, name: string): Binding {
  const binding = bind(description, group, name);
  if (!isBound(binding)) throw new Error(`${group} / ${name}: ${binding.reason}`);
  return binding;
}

describe('the Stream page reads what the description gives', () => {
  it('reads the key and the recording flag by the answer’s names', () => {
    const { answer } = bound('Stream key', 'Get stream credentials');
    expect(readCredentials({ key: 'live_abc', record: true, wait: false }, answer)).toEqual({
      key: 'live_abc',
      record: true,
    });
    expect(() => readCredentials({ record: true }, answer)).toThrow();
    expect(() => readCredentials('live_abc', answer)).toThrow();
  });

  it('reads servers from a list whose results the concrete list redeclares, a bare host as given', () => {
    const { answer } = bound('RtmpServer', 'List rtmp servers');
    const list = readServers(
      {
        count: 2,
        results: [
          { id: 0, url: 'live.example.io', city: 'Riga', country: 'LV', serverStatus: 'good' },
          { id: 1, url: 'rtmp://b.example.io/live', city: 'Oslo', country: 'NO', serverStatus: 'sleepy' },
          { id: 2, city: 'No url' },
        ],
      },
      answer,
    );
    expect(list.servers).toEqual([
      { id: '0', url: 'live.example.io', city: 'Riga', country: 'LV', status: 'good' },
      { id: '1', url: 'rtmp://b.example.io/live', city: 'Oslo', country: 'NO', status: 'sleepy' },
    ]);
    expect(list.statusValues).toEqual(['good', 'problem', 'bad']);
  });

  it('words a server’s health from the page’s own words only: a described `__proto__` or `constructor` is the service’s', () => {
    const words = { good: 'good', problem: 'problem', bad: 'bad' };
    const list = { servers: [], statusValues: ['good', '__proto__', 'constructor', 'toString'] };
    const health = (status: string) =>
      serverHealth({ id: 'a', url: 'rtmp://a', city: 'A', country: 'B', status }, list, words);
    expect(['good', '__proto__', 'constructor', 'toString', 'sleepy'].map(health)).toEqual([
      'good',
      '__proto__',
      'constructor',
      'toString',
      'sleepy',
    ]);
  });

  it('reads destinations with their state as given, and which need their platform connected again', () => {
    // The real kind's items: the ID a string, the platform as `type` beside a `platform` record, two tokens' states.
    const item = (id: string, type: string, name: string, account: string, group: string) => ({
      id,
      type,
      name,
      status: 'offline',
      active: true,
      live: false,
      platform: { id: 1, type, title: type },
      tokens: { account: { status: account }, group: { status: group } },
    });
    const [youtube, vk, twitch] = readDestinations(
      {
        results: [
          item('0', 'youtube', 'Main', 'valid', 'unused'),
          item('7', 'vk', 'VK', 'invalid', 'valid'),
          item('9', 'twitch', 'Twitch', 'unused', 'deprecated'),
        ],
        limit: 30,
        offset: 0,
        total: 3,
      },
      undefined,
    );
    expect(youtube).toEqual({
      id: '0',
      platform: 'youtube',
      // As the item's platform record titles it (here, as its type).
      platformTitle: 'youtube',
      streamInfo: undefined,
      // The item names no profile and no accounts: the list says nothing of them.
      profileId: undefined,
      credentials: undefined,
      name: 'Main',
      status: 'offline',
      active: true,
      live: false,
      tokens: [
        { name: 'account', state: 'valid' },
        { name: 'group', state: 'unused' },
      ],
    });
    // A token in use that is not valid asks for the platform again; one not in use asks nothing.
    expect(needsReconnect(youtube!)).toBe(false);
    expect(needsReconnect(vk!)).toBe(true);
    expect(needsReconnect(twitch!)).toBe(true);
    // One state in a field of its own, as other descriptions give it.
    const [single] = readDestinations({ results: [{ id: 3, name: 'X', token_status: 'valid' }] }, undefined);
    expect(single?.tokens).toEqual([{ name: undefined, state: 'valid' }]);
  });

  it('takes as the switch, of the operations its name finds, the write whose body it sends, and sends the ID as declared', () => {
    // Channel's "Get live status" is described twice here: a read, and the switch the real kind names so.
    expect(bind(description, 'Channel', 'Get live status')).toMatchObject({ kind: 'unbound', reason: 'not-described' });
    const sends = { sends: { channel_id: 'any', status: 'boolean' } } as const;
    // As the Stream page binds it.
    expect(streamManifest.bindings.channelSwitch).toMatchObject(sends);
    const binding = bind(description, 'Channel', 'Get live status', sends);
    if (!isBound(binding)) throw new Error(binding.reason);
    expect(binding.operation.path).toBe('/method/channel/set_status');
    // A write of the group whose body is another shape is not taken for it.
    expect(bind(description, 'Channel', 'Rename', sends)).toMatchObject({
      reason: 'other-shape',
    });
    const body = (id: string, on: boolean) =>
      buildRequest(
        binding.operation,
        binding.details,
        { fields: fieldsByName(binding.details, channelSwitchValues({ id }, on)), json: undefined },
        {},
        { v: '1', language: 'en', projectId: 42 },
      );
    expect(body('12', false).bodyValue).toEqual({ channel_id: 12, status: false });
    expect(body('0', true).bodyValue).toEqual({ channel_id: 0, status: true });
    expect(Object.keys(body('abc', true).problems)).toEqual(['body.channel_id']);
  });

  it('asks for a realtime token by itself only of a GET: tokens a description puts on a POST or DELETE are not bound', () => {
    const tokens = (method: string) =>
      readDescription(
        serviceDescription({
          paths: Object.fromEntries(
            ['Auth centrifuge', 'Auth token for project', 'Auth token for broadcast'].map((summary, index) => [
              `/method/centrifuge/${index}`,
              { [method]: operation({ group: 'Centrifuge', summary, common: false, responses: ok() }) },
            ]),
          ),
        }),
      );
    const roles = ['connectionToken', 'projectToken', 'broadcastToken'] as const;
    const boundBy = (method: string) => bindAll(tokens(method), streamManifest.group, streamManifest.bindings);
    for (const method of ['post', 'delete']) {
      const bound = boundBy(method);
      for (const role of roles) expect(bound[role]).toMatchObject({ kind: 'unbound', reason: 'not-a-read' });
    }
    const got = boundBy('get');
    for (const role of roles) expect(got[role]).toMatchObject({ kind: 'bound', operation: { method: 'GET' } });
  });

  it('reads the supported platforms, and which the OAuth start takes', () => {
    const { answer } = bound('Platforms', 'Supported platforms');
    expect(readPlatforms([{ platform: 'youtube', title: 'YouTube' }, { title: 'no token' }], answer)).toEqual([
      { id: 'youtube', title: 'YouTube', oauth: undefined, abilities: {} },
    ]);
    // With no description of the items, a `platform` field is the platform before any other.
    expect(readPlatforms([{ platform: 'twitch', type: 'x', id: 3 }], undefined)).toEqual([
      { id: 'twitch', title: undefined, oauth: undefined, abilities: {} },
    ]);
    // The real kind's list (its items read as they come): numbered, each named by `type`, abilities as numbers.
    expect(
      readPlatforms(
        [
          { id: 1, type: 'youtube', title: 'YouTube', oauth: 1, read_chat: 1, set_title: 0, planned: 'yes' },
          { id: 7, type: 'custom', title: 'Custom', oauth: 0 },
          { id: 8, type: 'odd', title: 'Odd', oauth: 2 },
        ],
        undefined,
      ),
    ).toEqual([
      // What each can do, as 1 or 0; a value of another kind says nothing.
      { id: 'youtube', title: 'YouTube', oauth: true, abilities: { read_chat: true, set_title: false } },
      { id: 'custom', title: 'Custom', oauth: false, abilities: {} },
      { id: 'odd', title: 'Odd', oauth: undefined, abilities: {} },
    ]);
    const oauth = bind(description, 'Platforms', 'Get url for start oauth');
    if (!isBound(oauth)) throw new Error(oauth.reason);
    expect(oauthAccepts(oauth.details, 'youtube')).toBe(true);
    expect(oauthAccepts(oauth.details, 'custom')).toBe(false);
  });

  it('finds each platform’s settings in Channel settings, the custom channel’s by the document’s name', () => {
    const paths = (platform: string, of = description) => settingsOperations(of, platform).map((op) => op.path);
    expect(paths('youtube')).toEqual(['/method/channel_settings/youtube']);
    expect(paths('custom')).toEqual(['/method/channel_settings/custom']);
    expect(paths('twitch')).toEqual([]);
    // The custom line described as the two operations its slash names.
    const split = readDescription(
      serviceDescription({
        paths: {
          '/a': post('Channel settings', 'Set name for a custom channel', ref('SetStatus')),
          '/b': post('Channel settings', 'Set rtmp url for a custom channel', ref('SetStatus')),
        },
        schemas: { SetStatus: { type: 'object' } },
      }),
    );
    expect(paths('custom', split)).toEqual(['/a', '/b']);
  });
});
