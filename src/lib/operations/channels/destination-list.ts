import { listShape, readListPage } from '../../service-description/list-page.ts';
import type { Schema } from '../../service-description/schema.ts';
import { fieldOf, flag, record, text } from '../../service-description/answer-fields.ts';
import { type Bound, isBound } from '../../bindings/bind.ts';
import { projectValues } from '../../bindings/call.ts';
import { defineList } from '../../bindings/pages.ts';

// A project's destinations (the service's channels), read from whichever channel list the description gives, by the
// names its items carry: platform, name, status, on/off, live, the state of the platform's token, the accounts it
// goes through and the transcoding profile it is sent in. The Stream page, the destinations page, the Quality page and
// the Team page show them: one list, read once for all of them.

/**
 * A destination as one feature's page hands it to another's view on it (its quality, removing it): its ID, its name
 * for people and its platform, as the list gives them — never the list's item itself.
 */
export interface NamedDestination {
  id: string;
  name: string;
  platform: string | undefined;
}

/** What another feature's view of one destination is given by the page that lists it. */
export interface DestinationViewProps {
  projectId: number;
  destination: NamedDestination;
}

/**
 * A destination as one line names it wherever several are listed together: its name and its platform ("demo_streamer ·
 * Twitch"), so two of one account on two platforms are told apart; either alone where only one is given.
 */
export function destinationLabel(destination: Pick<Destination, 'id' | 'name' | 'platform' | 'platformTitle'>): string {
  const platform = destination.platformTitle ?? destination.platform;
  // A name that is its platform's (the real kind names a restream so) is said once.
  if (destination.name && platform && destination.name.toLowerCase() !== platform.toLowerCase())
    return `${destination.name} · ${platform}`;
  return destination.name || platform || destination.id;
}

export interface Destination {
  /** As given (a string or a number in the answer); "0" is an ID. */
  id: string;
  platform: string | undefined;
  /** The platform as the service names it for people (its `platform` record's `title`: "YouTube"). */
  platformTitle: string | undefined;
  name: string | undefined;
  /** The service's word for its state, as given. */
  status: string | undefined;
  /** Whether it is switched on, when the list says. */
  active: boolean | undefined;
  live: boolean | undefined;
  /** The states of its platform tokens, as given: one, or each of `tokens` by its name (`account`, `group`). */
  tokens: TokenState[];
  /** What the broadcast is called there and its other settings, as the service reads them back (`streamInfo`). */
  streamInfo: Readonly<Record<string, unknown>> | undefined;
  /**
   * The transcoding profile it is sent in (the real kind's `transcoderId`): its ID; null: none, it goes as sent;
   * undefined: the list does not say.
   */
  profileId: string | null | undefined;
  /**
   * The platform accounts it goes through, as its `credentials` name them (the real kind's list: `cid`, `id`); none
   * where the service sends none, undefined where the item says nothing of them.
   */
  credentials: readonly Credential[] | undefined;
}

/** An account a destination goes through, as the service names it: its number at the service and its ID there. */
export interface Credential {
  /** `cid`: the account's number at the service (the `id` of "Get accounts"). */
  number: number | undefined;
  /** `id`: the account's ID on the platform (the `accountId` of "Get accounts"). */
  accountId: string | undefined;
}

const ID_NAMES = ['id', 'channel_id', 'channelId'];
const ACTIVE_NAMES = ['active', 'enabled', 'is_active'];
const TOKEN_NAMES = ['token_status', 'tokenStatus', 'token_state', 'token'];
const NAME_NAMES = ['name', 'title'];
const PROFILE_NAMES = ['transcoderId', 'transcoder_id'];

