import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_PATH, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { useTokenStore } from '../session/token-store.ts';
import { apiCall } from './api-call.ts';
import { keepReads } from '../bindings/keep-reads.ts';
import { READS_AHEAD_KEY, type ReadAddress, sendKeptReads, sendReadAhead } from './reads-ahead.ts';

// Reads sent before the code that makes them, against the contract API over HTTP: the later identical request takes
// the answer; what is kept for the next visit is only addresses, sent only for the sign-in that kept them.

const PLAN: ReadAddress = [PLAN_PATH, [['project_id', '42']]];
const PAGE = '/projects/42/stream';

beforeEach(() => freshSignedInClient());

const planReads = async () => (await control.requests(PLAN_PATH)).length;

/** A plan read as a page's part reads it: `first`, its first read (which a read sent ahead may answer), or again. */
const readPlan = (projectId: number, { first = true } = {}) =>
  apiCall({ method: 'GET', path: PLAN_PATH, query: [['project_id', String(projectId)]], ahead: first });

describe('reads ahead', () => {
  it('answers the page’s own identical request from the read sent ahead: one request reaches the service', async () => {
    sendReadAhead(PLAN);
    sendReadAhead(PLAN);
    await vi.waitFor(async () => expect(await planReads()).toBe(1));
    const plan = await readPlan(42);
    expect(plan).toBeTruthy();
    expect(await planReads()).toBe(1);
    // Taken once: the next read asks the service.
    await readPlan(42);
    expect(await planReads()).toBe(2);
  });

  it('answers a part’s first read only: a read again (a refetch, after a write) asks the service', async () => {
    sendReadAhead(PLAN);
    await vi.waitFor(async () => expect(await planReads()).toBe(1));
    await readPlan(42, { first: false });
    expect(await planReads()).toBe(2);
    // Still there for the first read it was sent for.
    await readPlan(42);
    expect(await planReads()).toBe(2);
  });

  it('drops an answer no page took within 30 s, so a later visit reads anew', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      sendReadAhead([PLAN_PATH, [['project_id', '31']]]);
      // Sent once the session is known (a promise away), then waiting for the page that reads it.
      await vi.waitFor(async () => expect(await planReads()).toBe(1));
      vi.advanceTimersByTime(30_000);
    } finally {
      vi.useRealTimers();
    }
    await readPlan(31);
    expect(await planReads()).toBe(2);
  });

  it('is not taken by a request that differs: another project is read anew', async () => {
    sendReadAhead(PLAN);
    await vi.waitFor(async () => expect(await planReads()).toBe(1));
    await readPlan(7);
    expect(await planReads()).toBe(2);
  });

  it('keeps a page’s first reads as addresses only, and sends them on the next visit of that address', async () => {
    keepReads(PAGE, [PLAN]);
    const kept = localStorage.getItem(READS_AHEAD_KEY) ?? '';
    expect(kept).toContain(PLAN_PATH);
    const session = useTokenStore.getState().session!;
    expect(kept).not.toContain(session.accessToken);
    expect(kept).not.toContain(session.refreshToken);

    sendKeptReads('/projects/42/billing');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await planReads()).toBe(0);
    sendKeptReads(PAGE);
    await vi.waitFor(async () => expect(await planReads()).toBe(1));
    await readPlan(42);
    expect(await planReads()).toBe(1);
  });

  it('keeps nothing for a "this tab only" sign-in, and drops what was kept when the sign-in ends', () => {
    useTokenStore.setState({ persistence: 'session' });
    keepReads(PAGE, [PLAN]);
    expect(localStorage.getItem(READS_AHEAD_KEY)).toBeNull();
    useTokenStore.setState({ persistence: 'local' });
    keepReads(PAGE, [PLAN]);
    expect(localStorage.getItem(READS_AHEAD_KEY)).not.toBeNull();
    useTokenStore.setState({ session: null, lastEnd: 'signed-out' });
    expect(localStorage.getItem(READS_AHEAD_KEY)).toBeNull();
  });

  it('sends nothing kept by another sign-in', async () => {
    keepReads(PAGE, [PLAN]);
    await freshSignedInClient();
    sendKeptReads(PAGE);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await planReads()).toBe(0);
  });

  it('keeps one project’s page reads for the same page of any project, with its own number', async () => {
    keepReads(PAGE, [
      PLAN,
      [
        '/method/stream-keys',
        [
          ['project_id', '42'],
          ['limit', '42'],
          ['offset', '420'],
        ],
      ],
    ]);
    sendKeptReads('/projects/7/stream');
    await vi.waitFor(async () => expect(await control.requests('/method/stream-keys')).toHaveLength(1));
    await vi.waitFor(async () => expect(await planReads()).toBe(1));
    const [plan] = await control.requests(PLAN_PATH);
    expect(plan!.query.project_id).toBe('7');
    // Only the project's own value is its number: a limit that happens to equal it stays as it was.
    const [keys] = await control.requests('/method/stream-keys');
    expect([keys!.query.project_id, keys!.query.limit, keys!.query.offset]).toEqual(['7', '42', '420']);
  });

  it('keeps the most recent pages only, and a page’s latest reads', () => {
    for (let page = 1; page <= 10; page += 1) keepReads(`/page-${page}`, [[PLAN_PATH, [['project_id', String(page)]]]]);
    keepReads('/page-10', [PLAN]);
    const { pages } = JSON.parse(localStorage.getItem(READS_AHEAD_KEY)!) as { pages: Record<string, ReadAddress[]> };
    expect(Object.keys(pages)).toEqual([3, 4, 5, 6, 7, 8, 9, 10].map((page) => `/page-${page}`));
    expect(pages['/page-10']).toEqual([PLAN]);
  });

  it('takes what storage holds as a hint: something unreadable sends nothing and breaks nothing', async () => {
    const owner = `${useTokenStore.getState().session!.signInId} ${useTokenStore.getState().session!.apiBase}`;
    for (const pages of [{ [PAGE]: 'x' }, { [PAGE]: [42] }, { [PAGE]: [[42, []]] }, null]) {
      localStorage.setItem(READS_AHEAD_KEY, JSON.stringify({ owner, pages }));
      expect(() => sendKeptReads(PAGE)).not.toThrow();
    }
    localStorage.setItem(READS_AHEAD_KEY, '{not json');
    expect(() => sendKeptReads(PAGE)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await control.log()).toEqual([]);
  });
});
