// Transcoders: a project's quality profiles (codec, size, fps, bitrates, preset, delay), created, changed, stopped,
// their delay reset, deleted, and set on a destination ("Set transcoder from channel") — at the newer description's
// paths and in its shapes (../shared/real-kind-newer.md §2.11). Creating one, or setting one on a destination, needs a
// transcoding plan that has not ended, and a project has at most as many profiles as its plan has flows (`count`).
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRoute, SUCCESS } from '../demo-route.ts';
import type { DemoState } from '../demo-state.ts';
import { queryProject } from '../project-access.ts';
import { channelIn, channelOwnerId, read, write } from '../studio/studio-routes.ts';
import type { Destination } from '../studio/studio-seed.ts';
import { RequestError, bodyId, bodyOneOf, invalid } from '../validation.ts';
import { messages } from '../messages.ts';
import { studioMessages } from '../studio/studio-messages.ts';
import { optionalIds, optionalInteger, optionalText, requiredText } from './setup-checks.ts';
import { setupMessages } from './setup-messages.ts';
import { TRANSCODER_MODES, type Transcoder, VIDEO_CODECS } from './setup-seed.ts';

/** The real kind's bounds (the older description writes them): size in pixels, frames a second, kbps. */
const SETTINGS = {
  width: [100, 4000],
  height: [100, 4000],
  fps: [5, 60],
  vBitrate: [1000, 100_000],
  aBitrate: [60, 1000],
  rotation: [1, 2],
  bFrames: [0, 3],
  // The demo's own bound: the description gives the delay no unit or limit.
  delay: [0, 3600],
} as const satisfies Record<string, readonly [number, number]>;
type Setting = keyof typeof SETTINGS;
const NAME_MAX = 100;
const PRESET_MAX = 32;
/** The most destinations one profile is sent to in a request. */
const CHANNELS_MAX = 100;

const refusal = (code: string, field: string, text: ReturnType<typeof setupMessages.unknownTranscoder>) =>
  new RequestError({ status: 400, code, field, text });

/** A transcoding plan that has not ended, or a refusal that sends the user to Plans; its flows (`count`). */
function transcodingFlows(state: DemoState, projectId: number): number {
  const current = state.books.transcoding.tariff(projectId).current as { date_end?: unknown; count?: unknown } | null;
  const ends = typeof current?.date_end === 'string' ? Date.parse(current.date_end) : Number.NaN;
  if (!current || !(ends > state.studio.now())) {
    throw refusal('transcoding_not_in_plan', 'project_id', setupMessages.noTranscoding(projectId));
  }
  return typeof current.count === 'number' ? current.count : 1;
}

/** The settings a body gives (those it leaves out stay as they are), checked. */
function settingsIn(body: Record<string, unknown>): Partial<Pick<Transcoder, Setting | 'preset'>> {
  const settings: Partial<Pick<Transcoder, Setting | 'preset'>> = {};
  for (const [field, [min, max]] of Object.entries(SETTINGS) as [Setting, readonly [number, number]][]) {
    const value = optionalInteger(body, field, min, max);
    if (value !== undefined) settings[field] = value;
  }
  const preset = optionalText(body, 'preset', PRESET_MAX);
  if (preset !== undefined) settings.preset = preset;
  return settings;
}

/** The destinations `channelIds` names, each of the project's. */
function channelsIn(state: DemoState, projectId: number, body: Record<string, unknown>) {
  return optionalIds(body, 'channelIds', CHANNELS_MAX)?.map((id) => {
    const found = state.studio.destinations.get(id);
    if (found?.projectId !== projectId) {
      throw refusal('unknown_channel', 'channelIds', studioMessages.unknownChannel('channelIds'));
    }
    return found;
  });
}

function transcoderOf(state: DemoState, projectId: number, id: number): Transcoder {
  const found = state.setup.transcoders.get(id);
  if (found?.projectId !== projectId) {
    throw refusal('unknown_transcoder', 'transcoder_id', setupMessages.unknownTranscoder('transcoder_id'));
  }
  return found;
}

/** The project's profile a body names (`project_id`, `transcoder_id`); the router has checked the project. */
function namedTranscoder(state: DemoState, body: Record<string, unknown>) {
  const projectId = bodyId(body, 'project_id');
  return transcoderOf(state, projectId, bodyId(body, 'transcoder_id'));
}

/** A destination as the real kind lists it under its transcoder (TranscoderChannelItem). */
function channelItem(state: DemoState, destination: Destination, userId: number) {
  const status = state.studio.statusOf(destination);
  return {
    group_id: 0,
    name: destination.name,
    type: destination.platform,
    active: destination.active,
    photo_default: '',
    live: status === 'live' ? 1 : 0,
    status,
    user_id: userId,
    transcoderId: destination.transcoderId!,
  };
}