export function readDestinations(body: unknown, answer: Schema | undefined): Destination[] {
  const shape = listShape(answer);
  const { items } = readListPage(body, shape);
  const item = shape?.itemSchema;
  const sample = items.find((entry) => record(entry));
  const field = (names: readonly string[]) => fieldOf(item, names, sample);
  const [idField, activeField, tokenField, nameField, profileField] = [
    ID_NAMES,
    ACTIVE_NAMES,
    TOKEN_NAMES,
    NAME_NAMES,
    PROFILE_NAMES,
  ].map(field);
  const destinations: Destination[] = [];
  for (const entry of items) {
    const value = record(entry);
    const id = value && idField !== undefined ? text(value[idField]) : undefined;
    if (!value || id === undefined || id === '') continue;
    destinations.push({
      id,
      // The real kind gives the platform as `type` beside a `platform` record; others give its name.
      platform: text(value.platform) ?? text(record(value.platform)?.type) ?? text(value.type),
      platformTitle: text(record(value.platform)?.title),
      name: nameField === undefined ? undefined : text(value[nameField]),
      status: text(value.status),
      active: activeField === undefined ? undefined : flag(value[activeField]),
      live: flag(value.live),
      tokens: tokenStates(value, tokenField),
      streamInfo: record(value.streamInfo),
      profileId: profileOf(value, profileField),
      credentials: credentialsOf(value),
    });
  }
  return destinations;
}

/**
 * Its profile: a null (or a field the schema describes but the item leaves out) is none; a list that names no such
 * field says nothing.
 */
function profileOf(value: Record<string, unknown>, field: string | undefined): string | null | undefined {
  if (field === undefined) return undefined;
  const profile = value[field];
  return profile === null || profile === undefined ? null : (text(profile) ?? null);
}

export interface TokenState {
  /** Which token, as the service names it; undefined for a destination's one token. */
  name: string | undefined;
  state: string;
}

/** Its tokens' states: `tokens: { account: { status }, group: { status } }`, or one field of a state. */
function tokenStates(value: Record<string, unknown>, field: string | undefined): TokenState[] {
  const tokens = record(value.tokens);
  if (tokens)
    return Object.entries(tokens).flatMap(([name, token]) => {
      const state = text(record(token)?.status);
      return state === undefined ? [] : [{ name, state }];
    });
  const state = field === undefined ? undefined : text(value[field]);
  return state === undefined ? [] : [{ name: undefined, state }];
}

function credentialsOf(value: Record<string, unknown>): Credential[] | undefined {
  if (!Object.hasOwn(value, 'credentials')) return undefined;
  const given = value.credentials;
  if (!Array.isArray(given)) return given === null ? [] : undefined;
  return given.flatMap((entry) => {
    const credential = record(entry);
    if (!credential) return [];
    const number =
      typeof credential.cid === 'number' && Number.isSafeInteger(credential.cid) ? credential.cid : undefined;
    return [{ number, accountId: text(credential.id) }];
  });
}

/**
 * A token in use that the service does not call valid (`invalid`, `deprecated`): the destination needs its platform
 * connected again. One it does not use (`unused`) needs nothing.
 */
export function needsReconnect(destination: Destination): boolean {
  return destination.tokens.some(({ state }) => state !== 'valid' && state !== 'unused');
}

/** The values the description enumerates for a destination's status: those get a page's words, the rest are shown as given. */
export function describedStatuses(list: Bound): string[] {
  if (!isBound(list)) return [];
  const values = listShape(list.answer)?.itemSchema?.properties.find(({ name }) => name === 'status')?.schema.enum;
  return (values ?? []).filter((value): value is string => typeof value === 'string');
}

/**
 * "Search channel list" (else "Minimal channel list"): the project's destinations, read whole, one list for every page
 * that shows them. (ProjectChannel's "Project channel list" is not one: it lists the projects that use one destination.)
 */
export const destinationList = defineList({
  name: 'destinations',
  // The fullest list first.
  binding: {
    name: [
      { group: 'Channel', name: 'Search channel list' },
      { group: 'Channel', name: 'Minimal channel list' },
    ],
    read: true,
  },
  values: (projectId: number) => projectValues(projectId),
  items: (body, binding) => readDestinations(body, binding.answer),
});
