// The newer description's Centrifuge operations: the catalog of the realtime channels this deployment publishes on
// ("List available Method API Centrifuge channels"), a connection token ("… for project") and a subscription token
// for any channel of the catalog ("… for channel"). Each catalog item names its channel's pattern, what fills it, and
// what its publications say. The chat's follow the newer description's typed publications (`{event, payload}`); the
// older channels' are the demo's own (`{type, …}`), as docs/contract-api.md says.
import { subjectOf } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import type { DemoRoute } from '../demo-route.ts';
import { RequestError, queryString } from '../validation.ts';
import { chatChannel } from './chat-state.ts';
import { studioMessages } from './studio-messages.ts';
import { broadcastChannel, broadcastUrlChannel, projectChannel } from './studio-seed.ts';
import { queryProject } from '../project-access.ts';
import { read } from './studio-routes.ts';

type CatalogItem = {
  channel_type: string;
  channel_pattern: string;
  required_params: string[];
  requires_token: boolean;
  response_schema: string;
  events: string[];
  description: string;
  /** The channel's name for an ID (a project's or a broadcast's). */
  name: (id: number) => string;
  /** Whose ID fills the pattern. */
  of: 'project' | 'broadcast';
};

const STREAM_CHANGES = ['channel', 'stream_ended', 'stream_paused', 'stream_played'];

export const CHANNEL_CATALOG: readonly CatalogItem[] = [
  {
    channel_type: 'project',
    channel_pattern: '$project_channels:{project_id}',
    required_params: ['project_id'],
    requires_token: true,
    response_schema: 'DemoProjectChange',
    events: ['record', 'stream_started', ...STREAM_CHANGES],
    description:
      'Changes of a project: a destination switched, renamed or reconnected, recording switched, its stream started, paused, played or ended. The demo’s own payload: {type, …}.',
    name: projectChannel,
    of: 'project',
  },
  {
    channel_type: 'live_stats',
    channel_pattern: '$live_stats:{broadcast_id}',
    required_params: ['broadcast_id'],
    requires_token: true,
    response_schema: 'DemoBroadcastChange',
    events: ['stats', ...STREAM_CHANGES],
    description:
      'A live broadcast’s figures moved, or one of its destinations changed (the live info’s update_stats_channel). The demo’s own payload: {type, broadcast_id | channel_id, …}.',
    name: broadcastChannel,
    of: 'broadcast',
  },
  {
    channel_type: 'live_url',
    channel_pattern: '$live_url:{broadcast_id}',
    required_params: ['broadcast_id'],
    requires_token: true,
    response_schema: 'DemoBroadcastChange',
    events: [],
    description: 'A restream’s address changed (the live info’s update_url_channel). The demo publishes nothing on it.',
    name: broadcastUrlChannel,
    of: 'broadcast',
  },
  {
    channel_type: 'chat',
    channel_pattern: '$chat:{broadcast_id}',
    required_params: ['broadcast_id'],
    requires_token: true,
    response_schema: 'DemoChatMessageEvent',
    events: ['message_created', 'message_deleted'],
    description:
      'A broadcast’s chat: each new message (read from a platform or sent) and each removed one, as {event, payload}, the payload the message as “Get one message” answers it (a refusal’s words in English).',
    name: chatChannel,
    of: 'broadcast',
  },
];

const CHANNEL_NAME = /^(\$[a-z_]+):([1-9][0-9]{0,15})$/;

const unknownChannelName = () =>
  new RequestError({
    status: 400,
    code: 'unknown_channel_name',
    field: 'channel_name',
    text: studioMessages.unknownChannelName(),
  });

export const CENTRIFUGE_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'centrifuge/channels': read(() => ({
    results: CHANNEL_CATALOG.map(({ name: _, of: __, ...item }) => ({
      ...item,
      required_params: [...item.required_params],
    })),
  })),
  // The connection token connects the account, though it is asked for within a project (as "Auth centrifuge").
  'centrifuge/auth/connect': read((request, account) => {
    queryProject(request);
    const { realtime } = request.state.studio;
    return { access_token: realtime.connection(subjectOf(account)), expires_in: realtime.ttlSeconds };
  }),
  // A channel of the catalog, of the project named or of one of its broadcasts.
  'centrifuge/auth/channel': read((request, account) => {
    const projectId = queryProject(request);
    const channel = queryString(request.query, 'channel_name');
    const [, prefix = '', id = ''] = CHANNEL_NAME.exec(channel) ?? [];
    const item = CHANNEL_CATALOG.find((candidate) => candidate.channel_pattern.startsWith(`${prefix}:`));
    if (!item) throw unknownChannelName();
    if (item.of === 'project' && Number(id) !== projectId) throw unknownChannelName();
    if (item.of === 'broadcast' && request.state.studio.broadcasts.get(Number(id))?.projectId !== projectId) {
      throw unknownChannelName();
    }
    const { realtime } = request.state.studio;
    return {
      access_token: realtime.subscription(subjectOf(account), item.name(Number(id))),
      expires_in: realtime.ttlSeconds,
      channel: item.name(Number(id)),
    };
  }),
};
