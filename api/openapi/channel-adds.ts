// The description of adding, removing and reading one channel (api/setup/channel-routes.ts): the newer description's
// "Add <platform> channel" operations, one per platform with its own body model (../shared/real-kind-newer.md §2.4),
// "Delete channel" and "Get channel by id".
import { CHANNEL_ADDS, type ChannelAdd } from '../setup/channel-adds.ts';
import { titleOf } from '../setup/platform-catalog.ts';
import { NAME_MAX, STREAM_KEY_MAX, URL_MAX } from '../setup/setup-checks.ts';
import { CHANNEL_SCHEMAS } from './channel-item.ts';
import {
  PROJECT_QUERY,
  type Schema,
  idQuery,
  integer,
  number,
  object,
  operation,
  ref,
  secret,
  string,
} from './parts.ts';

const address = (pattern: string, description: string): Schema => ({
  type: 'string',
  minLength: 1,
  maxLength: URL_MAX,
  pattern,
  description,
});
const RTMP_URL = address('^rtmps?://', 'The platform’s RTMP server address, rtmp:// or rtmps://');
const STREAM_KEY: Schema = secret({
  type: 'string',
  minLength: 1,
  maxLength: STREAM_KEY_MAX,
  pattern: '^\\S+$',
  description: 'The platform’s stream key',
});
const NAME: Schema = { type: 'string', minLength: 1, maxLength: NAME_MAX, description: 'Name of the channel' };
const PLATFORM_ID = (description: string): Schema => ({ type: 'string', minLength: 1, maxLength: 64, description });

/** Each add's body, as the sheet writes it (`v` and `language` are the query's here, as every operation's). */
function bodyOf(add: ChannelAdd): Schema {
  const project = { project_id: integer('Project ID') };
  switch (add.body) {
    case 'rtmp':
      return object({ ...project, name: NAME, rtmp_url: RTMP_URL, stream_key: STREAM_KEY });
    case 'channel-url':
      return object({
        ...project,
        channel_url: address('^https://', 'Address of the channel’s page on the platform, https://'),
        rtmp_url: RTMP_URL,
        stream_key: STREAM_KEY,
      });
    case 'srt':
      return object({
        ...project,
        name: NAME,
        ingress_url: secret(
          address('^srt://', 'Where the stream is sent, srt://host:port (with its parameters, if any)'),
        ),
      });
    case 'vk':
      return object({
        ...project,
        channel_id: PLATFORM_ID('VK channel id (a community of the account’s, from Get channels with accounts)'),
        account_id: PLATFORM_ID('VK account id (accountId of Get accounts)'),
      });
    case 'ok':
      return object({
        ...project,
        channel_id: PLATFORM_ID('OK public or user id (from Get channels with accounts)'),
        account_id: PLATFORM_ID('OK account id (accountId of Get accounts)'),
        rtmp_url: RTMP_URL,
        stream_key: STREAM_KEY,
      });
  }
}

const HOW: Record<ChannelAdd['body'], string> = {
  rtmp: 'by its name, the platform’s RTMP server address and stream key',
  'channel-url': 'by the address of its page, the platform’s RTMP server address and stream key',
  srt: 'by its name and the SRT address the stream is sent to',
  vk: 'from one of the channels a linked account can stream to',
  ok: 'from one of the channels a linked account can stream to, with the platform’s RTMP server address and stream key',
};

const addErrors = (add: ChannelAdd) =>
  [
    '`invalid_content_type`, `invalid_json`, `unknown_project`, `owner_only`',
    '`platform_not_adding` (the platform takes no new channels)',
    '`too_many_channels`',
    ...(add.platform === 'custom' ? ['`plan_forbids_custom` (the project’s plan has no custom channels)'] : []),
    ...(add.body === 'vk' || add.body === 'ok'
      ? ['`unknown_account`, `account_signed_out`, `unknown_platform_channel`, `channel_connected`']
      : []),
  ].join(', ');

export const CHANNEL_ADD_PATHS: Record<string, Record<string, unknown>> = {
  ...Object.fromEntries(
    CHANNEL_ADDS.map((add) => [
      `/method/${add.operation}`,
      {
        post: operation({
          group: 'Channel',
          summary: add.summary,
          operationId: `addChannel${add.model.replace(/Dto$/, '').replace(/^Method/, '')}`,
          description: `Adds a ${add.platform ? titleOf(add.platform) : add.word} channel to the project ${HOW[add.body]}. It is off until it is turned on.`,
          body: add.model,
          answer: undefined,
          answerDescription: 'The channel was added; the answer has no body, as the real kind’s.',
          created: true,
          errors: addErrors(add),
        }),
      },
    ]),
  ),
  '/method/channel/delete': {
    post: operation({
      group: 'Channel',
      summary: 'Delete channel',
      operationId: 'deleteChannel',
      description:
        'Removes a channel from the project. A channel other projects have access to is refused (`channel_shared`) until they no longer have it.',
      body: 'DeleteChannelDto',
      answer: ref('SuccessResponse'),
      answerDescription: 'The channel was removed.',
      created: true,
      errors:
        '`invalid_content_type`, `invalid_json`, `unknown_project`, `owner_only`, `unknown_channel`, `channel_shared`',
    }),
  },
  '/method/channel/get': {
    get: operation({
      group: 'Channel',
      summary: 'Get channel by id',
      operationId: 'getChannel',
      description: 'One channel of the project, as the channel list has it.',
      parameters: [PROJECT_QUERY, idQuery('channel_id', 'Channel ID')],
      answer: ref('ChannelById'),
      answerDescription: 'The channel.',
      errors: '`unknown_project`, `unknown_channel`',
    }),
  },
};

export const CHANNEL_ADD_SCHEMAS: Record<string, Schema> = {
  ...Object.fromEntries(CHANNEL_ADDS.map((add) => [add.model, bodyOf(add)])),
  DeleteChannelDto: object({ project_id: integer('Project ID'), channel_id: integer('Channel ID') }),
  // The newer description's SearchChannelItem: the channel list's item, and what it adds (never sent by the demo).
  ChannelById: channelById(),
};

/** The channel list's item with the newer description's merged broadcast data, and what "Get channel by id" adds. */
function channelById(): Schema {
  const channel = CHANNEL_SCHEMAS.Channel!;
  return {
    ...channel,
    properties: {
      ...(channel.properties as Schema),
      streamInfo: { allOf: [ref('SearchChannelItemStreamInfo')], description: 'The broadcast’s data on the platform' },
      ingress_url: secret(string('Where an SRT channel’s stream is sent')),
      ingress_protocol: string('Protocol of ingress_url'),
      timer: number('timer'),
      delay: number('delay'),
    },
  };
}
