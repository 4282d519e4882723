/**
 * The studio fixture the Stream page's e2e tests run against (e2e/support/fixture-studio-*.ts), checked over HTTP:
 * its description is valid OpenAPI 3.0 and names every studio operation once by the document's group and name; its
 * answers have the described shapes when a list's `results` is read as the concrete list redeclares it (and differ
 * from them exactly where the fixture means to: a status outside the described enum); and its state behaves as the
 * specs rely on (the switch takes an integer `channel_id`, refuses the invalid token, viewers move, a stream ends).
 */
import { Validator as JsonSchemaValidator, type Schema } from '@cfworker/json-schema';
import { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readDescription } from '../src/lib/service-description/description.ts';
import { namedOperation } from '../src/lib/service-description/match.ts';
import {
  BARE_HOST,
  STUDIO_NAMES,
  STUDIO_PATHS,
  STUDIO_STREAM_KEY,
  studioDescription,
} from '../e2e/support/fixture-studio-description.ts';
import {
  INVALID_TOKEN_REFUSAL,
  STUDIO_DESCRIPTION_PATH,
  type StudioService,
  startStudioService,
} from '../e2e/support/fixture-studio-service.ts';
import { Control } from './testing/control-client.ts';

type Json = Record<string, unknown>;
const P = STUDIO_PATHS;
const document = studioDescription() as {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
};

/**
 * A schema as a reader of this kind of description must take it: references followed, and an `allOf`'s members
 * merged with later properties replacing earlier ones (the concrete list's `results` over the base's strings).
 */
function readable(schema: Json): Json {
  const name = typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : undefined;
  if (name !== undefined) return readable(document.components.schemas[name]!);
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Json[]).map(readable);
    const merged = Object.assign({}, ...parts, { allOf: undefined }) as Json;
    const properties = Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Json;
    return { ...merged, ...(Object.keys(properties).length ? { properties } : {}) };
  }
  const out: Json = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Json>).map(([key, value]) => [key, readable(value)]),
    );
  if (schema.items) out.items = readable(schema.items as Json);
  return out;
}

function answerSchema(method: string, path: string): Json {
  const described = document.paths[path]?.[method] as { responses: Record<string, { content: Json }> };
  return readable((described.responses['200']!.content['application/json'] as { schema: Json }).schema);
}

/** Where an answer breaks its described shape (instance locations), none when it keeps it. */
function breaks(method: string, path: string, body: unknown): string[] {
  const result = new JsonSchemaValidator(answerSchema(method, path) as Schema, '4', false).validate(body);
  return [...new Set(result.errors.map((error) => error.instanceLocation))].filter(
    (location) => !result.errors.some((other) => other.instanceLocation.startsWith(`${location}/`)),
  );
}

let service: StudioService;
let control: Control;
let auth: string;

beforeAll(async () => {
  service = await startStudioService();
  control = new Control(service.url);
});

afterAll(async () => {
  await service.close();
});

beforeEach(async () => {
  service.reset();
  const reply = await fetch(`${service.url}/method/auth/refresh-access`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ v: '1', language: 'en', app: 'site', refresh: await control.mintRefreshToken() }),
  });
  auth = `oauth ${((await reply.json()) as { accessToken: string }).accessToken}`;
});

