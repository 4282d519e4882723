/**
 * The contract API against the real kind's newer description (../shared/real-kind-newer.md): every operation it
 * describes that only the newer description has, or that it changed since the older sheet (api/real-kind.test.ts holds
 * the rest), has the path, method, summary and group of one of the newer sheet's operations, takes its required
 * parameters where it takes them and no others, answers with its success status and in its shape to full depth, and
 * takes some of its body's fields, with their types, and all it requires. The sheet is read through
 * api/testing/real-kind-newer-table.json (derived by scripts/real-kind-newer-table.ts; the first test proves the
 * table is the sheet's, when the sheet is beside the repo).
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseNewerSetup } from '../scripts/real-kind-newer-setup.ts';
import { type NewerOperation, parseNewerSheet } from '../scripts/real-kind-newer-table.ts';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';
import { type Schema, newerComparer } from './testing/real-kind-newer-compare.ts';
import { NEWER_MAIN_TABLE, NEWER_SETUP_TABLE, NEWER_TABLE, heldByNewerSheet } from './testing/real-kind-sheets.ts';

const SHEET_URL = new URL('../../shared/real-kind-newer.md', import.meta.url);
const OLDER_SHEET_URL = new URL('../../shared/real-kind-shapes.md', import.meta.url);
/** The real kind takes these in every body and query; ours take them from the query, as every other operation. */
const COMMON = new Set(['v', 'language']);

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  tags?: string[];
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Description = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

let server: RunningServer;
let description: Description;
let compare: ReturnType<typeof newerComparer>;

beforeAll(async () => {
  server = await startServer({ port: 0 });
  description = (await (await fetch(`${server.url}/__contract/openapi.json`)).json()) as Description;
  compare = newerComparer(description.components.schemas);
});

afterAll(async () => {
  await server.close();
});

type Ours = { key: string; operation: Operation; theirs: NewerOperation | undefined };

/** The described operations the newer sheet holds, each with the sheet's row for it. */
function held(): Ours[] {
  return Object.entries(description.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) => {
      const upper = method.toUpperCase();
      if (!path.startsWith('/method/') || !heldByNewerSheet(upper, path)) return [];
      const theirs = NEWER_TABLE.find((row) => row.method === upper && row.path === path);
      return [{ key: `${upper} ${path}`, operation, theirs }];
    }),
  );
}

const successOf = (operation: Operation) => Object.keys(operation.responses).find((status) => /^2\d\d$/.test(status));
const row = (method: string, path: string) => NEWER_TABLE.find((each) => each.method === method && each.path === path);

