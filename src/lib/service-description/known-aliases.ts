// What a real deployment of this kind calls an operation the interface document names otherwise: its summary as its
// published description writes it, or, for an operation it publishes without a summary, its operationId. A name
// is matched first as the document gives it, then as these; nothing fuzzier. This is the only place such names are
// kept (docs/architecture.md, "Binding by name"): a page binds the document's name and finds either.

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
