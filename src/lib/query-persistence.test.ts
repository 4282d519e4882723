import { QueryClient, dehydrate } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parsePlanRestream } from './operations/plan-restream/plan-slot.ts';
import { restreamPlanKey } from './operations/plan-restream/plan-restream-query.ts';
import { usePrefsStore } from './prefs/prefs-store.ts';
import { read } from './bindings/keys.ts';
import {
  LAST_SEEN_MAX_AGE_MS,
  LAST_SEEN_STORAGE_KEY,
  isFromLastVisit,
  restoreLastSeen,
  startKeepingLastSeen,
} from './query-persistence.ts';
import { useTokenStore } from './session/token-store.ts';
import { saveSession } from './session/save-session.ts';

// What a return visit may paint before asking the service: only a stay-signed-in session's plans, from the service
// it is signed in to, younger than 7 days, in the shape the page draws. Everything else is dropped, not shown.

const HOUR = 60 * 60_000;
const KEY = restreamPlanKey(42, 'en');
const plan = parsePlanRestream({
  before: null,
  current: {
    id: 7,
    channel_max: 4,
    bitrate_max: 6000,
    support_custom_channel: true,
    custom_video: 1,
    date_end: '2026-12-04T00:00:00Z',
  },
})!;

/** What the saver writes: the persister's format, with the plan read answered `ageMs` ago. */
const ID = 'sign-in-1';

function keep({
  ageMs = HOUR,
  buster = `2 ${ID} ${location.origin}`,
  data = plan as unknown,
  key = KEY as readonly unknown[],
} = {}): void {
  const source = new QueryClient();
  source.setQueryData(key, data, { updatedAt: Date.now() - ageMs });
  localStorage.setItem(
    LAST_SEEN_STORAGE_KEY,
    JSON.stringify({ buster, timestamp: Date.now(), clientState: dehydrate(source) }),
  );
}

/** Stores these entries as the last-seen cache of this sign-in, written as they are (not by a query client). */
function keepQueries(queries: readonly unknown[]): void {
  localStorage.setItem(
    LAST_SEEN_STORAGE_KEY,
    JSON.stringify({
      buster: `2 ${ID} ${location.origin}`,
      timestamp: Date.now(),
      clientState: { mutations: [], queries },
    }),
  );
}

/** Signs this tab in as the sign-in page would: the pair is written to the chosen storage. */
function signIn(persistence: 'local' | 'session', apiBase = location.origin, signInId = ID): void {
  saveSession(
    { accessToken: 'a', refreshToken: 'r', receivedAt: Date.now(), lifetimeMs: null, apiBase, signInId },
    persistence,
  );
}

function restore(): QueryClient {
  const client = new QueryClient();
  restoreLastSeen(client);
  return client;
}

beforeEach(() => signIn('local'));
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useTokenStore.setState({ session: null, persistence: 'local' });
  usePrefsStore.setState({ apiBaseUrlOverride: '' });
});

