// The streamer's studio: Stream key, RtmpServer, Channel, Platforms, Channel settings, Project's
// live status, Live, Centrifuge and Analytics. Reads take query parameters, writes a JSON body; a project, channel,
// broadcast or stream of a project the account does not have answers 400 like an unknown one.
import type { Account } from '../accounts.ts';
import { subjectOf } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRequest, type DemoRoute, SUCCESS, pageOf } from '../demo-route.ts';
import { type Language, messages } from '../messages.ts';
import { projectFor, queryProject } from '../project-access.ts';
import { isoSeconds } from '../seed.ts';
import { RequestError, bodyId, invalid, jsonBody, oneOfStrings, paging, queryId } from '../validation.ts';
import { studioMessages } from './studio-messages.ts';
import {
  OAUTH_PLATFORMS,
  type OauthPlatform,
  PLATFORM_NAMES,
  type Destination,
  RTMP_SERVERS,
  broadcastChannel,
  broadcastUrlChannel,
  hostOf,
  projectChannel,
} from './studio-seed.ts';
import { platformIdOf } from '../setup/platform-catalog.ts';

const INTERVALS = ['1', '3', '6', '12', '24'] as const;
import type { Broadcast, StudioState } from './studio-state.ts';
import { SETTINGS_OPERATIONS, type SettingsOperation, settingsOf, streamInfoOf } from './channel-settings.ts';
import { requireChangeSubject } from './plan-abilities.ts';

type Routes = Partial<Record<DemoOperation, DemoRoute>>;

export const read = (run: (request: DemoRequest, account: Account) => unknown): DemoRoute => ({
  method: 'GET',
  signedIn: true,
  run,
});
export const write = (
  run: (body: Record<string, unknown>, request: DemoRequest, account: Account) => unknown,
  status?: 201,
): DemoRoute => ({
  method: 'POST',
  signedIn: true,
  run: (request, account) => run(jsonBody(request.contentType, request.body), request, account),
  ...(status === undefined ? {} : { status }),
});

/** The thing found, if it belongs to one of the account's projects; otherwise a 400 naming the field, as if unknown. */
export function owned<T extends { projectId: number }>(
  account: Account,
  found: T | undefined,
  code: string,
  field: string,
  text: Record<Language, string>,
): T {
  if (!found || !account.projects.some((project) => project.projectId === found.projectId)) {
    throw new RequestError({ status: 400, code, field, text });
  }
  return found;
}

export const channelOf = (studio: StudioState, account: Account, channelId: number): Destination =>
  owned(
    account,
    studio.destinations.get(channelId),
    'unknown_channel',
    'channel_id',
    studioMessages.unknownChannel('channel_id'),
  );

/** A channel named within the project named: one of another project of the account is not found here. */
export function channelIn(studio: StudioState, account: Account, projectId: number, channelId: number): Destination {
  const found = studio.destinations.get(channelId);
  return channelOf(studio, account, found?.projectId === projectId ? found.id : 0);
}

export const unknownBroadcast = () =>
  new RequestError({
    status: 400,
    code: 'unknown_broadcast',
    field: 'broadcast_id',
    text: studioMessages.unknownBroadcast(),
  });

export const broadcastOf = (studio: StudioState, account: Account, broadcastId: number): Broadcast =>
  owned(
    account,
    studio.broadcasts.get(broadcastId),
    'unknown_broadcast',
    'broadcast_id',
    studioMessages.unknownBroadcast(),
  );

/** The stream named within the project named: a stream of another project is not found here. */
function streamOf(studio: StudioState, account: Account, request: DemoRequest): Broadcast {
  const projectId = queryProject(request);
  const found = studio.byStream(queryId(request.query, 'stream_id'));
  return owned(
    account,
    found?.projectId === projectId ? found : undefined,
    'unknown_stream',
    'stream_id',
    studioMessages.unknownStream(),
  );
}

