import { paths, safeReturnPath } from '../../config/paths.ts';
import { serviceBase } from '../../config/runtime-config.ts';
import { type Persistence, useTokenStore } from '../../lib/session/token-store.ts';

// A sign-in with a provider, from the click to its callback: each flow this tab starts is one record in its
// sessionStorage (the provider sends the person back into the tab that left), taken once, for ten minutes. The
// callback acts only on a record of its own: an address with someone else's code, opened in a browser that did not
// start that flow, signs nobody in. The code never reaches this store; the flow's PKCE verifier does, and only this
// tab has it (a code without it is worth nothing).

/** A PKCE verifier as RFC 7636 has it: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

const KEY = 'relay.sign-in.flows';
/** Where a provider's sign-in comes back to: the sign-in page's own route (features/session/sign-in-route.tsx). */
export const CALLBACK_PATH = '/sign-in/callback';
export const FLOW_TTL_MS = 10 * 60_000;

export interface SignInFlow {
  id: string;
  /** A sign-in, or another provider linked to the signed-in account (Settings). */
  purpose: 'sign-in' | 'link';
  /** A path on this site to land on once signed in. */
  returnTo: string;
  persistence: Persistence;
  /** The API base the flow was started with: its code is exchanged there and nowhere else. */
  apiBase: string;
  /**
   * The sign-in this tab held when the flow started (none: null): a refused exchange is explained only by a sign-in
   * that completed since, elsewhere.
   */
  since: string | null;
  /** The PKCE verifier whose challenge the start was sent, where the deployment takes one (pkce.ts). */
  verifier?: string;
  createdAt: number;
}

interface StoredFlow extends SignInFlow {
  used: boolean;
}

export type TakenFlow = { ok: true; flow: SignInFlow } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

function isFlow(value: unknown): value is StoredFlow {
  if (typeof value !== 'object' || value === null) return false;
  const flow = value as Record<string, unknown>;
  return (
    typeof flow.id === 'string' &&
    (flow.purpose === 'sign-in' || flow.purpose === 'link') &&
    typeof flow.returnTo === 'string' &&
    safeReturnPath(flow.returnTo) === flow.returnTo &&
    (flow.persistence === 'local' || flow.persistence === 'session') &&
    typeof flow.apiBase === 'string' &&
    (flow.since === null || typeof flow.since === 'string') &&
    (flow.verifier === undefined || (typeof flow.verifier === 'string' && VERIFIER.test(flow.verifier))) &&
    typeof flow.createdAt === 'number' &&
    Number.isFinite(flow.createdAt) &&
    typeof flow.used === 'boolean'
  );
}

/** The tab's flows by ID; a malformed store or record is none (and is dropped at the next write). */
function read(storage: Storage): Record<string, StoredFlow> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([id, flow]) => isFlow(flow) && flow.id === id)) as Record<
    string,
    StoredFlow
  >;
}

/** Writes the flows still alive; storage that refuses (full, private mode) leaves the flow unstarted. */
function write(storage: Storage, flows: Record<string, StoredFlow>, now: number): void {
  const alive = Object.entries(flows).filter(([, flow]) => now - flow.createdAt < FLOW_TTL_MS);
  storage.setItem(KEY, JSON.stringify(Object.fromEntries(alive)));
}

/** What a flow records of where it starts: the API base in use, and the sign-in this tab holds then. */
export async function flowStart(): Promise<Pick<SignInFlow, 'apiBase' | 'since'>> {
  return { apiBase: await serviceBase(), since: useTokenStore.getState().session?.signInId ?? null };
}

/**
 * A new flow: where to land (a path on this site, else home), how long to stay signed in, the API base it is started
 * with, the sign-in held then and its PKCE verifier, if any. Throws if not stored.
 */
export function startFlow(
  returnTo: string | null | undefined,
  persistence: Persistence,
  { apiBase, since, verifier }: Pick<SignInFlow, 'apiBase' | 'since' | 'verifier'>,
  now = Date.now(),
  storage: Storage = sessionStorage,
  purpose: SignInFlow['purpose'] = 'sign-in',
): SignInFlow {
  const flow: SignInFlow = {
    id: crypto.randomUUID(),
    purpose,
    returnTo: safeReturnPath(returnTo) ?? paths.home,
    persistence,
    apiBase,
    since,
    ...(verifier === undefined ? {} : { verifier }),
    createdAt: now,
  };
  write(storage, { ...read(storage), [flow.id]: { ...flow, used: false } }, now);
  return flow;
}

/** The flow a callback names, taken once: a second take, an unknown ID or a stale flow is refused. */
export function takeFlow(id: string | null, now = Date.now(), storage: Storage = sessionStorage): TakenFlow {
  const flows = read(storage);
  // Only a flow this tab recorded: an ID from the address such as `constructor` names none.
  const found = id !== null && Object.hasOwn(flows, id) ? flows[id] : undefined;
  if (!found) return { ok: false, reason: 'unknown' };
  if (now - found.createdAt >= FLOW_TTL_MS || found.createdAt > now) return { ok: false, reason: 'expired' };
  if (found.used) return { ok: false, reason: 'used' };
  // Its verifier goes with its one use: kept on, it would only be something more to read.
  const { verifier: _verifier, ...spent } = found;
  write(storage, { ...flows, [found.id]: { ...spent, used: true } }, now);
  const { used: _, ...flow } = found;
  return { ok: true, flow };
}

/** The address a provider sends the person back to: this site's callback, naming the flow. */
export function callbackAddress(flow: SignInFlow, origin = location.origin): string {
  return `${origin}${CALLBACK_PATH}?flow=${encodeURIComponent(flow.id)}`;
}
