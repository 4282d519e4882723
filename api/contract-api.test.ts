import { createHmac } from 'node:crypto';
import { type IncomingHttpHeaders, get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_KEYS, type AccountKey, Accounts } from './accounts.ts';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';
import { type ErrorData, type Problem, problemOf } from './testing/demo-client.ts';

type Reply = { status: number; headers: Headers; text: string; json: unknown };
type Slot = Record<string, unknown>;

const START = Date.parse('2026-06-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const SLOT_FIELDS = ['bitrate_max', 'channel_max', 'custom_video', 'date_end', 'id', 'support_custom_channel'];
/** The demo account's slots are the newer description's plan items: the document's fields and four more. */
const ITEM_FIELDS = [...SLOT_FIELDS, 'period', 'prolongation', 'title', 'type'].sort();

let clock = START;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, control: true, now: () => clock });
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  clock = START;
  await control('POST', '/__control/reset');
});

async function call(path: string, init: RequestInit = {}): Promise<Reply> {
  const response = await fetch(`${server.url}${path}`, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, json };
}

async function control(method: string, path: string, body?: unknown): Promise<Reply> {
  return call(path, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
}

/** The ErrorResponse read back (its name as `code`, `msg` as `message`, the field `validator_error` names). */
function errorOf(reply: Reply): Problem {
  return problemOf((reply.json as { error: ErrorData }).error);
}

function refreshBody(refresh: string, extra: Record<string, unknown> = {}) {
  return { v: '1', language: 'en', app: 'site', refresh, ...extra };
}

function postRefresh(body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  return call('/method/auth/refresh-access', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The seeded account a project is a member of (the demo account's first, where it is one). */
const seeded = new Accounts();
const memberOf = (projectId: number): Exclude<AccountKey, 'demo'> | undefined => {
  const key = ACCOUNT_KEYS.find((one) => seeded.byKey(one).projects.some((project) => project.projectId === projectId));
  return key === 'demo' ? undefined : key;
};

async function demoToken(account?: 'second' | 'edges'): Promise<string> {
  const init: RequestInit =
    account === undefined
      ? { method: 'POST' }
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ account }) };
  const reply = await call('/__contract/demo-token', init);
  expect(reply.status).toBe(200);
  return (reply.json as { refreshToken: string }).refreshToken;
}

async function tokenPair(
  fingerprint?: string,
  account?: 'second' | 'edges',
): Promise<{ accessToken: string; refreshToken: string }> {
  const reply = await postRefresh(
    refreshBody(await demoToken(account), fingerprint === undefined ? {} : { fingerprint }),
  );
  expect(reply.status).toBe(200);
  return reply.json as { accessToken: string; refreshToken: string };
}

/** Polls the request log until `count` requests for `path` have arrived (answered or not). */
async function waitForLogged(path: string, count: number): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const log = (await control('GET', '/__control/log')).json as { entries: Array<{ path: string }> };
    if (log.entries.filter((entry) => entry.path === path).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${count} request(s) for ${path} did not arrive`);
}

function getPlan(query: string, authorization?: string): Promise<Reply> {
  return call(
    `/method/plan_restream${query}`,
    authorization === undefined ? {} : { headers: { Authorization: authorization } },
  );
}

function decodeSegment(segment: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

function payloadOf(accessToken: string): { sub: string; iat: number; exp: number; jti: string } {
  return decodeSegment(accessToken.split('.')[1]) as { sub: string; iat: number; exp: number; jti: string };
}

async function planOf(projectId: number): Promise<Record<string, Slot | null>> {
  const { accessToken } = await tokenPair(undefined, memberOf(projectId));
  const reply = await getPlan(`?v=1&language=en&project_id=${projectId}`, `oauth ${accessToken}`);
  expect(reply.status).toBe(200);
  return reply.json as Record<string, Slot | null>;
}

function slot(plan: Record<string, Slot | null>, key: string): Slot {
  const value = plan[key];
  if (!value) throw new Error(`slot ${key} missing`);
  return value;
}

describe('POST /method/auth/refresh-access', () => {
  it('rotates: returns a new pair and the used refresh token stops working', async () => {
    const first = await demoToken();
    const reply = await postRefresh(refreshBody(first));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const pair = reply.json as Record<string, string>;
    expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(pair.refreshToken).toMatch(/^rt_[A-Za-z0-9_-]{32}$/);
    expect(pair.refreshToken).not.toBe(first);

    const reuse = await postRefresh(refreshBody(first));
    expect(reuse.status).toBe(400);
    expect(errorOf(reuse).code).toBe('invalid_grant');

    const next = await postRefresh(refreshBody(pair.refreshToken ?? ''));
    expect(next.status).toBe(200);
  });

  it('lets exactly one of several concurrent uses of one token succeed', async () => {
    const token = await demoToken();
    const replies = await Promise.all([postRefresh(refreshBody(token)), postRefresh(refreshBody(token))]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(errorOf(replies.find((r) => r.status === 400) as Reply).code).toBe('invalid_grant');

    const other = await demoToken();
    const five = await Promise.all(Array.from({ length: 5 }, () => postRefresh(refreshBody(other))));
    expect(five.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('binds a token family to the fingerprint of its first use', async () => {
    const pair = await tokenPair('device-a');
    const other = await postRefresh(refreshBody(pair.refreshToken, { fingerprint: 'device-b' }));
    expect(other.status).toBe(400);
    expect(errorOf(other).code).toBe('fingerprint_mismatch');
    // A mismatch does not burn the token for its rightful holder.
    const same = await postRefresh(refreshBody(pair.refreshToken, { fingerprint: 'device-a' }));
    expect(same.status).toBe(200);
  });

  it('treats a missing fingerprint as the empty string when binding', async () => {
    const pair = await tokenPair();
    const withFingerprint = await postRefresh(refreshBody(pair.refreshToken, { fingerprint: 'x' }));
    expect(errorOf(withFingerprint).code).toBe('fingerprint_mismatch');
    const explicitEmpty = await postRefresh(refreshBody(pair.refreshToken, { fingerprint: '' }));
    expect(explicitEmpty.status).toBe(200);
  });

  it.each([
    ['v', { v: undefined }],
    ['v', { v: '4' }],
    ['v', { v: 1 }],
    ['language', { language: undefined }],
    ['language', { language: 'de' }],
    ['app', { app: undefined }],
    ['app', { app: 'tv' }],
    ['refresh', { refresh: undefined }],
    ['refresh', { refresh: '' }],
    ['refresh', { refresh: 42 }],
    ['fingerprint', { fingerprint: 7 }],
    ['fingerprint', { fingerprint: null }],
    // A sign-in keeps its fingerprint for as long as it lives.
    ['fingerprint', { fingerprint: 'f'.repeat(257) }],
  ])('rejects a bad %s with 400 invalid_request naming the field (%j)', async (field, override) => {
    const body: Record<string, unknown> = { ...refreshBody(await demoToken()), ...override };
    const reply = await postRefresh(body);
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toMatchObject({ code: 'invalid_request', field });
    expect(errorOf(reply).message).toContain(field);
  });

  it('requires Content-Type application/json', async () => {
    const token = await demoToken();
    const plain = await call('/method/auth/refresh-access', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(refreshBody(token)),
    });
    expect(plain.status).toBe(400);
    expect(errorOf(plain).code).toBe('invalid_content_type');

    const withCharset = await postRefresh(refreshBody(token), { 'Content-Type': 'application/json; charset=utf-8' });
    expect(withCharset.status).toBe(200);
  });

  it.each(['not json', '[]', '"text"', 'null', ''])('rejects body %j with 400 invalid_json', async (body) => {
    const reply = await postRefresh(body);
    expect(reply.status).toBe(400);
    expect(errorOf(reply).code).toBe('invalid_json');
  });

  it('rejects unknown and expired refresh tokens with invalid_grant', async () => {
    const unknown = await postRefresh(refreshBody('rt_not-a-real-token'));
    expect(errorOf(unknown).code).toBe('invalid_grant');

    const token = await demoToken();
    clock = START + 31 * DAY_MS;
    const expired = await postRefresh(refreshBody(token));
    expect(errorOf(expired).code).toBe('invalid_grant');
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const reply = await postRefresh(refreshBody('x'.repeat(1024 * 1024 + 10)));
    expect(reply.status).toBe(413);
    expect(errorOf(reply).code).toBe('payload_too_large');
  });

  it('ignores the Authorization header on this operation', async () => {
    const reply = await postRefresh(refreshBody(await demoToken()), { Authorization: 'oauth garbage' });
    expect(reply.status).toBe(200);
  });

  it('writes error messages in the language of the body', async () => {
    const texts = await Promise.all(
      ['en', 'ru', 'cn'].map(
        async (language) => errorOf(await postRefresh(refreshBody('rt_unknown', { language }))).message,
      ),
    );
    const [en, ru, cn] = texts;
    expect(new Set(texts).size).toBe(3);
    expect(en).toMatch(/refresh token/i);
    expect(ru).toMatch(/[А-Яа-яЁё]/);
    expect(cn).toMatch(/[\u4e00-\u9fff]/);
  });

  it('never returns the same access token twice and ties tokens to one user per family', async () => {
    const first = await tokenPair();
    const second = await postRefresh(refreshBody(first.refreshToken));
    const pair = second.json as { accessToken: string };
    expect(pair.accessToken).not.toBe(first.accessToken);
    expect(payloadOf(pair.accessToken).sub).toBe(payloadOf(first.accessToken).sub);
    const otherAccount = await tokenPair(undefined, 'second');
    expect(payloadOf(otherAccount.accessToken).sub).not.toBe(payloadOf(first.accessToken).sub);
  });
});

describe('access tokens', () => {
  it('are JWT-shaped with iat/exp/jti and exp - iat equal to the TTL', async () => {
    const { accessToken } = await tokenPair();
    const parts = accessToken.split('.');
    expect(parts).toHaveLength(3);
    expect(decodeSegment(parts[0])).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = payloadOf(accessToken);
    expect(payload.sub).toMatch(/^u\d+$/);
    expect(payload.iat).toBe(Math.floor(START / 1000));
    expect(payload.exp - payload.iat).toBe(900);
    expect(typeof payload.jti).toBe('string');
  });

  it('expire by the injected clock: 200 before exp, 401 at and after it', async () => {
    const { accessToken } = await tokenPair();
    clock = START + 899_000;
    expect((await getPlan('?project_id=42', `oauth ${accessToken}`)).status).toBe(200);
    clock = START + 900_000;
    const expired = await getPlan('?project_id=42', `oauth ${accessToken}`);
    expect(expired.status).toBe(401);
    expect(errorOf(expired)).toMatchObject({ code: 'unauthorized' });
    expect(errorOf(expired).message).toMatch(/expired/);
    expect(expired.text).not.toContain(accessToken);
  });

  it('answers 401 for a missing header, a wrong scheme and garbage tokens without echoing them', async () => {
    const { accessToken } = await tokenPair();
    const cases: Array<[string | undefined, RegExp]> = [
      [undefined, /missing/],
      ['Bearer x', /oauth <access token>/],
      [`Bearer ${accessToken}`, /oauth <access token>/],
      [`OAuth ${accessToken}`, /oauth <access token>/],
      [`oauth  ${accessToken}`, /oauth <access token>/],
      ['oauth garbage', /not valid/],
      ['oauth a.b.c', /not valid/],
    ];
    for (const [header, message] of cases) {
      const reply = await getPlan('?project_id=42', header);
      expect(reply.status, String(header)).toBe(401);
      expect(errorOf(reply).code).toBe('unauthorized');
      expect(errorOf(reply).message).toMatch(message);
      expect(reply.text).not.toContain(accessToken);
    }
  });

  it('rejects tokens signed by another process or with another secret, and tampered tokens', async () => {
    const other = await startServer({ port: 0 });
    try {
      const demo = await fetch(`${other.url}/__contract/demo-token`, { method: 'POST' });
      const { refreshToken } = (await demo.json()) as { refreshToken: string };
      const pairReply = await fetch(`${other.url}/method/auth/refresh-access`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(refreshBody(refreshToken)),
      });
      const { accessToken: foreign } = (await pairReply.json()) as { accessToken: string };
      expect(
        (
          await fetch(`${other.url}/method/plan_restream?project_id=42`, {
            headers: { Authorization: `oauth ${foreign}` },
          })
        ).status,
      ).toBe(200);
      expect((await getPlan('?project_id=42', `oauth ${foreign}`)).status).toBe(401);
    } finally {
      await other.close();
    }

    const { accessToken } = await tokenPair();
    const [header, payload] = accessToken.split('.') as [string, string];
    const forged = `${header}.${payload}.${createHmac('sha256', 'another-secret').update(`${header}.${payload}`).digest('base64url')}`;
    expect((await getPlan('?project_id=42', `oauth ${forged}`)).status).toBe(401);

    const claims = payloadOf(accessToken);
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url');
    const tampered = `${header}.${longer}.${accessToken.split('.')[2]}`;
    expect((await getPlan('?project_id=42', `oauth ${tampered}`)).status).toBe(401);
  });
});

describe('GET /method/plan_restream', () => {
  it.each([
    ['', 'project_id'],
    ['?project_id=', 'project_id'],
    ['?project_id=abc', 'project_id'],
    ['?project_id=1.5', 'project_id'],
    ['?project_id=-3', 'project_id'],
    ['?project_id=0', 'project_id'],
    ['?project_id=99999999999999999999', 'project_id'],
    ['?project_id=42&v=9', 'v'],
    ['?project_id=42&language=de', 'language'],
  ])('rejects %j with 400 naming %s', async (query, field) => {
    const { accessToken } = await tokenPair();
    const reply = await getPlan(query, `oauth ${accessToken}`);
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toMatchObject({ code: 'invalid_request', field });
  });

  it('rejects an unknown project with 400 unknown_project', async () => {
    const { accessToken } = await tokenPair();
    const reply = await getPlan('?v=1&language=en&project_id=999', `oauth ${accessToken}`);
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toMatchObject({ code: 'unknown_project', field: 'project_id' });
  });

  it('checks authorization before parameters', async () => {
    const reply = await getPlan('?project_id=abc');
    expect(reply.status).toBe(401);
  });

  it('writes error messages in the language of the query', async () => {
    const { accessToken } = await tokenPair();
    const texts = await Promise.all(
      ['en', 'ru', 'cn'].map(
        async (language) =>
          errorOf(await getPlan(`?language=${language}&project_id=abc`, `oauth ${accessToken}`)).message,
      ),
    );
    expect(new Set(texts).size).toBe(3);
    expect(texts[1]).toMatch(/[А-Яа-яЁё]/);
    expect(texts[2]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('returns the seed plan verbatim', async () => {
    for (const [id, project] of server.api.projects) {
      expect(await planOf(id)).toEqual(project.plan);
    }
  });

  it('project 42: all slots, the next plan is bigger than the current one', async () => {
    const plan = await planOf(42);
    expect(Object.keys(plan)).toEqual(['before', 'current', 'next']);
    for (const key of ['before', 'current', 'next']) {
      expect(Object.keys(slot(plan, key)).sort()).toEqual(ITEM_FIELDS);
      expect(slot(plan, key).date_end).toMatch(ISO_SECONDS);
    }
    expect(slot(plan, 'next').channel_max as number).toBeGreaterThan(slot(plan, 'current').channel_max as number);
    expect(slot(plan, 'next').bitrate_max as number).toBeGreaterThan(slot(plan, 'current').bitrate_max as number);
    expect(Date.parse(slot(plan, 'before').date_end as string)).toBeLessThan(START);
    const currentEnd = Date.parse(slot(plan, 'current').date_end as string);
    expect(currentEnd - START).toBeGreaterThan(10 * DAY_MS);
    expect(currentEnd - START).toBeLessThan(13 * DAY_MS);
  });

  it('project 7: no history, the next plan is smaller', async () => {
    const plan = await planOf(7);
    expect(plan.before).toBeNull();
    expect(slot(plan, 'next').channel_max as number).toBeLessThan(slot(plan, 'current').channel_max as number);
    expect(slot(plan, 'next').bitrate_max as number).toBeLessThan(slot(plan, 'current').bitrate_max as number);
  });

  it('project 8: no next key, current ends within 7 days', async () => {
    const plan = await planOf(8);
    expect(Object.keys(plan)).toEqual(['before', 'current']);
    const end = Date.parse(slot(plan, 'current').date_end as string);
    expect(end).toBeGreaterThan(START);
    expect(end - START).toBeLessThan(7 * DAY_MS);
  });

  it('project 9: only the current key', async () => {
    expect(Object.keys(await planOf(9))).toEqual(['current']);
  });

  it('project 10: zero limits, before and next null', async () => {
    const plan = await planOf(10);
    expect(plan.before).toBeNull();
    expect(plan.next).toBeNull();
    expect(slot(plan, 'current')).toMatchObject({
      channel_max: 0,
      bitrate_max: 0,
      custom_video: 0,
      support_custom_channel: false,
    });
  });

  it('project 11: the current plan ended in the past', async () => {
    const plan = await planOf(11);
    expect(Date.parse(slot(plan, 'current').date_end as string)).toBeLessThan(START);
    expect(plan.before).not.toBeNull();
    expect(plan.next).toBeNull();
  });

  it('project 12: current ends in 2099, no next key', async () => {
    const plan = await planOf(12);
    expect(Object.keys(plan)).toEqual(['before', 'current']);
    expect(slot(plan, 'current').date_end).toBe('2099-12-31T23:59:59Z');
  });

  it('project 13: limits at the edge of integer ranges survive JSON', async () => {
    const plan = await planOf(13);
    for (const key of ['before', 'current', 'next']) {
      expect(slot(plan, key)).toMatchObject({
        channel_max: 2147483647,
        bitrate_max: Number.MAX_SAFE_INTEGER,
        custom_video: 1000000,
      });
    }
  });

  it('project 14: the current slot carries a string bitrate and lacks custom_video', async () => {
    const plan = await planOf(14);
    expect(slot(plan, 'current').bitrate_max).toBe('6000');
    expect('custom_video' in slot(plan, 'current')).toBe(false);
    expect(plan.before).toBeNull();
    expect(Object.keys(slot(plan, 'next')).sort()).toEqual(SLOT_FIELDS);
  });

  it('project 15: every slot sends only id, channel_max, bitrate_max and date_end', async () => {
    const plan = await planOf(15);
    for (const key of ['before', 'current', 'next']) {
      expect(Object.keys(slot(plan, key)).sort()).toEqual(['bitrate_max', 'channel_max', 'date_end', 'id']);
    }
  });

  it('answers a project of another account, or one where the account is no member, as an unknown one', async () => {
    const { accessToken } = await tokenPair();
    for (const projectId of [21, 9]) {
      const reply = await getPlan(`?project_id=${projectId}`, `oauth ${accessToken}`);
      expect([reply.status, errorOf(reply)]).toMatchObject([400, { code: 'unknown_project', field: 'project_id' }]);
    }
    // A project shared with the account is its to read.
    expect((await getPlan('?project_id=16', `oauth ${accessToken}`)).status).toBe(200);
  });

  it('defaults v and language when absent', async () => {
    const { accessToken } = await tokenPair(undefined, 'edges');
    expect((await getPlan('?project_id=9', `oauth ${accessToken}`)).status).toBe(200);
  });
});

describe('/method routing and CORS', () => {
  it('gzips an answer worth it for a client that takes gzip, as a production server does, and keeps Vary: Origin', async () => {
    const { accessToken } = await tokenPair();
    // node:http, not fetch: fetch asks for gzip itself and hides the encoding.
    const raw = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        const headers = {
          Authorization: `oauth ${accessToken}`,
          Origin: 'http://dashboard.example',
          ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }),
        };
        get(new URL(path, server.url), { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const list = '/method/platforms/list?v=1&language=en';
    const zipped = await raw(list, 'gzip, deflate');
    const plain = await raw(list);
    expect(plain.bytes.length).toBeGreaterThan(1024);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Origin, Accept-Encoding');
    expect(zipped.headers['access-control-allow-origin']).toBe('http://dashboard.example');
    expect(gunzipSync(zipped.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A small answer is sent as it is.
    const plan = await raw('/method/plan_restream?v=1&language=en&project_id=42', 'gzip');
    expect(plan.bytes.length).toBeLessThan(1024);
    expect(plan.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plan.bytes.toString('utf8'))).toHaveProperty('current');
  });

  it('answers undocumented operations with 404 not_documented', async () => {
    const reply = await call('/method/user/update_profile');
    expect(reply.status).toBe(404);
    expect(errorOf(reply).code).toBe('not_documented');
  });

  it('answers a wrong method on a documented path with 405', async () => {
    const get = await call('/method/auth/refresh-access');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toContain('POST');
    expect(errorOf(get).code).toBe('method_not_allowed');
    // The real kind buys with a POST and removes with a DELETE on the tariff's path; a PUT there is no operation.
    const put = await call('/method/plan_restream?project_id=42', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'GET', 'OPTIONS', 'POST']);
  });

  it('answers preflights and echoes the Origin', async () => {
    const origin = 'http://dashboard.example';
    const preflight = await call('/method/plan_restream', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS');
    expect(preflight.headers.get('access-control-max-age')).toBe('600');

    const reply = await call('/method/plan_restream?project_id=42', { headers: { Origin: origin } });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('access-control-allow-origin')).toBe(origin);
    expect(reply.headers.get('vary')).toContain('Origin');
  });

  it('sends a fresh request id on method answers, exposed across origins, and a served-by header it does not expose', async () => {
    const origin = 'http://dashboard.example';
    const { accessToken } = await tokenPair();
    const replies = [
      await call('/method/auth/me?v=1&language=en', {
        headers: { Origin: origin, Authorization: `oauth ${accessToken}` },
      }),
      await call('/method/plan_restream?project_id=42', { headers: { Origin: origin } }),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([200, 401]);
    const ids = replies.map((reply) => reply.headers.get('x-request-id'));
    for (const [index, reply] of replies.entries()) {
      expect(ids[index]).toMatch(/^[0-9a-f-]{36}$/);
      expect(reply.headers.get('x-served-by')).toBe('contract-api');
      const exposed = (reply.headers.get('access-control-expose-headers') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase());
      expect(exposed).toContain('x-request-id');
      expect(exposed).not.toContain('x-served-by');
    }
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('mints a new token family of the demo account on every demo-token call, of another account when asked', async () => {
    const [a, b] = [await demoToken(), await demoToken()];
    const first = (await postRefresh(refreshBody(a, { fingerprint: 'device-a' }))).json as { accessToken: string };
    // Another family: not bound to the first one's fingerprint.
    const second = (await postRefresh(refreshBody(b, { fingerprint: 'device-b' }))).json as { accessToken: string };
    expect(payloadOf(first.accessToken).sub).toBe(payloadOf(second.accessToken).sub);
    const other = await tokenPair(undefined, 'second');
    expect(payloadOf(other.accessToken).sub).not.toBe(payloadOf(first.accessToken).sub);
    const edges = (await postRefresh(refreshBody(await demoToken('edges')))).json as { accessToken: string };
    expect([payloadOf(first.accessToken).sub, payloadOf(other.accessToken).sub]).not.toContain(
      payloadOf(edges.accessToken).sub,
    );
    const refused = await call('/__contract/demo-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"account":"admin"}',
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).field).toBe('account');
  });

  it('refuses a demo-token body over 1 MiB with 413, not a failure of its own', async () => {
    const reply = await call('/__contract/demo-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"account":"${'x'.repeat(1024 * 1024 + 1)}"}`,
    });
    expect(reply.status).toBe(413);
    expect(errorOf(reply).code).toBe('payload_too_large');
  });
});

