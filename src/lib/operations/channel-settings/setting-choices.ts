import { projectValues } from '../../bindings/call.ts';
import { defineRead } from '../../bindings/read.ts';
import { listShape, readListPage } from '../../service-description/list-page.ts';
import type { Schema } from '../../service-description/schema.ts';

// What a destination's own settings offer to choose from rather than type, each read defined once: the platform's
// categories found by what the user types, the account's playlists and its planned events (YouTube's scheduled ones).

/** Something to choose, by its ID, named for people. */
export interface Choice {
  id: string;
  name: string;
}

/** The items of a list answer that have an ID and a name: categories, playlists. */
function readNamed(body: unknown, answer: Schema | undefined): Choice[] {
  return readListPage(body, listShape(answer)).items.flatMap((item) => {
    const { id, name } = (item ?? {}) as Record<string, unknown>;
    return (typeof id === 'string' || typeof id === 'number') && typeof name === 'string'
      ? [{ id: String(id), name }]
      : [];
  });
}

/** The planned events of a list answer: each item's `planned` record (the real kind's), or the item itself. */
function readPlanned(body: unknown, answer: Schema | undefined): Choice[] {
  return readListPage(body, listShape(answer)).items.flatMap((item) => {
    const record = (item ?? {}) as Record<string, unknown>;
    const event = (typeof record.planned === 'object' && record.planned !== null ? record.planned : record) as Record<
      string,
      unknown
    >;
    return typeof event.id === 'string' && event.id !== ''
      ? [{ id: event.id, name: typeof event.title === 'string' && event.title !== '' ? event.title : event.id }]
      : [];
  });
}

/** The categories of a platform that the words typed find (all of them while nothing is typed). */
export interface CategoriesAsked {
  platform: string;
  search: string;
}

/** "Get category from the platform": a platform's categories. */
export const categoriesRead = defineRead({
  name: 'platform categories',
  binding: { name: { group: 'Platforms', name: 'Get category from the platform' }, read: true, fills: ['type', 'q'] },
  values: ({ platform, search }: CategoriesAsked) => ({ type: platform, ...(search ? { q: search } : {}) }),
  parse: (body, binding) => readNamed(body, binding.answer),
});

/** A destination of a project. */
export interface DestinationAsked {
  projectId: number;
  channelId: string;
}

const destinationValues = ({ projectId, channelId }: DestinationAsked) =>
  projectValues(projectId, { channel_id: channelId });

/** "Get playlists from the platform": the playlists of the account a destination goes through. */
export const playlistsRead = defineRead({
  name: 'playlists',
  binding: { name: { group: 'Channel settings', name: 'Get playlists from the platform' }, read: true },
  values: destinationValues,
  parse: (body, binding) => readNamed(body, binding.answer),
});

/** "Get planned list": the planned events a destination's next broadcast can be. */
export const plannedEventsRead = defineRead({
  name: 'planned events',
  binding: { name: { group: 'Channel settings', name: 'Get planned list' }, read: true },
  values: destinationValues,
  parse: (body, binding) => readPlanned(body, binding.answer),
});
