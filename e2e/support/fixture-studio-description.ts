// A description of the streamer's studio operations written apart from the Stream page and the demo deployment, in
// the style NestJS's Swagger module prints for services of this kind: tags are the document's groups, summaries its
// operation names, operationIds `<Controller>_<method>V1`, DTOs under components/schemas; answers in the real kind's
// top-level shapes (api/fixture-shapes.test.ts), its data its own. And what such descriptions really hold: the channel
// list as `allOf` of a base list whose `results` are strings, redeclared by the concrete list; a
// channel `id` that is a string while the switch's `channel_id` is an integer; a switch whose summary lies ("Get
// live status", a generator's mistake); a live status read with no parameters at all; answers described only as
// `{"type":"object"}` (the analytics); no operation to reset a stream key. The cabinet's operations (projects, who
// is signed in, Logout, tariffs) are the other fixture's (fixture-cabinet-description.ts).
import {
  answer,
  body,
  bool,
  serviceDescription,
  int,
  num,
  object,
  operation,
  parameter,
  ref,
  str,
  arrayOf,
  nested,
} from '../../src/testing/description-builder.ts';
import { cabinetPaths, cabinetSchemas } from './fixture-cabinet-description.ts';

/** The stream key "Get stream credentials" answers: masked on the page until Reveal. */
export const STUDIO_STREAM_KEY = 'sk_live_7c1e94d2b80a';
/** A server whose `url` is a bare host: shown as given, no scheme invented. */
export const BARE_HOST = 'live.example.io';

/** Where the studio's operations live in this description (paths none of the other descriptions use). */
export const STUDIO_PATHS = {
  credentials: '/method/stream_key/credentials',
  record: '/method/stream-keys/record',
  servers: '/method/rtmp_server/list',
  channelSearch: '/method/channel/search',
  channelMinimal: '/method/channel/short',
  channelSwitch: '/method/channel/set_status',
  platforms: '/method/platforms/list',
  oauth: '/method/platforms/connect',
  youtubeSettings: '/method/channel_settings/youtube/options',
  customSettings: '/method/channel_settings/custom',
  projectLive: '/method/project/live-status',
  liveInfo: '/method/live/restreams',
  centrifugeAuth: '/method/centrifuge',
  centrifugeProject: '/method/centrifuge/project_token',
  centrifugeBroadcast: '/method/centrifuge/broadcast_token',
  bitrate: '/method/analytics/stream/bitrate',
  viewers: '/method/analytics/stream/viewers',
  events: '/method/analytics/stream/events',
} as const;

/** Every studio operation by its document group and name: each is described once, under that tag and summary. */
export const STUDIO_NAMES: [group: string, name: string][] = [
  ['Stream key', 'Get stream credentials'],
  ['Stream key', 'Update record'],
  ['RtmpServer', 'List rtmp servers'],
  ['Channel', 'Search channel list'],
  ['Channel', 'Minimal channel list'],
  ['Channel', 'Get live status'],
  ['Platforms', 'Supported platforms'],
  ['Platforms', 'Get url for start oauth'],
  ['Channel settings', 'Optional settings for youtube'],
  ['Channel settings', 'Set name / rtmp url for a custom channel (global settings)'],
  ['Project', 'Get live status'],
  ['Live', 'View live info'],
  ['Centrifuge', 'Auth centrifuge'],
  ['Centrifuge', 'Auth token for project'],
  ['Centrifuge', 'Auth token for broadcast'],
  ['Analytics', 'Bitrate for stream'],
  ['Analytics', 'Viewers for stream'],
  ['Analytics', 'Events for stream'],
];

export const CHANNEL_STATUSES = ['init', 'pending', 'error', 'live', 'offline', 'busy'];
export const TOKEN_STATES = ['unused', 'invalid', 'deprecated', 'valid'];
export const PLATFORMS = ['youtube', 'twitch', 'vk', 'trovo', 'telegram', 'custom'];

const query = (name: string, description: string, schema: Record<string, unknown>, required = true) =>
  parameter(name, { description, schema, required });
const projectId = query('project_id', 'Идентификатор проекта', { type: 'number' });
const streamId = query('stream_id', 'Идентификатор стрима', { type: 'number' });

