// The invitation this tab opened last, kept in the tab's own storage so that signing in on the way (the link opened
// signed out, or a session that ends on the page) comes back to it: the sign-in page's return path is `/invite`,
// never the link with its secret (config/paths.ts). Dropped once the invitation is answered.

export interface KeptInvitation {
  secret: string;
  /** The destination's ID, as the link names it. */
  channel: string;
}

const KEY = 'relay.team.invitation';

/** A secret as a link carries it (printable, no spaces, bounded) and a destination's ID (a whole number), or null. */
function readInvitation(value: unknown): KeptInvitation | null {
  const { secret, channel } = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return typeof secret === 'string' &&
    /^[\x21-\x7e]{1,256}$/.test(secret) &&
    typeof channel === 'string' &&
    /^\d{1,20}$/.test(channel)
    ? { secret, channel }
    : null;
}

export function keepInvitation(invitation: KeptInvitation, storage: Storage = sessionStorage): void {
  const kept = readInvitation(invitation);
  if (!kept) return;
  try {
    storage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // A full or blocked storage: the link still works; only the way back through sign-in does not.
  }
}

/** The kept invitation, when what is kept reads as one. */
export function keptInvitation(storage: Storage = sessionStorage): KeptInvitation | null {
  try {
    return readInvitation(JSON.parse(storage.getItem(KEY) ?? 'null'));
  } catch {
    return null;
  }
}

export function dropInvitation(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing to drop.
  }
}
