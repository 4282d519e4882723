// The chat at the real kind's paths: "Get chat key" (the newer description's Chat group) and the Chat gateway's four
// operations, which take that key and a broadcast instead of a project, and "Get restreams for chat" (Broadcast),
// which says which restreams a message can go to. A key of a project the account does not have is refused as
// unknown, and so is a broadcast of another project than the key's; sending and removing a message need a level
// that allows the chat (`owner_only` otherwise), reading it a member's.
import type { Account } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRequest, type DemoRoute, SUCCESS } from '../demo-route.ts';
import { asLanguage, messages } from '../messages.ts';
import { longerThan } from '../text-length.ts';
import { RequestError, bodyString, invalid, queryId, queryString } from '../validation.ts';
import { CLIENT_ID_MAX, HISTORY_LIMIT, messageAnswer } from './chat-state.ts';
import { chatWords } from './chat-words.ts';
import { planAllows } from './plan-abilities.ts';
import { PLATFORM_NAMES } from './studio-seed.ts';
import type { Broadcast } from './studio-state.ts';
import { studioMessages } from './studio-messages.ts';
import { projectFor, queryProject } from '../project-access.ts';
import { broadcastOf, read, unknownBroadcast, write } from './studio-routes.ts';

/** A message's text, as the real kind's send takes it: 1 to 300 characters. */
const TEXT_MAX = 300;

const languageOf = (request: DemoRequest) => asLanguage(request.query.get('language'));

/**
 * The broadcast the gateway's `key` and `broadcast_id` name: the key's project's, among the account's projects, at a
 * level there that allows what the route needs (api/project-access.ts).
 */
function chatBroadcast(request: DemoRequest, account: Account): Broadcast {
  const key = queryString(request.query, 'key');
  const projects = account.projects.map((project) => project.projectId);
  const projectId = request.state.chat.projectOfKey(key, projects);
  if (projectId === undefined) {
    throw new RequestError({ status: 400, code: 'unknown_chat_key', field: 'key', text: chatWords.unknownKey() });
  }
  // Sending to the chat and removing its messages need a level that allows the chat's moderation.
  projectFor(request.state.team, account, projectId, request.need, 'key');
  const broadcast = broadcastOf(request.state.studio, account, queryId(request.query, 'broadcast_id'));
  if (broadcast.projectId !== projectId) throw unknownBroadcast();
  return broadcast;
}

function liveChat(broadcast: Broadcast): Broadcast {
  if (broadcast.endedAt === undefined) return broadcast;
  throw new RequestError({
    status: 400,
    code: 'broadcast_ended',
    field: 'broadcast_id',
    text: chatWords.broadcastEnded(),
  });
}

function chatMessage(request: DemoRequest, account: Account) {
  const broadcast = chatBroadcast(request, account);
  const eventId = queryString(request.query, 'event_id');
  const found = request.state.chat.find(broadcast.broadcastId, eventId);
  if (!found) {
    throw new RequestError({
      status: 400,
      code: 'unknown_message',
      field: 'event_id',
      text: chatWords.unknownMessage(),
    });
  }
  return { broadcast, found };
}

function messageText(body: Record<string, unknown>): string {
  const text = body.text;
  if (text === undefined) throw invalid('text', messages.missing('text'));
  if (typeof text !== 'string') throw invalid('text', messages.notString('text'));
  if (text.trim() === '') throw invalid('text', messages.empty('text'));
  if (longerThan(text, TEXT_MAX)) throw invalid('text', messages.tooLong('text', TEXT_MAX));
  return text;
}

/** The restreams a send names: at least one, each of the broadcast, each once. */
function restreamsOf(body: Record<string, unknown>, broadcast: Broadcast): number[] {
  const value = body.restreams;
  if (value === undefined) throw invalid('restreams', messages.missing('restreams'));
  if (!Array.isArray(value)) throw invalid('restreams', studioMessages.notList('restreams'));
  if (value.length === 0) throw invalid('restreams', chatWords.noRestreams());
  const known = new Set(broadcast.restreams.values());
  if (!value.every((id) => typeof id === 'number' && known.has(id))) {
    throw new RequestError({
      status: 400,
      code: 'unknown_restream',
      field: 'restreams',
      text: chatWords.unknownRestream(),
    });
  }
  return [...new Set(value as number[])];
}

function sendMessage(body: Record<string, unknown>, request: DemoRequest, account: Account) {
  const broadcast = chatBroadcast(request, account);
  const clientId = bodyString(body, 'id', CLIENT_ID_MAX);
  const text = messageText(body);
  const restreams = restreamsOf(body, broadcast);
  liveChat(broadcast);
  const sender = { id: String(account.userId), name: `${account.firstName} ${account.lastName}` };
  const message = request.state.chat.send(broadcast, sender, text, restreams, clientId);
  return messageAnswer(message, languageOf(request));
}

/** The restreams a message can go to: while live, those of the destinations on; once ended, every one it had. */
function chatRestreams(request: DemoRequest, account: Account) {
  const broadcast = chatBroadcast(request, account);
  const { studio } = request.state;
  return {
    results: [...broadcast.restreams].flatMap(([channelId, restreamId]) => {
      const destination = studio.destinations.get(channelId);
      if (!destination || (broadcast.endedAt === undefined && !destination.active)) return [];
      return [
        {
          restream_id: restreamId,
          channel_id: channelId,
          name: PLATFORM_NAMES[destination.platform],
          // The demo has no pictures of the platforms.
          image: '',
          platform: destination.platform,
          viewers: studio.countersOf(broadcast, channelId).viewers,
        },
      ];
    }),
  };
}

export const CHAT_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'chat/key': read((request) => {
    const projectId = queryProject(request);
    const { chat } = request.state;
    if (!planAllows(request.state, projectId, 'chat') || chat.keyless.has(projectId)) {
      throw new RequestError({ status: 400, code: 'chat_not_in_plan', field: 'project_id', text: chatWords.noChat() });
    }
    return { key: chat.keyOf(projectId) };
  }),
  'chat/messages': read((request, account) => {
    const messagesOf = request.state.chat.messagesOf(chatBroadcast(request, account).broadcastId);
    const language = languageOf(request);
    return {
      total: messagesOf.length,
      items: messagesOf.slice(-HISTORY_LIMIT).map((message) => messageAnswer(message, language)),
    };
  }),
  'POST chat/messages': write(sendMessage, 201),
  'chat/messages/message': read((request, account) =>
    messageAnswer(chatMessage(request, account).found, languageOf(request)),
  ),
  // Takes no body, as the real kind's: everything is in the query.
  'chat/messages/delete': {
    method: 'POST',
    signedIn: true,
    status: 201,
    run: (request, account) => {
      const { broadcast, found } = chatMessage(request, account);
      liveChat(broadcast);
      request.state.chat.remove(broadcast.broadcastId, found.eventId);
      return SUCCESS;
    },
  },
  'broadcast/restreams-chat': read(chatRestreams),
};
