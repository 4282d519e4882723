// Platforms: the platforms the service takes ("Supported platforms"), the platform accounts a person has linked, the
// channels behind them (a VK account's communities, an OK account's groups: paged and searchable), and removing or
// signing out an account — at the newer description's paths and in its shapes (../shared/real-kind-newer.md §2.10).
// Accounts are a person's, not a project's: another person's account is as unknown as one that does not exist.
import type { Account } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRequest, type DemoRoute, SUCCESS } from '../demo-route.ts';
import type { DemoState } from '../demo-state.ts';
import { messages } from '../messages.ts';
import { takes } from '../studio/channel-settings.ts';
import { queryProject } from '../project-access.ts';
import { read, write } from '../studio/studio-routes.ts';
import { RequestError, bodyOneOf, invalid, oneOfStrings, queryInteger, queryString } from '../validation.ts';
import { addable } from './channel-routes.ts';
import {
  PLATFORMS,
  PLATFORM_CAPABILITIES,
  type Platform,
  abilityOf,
  iconOf,
  platformIdOf,
  titleOf,
} from './platform-catalog.ts';
import { pictureUrl } from './pictures.ts';
import { requiredText } from './setup-checks.ts';
import { setupMessages } from './setup-messages.ts';
import {
  ACCOUNT_PLATFORMS,
  CHANNEL_LIST_PLATFORMS,
  type LinkedAccount,
  type Picture,
  type PlatformChannel,
} from './setup-seed.ts';

const SORTS = ['asc', 'desc'] as const;
/** The sheet's default page size of an account's channels, and the most a page may have. */
const CHANNELS_PAGE = 10;
const CHANNELS_PAGE_MAX = 100;
const REQUEST_ID_MAX = 128;
const SEARCH_MAX = 100;
/** An account's ID on its platform. */
const ACCOUNT_ID_MAX = 64;

const picture = (request: DemoRequest, { letters, hue }: Picture) => pictureUrl(request.origin, letters, hue);

/** A platform as the real kind's list has it: numbered, named by `type`, its icon at `url`, its abilities 1 or 0. */
function supportedPlatform(request: DemoRequest, platform: Platform) {
  const { letters, hue } = iconOf(platform);
  const abilities = PLATFORM_CAPABILITIES.map((ability): [string, boolean] => [
    ability,
    ability === 'set_title' || ability === 'set_description'
      ? takes(platform, ability.slice('set_'.length))
      : abilityOf(platform, ability),
  ]);
  return {
    id: platformIdOf(platform),
    is_adding: addable(request.state, platform) ? 1 : 0,
    title: titleOf(platform),
    extension: 'svg',
    url: pictureUrl(request.origin, letters, hue),
    type: platform,
    ...Object.fromEntries(abilities.map(([name, yes]) => [name, yes ? 1 : 0])),
  };
}

const accountItem = (request: DemoRequest, account: LinkedAccount) => ({
  id: account.id,
  accountId: account.accountId,
  name: account.name,
  avatar: picture(request, account.picture),
  status: account.status,
});

const unknownAccount = (field: string) =>
  new RequestError({ status: 400, code: 'unknown_account', field, text: setupMessages.unknownAccount(field) });

/** The person's account on the platform with this ID on it (the real kind's `id` of a removal or a sign-out). */
function accountNamed(state: DemoState, account: Account, platform: string, accountId: string): LinkedAccount {
  const found = state.setup.accountsOf(account.userId, platform).find((each) => each.accountId === accountId);
  if (!found) throw unknownAccount('id');
  return found;
}

/** A text query parameter: given (unless `blankAllowed`), at most `max` characters. */
function queryText(query: URLSearchParams, field: string, max: number, blankAllowed = false): string {
  const text = blankAllowed ? (query.get(field) ?? '') : queryString(query, field);
  if ([...text].length > max) throw invalid(field, messages.tooLong(field, max));
  return text;
}

/** `ids` as a client sends a list in a query: repeated (`ids=1&ids=2`, or `ids[]=…`) or separated by commas. */
function idsIn(query: URLSearchParams): number[] {
  const texts = [...query.getAll('ids'), ...query.getAll('ids[]')].flatMap((text) => text.split(','));
  if (texts.length === 0) throw invalid('ids', messages.missing('ids'));
  if (texts.length > CHANNELS_PAGE_MAX) throw invalid('ids', setupMessages.tooMany('ids', CHANNELS_PAGE_MAX));
  if (!texts.every((text) => /^[1-9][0-9]{0,15}$/.test(text.trim()))) {
    throw invalid('ids', setupMessages.notIntegers('ids'));
  }
  return [...new Set(texts.map((text) => Number(text.trim())))];
}

