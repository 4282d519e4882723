import { create } from 'zustand';
import { persist, type StateStorage, createJSONStorage } from 'zustand/middleware';

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  /** This browser's clock when the access token arrived (ms); with lifetimeMs it says when to refresh. */
  receivedAt: number;
  /** exp − iat of a JWT access token, in ms; null for an opaque token (then only a 401 triggers a refresh). */
  lifetimeMs: number | null;
  /** Origin of the API that issued the pair: the pair is never sent anywhere else. */
  apiOrigin: string;
  /**
   * Names one sign-in, kept across refreshes: what is kept for a return visit belongs to it, so a sign-in as someone
   * else (here or in another tab) never sees it. Absent in sessions stored before it existed.
   */
  signInId?: string;
}

export type Persistence = 'local' | 'session';
export type EndReason = 'signed-out' | 'ended';

interface TokenState {
  session: StoredSession | null;
  /** Where the pair is kept: localStorage (all tabs, after restart) or sessionStorage (this tab only). */
  persistence: Persistence;
  /** Why the last session stopped; read by the sign-in page to say so. */
  lastEnd: EndReason | null;
}

export const SESSION_STORAGE_KEY = 'relay.session';

/**
 * One key holds the pair, in whichever storage the user chose on the sign-in page; writing to one removes it
 * from the other, so there is never a stale copy to resurrect.
 */
const chosenStorage: StateStorage = {
  getItem: (name) => sessionStorage.getItem(name) ?? localStorage.getItem(name),
  setItem: (name, value) => {
    const inSession = (JSON.parse(value) as { state?: Partial<TokenState> }).state?.persistence === 'session';
    (inSession ? sessionStorage : localStorage).setItem(name, value);
    (inSession ? localStorage : sessionStorage).removeItem(name);
  },
  removeItem: (name) => {
    localStorage.removeItem(name);
    sessionStorage.removeItem(name);
  },
};

export const useTokenStore = create<TokenState>()(
  persist((): TokenState => ({ session: null, persistence: 'local', lastEnd: null }), {
    name: SESSION_STORAGE_KEY,
    version: 1,
    storage: createJSONStorage(() => chosenStorage),
    merge: (persisted, current): TokenState => {
      const p = (persisted ?? {}) as Partial<TokenState>;
      return {
        ...current,
        session: isStoredSession(p.session) ? p.session : null,
        persistence: p.persistence === 'session' ? 'session' : 'local',
        lastEnd: p.lastEnd === 'ended' || p.lastEnd === 'signed-out' ? p.lastEnd : null,
      };
    },
  }),
);

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.accessToken === 'string' &&
    typeof s.refreshToken === 'string' &&
    typeof s.receivedAt === 'number' &&
    (s.lifetimeMs === null || typeof s.lifetimeMs === 'number') &&
    typeof s.apiOrigin === 'string' &&
    (s.signInId === undefined || typeof s.signInId === 'string')
  );
}

/**
 * The pair as storage holds it right now, which another tab may have changed since this tab last looked.
 * Read inside the refresh lock so a tab never refreshes with a token another tab has already rotated.
 */
export function readStoredSession(): StoredSession | null {
  try {
    const raw = chosenStorage.getItem(SESSION_STORAGE_KEY) as string | null;
    if (!raw) return null;
    const session = (JSON.parse(raw) as { state?: { session?: unknown } }).state?.session;
    return isStoredSession(session) ? session : null;
  } catch {
    return null;
  }
}