export function bodyBoolean(body: Record<string, unknown>, field: string): boolean {
  const value = body[field];
  if (value === undefined) throw invalid(field, messages.missing(field));
  if (typeof value !== 'boolean') throw invalid(field, studioMessages.notBoolean(field));
  return value;
}

/** A channel's platform as the real kind records it (SearchChannelPlatformDto): no ID, as the platform list has. */
const platformOf = (platform: Destination['platform']) => ({
  title: PLATFORM_NAMES[platform],
  type: platform,
  url: hostOf(platform) === '' ? '' : `https://${hostOf(platform)}`,
  extension: 'svg',
  edit_name: platform === 'custom' ? 1 : 0,
});

/** The project's channels' owner: the account when it owns the project (the demo knows no other user). */
export const channelOwnerId = (account: Account, projectId: number): number =>
  account.projects.find((project) => project.projectId === projectId)?.isOwner ? account.userId : 0;

/**
 * A channel as the real kind lists it; `credentials` the accounts it goes through (the setup's, credentialsOf of
 * api/setup/setup-state.ts), null for one that goes through none.
 */
export function channelItem(
  studio: StudioState,
  destination: Destination,
  ownerId: number,
  credentials: readonly object[] | null = null,
) {
  const status = studio.statusOf(destination);
  return {
    name: destination.name,
    id: String(destination.id),
    ...(destination.transcoderId === undefined ? {} : { transcoderId: destination.transcoderId }),
    group_id: 0,
    type: destination.platform,
    photo_default: '',
    sell: false,
    price: 0,
    live: status === 'live',
    status,
    user_id: ownerId,
    active: destination.active,
    guestsNum: 0,
    guestRights: null,
    usageType: 1,
    companyRole: null,
    threads: 1,
    streamInfo: streamInfoOf(destination),
    rtmp: null,
    credentials,
    // The account's token is the one the demo's destinations use; the group's is not used.
    tokens: { account: { status: destination.tokenStatus }, group: { status: 'unused' } },
    live_users: [],
    platform: platformOf(destination.platform),
  };
}

/** "View live info" as the real kind answers it: each restream of the broadcast, and its two realtime channels. */
function liveInfo(studio: StudioState, broadcast: Broadcast, account: Account) {
  const ended = broadcast.endedAt !== undefined;
  const channelToken = (channel: string) => ({
    token: studio.realtime.subscription(subjectOf(account), channel),
    channel,
  });
  return {
    // Only the destinations that are on take part in a broadcast.
    results: ended
      ? []
      : studio
          .destinationsOf(broadcast.projectId)
          .filter((destination) => destination.active)
          .map((destination) => {
            const { viewers, messages, likes } = studio.countersOf(broadcast, destination.id);
            return {
              id: broadcast.restreams.get(destination.id) ?? 0,
              channel_id: destination.id,
              channel_name: destination.name,
              channel_type: destination.platform,
              url: `https://live.example/${destination.platform}/${destination.id}`,
              viewer: viewers,
              message: messages,
              like: likes,
            };
          }),
    centrifuge: {
      update_url_channel: channelToken(broadcastUrlChannel(broadcast.broadcastId)),
      update_stats_channel: channelToken(broadcastChannel(broadcast.broadcastId)),
    },
  };
}

/**
 * "Get live status" as the real kind answers it: it takes no project, and answers for the account's stream that is
 * live (or its last one), naming no project. Nothing live: a count of 0 and nothing else.
 */