/** A profile as the real kind lists it (TranscoderListItem): its settings, its destinations and, running, its state. */
function listItem(state: DemoState, transcoder: Transcoder, userId: number) {
  const { setup } = state;
  const settings = Object.fromEntries(
    (['fps', 'vBitrate', 'aBitrate', 'width', 'height', 'rotation', 'bFrames'] as const).flatMap((field) =>
      transcoder[field] === undefined ? [] : [[field, transcoder[field]]],
    ),
  );
  return {
    id: transcoder.id,
    name: transcoder.name,
    createdAt: new Date(transcoder.createdAt).toISOString(),
    ...settings,
    status: setup.running(transcoder) ? 'active' : 'inactive',
    videoCodec: transcoder.videoCodec,
    channels: setup.channelsOf(transcoder).map((destination) => channelItem(state, destination, userId)),
    delay: transcoder.delay,
    preset: transcoder.preset,
    state: setup.stateOf(transcoder),
    mode: transcoder.mode,
  };
}

/** A write on one profile that answers SuccessResponse: stop, reset the delay, delete. */
const onTranscoder = (act: (state: DemoState, transcoder: Transcoder) => void): DemoRoute =>
  write((body, { state }) => {
    act(state, namedTranscoder(state, body));
    return SUCCESS;
  }, 201);

/** Whatever changes a profile's running is said on its destinations' channels (the realtime endpoint). */
const announce = (state: DemoState, transcoder: Transcoder) => {
  for (const destination of state.setup.channelsOf(transcoder)) state.studio.announce(destination);
};

export const TRANSCODER_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'transcoder/list': read((request, account) => {
    const projectId = queryProject(request);
    const userId = channelOwnerId(account, projectId);
    return {
      results: request.state.setup
        .transcodersOf(projectId)
        .map((transcoder) => listItem(request.state, transcoder, userId)),
    };
  }),
  // Answers the new profile's ID, bare, as the real kind's.
  'transcoder/add': write((body, { state }) => {
    const projectId = bodyId(body, 'project_id');
    const name = requiredText(body, 'name', NAME_MAX).trim();
    const videoCodec = bodyOneOf(body, 'videoCodec', VIDEO_CODECS);
    const mode = body.mode === undefined ? 'custom' : bodyOneOf(body, 'mode', TRANSCODER_MODES);
    const { preset = 'veryfast', delay = 0, ...settings } = settingsIn(body);
    const channels = channelsIn(state, projectId, body);
    const flows = transcodingFlows(state, projectId);
    if (state.setup.transcodersOf(projectId).length >= flows) {
      throw refusal('transcoder_limit', 'project_id', setupMessages.transcoderCount(flows));
    }
    const transcoder = state.setup.addTranscoder({ projectId, name, videoCodec, mode, preset, delay, ...settings });
    if (channels) state.setup.setChannels(transcoder, channels);
    return transcoder.id;
  }, 201),
  'transcoder/update': write((body, { state }) => {
    const transcoder = namedTranscoder(state, body);
    const videoCodec = bodyOneOf(body, 'videoCodec', VIDEO_CODECS);
    const name = optionalText(body, 'name', NAME_MAX);
    if (name !== undefined && name.trim() === '') throw invalid('name', messages.empty('name'));
    const settings = settingsIn(body);
    const channels = channelsIn(state, transcoder.projectId, body);
    if (channels?.length) transcodingFlows(state, transcoder.projectId);
    Object.assign(transcoder, { videoCodec, ...settings, ...(name === undefined ? {} : { name: name.trim() }) });
    if (channels) state.setup.setChannels(transcoder, channels);
    announce(state, transcoder);
    return SUCCESS;
  }, 201),
  'transcoder/delete': onTranscoder((state, transcoder) => state.setup.deleteTranscoder(transcoder)),
  'transcoder/stop': onTranscoder((state, transcoder) => {
    transcoder.stopped = true;
    announce(state, transcoder);
  }),
  'transcoder/reset-delay': onTranscoder((state, transcoder) => {
    transcoder.delayFrom = state.studio.now();
    announce(state, transcoder);
  }),
  // Without `transcoder_id` the destination is sent as it comes (the real kind does not say what leaving it out does).
  'channel_settings/setTranscoder': write((body, { state }, account) => {
    const projectId = bodyId(body, 'project_id');
    const destination = channelIn(state.studio, account, projectId, bodyId(body, 'channel_id'));
    const transcoder =
      body.transcoder_id === undefined ? undefined : transcoderOf(state, projectId, bodyId(body, 'transcoder_id'));
    if (transcoder) transcodingFlows(state, projectId);
    state.setup.setTranscoder(destination, transcoder);
    return SUCCESS;
  }, 201),
};
