/**
 * The contract API against the real kind's newer description (../shared/real-kind-newer.md): every operation it
 * describes that only the newer description has, or that it changed since the older sheet (api/real-kind.test.ts holds
 * the rest), has the path, method, summary and group of one of the newer sheet's operations, takes its required
 * parameters where it takes them and no others, answers with its success status and in its shape to full depth — as
 * described, and live as the demo account for its reads — and takes some of its body's fields, with their types, and
 * all it requires. The sheet is read through api/testing/real-kind-newer-table.json (derived by
 * scripts/real-kind-newer-table.ts, with the setup sections §2.4 and §2.7–§2.14 and the billing sections §2.15, §2.16
 * and §2.18; the first test proves the table is the sheet's, when the sheet is beside the repo), so an operation of it the contract API comes to describe is held
 * with no edit here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewerOperation, parseNewerSheet } from '../scripts/real-kind-newer-table.ts';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';
import { DemoClient } from './testing/demo-client.ts';
import { type Schema, answerDifferences, newerComparer } from './testing/real-kind-newer-compare.ts';
import { setSeedValue, valueFor } from './testing/seed-values.ts';
import { NEWER_TABLE, OLDER_SHEET, heldByNewerSheet } from './testing/real-kind-sheets.ts';

const SHEET_URL = new URL('../../shared/real-kind-newer.md', import.meta.url);
/** The real kind takes these in every body and query; ours take them from the query, as every other operation. */
const COMMON = new Set(['v', 'language']);

/** The broadcast status's variants' own fields: the SDK's merge of them requires them all. */
const MERGED =
  'the SDK’s merge of four variants requires every variant’s fields; a live broadcast answers the Live one';
