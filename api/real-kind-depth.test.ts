/**
 * The contract API's reads against the real kind's answers at every depth ../shared/real-kind-shapes.md writes them
 * (api/testing/real-kind-schemas.json, derived by scripts/real-kind-table.ts): every GET it describes, its example
 * answer (built from its own description: every property it names) and its live answer as the demo account, each held
 * to the same operation's answer in the sheet — every field the real kind requires present, of its type and one of its
 * values, and no field it does not name — followed through every shape the answer names, as the sheet's list of named
 * shapes writes it out. api/real-kind.test.ts holds the rest (paths, parameters, statuses, bodies).
 *
 * Where the contract API differs on purpose, it is listed below with why, and the test holds that list to exactly
 * what differs. Where the real kind names no fields (an object it describes with no properties, an answer it describes
 * with no content), ours are reported, not judged; a shape named and written out nowhere fails the test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetSchema } from '../scripts/real-kind-schema.ts';
import { type RealKindSchemas, parseSchemas } from '../scripts/real-kind-table.ts';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';
import { DemoClient } from './testing/demo-client.ts';
import { type DescribedSchema, exampleOf } from './testing/example-answer.ts';
import { type Finding, findingsOf } from './testing/real-kind-depth.ts';
import { setSeedValue, valueFor } from './testing/seed-values.ts';
import { heldByNewerSheet } from './testing/real-kind-sheets.ts';

const SCHEMAS_URL = new URL('./testing/real-kind-schemas.json', import.meta.url);
const SHEET_URL = new URL('../../shared/real-kind-shapes.md', import.meta.url);
const NEWER_URL = new URL('../../shared/real-kind-newer.md', import.meta.url);
const real = JSON.parse(readFileSync(SCHEMAS_URL, 'utf8')) as RealKindSchemas;
/** The sheet's schemas, and those it leaves open that the newer description writes out. */
const known = { ...real.newer, ...real.schemas };

/** Where an answer is not the real kind's at depth, on purpose, by `GET path at`: the why. */
const DIFFERENCES: Record<string, string> = {
  // A top-up is a payment of no plan: it has no period. The real kind requires `plan_period` (month or year), written
  // for a tariff's payment; the demo sends null rather than a period nobody chose.
  'GET /method/payment plan_period': 'a top-up has no period',
  // Project 42 has a member at level 3, which the newer description adds to the older's 0–2 (its §2.25).
  'GET /method/project/user/list results[].access_type': 'the newer description’s member levels 0–3',
};

/**
 * Where the sheet names another schema than the one its gloss says, by `GET path at`: the schema held there instead.
 * None now: the project's full info, whose storage `data` the sheet types as the transcoding plan, is the newer
 * description's (api/real-kind-newer.test.ts), as are the restream plan read's slots, which carry the document's
 * `support_custom_channel` and `custom_video` as the newer plan item does.
 */
const HELD_AS: Record<string, string> = {};

let server: RunningServer;
let description: {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, DescribedSchema> };
};
type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: { enum?: unknown[] } }[];
  responses: Record<string, { content?: Record<string, { schema: DescribedSchema }> }>;
};

beforeAll(async () => {
  server = await startServer({ port: 0 });
  description = (await (await fetch(`${server.url}/__contract/openapi.json`)).json()) as typeof description;
});

afterAll(async () => {
  await server.close();
});

/** Every read the contract API describes with a 2xx answer (not a provider's callback, which answers 301). */
/** The reads the older sheet holds (the newer sheet's own are held by api/real-kind-newer.test.ts). */
function reads(): { key: string; path: string; status: string; operation: Operation }[] {
  return Object.entries(description.paths).flatMap(([path, item]) => {
    const operation = item.get;
    const status = operation && Object.keys(operation.responses).find((code) => /^2\d\d$/.test(code));
    return path.startsWith('/method/') && operation && status && !heldByNewerSheet('GET', path)
      ? [{ key: `GET ${path}`, path, status, operation }]
      : [];
  });
}

/** The places `value` differs from the real kind's answer, with HELD_AS's schemas held where they stand. */
function differences(key: string, value: unknown, schema: SheetSchema): Finding[] {
  const held = Object.entries(HELD_AS).filter(([where]) => where.startsWith(`${key} `));
  const found = findingsOf(value, schema, known).filter(
    (finding) => !held.some(([where]) => `${key} ${finding.at}`.startsWith(`${where}.`)),
  );
  for (const [where, name] of held) {
    const at = where.slice(key.length + 1);
    const inner = at.split('.').reduce<unknown>((part, step) => (part as Record<string, unknown>)?.[step], value);
    found.push(
      ...findingsOf(inner, { $ref: name }, known).map((finding) => ({ ...finding, at: `${at}.${finding.at}` })),
    );
  }
  return found;
}

/** Where the real kind names no fields: `open` (an object it describes with none), `unwritten` (a name never written). */
const UNJUDGED = new Set<Finding['kind']>(['open', 'unwritten']);
const judged = (key: string, found: Finding[]) =>
  found.filter((finding) => !UNJUDGED.has(finding.kind)).map((finding) => `${key} ${finding.at}`);
const ofKind = (kind: Finding['kind'], key: string, found: Finding[]) =>
  found.filter((finding) => finding.kind === kind).map((finding) => `${key} ${finding.at}`);

