// The description of a project's broadcasts (api/studio/broadcast-routes.ts) and of the newer Centrifuge operations
// (api/studio/centrifuge-routes.ts), at the newer description's paths and in its shapes (../shared/real-kind-newer.md;
// api/real-kind-newer.test.ts holds them to it).
import { BROADCAST_PAGE, EVENT_PAGE, ORDERS } from '../studio/broadcast-routes.ts';
import { EVENT_LEVELS } from '../studio/broadcast-events.ts';
import { MAX_LIMIT } from '../validation.ts';
import {
  PROJECT_QUERY,
  type Schema,
  dateTime,
  described,
  idQuery,
  integer,
  number,
  object,
  operation,
  query,
  ref,
  string,
} from './parts.ts';

export const BROADCAST_TAGS = [
  { name: 'Broadcast', description: 'Document section 1; paths and shapes are the newer description’s.' },
];

const BROADCAST_QUERY = idQuery('broadcast_id', 'Broadcast ID (id of List broadcast)');
const pageQuery = (fallback: number) => [
  query(
    'limit',
    { type: 'number', minimum: 1, maximum: MAX_LIMIT, default: fallback },
    'How many items a page has',
    false,
  ),
  query('offset', { type: 'number', minimum: 0, default: 0 }, 'How many items to skip', false),
];
const ordered = (name: string, fallback: string, description: string) =>
  query(name, { type: 'string', enum: [...ORDERS], default: fallback }, description, false);

const array = (items: Schema, description: string): Schema => ({ type: 'array', items, description });
const nullableDate = (description: string): Schema => ({ type: ['string', 'null'], format: 'date-time', description });
const ERRORS = '`unknown_project`, `unknown_broadcast`';
const CONTROL_ERRORS =
  '`invalid_content_type`, `invalid_json`, `unknown_project`, `owner_only`, `unknown_broadcast`, `broadcast_ended`';

const graphPath = (series: 'bitrate' | 'viewers', summary: string, what: string) => ({
  get: operation({
    group: 'Broadcast',
    summary,
    operationId: `broadcastGraph${series[0]!.toUpperCase()}${series.slice(1)}`,
    description: `${what} of a broadcast, sampled over its whole length (every minute for the past ones, every few seconds while live).`,
    parameters: [PROJECT_QUERY, BROADCAST_QUERY],
    answer: ref('SiteBroadcastGraphResponse'),
    answerDescription: 'The series.',
    errors: ERRORS,
  }),
});

const controlPath = (summary: string, operationId: string, description: string, created: boolean) => ({
  post: operation({
    group: 'Broadcast',
    summary,
    operationId,
    description,
    body: 'SiteBroadcastControlRequest',
    answer: ref('SuccessResponse'),
    answerDescription: 'Done.',
    created,
    errors: CONTROL_ERRORS,
  }),
});

