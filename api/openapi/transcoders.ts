// The description of transcoders (api/setup/transcoder-routes.ts): a project's quality profiles, and which of its
// destinations each is set on (../shared/real-kind-newer.md §2.11).
import { TRANSCODER_MODES, VIDEO_CODECS } from '../setup/setup-seed.ts';
import {
  PROJECT_QUERY,
  type Schema,
  dateTime,
  described,
  documentTags,
  integer,
  number,
  object,
  operation,
  ref,
  resultsOf,
  string,
} from './parts.ts';

export const TRANSCODER_TAGS = documentTags(['Transcoders']);

const boolean = (description: string): Schema => ({ type: 'boolean', description });
const whole = (minimum: number, maximum: number, description: string): Schema => ({
  type: 'integer',
  minimum,
  maximum,
  description,
});
const CODEC: Schema = { type: 'string', enum: [...VIDEO_CODECS], description: 'Video codec' };

/** The settings a profile is made of, each optional, with the real kind's bounds. */
const SETTINGS: Record<string, Schema> = {
  width: whole(100, 4000, 'Width'),
  height: whole(100, 4000, 'Height'),
  fps: whole(5, 60, 'Fps'),
  vBitrate: whole(1000, 100_000, 'Video bitrate, kbps'),
  aBitrate: whole(60, 1000, 'Audio bitrate, kbps'),
  rotation: whole(1, 2, 'Rotation'),
  bFrames: whole(0, 3, 'B-Frames'),
  channelIds: {
    type: 'array',
    items: { type: 'integer', minimum: 1 },
    maxItems: 100,
    description: 'The project’s channels it is set on (it replaces the ones it was set on)',
  },
  preset: { type: 'string', minLength: 1, maxLength: 32, description: 'Encoder preset' },
  delay: whole(0, 3600, 'Delay'),
};
const SETTING_NAMES = Object.keys(SETTINGS);
const NAME: Schema = { type: 'string', minLength: 1, maxLength: 100, description: 'Name' };

const item = (summary: string, operationId: string, description: string, answerDescription: string) =>
  operation({
    group: 'Transcoders',
    summary,
    operationId,
    description,
    body: 'TranscoderItemDto',
    answer: ref('SuccessResponse'),
    answerDescription,
    created: true,
    errors: '`invalid_content_type`, `invalid_json`, `unknown_project`, `owner_only`, `unknown_transcoder`',
  });

export const TRANSCODER_PATHS: Record<string, Record<string, unknown>> = {
  '/method/transcoder/list': {
    get: operation({
      group: 'Transcoders',
      summary: 'List of transcoder',
      operationId: 'listTranscoders',
      description:
        'The project’s transcoders: what each makes of the stream, the channels it is set on and, running, its state.',
      parameters: [PROJECT_QUERY],
      answer: ref('SiteTranscoderListResponse'),
      answerDescription: 'The transcoders.',
      errors: '`unknown_project`',
    }),
  },
  '/method/transcoder/add': {
    post: operation({
      group: 'Transcoders',
      summary: 'Transcoder create',
      operationId: 'addTranscoder',
      description:
        'Makes a transcoder. The project needs a transcoding plan that has not ended, and has at most as many transcoders as its plan has flows.',
      body: 'TranscoderCreateDto',
      answer: integer('The new transcoder’s ID'),
      answerDescription: 'The transcoder was made.',
      created: true,
      errors:
        '`invalid_content_type`, `invalid_json`, `unknown_project`, `owner_only`, `unknown_channel`, `transcoding_not_in_plan`, `transcoder_limit`',
    }),
  },
  '/method/transcoder/update': {
    post: operation({
      group: 'Transcoders',
      summary: 'Transcoder update',
      operationId: 'updateTranscoder',
      description: 'Changes a transcoder; what the body leaves out stays as it is.',
      body: 'TranscoderUpdateDto',
      answer: ref('SuccessResponse'),
      answerDescription: 'The transcoder was changed.',
      created: true,
      errors:
        '`invalid_content_type`, `invalid_json`, `unknown_project`, `owner_only`, `unknown_transcoder`, `unknown_channel`, `transcoding_not_in_plan`',
    }),
  },
  '/method/transcoder/delete': {
    post: item(
      'Transcoder delete',
      'deleteTranscoder',
      'Deletes a transcoder; the channels it was set on are sent as they come.',
      'The transcoder was deleted.',
    ),
  },
  '/method/transcoder/stop': {
    post: item(
      'Transcoder stop',
      'stopTranscoder',
      'Stops a transcoder until it is set on a channel again.',
      'The transcoder was stopped.',
    ),
  },
  '/method/transcoder/reset-delay': {
    post: item(
      'Reset delay',
      'resetTranscoderDelay',
      'Brings a running transcoder’s delay back to the one it is set to.',
      'The delay was reset.',
    ),
  },
  '/method/channel_settings/setTranscoder': {
    post: operation({
      group: 'Channel settings',
      summary: 'Set transcoder from channel. Personal settings.',
      operationId: 'setChannelTranscoder',
      description:
        'Sends the channel’s stream through one of the project’s transcoders; without `transcoder_id`, as it comes. A transcoder needs a transcoding plan that has not ended.',
      body: 'SiteSetTranscoderRequest',
      answer: ref('SuccessResponse'),
      answerDescription: 'The channel’s transcoder was set.',
      created: true,
      errors:
        '`invalid_content_type`, `invalid_json`, `unknown_project`, `owner_only`, `unknown_channel`, `unknown_transcoder`, `transcoding_not_in_plan`',
    }),
  },
};

