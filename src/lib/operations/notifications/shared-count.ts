// The unread count, read at most once per interval by all of this browser's tabs together: the tab that reads keeps
// the answer in localStorage (the count and when, for its sign-in), and a tab that would read within the interval
// takes that instead. A Web Lock per sign-in makes two tabs that wake together wait for each other, so only the first
// asks; the second finds its answer. Only a number is kept, never a notification. A change the user makes (read one,
// all) starts a new generation: a read that was on its way then answers for the count before it, and is not shared.

export const COUNT_KEY = 'relay.notify-count';
const GENERATION_KEY = `${COUNT_KEY}.generation`;
/** The bell's interval: the count is at most this old on a visible page. */
export const COUNT_INTERVAL_MS = 60_000;
/** How long a write to localStorage may take to be seen by another tab's process. */
const SETTLE_MS = 300;
/** Tabs' clocks may differ a little (they are one system clock in a browser, but not in every test): no more. */
const CLOCK_SKEW_MS = 5_000;

interface Shared {
  signInId: string;
  count: number;
  /** This browser's clock when the service answered. */
  at: number;
}

function readShared(storage: Storage): Shared | undefined {
  try {
    const value = JSON.parse(storage.getItem(COUNT_KEY) ?? 'null') as Partial<Shared> | null;
    if (
      typeof value?.signInId === 'string' &&
      typeof value.count === 'number' &&
      Number.isSafeInteger(value.count) &&
      value.count >= 0 &&
      typeof value.at === 'number'
    )
      return { signInId: value.signInId, count: value.count, at: value.at };
  } catch {
    // Unreadable: as if nobody had read.
  }
  return undefined;
}

/**
 * The count another tab (or this one) read for this sign-in less than an interval ago. A time ahead of this tab's
 * clock by more than a little (a clock set back) is no age: the count is read again.
 */
export function freshCount(signInId: string, now = Date.now(), storage: Storage = localStorage): number | undefined {
  const shared = readShared(storage);
  if (!shared || shared.signInId !== signInId) return undefined;
  const age = now - shared.at;
  return age > -CLOCK_SKEW_MS && age < COUNT_INTERVAL_MS ? shared.count : undefined;
}

/** The count this sign-in's tabs last shared, however old: what a tab shows until its own read. */
export function lastSharedCount(signInId: string, storage: Storage = localStorage): number | undefined {
  const shared = readShared(storage);
  return shared?.signInId === signInId ? shared.count : undefined;
}

export function shareCount(signInId: string, count: number, now = Date.now(), storage: Storage = localStorage): void {
  try {
    storage.setItem(COUNT_KEY, JSON.stringify({ signInId, count, at: now } satisfies Shared));
  } catch {
    // Storage full or refused: the other tabs read for themselves.
  }
}

/** The generation of the shared count: it changes with every change the user makes to what is unread. */
export function countGeneration(storage: Storage = localStorage): string {
  try {
    return storage.getItem(GENERATION_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * After the user changed what is unread (read one, all), the next read asks the service, in every tab, and a read
 * already on its way (here or in another tab) keeps its answer to itself: a new generation.
 */
export function expireSharedCount(storage: Storage = localStorage): void {
  try {
    storage.setItem(GENERATION_KEY, `${Date.now()}-${Math.random()}`);
    storage.removeItem(COUNT_KEY);
  } catch {
    // Nothing kept: nothing to expire.
  }
}

/**
 * The unread count for `signInId`: another tab's fresh answer, else `read` (the service), shared once answered. With
 * Web Locks, tabs take turns, so of two that wake together only the first reads. A tab waits for another's read as
 * long as that read may take (its request times out); a closed tab's lock is let go by the browser.
 */
export async function sharedUnreadCount(
  signInId: string,
  read: () => Promise<number>,
  signal?: AbortSignal,
): Promise<number> {
  const once = async (tries = 1): Promise<{ count: number; shared: boolean }> => {
    const fresh = freshCount(signInId);
    if (fresh !== undefined) return { count: fresh, shared: false };
    const generation = countGeneration();
    const count = await read();
    // Asked before a change the user made meanwhile: the answer may be the count before it. Asked again (or the
    // newer count another tab has shared since taken); never written over it.
    if (countGeneration() !== generation) return tries < 2 ? once(tries + 1) : { count, shared: false };
    shareCount(signInId, count);
    return { count, shared: true };
  };
  if (typeof navigator === 'undefined' || !navigator.locks) return (await once()).count;
  const locks = navigator.locks;
  return new Promise<number>((resolve, reject) => {
    locks
      .request(`${COUNT_KEY}.${signInId}`, signal ? { signal } : {}, async () => {
        const { count, shared } = await once();
        resolve(count);
        // Another tab's localStorage sees a write a moment later: the lock is kept until it can, so the next tab
        // finds this answer rather than reading again.
        if (shared) await new Promise((done) => setTimeout(done, SETTLE_MS));
      })
      .catch(reject);
  });
}

/** How long until this sign-in's shared count is an interval old (at once when there is none). */
export function nextReadIn(signInId: string, now = Date.now(), storage: Storage = localStorage): number {
  const shared = readShared(storage);
  if (!shared || shared.signInId !== signInId) return 0;
  const age = Math.max(0, now - shared.at);
  return Math.max(0, COUNT_INTERVAL_MS - age);
}
