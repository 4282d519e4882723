// Every route of the contract API that acts on a project, walked with projects the demo account may not use as it asks:
// another account's (21, the second account's), refused on every route as an unknown one; one shared with it at a
// guest's level (16, level 1); and its own project 42 with the account lowered to each level below an owner's (0, 1,
// 3) — refused exactly where api/project-access.ts's table says the route needs what the level does not allow (the
// level table, api/team/access-levels.ts), and let through everywhere else. The routes are the route table's
// (api/demo-routes.ts) and the document's own plan read; how each names its project — `project_id` in its query or
// its JSON body, or a thing of the project (a payment, the chat's key, a destination, an invitation) — is the contract
// API's own description, and what the other values are is drawn from their schemas, so a route added later is walked
// too.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoOperation } from './demo-paths.ts';
import { DEMO_ROUTES } from './demo-routes.ts';
import { contractDescription } from './openapi.ts';
import { routeNeed } from './project-access.ts';
import { type RunningServer, startServer } from './server.ts';
import { type MemberCapability, type MemberLevel, memberMay } from './team/access-levels.ts';
import { DemoClient, type DemoReply, problemOf } from './testing/demo-client.ts';

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = { parameters?: (Parameter | { $ref: string })[]; requestBody?: { content?: Record<string, Schema> } };

const description = contractDescription() as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> };
};

const byRef = <T>(value: unknown, section: 'schemas' | 'parameters'): T => {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  return (ref === undefined ? value : (description.components[section] ?? {})[ref.split('/').pop()!]) as T;
};

/** A value the schema takes, as a client that read only the description would send. */
function sample(raw: unknown, depth = 0): unknown {
  const schema = byRef<Schema | undefined>(raw, 'schemas') ?? {};
  if (depth > 6) return null;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const choices = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (choices?.length) return sample(choices[0], depth + 1);
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...schema.allOf.map((part) => sample(part, depth + 1) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'string':
      return schema.format === 'date-time' ? '2026-06-01T00:00:00Z' : 'demo';
    default: {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sample(properties[name], depth + 1)]));
    }
  }
}

/** The fields a body's schema names: its own, its parts', and those of the variant `sample` draws. */
function bodyFields(raw: unknown, depth = 0): string[] {
  const schema = byRef<Schema | undefined>(raw, 'schemas') ?? {};
  if (depth > 6) return [];
  const choices = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  return [
    ...Object.keys((schema.properties ?? {}) as Schema),
    ...(choices?.length ? bodyFields(choices[0], depth + 1) : []),
    ...((schema.allOf ?? []) as unknown[]).flatMap((part) => bodyFields(part, depth + 1)),
  ];
}

/** What of a project a route may name it by. */
type Thing = 'project' | 'payment' | 'chatKey' | 'channel' | 'invite';

/** How a route names the project it acts on: the first of these fields it takes. */
const NAMED_BY: readonly { field: string; thing: Thing }[] = [
  { field: 'project_id', thing: 'project' },
  { field: 'payment_id', thing: 'payment' },
  { field: 'key', thing: 'chatKey' },
  { field: 'channel_id', thing: 'channel' },
];
/** Routes that name a thing of a project by a bare `id`, and which. */
const BY_ID: Partial<Record<DemoOperation, Thing>> = {
  'project/select': 'project',
  'channel_invite/get': 'invite',
  'channel_invite/del': 'invite',
};
/** Routes that name a destination or an `id` that is no project's thing: each says whose it is. */
const NO_PROJECTS: ReadonlySet<DemoOperation> = new Set<DemoOperation>([
  // An invitation's secret link opens it for whoever holds the link; answering it names the project it is for.
  'channel_invite/get_for_secret',
  // A person's platform account, not a project's.
  'platforms/account/remove',
  'platforms/logout',
]);

type Walked = {
  label: string;
  operation: DemoOperation | 'plan_restream';
  method: string;
  path: string;
  need: MemberCapability;
  query: Record<string, string>;
  /** The JSON body the description asks for. */
  body?: Record<string, unknown>;
  /** The field that names the project's thing, where it is, and what thing it is. */
  names: { field: string; in: 'query' | 'body'; thing: Thing };
};

