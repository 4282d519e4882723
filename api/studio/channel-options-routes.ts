// The Channel settings group's operations beyond one channel's settings, at the real kind's paths: one title and
// description for all of a project's channels ("Bulk update channel title and description. Global settings.", the
// newer description's), and what a channel's settings choose from — its playlists, its planned events (and which one
// the next broadcast is), and a platform's categories ("Get category from the platform", of the Platforms group).
import type { Account } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRequest, type DemoRoute, SUCCESS } from '../demo-route.ts';
import type { DemoState } from '../demo-state.ts';
import { messages } from '../messages.ts';
import { seedDays } from '../seed.ts';
import { longerThan } from '../text-length.ts';
import { RequestError, bodyId, invalid, oneOfStrings, queryId } from '../validation.ts';
import { SETTINGS_FIELDS, type SettingsPlatform, takes } from './channel-settings.ts';
import { requireChangeSubject } from './plan-abilities.ts';
import { CATEGORY_PLATFORMS, PLAYLISTS, categoriesFound, plannedEvents } from './platform-options.ts';
import { PLATFORM_NAMES, type Destination } from './studio-seed.ts';
import { studioMessages } from './studio-messages.ts';
import { queryProject } from '../project-access.ts';
import { channelIn, read, write } from './studio-routes.ts';

/** The two texts a bulk update sets, as the platforms' own settings check them. */
const BULK_FIELDS = ['title', 'description'] as const;
/** Planned event IDs are at most this long, as the real kind's "Set planned id" takes them. */
const PLANNED_ID_MAX = 20;

/** A bulk text, checked against every channel of the project whose platform takes it: all it does not fit, named. */
function checkedFor(field: (typeof BULK_FIELDS)[number], value: string, channels: readonly Destination[]): void {
  const specOf = (channel: Destination) => SETTINGS_FIELDS[channel.platform as SettingsPlatform].fields[field]!;
  const misfits = channels.flatMap((channel) => {
    const { maxLength } = specOf(channel);
    if (maxLength === undefined || !longerThan(value, maxLength)) return [];
    return [{ channel: channel.name, platform: PLATFORM_NAMES[channel.platform], max: maxLength }];
  });
  if (misfits.length > 0) throw invalid(field, studioMessages.tooLongFor(field, misfits));
  for (const channel of channels) {
    const { pattern } = specOf(channel);
    if (pattern !== undefined && !new RegExp(pattern, 'u').test(value)) {
      throw invalid(field, studioMessages.notAllowedFor(field, channel.name));
    }
  }
}

function bulkText(body: Record<string, unknown>, field: (typeof BULK_FIELDS)[number]): string {
  const value = body[field];
  if (value === undefined) throw invalid(field, messages.missing(field));
  if (typeof value !== 'string') throw invalid(field, messages.notString(field));
  if (field === 'title' && value.trim() === '') throw invalid(field, messages.empty(field));
  return value;
}

/**
 * One title and one description for every channel of the project whose platform takes them (`set_title`,
 * `set_description`). Nothing is changed unless both fit every such channel: a text too long for some platforms (a
 * Twitch title over 140 characters) is refused whole, naming each channel it does not fit and its limit.
 */
function bulkUpdate(body: Record<string, unknown>, state: DemoState) {
  const projectId = bodyId(body, 'project_id');
  const texts = { title: bulkText(body, 'title'), description: bulkText(body, 'description') };
  requireChangeSubject(state, projectId);
  const channels = state.studio.destinationsOf(projectId);
  for (const field of BULK_FIELDS) {
    checkedFor(
      field,
      texts[field],
      channels.filter((channel) => takes(channel.platform, field)),
    );
  }
  for (const channel of channels) {
    const settings = Object.fromEntries(
      BULK_FIELDS.filter((field) => takes(channel.platform, field)).map((field) => [field, texts[field]]),
    );
    if (Object.keys(settings).length > 0) state.studio.setSettings(channel, settings);
  }
  return SUCCESS;
}

/** The channel the query names, within the project it names. */
const askedChannel = (request: DemoRequest, account: Account) =>
  channelIn(request.state.studio, account, queryProject(request), queryId(request.query, 'channel_id'));

/** A YouTube channel's planned events; other platforms plan none. */
const plannedOf = (state: DemoState, channel: Destination) =>
  channel.platform === 'youtube' ? plannedEvents(seedDays(state.studio.now())) : [];

function setPlanned(body: Record<string, unknown>, state: DemoState, account: Account) {
  const projectId = bodyId(body, 'project_id');
  const channel = channelIn(state.studio, account, projectId, bodyId(body, 'channel_id'));
  if (channel.platform !== 'youtube') {
    throw new RequestError({
      status: 400,
      code: 'wrong_platform',
      field: 'channel_id',
      text: studioMessages.wrongPlatform('youtube'),
    });
  }
  const id = body.id;
  if (id !== undefined && typeof id !== 'string') throw invalid('id', messages.notString('id'));
  if (id !== undefined && longerThan(id, PLANNED_ID_MAX)) throw invalid('id', messages.tooLong('id', PLANNED_ID_MAX));
  const planned = id === undefined ? undefined : plannedOf(state, channel).find((event) => event.id === id);
  if (id !== undefined && !planned) {
    throw new RequestError({
      status: 400,
      code: 'unknown_planned',
      field: 'id',
      text: studioMessages.unknownPlanned(),
    });
  }
  requireChangeSubject(state, projectId);
  // Without an ID the next broadcast is planned by none.
  if (!planned) delete channel.settings.planned_id;
  state.studio.setSettings(channel, planned ? { planned_id: planned.id } : {});
  return planned ? { planned } : {};
}

export const CHANNEL_OPTION_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'channel_settings/bulkUpdate': write((body, { state }) => bulkUpdate(body, state), 201),
  'channel_settings/options/getPlaylist': read((request, account) => ({
    results: (PLAYLISTS[askedChannel(request, account).platform] ?? []).map((playlist) => ({ ...playlist })),
  })),
  'channel_settings/options/getPlanned': read((request, account) => ({
    results: plannedOf(request.state, askedChannel(request, account)).map((planned) => ({ planned })),
  })),
  'channel_settings/options/setPlanned': write((body, { state }, account) => setPlanned(body, state, account), 201),
  'platforms/category': read(({ query }) => {
    const platform = oneOfStrings(query.get('type'), 'type', CATEGORY_PLATFORMS);
    return { results: categoriesFound(platform, query.get('q') ?? '').map((category) => ({ ...category })) };
  }),
};
