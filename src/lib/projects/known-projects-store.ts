import { useMemo } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readTokenSubject } from '../api/jwt.ts';
import { type StoredSession, useTokenStore } from '../session/token-store.ts';

// The service's "List of project for current user" has no published shape (section 2), so the overview lists the
// projects opened or pinned in this browser — by the account that opened them, and shown only to that account: on a
// shared device the next person must not see (nor read, with their token) the projects of the one before. Opened
// ones are kept up to a limit per account; pinned ones until unpinned.

export interface KnownProject {
  id: number;
  pinned: boolean;
  lastOpened: number;
  /** The account that opened it (accountOf). */
  owner: string;
}

const MAX_UNPINNED = 20;

/**
 * Who a session belongs to: the access token's subject when it is a JWT (the same person across sign-ins), else the
 * sign-in itself (an opaque token says nothing of its account, so a new sign-in starts an empty list) — on the API
 * that issued it, as another service's user ids mean other people.
 */
export function accountOf(session: StoredSession): string {
  const subject = readTokenSubject(session.accessToken);
  return `${session.apiBase} ${subject === null ? `sign-in:${session.signInId}` : `sub:${subject}`}`;
}

function currentAccount(): string | null {
  const session = useTokenStore.getState().session;
  return session ? accountOf(session) : null;
}

interface KnownProjectsState {
  /** Every account's; read them through useAccountProjects. */
  projects: KnownProject[];
  touch(id: number): void;
  add(id: number): void;
  remove(id: number): void;
  togglePin(id: number): void;
}

function keepRecent(projects: KnownProject[], owner: string): KnownProject[] {
  const unpinned = projects.filter((p) => p.owner === owner && !p.pinned).sort((a, b) => b.lastOpened - a.lastOpened);
  const dropped = new Set(unpinned.slice(MAX_UNPINNED));
  return projects.filter((p) => !dropped.has(p));
}

/** Applies `change` to the signed-in account's entries only; without a session nothing is recorded. */
function forAccount(change: (mine: KnownProject[], owner: string) => KnownProject[]) {
  return ({ projects }: KnownProjectsState) => {
    const owner = currentAccount();
    if (owner === null) return { projects };
    const others = projects.filter((p) => p.owner !== owner);
    return {
      projects: keepRecent(
        [
          ...others,
          ...change(
            projects.filter((p) => p.owner === owner),
            owner,
          ),
        ],
        owner,
      ),
    };
  };
}

export const useKnownProjects = create<KnownProjectsState>()(
  persist(
    (set) => ({
      projects: [],
      touch: (id) =>
        set(
          forAccount((mine, owner) => [
            ...mine.filter((p) => p.id !== id),
            { id, pinned: mine.find((p) => p.id === id)?.pinned ?? false, lastOpened: Date.now(), owner },
          ]),
        ),
      add: (id) =>
        set(
          forAccount((mine, owner) =>
            mine.some((p) => p.id === id) ? mine : [...mine, { id, pinned: false, lastOpened: Date.now(), owner }],
          ),
        ),
      remove: (id) => set(forAccount((mine) => mine.filter((p) => p.id !== id))),
      togglePin: (id) => set(forAccount((mine) => mine.map((p) => (p.id === id ? { ...p, pinned: !p.pinned } : p)))),
    }),
    {
      name: 'relay.projects',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ projects }) => ({ projects }),
      // An entry without an owner (an older shape) cannot be told apart by account: it is dropped, never shown to
      // whoever signs in next.
      merge: (persisted, current) => {
        const list = (persisted as { projects?: unknown } | undefined)?.projects;
        const projects = Array.isArray(list)
          ? list.filter(
              (p): p is KnownProject =>
                typeof p === 'object' &&
                p !== null &&
                Number.isSafeInteger(p.id) &&
                p.id > 0 &&
                typeof p.pinned === 'boolean' &&
                typeof p.lastOpened === 'number' &&
                typeof p.owner === 'string',
            )
          : [];
        return { ...current, projects };
      },
    },
  ),
);

/** The projects of the signed-in account (none while signed out), re-read when the account changes. */
export function useAccountProjects(): KnownProject[] {
  const projects = useKnownProjects((state) => state.projects);
  const session = useTokenStore((state) => state.session);
  const owner = session ? accountOf(session) : null;
  return useMemo(() => projects.filter((p) => p.owner === owner), [projects, owner]);
}