type Listed = { channel: PlatformChannel; accounts: LinkedAccount[] };

/**
 * "Get channels with accounts": the channels the named accounts can stream to, each once with every one of them that
 * can, whether the project has it as a destination (`connectedId`), found by name, sorted by name, a page at a time
 * (`page` from 1; `nextPage` 0 on the last page).
 */
function accountChannels(request: DemoRequest, account: Account) {
  const { query, state } = request;
  const platform = oneOfStrings(query.get('platform'), 'platform', CHANNEL_LIST_PLATFORMS);
  const ids = idsIn(query);
  const projectId = queryProject(request);
  // A cache key of the real kind's: taken, bounded, and otherwise not used (every answer is the demo's state now).
  queryText(query, 'request_id', REQUEST_ID_MAX);
  const q = (query.get('q') === null ? '' : queryText(query, 'q', SEARCH_MAX, true)).trim().toLocaleLowerCase();
  const sort = query.get('sort') === null ? 'asc' : oneOfStrings(query.get('sort'), 'sort', SORTS);
  const limit = queryInteger(query, 'limit', CHANNELS_PAGE, 1, CHANNELS_PAGE_MAX);
  const page = queryInteger(query, 'page', 1, 1, 1_000_000);

  const mine = state.setup.accountsOf(account.userId, platform);
  const named = ids.map((id) => mine.find((each) => each.id === id));
  if (named.some((each) => each === undefined)) throw unknownAccount('ids');
  if (named.some((each) => each!.status === 0)) {
    throw new RequestError({
      status: 400,
      code: 'account_signed_out',
      field: 'ids',
      text: setupMessages.signedOut('ids'),
    });
  }
  const byChannel = new Map<string, Listed>();
  for (const linked of named as LinkedAccount[]) {
    for (const channel of linked.channels) {
      const listed = byChannel.get(channel.id) ?? { channel, accounts: [] };
      listed.accounts.push(linked);
      byChannel.set(channel.id, listed);
    }
  }
  const found = [...byChannel.values()]
    .filter(({ channel }) => q === '' || channel.name.toLocaleLowerCase().includes(q))
    .sort((a, b) => a.channel.name.localeCompare(b.channel.name) * (sort === 'asc' ? 1 : -1));
  const totalPages = Math.ceil(found.length / limit);
  return {
    results: found.slice((page - 1) * limit, page * limit).map(({ channel, accounts }) => ({
      id: channel.id,
      name: channel.name,
      photo: picture(request, channel.picture),
      members: channel.members,
      connectedId: state.setup.connectedFrom(projectId, platform, channel.id)?.id ?? null,
      accounts: accounts.map((linked) => ({
        id: linked.accountId,
        name: linked.name,
        avatar: picture(request, linked.picture),
        internalId: linked.id,
      })),
    })),
    totalItems: found.length,
    totalPages,
    currentPage: page,
    nextPage: page < totalPages ? page + 1 : 0,
  };
}

export const PLATFORM_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'platforms/list': read((request) => ({ results: PLATFORMS.map((platform) => supportedPlatform(request, platform)) })),
  'platforms/accounts': read((request, account) => {
    const platform = oneOfStrings(request.query.get('platform'), 'platform', ACCOUNT_PLATFORMS);
    return {
      results: request.state.setup.accountsOf(account.userId, platform).map((each) => accountItem(request, each)),
    };
  }),
  'platforms/account/channels': read(accountChannels),
  // Removed: the service forgets the account, and the destinations that came from it can no longer be streamed to.
  'platforms/account/remove': write((body, { state }, account) => {
    const platform = bodyOneOf(body, 'platform', ACCOUNT_PLATFORMS);
    const accountId = requiredText(body, 'id', ACCOUNT_ID_MAX);
    state.setup.signOut(accountNamed(state, account, platform, accountId), true);
    return SUCCESS;
  }, 201),
  // Signed out, with the query alone as the real kind's; it answers a list of categories, as its description says.
  'platforms/logout': {
    method: 'POST',
    signedIn: true,
    run: ({ query, state }, account) => {
      const accountId = queryText(query, 'id', ACCOUNT_ID_MAX);
      const platform = oneOfStrings(query.get('platform'), 'platform', ACCOUNT_PLATFORMS);
      state.setup.signOut(accountNamed(state, account, platform, accountId), false);
      return { results: [] };
    },
  },
};