describe('the newer sheet’s table', () => {
  it.skipIf(!existsSync(SHEET_URL))('is the sheet’s, as scripts/real-kind-newer-table.ts reads it', () => {
    expect(parseNewerSheet(readFileSync(SHEET_URL, 'utf8'))).toEqual(NEWER_MAIN_TABLE);
  });

  it.skipIf(!existsSync(SHEET_URL) || !existsSync(OLDER_SHEET_URL))(
    'and its setup sections’ are the sheet’s, as scripts/real-kind-newer-setup.ts reads them',
    () => {
      const read = (url: URL) => readFileSync(url, 'utf8');
      expect(parseNewerSetup(read(SHEET_URL), read(OLDER_SHEET_URL))).toEqual(NEWER_SETUP_TABLE);
    },
  );

  it('reads the setup sections’ prose: a row’s own body, fields named without a type, shared types, changes', () => {
    // Kick's row lists `channel_url` "instead of `name`": its body has no name.
    expect(Object.keys(row('POST', '/method/channel/add/kick')?.body?.properties ?? {})).toEqual([
      'v',
      'language',
      'project_id',
      'channel_url',
      'rtmp_url',
      'stream_key',
    ]);
    expect(row('POST', '/method/channel/add/tachid')?.summary).toBe('Add tach channel');
    // "everything else is optional: `name?`, `width?`, …": typed as the creation's; "there is no `mode` field".
    const update = row('POST', '/method/transcoder/update')?.body?.properties ?? {};
    expect(update.width).toEqual({ type: 'number', required: false });
    expect(update.videoCodec?.required).toBe(true);
    expect(update.mode).toBeUndefined();
    // "capability flags, all typed number (0/1 style): `oauth`, …".
    const platform = row('GET', '/method/platforms/list')?.answer?.properties?.results?.items?.properties ?? {};
    expect([platform.oauth?.type, platform.like?.type]).toEqual(['number', 'number']);
    // A query that says what it has not ("There is **no** `project_id`").
    expect(row('GET', '/method/platforms/accounts')?.parameters.map((p) => p.name)).toEqual(['platform']);
    // New (§1.1), changed since the older sheet (the creation takes `videoCodec`, not `videoCodecId`), or as it was.
    expect(
      ['/method/transcoder/reset-delay', '/method/transcoder/add', '/method/transcoder/stop'].map(
        (path) => row('POST', path)?.since,
      ),
    ).toEqual(['new', 'changed', 'sheet']);
    expect(row('POST', '/method/transcoder/add')?.answer).toEqual({ type: 'number' });
    expect(row('GET', '/method/platforms/account/channels')?.parameters.find((p) => p.name === 'ids')?.type).toBe(
      'array',
    );
  });

  it('reads the sheet’s shapes to full depth: models named elsewhere, shared blocks, merged variants, changes', () => {
    // A model written out under an earlier operation ("(as above)"), expanded two levels down.
    const send = row('POST', '/method/chat/messages');
    expect(send?.since).toBe('changed');
    expect(send?.body?.properties?.restreams).toMatchObject({
      type: 'array',
      items: { type: 'number' },
      required: true,
    });
    expect(send?.answer?.properties?.restreams?.items?.properties?.error).toEqual({ type: 'string', required: false });
    // Three headings sharing their bullets, each with its own status.
    expect(['pause', 'play', 'stop'].map((word) => row('POST', `/method/broadcast/${word}`)?.success)).toEqual([
      '201',
      '201',
      '200',
    ]);
    // The status's four variants merged: the inactive one's `status`, the live one's fields, the scheduler's more.
    const status = row('GET', '/method/broadcast/status')?.answer?.properties ?? {};
    expect(Object.keys(status)).toEqual(expect.arrayContaining(['status', 'restreams', 'schedulerId', 'duration']));
    expect(status.key_frame?.required).toBe(false);
    expect(status.restreams?.items?.properties?.status).toEqual({ type: 'string', required: false });
    expect(row('GET', '/method/broadcast/list')?.parameters.find((p) => p.name === 'order')).toEqual({
      in: 'query',
      name: 'order',
      type: 'string',
      required: false,
    });
    expect(row('GET', '/method/chat/messages')?.since).toBe('sheet');
    expect(row('GET', '/method/chat/key')?.group).toBe('Chat');
    expect(row('POST', '/method/chat/messages/delete')?.group).toBe('Chat gateway');
  });

  it('compares to full depth: a property too many, one missing or of another type, deep down, is found', () => {
    const theirs = row('POST', '/method/chat/messages')!.answer!;
    const schemas: Record<string, Schema> = {
      Delivery: {
        type: 'object',
        properties: {
          id: { type: ['string', 'null'] },
          restream_id: { type: 'integer' },
          platform: { type: 'string' },
        },
      },
    };
    const ours: Schema = {
      type: 'object',
      properties: {
        event_id: { type: 'string' },
        restreams: { type: 'array', items: { $ref: '#/components/schemas/Delivery' } },
        entities: { type: 'array', items: { type: 'object' } },
        text: { type: 'string' },
        sender: { allOf: [{ type: 'object', properties: { name: { type: 'string' } } }] },
        created_at: { type: 'string' },
        broadcast_id: { type: 'string' },
        is_outgoing: { type: 'boolean' },
        extra: { type: 'string' },
      },
    };
    expect(newerComparer(schemas).differences(ours, theirs).sort()).toEqual([
      'broadcast_id: string, the real kind’s number',
      'extra: not the real kind’s',
      'restreams[].created_at: missing',
      'restreams[].error: missing',
      'restreams[].event_id: missing',
    ]);
  });
});

