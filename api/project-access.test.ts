// Every route of the contract API that takes a project, walked with projects the demo account may not use: another
// account's (21, the second account's), refused on every route as an unknown one, and one shared with it at a guest's
// level (16), refused on every route that writes. The routes are the route table's (api/demo-routes.ts) and the
// document's own plan read; where each takes `project_id` — its query or its JSON body — is the contract API's own
// description, and what the other values are is drawn from their schemas, so a route added later is walked too.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ROUTES } from './demo-routes.ts';
import { contractDescription } from './openapi.ts';
import { projectUse } from './project-access.ts';
import { type RunningServer, startServer } from './server.ts';
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

type Walked = {
  label: string;
  method: string;
  path: string;
  use: 'read' | 'write';
  query: Record<string, string>;
  /** The JSON body the description asks for, `project_id` among its fields where it takes it there. */
  body?: Record<string, unknown>;
  projectIn: 'query' | 'body';
};

/** Every route that takes `project_id`, where its description says, with the other values it requires. */
function walkedRoutes(): Walked[] {
  const routes: Walked[] = [];
  const documented = [{ path: '/method/plan_restream', method: 'GET', use: 'read' as const, label: 'plan_restream' }];
  const demo = [...DEMO_ROUTES].flatMap(([path, byMethod]) =>
    [...byMethod].map(([method, { operation }]) => ({
      path,
      method,
      use: projectUse(operation, method),
      label: operation,
    })),
  );
  for (const { path, method, use, label } of [...documented, ...demo]) {
    const operation = description.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is in the route table but not described`);
    const parameters = (operation.parameters ?? []).map((one) => byRef<Parameter>(one, 'parameters'));
    const query: Record<string, string> = {};
    for (const parameter of parameters)
      if (parameter.in === 'query' && parameter.required) query[parameter.name] = String(sample(parameter.schema));
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    const body = bodySchema === undefined ? undefined : (sample(bodySchema) as Record<string, unknown>);
    const bodyProperties = (byRef<Schema | undefined>(bodySchema, 'schemas')?.properties ?? {}) as Schema;
    const inQuery = parameters.some((parameter) => parameter.in === 'query' && parameter.name === 'project_id');
    if (!inQuery && !('project_id' in bodyProperties)) continue;
    query.v = '1';
    query.language = 'en';
    routes.push({
      label: `${method} ${label}`,
      method,
      path,
      use,
      query,
      ...(body === undefined ? {} : { body }),
      projectIn: inQuery ? 'query' : 'body',
    });
  }
  return routes;
}

const WALKED = walkedRoutes();

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

async function ask(route: Walked, projectId: number): Promise<DemoReply> {
  const query = new URLSearchParams(
    route.projectIn === 'query' ? { ...route.query, project_id: String(projectId) } : route.query,
  );
  const body = route.body && (route.projectIn === 'body' ? { ...route.body, project_id: projectId } : route.body);
  const response = await fetch(`${server.url}${route.path}?${query}`, {
    method: route.method,
    headers: {
      Authorization: `oauth ${demo.tokens.accessToken}`,
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

describe('every route that takes a project', () => {
  it('is walked: the route table and the description name the routes that take one, reads and writes among them', () => {
    // The walk is derived, not listed: this holds it to finding what the demo's routes are, a hundred and more.
    expect(WALKED.length).toBeGreaterThan(100);
    expect(WALKED.filter((route) => route.use === 'write').length).toBeGreaterThan(50);
    expect(WALKED.some((route) => route.projectIn === 'body')).toBe(true);
    expect(WALKED.some((route) => route.label === 'GET plan_restream')).toBe(true);
  });

  it.each(WALKED)('$label refuses another account’s project as an unknown one', async (route) => {
    expect(refusalOf(await ask(route, 21))).toEqual([400, 'unknown_project', 'project_id']);
  });

  it.each(WALKED)('$label: a guest of the project ($use) may read it, and may not write', async (route) => {
    const refusal = refusalOf(await ask(route, 16));
    if (route.use === 'write') expect(refusal).toEqual([400, 'owner_only', 'project_id']);
    else expect(refusal).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(unknown_project|owner_only)$/)]));
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

  it('a guest declines no invitation addressed to the project: its owner answers it', async () => {
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
    const waiting = await demo.get('/method/channel_invite/get_for_project', { project_id: 16, channel_id: channelId });
    expect([waiting.status, waiting.body.to_project_id]).toEqual([200, 16]);
  });
});