describe('the real kind’s answers at depth', () => {
  it.skipIf(!existsSync(SHEET_URL) || !existsSync(NEWER_URL))(
    'are the sheet’s, as scripts/real-kind-table.ts reads it',
    () => {
      expect(parseSchemas(readFileSync(SHEET_URL, 'utf8'), readFileSync(NEWER_URL, 'utf8'))).toEqual(real);
    },
  );

  it('hold what the sheet writes at any depth, a name written out in one place where another only names it', () => {
    // The notifications list names its items' texts (InternalNotifyTypeText) without writing them; the item read writes
    // them out.
    const list = real.answers['GET /method/notify_history/list']!['200']!;
    const item = { id: 'a', project_id: 1, date_create: 'd', actions: {}, channel: 'cabinet', status_read: true };
    const page = (text: unknown) => ({
      total: 1,
      limit: 20,
      offset: 0,
      results: [{ ...item, category: 'stream', text }],
    });
    const full = { language: 'english', language_iso: 'en', title: 'T', text: 'x' };
    expect(findingsOf(page([full]), list, known)).toEqual([]);
    const { title: _, ...untitled } = full;
    expect(findingsOf(page([{ ...untitled, lang: 'en' }]), list, known)).toEqual([
      { at: 'results[].text[].title', kind: 'missing' },
      { at: 'results[].text[].lang', kind: 'unnamed' },
    ]);
    expect(findingsOf(page([{ ...full, language_iso: 'de' }]), list, known)).toEqual([
      { at: 'results[].text[].language_iso', kind: 'value' },
    ]);
    expect(findingsOf({ ...page([]), total: '1' }, list, known)).toEqual([{ at: 'total', kind: 'type' }]);
    // The answers section names a server's country (CountryItem) and loads (RtmpServerLoading) without writing them
    // out; the sheet's list of named shapes writes them, so they are held.
    const servers = real.answers['GET /method/rtmp_server/list']!['200']!;
    const load = { avg: 1, max: 2 };
    const server = {
      city: 'c',
      url: 'u',
      network: load,
      cpu: load,
      ram: load,
      quality: 0,
      index: 0,
      serverStatus: 'good',
    };
    const country = { name: 'Germany', code: 'DE', id: 1 };
    expect(findingsOf({ results: [{ ...server, country, platforms: [] }] }, servers, known)).toEqual([]);
    expect(
      findingsOf({ results: [{ ...server, network: {}, country: { code: 'DE' }, platforms: [] }] }, servers, known),
    ).toEqual([
      { at: 'results[].network.avg', kind: 'missing' },
      { at: 'results[].network.max', kind: 'missing' },
      { at: 'results[].country.name', kind: 'missing' },
      { at: 'results[].country.id', kind: 'missing' },
    ]);
    // An object the real kind describes with no properties (a chat message's sender) is open: its fields are told
    // apart, not judged; a name written out nowhere is told apart as such.
    const message = real.answers['GET /method/chat/messages/message']!['200']!;
    const sent = {
      event_id: 'e',
      restreams: [],
      entities: [],
      text: 't',
      sender: { id: 'v1' },
      created_at: 'd',
      broadcast_id: 1,
      is_outgoing: false,
    };
    expect(findingsOf(sent, message, known)).toEqual([{ at: 'sender.id', kind: 'open' }]);
    expect(findingsOf({ a: { b: 1 } }, { type: 'object', properties: { a: { $ref: 'Nowhere' } } }, known)).toEqual([
      { at: 'a.b', kind: 'unwritten' },
    ]);
  });
});

describe('the contract API’s reads, against the real kind’s answers at every depth the sheet writes them', () => {
  it('its description’s example answers hold them, but where listed', () => {
    const found = reads().flatMap(({ key, status, operation }) => {
      const theirs = real.answers[key]?.[status];
      if (theirs === undefined) return [`${key}: the real kind has no ${status} answer`];
      const ours = operation.responses[status]?.content?.['application/json']?.schema;
      return judged(key, differences(key, exampleOf(ours, description.components.schemas), theirs));
    });
    expect(found.filter((key) => !(key in DIFFERENCES))).toEqual([]);
  });

  it('its live answers, as the demo account, hold them at every depth, but where listed', async () => {
    const demo = await DemoClient.signIn(server.url);
    // Project 42's chat key: a secret the service gives, so it is asked for, not known.
    setSeedValue('key', ((await demo.get('/method/chat/key', { project_id: '42' })).body as { key: string }).key);
    const judgedAll: string[] = [];
    const open: string[] = [];
    const unwritten: string[] = [];
    const all = reads();
    for (const { key, path, status, operation } of all) {
      const query: Record<string, string> = {};
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' || !parameter.required || ['v', 'language'].includes(parameter.name)) continue;
        query[parameter.name] = String(valueFor(parameter.name, parameter.schema, demo.tokens.refreshToken, path));
      }
      const reply = await demo.get(path, query);
      expect(reply.status, key).toBe(Number(status));
      const found = differences(key, reply.body, real.answers[key]![status]!);
      judgedAll.push(...judged(key, found));
      open.push(...ofKind('open', key, found));
      unwritten.push(...ofKind('unwritten', key, found));
    }
    const listed = Object.entries(DIFFERENCES).map(([where, why]) => `${where}: ${why}`);
    console.log(
      `${all.length} reads answered, every field judged where the real kind names its fields; ` +
        `${listed.length} differ on purpose:\n  ${listed.join('\n  ')}\n` +
        `Fields where the real kind describes an object with no properties (or no answer), ours to choose:\n  ${open.join('\n  ')}`,
    );
    expect(all.length).toBeGreaterThan(40);
    // The sheet writes every shape it names out whole: nothing is left unjudged for want of its fields.
    expect(unwritten).toEqual([]);
    expect([...new Set(judgedAll)].sort()).toEqual(Object.keys(DIFFERENCES).sort());
  });
});