/** Every signed-in route that names a project, the description's way, with the other values it requires. */
function walkedRoutes(): { walked: Walked[]; unwalked: { operation: DemoOperation; fields: string[] }[] } {
  const walked: Walked[] = [];
  const unwalked: { operation: DemoOperation; fields: string[] }[] = [];
  const documented = [
    { path: '/method/plan_restream', method: 'GET', need: 'view' as const, operation: 'plan_restream' as const },
  ];
  const demo = [...DEMO_ROUTES].flatMap(([path, byMethod]) =>
    [...byMethod]
      .filter(([, { route }]) => route.signedIn)
      .map(([method, { operation, need }]) => ({ path, method, need, operation })),
  );
  for (const { path, method, need, operation } of [...documented, ...demo]) {
    const described = description.paths[path]?.[method.toLowerCase()];
    if (!described) throw new Error(`${method} ${path} is in the route table but not described`);
    const parameters = (described.parameters ?? []).map((one) => byRef<Parameter>(one, 'parameters'));
    const query: Record<string, string> = {};
    for (const parameter of parameters)
      if (parameter.in === 'query' && parameter.required) query[parameter.name] = String(sample(parameter.schema));
    const bodySchema = described.requestBody?.content?.['application/json']?.schema;
    const body = bodySchema === undefined ? undefined : (sample(bodySchema) as Record<string, unknown>);
    const inQuery = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    const inBody = bodySchema === undefined ? [] : bodyFields(bodySchema);
    const where = (field: string) =>
      inQuery.includes(field) ? ('query' as const) : inBody.includes(field) ? ('body' as const) : undefined;
    const byId = operation === 'plan_restream' ? undefined : BY_ID[operation];
    const named = byId
      ? { field: 'id', thing: byId }
      : operation === 'plan_restream' || !NO_PROJECTS.has(operation)
        ? NAMED_BY.find(({ field }) => where(field) !== undefined)
        : undefined;
    if (!named) {
      if (operation !== 'plan_restream') unwalked.push({ operation, fields: [...inQuery, ...inBody] });
      continue;
    }
    query.v = '1';
    query.language = 'en';
    walked.push({
      label: `${method} ${operation}`,
      operation,
      method,
      path,
      need,
      query,
      ...(body === undefined ? {} : { body }),
      names: { ...named, in: where(named.field)! },
    });
  }
  return { walked, unwalked };
}

const { walked: WALKED, unwalked: UNWALKED } = walkedRoutes();
const BY_PROJECT_ID = WALKED.filter((route) => route.names.field === 'project_id');
const LEVELS: readonly MemberLevel[] = [0, 1, 3];

let server: RunningServer;
let demo: DemoClient;

beforeAll(async () => {
  server = await startServer({ port: 0, control: true });
});
afterAll(() => server.close());
beforeEach(async () => {
  await fetch(`${server.url}/__control/reset`, { method: 'POST' });
  demo = await DemoClient.signIn(server.url);
});