/** One operation: its group (tag), its document name (summary), its operationId, and the rest of it. */
const op = (
  tag: string,
  summary: string,
  operationId: string,
  rest: {
    parameters?: unknown[];
    requestBody?: unknown;
    responses: unknown;
    /** The live status read takes no parameters at all: not even `v` and `language`. */
    bare?: boolean;
  },
) => {
  const { bare = false, ...parts } = rest;
  return operation({ group: tag, summary, operationId, ...parts, ...(bare ? { common: false as const } : {}) });
};

function studioPaths(): Record<string, unknown> {
  const p = STUDIO_PATHS;
  return {
    [p.credentials]: {
      get: op('Stream key', 'Get stream credentials', 'StreamKeyController_getCredentialsV1', {
        parameters: [projectId],
        responses: answer('StreamCredentialsDto', 'Данные для подключения'),
      }),
    },
    [p.record]: {
      post: op('Stream key', 'Update record', 'StreamKeyController_updateRecordV1', {
        requestBody: body('UpdateRecordDto'),
        responses: answer('SuccessResponse', 'Успешно', '201'),
      }),
    },
    [p.servers]: {
      get: op('RtmpServer', 'List rtmp servers', 'RtmpServerController_listV1', {
        responses: answer('RtmpServerListResponse', 'Список серверов'),
      }),
    },
    [p.channelSearch]: {
      get: op('Channel', 'Search channel list', 'ChannelController_searchV1', {
        parameters: [
          projectId,
          query('search', 'Строка поиска', { type: 'string' }, false),
          query('limit', 'Сколько записей', { type: 'number', default: 20 }, false),
          query('offset', 'Сколько пропустить', { type: 'number', default: 0 }, false),
        ],
        responses: answer('ChannelListResponse', 'Список каналов'),
      }),
    },
    [p.channelMinimal]: {
      get: op('Channel', 'Minimal channel list', 'ChannelController_minimalV1', {
        parameters: [projectId],
        responses: answer('ChannelMinimalListResponse', 'Список каналов'),
      }),
    },
    [p.channelSwitch]: {
      // The generator copied the summary of the read above: this is the destination's on/off switch.
      post: op('Channel', 'Get live status', 'ChannelController_setStatusV1', {
        requestBody: body('SetChannelStatusDto'),
        responses: answer('SuccessResponse'),
      }),
    },
    [p.platforms]: {
      get: op('Platforms', 'Supported platforms', 'PlatformsController_supportedV1', {
        responses: answer('PlatformListResponse', 'Платформы'),
      }),
    },
    [p.oauth]: {
      get: op('Platforms', 'Get url for start oauth', 'PlatformsController_oauthUrlV1', {
        parameters: [
          projectId,
          query('platform', 'Платформа', { type: 'string', enum: PLATFORMS.filter((name) => name !== 'custom') }),
          query('channel_id', 'Канал для переподключения', { type: 'number' }, false),
        ],
        // As the real kind: the answer is not described (the page finds the address in whatever comes).
        responses: { '200': { description: '' }, '400': answer('OauthUrlDto')['400'] },
      }),
    },
    [p.youtubeSettings]: {
      post: op('Channel settings', 'Optional settings for youtube', 'ChannelSettingsController_youtubeOptionsV1', {
        requestBody: body('YoutubeOptionsDto'),
        responses: answer('SuccessResponse'),
      }),
    },
    [p.customSettings]: {
      post: op(
        'Channel settings',
        'Set name / rtmp url for a custom channel (global settings)',
        'ChannelSettingsController_customV1',
        {
          requestBody: body('CustomChannelDto'),
          responses: answer('SuccessResponse'),
        },
      ),
    },
    [p.projectLive]: {
      get: op('Project', 'Get live status', 'ProjectController_liveStatusV1', {
        bare: true,
        responses: answer('ProjectLiveStatusDto', 'Статус эфира'),
      }),
    },
    [p.liveInfo]: {
      get: op('Live', 'View live info', 'LiveController_infoV1', {
        parameters: [query('broadcast_id', 'Идентификатор трансляции', { type: 'number' })],
        responses: answer('LiveInfoDto', 'Эфир'),
      }),
    },
    // POSTs here, where a real deployment's are GETs: token reads the page must never send by itself.
    [p.centrifugeAuth]: {
      post: op('Centrifuge', 'Auth centrifuge', 'CentrifugeController_authV1', {
        responses: answer('CentrifugeTokenDto', 'Токен подключения'),
      }),
    },
    [p.centrifugeProject]: {
      post: op('Centrifuge', 'Auth token for project', 'CentrifugeController_projectV1', {
        requestBody: body('ProjectTokenDto'),
        responses: answer('CentrifugeTokenDto', 'Токен канала'),
      }),
    },
    [p.centrifugeBroadcast]: {
      post: op('Centrifuge', 'Auth token for broadcast', 'CentrifugeController_broadcastV1', {
        requestBody: body('BroadcastTokenDto'),
        responses: answer('CentrifugeTokenDto', 'Токен канала'),
      }),
    },
    [p.bitrate]: {
      get: op('Analytics', 'Bitrate for stream', 'AnalyticsController_bitrateV1', {
        parameters: [streamId],
        responses: answer({ type: 'object' }),
      }),
    },
    [p.viewers]: {
      get: op('Analytics', 'Viewers for stream', 'AnalyticsController_viewersV1', {
        parameters: [streamId],
        responses: answer({ type: 'object' }),
      }),
    },
    [p.events]: {
      get: op('Analytics', 'Events for stream', 'AnalyticsController_eventsV1', {
        parameters: [streamId],
        responses: answer({ type: 'object' }),
      }),
    },
  };
}

