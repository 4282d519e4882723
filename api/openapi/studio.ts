// The description of the streamer's studio (api/studio/): Stream key, RtmpServer, Channel,
// Platforms, Channel settings, Project, Live, Centrifuge and Analytics. The document names these operations and
// nothing else of them: the paths and shapes here are the real kind's (../shared/real-kind-shapes.md).
import {
  SETTINGS_FIELDS,
  SETTINGS_OPERATIONS,
  type SettingsField,
  type SettingsOperation,
  type SettingsPlatform,
} from '../studio/channel-settings.ts';
import { OAUTH_PLATFORMS, PLATFORM_CAPABILITIES, SERVER_STATUSES } from '../studio/studio-seed.ts';
import {
  PAGING_QUERY,
  PROJECT_QUERY,
  type Schema,
  described,
  enumQuery,
  idQuery,
  integer,
  resultsOf,
  number,
  object,
  operation,
  ref,
  secret,
  string,
  documentTags,
} from './parts.ts';
import { CHANNEL_SCHEMAS } from './channel-item.ts';
import { GUARD_FIELDS } from './videos.ts';

export const STUDIO_TAGS = documentTags([
  'Stream key',
  'RtmpServer',
  'Channel',
  'Platforms',
  'Channel settings',
  'Project',
  'Live',
  'Centrifuge',
  'Analytics',
]);

const boolean = (description: string): Schema => ({ type: 'boolean', description });
const oneOfText = (values: readonly string[], description: string): Schema => ({
  type: 'string',
  enum: [...values],
  description,
});

const BROADCAST_QUERY = idQuery('broadcast_id', 'Broadcast ID (broadcast_id of the live status)');
const STREAM_QUERY = idQuery('stream_id', 'Stream ID (stream_id of the live status or the live info)');
// The real kind's required load window, with its default.
const INTERVAL_QUERY = {
  ...enumQuery('interval', [1, 3, 6, 12, 24], 'Hours the load figures cover'),
  schema: { type: 'number', enum: [1, 3, 6, 12, 24], default: 1, example: 1 },
};

/** An Analytics answer: described only as an object, as the real kind of description does. */
const ANY_OBJECT = { type: 'object' };

const load = (description: string) => ({ allOf: [ref('RtmpServerLoading')], description });
const SERVER_LOADS = {
  network: load('Network load of the selected time'),
  cpu: load('CPU load of the selected time'),
  ram: load('RAM load of the selected time'),
};
const SERVER_PLATFORMS = { type: 'array', items: ref('RtmpServerPlatformQuality'), description: 'Quality array' };

const requestName = (operation: SettingsOperation) => `${operation.operationId.replace(/^set/, '')}Request`;

function settingsPaths() {
  return Object.fromEntries(
    SETTINGS_OPERATIONS.map((settings) => [
      `/method/channel_settings/${settings.path}`,
      {
        post: operation({
          group: 'Channel settings',
          summary: settings.summary,
          operationId: settings.operationId,
          description:
            settings.platform === 'custom'
              ? `Changes the ${settings.fields[0] === 'name' ? 'name' : 'RTMP URL'} of a custom channel.`
              : `Settings of a ${settings.platform} channel for the next broadcasts. Fields left out stay as they are.`,
          body: requestName(settings),
          answer: ref('SuccessResponse'),
          answerDescription: 'The settings were saved.',
          created: true,
          errors: [
            '`invalid_content_type`, `invalid_json`, `unknown_channel`, `wrong_platform` (the channel is of another platform), `owner_only`',
            ...(settings.tariff ? ['`plan_forbids_changes` (the project’s plan does not allow changing them)'] : []),
          ].join(', '),
        }),
      },
    ]),
  );
}

function settingsSchemas(): Record<string, Schema> {
  const text = (spec: Omit<SettingsField, 'description'>): Schema => ({
    type: 'string',
    ...(spec.values ? { enum: [...spec.values] } : {}),
    ...(spec.minLength === undefined ? {} : { minLength: spec.minLength }),
    ...(spec.maxLength === undefined ? {} : { maxLength: spec.maxLength }),
    ...(spec.pattern === undefined ? {} : { pattern: spec.pattern }),
    ...(spec.secret ? { format: 'password' } : {}),
  });
  const property = (platform: SettingsPlatform, field: string): Schema => {
    const spec = SETTINGS_FIELDS[platform].fields[field]!;
    if (spec.kind === 'boolean') return boolean(spec.description);
    if (spec.kind === 'tags') return { type: 'array', items: text(spec.item ?? {}), description: spec.description };
    return { ...text(spec), description: spec.description };
  };
  const requests = SETTINGS_OPERATIONS.map((operation) => [
    requestName(operation),
    object(
      {
        project_id: integer('Project ID'),
        channel_id: integer('Channel ID'),
        ...Object.fromEntries(operation.fields.map((field) => [field, property(operation.platform, field)])),
      },
      operation.required ? [] : operation.fields,
    ),
  ]);
  return Object.fromEntries(requests);
}

