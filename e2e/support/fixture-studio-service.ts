// A service for the Stream page's e2e tests that answers the studio operations of fixture-studio-description.ts (and
// the cabinet's, fixture-cabinet-service.ts) on the contract API's origin, as fixture-service.ts does for the
// operation pages: it checks the access token the same way, answers errors in the NestJS shape, keeps state (a
// stream live on project 42 from the start, six destinations, the recording switch) and logs what reached it.
// Each read of the live info adds viewers, so a page that polls shows movement; there is no realtime server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContractApi } from '../../api/contract-api.ts';
import { readBody, sendJson, splitUrl } from '../../api/http-json.ts';
import { type RunningServer, startServer } from '../../api/server.ts';
import { type Cabinet, FIXTURE_USERS, createCabinet } from './fixture-cabinet-service.ts';
import type { ReceivedCall } from './fixture-service.ts';
import { test as base } from './fixtures.ts';
import { BARE_HOST, STUDIO_PATHS, STUDIO_STREAM_KEY, studioDescription } from './fixture-studio-description.ts';
import { nestError, validation } from './nest-errors.ts';

export const STUDIO_DESCRIPTION_PATH = '/fixture/studio-openapi.json';
/** The loopback page "Get url for start oauth" sends the user to: `/fixture/oauth/<platform>?state=…`. */
export const OAUTH_PAGE_PREFIX = '/fixture/oauth/';
/** The project whose studio is seeded: its owner is the demo account. */
export const STUDIO_PROJECT = 42;
/** What the service refuses to switch on: the destination whose platform token is invalid. */
export const INVALID_TOKEN_REFUSAL = 'Токен платформы недействителен, переподключите канал';

export interface StudioChannel {
  id: string;
  platform: string;
  name: string;
  status: string;
  active: boolean;
  live: boolean;
  token_status: string;
  viewers: number;
  messages: number;
  likes: number;
  settings: Record<string, unknown>;
}

export const RTMP_SERVERS = [
  { id: 0, url: 'rtmp://msk.live.example.io/app', city: 'Москва', country: 'RU', serverStatus: 'good' },
  { id: 3, url: BARE_HOST, city: 'Amsterdam', country: 'NL', serverStatus: 'problem' },
  { id: 5, url: 'rtmps://sgp.live.example.io:443/app', city: 'Singapore', country: 'SG', serverStatus: 'bad' },
];

export const SUPPORTED_PLATFORMS = [
  { platform: 'youtube', title: 'YouTube', oauth: true },
  { platform: 'twitch', title: 'Twitch', oauth: true },
  { platform: 'vk', title: 'VK Видео', oauth: true },
  { platform: 'trovo', title: 'Trovo', oauth: true },
  { platform: 'telegram', title: 'Telegram', oauth: false },
  { platform: 'custom', title: 'Свой RTMP', oauth: false },
];

const channel = (
  id: string,
  platform: string,
  name: string,
  status: string,
  active: boolean,
  token_status: string,
  viewers = 0,
): StudioChannel => ({
  id,
  platform,
  name,
  status,
  active,
  live: status === 'live',
  token_status,
  viewers,
  messages: 0,
  likes: 0,
  settings: {},
});

/** Project 42's destinations: IDs are strings (one is "0"); one status has no word in the dashboard. */
function seedChannels(): StudioChannel[] {
  return [
    channel('0', 'youtube', 'Anna Live', 'live', true, 'valid', 120),
    channel('17', 'twitch', 'anna_stream', 'live', true, 'valid', 45),
    channel('23', 'vk', 'Анна ВКонтакте', 'error', false, 'invalid'),
    channel('31', 'trovo', 'AnnaTrovo', 'throttled', true, 'deprecated'),
    channel('38', 'telegram', 'Канал Анны', 'offline', false, 'valid'),
    channel('44', 'custom', 'Мой сервер', 'pending', true, 'unused'),
  ];
}