describe('restoring the plans of the last visit', () => {
  it('restores a stay-signed-in session’s plan, as last seen, marked for a check and as not yet confirmed', () => {
    keep();
    const client = restore();
    expect(client.getQueryData(KEY)).toEqual(plan);
    const state = client.getQueryState(KEY)!;
    expect(state.isInvalidated).toBe(true);
    expect(isFromLastVisit(state.dataUpdatedAt)).toBe(true);
    expect(localStorage.getItem(LAST_SEEN_STORAGE_KEY)).not.toBeNull();
  });

  it('drops a plan answered 7 days ago or more, and keeps one just younger', () => {
    keep({ ageMs: LAST_SEEN_MAX_AGE_MS + 1 });
    expect(restore().getQueryData(KEY)).toBeUndefined();
    keep({ ageMs: LAST_SEEN_MAX_AGE_MS - HOUR });
    expect(restore().getQueryData(KEY)).toEqual(plan);
  });

  it.each([
    ['another service’s origin', { buster: `2 ${ID} https://other.example` }],
    ['another path of the same origin', { buster: `2 ${ID} ${location.origin}/v2` }],
    ['another sign-in', { buster: `2 sign-in-2 ${location.origin}` }],
    ['an older format', { buster: `1 ${ID} ${location.origin}` }],
    ['no buster', { buster: '' }],
  ])('drops what came from %s, and removes it from storage', (_, options) => {
    keep(options);
    expect(restore().getQueryData(KEY)).toBeUndefined();
    expect(localStorage.getItem(LAST_SEEN_STORAGE_KEY)).toBeNull();
  });

  it('drops what a settings override no longer points at', () => {
    signIn('local', `${location.origin}/v1`);
    keep({ buster: `2 ${ID} ${location.origin}/v1` });
    usePrefsStore.setState({ apiBaseUrlOverride: `${location.origin}/v2` });
    expect(restore().getQueryData(KEY)).toBeUndefined();
    expect(localStorage.getItem(LAST_SEEN_STORAGE_KEY)).toBeNull();
  });

  it('restores nothing for a "this tab only" session, and leaves the device’s sign-in its plans', () => {
    keep();
    signIn('session', location.origin, 'tab-only');
    expect(restore().getQueryData(KEY)).toBeUndefined();
    expect(localStorage.getItem(LAST_SEEN_STORAGE_KEY)).not.toBeNull();
    // The device still has its own sign-in, which a new tab restores.
    sessionStorage.clear();
    useTokenStore.setState({ session: null, persistence: 'local' });
    signIn('local');
    expect(restore().getQueryData(KEY)).toEqual(plan);
  });

  it('removes, from any tab, plans whose sign-in the device no longer holds', () => {
    keep();
    signIn('session', location.origin, 'tab-only');
    localStorage.removeItem('relay.session');
    restore();
    expect(localStorage.getItem(LAST_SEEN_STORAGE_KEY)).toBeNull();
  });

  it('restores nothing without a session, or for a session of another service', () => {
    keep();
    useTokenStore.setState({ session: null });
    expect(restore().getQueryData(KEY)).toBeUndefined();
    keep();
    signIn('local', 'https://other.example');
    expect(restore().getQueryData(KEY)).toBeUndefined();
  });

  it.each([
    [
      'a value of the wrong type',
      { ...plan, current: { kind: 'plan', values: { bitrate_max: '6000' }, problems: {} } },
    ],
    ['an unknown slot kind', { ...plan, next: { kind: 'maybe' } }],
    ['a missing slot', { before: plan.before, current: plan.current }],
    ['not an object', '6000'],
  ])('draws no plan with %s', (_, data) => {
    keep({ data });
    expect(restore().getQueryData(KEY)).toBeUndefined();
  });

  it('restores only plan reads, never another answer that was written there', () => {
    keep({ key: ['described', 'GET /users', {}], data: { secret: 'x' } });
    expect(restore().getQueryCache().getAll()).toEqual([]);
  });

  it('drops an answer stamped later than now (a clock that was ahead)', () => {
    keep({ ageMs: -HOUR });
    expect(restore().getQueryData(KEY)).toBeUndefined();
  });

  it.each([
    ['null entries', [null]],
    ['empty entries', [{}]],
    [
      'a key of the wrong shape',
      [{ queryKey: ['tariff', 'restream', '42', 'en'], state: { data: plan, dataUpdatedAt: Date.now() - HOUR } }],
    ],
  ])('neither throws nor draws on %s', (_, queries) => {
    keepQueries(queries);
    expect(() => restore()).not.toThrow();
    expect(restore().getQueryCache().getAll()).toEqual([]);
  });

  it('takes only the checked parts of what was stored', () => {
    keep({ data: { ...plan, extra: '<script>' } });
    expect(restore().getQueryData(KEY)).toEqual(plan);
    // A stored promise (the cache's streaming field) is not a plan: it is left behind, the plan is drawn.
    const at = Date.now() - HOUR;
    const queries = [
      { queryKey: KEY, queryHash: 'elsewhere', state: { data: plan, dataUpdatedAt: at, status: 'error' }, promise: 1 },
    ];
    keepQueries(queries);
    const client = restore();
    expect(client.getQueryData(KEY)).toEqual(plan);
    expect(client.getQueryState(KEY)).toMatchObject({ status: 'success', dataUpdatedAt: at, error: null });
  });

  it('survives storage that is not JSON', () => {
    localStorage.setItem(LAST_SEEN_STORAGE_KEY, '{not json');
    expect(restore().getQueryCache().getAll()).toEqual([]);
    expect(localStorage.getItem(LAST_SEEN_STORAGE_KEY)).toBeNull();
  });
});

describe('isFromLastVisit', () => {
  it('is true for a restored answer, and false for one that arrives after the restore', () => {
    keep();
    const client = restore();
    expect(isFromLastVisit(client.getQueryState(KEY)!.dataUpdatedAt)).toBe(true);
    expect(isFromLastVisit(Date.now() + 1)).toBe(false);
    expect(isFromLastVisit(0)).toBe(false);
  });
});

describe('what is kept for the next visit', () => {
  it('holds the restream plans only: never a stream key or any other described read', () => {
    const client = new QueryClient();
    startKeepingLastSeen(client);
    const key = 'live_42_secret_stream_key';
    client.setQueryData(read('Stream key', 'getCredentials', 'en', { project_id: '42' }), { key, record: false });
    client.setQueryData(KEY, plan);
    const stored = localStorage.getItem(LAST_SEEN_STORAGE_KEY) ?? '';
    expect(stored).toContain('"plan_restream"');
    expect(stored).not.toContain(key);
    expect((JSON.parse(stored) as { clientState: { queries: unknown[] } }).clientState.queries).toHaveLength(1);
  });
});
