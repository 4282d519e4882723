import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { credentialsRead } from '../../lib/operations/stream-key/credentials.ts';
import { serversRead } from '../../lib/operations/rtmp-servers/servers.ts';
import { connectionTokenBinding } from '../../lib/operations/realtime/connection-token.ts';
import { restreamTariffsRead } from '../../lib/operations/tariffs/tariff-reads.ts';
import {
  categoriesRead,
  plannedEventsRead,
  playlistsRead,
} from '../../lib/operations/channel-settings/setting-choices.ts';
import { liveInfoRead, liveStatusRead } from '../../lib/operations/broadcast/live-reads.ts';
import { accountPart } from '../../lib/operations/account/account-bindings.ts';
import type { StreamRole } from './stream-props.ts';
import { platformsRead } from '../../lib/operations/platforms/platform-list.ts';
import { destinationSwitchBinding } from '../../lib/operations/channels/destination-switch.ts';

// The Stream key group's designed page, a project's Stream page: where to stream, the destinations and what is live.
// It binds operations of several groups by the document's names; what the page sends by itself must be a read.

const read = (group: string, name: string) => ({ name: { group, name }, read: true });

/** What the broadcast's controls send: the project and its live broadcast. */
const BROADCAST = { project_id: 'number', broadcast_id: 'number' } as const;

export const streamManifest: PageManifest<StreamRole> = {
  group: groupOf('stream'),
  bindings: {
    credentials: credentialsRead.binding,
    record: 'Update record',
    servers: serversRead.binding,
    // The fullest list first.
    destinations: {
      name: [
        { group: 'Channel', name: 'Search channel list' },
        { group: 'Channel', name: 'Minimal channel list' },
        { group: 'ProjectChannel', name: 'Project channel list' },
      ],
      read: true,
    },
    // Named as a read by the document ("Get live status") and by real descriptions, it is the switch: a write whose
    // body takes the channel and a boolean status, and nothing else is taken for it.
    channelSwitch: destinationSwitchBinding,
    platforms: platformsRead.binding,
    // One title and description for every destination, sent when the user applies them; whether the plan allows it.
    bulkTitle: {
      name: { group: 'Channel settings', name: 'Bulk update channel title and description. Global settings.' },
      sends: { project_id: 'number', title: 'string' },
    },
    plans: restreamTariffsRead.binding,
    // The account's level in each of its projects: whether the page offers changes (the Team page's rule).
    projects: accountPart.bindings.projects,
    // What a destination's own settings offer to choose from: the platform's categories, the account's playlists and
    // planned events; and the planned event chosen, sent when the user picks one.
    categories: categoriesRead.binding,
    playlists: playlistsRead.binding,
    planned: plannedEventsRead.binding,
    setPlanned: {
      name: { group: 'Channel settings', name: 'Set planned id' },
      sends: { channel_id: 'any', id: 'string' },
    },
    // Sent only when the user presses Connect or Reconnect.
    oauth: { group: 'Platforms', name: 'Get url for start oauth' },
    // Which broadcast is live, and whether it is this project's: bound as the chat binds them.
    status: liveStatusRead.binding,
    // The live broadcast's controls, sent when the user confirms: writes whose body takes the project and broadcast.
    pause: { name: { group: 'Broadcast', name: 'Pause stream' }, sends: BROADCAST },
    play: { name: { group: 'Broadcast', name: 'Play stream' }, sends: BROADCAST },
    stop: { name: { group: 'Broadcast', name: 'Stop stream' }, sends: BROADCAST },
    info: liveInfoRead.binding,
    // Asked for by the page whenever the push needs a token: GETs whose names are no read verb ("Auth …"), so bound
    // by their method — a description that puts one on a POST or DELETE gets no request from this page.
    connectionToken: connectionTokenBinding,
    projectToken: { name: { group: 'Centrifuge', name: 'Auth token for project' }, fetch: true },
    broadcastToken: { name: { group: 'Centrifuge', name: 'Auth token for broadcast' }, fetch: true },
    bitrate: read('Analytics', 'Bitrate for stream'),
    viewers: read('Analytics', 'Viewers for stream'),
    events: read('Analytics', 'Events for stream'),
  },
  // Where to stream (the server and the key) is what a streamer opens the page for: read while the page's code loads.
  firstReads: { credentials: credentialsRead, servers: serversRead },
};