const BITRATES = [4520, 4610, 4480, 4705, 4550, 4590];
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function createStudio(now: () => number = Date.now) {
  const seed = () => ({
    channels: seedChannels(),
    record: false,
    stream: { live: true, broadcast_id: 0, stream_id: 9001, started_at: iso(now() - 12 * 60_000) },
    /** Streams that ended or run, by stream_id: what the analytics answer for. */
    streams: new Map([[9001, iso(now() - 12 * 60_000)]]),
    liveReads: 0,
    oauthStarts: 0,
  });
  let state = seed();

  const startStream = () => {
    const started = iso(now());
    const stream_id = Math.max(...state.streams.keys()) + 1;
    state.stream = { live: true, broadcast_id: state.stream.broadcast_id + 1, stream_id, started_at: started };
    state.streams.set(stream_id, started);
    for (const item of state.channels.filter((candidate) => candidate.active && candidate.token_status === 'valid'))
      Object.assign(item, { status: 'live', live: true });
  };
  const endStream = () => {
    state.stream.live = false;
    for (const item of state.channels.filter((candidate) => candidate.live))
      Object.assign(item, { status: 'offline', live: false });
  };
  const liveInfo = () => {
    state.liveReads += 1;
    const read = state.liveReads;
    const restreams = state.channels
      .filter((item) => item.active)
      .map((item, index) => {
        if (item.live) {
          item.viewers += 3 + index * 2;
          item.messages += read % 2;
          item.likes += index % 2 === 0 ? 1 : 0;
        }
        return {
          id: index + 1,
          channel_id: Number(item.id),
          channel_name: item.name,
          channel_type: item.platform,
          viewer: item.viewers,
          message: item.messages,
          like: item.likes,
        };
      });
    const channel = (kind: string) => ({
      token: `cf_${kind}_${read}`,
      channel: `$${kind}:${state.stream.broadcast_id}`,
    });
    return {
      results: restreams,
      centrifuge: { update_url_channel: channel('live_url'), update_stats_channel: channel('live_stats') },
    };
  };
  /** "Get live status" as the real kind answers it: no project named; each read moves the bitrate. */
  const liveStatus = () => {
    const { stream } = state;
    if (!stream.live) return { live_groups_count: 0 };
    const bitrate = BITRATES[state.liveReads % BITRATES.length]!;
    return {
      live_groups_count: 1,
      stream_id: stream.stream_id,
      date: stream.started_at,
      // A word the dashboard has none for: shown as given.
      status: 'transcoding',
      resolution: '1920x1080',
      broadcast_id: stream.broadcast_id,
      action: 'active',
      info: {
        restream_data: [],
        connect_id: 5,
        fps: 30,
        bitrate,
        full_bitrate: bitrate + 96,
        dropped: 2,
        status: 'ok',
      },
    };
  };

  return {
    get channels(): readonly StudioChannel[] {
      return state.channels;
    },
    get record() {
      return state.record;
    },
    set record(value: boolean) {
      state.record = value;
    },
    get stream(): Readonly<typeof state.stream> {
      return state.stream;
    },
    /** How many times the live info was read. */
    get liveReads() {
      return state.liveReads;
    },
    nextOauthState: () => `fx${(state.oauthStarts += 1)}`,
    streamStarted: (streamId: number) => state.streams.get(streamId),
    liveInfo,
    liveStatus,
    startStream,
    endStream,
    reset: () => {
      state = seed();
    },
  };
}

export type Studio = ReturnType<typeof createStudio>;
type Answer = { status: number; body: unknown };

const ok: Answer = { status: 200, body: { success: true } };
const invalid = (property: string, constraint: string, text: string): Answer => ({
  status: 400,
  body: validation(property, { [constraint]: text }),
});
const list = <T>(items: T[]): Answer => ({ status: 200, body: { results: items } });
const minutes = (start: string, count: number) =>
  Array.from({ length: count }, (_, index) => iso(Date.parse(start) + index * 60_000));

