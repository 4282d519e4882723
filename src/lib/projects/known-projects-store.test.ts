import { beforeEach, describe, expect, it } from 'vitest';
import { type StoredSession, useTokenStore } from '../session/token-store.ts';
import { accountOf, useKnownProjects } from './known-projects-store.ts';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const session = (sub: string | null, signInId = 's1'): StoredSession => ({
  accessToken: sub === null ? 'opaque' : `${b64({ alg: 'HS256' })}.${b64({ sub, iat: 1, exp: 2 })}.sig`,
  refreshToken: 'r',
  receivedAt: 0,
  lifetimeMs: null,
  apiBase: 'https://api.example.com',
  signInId,
});
const signedIn = (s: StoredSession | null) => useTokenStore.setState({ session: s });
const mine = () => {
  const s = useTokenStore.getState().session;
  return useKnownProjects
    .getState()
    .projects.filter((p) => s && p.owner === accountOf(s))
    .map((p) => p.id);
};

beforeEach(() => {
  localStorage.clear();
  useKnownProjects.setState({ projects: [] });
});

describe('remembered projects', () => {
  it('belong to the account that opened them: its subject across sign-ins, else the sign-in', () => {
    signedIn(session('u1'));
    useKnownProjects.getState().touch(42);
    signedIn(session('u2', 's2'));
    expect(mine()).toEqual([]);
    useKnownProjects.getState().add(8);
    useKnownProjects.getState().remove(42);
    signedIn(session('u1', 's3'));
    expect(mine(), 'u1 again, in a later sign-in; u2 could not remove it').toEqual([42]);
    signedIn(session(null, 's4'));
    expect(mine()).toEqual([]);
    signedIn(null);
    useKnownProjects.getState().add(5);
    expect(
      useKnownProjects
        .getState()
        .projects.map((p) => p.id)
        .sort(),
    ).toEqual([42, 8]);
  });

  it('kept before owners were recorded are dropped, not shown to whoever signs in', async () => {
    localStorage.setItem(
      'relay.projects',
      JSON.stringify({ state: { projects: [{ id: 42, pinned: true, lastOpened: 1 }] }, version: 1 }),
    );
    await useKnownProjects.persist.rehydrate();
    expect(useKnownProjects.getState().projects).toEqual([]);
  });
});