export const BROADCAST_PATHS: Record<string, Record<string, unknown>> = {
  '/method/broadcast/list': {
    get: operation({
      group: 'Broadcast',
      summary: 'List broadcast',
      operationId: 'listBroadcasts',
      description:
        'The project’s broadcasts, the live one among them, in the order they started: oldest first, or newest first with `order` desc.',
      parameters: [PROJECT_QUERY, ...pageQuery(BROADCAST_PAGE), ordered('order', 'asc', 'Order by start: asc or desc')],
      answer: ref('SiteBroadcastListResponse'),
      answerDescription: 'A page of broadcasts.',
      errors: '`unknown_project`',
    }),
  },
  '/method/broadcast': {
    get: operation({
      group: 'Broadcast',
      summary: 'Get one broadcast',
      operationId: 'getBroadcast',
      description: 'A broadcast: its incoming stream, its audience and each restream it had.',
      parameters: [PROJECT_QUERY, BROADCAST_QUERY],
      answer: ref('SiteBroadcastFindResponse'),
      answerDescription: 'The broadcast.',
      errors: ERRORS,
    }),
  },
  '/method/broadcast/events': {
    get: operation({
      group: 'Broadcast',
      summary: 'Events from broadcast v4',
      operationId: 'listBroadcastEvents',
      description:
        'What happened during a broadcast, in the request’s language: newest first unless `sort_by_date` is asc, of one level or one platform if asked.',
      parameters: [
        PROJECT_QUERY,
        BROADCAST_QUERY,
        query('level', { type: 'string', enum: [...EVENT_LEVELS] }, 'Only events of this level', false),
        query('platform', { type: 'string' }, 'Only events of this platform (youtube, twitch, …)', false),
        ordered('sort_by_date', 'desc', 'Order by date: asc or desc'),
        ...pageQuery(EVENT_PAGE),
      ],
      answer: ref('SiteBroadcastEventsV4Response'),
      answerDescription: 'A page of events.',
      errors: ERRORS,
    }),
  },
  '/method/broadcast/graph/bitrate': graphPath('bitrate', 'Bitrate from broadcast', 'The incoming bitrate'),
  '/method/broadcast/graph/viewers': graphPath('viewers', 'Viewers from broadcast', 'The viewers on all platforms'),
  '/method/broadcast/status': {
    get: operation({
      group: 'Broadcast',
      summary: 'Live status info by project id',
      operationId: 'getBroadcastStatus',
      description:
        'Whether the project is live: `status` inactive and nothing else, or its live broadcast — `status` live, or paused (Pause stream) — with its incoming stream and each restream’s state.',
      parameters: [PROJECT_QUERY],
      answer: ref('BroadcastStatusResponse'),
      answerDescription: 'The live status.',
      errors: '`unknown_project`',
    }),
  },
  '/method/broadcast/pause': controlPath(
    'Pause stream',
    'pauseBroadcast',
    'Pauses the project’s live broadcast: the live status says paused until Play stream. Pausing a paused broadcast changes nothing.',
    true,
  ),
  '/method/broadcast/play': controlPath(
    'Play stream',
    'playBroadcast',
    'Plays the project’s paused broadcast again. Playing one that is not paused changes nothing.',
    true,
  ),
  '/method/broadcast/stop': controlPath(
    'Stop stream',
    'stopBroadcast',
    'Ends the project’s live broadcast: it joins the past ones, and the live status says inactive.',
    false,
  ),
  '/method/centrifuge/channels': {
    get: operation({
      group: 'Centrifuge',
      summary: 'List available Method API Centrifuge channels',
      operationId: 'listCentrifugeChannels',
      description:
        'The realtime channels this service publishes on: each one’s pattern, what fills it, whether it needs a subscription token (Get token for connect to centrifuge for channel), the kinds of its publications and what they carry.',
      answer: ref('CentrifugoChannelsCatalogResponse'),
      answerDescription: 'The channels.',
    }),
  },
  '/method/centrifuge/auth/connect': {
    get: operation({
      group: 'Centrifuge',
      summary: 'Get token for connect to centrifuge for project',
      operationId: 'getCentrifugeConnectToken',
      description: 'A connection token for the realtime endpoint, asked for within a project.',
      parameters: [PROJECT_QUERY],
      answer: ref('AuthCentrifugoConnectResponse'),
      answerDescription: 'The token.',
      errors: '`unknown_project`',
    }),
  },
  '/method/centrifuge/auth/channel': {
    get: operation({
      group: 'Centrifuge',
      summary: 'Get token for connect to centrifuge for channel',
      operationId: 'getCentrifugeChannelToken',
      description:
        'A subscription token for a realtime channel of the project or of one of its broadcasts, named as the channel list’s pattern names it (`$chat:9001`).',
      parameters: [
        PROJECT_QUERY,
        query('channel_name', { type: 'string', minLength: 1 }, 'Channel name, as its pattern gives it'),
      ],
      answer: ref('AuthCentrifugoChannelResponse'),
      answerDescription: 'The token.',
      errors: '`unknown_project`, `unknown_channel_name`',
    }),
  },
};

const serverOf = (description: string) => ({ allOf: [ref('SiteRestreamEventServerResponse')], description });