describe('control surface', () => {
  it('forces a status with a JSON error body, then lets real answers through', async () => {
    expect(
      (await control('POST', '/__control/faults', { operation: 'plan_restream', status: 503, times: 1 })).status,
    ).toBe(204);
    const forced = await getPlan('?project_id=42');
    expect(forced.status).toBe(503);
    expect(forced.json).toEqual({ error: { code: 'forced', message: 'Forced failure (status 503)' } });
    expect((await getPlan('?project_id=42')).status).toBe(401);
  });

  it('sends a raw body as-is with the given content type', async () => {
    await control('POST', '/__control/faults', {
      operation: 'plan_restream',
      status: 502,
      body: '<html>Bad gateway',
      contentType: 'text/html',
    });
    const reply = await getPlan('?project_id=42');
    expect(reply.status).toBe(502);
    expect(reply.text).toBe('<html>Bad gateway');
    expect(reply.headers.get('content-type')).toBe('text/html');

    await control('DELETE', '/__control/faults');
    await control('POST', '/__control/faults', { operation: 'plan_restream', body: '{"before":' });
    const truncated = await getPlan('?project_id=42');
    expect(truncated.status).toBe(200);
    expect(truncated.text).toBe('{"before":');
  });

  it('answers with a redirect when a location is given, and leaves the token unused', async () => {
    await control('POST', '/__control/faults', {
      operation: 'refresh-access',
      status: 307,
      location: 'http://127.0.0.1:9/elsewhere',
      times: 1,
    });
    const token = await demoToken();
    const reply = await call('/method/auth/refresh-access', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(refreshBody(token)),
      redirect: 'manual',
    });
    expect(reply.status).toBe(307);
    expect(reply.headers.get('location')).toBe('http://127.0.0.1:9/elsewhere');
    expect((await postRefresh(refreshBody(token))).status).toBe(200);
    expect((await control('POST', '/__control/faults', { operation: 'refresh-access', location: 7 })).status).toBe(400);
  });

  it('delays the real answer with latencyMs', async () => {
    const { accessToken } = await tokenPair();
    await control('POST', '/__control/faults', { operation: 'plan_restream', latencyMs: 200, times: 1 });
    const started = performance.now();
    const reply = await getPlan('?project_id=42', `oauth ${accessToken}`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(reply.status).toBe(200);
  });

  it('counts down times and applies queued faults in order', async () => {
    await control('POST', '/__control/faults', { operation: 'plan_restream', status: 500, times: 2 });
    await control('POST', '/__control/faults', { operation: 'plan_restream', status: 502, times: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await getPlan('?project_id=42')).status);
    expect(statuses).toEqual([500, 500, 502, 401]);
  });

  it('keeps a fault without times until cleared', async () => {
    await control('POST', '/__control/faults', { operation: 'refresh-access', status: 500 });
    const token = await demoToken();
    expect((await postRefresh(refreshBody(token))).status).toBe(500);
    expect((await postRefresh(refreshBody(token))).status).toBe(500);
    await control('DELETE', '/__control/faults');
    // A forced failure never reached the real operation, so the token is still unused.
    expect((await postRefresh(refreshBody(token))).status).toBe(200);
  });

  it('hangs until the faults are cleared, then drops the connection', async () => {
    await control('POST', '/__control/faults', { operation: 'plan_restream', hang: true });
    const pending = getPlan('?project_id=42').then(
      () => 'answered',
      () => 'dropped',
    );
    await waitForLogged('/method/plan_restream', 1);
    expect(
      await Promise.race([pending, new Promise((resolve) => setTimeout(() => resolve('still hanging'), 100))]),
    ).toBe('still hanging');
    await control('DELETE', '/__control/faults');
    expect(await pending).toBe('dropped');
    const log = (await control('GET', '/__control/log')).json as { entries: Array<{ status: number | null }> };
    expect(log.entries[0]?.status).toBeNull();
  });

  it('gathers: holds each answer until the named number of requests has arrived, then answers them all', async () => {
    const { accessToken } = await tokenPair();
    await control('POST', '/__control/faults', { operation: 'plan_restream', gather: 3, times: 3 });
    const answered: number[] = [];
    const send = () => getPlan('?project_id=42', `oauth ${accessToken}`).then((reply) => answered.push(reply.status));
    const first = [send(), send()];
    await waitForLogged('/method/plan_restream', 2);
    expect(
      await Promise.race([
        Promise.all(first).then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('held'), 100)),
      ]),
    ).toBe('held');
    expect(answered).toEqual([]);
    await Promise.all([...first, send()]);
    expect(answered).toEqual([200, 200, 200]);
    // Spent: the next request is answered at once.
    expect((await getPlan('?project_id=42', `oauth ${accessToken}`)).status).toBe(200);
  });

  it('gathers only requests that arrive after the fault was queued, and lets them go when faults are cleared', async () => {
    const { accessToken } = await tokenPair();
    expect((await getPlan('?project_id=42', `oauth ${accessToken}`)).status).toBe(200);
    await control('POST', '/__control/faults', { operation: 'plan_restream', gather: 2 });
    const pending = getPlan('?project_id=42', `oauth ${accessToken}`);
    await waitForLogged('/method/plan_restream', 2);
    expect(
      await Promise.race([
        pending.then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('held'), 100)),
      ]),
    ).toBe('held');
    await control('DELETE', '/__control/faults');
    expect((await pending).status).toBe(200);
    expect((await control('POST', '/__control/faults', { operation: 'plan_restream', gather: 0 })).status).toBe(400);
  });

  it('stops hanging when the client gives up', async () => {
    await control('POST', '/__control/faults', { operation: 'plan_restream', hang: true, times: 1 });
    const abort = new AbortController();
    const pending = fetch(`${server.url}/method/plan_restream?project_id=42`, { signal: abort.signal });
    setTimeout(() => abort.abort(), 50);
    await expect(pending).rejects.toThrow();
    expect((await getPlan('?project_id=42')).status).toBe(401);
  });

  it('rejects malformed fault definitions naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ operation: 'user_profile' }, 'operation'],
      [{ operation: 'plan_restream', status: 99 }, 'status'],
      [{ operation: 'plan_restream', body: { a: 1 } }, 'body'],
      [{ operation: 'plan_restream', times: 0 }, 'times'],
      [{ operation: 'plan_restream', latencyMs: -1 }, 'latencyMs'],
      [{ operation: 'plan_restream', hang: 'yes' }, 'hang'],
      [{ operation: 'plan_restream', statsu: 500 }, 'statsu'],
    ];
    for (const [body, field] of cases) {
      const reply = await control('POST', '/__control/faults', body);
      expect(reply.status, field).toBe(400);
      // The control surface is ours, not the service: its errors keep their plain `{error: {code, message, field}}`.
      expect((reply.json as { error: { field: string } }).error.field).toBe(field);
    }
  });

  it('changes the TTL for tokens issued afterwards; reset restores it', async () => {
    const before = await tokenPair();
    const config = await control('POST', '/__control/config', { accessTtlSeconds: 60 });
    expect(config.json).toEqual({ accessTtlSeconds: 60 });
    const short = payloadOf((await tokenPair()).accessToken);
    expect(short.exp - short.iat).toBe(60);
    clock = START + 61_000;
    expect((await getPlan('?project_id=42', `oauth ${before.accessToken}`)).status).toBe(200);

    await control('POST', '/__control/reset');
    const restored = payloadOf((await tokenPair()).accessToken);
    expect(restored.exp - restored.iat).toBe(900);
  });

  it('expires every access token issued so far, but not later ones', async () => {
    const pair = await tokenPair();
    expect((await getPlan('?project_id=42', `oauth ${pair.accessToken}`)).status).toBe(200);
    expect((await control('POST', '/__control/expire-access')).status).toBe(204);
    const expired = await getPlan('?project_id=42', `oauth ${pair.accessToken}`);
    expect(expired.status).toBe(401);
    expect(errorOf(expired).message).toMatch(/expired/);

    const renewed = (await postRefresh(refreshBody(pair.refreshToken))).json as { accessToken: string };
    expect((await getPlan('?project_id=42', `oauth ${renewed.accessToken}`)).status).toBe(200);
  });

  it('revokes one refresh token', async () => {
    const [a, b] = [await demoToken(), await demoToken()];
    expect((await control('POST', '/__control/revoke', { refreshToken: a })).status).toBe(204);
    expect(errorOf(await postRefresh(refreshBody(a))).code).toBe('invalid_grant');
    expect((await postRefresh(refreshBody(b))).status).toBe(200);
    expect((await control('POST', '/__control/revoke', { refreshToken: 'rt_nope' })).status).toBe(404);
  });

  it('revokes all refresh tokens when none is named', async () => {
    const [a, b] = [await demoToken(), await demoToken()];
    expect((await control('POST', '/__control/revoke')).status).toBe(204);
    expect(errorOf(await postRefresh(refreshBody(a))).code).toBe('invalid_grant');
    expect(errorOf(await postRefresh(refreshBody(b))).code).toBe('invalid_grant');
    expect((await postRefresh(refreshBody(await demoToken()))).status).toBe(200);
  });

  it('mints refresh tokens on /__control/tokens', async () => {
    const reply = await control('POST', '/__control/tokens');
    const { refreshToken } = reply.json as { refreshToken: string };
    expect(refreshToken).toMatch(/^rt_/);
    expect((await postRefresh(refreshBody(refreshToken))).status).toBe(200);
  });

  it('logs /method requests with authorization state, jti and status', async () => {
    const pair = await tokenPair('fp-1');
    await getPlan('?v=2&language=ru&project_id=42', `oauth ${pair.accessToken}`);
    await getPlan('?project_id=42');
    await getPlan('?project_id=42', 'oauth garbage');
    clock = START + 901_000;
    await getPlan('?project_id=42', `oauth ${pair.accessToken}`);

    const reply = await control('GET', '/__control/log');
    const { entries } = reply.json as { entries: Array<Record<string, unknown>> };
    expect(entries.map((entry) => entry.path)).toEqual([
      '/method/auth/refresh-access',
      '/method/plan_restream',
      '/method/plan_restream',
      '/method/plan_restream',
      '/method/plan_restream',
    ]);
    const [refresh, valid, missing, invalid, expired] = entries;
    expect(refresh).toMatchObject({ method: 'POST', status: 200, authorization: 'missing', query: {} });
    expect(refresh?.body).toMatchObject({ v: '1', app: 'site', fingerprint: 'fp-1' });
    const jti = payloadOf(pair.accessToken).jti;
    expect(valid).toMatchObject({
      method: 'GET',
      query: { v: '2', language: 'ru', project_id: '42' },
      body: null,
      authorization: 'valid',
      accessTokenJti: jti,
      status: 200,
      at: START,
    });
    expect(missing).toMatchObject({ authorization: 'missing', status: 401 });
    expect(missing).not.toHaveProperty('accessTokenJti');
    expect(invalid).toMatchObject({ authorization: 'invalid', status: 401 });
    expect(expired).toMatchObject({ authorization: 'expired', accessTokenJti: jti, status: 401 });
    const seqs = entries.map((entry) => entry.seq as number);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(JSON.stringify(entries)).not.toContain(pair.accessToken);

    expect((await control('DELETE', '/__control/log')).status).toBe(204);
    expect(((await control('GET', '/__control/log')).json as { entries: unknown[] }).entries).toEqual([]);
  });

  it('reset clears faults and the log but keeps tokens valid', async () => {
    const pair = await tokenPair();
    await control('POST', '/__control/faults', { operation: 'plan_restream', status: 500 });
    await control('POST', '/__control/reset');
    expect((await getPlan('?project_id=42', `oauth ${pair.accessToken}`)).status).toBe(200);
    const { entries } = (await control('GET', '/__control/log')).json as { entries: unknown[] };
    expect(entries).toHaveLength(1);
  });

  it('is same-origin only and carries no CORS headers', async () => {
    const cross = await call('/__control/log', { headers: { Origin: 'http://evil.example' } });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('access-control-allow-origin')).toBeNull();
    const unknown = await control('POST', '/__control/nope');
    expect(unknown.status).toBe(404);
  });

  it('takes a page of where it listens, never one whose Host matches its own origin (a rebound name)', async () => {
    const { port } = new URL(server.url);
    // node:http, not fetch: fetch writes the Host header itself.
    const asked = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        get(new URL('/__control/log', server.url), { headers }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject);
      });
    const rebound = `rebound.example:${port}`;
    expect(await asked({ Host: rebound, Origin: `http://${rebound}` })).toBe(403);
    expect(await asked({ Origin: server.url })).toBe(200);
    expect(await asked({ Origin: `http://localhost:${port}` })).toBe(200);
    expect(await asked({ Origin: 'http://127.0.0.1:1' })).toBe(403);
    // A client that is no page names no origin, and may.
    expect(await asked({ Host: rebound })).toBe(200);
  });
});
