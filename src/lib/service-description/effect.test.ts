import { describe, expect, it } from 'vitest';
import { catalog } from '../../features/catalog/catalog.ts';
import { isReadOperation, nameReads } from './effect.ts';
import { readingsOf } from './match.ts';

const R = 'read';
const E = 'effect';
type Kind = typeof R | typeof E;

/**
 * Every operation the interface document names (section 1 and 4.3, as catalog.ts lists them — catalog.test.ts holds
 * it to the document), and what each name says it does. A line with slashes names several operations: one kind each.
 */
const EXPECTED: Record<string, Kind | Kind[]> = {
  'Get user profile': R,
  'Update profile': E,
  'Get tariff for project': R,
  'Remove after tariff': E,
  'Buy restream tariff': E,
  'Get list of restream tariffs': R,
  'Get list of restream tariffs for project': R,
  'Get discount restream': R,
  'Load data for show card the tariffs v2': R,
  'Buy transcoder tariff': E,
  'Get list of transcoding tariffs': R,
  'Get discount transcoding': R,
  'Check transcoding tariff before buy': R,
  'Remove next tariff': E,
  'Buy storage tariff': E,
  'Get info for storage tariff': R,
  'Get discount of storage': R,
  'Check storage tariff before buy': R,
  'Transaction list for frontend': R,
  'Select user for project': R,
  'Get project by number id': R,
  'Get user by number id': R,
  'List of user in project': R,
  'Remove user from project': E,
  'Change access user from project': E,
  'List of project for current user': R,
  'Get project full info': R,
  'Get live status': R,
  'Get project history of actions': R,
  'Delete mobile token from user': E,
  'Get/Set user notify settings': [R, E],
  'Get/Remove user screen notify': [R, E],
  'Auth centrifuge': E,
  'Auth token for project': E,
  'Auth token for broadcast': E,
  'Get stream credentials': R,
  'Update record': E,
  'Optional settings per platform (vk, youtube, trovo, twitch, ok, vk video live, telegram), several depending on the tariff':
    R,
  'Set planned id': E,
  'Get playlists from the platform': R,
  'Get planned list': R,
  'Set name / rtmp url for a custom channel (global settings)': [E, E],
  'Set transcoder for a channel (personal settings)': E,
  'Get status platform': R,
  'Telegram: Get post by filter': R,
  'Telegram: Get post list': R,
  'Telegram: Get/Set settings': [R, E],
  'Telegram: Get code for connected chat': R,
  'Telegram: Disconnect chat': E,
  'Search channel list': R,
  'Minimal channel list': R,
  List: R,
  create: E,
  update: E,
  delete: E,
  stop: E,
  'Get url for start oauth': R,
  'Get category from the platform': R,
  'Supported platforms': R,
  'Connect telegram in account': E,
  'Auth telegram': E,
  'Get basic data for auth user': R,
  'Connected social account': R,
  'Update access token': E,
  'Internal request of auth': E,
  'Guest request of auth': E,
  'Disconnected social account': E,
  Logout: E,
  'CallBack for connect social': E,
  'Get code for auth': R,
  'Code exchange': E,
  'Social list for user': R,
  'Get list of pages': R,
  'Get page': R,
  'Get structure of help pages': R,
  'Get policy page': R,
  'Get item by id': R,
  'Get list of my notifications': R,
  'Get unread status': R,
  'Set all as read': E,
  'Set one as read': E,
  'Run action in notify item': E,
  'List of invites for channel in project': R,
  'Get/Accept/Decline invitation for channel': [R, E, E],
  'Get/Accept/Decline invitation using a secret link': [R, E, E],
  'Get/Add (by id or by email)/Delete channel invite item for another user': [R, E, E],
  'Project channel list': R,
  'Remove access': E,
  'Change access': E,
  'Transfer owner': E,
  'Locations list for unauthorized users': R,
  'List rtmp servers': R,
  'State of rtmp servers': R,
  'Graph of rtmp servers': R,
  'Load available pay systems': R,
  'create pay-system challenge': E,
  'create pay-system item': E,
  'Create payment item': E,
  'get payment status': R,
  'payment list': R,
  'Get/Set pay settings for profile (v3)': [R, E],
  'Check country after update user': R,
  'Create payout': E,
  'Get payout data for create': R,
  'Check key': R,
  'List keys': R,
  'Create key': E,
  'Update key': E,
  'Delete key': E,
  'List history message': R,
  'Send message': E,
  'Get one message': R,
  'Remove message': E,
  'Connect channel, long polling': E,
  'Get restreams': R,
  'Get current version app': R,
  'View live info': R,
  'Bitrate for stream': R,
  'Viewers for stream': R,
  'Events for stream': R,
  'Check code': R,
  'Apply code': E,
  'Total info': R,
  'Get pull servers': R,
};