async function ask(client: DemoClient, route: Walked, value: string | number): Promise<DemoReply> {
  const { field } = route.names;
  const query = new URLSearchParams(
    route.names.in === 'query' ? { ...route.query, [field]: String(value) } : route.query,
  );
  const body = route.body && (route.names.in === 'body' ? { ...route.body, [field]: value } : route.body);
  const response = await fetch(`${server.url}${route.path}?${query}`, {
    method: route.method,
    headers: {
      Authorization: `oauth ${client.tokens.accessToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const parsed = (text === '' ? null : JSON.parse(text)) as DemoReply['body'];
  const error = parsed?.error;
  return { status: response.status, body: parsed, ...(error ? { problem: problemOf(error) } : {}) };
}

const refusalOf = ({ status, problem }: DemoReply) => [status, problem?.code, problem?.field];

/** Project 42's thing of each kind, as its owner (the demo account) reads it. */
async function thingOf42(thing: Thing): Promise<string | number> {
  const first = async (path: string, query: Record<string, string | number>) =>
    ((await demo.get(path, query)).body.results as Record<string, unknown>[])[0]!;
  switch (thing) {
    case 'project':
      return 42;
    case 'payment':
      return (await first('/method/transactions/list', { project_id: 42 })).id as number;
    case 'chatKey':
      return (await demo.get('/method/chat/key', { project_id: 42 })).body.key as string;
    case 'channel':
      return (await first('/method/channel/short', { project_id: 42 })).channel_id as number;
    case 'invite': {
      const channels = (await demo.get('/method/channel/short', { project_id: 42 })).body.results as {
        channel_id: number;
      }[];
      for (const { channel_id } of channels) {
        const invites = (await demo.get('/method/channel_invite/list', { project_id: 42, channel_id })).body
          .results as { project_channel_invite_id: number }[];
        if (invites.length > 0) return invites[0]!.project_channel_invite_id;
      }
      throw new Error('project 42 has no invitation');
    }
  }
}

/** The demo account at `level` in its own project 42: Lucas Martin (7) raised to an owner's level first. */
async function demoAt(level: MemberLevel): Promise<void> {
  for (const [userId, accessType] of [
    [7, 2],
    [1, level],
  ]) {
    const changed = await demo.send('POST', '/method/project/user/change_access', {
      project_id: 42,
      user_id: userId!,
      access_type: accessType!,
    });
    expect(changed.status).toBe(200);
  }
}

/** A refusal for the account's access: as an unknown project, or as not allowed. */
const ACCESS_REFUSAL = /^(unknown_project|owner_only)$/;

describe('every route that acts on a project', () => {
  it('is walked: the route table and the description name the routes, and how each names its project', () => {
    // The walk is derived, not listed: this holds it to finding what the demo's routes are, a hundred and more.
    expect(BY_PROJECT_ID.length).toBeGreaterThan(100);
    expect(WALKED.filter((route) => route.method !== 'GET').length).toBeGreaterThan(50);
    expect(WALKED.some((route) => route.names.in === 'body')).toBe(true);
    const labels = WALKED.map((route) => route.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'GET plan_restream',
        'POST POST payment',
        'POST plan_webinar/prolongation',
        'POST POST plan_webinar',
        'GET transactions/list',
        'GET pay-system/t-bank/create',
        'POST pay-system/walletconnect/submit',
        'POST project/user/delete',
        'POST project/user/leave',
        'POST channel_invite/del',
        'POST chat/messages/delete',
        'POST channel/set-status',
      ]),
    );
    // What is left names no project: the account's own (its sign-ins, notifications, platform accounts), the
    // catalogs, a secret link — never a field that names a project's thing unless listed as no project's.
    const naming = new Set(['id', ...NAMED_BY.map(({ field }) => field)]);
    const unlisted = UNWALKED.filter(
      ({ operation, fields }) => !NO_PROJECTS.has(operation) && fields.some((field) => naming.has(field)),
    );
    expect(unlisted).toEqual([]);
  });

  it('needs what its kind of work needs: the table names a capability of the level table for each', () => {
    const needs = Object.fromEntries(
      [...DEMO_ROUTES.values()].flatMap((byMethod) =>
        [...byMethod.values()].map((entry) => [entry.operation, entry.need]),
      ),
    );
    expect(needs).toMatchObject({
      'POST plan_restream': 'money',
      'DELETE plan_storage': 'money',
      'plan_webinar/prolongation': 'money',
      'POST payment': 'money',
      'pay-system/unitpay/create': 'money',
      'pay-system/tron/submit': 'money',
      'promo/apply': 'money',
      'project/user/change_access': 'team',
      'channel/access/transfer_owner': 'team',
      'channel_invite/add_by_id': 'team',
      'channel_invite/list': 'team',
      'broadcast/pause': 'stream',
      'channel/set-status': 'stream',
      'stream-keys': 'stream',
      'channel/add/custom': 'setup',
      'channel_settings/setName': 'setup',
      'channel_settings/bulkUpdate': 'setup',
      'transcoder/add': 'setup',
      'POST stream-pull-keys': 'setup',
      'stream-pull-keys': 'setup',
      'media-service-files/set': 'setup',
      'POST chat/messages': 'chat',
      'chat/messages/delete': 'chat',
      'project/user/leave': 'view',
      'POST notify_user/setting': 'view',
      'money_flow/list': 'view',
      'project/user/list': 'view',
    });
    // A write nobody has classified is refused when the route table is built, not let through.
    expect(() => routeNeed('archive/add' as DemoOperation, 'POST')).toThrow(/say what it needs/);
  });

  it.each(BY_PROJECT_ID)('$label refuses another account’s project as an unknown one', async (route) => {
    expect(refusalOf(await ask(demo, route, 21))).toEqual([400, 'unknown_project', 'project_id']);
  });

  it.each(WALKED.filter((route) => route.names.field !== 'project_id'))(
    '$label refuses another account’s $names.thing as an unknown one',
    async (route) => {
      const value = await thingOf42(route.names.thing);
      const second = await DemoClient.signIn(server.url, 'second');
      expect(refusalOf(await ask(second, route, value))).toEqual([
        400,
        expect.stringMatching(/^unknown_/),
        route.names.field,
      ]);
    },
  );

  it.each(BY_PROJECT_ID)(
    '$label: a guest of a shared project (level 1) is let through only where it may',
    async (route) => {
      const refusal = refusalOf(await ask(demo, route, 16));
      if (memberMay(1, route.need)) expect(refusal).not.toContainEqual(expect.stringMatching(ACCESS_REFUSAL));
      else expect(refusal).toEqual([400, 'owner_only', 'project_id']);
    },
  );

  describe.each(LEVELS)('a member of the project at level %i', (level) => {
    it.each(WALKED)('$label ($need)', async (route) => {
      const value = await thingOf42(route.names.thing);
      await demoAt(level);
      const refusal = refusalOf(await ask(demo, route, value));
      if (memberMay(level, route.need)) expect(refusal).not.toContainEqual(expect.stringMatching(ACCESS_REFUSAL));
      else expect(refusal).toEqual([400, 'owner_only', route.names.field]);
    });
  });
});

describe('what each level may do, done', () => {
  it('a member at level 3 sets up and runs the stream, but buys no plan, tops up nothing and changes no team', async () => {
    const invite = await thingOf42('invite');
    await demoAt(3);
    const link = await demo.post('/method/stream-pull-keys', { project_id: 42, transport: 'srt', name: 'Backup' });
    expect(link.status).toBe(201);
    const paused = await demo.post('/method/broadcast/pause', { project_id: 42, broadcast_id: 9001 });
    expect(paused.status).toBe(201);
    expect((await demo.get('/method/broadcast/status', { project_id: 42 })).body).toMatchObject({ status: 'paused' });
    const balance = async () => (await demo.get('/method/project/select', { id: 42 })).body.balance_payment;
    const before = await balance();
    const bought = await demo.send('POST', '/method/plan_restream', {
      project_id: 42,
      plan_restream_id: 2,
      period: 'month',
    });
    expect(refusalOf(bought)).toEqual([400, 'owner_only', 'project_id']);
    const topUp = await demo.post('/method/payment', { project_id: 42, type: 'topup', amount: 500 });
    expect(refusalOf(topUp)).toEqual([400, 'owner_only', 'project_id']);
    expect(await balance()).toBe(before);
    const removed = await demo.send('POST', '/method/project/user/delete', { project_id: 42, user_id: 5 });
    expect(refusalOf(removed)).toEqual([400, 'owner_only', 'project_id']);
    const revoked = await demo.send('POST', '/method/channel_invite/del', { id: invite });
    expect(refusalOf(revoked)).toEqual([400, 'owner_only', 'id']);
  });

  it('a member at level 1 removes a chat message; at level 0 reads the chat and removes nothing', async () => {
    const key = await thingOf42('chatKey');
    const messages = async () =>
      (await demo.get('/method/chat/messages', { key, broadcast_id: 9001 })).body as {
        total: number;
        items: { event_id: string }[];
      };
    const { total, items } = await messages();
    await demoAt(1);
    const remove = (eventId: string) =>
      demo.send('POST', '/method/chat/messages/delete', { key, broadcast_id: 9001, event_id: eventId });
    expect((await remove(items[0]!.event_id)).status).toBe(201);
    expect((await messages()).total).toBe(total - 1);
    await fetch(`${server.url}/__control/reset`, { method: 'POST' });
    await demoAt(0);
    const read = await messages();
    expect(read.total).toBe(total);
    const refused = await remove(read.items[0]!.event_id);
    expect(refusalOf(refused)).toEqual([400, 'owner_only', 'key']);
    expect(refused.problem?.message).toBe('Your access to project 42 does not allow this');
    expect((await messages()).total).toBe(total);
  });
});

describe('what a guest could change before every route checked its project', () => {
  it('a guest applies no promo code to the project’s money', async () => {
    const history = async () => (await demo.get('/method/money_flow/list', { project_id: 16 })).body.total;
    const before = await history();
    expect(refusalOf(await demo.get('/method/promo/apply', { project_id: 16, code: 2025 }))).toEqual([
      400,
      'owner_only',
      'project_id',
    ]);
    expect(await history()).toBe(before);
  });

  it('a guest declines no invitation addressed to the project: it still waits for the project’s owner', async () => {
    const channels = (await demo.get('/method/channel/short', { project_id: 42 })).body.results as {
      channel_id: number;
    }[];
    const shared = (await demo.get('/method/channel/access/list', { project_id: 42, channel_id: 101 })).body;
    expect(JSON.stringify(shared)).toContain('"project_id":16');
    // A channel of the demo's own project 42 not yet shared with 16, offered to 16.
    const channelId = channels.map((channel) => channel.channel_id).find((id) => id !== 101)!;
    const invited = await demo.send('POST', '/method/channel_invite/add_by_id', {
      project_id: 42,
      channel_id: channelId,
      to_project_external_id: '16',
      access_type: 0,
    });
    expect(invited.status).toBe(200);
    const declined = await demo.send('POST', '/method/channel_invite/decline_for_project', {
      project_id: 16,
      channel_id: channelId,
    });
    expect(refusalOf(declined)).toEqual([400, 'owner_only', 'project_id']);
    const waiting = (await demo.get('/method/channel_invite/list', { project_id: 42, channel_id: channelId })).body
      .results as { to_project_id: number | null; reject: boolean | null }[];
    expect(waiting.find((invite) => invite.to_project_id === 16)).toMatchObject({ reject: null });
  });
});