async function call(method: string, path: string, body?: unknown, authorization: string | null = auth) {
  const response = await fetch(`${service.url}${path}${path.includes('?') ? '&' : '?'}v=1&language=en`, {
    method,
    headers: {
      ...(authorization ? { Authorization: authorization } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json & Json[] };
}

describe('the studio description', () => {
  it('is valid OpenAPI 3.0, served at the config’s serviceDescriptionUrl', async () => {
    const result = await new OpenApiValidator().validate(studioDescription());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const config = (await (await fetch(`${service.url}/config.json`)).json()) as Json;
    expect(config.serviceDescriptionUrl).toBe(STUDIO_DESCRIPTION_PATH);
    expect(await (await fetch(`${service.url}${STUDIO_DESCRIPTION_PATH}`)).json()).toEqual(studioDescription());
  });

  it('names every studio operation once by group and name, and offers no way to reset a key', () => {
    const read = readDescription(studioDescription());
    for (const [group, name] of STUDIO_NAMES)
      expect(namedOperation(read, group, name), `${group} — ${name}`).toBeDefined();
    expect(read.byTag.get('stream key')?.map((operation) => operation.summary)).toEqual([
      'Get stream credentials',
      'Update record',
    ]);
    expect(namedOperation(read, 'Channel', 'Get live status')?.method).toBe('POST');
    expect(namedOperation(read, 'Project', 'Get live status')?.raw).not.toHaveProperty('parameters');
  });

  it('lists as allOf of a base whose results are strings, and leaves the analytics undescribed', () => {
    const list = document.components.schemas.ChannelListResponse as { allOf: Json[] };
    expect(list.allOf[0]).toEqual({ $ref: '#/components/schemas/BaseListResponse' });
    expect(readable(document.components.schemas.BaseListResponse!)).toMatchObject({
      properties: { results: { items: { type: 'string' } } },
    });
    expect(answerSchema('get', P.channelSearch)).toMatchObject({
      properties: { results: { items: { properties: { id: { type: 'string' } } } } },
    });
    expect(readable(document.components.schemas.SetChannelStatusDto!)).toMatchObject({
      properties: { channel_id: { type: 'integer' }, status: { type: 'boolean' } },
    });
    for (const path of [P.bitrate, P.viewers, P.events]) expect(answerSchema('get', path)).toEqual({ type: 'object' });
  });
});

describe('the studio service', () => {
  it('answers in the described shapes, but for a status the description does not list', async () => {
    const reads: [string, string][] = [
      ['GET', `${P.credentials}?project_id=42`],
      ['GET', P.servers],
      ['GET', `${P.channelSearch}?project_id=42`],
      ['GET', `${P.channelMinimal}?project_id=42`],
      ['GET', P.platforms],
      // The OAuth start's answer is not described (as the real kind's): nothing to hold it to.
      ['GET', P.projectLive],
      ['GET', `${P.liveInfo}?broadcast_id=0`],
      ['POST', P.centrifugeAuth],
    ];
    const found: Record<string, string[]> = {};
    for (const [method, url] of reads) {
      const reply = await call(method, url);
      expect(reply.status, url).toBe(200);
      found[url] = breaks(method.toLowerCase(), url.split('?')[0]!, reply.body);
    }
    expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length))).toEqual({
      [`${P.channelSearch}?project_id=42`]: ['#/results/3/status'],
    });
  });

  it('seeds the key, servers with an ID of 0 and a bare host, and destinations with string IDs', async () => {
    expect((await call('GET', `${P.credentials}?project_id=42`)).body).toEqual({
      key: STUDIO_STREAM_KEY,
      record: false,
      wait: 0,
    });
    const servers = (await call('GET', P.servers)).body;
    expect(servers.results).toContainEqual(expect.objectContaining({ id: 0, serverStatus: 'good' }));
    expect(servers.results).toContainEqual(expect.objectContaining({ url: BARE_HOST }));
    const channels = (await call('GET', `${P.channelSearch}?project_id=42`)).body.results as Json[];
    expect(channels.map((item) => [item.id, item.status, item.token_status])).toEqual([
      ['0', 'live', 'valid'],
      ['17', 'live', 'valid'],
      ['23', 'error', 'invalid'],
      ['31', 'throttled', 'deprecated'],
      ['38', 'offline', 'valid'],
      ['44', 'pending', 'unused'],
    ]);
    expect((await call('GET', P.servers, undefined, null)).status).toBe(401);
  });

  it('switches a destination by an integer channel_id only, refuses the invalid token, and records the bodies', async () => {
    const refusedString = await call('POST', P.channelSwitch, { channel_id: '17', status: false });
    expect(refusedString.status).toBe(400);
    expect(JSON.stringify(refusedString.body)).toContain('channel_id must be an integer number');
    const refusedToken = await call('POST', P.channelSwitch, { channel_id: 23, status: true });
    expect(refusedToken.status).toBe(400);
    expect(JSON.stringify(refusedToken.body)).toContain(INVALID_TOKEN_REFUSAL);

    expect((await call('POST', P.channelSwitch, { channel_id: 17, status: false })).status).toBe(200);
    const twitch = ((await call('GET', `${P.channelSearch}?project_id=42`)).body.results as Json[])[1];
    expect(twitch).toMatchObject({ id: '17', active: false, live: false });
    const info = (await call('GET', `${P.liveInfo}?broadcast_id=0`)).body;
    // The real kind's live info: channel IDs as numbers, even where the channel list gives strings.
    expect((info.results as Json[]).map((item) => item.channel_id)).toEqual([0, 31, 44]);
    expect(service.received(P.channelSwitch).map((received) => received.body)).toEqual([
      { channel_id: '17', status: false },
      { channel_id: 23, status: true },
      { channel_id: 17, status: false },
    ]);
  });

  it('adds viewers on each read of the live info, and ends a stream its analytics still answer for', async () => {
    // The real kind's live status: live by its count of live groups, naming no project.
    const live = (await call('GET', P.projectLive)).body;
    expect(live).toMatchObject({ live_groups_count: 1, broadcast_id: 0, stream_id: 9001, resolution: '1920x1080' });
    expect(live).not.toHaveProperty('project_id');
    const viewers = async () =>
      ((await call('GET', `${P.liveInfo}?broadcast_id=0`)).body.results as Json[])[0]!.viewer as number;
    const first = await viewers();
    expect(await viewers()).toBeGreaterThan(first);

    service.studio.endStream();
    expect((await call('GET', P.projectLive)).body).toEqual({ live_groups_count: 0 });
    expect((await call('GET', `${P.liveInfo}?broadcast_id=0`)).status).toBe(400);
    const bitrate = (await call('GET', `${P.bitrate}?stream_id=9001`)).body;
    expect((bitrate.timeLine as string[]).length).toBe((bitrate.bitrate as number[]).length);
    expect((await call('GET', `${P.events}?stream_id=9001`)).body.length).toBeGreaterThan(0);
    expect((await call('GET', `${P.viewers}?stream_id=1`)).status).toBe(400);

    service.studio.startStream();
    expect((await call('GET', P.projectLive)).body).toMatchObject({
      live_groups_count: 1,
      broadcast_id: 1,
      stream_id: 9002,
    });
  });

  it('starts oauth at a loopback page of the fixture server', async () => {
    const url = (await call('GET', `${P.oauth}?project_id=42&platform=vk&channel_id=23`)).body.url as string;
    expect(url.startsWith(`${service.url}/fixture/oauth/vk?state=`)).toBe(true);
    const page = await fetch(url);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Platform sign-in');
  });
});
