import { describe, expect, it } from 'vitest';
import { type Binding, bindAll, isBound } from '../../../lib/bindings/bind.ts';
import { readCredentials } from '../../../lib/operations/stream-key/credentials.ts';
import { type Json, readDescription } from '../../../lib/service-description/description.ts';
import {
  body,
  group,
  json,
  operation,
  parameter,
  ref,
  serviceDescription,
  arrayOf,
  num,
  object,
} from '../../../testing/description-builder.ts';
import { describedTimeUnit } from '../../../lib/service-description/time-unit.ts';
import { guardPart } from '../guard-part.ts';
import { readVideoPublication } from './publication.ts';
import { isProcessing, readServiceVideo, readServiceVideos } from '../../../lib/operations/media/service-videos.ts';

// The stream guard's readers against descriptions of the real kind: its service videos with their status enumerated
// and no unit for their length (the sheet gives none), and the credentials' guard in seconds.

const ok = (schema: Json) => ({ 200: { description: 'OK', content: json(schema) } });
const query = (...names: string[]) => names.map((name) => parameter(name, { schema: { type: 'integer' } }));
const read = (summary: string, schema: Json, ...params: string[]) => ({
  get: operation({
    group: 'Media service files',
    summary,
    common: false,
    parameters: query('project_id', ...params),
    responses: ok(schema),
  }),
});
const write = (summary: string, properties: Json) => ({
  post: operation({
    group: 'Media service files',
    summary,
    common: false,
    requestBody: body({
      type: 'object',
      properties: { project_id: { type: 'number' }, media_id: { type: 'number' }, ...properties },
    }),
    responses: { 201: { description: 'OK' } },
  }),
});

function describedAs(duration: Json, wait: Json = { type: 'number' }) {
  return readDescription(
    serviceDescription({
      paths: {
        '/method/stream-keys': {
          get: operation({
            group: 'Stream key',
            summary: 'Get stream credentials',
            common: false,
            parameters: query('project_id'),
            responses: ok(ref('GetStreamKeyResponse')),
          }),
        },
        '/method/media-service-files/list': read('Get service video list', ref('ListMediaServiceFilesResponse')),
        '/method/media-service-files/get': read('Get service video', ref('ListMediaServiceFilesItem'), 'media_id'),
        '/method/media-service-files/set': write('Set service video', {
          type: { type: 'string', enum: ['pause', 'lost'] },
        }),
        '/method/media-service-files/update': write('Update service video', { name: { type: 'string' } }),
      },
      schemas: {
        GetStreamKeyResponse: object({
          wait,
          record: 'boolean',
          key: 'string',
          pause_media_service_file_id: { type: 'number', nullable: true },
          lost_media_service_file_id: { type: 'number', nullable: true },
        }),
        ListMediaServiceFilesResponse: object({ results: arrayOf(ref('ListMediaServiceFilesItem')) }),
        ListMediaServiceFilesItem: object({
          media_id: 'number',
          isEditable: 'boolean',
          name: 'string',
          duration,
          thumbnail: 'string',
          isDisabled: 'boolean',
          status: ['processing', 'success', 'cancel', 'error'],
          error: 'string',
          event_channel: 'string',
        }),
      },
    }),
  );
}

function bindings(description: ReturnType<typeof readDescription>) {
  const bound = bindAll(description, guardPart.group, guardPart.bindings);
  const take = (role: keyof typeof bound): Binding => {
    const one = bound[role];
    if (!isBound(one)) throw new Error(`${String(role)}: ${one.reason}`);
    return one;
  };
  return { bound, take };
}

const LIST = {
  results: [
    {
      media_id: 1,
      isEditable: false,
      name: 'Be right back',
      duration: 15,
      thumbnail: 'https://cdn.example/1.jpg',
      isDisabled: false,
      status: 'success',
    },
    {
      media_id: 12,
      isEditable: true,
      name: 'Intro',
      duration: 0,
      thumbnail: '',
      isDisabled: true,
      status: 'processing',
      event_channel: '$media_service_file:12',
    },
    {
      media_id: 13,
      isEditable: true,
      name: 'Broken',
      duration: 0,
      thumbnail: '',
      isDisabled: true,
      status: 'error',
      error: 'Unsupported codec',
    },
    { media_id: 0, isEditable: true, name: ' ', duration: 30, isDisabled: false, status: 'queued' },
  ],
};