/** Answers a studio operation for `user`, or undefined when `route` is not one. */
function answerStudio(
  studio: Studio,
  route: string,
  user: string,
  query: URLSearchParams,
  body: Record<string, unknown>,
  origin: string,
): Answer | undefined {
  const p = STUDIO_PATHS;
  const projects = (FIXTURE_USERS[user]?.projects ?? []).map((project) => project.project_id);
  const projectId = Number(query.get('project_id') ?? body.project_id);
  const ownProject = projects.includes(projectId);
  const channelsOf = (id: number) => (id === STUDIO_PROJECT ? studio.channels : []);
  const needProject = () => invalid('project_id', 'isProject', 'project_id must be a project of the current user');
  const channelById = (value: unknown, platform?: string) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) return 'not-integer';
    const found = projects.flatMap(channelsOf).find((item) => item.id === String(value));
    return found && (platform === undefined || found.platform === platform) ? found : undefined;
  };
  const streamId = Number(query.get('stream_id'));
  const started = query.get('stream_id') === '' ? undefined : studio.streamStarted(streamId);

  switch (route) {
    case `GET ${p.credentials}`:
      if (!ownProject) return needProject();
      return {
        status: 200,
        body: {
          key: projectId === STUDIO_PROJECT ? STUDIO_STREAM_KEY : `sk_live_project${projectId}`,
          record: projectId === STUDIO_PROJECT && studio.record,
          wait: 0,
        },
      };
    case `POST ${p.record}`:
      if (!ownProject) return needProject();
      if (typeof body.record !== 'boolean') return invalid('record', 'isBoolean', 'record must be a boolean value');
      if (projectId === STUDIO_PROJECT) studio.record = body.record;
      return { ...ok, status: 201 };
    case `GET ${p.servers}`:
      return list(RTMP_SERVERS);
    case `GET ${p.channelSearch}`:
    case `GET ${p.channelMinimal}`: {
      if (!ownProject) return needProject();
      const search = (query.get('search') ?? '').toLowerCase();
      const found = channelsOf(projectId).filter((item) => item.name.toLowerCase().includes(search));
      if (route === `GET ${p.channelMinimal}`)
        return list(found.map(({ id, platform, name }) => ({ id, platform, name })));
      const offset = Number(query.get('offset') ?? 0);
      const page = found.slice(offset, offset + Number(query.get('limit') ?? 20));
      return {
        status: 200,
        body: {
          total: found.length,
          limit: Number(query.get('limit') ?? 20),
          offset,
          platforms: [...new Set(page.map((item) => item.platform))].map((type, index) => ({
            id: index + 1,
            type,
            title: SUPPORTED_PLATFORMS.find((item) => item.platform === type)?.title ?? type,
            edit_name: type === 'custom' ? 1 : 0,
          })),
          results: page.map(({ id, platform, name, status, active, live, token_status }) => ({
            id,
            platform,
            name,
            status,
            active,
            live,
            token_status,
          })),
        },
      };
    }
    case `POST ${p.channelSwitch}`: {
      const found = channelById(body.channel_id);
      if (found === 'not-integer') return invalid('channel_id', 'isInt', 'channel_id must be an integer number');
      if (typeof body.status !== 'boolean') return invalid('status', 'isBoolean', 'status must be a boolean value');
      if (!found) return { status: 400, body: nestError('NotFoundException', 'Канал не найден') };
      if (body.status && found.token_status === 'invalid')
        return { status: 400, body: nestError('BadRequestException', INVALID_TOKEN_REFUSAL) };
      const live = body.status && studio.stream.live;
      Object.assign(found, { active: body.status, live, status: live ? 'live' : 'offline' });
      return ok;
    }
    case `GET ${p.platforms}`:
      return list(SUPPORTED_PLATFORMS);
    case `GET ${p.oauth}`: {
      if (!ownProject) return needProject();
      const platform = query.get('platform') ?? '';
      if (!SUPPORTED_PLATFORMS.some((item) => item.oauth && item.platform === platform))
        return invalid(
          'platform',
          'isEnum',
          'platform must be one of the following values: youtube, twitch, vk, trovo',
        );
      return {
        status: 200,
        body: { url: `${origin}${OAUTH_PAGE_PREFIX}${platform}?state=${studio.nextOauthState()}` },
      };
    }
    case `POST ${p.youtubeSettings}`:
    case `POST ${p.customSettings}`: {
      const platform = route === `POST ${p.youtubeSettings}` ? 'youtube' : 'custom';
      const found = channelById(body.channel_id, platform);
      if (found === 'not-integer') return invalid('channel_id', 'isInt', 'channel_id must be an integer number');
      if (!found) return invalid('channel_id', 'isChannel', `channel_id must be a ${platform} channel`);
      const { channel_id: _id, ...settings } = body;
      Object.assign(found.settings, settings);
      if (platform === 'custom' && typeof body.name === 'string' && body.name !== '') found.name = body.name;
      return ok;
    }
    case `GET ${p.projectLive}`: {
      // No parameters: the service knows the project from the token (here, the person's first project).
      const own = projects[0] ?? null;
      return { status: 200, body: own === STUDIO_PROJECT ? studio.liveStatus() : { live_groups_count: 0 } };
    }
    case `GET ${p.liveInfo}`: {
      const asked = query.get('broadcast_id');
      if (asked === null || asked === '' || !Number.isInteger(Number(asked)))
        return invalid('broadcast_id', 'isInt', 'broadcast_id must be an integer number');
      if (!projects.includes(STUDIO_PROJECT) || !studio.stream.live || Number(asked) !== studio.stream.broadcast_id)
        return { status: 400, body: nestError('NotFoundException', 'Трансляция не найдена') };
      return { status: 200, body: studio.liveInfo() };
    }
    case `POST ${p.centrifugeAuth}`:
      return { status: 200, body: { access_token: `cf_conn_${user}` } };
    case `POST ${p.centrifugeProject}`:
      if (!ownProject) return needProject();
      return { status: 200, body: { access_token: `cf_p_${projectId}` } };
    case `POST ${p.centrifugeBroadcast}`:
      if (typeof body.broadcast_id !== 'number')
        return invalid('broadcast_id', 'isNumber', 'broadcast_id must be a number');
      return { status: 200, body: { access_token: `cf_b_${body.broadcast_id}` } };
    case `GET ${p.bitrate}`:
    case `GET ${p.viewers}`:
    case `GET ${p.events}`: {
      if (!started || !projects.includes(STUDIO_PROJECT))
        return invalid('stream_id', 'isStream', 'stream_id must be a stream of the current user');
      const timeLine = minutes(started, BITRATES.length);
      if (route === `GET ${p.bitrate}`) return { status: 200, body: { timeLine, bitrate: BITRATES } };
      if (route === `GET ${p.viewers}`) return { status: 200, body: { timeLine, viewers: [12, 30, 54, 61, 75, 80] } };
      return {
        status: 200,
        body: [
          { created_at: timeLine[0], event: 'stream_start', platform: null, channel_id: null },
          { created_at: timeLine[1], event: 'channel_live', platform: 'youtube', channel_id: '0' },
          { created_at: timeLine[1], event: 'channel_error', platform: 'vk', channel_id: '23' },
          { created_at: timeLine[4], event: 'channel_throttled', platform: 'trovo', channel_id: '31' },
        ],
      };
    }
    default:
      return undefined;
  }
}

