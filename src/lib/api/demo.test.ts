import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MINT_BURST } from '../../../api/mint-limit.ts';
import { type RunningServer, startServer } from '../../../api/server.ts';
import { HttpError } from './errors.ts';
import { fetchDemoRefreshToken } from './demo.ts';

// "Try the demo" against a contract API that limits it, as a public one does (no control surface): past the limit,
// its refusal is in the reader's language and says when to come back.

let limited: RunningServer;

beforeAll(async () => {
  limited = await startServer({ port: 0 });
  // The demo is asked on the page's own origin: here, the limited service's.
  vi.stubGlobal('location', new URL(limited.url));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await limited.close();
});

describe('the demo’s refresh token', () => {
  it('is refused past the limit in the reader’s language, with when to try again', async () => {
    for (let index = 0; index < MINT_BURST; index += 1) expect(await fetchDemoRefreshToken('ru')).toMatch(/\S/);
    const refused = await fetchDemoRefreshToken('ru').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect((refused as HttpError).serviceMessage).toMatch(
      /^Слишком много входов с этого адреса: попробуйте снова через \d+ с$/,
    );
    const inChinese = await fetchDemoRefreshToken('cn').catch((error: unknown) => error);
    expect((inChinese as HttpError).serviceMessage).toMatch(/^此地址的登录过多：请在 \d+ 秒后重试$/);
  });
});
