import { type NamedValues, projectValues } from '../../bindings/call.ts';
import { byItems, defineList } from '../../bindings/pages.ts';
import { asAnswered, byAnswer, defineRead } from '../../bindings/read.ts';
import { readBroadcastEvent } from './broadcast-events.ts';
import { readBroadcast, readBroadcastItem } from './broadcasts.ts';

// A project's broadcasts, each read defined once: the past streams a page at a time, one broadcast, its events, and
// the figures over time of a broadcast (the Past streams page) or of the stream just live (the Stream page's last
// stream). The interface document names none of them: they are bound by the real kind's group and summaries (its
// newer description's), each a read the page sends by itself.

const BROADCAST = ['project_id', 'broadcast_id'];

/** What a list is asked for: a project's (or a broadcast's), in the order the page asks where its operation takes one. */
export interface OrderedAsked {
  projectId: number;
  /** The order, by the parameter the operation describes for it (sort-order.ts); {} for the service's own. */
  order: NamedValues;
}

/** "List broadcast": the project's past streams, a page at a time. */
export const broadcastList = defineList({
  name: 'broadcasts',
  binding: {
    name: { group: 'Broadcast', name: 'List broadcast' },
    read: true,
    fills: ['project_id', 'limit', 'offset', 'order'],
  },
  values: ({ projectId, order }: OrderedAsked) => projectValues(projectId, order),
  items: byItems((item, _schema, index) => readBroadcastItem(item, index)),
});

/** A broadcast of a project, by the ID the page's address names. */
export interface BroadcastAsked {
  projectId: number;
  broadcastId: string;
}

const broadcastValues = ({ projectId, broadcastId }: BroadcastAsked) =>
  projectValues(projectId, { broadcast_id: broadcastId });

/** "Get one broadcast". */
export const broadcastRead = defineRead({
  name: 'broadcast',
  binding: { name: { group: 'Broadcast', name: 'Get one broadcast' }, read: true, fills: BROADCAST },
  values: broadcastValues,
  parse: byAnswer((body) => readBroadcast(body)),
});

/** "Events from broadcast v4": a broadcast's events, a page at a time. */
export const broadcastEventsList = defineList({
  name: 'broadcast events',
  binding: {
    name: { group: 'Broadcast', name: 'Events from broadcast v4' },
    read: true,
    fills: [...BROADCAST, 'limit', 'offset', 'sort_by_date', 'cursor_id', 'cursor_datetime'],
  },
  values: ({ order, ...broadcast }: BroadcastAsked & { order: NamedValues }) => ({
    ...broadcastValues(broadcast),
    ...order,
  }),
  items: byItems((item, _schema, index) => readBroadcastEvent(item, index)),
});

/** "Bitrate from broadcast": a past stream's bitrate over time, as answered. */
export const broadcastBitrateRead = defineRead({
  name: 'broadcast bitrate',
  binding: { name: { group: 'Broadcast', name: 'Bitrate from broadcast' }, read: true, fills: BROADCAST },
  values: broadcastValues,
  parse: asAnswered,
});

/** "Viewers from broadcast": a past stream's viewers over time, as answered. */
export const broadcastViewersRead = defineRead({
  name: 'broadcast viewers',
  binding: { name: { group: 'Broadcast', name: 'Viewers from broadcast' }, read: true, fills: BROADCAST },
  values: broadcastValues,
  parse: asAnswered,
});

/** A stream of a project, by the ID its live status gave. */
export interface StreamAsked {
  projectId: number;
  streamId: number;
}

const streamValues = ({ projectId, streamId }: StreamAsked) =>
  projectValues(projectId, { stream_id: String(streamId) });

/** "Bitrate for stream": the stream's bitrate over time, as answered. */
export const streamBitrateRead = defineRead({
  name: 'stream bitrate',
  binding: { name: { group: 'Analytics', name: 'Bitrate for stream' }, read: true },
  values: streamValues,
  parse: asAnswered,
});

/** "Viewers for stream": the stream's viewers over time, as answered. */
export const streamViewersRead = defineRead({
  name: 'stream viewers',
  binding: { name: { group: 'Analytics', name: 'Viewers for stream' }, read: true },
  values: streamValues,
  parse: asAnswered,
});

/** "Events for stream": what happened during the stream, as answered. */
export const streamEventsRead = defineRead({
  name: 'stream events',
  binding: { name: { group: 'Analytics', name: 'Events for stream' }, read: true },
  values: streamValues,
  parse: asAnswered,
});
