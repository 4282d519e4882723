import { beforeAll, describe, expect, it } from 'vitest';
import { DESCRIPTION_PATH } from '../../../../api/openapi.ts';
import { type Binding, bind, bindAll, isBound } from '../../../lib/bindings/bind.ts';
import { readDestinations } from '../../../lib/operations/channels/destination-list.ts';
import { type Platform, readPlatforms } from '../../../lib/operations/platforms/platform-list.ts';
import { fetchServiceDescription } from '../../../lib/service-description/description-query.ts';
import type { ServiceDescription } from '../../../lib/service-description/description.ts';
import { apiUrl } from '../../../testing/session-harness.ts';
import { accountsPart, actionsPart, addPart } from '../destination-parts.ts';
import {
  accountPlatforms,
  destinationsUsing,
  listsChannels,
  readAccount,
  readAccountChannel,
} from '../../../lib/operations/platforms/accounts.ts';
import { addablePlatforms } from './add-ways.ts';

// The destinations feature's model against the demo deployment's description (the newer real kind's names and
// shapes): each platform's way in, the accounts and their channels, and which destinations go through an account.

let description: ServiceDescription;

beforeAll(async () => {
  description = await fetchServiceDescription(`${apiUrl}${DESCRIPTION_PATH}`);
});

const platform = (id: string, more: Partial<Platform> = {}): Platform => ({
  id,
  title: undefined,
  oauth: undefined,
  adding: undefined,
  icon: undefined,
  abilities: {},
  ...more,
});

describe('adding a destination', () => {
  it('finds each platform’s add by its token (Tach’s by the real kind’s “Add tach channel”) or its OAuth start', () => {
    const { oauth } = bindAll(description, addPart.group, addPart.bindings);
    const { addable, notHere } = addablePlatforms(
      description,
      [
        platform('kick'),
        platform('tachid'),
        platform('srt'),
        platform('youtube', { oauth: true }),
        platform('vk', { oauth: true }),
        // The service says it takes none: left out.
        platform('nimotv', { adding: false }),
        // Neither an add nor a start that takes it.
        platform('myspace', { oauth: true }),
        // An add, but the service says it does not connect through OAuth.
        platform('custom', { oauth: false }),
      ],
      oauth,
    );
    const ways = Object.fromEntries(
      addable.map(({ platform: one, ways: { form, connect } }) => [
        one.id,
        [form?.operation.path, connect?.operation.path],
      ]),
    );
    expect(ways).toEqual({
      kick: ['/method/channel/add/kick', undefined],
      tachid: ['/method/channel/add/tachid', undefined],
      srt: ['/method/channel/add/srt', undefined],
      youtube: [undefined, '/method/platforms/connect'],
      vk: ['/method/channel/add/vk', '/method/platforms/connect'],
      custom: ['/method/channel/add/custom', undefined],
    });
    expect(notHere.map((one) => one.id)).toEqual(['myspace']);
  });

  it('reads whether the service lets a platform be added, and its icon, as the real kind writes them', () => {
    expect(
      readPlatforms(
        [
          { id: 9, type: 'kick', title: 'Kick', is_adding: 1, url: 'https://cdn.example/kick.svg', oauth: 0 },
          { id: 28, type: 'nimotv', title: 'Nimo TV', is_adding: 0 },
          { type: 'odd', isAdding: 1 },
        ],
        undefined,
      ).map(({ id, adding, icon }) => [id, adding, icon]),
    ).toEqual([
      ['kick', true, 'https://cdn.example/kick.svg'],
      ['nimotv', false, undefined],
      ['odd', true, undefined],
    ]);
  });
});

describe('the linked accounts', () => {
  it('binds the sign-out under the category search’s summary as the change it is, never the search', () => {
    const bound = bindAll(description, accountsPart.group, accountsPart.bindings);
    for (const [role, part] of Object.entries(bound)) expect(isBound(part), role).toBe(true);
    const signOut = bound.signOut as Binding;
    expect([signOut.operation.method, signOut.operation.path]).toEqual(['POST', '/method/platforms/logout']);
    expect(isBound(bindAll(description, actionsPart.group, actionsPart.bindings).remove)).toBe(true);
    // One read per platform the description's enum names; channels where "Get channels with accounts" takes one.
    expect(accountPlatforms(bound.accounts, undefined)).toEqual([
      'vk',
      'vk-id',
      'ok',
      'youtube',
      'trovo',
      'twitch',
      'vkvideolive',
    ]);
    expect(['vk', 'ok', 'youtube'].map((one) => listsChannels(bound.accountChannels, one))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('reads the platforms of accounts from "Supported platforms" where "Get accounts" enumerates none', () => {
    const accounts = bind(description, 'Platforms', 'Supported platforms');
    expect(
      accountPlatforms(accounts, [platform('youtube', { oauth: true }), platform('kick', { oauth: false })]),
    ).toEqual(['youtube']);
  });

  it('reads an account and a channel as the real kind shapes them; one with no ID is not read', () => {
    expect(readAccount({ id: 21, accountId: '712345678', name: 'Demo', avatar: 'x', status: 0 }, undefined, 0)).toEqual(
      {
        id: '21',
        accountId: '712345678',
        name: 'Demo',
        avatar: 'x',
        status: '0',
      },
    );
    expect(() => readAccount({ name: 'no id' }, undefined, 3)).toThrow(/results\[3\]\.id/);
    const channel = { id: '210000', name: 'Speedrun club', photo: '', members: 120, connectedId: 103, accounts: [] };
    expect(readAccountChannel(channel, undefined, 0)).toMatchObject({ id: '210000', connected: true, members: 120 });
    expect(readAccountChannel({ ...channel, connectedId: null, members: -1 }, undefined, 0)).toMatchObject({
      connected: false,
      members: undefined,
    });
  });

  it('names the destinations that go through an account by their credentials, and guesses nothing without them', () => {
    const account = { id: '21', accountId: '712345678', name: 'Demo', avatar: undefined, status: '1' };
    const list = readDestinations(
      {
        results: [
          { id: '103', type: 'vk', name: 'VK community', credentials: [{ cid: 21, id: '712345678' }] },
          // Its ID on the platform, on a destination of that platform.
          { id: '104', type: 'vk', name: 'By its ID', credentials: [{ id: '712345678' }] },
          // The same ID on another platform is another account.
          { id: '105', type: 'ok', name: 'OK group', credentials: [{ cid: 31, id: '712345678' }] },
          { id: '106', type: 'custom', name: 'Backup', credentials: null },
        ],
      },
      undefined,
    );
    expect(destinationsUsing(account, 'vk', list)).toMatchObject([{ id: '103' }, { id: '104' }]);
    expect(destinationsUsing({ ...account, id: '99', accountId: 'x' }, 'vk', list)).toEqual([]);
    const silent = readDestinations({ results: [{ id: '103', type: 'vk', name: 'VK community' }] }, undefined);
    expect(destinationsUsing(account, 'vk', silent)).toBe('unknown');
  });
});
