import { useTokenStore } from '../../../lib/session/token-store.ts';

// The payments this tab created and has not yet seen settle, per project, for the sign-in that created them: kept in
// the tab's own storage so that coming back from the pay system's page (or reloading) reads their status again. They
// belong to that sign-in: another account signed in here is never shown one (nor has its status read with its
// token), and signing out drops them. A payment's number is no secret; the pay system's key the creation may answer
// is never kept.

export interface PendingPayment {
  id: string;
  payName: string | undefined;
  /** Paid on the pay system's own page, which the creation's answer gave. */
  paidElsewhere: boolean;
  /** The pay system it is paid with, by its name: how it is paid (its page, a wallet) is that system's way. */
  way?: string | undefined;
  /** Its status when it was first read: the page follows it until the service says something else. */
  startStatus: string | undefined;
}

const KEY = 'relay.billing.payments';

interface Kept {
  signInId: string;
  /** By project ID. */
  payments: Record<string, PendingPayment>;
}

const textOf = (one: unknown) => (typeof one === 'string' ? one : undefined);

function readPayment(value: unknown): PendingPayment | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, payName, paidElsewhere, way, startStatus } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) return null;
  return {
    id,
    payName: textOf(payName),
    paidElsewhere: paidElsewhere === true,
    way: textOf(way),
    startStatus: textOf(startStatus),
  };
}

/** What this tab keeps, when it is the sign-in's; another sign-in's is none. */
function read(signInId: string, storage: Storage): Kept {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    const kept = value as Partial<Kept> | null;
    if (kept?.signInId === signInId && typeof kept.payments === 'object' && kept.payments !== null)
      return { signInId, payments: kept.payments };
  } catch {
    // Unreadable: as if none were kept.
  }
  return { signInId, payments: {} };
}

/** The payment this sign-in follows for the project, if this tab keeps one. */
export function pendingPayment(
  projectId: number,
  signInId: string,
  storage: Storage = sessionStorage,
): PendingPayment | null {
  const { payments } = read(signInId, storage);
  return Object.hasOwn(payments, projectId) ? readPayment(payments[projectId]) : null;
}

/** Keeps (or, with null, forgets) the payment this sign-in follows for the project; another sign-in's go. */
export function keepPendingPayment(
  projectId: number,
  signInId: string,
  payment: PendingPayment | null,
  storage: Storage = sessionStorage,
): void {
  const { payments } = read(signInId, storage);
  const next = { ...payments };
  if (payment) next[projectId] = payment;
  else delete next[projectId];
  try {
    if (Object.keys(next).length) storage.setItem(KEY, JSON.stringify({ signInId, payments: next } satisfies Kept));
    else storage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the payment is still shown until the page is left.
  }
}

/** Forgets every payment this tab keeps. */
export function dropPendingPayments(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing kept: nothing to drop.
  }
}

// Signing out (here or in another tab), or another sign-in taking this tab, drops them.
useTokenStore.subscribe((state, previous) => {
  if (previous.session && state.session?.signInId !== previous.session.signInId) dropPendingPayments();
});