export const STUDIO_PATHS: Record<string, Record<string, unknown>> = {
  '/method/stream-keys': {
    get: operation({
      group: 'Stream key',
      summary: 'Get stream credentials',
      operationId: 'getStreamCredentials',
      description:
        'The project’s stream key, which the encoder sends with the server URL, its recording setting, and its stream guard: how long it holds the platforms when the signal drops, and the service videos shown on pause and on a lost signal (Set service video).',
      parameters: [PROJECT_QUERY],
      answer: ref('StreamCredentials'),
      answerDescription: 'The credentials.',
      errors: '`unknown_project`',
    }),
  },
  '/method/stream-keys/record': {
    post: operation({
      group: 'Stream key',
      summary: 'Update record',
      operationId: 'updateRecord',
      description: 'Turns recording of the project’s broadcasts on or off.',
      body: 'UpdateRecordRequest',
      answer: ref('SuccessResponse'),
      answerDescription: 'Recording was turned on or off.',
      created: true,
      errors: '`invalid_content_type`, `invalid_json`, `unknown_project`',
    }),
  },
  '/method/rtmp_server/list': {
    get: operation({
      group: 'RtmpServer',
      summary: 'List rtmp servers',
      operationId: 'listRtmpServers',
      description: 'The ingest servers an encoder can send to, with where they are and how they are doing.',
      parameters: [PROJECT_QUERY, INTERVAL_QUERY],
      answer: ref('RtmpServerList'),
      answerDescription: 'The servers.',
    }),
  },
  '/method/rtmp_server/state': {
    get: operation({
      group: 'RtmpServer',
      summary: 'State of rtmp servers',
      operationId: 'listRtmpServerStates',
      description: 'How each ingest server is doing.',
      parameters: [INTERVAL_QUERY],
      answer: ref('RtmpServerStateList'),
      answerDescription: 'The server states.',
    }),
  },
  '/method/channel/search': {
    get: operation({
      group: 'Channel',
      summary: 'Search channel list',
      operationId: 'searchChannels',
      description: 'The project’s channels (destinations), with their state and the state of their platform token.',
      parameters: [
        PROJECT_QUERY,
        {
          name: 'name',
          in: 'query',
          required: false,
          schema: { type: 'string', maxLength: 10 },
          description: 'Part of the channel name',
        },
        ...PAGING_QUERY,
      ],
      answer: ref('ChannelList'),
      answerDescription: 'A page of channels.',
      errors: '`unknown_project`',
    }),
  },
  '/method/channel/short': {
    get: operation({
      group: 'Channel',
      summary: 'Minimal channel list',
      operationId: 'listChannelsMinimal',
      description: 'Every channel of the project, with its name and whether it is on.',
      parameters: [PROJECT_QUERY],
      answer: ref('ChannelMinimalList'),
      answerDescription: 'The channels.',
      errors: '`unknown_project`',
    }),
  },
  '/method/channel/set-status': {
    post: operation({
      group: 'Channel',
      summary: 'Get live status',
      operationId: 'setChannelStatus',
      description:
        'Turns a channel on (`status` true: it takes part in the project’s broadcasts) or off. A channel whose platform token is invalid cannot be turned on until it is reconnected.',
      body: 'ChannelStatusRequest',
      answer: ref('SuccessResponse'),
      answerDescription: 'The channel was turned on or off.',
      errors:
        '`invalid_content_type`, `invalid_json`, `unknown_channel`, `token_invalid` (the platform token is invalid)',
    }),
  },
  '/method/platforms/list': {
    get: operation({
      group: 'Platforms',
      summary: 'Supported platforms',
      operationId: 'listSupportedPlatforms',
      description: 'The platforms a channel can stream to.',
      answer: ref('SupportedPlatforms'),
      answerDescription: 'The platforms.',
    }),
  },
  '/method/platforms/connect': {
    get: operation({
      group: 'Platforms',
      summary: 'Get url for start oauth',
      operationId: 'getOauthUrl',
      description:
        'Where to send the user to connect an account of the platform to the project: a channel of it is added, or the project’s channel of it whose token no longer works is renewed. Its answer is not described, as the real kind has it.',
      parameters: [
        PROJECT_QUERY,
        {
          name: 'platform',
          in: 'query',
          required: true,
          schema: { type: 'string', enum: [...OAUTH_PLATFORMS], example: 'vk' },
          description: 'Platform',
        },
      ],
      answer: undefined,
      answerDescription: 'Where to go; its shape is not described.',
      errors: '`unknown_project`, `owner_only`',
    }),
  },
  ...settingsPaths(),
  '/method/project/live-status': {
    get: operation({
      group: 'Project',
      summary: 'Get live status',
      operationId: 'getProjectLiveStatus',
      description:
        'Whether a stream of the access token’s account is live, with its broadcast, stream and incoming stream; it names no project.',
      answer: ref('ProjectLiveStatus'),
      answerDescription: 'The live status.',
    }),
  },
  '/method/live/restreams': {
    get: operation({
      group: 'Live',
      summary: 'View live info',
      operationId: 'viewLiveInfo',
      description:
        'A broadcast: the ingest, each channel that is on with its state and audience, and a realtime channel and its token for updates.',
      parameters: [PROJECT_QUERY, BROADCAST_QUERY],
      answer: ref('LiveInfo'),
      answerDescription: 'The broadcast.',
      errors: '`unknown_broadcast`',
    }),
  },
  '/method/centrifuge': {
    get: operation({
      group: 'Centrifuge',
      summary: 'Auth centrifuge',
      operationId: 'authCentrifuge',
      description: 'A connection token for the realtime endpoint, asked for within a project.',
      parameters: [PROJECT_QUERY],
      answer: ref('CentrifugeToken'),
      answerDescription: 'The token.',
    }),
  },
  '/method/centrifuge/auth/project': {
    get: operation({
      group: 'Centrifuge',
      summary: 'Auth token for project',
      operationId: 'authCentrifugeProject',
      description: 'A subscription token for the project’s realtime channel.',
      parameters: [PROJECT_QUERY],
      answer: ref('CentrifugeToken'),
      answerDescription: 'The token.',
      errors: '`unknown_project`',
    }),
  },
  '/method/centrifuge/token/broadcast': {
    get: operation({
      group: 'Centrifuge',
      summary: 'Auth token for broadcast',
      operationId: 'authCentrifugeBroadcast',
      description: 'A subscription token for a broadcast’s realtime channel.',
      parameters: [PROJECT_QUERY, BROADCAST_QUERY],
      answer: ref('CentrifugeToken'),
      answerDescription: 'The token.',
      errors: '`unknown_broadcast`',
    }),
  },
  '/method/analytics/stream/graph/bitrate': {
    get: operation({
      group: 'Analytics',
      summary: 'Bitrate for stream',
      operationId: 'analyticsBitrate',
      description: 'The bitrate of a stream over time.',
      parameters: [PROJECT_QUERY, STREAM_QUERY],
      answer: ANY_OBJECT,
      answerDescription: 'The series.',
      errors: '`unknown_stream`',
    }),
  },
  '/method/analytics/stream/graph/viewers': {
    get: operation({
      group: 'Analytics',
      summary: 'Viewers for stream',
      operationId: 'analyticsViewers',
      description: 'The viewers of a stream over time.',
      parameters: [PROJECT_QUERY, STREAM_QUERY],
      answer: ANY_OBJECT,
      answerDescription: 'The series.',
      errors: '`unknown_stream`',
    }),
  },
  '/method/analytics/stream/events': {
    get: operation({
      group: 'Analytics',
      summary: 'Events for stream',
      operationId: 'analyticsEvents',
      description: 'What happened during a stream.',
      parameters: [PROJECT_QUERY, STREAM_QUERY],
      answer: ANY_OBJECT,
      answerDescription: 'The events.',
      errors: '`unknown_stream`',
    }),
  },
};

