// The streamer's studio: Stream key, RtmpServer, Channel, ProjectChannel, Platforms, Channel settings, Project's
// live status, Live, Centrifuge and Analytics. Reads take query parameters, writes a JSON body; a project, channel,
// broadcast or stream of a project the account does not have answers 400 like an unknown one.
import type { Account } from '../accounts.ts';
import { subjectOf } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRequest, type DemoRoute, pageOf } from '../demo-route.ts';
import { type Language, messages } from '../messages.ts';
import { isoSeconds } from '../seed.ts';
import { RequestError, bodyId, invalid, jsonBody, paging, queryId } from '../validation.ts';
import { studioMessages } from './studio-messages.ts';
import {
  OAUTH_PLATFORMS,
  PLATFORMS,
  PLATFORM_NAMES,
  type Destination,
  type Platform,
  RTMP_SERVERS,
  broadcastChannel,
  projectChannel,
} from './studio-seed.ts';
import type { Broadcast, StudioState } from './studio-state.ts';
import { SETTINGS_FIELDS, SETTINGS_OPERATIONS, type SettingsOperation, settingsOf } from './channel-settings.ts';

type Routes = Partial<Record<DemoOperation, DemoRoute>>;

const read = (run: (request: DemoRequest, account: Account) => unknown): DemoRoute => ({
  method: 'GET',
  signedIn: true,
  run,
});
const write = (run: (body: Record<string, unknown>, request: DemoRequest, account: Account) => unknown): DemoRoute => ({
  method: 'POST',
  signedIn: true,
  run: (request, account) => run(jsonBody(request.contentType, request.body), request, account),
});

function projectOf(account: Account, projectId: number, field = 'project_id'): number {
  if (!account.projects.some((project) => project.projectId === projectId)) {
    throw new RequestError({
      status: 400,
      code: 'unknown_project',
      field,
      text: messages.unknownProject(String(projectId)),
    });
  }
  return projectId;
}

const queryProject = ({ query }: DemoRequest, account: Account) => projectOf(account, queryId(query, 'project_id'));