function studioSchemas(): Record<string, unknown> {
  return {
    BaseListResponse: object({
      total: num('Всего записей'),
      limit: num('Записей на странице'),
      offset: num('Пропущено записей'),
      // The base's placeholder, which each concrete list redeclares.
      results: arrayOf('string'),
    }),
    StreamCredentialsDto: object({
      key: str('Ключ потока'),
      record: bool('Запись включена'),
      wait: num('Секунд ожидания подключения'),
    }),
    UpdateRecordDto: object({ project_id: num('Идентификатор проекта'), record: bool('Запись') }, [
      'project_id',
      'record',
    ]),
    RtmpServerDto: object({
      id: num('Идентификатор сервера'),
      url: str('Адрес сервера'),
      city: str('Город'),
      country: str('Страна'),
      serverStatus: str('Состояние', { enum: ['good', 'problem', 'bad'] }),
    }),
    RtmpServerListResponse: object({ results: arrayOf(ref('RtmpServerDto')) }),
    ChannelDto: object({
      id: str('Идентификатор канала'),
      platform: str('Платформа'),
      name: str('Название'),
      status: str('Статус', { enum: CHANNEL_STATUSES }),
      active: bool('Включён'),
      live: bool('В эфире'),
      token_status: str('Состояние токена платформы', { enum: TOKEN_STATES }),
    }),
    // The concrete list: the base, with `results` redeclared as the items.
    ChannelListResponse: {
      allOf: [
        ref('BaseListResponse'),
        object({
          results: arrayOf(ref('ChannelDto')),
          platforms: arrayOf(ref('ChannelPlatformDto')),
        }),
      ],
    },
    ChannelPlatformDto: object({
      id: num('Идентификатор платформы'),
      type: str('Тип'),
      title: str('Название'),
      edit_name: num('Можно менять название'),
    }),
    ChannelMinimalDto: object({ id: str('Идентификатор канала'), platform: str('Платформа'), name: str('Название') }),
    ChannelMinimalListResponse: object({ results: arrayOf(ref('ChannelMinimalDto')) }),
    SetChannelStatusDto: object({ channel_id: int('Идентификатор канала'), status: bool('Включить') }, [
      'channel_id',
      'status',
    ]),
    PlatformDto: object({
      platform: str('Платформа'),
      title: str('Название'),
      oauth: bool('Подключается через OAuth'),
    }),
    OauthUrlDto: object({ url: str('Ссылка для авторизации') }),
    PlatformListResponse: object({ results: arrayOf(ref('PlatformDto')) }),
    YoutubeOptionsDto: object(
      {
        channel_id: int('Идентификатор канала'),
        title: str('Название трансляции'),
        privacy: str('Доступ', { enum: ['public', 'unlisted', 'private'] }),
      },
      ['channel_id'],
    ),
    CustomChannelDto: object(
      { channel_id: int('Идентификатор канала'), name: str('Название'), rtmp_url: str('RTMP адрес') },
      ['channel_id'],
    ),
    // The real kind's shapes (../shared/real-kind-shapes.md), glossed in Russian as this generator writes them.
    ProjectLiveStatusDto: object(
      {
        live_groups_count: num('Количество групп в эфире'),
        stream_id: num('Идентификатор стрима'),
        url: str('Ссылка на поток'),
        app: str('Приложение'),
        date: str('Дата'),
        status: str('Статус стрима'),
        resolution: str('Разрешение стрима'),
        broadcast_id: num('Идентификатор трансляции'),
        action: str('Действие'),
        info: nested('LiveStatusInfoDto', 'Информация о стриме'),
        video: object({
          task_id: num('Задача'),
          video_id: num('Видео'),
          name: str('Название'),
          duration: num('Длительность'),
        }),
      },
      ['live_groups_count'],
    ),
    LiveStatusInfoDto: object({
      restream_data: arrayOf({ type: 'object' }),
      connect_id: num('Идентификатор подключения'),
      fps: num('Кадров в секунду'),
      bitrate: num('Битрейт'),
      full_bitrate: num('Полный битрейт'),
      dropped: num('Потеряно кадров'),
      status: str('Статус'),
    }),
    LiveRestreamDto: object(
      {
        id: num('Идентификатор рестрима'),
        channel_id: num('Идентификатор канала'),
        channel_name: str('Название канала'),
        channel_type: str('Тип канала'),
        viewer: num('Количество зрителей'),
        message: num('Количество сообщений'),
        like: num('Количество лайков'),
      },
      ['id', 'channel_id', 'channel_name', 'channel_type'],
    ),
    LiveCentrifugeItemDto: object({ token: str('Токен'), channel: str('Канал') }),
    LiveInfoDto: object({
      results: arrayOf(ref('LiveRestreamDto')),
      centrifuge: object({
        update_url_channel: nested('LiveCentrifugeItemDto', 'Обновление ссылки'),
        update_stats_channel: nested('LiveCentrifugeItemDto', 'Обновление зрителей'),
      }),
    }),
    CentrifugeTokenDto: object({ access_token: str('Токен доступа') }),
    ProjectTokenDto: object({ project_id: num('Идентификатор проекта') }, ['project_id']),
    BroadcastTokenDto: object({ broadcast_id: num('Идентификатор трансляции') }, ['broadcast_id']),
  };
}

