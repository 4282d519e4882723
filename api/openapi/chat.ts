// The description of the chat (api/studio/chat-routes.ts): "Get chat key" (the newer description's Chat group), the
// Chat gateway's four operations, which take that key and a broadcast, and "Get restreams for chat" (Broadcast). The
// paths and shapes are the real kind's: the gateway's in both of its descriptions (../shared/real-kind-shapes.md,
// its send's body and the key in the newer one, ../shared/real-kind-newer.md).
import { CLIENT_ID_MAX, HISTORY_LIMIT } from '../studio/chat-state.ts';
import {
  PROJECT_QUERY,
  type Schema,
  dateTime,
  idQuery,
  integer,
  number,
  object,
  operation,
  query,
  ref,
  resultsOf,
  secret,
  string,
} from './parts.ts';

const OWN = 'The newer description’s (../shared/real-kind-newer.md): api/real-kind-newer.test.ts holds it to it.';
export const CHAT_TAGS = [
  { name: 'Chat', description: OWN },
  { name: 'Chat gateway', description: 'Document section 1; paths and shapes are the real kind’s.' },
];

const KEY_QUERY = query('key', secret({ type: 'string', minLength: 1 }), 'Chat key of the project (Get chat key)');
const BROADCAST_QUERY = idQuery('broadcast_id', 'Broadcast ID');
const EVENT_QUERY = query('event_id', { type: 'string', minLength: 1 }, 'Message ID (event_id of the message)');
const GATEWAY_ERRORS = '`unknown_chat_key` (not the key of one of your projects), `unknown_broadcast`';
/** A send's or a removal's: the account's access to the key's project does not allow the chat. */
const CHAT_DENIED = '`owner_only` (your access to the key’s project does not allow the chat)';

const boolean = (description: string): Schema => ({ type: 'boolean', description });

export const CHAT_PATHS: Record<string, Record<string, unknown>> = {
  '/method/chat/key': {
    get: operation({
      group: 'Chat',
      summary: 'Get chat key',
      operationId: 'getChatKey',
      description:
        'The key the Chat gateway’s operations take for the project’s chat. A secret of the project: send it to this service only.',
      parameters: [PROJECT_QUERY],
      answer: ref('SiteChatKeyResponse'),
      answerDescription: 'The key.',
      errors: '`unknown_project`, `chat_not_in_plan` (the project’s plan has no chat)',
    }),
  },
  '/method/chat/messages': {
    get: operation({
      group: 'Chat gateway',
      summary: 'List history message',
      operationId: 'listChatHistory',
      description: `The chat of a broadcast: its latest ${HISTORY_LIMIT} messages, oldest first, each from a platform or sent through the service; \`total\` counts all of them. New ones are published on the broadcast’s chat channel (List available Method API Centrifuge channels).`,
      parameters: [KEY_QUERY, BROADCAST_QUERY],
      answer: ref('MethodChatHistoryResponse'),
      answerDescription: 'The messages.',
      errors: GATEWAY_ERRORS,
    }),
    post: operation({
      group: 'Chat gateway',
      summary: 'Send message',
      operationId: 'sendChatMessage',
      description:
        'Sends a message to the chats of the restreams named, while the broadcast is live. Each restream answers for itself: the platform’s ID of the message, or `error`, why it was refused (its chat cannot be written, the channel is off or its authorization is no longer accepted, or the platform refused it). A message sent again with the same `id` is answered as it was and not sent again.',
      parameters: [KEY_QUERY, BROADCAST_QUERY],
      body: 'MethodChatSendMessageRequestDto',
      answer: ref('MessageResponseDto'),
      answerDescription: 'The message, with where it went.',
      created: true,
      errors: `\`invalid_content_type\`, \`invalid_json\`, ${GATEWAY_ERRORS}, ${CHAT_DENIED}, \`unknown_restream\`, \`broadcast_ended\``,
    }),
  },
  '/method/chat/messages/message': {
    get: operation({
      group: 'Chat gateway',
      summary: 'Get one message',
      operationId: 'getChatMessage',
      description: 'One message of a broadcast’s chat.',
      parameters: [KEY_QUERY, BROADCAST_QUERY, EVENT_QUERY],
      answer: ref('MessageResponseDto'),
      answerDescription: 'The message.',
      errors: `${GATEWAY_ERRORS}, \`unknown_message\``,
    }),
  },
  '/method/chat/messages/delete': {
    post: operation({
      group: 'Chat gateway',
      summary: 'Remove message',
      operationId: 'removeChatMessage',
      description:
        'Removes a message from a live broadcast’s chat (a viewer’s, or one sent); the removal is published on the chat channel. It takes no body.',
      parameters: [KEY_QUERY, BROADCAST_QUERY, EVENT_QUERY],
      answer: ref('SuccessResponse'),
      answerDescription: 'The message was removed.',
      created: true,
      errors: `${GATEWAY_ERRORS}, ${CHAT_DENIED}, \`unknown_message\`, \`broadcast_ended\``,
    }),
  },
  '/method/broadcast/restreams-chat': {
    get: operation({
      group: 'Broadcast',
      summary: 'Get restreams for chat',
      operationId: 'listChatRestreams',
      description:
        'The restreams of a broadcast a message can go to: while it is live, those of the destinations that are on; once ended, every one it had. Whether a platform’s chat can be written is in Supported platforms (`write_chat`).',
      parameters: [
        BROADCAST_QUERY,
        { ...KEY_QUERY, description: 'Chat token: the chat key of the project (Get chat key)' },
      ],
      answer: ref('MethodBroadcastRestreamsResponse'),
      answerDescription: 'The restreams.',
      errors: GATEWAY_ERRORS,
    }),
  },
};

