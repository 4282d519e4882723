import type { PageManifest } from '../../lib/bindings/manifest.ts';
import type { StreamRole } from './stream-props.ts';

// The Stream key group's designed page, a project's Stream page: where to stream, the destinations and what is live.
// It binds operations of several groups by the document's names; what the page sends by itself must be a read.

const read = (group: string, name: string) => ({ name: { group, name }, read: true });

export const streamManifest: PageManifest<StreamRole> = {
  group: 'Stream key',
  bindings: {
    credentials: { name: 'Get stream credentials', read: true },
    record: 'Update record',
    servers: read('RtmpServer', 'List rtmp servers'),
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
    channelSwitch: {
      name: { group: 'Channel', name: 'Get live status' },
      sends: { channel_id: 'any', status: 'boolean' },
    },
    platforms: read('Platforms', 'Supported platforms'),
    // Sent only when the user presses Connect or Reconnect.
    oauth: { group: 'Platforms', name: 'Get url for start oauth' },
    status: read('Project', 'Get live status'),
    info: read('Live', 'View live info'),
    // Asked for by the page whenever the push needs a token: GETs whose names are no read verb ("Auth …"), so bound
    // by their method — a description that puts one on a POST or DELETE gets no request from this page.
    connectionToken: { name: { group: 'Centrifuge', name: 'Auth centrifuge' }, fetch: true },
    projectToken: { name: { group: 'Centrifuge', name: 'Auth token for project' }, fetch: true },
    broadcastToken: { name: { group: 'Centrifuge', name: 'Auth token for broadcast' }, fetch: true },
    bitrate: read('Analytics', 'Bitrate for stream'),
    viewers: read('Analytics', 'Viewers for stream'),
    events: read('Analytics', 'Events for stream'),
  },
  load: () => import('./stream-page.tsx').then((module) => module.StreamPage),
};

export default streamManifest;
