import { describe, expect, it } from 'vitest';
import { FLOW_TTL_MS, callbackAddress, startFlow, takeFlow } from './sign-in-flow.ts';
import { memoryStorage } from '../../testing/memory-storage.ts';

const T0 = 1_800_000_000_000;
/** Where the flows start: the API base in use, and no sign-in held. */
const AT = { apiBase: 'https://api.example', since: null };

describe('the sign-in flow store', () => {
  it('takes a flow once, with where to land and how long to stay', () => {
    const storage = memoryStorage();
    const flow = startFlow('/projects/42/stream?x=1', 'session', AT, T0, storage);
    expect(takeFlow(flow.id, T0 + 1000, storage)).toEqual({
      ok: true,
      flow: {
        id: flow.id,
        purpose: 'sign-in',
        returnTo: '/projects/42/stream?x=1',
        persistence: 'session',
        apiBase: 'https://api.example',
        since: null,
        createdAt: T0,
      },
    });
    expect(takeFlow(flow.id, T0 + 2000, storage)).toEqual({ ok: false, reason: 'used' });
  });

  it('keeps each flow apart: two started, each taken by its own ID; an unknown or missing ID is refused', () => {
    const storage = memoryStorage();
    const first = startFlow('/a', 'local', AT, T0, storage);
    const second = startFlow('/b', 'local', AT, T0, storage);
    expect(first.id).not.toBe(second.id);
    expect(takeFlow(second.id, T0, storage)).toMatchObject({ ok: true, flow: { returnTo: '/b' } });
    expect(takeFlow(first.id, T0, storage)).toMatchObject({ ok: true, flow: { returnTo: '/a' } });
    expect(takeFlow('someone-elses', T0, storage)).toEqual({ ok: false, reason: 'unknown' });
    expect(takeFlow(null, T0, storage)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('takes no flow from a name every object answers to: a callback naming `constructor` was started by nobody', () => {
    const storage = memoryStorage();
    startFlow('/a', 'local', AT, T0, storage);
    for (const id of ['constructor', 'toString', 'hasOwnProperty', '__proto__'])
      expect(takeFlow(id, T0, storage)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('expires after ten minutes, and is dropped at the next write', () => {
    const storage = memoryStorage();
    const old = startFlow('/a', 'local', AT, T0, storage);
    expect(takeFlow(old.id, T0 + FLOW_TTL_MS, storage)).toEqual({ ok: false, reason: 'expired' });
    startFlow('/b', 'local', AT, T0 + FLOW_TTL_MS, storage);
    expect(takeFlow(old.id, T0 + FLOW_TTL_MS, storage)).toEqual({ ok: false, reason: 'unknown' });
    // A clock set back does not make a flow from the future good.
    const later = startFlow('/c', 'local', AT, T0 + 5000, storage);
    expect(takeFlow(later.id, T0, storage)).toEqual({ ok: false, reason: 'expired' });
  });

  it('returns only to a path on this site: another origin, a protocol-relative address or the sign-in page is home', () => {
    const storage = memoryStorage();
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/sign-in?next=/x',
      'x',
      null,
    ])
      expect(startFlow(returnTo, 'local', AT, T0, storage).returnTo, String(returnTo)).toBe('/');
  });

  it('reads nothing from a malformed store or record, and is not fooled by a record under another ID', () => {
    const storage = memoryStorage();
    storage.setItem('relay.sign-in.flows', '{not json');
    expect(takeFlow('x', T0, storage)).toEqual({ ok: false, reason: 'unknown' });
    const good = {
      id: 'g',
      purpose: 'sign-in',
      returnTo: '/',
      persistence: 'local',
      apiBase: 'https://api.example',
      since: null,
      createdAt: T0,
      used: false,
    };
    storage.setItem(
      'relay.sign-in.flows',
      JSON.stringify({
        g: good,
        a: { ...good, id: 'a', returnTo: 'https://evil.example/' },
        b: { ...good, id: 'b', persistence: 'forever' },
        c: { ...good, id: 'other' },
        d: 'flow',
        e: { ...good, id: 'e', purpose: 'admin' },
        // Recorded without the API base it started with (an older record): its code would go wherever the page is.
        f: { ...good, id: 'f', apiBase: undefined },
        h: { ...good, id: 'h', since: 42 },
      }),
    );
    expect(['g', 'a', 'b', 'c', 'd', 'e', 'f', 'h'].map((id) => takeFlow(id, T0, storage).ok)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('records the API base it started with and the sign-in held then', () => {
    const storage = memoryStorage();
    const flow = startFlow('/x', 'local', { apiBase: 'https://api.example/v2', since: 'sign-in-1' }, T0, storage);
    expect(takeFlow(flow.id, T0, storage)).toMatchObject({
      ok: true,
      flow: { apiBase: 'https://api.example/v2', since: 'sign-in-1' },
    });
  });

  it('keeps the PKCE verifier for the callback; a record whose verifier is not one is none', () => {
    const storage = memoryStorage();
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const flow = startFlow('/x', 'local', { ...AT, verifier }, T0, storage);
    expect(takeFlow(flow.id, T0, storage)).toMatchObject({ ok: true, flow: { verifier } });
    // Taken, the record keeps it no more.
    expect(storage.getItem('relay.sign-in.flows')).not.toContain(verifier);
    const forged = startFlow('/x', 'local', AT, T0, storage);
    const stored = JSON.parse(storage.getItem('relay.sign-in.flows')!) as Record<string, Record<string, unknown>>;
    stored[forged.id]!.verifier = 'short';
    storage.setItem('relay.sign-in.flows', JSON.stringify(stored));
    expect(takeFlow(forged.id, T0, storage)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('keeps a link’s purpose apart from a sign-in’s', () => {
    const storage = memoryStorage();
    const link = startFlow('/settings', 'local', AT, T0, storage, 'link');
    expect(takeFlow(link.id, T0, storage)).toMatchObject({
      ok: true,
      flow: { purpose: 'link', returnTo: '/settings' },
    });
  });

  it('names the flow in the callback address, and nothing else', () => {
    const storage = memoryStorage();
    const flow = startFlow('/x', 'local', AT, T0, storage);
    expect(callbackAddress(flow, 'https://dash.example')).toBe(`https://dash.example/sign-in/callback?flow=${flow.id}`);
  });
});