export const STUDIO_SCHEMAS: Record<string, Schema> = {
  StreamCredentials: object({
    wait: integer('Seconds the stream guard holds the platforms when the encoder’s signal drops'),
    record: boolean('Whether broadcasts are recorded'),
    key: secret(string('Stream key')),
    ...GUARD_FIELDS,
  }),
  UpdateRecordRequest: object({ project_id: integer('Project ID'), record: boolean('Record broadcasts') }),
  // The real kind's RtmpServerListItem and RtmpServerStateItem, glossed as it glosses them.
  RtmpServer: object({
    city: string('City'),
    url: string('Rtmp url'),
    country: { allOf: [ref('CountryItem')], description: 'Country' },
    ...SERVER_LOADS,
    quality: number('Quality connection of pool'),
    index: number('Sort index'),
    serverStatus: oneOfText(SERVER_STATUSES, 'Quality in string format'),
    platforms: SERVER_PLATFORMS,
  }),
  RtmpServerList: resultsOf('RtmpServer'),
  RtmpServerState: object({
    city: string('City'),
    country: { allOf: [ref('CountryItem')], description: 'Country' },
    lat: number('Latitude'),
    long: number('Longitude'),
    ...SERVER_LOADS,
    quality: number('Quality connection of pool'),
    serverStatus: oneOfText(SERVER_STATUSES, 'Quality in string format'),
    platforms: SERVER_PLATFORMS,
  }),
  CountryItem: object({ name: string('Country name'), code: string('Country code'), id: number('Id of the country') }),
  // The real kind states no unit for a load.
  RtmpServerLoading: object({ avg: number('Average'), max: number('Max') }),
  RtmpServerPlatformQuality: object({
    id: number('Platform id'),
    quality: number('Quality connection'),
    title: string('Title of platform'),
    status: oneOfText(SERVER_STATUSES, 'Quality in string format'),
    reconnect: number('Reconnect'),
  }),
  RtmpServerStateList: resultsOf('RtmpServerState'),
  ...CHANNEL_SCHEMAS,
  // The real kind's GetShortChannelItem, glossed as it glosses it.
  ChannelMinimal: object({
    channel_id: number('channel_id'),
    type: string('type'),
    name: string('name'),
    photo_default: { type: ['string', 'null'], description: 'photo_default' },
  }),
  ChannelMinimalList: resultsOf('ChannelMinimal'),
  ChannelStatusRequest: object({ channel_id: integer('Channel ID'), status: boolean('On (true) or off (false)') }),
  // The real kind's PlatformsSupportedItem: its capabilities as numbers, glossed as it glosses them.
  SupportedPlatform: object({
    id: number('id'),
    is_adding: number('The possibility of adding a platform'),
    title: string('title'),
    extension: { type: 'string', enum: ['png', 'svg'], description: 'Extension' },
    url: string('url'),
    type: string('type'),
    ...Object.fromEntries(PLATFORM_CAPABILITIES.map((name) => [name, number(name)])),
  }),
  SupportedPlatforms: object({
    results: { type: 'array', items: ref('SupportedPlatform'), description: 'Array of items' },
  }),
  ...settingsSchemas(),
  // The real kind's MethodProjectLiveStatusResponse: only the count is sent when nothing is live.
  ProjectLiveStatus: object(
    {
      live_groups_count: number('Live group count'),
      stream_id: number('Stream id'),
      url: string('Url live stream'),
      app: string('App name'),
      date: string('Date'),
      status: string('Stream status'),
      resolution: string('Stream resolution'),
      broadcast_id: number('Broadcast id'),
      action: string('Action'),
      info: { allOf: [ref('ProjectLiveStatusInfo')], description: 'Stream info' },
      // Sent by the real kind when a video file plays as the broadcast; the demo never does.
      video: { allOf: [ref('ProjectLiveStatusVideo')], description: 'Video info' },
    },
    ['stream_id', 'url', 'app', 'date', 'status', 'resolution', 'broadcast_id', 'action', 'info', 'video'],
  ),
  ProjectLiveStatusVideo: object({
    task_id: number('Task id'),
    video_id: number('Video id'),
    name: string('Video name'),
    duration: number('Duration'),
  }),
  // The real kind gives these fields no words: ours only restate their names, so the demo shows no meaning the
  // service does not give (the page has its own words for the ones it knows).
  ProjectLiveStatusInfo: object(
    {
      restream_data: { type: 'array', items: ref('ProjectLiveStatusRestream'), description: 'Restream data' },
      connect_id: number('Connect id'),
      connect_id_v2: string('Connect id v2'),
      fps: number('Fps'),
      key_frame: number('Key frame'),
      count: number('Count'),
      speed: number('Speed'),
      quality: number('Quality'),
      bitrate: number('Bitrate'),
      full_bitrate: number('Full bitrate'),
      status: string('Status'),
      restrims: number('Restrims'),
    },
    ['restream_data'],
  ),
  ProjectLiveStatusRestream: object({ id: number('Restream id'), status: string('Status') }),
  LiveRestream: object(
    {
      id: number('Restream id'),
      channel_id: number('Channel id'),
      channel_name: string('Channel name'),
      channel_type: string('Channel type'),
      url: string('Stream url'),
      viewer: number('Count of viewers'),
      message: number('Count of message'),
      like: number('Count of like'),
    },
    ['url', 'viewer', 'message', 'like'],
  ),
  LiveCentrifugeChannel: object({ token: string('Subscription token'), channel: string('Realtime channel') }),
  LiveInfo: object({
    results: { type: 'array', items: ref('LiveRestream'), description: 'Array of items' },
    centrifuge: described(
      object({
        update_url_channel: { allOf: [ref('LiveCentrifugeChannel')], description: 'Event for restream update url' },
        update_stats_channel: {
          allOf: [ref('LiveCentrifugeChannel')],
          description: 'Event for restream update viewers',
        },
      }),
      'Realtime channels of the broadcast',
    ),
  }),
  CentrifugeToken: object({ access_token: string('Access token') }),
};