/** The thing found, if it belongs to one of the account's projects; otherwise a 400 naming the field, as if unknown. */
function owned<T extends { projectId: number }>(
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

const channelOf = (studio: StudioState, account: Account, channelId: number): Destination =>
  owned(
    account,
    studio.destinations.get(channelId),
    'unknown_channel',
    'channel_id',
    studioMessages.unknownChannel('channel_id'),
  );

const broadcastOf = (studio: StudioState, account: Account, broadcastId: number): Broadcast =>
  owned(
    account,
    studio.broadcasts.get(broadcastId),
    'unknown_broadcast',
    'broadcast_id',
    studioMessages.unknownBroadcast(),
  );

const streamOf = (studio: StudioState, account: Account, { query }: DemoRequest): Broadcast =>
  owned(
    account,
    studio.byStream(queryId(query, 'stream_id')),
    'unknown_stream',
    'stream_id',
    studioMessages.unknownStream(),
  );

export function bodyBoolean(body: Record<string, unknown>, field: string): boolean {
  const value = body[field];
  if (value === undefined) throw invalid(field, messages.missing(field));
  if (typeof value !== 'boolean') throw invalid(field, studioMessages.notBoolean(field));
  return value;
}

function channelItem(studio: StudioState, destination: Destination) {
  const status = studio.statusOf(destination);
  return {
    id: destination.id,
    platform: destination.platform,
    name: destination.name,
    status,
    active: destination.active,
    live: status === 'live',
    token_status: destination.tokenStatus,
  };
}

function liveInfo(studio: StudioState, broadcast: Broadcast, account: Account) {
  const ended = broadcast.endedAt !== undefined;
  const channel = broadcastChannel(broadcast.broadcastId);
  return {
    broadcast_id: broadcast.broadcastId,
    stream_id: broadcast.streamId,
    project_id: broadcast.projectId,
    started_at: isoSeconds(broadcast.startedAt),
    ended_at: ended ? isoSeconds(broadcast.endedAt!) : null,
    ingest: {
      status: ended ? 'offline' : 'online',
      bitrate: ended ? 0 : broadcast.ingest.bitrate,
      fps: ended ? 0 : broadcast.ingest.fps,
      resolution: broadcast.ingest.resolution,
    },
    // Only the destinations that are on take part in a broadcast.
    restreams: ended
      ? []
      : studio
          .destinationsOf(broadcast.projectId)
          .filter((destination) => destination.active)
          .map((destination) => ({
            channel_id: destination.id,
            platform: destination.platform,
            name: destination.name,
            status: studio.statusOf(destination),
            ...studio.countersOf(broadcast, destination.id),
          })),
    channel,
    token: studio.realtime.subscription(subjectOf(account), channel),
  };
}

function liveStatus(studio: StudioState, projectId: number) {
  const latest = studio.latestOf(projectId);
  return {
    live: latest !== undefined && latest.endedAt === undefined,
    project_id: projectId,
    broadcast_id: latest?.broadcastId ?? null,
    stream_id: latest?.streamId ?? null,
    started_at: latest ? isoSeconds(latest.startedAt) : null,
    ended_at: latest?.endedAt === undefined ? null : isoSeconds(latest.endedAt),
  };
}

/** The account's own project the service knows it by (the first it owns): 42 for the demo account. */
function homeProject(account: Account): number {
  return (account.projects.find((project) => project.isOwner) ?? account.projects[0])!.projectId;
}

function oauthUrl(request: DemoRequest, account: Account): { url: string } {
  const platformText = request.query.get('platform');
  if (platformText === null) throw invalid('platform', messages.missing('platform'));
  if (!(OAUTH_PLATFORMS as readonly string[]).includes(platformText)) {
    throw invalid('platform', messages.oneOf('platform', OAUTH_PLATFORMS));
  }
  const platform = platformText as Platform;
  const studio = request.state.studio;
  const hasChannel = request.query.get('channel_id') !== null;
  const channel = hasChannel ? channelOf(studio, account, queryId(request.query, 'channel_id')) : undefined;
  if (channel && channel.platform !== platform) {
    throw new RequestError({
      status: 400,
      code: 'wrong_platform',
      field: 'channel_id',
      text: studioMessages.wrongPlatform(platform),
    });
  }
  const projectId =
    channel?.projectId ??
    (request.query.get('project_id') === null ? homeProject(account) : queryProject(request, account));
  const state = studio.startOauth({ platform, projectId, channelId: channel?.id });
  return { url: `${request.origin}/__contract/oauth/${platform}?state=${state}` };
}

function settingsRoute(operation: SettingsOperation): DemoRoute {
  const { platform } = operation;
  return write((body, { state }, account) => {
    const destination = channelOf(state.studio, account, bodyId(body, 'channel_id'));
    if (destination.platform !== platform) {
      throw new RequestError({
        status: 400,
        code: 'wrong_platform',
        field: 'channel_id',
        text: studioMessages.wrongPlatform(platform),
      });
    }
    state.studio.setSettings(destination, settingsOf(operation, body));
    return { channel_id: destination.id, ...SETTINGS_FIELDS[platform].answer(destination) };
  });
}

export const STUDIO_ROUTES: Routes = {
  stream_key: read((request, account) => request.state.studio.keyOf(queryProject(request, account))),
  'stream_key/record': write((body, { state }, account) =>
    state.studio.setRecord(projectOf(account, bodyId(body, 'project_id')), bodyBoolean(body, 'record')),
  ),
  'rtmp_server/list': read(({ query }) => pageOf(RTMP_SERVERS, paging(query))),
  'rtmp_server/state': read(({ query }) =>
    pageOf(
      RTMP_SERVERS.map(({ id, serverStatus }) => ({ id, serverStatus })),
      paging(query),
    ),
  ),
  'channel/search': read((request, account) => {
    const projectId = queryProject(request, account);
    const studio = request.state.studio;
    const search = (request.query.get('search') ?? '').trim().toLowerCase();
    const items = studio
      .destinationsOf(projectId)
      .filter((destination) => search === '' || destination.name.toLowerCase().includes(search))
      .map((destination) => channelItem(studio, destination));
    return pageOf(items, paging(request.query));
  }),
  'channel/minimal': read((request, account) => {
    const projectId = queryProject(request, account);
    const studio = request.state.studio;
    return pageOf(
      studio.destinationsOf(projectId).map(({ id, platform, name, active }) => ({ id, platform, name, active })),
      { limit: 100, offset: 0 },
    );
  }),
  'channel/status': write((body, { state }, account) => {
    const studio = state.studio;
    const destination = channelOf(studio, account, bodyId(body, 'channel_id'));
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
    return channelItem(studio, destination);
  }),
  'project_channel/list': read((request, account) => {
    const projectId = queryProject(request, account);
    const isOwner = account.projects.find((project) => project.projectId === projectId)?.isOwner ?? false;
    const items = request.state.studio.destinationsOf(projectId).map(({ id, platform, name }) => ({
      channel_id: id,
      project_id: projectId,
      platform,
      name,
      access: isOwner ? 'owner' : 'guest',
    }));
    return pageOf(items, paging(request.query));
  }),
  'platforms/supported': read(() => ({
    results: PLATFORMS.map((platform) => ({ platform, name: PLATFORM_NAMES[platform], oauth: platform !== 'custom' })),
  })),
  'platforms/oauth_url': read(oauthUrl),
  ...Object.fromEntries(
    SETTINGS_OPERATIONS.map((operation) => [`channel_settings/${operation.path}`, settingsRoute(operation)]),
  ),
  'project/live_status': read(({ state }, account) => liveStatus(state.studio, homeProject(account))),
  'live/info': read(({ query, state }, account) =>
    liveInfo(state.studio, broadcastOf(state.studio, account, queryId(query, 'broadcast_id')), account),
  ),
  'centrifuge/auth': read(({ state }, account) => ({ token: state.studio.realtime.connection(subjectOf(account)) })),
  'centrifuge/project': read((request, account) => {
    const channel = projectChannel(queryProject(request, account));
    return { channel, token: request.state.studio.realtime.subscription(subjectOf(account), channel) };
  }),
  'centrifuge/broadcast': read(({ query, state }, account) => {
    const broadcast = broadcastOf(state.studio, account, queryId(query, 'broadcast_id'));
    const channel = broadcastChannel(broadcast.broadcastId);
    return { channel, token: state.studio.realtime.subscription(subjectOf(account), channel) };
  }),
  'analytics/bitrate': read((request, account) => {
    const { timeLine, bitrate } = request.state.studio.seriesOf(streamOf(request.state.studio, account, request));
    return { timeLine, bitrate };
  }),
  'analytics/viewers': read((request, account) => {
    const { timeLine, viewers } = request.state.studio.seriesOf(streamOf(request.state.studio, account, request));
    return { timeLine, viewers };
  }),
  'analytics/events': read((request, account) => ({
    events: streamOf(request.state.studio, account, request).events.map((event) => ({ ...event })),
  })),
};