/** A request body as JSON, or as the text it is when it is not JSON. */
function parsed(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface StudioService extends RunningServer {
  /** Calls of the fixture's own operations (not the contract API's), in order. */
  calls: ReceivedCall[];
  /** The calls that reached one path (a STUDIO_PATHS value), in order. */
  received(path: string): ReceivedCall[];
  /** The studio's state and controls: destinations, the recording switch, the stream (end it, start another). */
  studio: Studio;
  cabinet: Cabinet;
  /** Back to the seeded state: destinations, stream, tariffs, the call log. */
  reset(): void;
}

export async function startStudioService(configOverrides: Record<string, unknown> = {}): Promise<StudioService> {
  const calls: ReceivedCall[] = [];
  const studio = createStudio();
  let cabinet: Cabinet | undefined;
  let origin = '';

  const answer = async (req: IncomingMessage, res: ServerResponse, api: ContractApi): Promise<boolean> => {
    const { path, query } = splitUrl(req.url);
    if (path === STUDIO_DESCRIPTION_PATH) {
      req.resume();
      sendJson(res, 200, studioDescription());
      return true;
    }
    if (path.startsWith(OAUTH_PAGE_PREFIX)) {
      req.resume();
      calls.push({ method: req.method ?? 'GET', path, query: Object.fromEntries(query), body: undefined });
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="en"><title>Platform sign-in</title><h1>Platform sign-in</h1></html>');
      return true;
    }
    const own = [...Object.values(STUDIO_PATHS), '/method/plan_restream/', '/method/transcoding/', '/method/storage/'];
    const cabinetOwn = /^\/method\/(user_project\/my|auth\/user|user\/me|auth\/sign_out)$/.test(path);
    if (!cabinetOwn && !own.some((prefix) => path === prefix || (prefix.endsWith('/') && path.startsWith(prefix))))
      return false;

    const body = parsed(await readBody(req));
    const method = req.method ?? 'GET';
    calls.push({ method, path, query: Object.fromEntries(query), body });
    const check = api.checkAuthorization(req.headers.authorization);
    const user = check.state === 'valid' ? check.userId : undefined;
    cabinet ??= createCabinet(api);
    const route = `${method} ${path}`;
    const cabinetAnswer = cabinet.answer(route, user, query, body);
    if (cabinetAnswer) {
      sendJson(res, cabinetAnswer.status, cabinetAnswer.body);
      return true;
    }
    if (user === undefined) {
      sendJson(res, 401, nestError('UnauthorizedException', 'Unauthorized'));
      return true;
    }
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const found = answerStudio(studio, route, user, query, fields, origin) ?? {
      status: 404,
      body: nestError('NotFoundException', `Cannot ${route}`),
    };
    sendJson(res, found.status, found.body);
    return true;
  };

  const server = await startServer({
    port: 0,
    staticDir: 'dist',
    control: true,
    configOverrides: { serviceDescriptionUrl: STUDIO_DESCRIPTION_PATH, requestTimeoutMs: 10_000, ...configOverrides },
    extraRoutes: answer,
  });
  origin = server.url;
  const originalPlans = new Map([...server.api.projects].map(([id, project]) => [id, JSON.stringify(project.plan)]));
  cabinet ??= createCabinet(server.api);
  const ownCabinet = cabinet;

  return {
    ...server,
    calls,
    received: (path) => calls.filter((call) => call.path === path),
    studio,
    cabinet: ownCabinet,
    reset: () => {
      calls.length = 0;
      studio.reset();
      ownCabinet.reset();
      for (const [id, project] of server.api.projects) {
        for (const key of Object.keys(project.plan)) delete project.plan[key];
        Object.assign(project.plan, JSON.parse(originalPlans.get(id)!) as Record<string, unknown>);
      }
    },
  };
}

// The Stream page's tests against this description: one service per worker, reset before each test. A spec imports
// `test` and `expect` from here instead of fixtures.ts and reads `service`.
export const test = base.extend<{ service: StudioService }, { studioService: StudioService }>({
  studioService: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const service = await startStudioService();
      await use(service);
      await service.close();
    },
    { scope: 'worker' },
  ],
  server: [async ({ studioService }, use) => use(studioService), { scope: 'worker' }],
  // Every test, whether it reads `service` or not: one that only presses switches must not start from the state the
  // worker's previous test left.
  service: [
    async ({ studioService }, use) => {
      studioService.reset();
      await use(studioService);
    },
    { auto: true },
  ],
});

export { expect } from './fixtures.ts';
