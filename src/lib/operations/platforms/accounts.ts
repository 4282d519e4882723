import { InvalidResponseError } from '../../api/errors.ts';
import { type Bound, isBound } from '../../bindings/bind.ts';
import { projectValues } from '../../bindings/call.ts';
import { byItems, defineList } from '../../bindings/pages.ts';
import { defineRead } from '../../bindings/read.ts';
import type { Destination } from '../channels/destination-list.ts';
import type { Platform } from './platform-list.ts';
import { record, text } from '../../service-description/answer-fields.ts';
import type { Schema } from '../../service-description/schema.ts';

// A person's linked platform accounts ("Get accounts", Platforms) and the channels each can stream to ("Get channels
// with accounts": a VK account's communities, an OK account's groups), as the real kind shapes them
// (../shared/real-kind-newer.md §2.10), and which of a project's destinations go through an account.

export interface LinkedAccount {
  /** The service's own number for it (`id`), as text: what "Get channels with accounts" takes in `ids`. */
  id: string;
  /** Its ID on the platform (`accountId`): what an add, a removal and a sign-out name it by. */
  accountId: string | undefined;
  name: string | undefined;
  avatar: string | undefined;
  /** The service's number for its state, as given (the real kind does not say what each means). */
  status: string | undefined;
}

export function readAccount(item: unknown, _schema: Schema | undefined, index: number): LinkedAccount {
  const value = record(item);
  const id = text(value?.id);
  if (!value || id === undefined || id === '') throw new InvalidResponseError(`results[${index}].id`, 'not an ID');
  return {
    id,
    accountId: text(value.accountId) ?? text(value.account_id),
    name: text(value.name),
    avatar: text(value.avatar),
    status: text(value.status),
  };
}

/** "Get accounts": a person's linked accounts on one platform. */
export const accountsRead = defineRead({
  name: 'linked accounts',
  binding: { name: { group: 'Platforms', name: 'Get accounts' }, read: true, fills: ['platform'] },
  values: (platform: string) => ({ platform }),
  parse: byItems(readAccount),
});

/** A channel an account can stream to on its platform. */
export interface AccountChannel {
  /** Its ID on the platform: what the add's `channel_id` takes. */
  id: string;
  name: string | undefined;
  photo: string | undefined;
  members: number | undefined;
  /** Whether the project already has a destination made from it (`connectedId`). */
  connected: boolean;
}

export function readAccountChannel(item: unknown, _schema: Schema | undefined, index: number): AccountChannel {
  const value = record(item);
  const id = text(value?.id);
  if (!value || id === undefined || id === '') throw new InvalidResponseError(`results[${index}].id`, 'not an ID');
  const members = value.members;
  return {
    id,
    name: text(value.name),
    photo: text(value.photo),
    members: typeof members === 'number' && Number.isFinite(members) && members >= 0 ? members : undefined,
    connected: value.connectedId !== null && value.connectedId !== undefined,
  };
}

/** What "Get channels with accounts" is asked for: a project's, of accounts of one platform, found by what is typed. */
export interface AccountChannelsAsked {
  projectId: number;
  platform: string;
  /** The accounts' numbers at the service (their `id`), comma-separated. */
  ids: string;
  /** A new one for each time the user starts looking (the real kind's `request_id`). */
  requestId: string;
  /** What the user typed to find a channel; empty for all. */
  search: string;
}

/** "Get channels with accounts": the channels an account can stream to, a page at a time. */
export const accountChannelsList = defineList({
  name: 'account channels',
  binding: {
    name: { group: 'Platforms', name: 'Get channels with accounts' },
    read: true,
    fills: ['platform', 'ids', 'project_id', 'request_id', 'q', 'sort', 'limit', 'page'],
  },
  values: ({ projectId, platform, ids, requestId, search }: AccountChannelsAsked) =>
    projectValues(projectId, { platform, ids, request_id: requestId, ...(search ? { q: search } : {}) }),
  items: byItems(readAccountChannel),
});

/**
 * The project's destinations that go through an account of a platform, as their `credentials` name it: by its number
 * at the service, or by its ID on the platform for a destination of that platform (IDs of two platforms may be the
 * same). `unknown` where no destination of the list says what it goes through: nothing is guessed.
 */
export function destinationsUsing(
  account: LinkedAccount,
  platform: string,
  destinations: readonly Destination[],
): readonly Destination[] | 'unknown' {
  if (destinations.every((destination) => destination.credentials === undefined)) return 'unknown';
  return destinations.filter((destination) =>
    (destination.credentials ?? []).some(
      (credential) =>
        (credential.number !== undefined && String(credential.number) === account.id) ||
        (credential.accountId !== undefined &&
          credential.accountId === account.accountId &&
          destination.platform === platform),
    ),
  );
}

/** The values a parameter named `platform` of a bound operation enumerates; none where it takes any. */
function platformsNamed(bound: Bound): readonly string[] | undefined {
  if (!isBound(bound)) return undefined;
  const values = bound.details.parameters.find((parameter) => parameter.name === 'platform')?.schema.enum;
  return values?.filter((value): value is string => typeof value === 'string');
}

/**
 * The platforms whose linked accounts are read, one read each: those "Get accounts" enumerates, else those "Supported
 * platforms" says connect through OAuth (the accounts are the ones signed in to through it).
 */
export function accountPlatforms(accounts: Bound, platforms: readonly Platform[] | undefined): readonly string[] {
  return platformsNamed(accounts) ?? (platforms ?? []).filter((one) => one.oauth === true).map((one) => one.id);
}

/** Whether the service lists an account's channels on this platform ("Get channels with accounts" takes it). */
export function listsChannels(channels: Bound, platform: string): boolean {
  const named = platformsNamed(channels);
  return isBound(channels) && (named === undefined || named.includes(platform));
}