describe('the stream guard reads what the description gives', () => {
  it('binds the real kind’s operations by group and summary, and says which are missing', () => {
    const { bound } = bindings(describedAs({ type: 'number' }));
    expect(isBound(bound.credentials) && isBound(bound.list) && isBound(bound.set) && isBound(bound.rename)).toBe(true);
    expect(bound.session).toMatchObject({ kind: 'unbound', reason: 'not-described' });
    expect(bound.cancel).toMatchObject({ kind: 'unbound', reason: 'not-described' });
  });

  it('reads the videos: the service’s statuses in the page’s words only where enumerated, no length without a unit', () => {
    const { take } = bindings(describedAs({ type: 'number' }));
    const videos = readServiceVideos(LIST, take('list'));
    expect(
      videos.map(({ id, name, editable, choosable, state, status }) => ({
        id,
        name,
        editable,
        choosable,
        state,
        status,
      })),
    ).toEqual([
      { id: '1', name: 'Be right back', editable: false, choosable: true, state: 'ready', status: 'success' },
      { id: '12', name: 'Intro', editable: true, choosable: false, state: 'processing', status: 'processing' },
      { id: '13', name: 'Broken', editable: true, choosable: false, state: 'failed', status: 'error' },
      // "0" is an ID; a blank name is no name; a status the description does not enumerate is the service's word.
      { id: '0', name: undefined, editable: true, choosable: true, state: undefined, status: 'queued' },
    ]);
    // The sheet gives no unit for a service video's length: none is shown.
    expect(videos.map((video) => video.durationMs)).toEqual([undefined, undefined, undefined, undefined]);
    expect(videos[2]!.error).toBe('Unsupported codec');
    expect(videos[1]!.channel).toBe('$media_service_file:12');
    expect(videos[1]!.thumbnail).toBeUndefined();
    expect(videos.filter(isProcessing).map((video) => video.id)).toEqual(['12']);
    expect(() => readServiceVideos({ results: [{ name: 'no ID' }] }, take('list'))).toThrow();
    expect(() => readServiceVideos('nothing', take('list'))).toThrow();
  });

  it('reads a length in the unit its description names, and one video as the list has it', () => {
    const { take } = bindings(describedAs(num('Duration, seconds (0 until processed)')));
    expect(readServiceVideos(LIST, take('list')).map((video) => video.durationMs)).toEqual([
      15_000,
      undefined,
      undefined,
      30_000,
    ]);
    expect(readServiceVideo(LIST.results[0], take('item'))).toMatchObject({ id: '1', durationMs: 15_000 });
    const inMs = bindings(describedAs({ type: 'number', title: 'Length in milliseconds' })).take('list');
    expect(readServiceVideos({ results: [LIST.results[0]] }, inMs)[0]!.durationMs).toBe(15);
    expect(describedTimeUnit({ description: 'seconds or minutes' } as never)).toBeUndefined();
  });

  it('reads the guard from the credentials: the wait in seconds, each video by its ID as text, null for none', () => {
    const { take } = bindings(describedAs({ type: 'number' }));
    const credentials = take('credentials');
    const body = {
      wait: 90,
      record: false,
      key: 'live_1',
      pause_media_service_file_id: 0,
      lost_media_service_file_id: null,
    };
    expect(readCredentials(body, credentials.answer).guard).toEqual({ waitMs: 90_000, pause: '0', lost: null });
    // A description that names another unit for the wait is taken at its word.
    const minutes = bindings(describedAs({ type: 'number' }, num('Wait, minutes')));
    expect(readCredentials(body, minutes.take('credentials').answer).guard?.waitMs).toBe(90 * 60_000);
    // A wait that is no length is not given.
    expect(readCredentials({ ...body, wait: -1 }, credentials.answer).guard?.waitMs).toBeUndefined();
  });

  it('says nothing of the guard where the credentials give none of it', () => {
    const bare = readDescription(
      serviceDescription({
        paths: group('Stream key', {
          'get /k': {
            summary: 'Get stream credentials',
            common: false,
            responses: ok(object({ key: 'string', record: 'boolean' })),
          },
        }),
      }),
    );
    const { bound } = bindings(bare);
    const credentials = bound.credentials as Binding;
    const body = { key: 'live_1', record: true, wait: 60, pause_media_service_file_id: 1 };
    expect(readCredentials(body, credentials.answer)).toEqual({ key: 'live_1', record: true, guard: undefined });
    expect(bound.list).toMatchObject({ kind: 'unbound', reason: 'not-described' });
  });

  it('takes a publication that the video is gone as it came; any other says something changed', () => {
    expect(readVideoPublication({ event: 'media_service_file_deleted', payload: { media_id: 12 } }, '12')).toEqual({
      kind: 'deleted',
    });
    expect(readVideoPublication({ event: 'media_service_file_deleted', payload: { media_id: 13 } }, '12')).toEqual({
      kind: 'changed',
    });
    expect(
      readVideoPublication({ event: 'media_service_file_status', payload: { media_id: 12, status: 'success' } }, '12'),
    ).toEqual({ kind: 'changed' });
    expect(readVideoPublication('not a record', '12')).toEqual({ kind: 'changed' });
  });
});
