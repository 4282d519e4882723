import { describe, expect, it } from 'vitest';
import { expiryOf, tokenReuse } from './token-reuse.ts';

const T0 = 1_800_000_000_000;

/** A JWT-shaped token expiring at `exp` (seconds), as Centrifugo's are. */
const jwt = (exp: number, n: number) =>
  `h.${btoa(JSON.stringify({ sub: '1', exp, n }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.s`;

function setUp() {
  let clock = T0;
  let issued = 0;
  const asked: string[] = [];
  const tokenFor = tokenReuse(() => clock);
  const fetchFor =
    (kind: string, lifetimeSeconds = 300) =>
    () => {
      asked.push(kind);
      issued += 1;
      return Promise.resolve(jwt(Math.floor(clock / 1000) + lifetimeSeconds, issued));
    };
  return { tokenFor, fetchFor, asked, advance: (ms: number) => (clock += ms) };
}

describe('tokenReuse', () => {
  it('asks once for the channels of one kind, even while the first request is on its way', async () => {
    const { tokenFor, fetchFor, asked } = setUp();
    const channels = ['$live_stats:9', '$live_url:9', '$live_chat:9'];
    const tokens = await Promise.all(channels.map((channel) => tokenFor('broadcast:9', channel, fetchFor('b'))));
    expect(new Set(tokens).size).toBe(1);
    expect(await tokenFor('project:42', '$project_channels:42', fetchFor('p'))).not.toBe(tokens[0]);
    expect(asked).toEqual(['b', 'p']);
  });

  it('gives a channel asking again a fresh token, which the kind’s other channels then share', async () => {
    const { tokenFor, fetchFor, asked } = setUp();
    const first = await tokenFor('broadcast:9', 'a', fetchFor('b'));
    expect(await tokenFor('broadcast:9', 'b', fetchFor('b'))).toBe(first);
    const renewed = await tokenFor('broadcast:9', 'a', fetchFor('b'));
    expect(renewed).not.toBe(first);
    expect(await tokenFor('broadcast:9', 'b', fetchFor('b'))).toBe(renewed);
    expect(asked).toEqual(['b', 'b']);
  });

  it('hands no channel a token about to expire, and shares no refused request', async () => {
    const { tokenFor, fetchFor, asked, advance } = setUp();
    const first = await tokenFor('broadcast:9', 'a', fetchFor('b', 60));
    advance(55_000);
    expect(await tokenFor('broadcast:9', 'b', fetchFor('b', 60))).not.toBe(first);
    const refused = tokenFor('project:42', 'p', () => Promise.reject(new Error('503')));
    await expect(refused).rejects.toThrow('503');
    expect(await tokenFor('project:42', 'q', fetchFor('p'))).toBeTruthy();
    expect(asked).toEqual(['b', 'b', 'p']);
  });

  it('reads when a JWT-shaped token expires, and nothing from one that does not say', () => {
    expect(expiryOf(jwt(1_800_000_300, 1))).toBe(1_800_000_300_000);
    for (const opaque of ['opaque', 'a.b.c', 'h.bnVsbA.s', `h.${btoa('{"exp":"soon"}')}.s`])
      expect(expiryOf(opaque)).toBeUndefined();
  });
});