/** Where a live answer is not the newer sheet's shape, on purpose, by `GET path at`: the why. */
const LIVE_DIFFERENCES: Record<string, string> = Object.fromEntries(
  ['schedulerId', 'video_id', 'name', 'duration'].map((name) => [
    `GET /method/broadcast/status ${name}: missing`,
    MERGED,
  ]),
);

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
    expect(parseNewerSheet(readFileSync(SHEET_URL, 'utf8'), OLDER_SHEET)).toEqual(NEWER_TABLE);
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

  it('reads the setup sections: the channel additions’ table, nested lists, section-wide bodies, what changed', () => {
    // §2.4: one row each, the common body or the fields the row lists, answered 201 with nothing.
    const kick = row('POST', '/method/channel/add/kick');
    expect([kick?.group, kick?.success, kick?.answer, Object.keys(kick?.body?.properties ?? {})]).toEqual([
      'Channel',
      '201',
      null,
      ['v', 'language', 'project_id', 'channel_url', 'rtmp_url', 'stream_key'],
    ]);
    expect(NEWER_TABLE.filter((each) => each.path.startsWith('/method/channel/add/'))).toHaveLength(27);
    // §2.7–§2.14: a union tagged by its status; a model written under another; fields named without their type
    // typed where the section types them; flags listed together; a section's common body start and answer.
    expect(row('GET', '/method/video/create')?.answer?.oneOf).toHaveLength(2);
    expect(row('GET', '/method/pull-servers/list')?.answer?.properties?.results?.items?.properties?.url).toMatchObject({
      properties: { rtmp: { type: 'string' }, srt: { type: 'string' }, hls: { type: 'string' } },
    });
    expect(row('POST', '/method/transcoder/update')?.body?.properties?.channelIds).toEqual({
      type: 'array',
      items: { type: 'number' },
      required: false,
    });
    expect(row('GET', '/method/platforms/list')?.answer?.properties?.results?.items?.properties?.like).toEqual({
      type: 'number',
      required: true,
    });
    const youtube = row('POST', '/method/channel_settings/options/setYoutube');
    expect([youtube?.success, youtube?.body?.properties?.channel_id?.required, youtube?.answer]).toEqual([
      '201',
      true,
      { type: 'object', properties: { success: { type: 'boolean', required: true } } },
    ]);
    // Against the older sheet: a field it gave up or one the newer requires is a change; an added option is not.
    expect(row('GET', '/method/stream-keys')?.since).toBe('changed');
    expect(row('POST', '/method/transcoder/add')?.since).toBe('changed');
    expect(row('GET', '/method/platforms/connect')?.since).toBe('sheet');
    expect(youtube?.since).toBe('sheet');
    expect(row('GET', '/method/media-service-files/list')?.since).toBe('new');
    // The SDK's class by the older sheet's section it maps to.
    expect(row('GET', '/method/rtmp_server/srt-latency')?.group).toBe('RtmpServer');
  });

  it('reads working together (§2.19): the group the sheet renames, run-on lines, types named once, deprecation', () => {
    // "the sheet's "UserProject" is the SDK's ProjectApi", though the older sheet has a section named Project.
    expect(
      ['/method/project/me', '/method/project/user/leave'].map(
        (path) => row(path.endsWith('me') ? 'GET' : 'POST', path)?.group,
      ),
    ).toEqual(['UserProject', 'UserProject']);
    // The deprecated removal: its query and answer run on in its SDK line, its fields typed where another line types them.
    const del = row('POST', '/method/project/user/del');
    expect([del?.summary, del?.deprecated, del?.success, del?.parameters.map((p) => [p.name, p.type])]).toEqual([
      'Remove user from project',
      true,
      '200',
      [
        ['project_id', 'number'],
        ['user_id', 'number'],
      ],
    ]);
    expect(row('POST', '/method/project/user/change_access')?.parameters.find((p) => p.name === 'access_type')).toEqual(
      {
        in: 'query',
        name: 'access_type',
        type: 'number',
        required: true,
      },
    );
    // The channel's list changed its item: the newer fields are there, and the operation is marked changed.
    const list = row('GET', '/method/channel/access/list');
    expect(list?.since).toBe('changed');
    expect(list?.answer?.properties?.results?.items?.properties?.access_type).toEqual({
      type: 'number',
      required: true,
    });
    expect(row('POST', '/method/channel/access/del')?.deprecated).toBeUndefined();
  });

  it('reads the billing sections: operations a table gives, grouped names, labels, queries in the SDK line, the list of reads', () => {
    // §2.15's table under one heading: four renewals, each its class's, the heading's query and answer.
    const renewals = NEWER_TABLE.filter((each) => each.path.endsWith('/prolongation'));
    expect(renewals.map((each) => [each.group, each.summary, each.success])).toEqual([
      ['PlanRestream', 'Set restream tariff auto prolongation', '200'],
      ['PlanStorage', 'Set storage tariff auto prolongation', '200'],
      ['PlanTranscoding', 'Set transcoding tariff auto prolongation', '200'],
      ['Plan webinar', 'Set webinar tariff auto prolongation', '200'],
    ]);
    expect(renewals[0]?.parameters.find((each) => each.name === 'enabled')).toMatchObject({ type: 'boolean' });
    // The numbered list's reads: their summaries from the sheet's lists, a required field inside an optional slot
    // a change since the older sheet, and the plan item to full depth.
    const restream = row('GET', '/method/plan_restream');
    expect([restream?.summary, restream?.since, restream?.parameters]).toEqual([
      'Get tariff for project',
      'changed',
      [{ in: 'query', name: 'project_id', type: 'number', required: true }],
    ]);
    expect(restream?.answer?.properties?.current).toMatchObject({
      required: false,
      properties: { prolongation: { type: 'boolean', required: true }, period: { type: 'string', required: true } },
    });
    // The project's full info keeps the older sheet's group (ProjectApi holds UserProject's operations there).
    const info = row('GET', '/method/project/get_project_info');
    expect([info?.group, info?.answer?.properties?.webinar?.properties?.plan2user?.properties?.prolongation]).toEqual([
      'UserProject',
      { type: 'number', required: false },
    ]);
    // `sum?`, `refund_current?`, …: number — names written together share the type after them.
    expect(row('GET', '/method/plan_webinar/check')?.answer?.properties?.total).toEqual({
      type: 'number',
      required: false,
    });
    // A class the SDK line leaves out is the one named last; "· query: …" in the SDK line; no `language` where none.
    const status = row('GET', '/method/pay-system/tonconnect/status');
    expect([status?.group, status?.parameters.map((each) => each.name)]).toEqual(['Pay system', ['payment_id']]);
    // "amounts: `amount_units` string and `amount_nano` string": a label, and fields joined by "and".
    expect(Object.keys(row('GET', '/method/pay-system/tonconnect/intent')?.answer?.properties ?? {})).toEqual(
      expect.arrayContaining(['provider', 'amount_units', 'amount_nano', 'rate_expires_at_unix', 'payload']),
    );
    // A query and a body in one line; an answer of no model.
    const tron = row('POST', '/method/pay-system/tron/submit');
    expect([Object.keys(tron?.body?.properties ?? {}), tron?.success, tron?.answer]).toEqual([
      ['payment_id', 'tx_hash'],
      '201',
      null,
    ]);
    // The payment's body: one of five shapes, each with what they all have.
    const payment = row('POST', '/method/payment')?.body?.oneOf ?? [];
    expect(payment.map((shape) => Object.keys(shape.properties ?? {}).at(-1))).toEqual([
      'amount',
      'plan_restream_bitrate',
      'plan_storage_value',
      'plan_transcoding_count_flow',
      'plan_webinar_id',
    ]);
    // A redirect's answer changed since the older sheet; a bare `object` is any object.
    expect(row('GET', '/method/pay-system/payoneer/create')?.since).toBe('changed');
    expect(row('GET', '/method/transactions/list')?.answer?.properties?.results?.items?.properties?.code).toEqual({
      type: 'object',
      required: true,
    });
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

  it('are deprecated where the newer sheet marks them so, and only there (its own and the older sheet’s alike)', () => {
    const described = Object.entries(description.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
    const ours = described
      .filter(({ operation }) => (operation as { deprecated?: boolean }).deprecated === true)
      .map(({ method, path }) => `${method} ${path}`);
    const theirs = described
      .filter(({ method, path }) => row(method, path)?.deprecated === true)
      .map(({ method, path }) => `${method} ${path}`);
    expect(theirs).toEqual(['POST /method/project/user/del']);
    expect(ours).toEqual(theirs);
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

  it('answer their reads, as the demo account, in its shape to full depth', async () => {
    const demo = await DemoClient.signIn(server.url);
    // Project 42's chat key: a secret the service gives, so it is asked for, not known.
    setSeedValue('key', ((await demo.get('/method/chat/key', { project_id: '42' })).body as { key: string }).key);
    const reads = held().filter(({ key, operation }) => key.startsWith('GET ') && successOf(operation) !== undefined);
    const differing: string[] = [];
    for (const { key, operation, theirs } of reads) {
      const path = key.slice('GET '.length);
      const query: Record<string, string> = {};
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' || !parameter.required || COMMON.has(parameter.name)) continue;
        const schema = parameter.schema as { enum?: unknown[] } | undefined;
        query[parameter.name] = String(valueFor(parameter.name, schema, demo.tokens.refreshToken, path));
      }
      const reply = await demo.get(path, query);
      expect(reply.status, key).toBe(Number(successOf(operation)));
      if (theirs?.answer) differing.push(...answerDifferences(reply.body, theirs.answer).map((at) => `${key} ${at}`));
    }
    expect(reads.length).toBeGreaterThan(10);
    expect(differing.sort()).toEqual(Object.keys(LIVE_DIFFERENCES).sort());
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