export const TRANSCODER_SCHEMAS: Record<string, Schema> = {
  TranscoderState: object({
    status: { type: 'string', enum: ['active', 'inactive'], description: 'Status' },
    bitrate: number('Bitrate it sends now'),
    delay: number('Delay now'),
    start_at: dateTime('When it started'),
    source_connected: boolean('Whether the incoming stream reaches it'),
    transcoder_running: boolean('Whether it is transcoding'),
    target_connected: boolean('Whether what it makes reaches the channel'),
  }),
  TranscoderChannelItem: object({
    group_id: number('group_id'),
    name: string('Name of the channel'),
    type: string('Platform of the channel'),
    active: boolean('Whether the channel is on'),
    photo_default: string('photo_default'),
    live: number('1 while the channel is live, else 0'),
    status: string('State of the channel'),
    user_id: number('user_id'),
    transcoderId: number('Transcoder id'),
  }),
  TranscoderListItem: object(
    {
      id: number('Id'),
      name: string('Name'),
      createdAt: dateTime('createdAt'),
      ...Object.fromEntries(
        ['fps', 'vBitrate', 'aBitrate', 'width', 'height', 'rotation', 'bFrames'].map((name) => [
          name,
          { ...SETTINGS[name], type: 'number' },
        ]),
      ),
      status: { type: 'string', enum: ['active', 'inactive'], description: 'Status: active while it transcodes' },
      videoCodec: CODEC,
      channels: { type: 'array', items: ref('TranscoderChannelItem'), description: 'The channels it is set on' },
      delay: number('Delay it is set to'),
      preset: string('Encoder preset'),
      state: {
        oneOf: [ref('TranscoderState'), { type: 'null' }],
        description: 'Its state while it runs; null otherwise',
      },
      mode: { type: 'string', enum: [...TRANSCODER_MODES], description: 'Mode' },
    },
    ['fps', 'vBitrate', 'aBitrate', 'width', 'height', 'rotation', 'bFrames', 'state'],
  ),
  SiteTranscoderListResponse: resultsOf('TranscoderListItem'),
  TranscoderCreateDto: object(
    {
      project_id: integer('Project ID'),
      name: NAME,
      videoCodec: CODEC,
      mode: { type: 'string', enum: [...TRANSCODER_MODES], default: 'custom', description: 'Mode' },
      ...SETTINGS,
    },
    ['mode', ...SETTING_NAMES],
  ),
  TranscoderUpdateDto: object(
    {
      project_id: integer('Project ID'),
      transcoder_id: integer('Transcoder id'),
      videoCodec: CODEC,
      name: NAME,
      ...SETTINGS,
    },
    ['name', ...SETTING_NAMES],
  ),
  TranscoderItemDto: object({ project_id: integer('Project ID'), transcoder_id: integer('Transcoder id') }),
  SiteSetTranscoderRequest: object(
    {
      project_id: integer('Project ID'),
      channel_id: integer('Channel ID'),
      transcoder_id: described({ type: 'integer', minimum: 1 }, 'Transcoder id; left out, none'),
    },
    ['transcoder_id'],
  ),
};