export const BROADCAST_SCHEMAS: Record<string, Schema> = {
  SiteBroadcastListResponse: object({
    results: array(ref('SiteBroadcastItemResponse'), 'The broadcasts of this page'),
    limit: number('How many items a page has'),
    offset: number('How many items were skipped'),
    total: number('How many broadcasts the project has'),
  }),
  SiteBroadcastItemResponse: object({
    id: integer('Broadcast ID'),
    created_at: dateTime('When it started'),
    finish_at: nullableDate('When it ended; null while it is live'),
    reconnects: number('How many times the encoder reconnected'),
    restreams: array(ref('SiteRestreamItemResponse'), 'Each restream it had'),
  }),
  SiteRestreamItemResponse: object({
    type: string('Platform of the channel'),
    viewers: number('The most viewers it had at once'),
    message: number('Messages in its chat'),
  }),
  SiteBroadcastFindResponse: object({
    id: integer('Broadcast ID'),
    bitrate: number('Incoming bitrate, the latest'),
    fps: number('Incoming frames per second, the latest'),
    width: number('Width of the incoming picture'),
    height: number('Height of the incoming picture'),
    location: string('City of the ingest server'),
    encoder: string('The encoder that sent the stream'),
    ip: string('Address the stream came from'),
    created_at: dateTime('When it started'),
    finish_at: nullableDate('When it ended; null while it is live'),
    viewers: number('The most viewers it had at once, on all platforms together'),
    reconnects: number('How many times the encoder reconnected'),
    message: number('Messages in the chats of all its restreams'),
    restreams: array(ref('SiteRestreamResponse'), 'Each restream it had'),
  }),
  SiteRestreamResponse: object({
    id: integer('Restream ID'),
    channel_id: integer('Channel ID'),
    name: string('Channel name'),
    type: string('Platform of the channel'),
    photo: string('Picture of the channel (empty: the demo has none)'),
    video: string('Address of the broadcast on the platform'),
    viewers: number('The most viewers it had at once'),
    message: number('Messages in its chat'),
    created_at: dateTime('When the broadcast started sending to it'),
  }),
  // The real kind merges its four answers into one: `status` alone when nothing is live, the live broadcast's
  // fields otherwise (a video played as the broadcast adds the scheduler's, which the demo never sends).
  BroadcastStatusResponse: object(
    {
      status: string('inactive, live or paused'),
      broadcast_id: integer('Broadcast ID'),
      stream_id: integer('Stream ID'),
      reconnects: number('How many times the encoder reconnected'),
      date_start: dateTime('When it started'),
      resolution: string('Incoming resolution'),
      fps: number('Incoming frames per second'),
      bitrate: number('Incoming bitrate'),
      key_frame: number('Key frame interval'),
      url: string('Address of the broadcast’s own player'),
      video_codec_name: string('Incoming video codec'),
      restreams: array(ref('BroadcastLiveStatusRestream'), 'Each destination that is on, with its state'),
      app: string('Application that takes the stream'),
      schedulerId: number('Scheduled video ID (a video played as the broadcast; never sent by the demo)'),
      video_id: number('Video ID (never sent by the demo)'),
      name: string('Video name (never sent by the demo)'),
      duration: number('Video duration (never sent by the demo)'),
    },
    [
      'broadcast_id',
      'stream_id',
      'reconnects',
      'date_start',
      'resolution',
      'fps',
      'bitrate',
      'key_frame',
      'url',
      'video_codec_name',
      'restreams',
      'app',
      'schedulerId',
      'video_id',
      'name',
      'duration',
    ],
  ),
  BroadcastLiveStatusRestream: object(
    {
      id: integer('Restream ID'),
      status: string('State of its channel: init, pending, error, live, offline or busy'),
    },
    ['status'],
  ),
  SiteBroadcastEventsV4Response: object(
    {
      results: array(ref('SiteRestreamEventV4Response'), 'The events of this page'),
      limit: number('How many items a page has'),
      offset: number('How many items were skipped'),
      total: number('How many events match'),
      sort_by_date: string('The order: asc or desc'),
      next_cursor_id: string('Where the next page starts (never sent: pages go by offset)'),
      next_cursor_datetime: string('When the next page starts (never sent: pages go by offset)'),
    },
    ['next_cursor_id', 'next_cursor_datetime'],
  ),
  SiteRestreamEventV4Response: object(
    {
      id: string('Event ID'),
      level: { type: 'string', enum: [...EVENT_LEVELS], description: 'How much it matters' },
      text: string('What happened, in the request’s language'),
      created_at: dateTime('When it happened'),
      app: string('Application that took the stream'),
      server: serverOf('The ingest server'),
      platform: string('Platform of the destination it is about, if it is about one'),
    },
    ['platform'],
  ),
  SiteRestreamEventServerResponse: object({
    id: integer('Server ID'),
    country_name: string('Country'),
    country_code: string('Country code'),
    city: string('City'),
    ip: string('Server address'),
  }),
  SiteBroadcastGraphResponse: object({
    data: array({ type: 'number' }, 'The values, one per point'),
    labels: array({ type: 'number' }, 'When each point was taken, in milliseconds since 1970-01-01 UTC'),
    setting: described({ type: 'object' }, 'How to draw the chart (sent empty)'),
  }),
  SiteBroadcastControlRequest: object({
    project_id: integer('Project ID'),
    broadcast_id: integer('Broadcast ID (the live one)'),
  }),
  CentrifugoChannelsCatalogResponse: object({
    results: array(ref('CentrifugoChannelCatalogItemResponse'), 'The channels'),
  }),
  CentrifugoChannelCatalogItemResponse: object({
    channel_type: string('Kind of channel'),
    channel_pattern: string('Its name, with what fills it in braces'),
    required_params: array({ type: 'string' }, 'What fills the pattern'),
    requires_token: { type: 'boolean', description: 'Whether a subscription needs a token of its own' },
    response_schema: string('Name of the shape its publications have'),
    events: array({ type: 'string' }, 'Kinds of publication it carries'),
    description: string('What it carries'),
  }),
  AuthCentrifugoConnectResponse: object({
    access_token: string('Connection token'),
    expires_in: number('Seconds it is good for'),
  }),
  AuthCentrifugoChannelResponse: object({
    access_token: string('Subscription token'),
    expires_in: number('Seconds it is good for'),
    channel: string('The channel it is for'),
  }),
};