const documentLines = [...new Set(catalog.flatMap((group) => group.operations.map((operation) => operation.name)))];

describe('which names read and which change something', () => {
  it('has an expectation for every operation the interface document names, and for nothing else', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...documentLines].sort());
  });

  it.each(documentLines)('%s', (line) => {
    const names = readingsOf(line)[0]!;
    const expected = EXPECTED[line]!;
    const kinds = Array.isArray(expected) ? expected : [expected];
    expect(names.map((name) => [name, nameReads(name) ? R : E])).toEqual(
      names.map((name, index) => [name, kinds[index]]),
    );
    // The whole line reads only when every operation it names does.
    expect(nameReads(line)).toBe(kinds.every((kind) => kind === R));
  });

  it('sends at once, of the operations whose method the document gives, exactly the GETs named as reads', () => {
    const withMethod = catalog.flatMap((group) => group.operations.filter((operation) => operation.method));
    expect(withMethod.length).toBeGreaterThan(10);
    for (const { name, method, path } of withMethod) {
      const expected = method === 'GET' && EXPECTED[name] === R;
      expect(isReadOperation({ method: method!, path: path ?? '/method/x', summary: name }, name), name).toBe(expected);
    }
  });

  it('reads what real descriptions name their GETs that change something as changes', () => {
    for (const name of [
      'Disconnect telegram chat',
      'Apply code',
      'Accept invitation',
      'Decline invitation',
      'Log out',
      'Sign in with code',
      'Activate promo',
      'OAuth callback',
    ]) {
      expect(nameReads(name), name).toBe(false);
    }
    for (const name of [
      'Get me',
      'Stream credentials',
      'Connected accounts',
      'Check promo code',
      'Get url to connect a channel',
    ]) {
      expect(nameReads(name), name).toBe(true);
    }
  });
});

describe('isReadOperation', () => {
  const get = (path: string, summary?: string, operationId?: string) => ({ method: 'GET', path, summary, operationId });

  it('sends a GET at once only when none of its names says it changes something', () => {
    expect(
      isReadOperation(
        get('/method/plan_restream', 'Get tariff for project', 'PlanRestreamController_get'),
        'Get tariff for project',
      ),
    ).toBe(true);
    expect(
      isReadOperation(
        get(
          '/method/channel_settings/telegram/disconnect',
          'Telegram: Disconnect chat',
          'ChannelSettingsController_disconnectTelegram',
        ),
      ),
    ).toBe(false);
    // The document's name says so, though the service's summary does not.
    expect(isReadOperation(get('/method/auth/social/off', 'Social account'), 'Disconnected social account')).toBe(
      false,
    );
    // Its operationId says so: a NestJS controller's name is not read as a verb.
    expect(isReadOperation(get('/method/promo', 'Promo', 'PromoController_apply'))).toBe(false);
    expect(isReadOperation(get('/method/auth/basic', 'Get basic data for auth user', 'AuthController_basicData'))).toBe(
      true,
    );
    // Without a summary or an operationId, the path's last word is its name.
    expect(isReadOperation(get('/method/channel_settings/telegram/disconnect'))).toBe(false);
    expect(isReadOperation(get('/method/user_project/{id}/export'))).toBe(true);
    expect(isReadOperation(get('/method/social/callback/{platform}'))).toBe(false);
  });

  it('never sends anything but GET and HEAD at once', () => {
    expect(isReadOperation({ method: 'HEAD', path: '/method/list' })).toBe(true);
    // A server answers HEAD with its GET's handler: the name decides for HEAD as for GET.
    expect(isReadOperation({ method: 'HEAD', path: '/method/stream/kill', summary: 'Kill stream' })).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(isReadOperation({ method, path: '/method/list', summary: 'Get list' })).toBe(false);
  });
});

