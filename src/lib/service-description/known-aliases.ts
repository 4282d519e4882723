// What a real deployment of this kind calls an operation the interface document names otherwise: its summary as its
// published description writes it, or, for an operation it publishes without a summary, its operationId. A name
// is matched first as the document gives it, then as these; nothing fuzzier. This is the only place such names are
// kept (docs/architecture.md, "Binding by name"): a page binds the document's name and finds either.

import { sameName } from './description.ts';

/** An operation as the real kind publishes it: by its summary, or by its operationId where it has no summary. */
export type KnownAlias = string | { operationId: string };

/** By group, then by the document's name (as the catalog reads a slashed line: one name per alternative). */
export const knownAliases: Readonly<Record<string, Readonly<Record<string, readonly KnownAlias[]>>>> = {
  Auth: {
    'Internal request of auth': [
      'Internal request of auth google',
      'Internal request of auth new vk',
      'Internal request of auth old vk',
    ],
  },
  BlogPage: { 'Get list of pages': ['Get list of blog pages'], 'Get page': ['Get blog page'] },
  // The newer description names each platform's add by the word of its path, but for one: `tachid`'s is "tach".
  Channel: { 'Add tachid channel': ['Add tach channel'] },
  'Channel settings': {
    // The document's "Optional settings per platform (…)" is one operation per platform, each with the tariff note.
    ...Object.fromEntries(
      ['vk', 'youtube', 'trovo', 'twitch', 'ok', 'vk video live'].map((platform) => [
        `Optional settings for ${platform}`,
        [`Optional settings for ${platform}. Depends on the tariff.`],
      ]),
    ),
    'Set planned id': ['Set planned id. Depends on the tariff.'],
    'Set name for a custom channel (global settings)': ['Set name from custom channel. Global settings.'],
    'Set rtmp url for a custom channel (global settings)': ['Set rtmp url from channel. Global settings.'],
    'Set transcoder for a channel (personal settings)': ['Set transcoder from channel. Personal settings.'],
  },
  NotifyHistory: {
    'Get item by id': ['Get my NotifyHistory item by id'],
    'Get unread status': ['Get my status unread message for user'],
    'Set all as read': ['Set all notification in cabinet as read'],
    'Set one as read': ['Set notification in cabinet as read'],
    'Run action in notify item': ['Run action in my notify item'],
  },
  'Pay setting': { 'Get pay settings for profile (v3)': ['Get pay settings for profile v3'] },
  // The older description publishes the two without a summary; the newer one names them.
  'Pay system': {
    'create pay-system challenge': [
      { operationId: 'PaySystem_createChallengeV1' },
      'Create payoneer payment challenge redirect url',
    ],
    'create pay-system item': [
      { operationId: 'PaySystem_createUnitpayV1' },
      'Create unitpay payment challenge redirect url',
    ],
  },
  Payment: {
    'Create payment item': ['Create payment item for pay system'],
    'get payment status': [{ operationId: 'Payment_getStatusV1' }],
    'payment list': [{ operationId: 'Payment_listV1' }],
  },
  ProjectChannel: {
    'Remove access': ['Remove access for project in channel'],
    'Change access': ['Change access for project in channel'],
    'Transfer owner': ['Transfer owner for project in channel'],
  },
  ProjectChannelInvite: {
    'Accept invitation for channel': ['Accept channel invitation for selected project'],
    'Decline invitation for channel': ['Decline channel invitation for selected project'],
    'Get invitation using a secret link': ['Get channel invitation using a secret link'],
    'Accept invitation using a secret link': ['Accept channel invitation using a secret link'],
    'Decline invitation using a secret link': ['Decline channel invitation using a secret link'],
    'Get channel invite item for another user': ['Get channel invite item for my channel for another user'],
    // The document's "Add (by id or by email)" is two operations, each named with its parenthesis read.
    'Add (by id or by email) channel invite item for another user': [
      'Add channel invite item for another user by id',
      'Add channel invite item for another user by email',
    ],
    'Delete channel invite item for another user': ['Del channel invite item for my channel for another user'],
  },
  RtmpServer: { 'Locations list for unauthorized users': ['Rtmp locations server list example for unauthorized'] },
  Transcoders: {
    List: ['List of transcoder'],
    create: ['Transcoder create'],
    update: ['Transcoder update'],
    delete: ['Transcoder delete'],
    stop: ['Transcoder stop'],
  },
};

/** The real kind's names for a document name of a group, in the order they are tried. */
export function aliasesOf(group: string, name: string): readonly KnownAlias[] {
  const byName = Object.hasOwn(knownAliases, group) ? knownAliases[group]! : {};
  const key = Object.keys(byName).find((candidate) => candidate.toLowerCase() === name.trim().toLowerCase());
  return key === undefined ? [] : byName[key]!;
}

/** Where an operation is: its method and its path, as the real kind writes it after any base (`/method`). */
export interface KnownPlace {
  method: string;
  path: string;
}

/** A place the real kind puts an operation of a shared or misstated summary, and the document name it is, if any. */
interface PlacedOperation extends KnownPlace {
  /** By group, the document's name for the operation at this place; none for one the document does not name. */
  group?: string;
  name?: string;
}

/**
 * Where the real kind puts the operations whose summary it gives others too, or that misstates them
 * (../shared/real-kind-newer.md §2.24): each with the document name it is, or with none. A name binds the operation at
 * its own place, and never one placed as another's (or as none's) because it carries the name's summary: the
 * connect of a VK community is no platform's "Get url for start oauth", an account's sign-out is no "Get category from
 * the platform". An operation the document does not name is bound by its place (`METHOD /path`) alone.
 */