export function studioDescription(): Record<string, unknown> {
  return serviceDescription({
    openapi: '3.0.0',
    info: { title: 'Relay API', version: '1.0', description: 'Сгенерировано @nestjs/swagger' },
    extra: { tags: [], security: [{ bearer: [] }] },
    paths: {
      '/method/auth/refresh-access': {
        post: op('Auth', 'Update access token', 'AuthController_refreshV1', {
          bare: true,
          requestBody: body('RefreshDto'),
          responses: answer('TokenPair', 'Пара токенов'),
        }),
      },
      '/method/plan_restream': {
        get: op('PlanRestream', 'Get tariff for project', 'PlanRestreamController_getV1', {
          parameters: [projectId],
          responses: answer('PlanRestreamProjectDto', 'Тариф'),
        }),
      },
      ...cabinetPaths(),
      ...studioPaths(),
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    schemas: {
      ...cabinetSchemas(),
      ...studioSchemas(),
      PlanRestreamSlotDto: object({
        id: num('Идентификатор тарифа'),
        channel_max: num('Каналов'),
        bitrate_max: num('Битрейт'),
        support_custom_channel: bool('Свой канал'),
        custom_video: num('Своё видео'),
        date_end: str('Окончание', { format: 'date-time' }),
      }),
      PlanRestreamProjectDto: object({
        before: nested('PlanRestreamSlotDto', 'Предыдущий тариф', { nullable: true }),
        current: nested('PlanRestreamSlotDto', 'Текущий тариф', { nullable: true }),
        next: nested('PlanRestreamSlotDto', 'Следующий тариф', { nullable: true }),
      }),
      RefreshDto: object(
        { v: str('Версия'), language: str('Язык'), app: str('Приложение'), refresh: str('Токен обновления') },
        ['v', 'language', 'app', 'refresh'],
      ),
      TokenPair: object({ accessToken: str('Токен доступа'), refreshToken: str('Токен обновления') }),
      SuccessResponse: object({ success: bool('Успешно') }),
      ValidatorError: object({
        property: str('Поле'),
        constraints: { type: 'object', additionalProperties: { type: 'string' } },
        children: arrayOf(ref('ValidatorError')),
      }),
      ErrorResponse: object({
        error: object({
          name: str('Тип ошибки'),
          msg: str('Сообщение'),
          options: { type: 'object' },
          data: { type: 'object' },
          validator_error: arrayOf(ref('ValidatorError')),
        }),
      }),
    },
  });
}
