// A signed-in client of the contract API's demo operations for contract tests: adds `v` and `language`, the
// Authorization header, and JSON bodies.
import type { AccountKey } from '../accounts.ts';

/** The real kind's ErrorResponse, as the contract API sends it (api/http-json.ts). */
export type ErrorData = {
  name: string;
  msg: string;
  validator_error?: { property: string; constraints: Record<string, string> }[];
  options: Record<string, unknown>;
  data: Record<string, unknown>;
};

/** An error answer read back: its name, its message and the field it names, if any. */
export type Problem = { code: string; message: string; field?: string };

export type DemoReply = {
  status: number;
  body: Record<string, unknown> & { error?: ErrorData };
  /** Read from `body.error` when the answer is an ErrorResponse. */
  problem?: Problem;
};

export class DemoClient {
  constructor(
    readonly baseUrl: string,
    readonly tokens: { accessToken: string; refreshToken: string },
  ) {}

  static async signIn(baseUrl: string, account?: Exclude<AccountKey, 'demo'>): Promise<DemoClient> {
    const minted = await fetch(`${baseUrl}/__contract/demo-token`, {
      method: 'POST',
      ...(account === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ account }) }),
    });
    const { refreshToken } = (await minted.json()) as { refreshToken: string };
    const pair = await refresh(baseUrl, refreshToken);
    if (pair.status !== 200) throw new Error(`sign-in answered ${pair.status}`);
    return new DemoClient(baseUrl, pair.body as { accessToken: string; refreshToken: string });
  }

  async get(path: string, query: Record<string, string | number> = {}, authorized = true): Promise<DemoReply> {
    return this.send('GET', path, query, authorized);
  }

  /** A request whose every field is a query parameter: the real kind's reads, and its tariff buys and removals. */
  async send(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    query: Record<string, string | number> = {},
    authorized = true,
  ): Promise<DemoReply> {
    const params = new URLSearchParams({
      v: '1',
      language: 'en',
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    const headers = authorized ? this.#authorization() : {};
    return reply(await fetch(`${this.baseUrl}${path}?${params}`, { method, headers }));
  }

  async post(path: string, body: unknown, authorized = true): Promise<DemoReply> {
    return this.sendJson('POST', path, body, { authorized });
  }

  /** A JSON body, with `v` and `language` in the query (the real kind's writes take them there or in the body). */
  async sendJson(
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
    { authorized = true, language = 'en' }: { authorized?: boolean; language?: string } = {},
  ): Promise<DemoReply> {
    return reply(
      await fetch(`${this.baseUrl}${path}?v=1&language=${language}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(authorized ? this.#authorization() : {}) },
        body: JSON.stringify(body),
      }),
    );
  }

  #authorization(): Record<string, string> {
    return { Authorization: `oauth ${this.tokens.accessToken}` };
  }
}

export async function refresh(baseUrl: string, refreshToken: string): Promise<DemoReply> {
  return reply(
    await fetch(`${baseUrl}/method/auth/refresh-access`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ v: '1', language: 'en', app: 'site', refresh: refreshToken }),
    }),
  );
}

async function reply(response: Response): Promise<DemoReply> {
  const text = await response.text();
  // An answer the real kind sends with no body (an added channel's) is null here; a bare value (a new ID) is itself.
  const body = (text === '' ? null : JSON.parse(text)) as DemoReply['body'];
  const error = typeof body === 'object' && body !== null ? body.error : undefined;
  return error === undefined
    ? { status: response.status, body }
    : { status: response.status, body, problem: problemOf(error) };
}

export function problemOf(error: ErrorData): Problem {
  const field = error.validator_error?.[0]?.property;
  return { code: error.name, message: error.msg, ...(field === undefined ? {} : { field }) };
}