const PLACED: readonly PlacedOperation[] = [
  // "Get url for start oauth" ×3.
  { method: 'GET', path: '/auth/redirect-url', group: 'Auth', name: 'Get url for start oauth' },
  { method: 'GET', path: '/platforms/connect', group: 'Platforms', name: 'Get url for start oauth' },
  { method: 'GET', path: '/platforms/connect/vk-community' },
  // "Get category from the platform": the search, and an account's sign-out under its summary.
  { method: 'GET', path: '/platforms/category', group: 'Platforms', name: 'Get category from the platform' },
  { method: 'POST', path: '/platforms/logout' },
  // "Internal request of auth": a platform's callbacks, not the sign-in's (Auth's are `auth/callback/…`).
  { method: 'GET', path: '/platforms/{provider}/callback' },
  { method: 'GET', path: '/platforms/vk/callback-community' },
  // "Get status platform": the second refreshes a platform's token.
  { method: 'GET', path: '/channel_settings/getStatus', group: 'Channel settings', name: 'Get status platform' },
  { method: 'GET', path: '/channel_settings/update-token' },
  // "State of rtmp servers": the second takes other values and answers otherwise.
  { method: 'GET', path: '/rtmp_server/state', group: 'RtmpServer', name: 'State of rtmp servers' },
  { method: 'GET', path: '/rtmp_server/up' },
  // "View live info".
  { method: 'GET', path: '/live/restreams', group: 'Live', name: 'View live info' },
  { method: 'GET', path: '/broadcast/restreams' },
  // "Transaction list for frontend": two lists of other queries and items.
  { method: 'GET', path: '/money_flow/list', group: 'MoneyFlow', name: 'Transaction list for frontend' },
  { method: 'GET', path: '/transactions/list', group: 'Transactions', name: 'Transaction list for frontend' },
  // "Get list of blog pages": the second lists tags.
  { method: 'GET', path: '/blog/page/list', group: 'BlogPage', name: 'Get list of pages' },
  { method: 'GET', path: '/blog/tag/list' },
  // "Get tariff for project" ×4 and "Remove after tariff" ×3 (storage's removal is "Remove next tariff").
  { method: 'GET', path: '/plan_restream', group: 'PlanRestream', name: 'Get tariff for project' },
  { method: 'GET', path: '/plan_transcoding', group: 'PlanTranscoding', name: 'Get tariff for project' },
  { method: 'GET', path: '/plan_storage', group: 'PlanStorage', name: 'Get tariff for project' },
  { method: 'GET', path: '/plan_webinar', group: 'Plan webinar', name: 'Get tariff for project' },
  { method: 'DELETE', path: '/plan_restream', group: 'PlanRestream', name: 'Remove after tariff' },
  { method: 'DELETE', path: '/plan_transcoding', group: 'PlanTranscoding', name: 'Remove after tariff' },
  { method: 'DELETE', path: '/plan_storage', group: 'PlanStorage', name: 'Remove next tariff' },
  { method: 'DELETE', path: '/plan_webinar', group: 'Plan webinar', name: 'Remove after tariff' },
  // "Get live status": the document's name for a channel's switch (a write the summary calls a read), and the
  // project's live status the older description gave it.
  { method: 'POST', path: '/channel/set-status', group: 'Channel', name: 'Get live status' },
  { method: 'GET', path: '/project/live-status', group: 'Project', name: 'Get live status' },
];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');
const isPlaceholder = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** Whether a described operation is at a place: its method, and its path ending with the place's segments. */
export function isAt(operation: KnownPlace, place: KnownPlace): boolean {
  if (operation.method.toUpperCase() !== place.method.toUpperCase()) return false;
  const path = segmentsOf(operation.path);
  const wanted = segmentsOf(place.path);
  if (path.length < wanted.length) return false;
  const tail = path.slice(path.length - wanted.length);
  // A placeholder of the place (`{provider}`) stands for any segment.
  return wanted.every((segment, index) => segment === tail[index] || isPlaceholder(segment));
}

const sameWords = (a: string, b: string) => sameName(a) === sameName(b);

/** The known place an operation is at, if the real kind puts one of a shared or misstated summary there. */
export function knownPlaceOf(operation: KnownPlace): PlacedOperation | undefined {
  return PLACED.find((place) => isAt(operation, place));
}

/** The places the real kind gives a document name of a group (none: it has no summary clash). */
export function placesOf(group: string, name: string): readonly KnownPlace[] {
  return PLACED.filter(
    (place) => place.group !== undefined && sameWords(place.group, group) && sameWords(place.name!, name),
  );
}

/** Whether an operation may be the one a name of a group stands for: it is at no known place, or at that name's. */
export function mayBeNamed(operation: KnownPlace, group: string, name: string): boolean {
  const place = knownPlaceOf(operation);
  return (
    place === undefined || (place.group !== undefined && sameWords(place.group, group) && sameWords(place.name!, name))
  );
}

/** A name that is a place (`POST /platforms/logout`): how an operation the document does not name is bound. */
export function placeNamed(name: string): KnownPlace | undefined {
  const match = /^(GET|POST|PUT|PATCH|DELETE|HEAD) (\/\S*)$/.exec(name.trim());
  return match ? { method: match[1]!, path: match[2]! } : undefined;
}