function liveStatus(studio: StudioState, account: Account) {
  const live = account.projects
    .map((project) => studio.liveOf(project.projectId))
    .filter((broadcast) => broadcast !== undefined);
  const shown = live[0];
  if (!shown) return { live_groups_count: 0 };
  const { ingest } = shown;
  return {
    live_groups_count: live.length,
    stream_id: shown.streamId,
    url: `https://live.example/hls/${shown.streamId}.m3u8`,
    app: 'live',
    date: isoSeconds(shown.startedAt),
    status: shown.paused ? 'paused' : 'active',
    resolution: ingest.resolution,
    broadcast_id: shown.broadcastId,
    action: shown.paused ? 'paused' : 'active',
    info: {
      restream_data: studio
        .destinationsOf(shown.projectId)
        .filter((destination) => destination.active)
        // The real kind's MethodProjectLiveStatusInfoRestreamData: the restream (as "View live info" numbers it).
        .map((destination) => ({
          id: shown.restreams.get(destination.id) ?? 0,
          status: studio.statusOf(destination),
        })),
      connect_id: shown.broadcastId,
      connect_id_v2: `c-${shown.broadcastId}`,
      fps: ingest.fps,
      key_frame: 2,
      count: 1,
      speed: 1,
      quality: 100,
      bitrate: ingest.bitrate,
      full_bitrate: ingest.bitrate + 128,
      status: 'online',
      restrims: live.length,
    },
  };
}

/**
 * The real kind's start names the project and the platform only, and describes no answer: the demo answers `{url}`,
 * the shape the dashboard looks for first (docs/contract-api.md).
 */
function oauthUrl(request: DemoRequest, account: Account): { url: string } {
  const platformText = request.query.get('platform');
  if (platformText === null) throw invalid('platform', messages.missing('platform'));
  if (!(OAUTH_PLATFORMS as readonly string[]).includes(platformText)) {
    throw invalid('platform', messages.oneOf('platform', OAUTH_PLATFORMS));
  }
  const platform = platformText as OauthPlatform;
  const projectId = queryProject(request);
  const state = request.state.studio.startOauth({ platform, projectId, userId: account.userId });
  return { url: `${request.origin}/__contract/oauth/${platform}?state=${state}` };
}

function settingsRoute(operation: SettingsOperation): DemoRoute {
  const { platform } = operation;
  return write((body, { state }, account) => {
    const projectId = bodyId(body, 'project_id');
    const destination = channelIn(state.studio, account, projectId, bodyId(body, 'channel_id'));
    if (destination.platform !== platform) {
      throw new RequestError({
        status: 400,
        code: 'wrong_platform',
        field: 'channel_id',
        text: studioMessages.wrongPlatform(platform),
      });
    }
    const settings = settingsOf(operation, body);
    if (operation.tariff) requireChangeSubject(state, projectId);
    state.studio.setSettings(destination, settings);
    return SUCCESS;
  }, 201);
}