describe('the contract API’s operations the newer sheet holds', () => {
  it('are the newer sheet’s, by path, method, summary and group', () => {
    const ours = held();
    console.log(`${ours.length} operations held by the newer sheet`);
    expect(ours.length).toBeGreaterThan(15);
    expect(ours.filter(({ theirs }) => !theirs).map(({ key }) => key)).toEqual([]);
    const named = ours
      .filter(({ operation, theirs }) => operation.summary !== theirs?.summary || operation.tags?.[0] !== theirs?.group)
      .map(
        ({ key, operation, theirs }) =>
          `${key}: ${operation.tags?.[0]} — ${operation.summary} ≠ ${theirs?.group} — ${theirs?.summary}`,
      );
    expect(named).toEqual([]);
  });

  it('answer with the newer sheet’s success status', () => {
    const wrong = held()
      .filter(({ operation, theirs }) => successOf(operation) !== theirs?.success)
      .map(({ key, operation, theirs }) => `${key}: ${successOf(operation)} ≠ ${theirs?.success}`);
    expect(wrong).toEqual([]);
  });

  it('take its required parameters, in the same place with the same type, and none it does not have', () => {
    const differing = held().flatMap(({ key, operation, theirs }) => {
      const ours = (operation.parameters ?? []).filter((parameter) => !COMMON.has(parameter.name));
      const real = (theirs?.parameters ?? []).filter((parameter) => !COMMON.has(parameter.name));
      const missing = real
        .filter((parameter) => parameter.required)
        .filter(
          (parameter) =>
            !ours.some(
              (mine) =>
                mine.name === parameter.name &&
                mine.in === parameter.in &&
                mine.required === true &&
                compare.flat(mine.schema).type === parameter.type,
            ),
        )
        .map((parameter) => `${key}: ${parameter.name} missing`);
      const extra = ours
        .filter((mine) => {
          const same = real.find((parameter) => parameter.name === mine.name);
          return !same || compare.flat(mine.schema).type !== same.type || (same.required && !mine.required);
        })
        .map((mine) => `${key}: ${mine.name} not the real kind’s`);
      return [...missing, ...extra];
    });
    expect(differing).toEqual([]);
  });

  it('answer in its shape, to full depth', () => {
    const differing = held().flatMap(({ key, operation, theirs }) => {
      const status = successOf(operation);
      const schema =
        status === undefined ? undefined : operation.responses[status]?.content?.['application/json']?.schema;
      if (!theirs?.answer) return schema === undefined ? [] : [`${key}: an answer the real kind does not describe`];
      return compare.differences(schema, theirs.answer).map((difference) => `${key} ${difference}`);
    });
    expect(differing).toEqual([]);
  });

  it('take a JSON body only where it does: some of its fields with their types, every one it requires', () => {
    const differing = held().flatMap(({ key, operation, theirs }) => {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (!theirs?.body) return schema === undefined ? [] : [`${key}: a body the real kind does not take`];
      if (schema === undefined) return [`${key}: no body`];
      const ours = compare.flat(schema);
      const real = theirs.body.properties ?? {};
      const fields = Object.keys(ours.properties ?? {});
      return [
        ...Object.entries(real)
          .filter(([name, value]) => value.required && !COMMON.has(name) && !ours.required.includes(name))
          .map(([name]) => `${key}: ${name} not required`),
        ...fields.filter((name) => !(name in real)).map((name) => `${key}: ${name} not the real kind’s`),
        ...fields
          .filter((name) => name in real)
          .flatMap((name) => compare.differences(ours.properties![name], real[name]!, name).map((d) => `${key} ${d}`)),
      ];
    });
    expect(differing).toEqual([]);
  });
});
