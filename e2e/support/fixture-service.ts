// A service shaped like the real one, for the operation pages' e2e tests: the contract API (sign-in, refresh,
// plan_restream, the control surface) plus the operations of fixture-description.ts, served on the same origin,
// checking the access token the same way, answering errors in the NestJS shape of services of this kind, and keeping
// a log of what reached it (so a test can prove nothing was sent before Confirm).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContractApi } from '../../api/contract-api.ts';
import { readBody, sendJson, splitUrl } from '../../api/http-json.ts';
import { type RunningServer, startServer } from '../../api/server.ts';
import { type Cabinet, createCabinet } from './fixture-cabinet-service.ts';
import { realKindDescription, realKindRows } from './fixture-real-kind.ts';
import { LISTED_TOKENS, NESTED_PASS, NESTED_USER, STREAM_KEY, fixtureDescription } from './fixture-description.ts';
import { nestError, validation } from './nest-errors.ts';
import {
  ARCHIVE_BYTES,
  ARCHIVE_DISPOSITION,
  ARCHIVE_PATH,
  LARGE_JSON_PATH,
  answerHeaders,
  largeJsonBytes,
} from './fixture-answers.ts';
import { SERIES_PREFIXES, seriesAnswer } from './fixture-series.ts';

export const FIXTURE_DESCRIPTION_PATH = '/fixture/openapi.json';

export interface FixtureUser {
  id: number;
  name: string | null;
  role: number;
  email: string;
  added_at: string;
  active: boolean;
  profile: { city: string; followers: number } | null;
}

export interface ReceivedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/**
 * How the description itself is served: as it is, missing, not JSON, not OpenAPI, or with the reads the dashboard
 * sends by itself (the account's name, its projects, a kind's plan) described with methods that change things.
 */
/**
 * 'real-kind': the project list answers the real service's join rows (fixture-real-kind.ts); 'real-kind-named-kinds'
 * the same, with the description naming the values of the project's `type`.
 */
export type DescriptionMode =
  'ok' | 'missing' | 'not-json' | 'swagger-2' | 'reads-as-writes' | 'real-kind' | 'real-kind-named-kinds';

/** The reads the dashboard sends by itself, each moved to a method that is not a read. */
export const READS_AS_WRITES: Readonly<Record<string, ['get', 'delete' | 'post']>> = {
  '/method/auth/user': ['get', 'delete'],
  '/method/user_project/my': ['get', 'post'],
  '/method/transcoding/tariff': ['get', 'delete'],
};

function readsAsWrites(description: Record<string, unknown>): Record<string, unknown> {
  const paths = { ...(description.paths as Record<string, Record<string, unknown>>) };
  for (const [path, [from, to]] of Object.entries(READS_AS_WRITES)) {
    const { [from]: operation, ...rest } = paths[path]!;
    paths[path] = { ...rest, [to]: operation };
  }
  return { ...description, paths };
}

export interface FixtureService extends RunningServer {
  /** Calls of the fixture's own operations (not the contract API's), in order. */
  calls: ReceivedCall[];
  users: FixtureUser[];
  describe(mode: DescriptionMode): void;
  /** The cabinet's operations and their state (projects, identity, Logout, the three tariff kinds, balances). */
  cabinet: Cabinet;
  /** Back to the seeded state: users, plans, the call log and the description. */
  reset(): void;
}

function seedUsers(): FixtureUser[] {
  return [
    {
      id: 11,
      name: 'Анна',
      role: 1,
      email: 'anna@example.com',
      added_at: '2026-01-15T09:30:00Z',
      active: true,
      profile: { city: 'Москва', followers: 1200 },
    },
    {
      id: 12,
      name: '<b>bold</b> Boris',
      role: 2,
      email: 'boris@example.com',
      added_at: '2026-03-02T18:05:00Z',
      active: false,
      profile: null,
    },
    {
      id: 13,
      name: null,
      role: 3,
      email: 'chen@example.com',
      added_at: '2026-07-20T00:00:00Z',
      active: true,
      profile: { city: '北京', followers: 7 },
    },
  ];
}