export const CHAT_SCHEMAS: Record<string, Schema> = {
  SiteChatKeyResponse: object({ key: string('Chat key of the project, for the Chat gateway’s operations') }),
  MethodChatHistoryResponse: object({
    total: number('How many messages the broadcast’s chat holds'),
    items: {
      type: 'array',
      items: ref('MessageResponseDto'),
      description: `The latest ${HISTORY_LIMIT} of them, oldest first`,
    },
  }),
  MethodChatSendMessageRequestDto: object({
    id: {
      type: 'string',
      minLength: 1,
      maxLength: CLIENT_ID_MAX,
      description: 'The sender’s own ID of the message: the same ID sent again answers the message already sent',
    },
    text: { type: 'string', minLength: 1, maxLength: 300, description: 'The message' },
    restreams: {
      type: 'array',
      items: { type: 'integer' },
      minItems: 1,
      description: 'Restreams to send it to (restream_id of Get restreams for chat)',
    },
  }),
  // The real kind writes entities and sender as objects with no properties: the entities here are the newer
  // description's message parts (a text, or an emote), and the sender is who wrote it.
  MessageResponseDto: object({
    event_id: string('Message ID'),
    restreams: {
      type: 'array',
      items: ref('MessageRestreamResponseDto'),
      description: 'Each restream the message went to, or the one it came from',
    },
    entities: {
      type: 'array',
      items: { oneOf: [ref('MessageTextEntity'), ref('MessageEmoteEntity')] },
      description: 'The message in parts (the demo sends its text as one part)',
    },
    text: string('The message'),
    sender: { allOf: [ref('MessageSender')], description: 'Who wrote it' },
    created_at: dateTime('When it was written'),
    broadcast_id: number('Broadcast ID'),
    is_outgoing: boolean('Sent through the service (true), or read from a platform (false)'),
  }),
  MessageRestreamResponseDto: object(
    {
      id: {
        type: ['string', 'null'],
        description: 'The platform’s ID of the message; null where the platform did not take it',
      },
      event_id: string('The platform’s event of the message (never sent by the demo)'),
      restream_id: number('Restream ID'),
      platform: string('Platform of the restream'),
      created_at: dateTime('When it was sent to (or read from) the platform'),
      error: string('Why the platform did not take it, in the request’s language'),
    },
    ['event_id', 'error'],
  ),
  MessageTextEntity: object({ type: string('Kind of part: text'), text: string('The text') }),
  MessageEmoteEntity: object({
    type: string('Kind of part: an emote'),
    id: string('Emote ID on the platform'),
    name: string('Emote name'),
    image: string('Picture of the emote'),
  }),
  MessageSender: object({
    id: string('The author’s ID (on the platform, or the account’s for a message sent)'),
    name: string('The author’s name'),
  }),
  MethodBroadcastRestreamItemResponse: object({
    restream_id: integer('Restream Id'),
    channel_id: integer('Channel Id'),
    name: string('Platform name'),
    image: string('Platform image (empty: the demo has none)'),
    platform: string('Platform type'),
    viewers: number('Viewer count'),
  }),
  MethodBroadcastRestreamsResponse: resultsOf('MethodBroadcastRestreamItemResponse'),
};
