import { InvalidResponseError } from '../../api/errors.ts';
import type { Binding } from '../../bindings/bind.ts';
import { listShape, readListPage } from '../../service-description/list-page.ts';
import type { Schema } from '../../service-description/schema.ts';
import { enumerated, fieldOf, flag, propertySchema, record, text } from '../../service-description/answer-fields.ts';
import { describedTimeUnit, inMilliseconds } from '../../service-description/time-unit.ts';

// The stream guard's videos ("Get service video list", "Get service video"), read by the names the real kind's items
// carry: `media_id`, `name`, `isEditable`, `isDisabled` (it cannot be chosen), `status`, `error`, `thumbnail`,
// `duration` and `event_channel` (where its processing is published). A status gets the page's words only where the
// description enumerates it; a duration is shown only in the unit its description names (the sheet names none).

/** The page's reading of a video's `status`: the real kind's `processing`, `success`, `cancel`, `error`. */
export type VideoState = 'processing' | 'ready' | 'cancelled' | 'failed';

const STATES: Readonly<Record<string, VideoState>> = {
  processing: 'processing',
  success: 'ready',
  cancel: 'cancelled',
  error: 'failed',
};

export interface ServiceVideo {
  /** As given ("0" is an ID). */
  id: string;
  name: string | undefined;
  /** The project's own: renamed, cancelled and deleted by whoever may change the project. */
  editable: boolean;
  /** Whether it can be chosen for the guard (the service's `isDisabled`, else a finished one). */
  choosable: boolean;
  /** The service's status as given, and the page's reading of it where the description enumerates it. */
  status: string | undefined;
  state: VideoState | undefined;
  /** Why processing failed, in the service's words. */
  error: string | undefined;
  /** The preview's address as given (which addresses load: components' imageSource). */
  thumbnail: string | undefined;
  durationMs: number | undefined;
  /** The realtime channel its processing is published on, while it is processing. */
  channel: string | undefined;
}

const ID_NAMES = ['media_id', 'id'];
const EDITABLE_NAMES = ['isEditable', 'is_editable', 'editable'];
const DISABLED_NAMES = ['isDisabled', 'is_disabled', 'disabled'];
const THUMBNAIL_NAMES = ['thumbnail', 'preview', 'poster'];
const CHANNEL_NAMES = ['event_channel', 'channel'];

const words = (value: unknown) => {
  const given = text(value);
  return given === undefined || given.trim() === '' ? undefined : given;
};

/** The page's reading of a status the description enumerates; undefined for one it does not. */
export function stateOf(status: string | undefined, statusSchema: Schema | undefined): VideoState | undefined {
  if (status === undefined || !enumerated(statusSchema).includes(status)) return undefined;
  return Object.hasOwn(STATES, status) ? STATES[status] : undefined;
}

/** How one item is read, from the item's schema: made once per answer. */
export function videoReader(itemSchema: Schema | undefined, sample: unknown) {
  const field = (names: readonly string[]) => fieldOf(itemSchema, names, sample);
  const [idField, editableField, disabledField, thumbnailField, channelField] = [
    ID_NAMES,
    EDITABLE_NAMES,
    DISABLED_NAMES,
    THUMBNAIL_NAMES,
    CHANNEL_NAMES,
  ].map(field);
  const statusSchema = propertySchema(itemSchema, 'status');
  const durationUnit = describedTimeUnit(propertySchema(itemSchema, 'duration'));
  return (item: unknown, index: number): ServiceVideo => {
    const value = record(item);
    const id = value && idField !== undefined ? text(value[idField]) : undefined;
    if (!value || id === undefined || id === '') throw new InvalidResponseError(`results[${index}]`, 'no video ID');
    const status = words(value.status);
    const state = stateOf(status, statusSchema);
    const disabled = disabledField === undefined ? undefined : flag(value[disabledField]);
    const duration = durationUnit === undefined ? undefined : inMilliseconds(value.duration, durationUnit);
    return {
      id,
      name: words(value.name),
      editable: editableField !== undefined && flag(value[editableField]) === true,
      choosable: disabled !== undefined ? !disabled : state === undefined || state === 'ready',
      status,
      state,
      error: words(value.error),
      thumbnail: thumbnailField === undefined ? undefined : words(value[thumbnailField]),
      durationMs: duration === 0 ? undefined : duration,
      channel: channelField === undefined ? undefined : words(value[channelField]),
    };
  };
}

/** "Get service video list": every video the guard may show, in the service's order. */
export function readServiceVideos(body: unknown, binding: Binding): ServiceVideo[] {
  const shape = listShape(binding.answer);
  const { items } = readListPage(body, shape);
  const read = videoReader(
    shape?.itemSchema,
    items.find((item) => record(item)),
  );
  return items.map(read);
}

/** "Get service video": one video, as the list has it. */
export function readServiceVideo(body: unknown, binding: Binding): ServiceVideo {
  return videoReader(binding.answer, body)(body, 0);
}

/** Whether the service still works on it: its state follows it, by push where it can. */
export const isProcessing = (video: ServiceVideo) =>
  video.state === 'processing' || (video.state === undefined && video.channel !== undefined);
