import { InvalidResponseError } from '../../api/errors.ts';
import { projectValues } from '../../bindings/call.ts';
import { defineRead } from '../../bindings/read.ts';
import { byItems } from '../../bindings/pages.ts';
import { flag, record, text } from '../../service-description/answer-fields.ts';

// A project's transcoding profiles as the real kind lists them ("List of transcoder": TranscoderListItem): its
// settings (each optional), its status, the destinations it is set on and, while it runs, its state. The newer
// description adds the delay, the preset, the mode and the state; the older one has none of them, and a profile read
// from it simply has none.

export interface ProfileState {
  bitrate: number | undefined;
  delay: number | undefined;
  startAt: string | undefined;
  sourceConnected: boolean | undefined;
  transcoding: boolean | undefined;
  targetConnected: boolean | undefined;
}

/** A destination as the profile lists it: the real kind gives its name and platform, not its ID. */
export interface ProfileChannel {
  name: string | undefined;
  platform: string | undefined;
}

/** The settings a profile lists by the names its create and update bodies take them. */
export const NUMBER_SETTINGS = [
  'width',
  'height',
  'fps',
  'vBitrate',
  'aBitrate',
  'rotation',
  'bFrames',
  'delay',
] as const;
export type NumberSetting = (typeof NUMBER_SETTINGS)[number];

export interface Profile {
  id: string;
  name: string | undefined;
  codec: string | undefined;
  numbers: Partial<Record<NumberSetting, number>>;
  preset: string | undefined;
  mode: string | undefined;
  createdAt: string | undefined;
  /** Whether it is transcoding now: its status `active`, or its state says it runs. */
  running: boolean;
  state: ProfileState | undefined;
  channels: readonly ProfileChannel[];
}

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function readState(value: unknown): ProfileState | undefined {
  const state = record(value);
  if (!state) return undefined;
  return {
    bitrate: number(state.bitrate),
    delay: number(state.delay),
    startAt: typeof state.start_at === 'string' ? state.start_at : undefined,
    sourceConnected: flag(state.source_connected),
    transcoding: flag(state.transcoder_running),
    targetConnected: flag(state.target_connected),
  };
}

export function readProfile(item: unknown, _schema: unknown, index: number): Profile {
  const value = record(item);
  const id = text(value?.id);
  if (!value || id === undefined) throw new InvalidResponseError(`results[${index}].id`, 'not a transcoder');
  const numbers: Partial<Record<NumberSetting, number>> = {};
  for (const name of NUMBER_SETTINGS) {
    const setting = number(value[name]);
    if (setting !== undefined) numbers[name] = setting;
  }
  const state = readState(value.state);
  const channels = Array.isArray(value.channels) ? value.channels : [];
  return {
    id,
    name: typeof value.name === 'string' && value.name.trim() !== '' ? value.name : undefined,
    codec: text(value.videoCodec),
    numbers,
    preset: typeof value.preset === 'string' && value.preset !== '' ? value.preset : undefined,
    mode: text(value.mode),
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : undefined,
    running: value.status === 'active' || state?.transcoding === true,
    state,
    channels: channels.flatMap((channel) => {
      const entry = record(channel);
      return entry ? [{ name: text(entry.name), platform: text(entry.type) ?? text(entry.platform) }] : [];
    }),
  };
}

/** The project's profiles: the Quality page's first read, and what a destination's quality offers. */
export const profilesRead = defineRead({
  name: 'transcoding profiles',
  binding: { name: { group: 'Transcoders', name: 'List' }, read: true },
  values: (projectId: number) => projectValues(projectId),
  parse: byItems(readProfile),
});