/**
 * A NestJS-style description as the real service publishes it: a summary in words, an operationId of the controller's
 * name and the method's (`ProjectChannelInvite_get_for_secretV1`), every one a GET. What each must do on Run.
 */
const NEST_GETS: [summary: string, operationId: string, kind: Kind][] = [
  ['Get channel invitation using a secret link', 'ProjectChannelInvite_get_for_secretV1', R],
  ['List of invites for channel in project', 'ProjectChannelInvite_list_for_channelV1', R],
  ['Get invitation for channel', 'ProjectChannelInvite_getV1', R],
  ['Project channel list', 'ProjectChannel_listV1', R],
  ['Get tariff for project', 'PlanRestream_getV1', R],
  ['Check storage tariff before buy', 'PlanStorage_check_before_buyV1', R],
  ['Kill stream', 'Stream_killV1', E],
  ['Drop channel', 'Channel_dropV1', E],
  ['Reboot server', 'RtmpServer_rebootV1', E],
  ['Rotate stream key', 'StreamKey_rotateV1', E],
  ['Destroy key', 'PullKeys_destroyV1', E],
  ['Archive project', 'Project_archiveV1', E],
  ['Pay invoice', 'Invoice_payV1', E],
  ['Post message', 'Chat_postV1', E],
  ['Accept invitation for channel', 'ProjectChannelInvite_acceptV1', E],
];

describe('a NestJS-style description: the verb after the controller prefix, and only reading verbs at once', () => {
  it.each(NEST_GETS)('%s (%s)', (summary, operationId, kind) => {
    const operation = { method: 'GET', path: '/method/x/{id}', summary, operationId };
    expect(isReadOperation(operation) ? R : E).toBe(kind);
    // The operationId alone says the same (a description without summaries).
    expect(isReadOperation({ ...operation, summary: undefined }) ? R : E).toBe(kind);
  });

  it('reads a noun in an operationId as a noun: "Download records archive" (`…_recordsArchive`) reads', () => {
    const archive = { method: 'GET', path: '/method/stream_key/records/archive' };
    expect(
      isReadOperation({
        ...archive,
        summary: 'Download records archive',
        operationId: 'StreamKeyController_recordsArchive',
      }),
    ).toBe(true);
    expect(isReadOperation({ ...archive, summary: 'Telegram: Get post list', operationId: 'Telegram_postList' })).toBe(
      true,
    );
  });

  it('reads the method of `Controller_method`, not the controller, as the verb', () => {
    expect(nameReads('ProjectChannelInvite_get_for_secretV1')).toBe(true);
    expect(nameReads('ChannelSettingsController_disconnectTelegram')).toBe(false);
    expect(nameReads('PlanRestreamController_get')).toBe(true);
  });

  it('asks first for `readAll`: "read" is what a notification is set to, so the name marks something read', () => {
    expect(isReadOperation({ method: 'GET', path: '/method/notify/read_all', operationId: 'readAll' })).toBe(false);
    expect(isReadOperation({ method: 'GET', path: '/method/notify/read', operationId: 'readOne' })).toBe(false);
    expect(isReadOperation({ method: 'GET', path: '/method/notify', operationId: 'getAll' })).toBe(true);
  });

  it('asks first for a name that neither starts with a reading verb nor names a thing that is read', () => {
    for (const name of ['Promo', 'Auth token for project', 'Code exchange', 'Disconnected social account', 'Drop list'])
      expect(nameReads(name), name).toBe(false);
  });
});