export const STUDIO_ROUTES: Routes = {
  'stream-keys': read((request) => {
    const projectId = queryProject(request);
    const { key, record } = request.state.studio.keyOf(projectId);
    // The stream guard's part (api/videos/): how long it holds the platforms and the videos it shows.
    const { wait, pause, lost } = request.state.videos.guardOf(projectId);
    return { wait, record, key, pause_media_service_file_id: pause, lost_media_service_file_id: lost };
  }),
  'stream-keys/record': write((body, { state }) => {
    state.studio.setRecord(bodyId(body, 'project_id'), bodyBoolean(body, 'record'));
    return SUCCESS;
  }, 201),
  'rtmp_server/list': read((request) => {
    queryProject(request);
    const { query } = request;
    oneOfStrings(query.get('interval'), 'interval', INTERVALS);
    return {
      results: RTMP_SERVERS.map(
        ({ url, city, country, network, cpu, ram, quality, serverStatus, platforms }, index) => ({
          city,
          url,
          country,
          network,
          cpu,
          ram,
          quality,
          index,
          serverStatus,
          platforms,
        }),
      ),
    };
  }),
  'rtmp_server/state': read(({ query }) => {
    oneOfStrings(query.get('interval'), 'interval', INTERVALS);
    return {
      results: RTMP_SERVERS.map(
        ({ city, country, lat, long, network, cpu, ram, quality, serverStatus, platforms }) => ({
          city,
          country,
          lat,
          long,
          network,
          cpu,
          ram,
          quality,
          serverStatus,
          platforms,
        }),
      ),
    };
  }),
  'channel/search': read((request, account) => {
    const projectId = queryProject(request);
    const studio = request.state.studio;
    const name = (request.query.get('name') ?? '').trim().toLowerCase();
    const found = studio
      .destinationsOf(projectId)
      .filter((destination) => name === '' || destination.name.toLowerCase().includes(name));
    const ownerId = channelOwnerId(account, projectId);
    const setup = request.state.setup;
    const items = found.map((destination) =>
      channelItem(studio, destination, ownerId, setup.credentialsOf(destination)),
    );
    // The platforms of the channels found, each once, as the real kind sends them beside the page (numbered, as in
    // its list of platforms).
    const platforms = [...new Set(found.map((destination) => destination.platform))].map((platform) => {
      const { title, type, edit_name } = platformOf(platform);
      return { id: platformIdOf(platform), type, title, edit_name };
    });
    return { ...pageOf(items, paging(request.query)), platforms };
  }),
  'channel/short': read((request) => {
    const projectId = queryProject(request);
    const studio = request.state.studio;
    return {
      results: studio
        .destinationsOf(projectId)
        .map(({ id, platform, name }) => ({ channel_id: id, type: platform, name, photo_default: null })),
    };
  }),
  'channel/set-status': write((body, { state, need }, account) => {
    const studio = state.studio;
    const destination = channelOf(studio, account, bodyId(body, 'channel_id'));
    projectFor(state.team, account, destination.projectId, need, 'channel_id');
    const on = bodyBoolean(body, 'status');
    if (on && destination.tokenStatus === 'invalid') {
      throw new RequestError({
        status: 400,
        code: 'token_invalid',
        field: 'channel_id',
        text: studioMessages.tokenInvalid(),
      });
    }
    studio.setActive(destination, on);
    return SUCCESS;
  }),
  'platforms/connect': read(oauthUrl),
  ...Object.fromEntries(
    SETTINGS_OPERATIONS.map((operation) => [`channel_settings/${operation.path}`, settingsRoute(operation)]),
  ),
  'project/live-status': read(({ state }, account) => liveStatus(state.studio, account)),
  // Asked with a project and a broadcast: a broadcast of another project answers 400, as the real kind's does.
  'live/restreams': read((request, account) => {
    const projectId = queryProject(request);
    const broadcast = broadcastOf(request.state.studio, account, queryId(request.query, 'broadcast_id'));
    if (broadcast.projectId !== projectId) throw unknownBroadcast();
    return liveInfo(request.state.studio, broadcast, account);
  }),
  // The real kind's connection token is asked for within a project, though it connects the account.
  centrifuge: read((request, account) => {
    queryProject(request);
    return { access_token: request.state.studio.realtime.connection(subjectOf(account)) };
  }),
  'centrifuge/auth/project': read((request, account) => {
    const channel = projectChannel(queryProject(request));
    return { access_token: request.state.studio.realtime.subscription(subjectOf(account), channel) };
  }),
  'centrifuge/token/broadcast': read((request, account) => {
    const { query, state } = request;
    const projectId = queryProject(request);
    const broadcast = broadcastOf(state.studio, account, queryId(query, 'broadcast_id'));
    if (broadcast.projectId !== projectId) throw unknownBroadcast();
    const channel = broadcastChannel(broadcast.broadcastId);
    return { access_token: state.studio.realtime.subscription(subjectOf(account), channel) };
  }),
  'analytics/stream/graph/bitrate': read((request, account) => {
    const { timeLine, bitrate } = request.state.studio.seriesOf(streamOf(request.state.studio, account, request));
    return { timeLine, bitrate };
  }),
  'analytics/stream/graph/viewers': read((request, account) => {
    const { timeLine, viewers } = request.state.studio.seriesOf(streamOf(request.state.studio, account, request));
    return { timeLine, viewers };
  }),
  'analytics/stream/events': read((request, account) => ({
    events: streamOf(request.state.studio, account, request).events.map(({ time, type, texts }) => ({
      time,
      type,
      text: texts.en,
    })),
  })),
};