export async function startFixtureService(configOverrides: Record<string, unknown> = {}): Promise<FixtureService> {
  let users = seedUsers();
  let mode: DescriptionMode = 'ok';
  const calls: ReceivedCall[] = [];
  let originalPlans = new Map<number, string>();
  let cabinet: Cabinet | undefined;

  const answer = async (req: IncomingMessage, res: ServerResponse, api: ContractApi): Promise<boolean> => {
    const { path, query } = splitUrl(req.url);
    if (path === FIXTURE_DESCRIPTION_PATH) {
      req.resume();
      if (mode === 'missing') sendJson(res, 404, { message: 'Cannot GET /fixture/openapi.json' });
      else if (mode === 'not-json') {
        res.writeHead(200, { 'Content-Type': 'text/yaml' });
        res.end('openapi: 3.0.3\ninfo:\n  title: Relay API\n');
      } else if (mode === 'swagger-2') sendJson(res, 200, { swagger: '2.0', paths: {} });
      else
        sendJson(
          res,
          200,
          mode === 'reads-as-writes'
            ? readsAsWrites(fixtureDescription())
            : mode === 'real-kind' || mode === 'real-kind-named-kinds'
              ? realKindDescription(fixtureDescription(), mode === 'real-kind-named-kinds')
              : fixtureDescription(),
        );
      return true;
    }
    const own = [
      '/method/user_project/',
      '/method/plan_restream/',
      '/method/auth/sign_out',
      '/method/auth/user',
      '/method/user/me',
      '/method/transcoding/',
      '/method/storage/',
      '/method/notify/',
      '/method/notify_history/',
      '/method/pull_keys',
      '/method/stream_key',
      '/method/project_channel_invite/',
      '/method/channel_settings/',
    ];
    if (![...own, ...SERIES_PREFIXES].some((prefix) => path.startsWith(prefix))) return false;

    const text = await readBody(req);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const method = req.method ?? 'GET';
    calls.push({ method, path, query: Object.fromEntries(query), body });
    answerHeaders(res, calls.length);
    const check = api.checkAuthorization(req.headers.authorization);
    cabinet ??= createCabinet(api);
    const cabinetAnswer = cabinet.answer(
      `${method} ${path}`,
      check.state === 'valid' ? check.userId : undefined,
      query,
      body,
    );
    if (cabinetAnswer) {
      const realRows =
        mode.startsWith('real-kind') && path === '/method/user_project/my' && cabinetAnswer.status === 200;
      sendJson(res, cabinetAnswer.status, realRows ? realKindRows(cabinetAnswer.body) : cabinetAnswer.body);
      return true;
    }
    if (check.state !== 'valid') {
      sendJson(res, 401, nestError('UnauthorizedException', 'Unauthorized'));
      return true;
    }
    const series = seriesAnswer(`${method} ${path}`, query);
    if (series !== undefined) {
      sendJson(res, 200, series);
      return true;
    }
    const project = Number(query.get('project_id') ?? (body as { project_id?: unknown } | undefined)?.project_id);
    const route = `${method} ${path}`;
    switch (route) {
      case 'GET /method/user_project/users': {
        if (!Number.isInteger(project) || project < 1) {
          sendJson(res, 400, validation('project_id', { isInt: 'project_id must be an integer number' }));
          return true;
        }
        const role = query.get('role');
        const found = role ? users.filter((user) => String(user.role) === role) : users;
        // Each member also under `user_id`, as its schema says (the name other operations ask for).
        const results = found.map((user) => ({ ...user, user_id: user.id }));
        sendJson(res, 200, { count: results.length, next: null, previous: null, results });
        return true;
      }
      case 'GET /method/user_project/short':
        // One id sent as a string, which its schema says is an integer: a real difference from the description.
        sendJson(
          res,
          200,
          users.map(({ id, name }) => ({ id: id === 13 ? String(id) : id, name })),
        );
        return true;
      case 'GET /method/pull_keys/check':
        sendJson(res, 200, {
          transport: 'rtmp',
          status: query.get('key') === 'pk-secret-777' ? 'active' : 'error',
          key: query.get('key') ?? '',
        });
        return true;
      case 'POST /method/pull_keys':
        sendJson(res, 201, { id: 5 });
        return true;
      case 'PUT /method/pull_keys':
      case 'POST /method/pull_keys/import':
        sendJson(res, 200, { success: true });
        return true;
      case 'GET /method/stream_key/tokens':
        sendJson(res, 200, {
          tokens: LISTED_TOKENS,
          credentials: { user: NESTED_USER, pass: NESTED_PASS },
          token_type: 'bearer',
        });
        return true;
      case 'GET /method/stream_key':
        sendJson(res, 200, { wait: 30, record: false, key: STREAM_KEY });
        return true;
      case 'GET /method/project_channel_invite/secret':
        if (query.get('secret') !== 'inv-0xC0FFEE') {
          sendJson(res, 400, validation('secret', { isValid: 'The link is not valid' }));
          return true;
        }
        sendJson(res, 200, { channel: 'Main', invited_by: 'Анна', expires_at: '2026-12-01T00:00:00Z' });
        return true;
      case 'GET /method/channel_settings/telegram/disconnect':
        sendJson(res, 200, { success: true });
        return true;
      case `GET ${ARCHIVE_PATH}`:
        res.writeHead(200, {
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': ARCHIVE_DISPOSITION,
          'Content-Length': ARCHIVE_BYTES.byteLength,
        });
        res.end(ARCHIVE_BYTES);
        return true;
      case `GET ${LARGE_JSON_PATH}`: {
        const bytes = largeJsonBytes();
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': bytes.byteLength });
        res.end(bytes);
        return true;
      }
      case 'GET /method/user_project/export':
        res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
        res.end(`id,email\n${users.map((user) => `${user.id},${user.email}`).join('\n')}\n`);
        return true;
      case 'DELETE /method/user_project/user': {
        const id = Number(query.get('user_id'));
        if (!users.some((user) => user.id === id)) {
          sendJson(
            res,
            400,
            validation('user_id', { isMember: `user_id ${id} is not a member of project ${project}` }),
          );
          return true;
        }
        users = users.filter((user) => user.id !== id);
        sendJson(res, 200, { success: true });
        return true;
      }
      case 'POST /method/user_project/access': {
        const { user_id: userId, role } = (body ?? {}) as { user_id?: unknown; role?: unknown };
        const user = users.find((candidate) => candidate.id === userId);
        if (!user) {
          sendJson(
            res,
            400,
            validation('user_id', { isMember: `user_id ${String(userId)} is not a member of project ${project}` }),
          );
          return true;
        }
        // A rule the description cannot express: the owner stays the owner.
        if (user.role === 1 && role !== 1) {
          sendJson(res, 400, validation('role', { ownerStays: 'The owner’s role cannot be changed' }));
          return true;
        }
        user.role = role as number;
        sendJson(res, 200, { success: true });
        return true;
      }
      case 'DELETE /method/plan_restream/next': {
        const plan = api.projects.get(project)?.plan;
        if (!plan) {
          sendJson(res, 400, validation('project_id', { exists: `Project ${project} does not exist` }));
          return true;
        }
        delete plan.next;
        sendJson(res, 200, { success: true });
        return true;
      }
      case 'PUT /method/notify_history/read': {
        const ids = (body as { notify_history_ids?: unknown } | undefined)?.notify_history_ids;
        sendJson(res, 200, { count: Array.isArray(ids) ? ids.length : 0 });
        return true;
      }
      case 'GET /method/notify/settings':
        sendJson(res, 200, {
          user_id: 501,
          channels: { cabinet: true, telegram: true, mobile: false },
          relation: { cabinet: ['important', 'stream'], telegram: ['important'], mobile: [], project_id: project },
        });
        return true;
      case 'POST /method/notify/settings':
        sendJson(res, 200, { success: true });
        return true;
      default: {
        // As services of this kind do, the refusal echoes what it was given.
        const rotate = /^\/method\/pull_keys\/([^/]+)\/rotate$/.exec(path);
        if (method === 'POST' && rotate) {
          const key = decodeURIComponent(rotate[1]!);
          sendJson(res, 400, validation('key', { exists: `No key ${key} with pin ${query.get('pin') ?? ''}` }));
          return true;
        }
        sendJson(res, 404, nestError('NotFoundException', `Cannot ${method} ${path}`));
        return true;
      }
    }
  };

  const server = await startServer({
    port: 0,
    staticDir: 'dist',
    control: true,
    // As the plain contract API's tests (fixtures.ts): a deployment that names no units, unless a test says.
    configOverrides: {
      serviceDescriptionUrl: FIXTURE_DESCRIPTION_PATH,
      requestTimeoutMs: 10_000,
      units: {},
      ...configOverrides,
    },
    extraRoutes: answer,
  });
  originalPlans = new Map([...server.api.projects].map(([id, project]) => [id, JSON.stringify(project.plan)]));
  cabinet ??= createCabinet(server.api);
  const ownCabinet = cabinet;

  return {
    ...server,
    calls,
    get users() {
      return users;
    },
    describe: (next) => {
      mode = next;
    },
    cabinet: ownCabinet,
    reset: () => {
      users = seedUsers();
      mode = 'ok';
      calls.length = 0;
      ownCabinet.reset();
      for (const [id, project] of server.api.projects) {
        for (const key of Object.keys(project.plan)) delete project.plan[key];
        Object.assign(project.plan, JSON.parse(originalPlans.get(id)!) as Record<string, unknown>);
      }
    },
  };
}
