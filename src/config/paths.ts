import type { EndReason } from '../lib/session/token-store.ts';

// The paths the first load needs: Home, Settings, the sign-in's, and the route map's first-load line. Every other
// place is in the route map (route-map.ts), which the first load does not carry.

/**
 * The route map's one line the first load knows (config/route-map.ts has every place): the page people land on, a
 * route of its own in app/router.tsx, drawn before any description is read.
 */
export const FIRST_LOAD_PAGE = { page: 'restream', path: 'tariffs/restream' } as const;

export const paths = {
  home: '/',
  settings: '/settings',
};

/** A project id in a URL is a positive whole number; anything else names no project and is never sent. */
export function parseProjectId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export function signInPath({ returnTo, reason }: { returnTo?: string | undefined; reason?: EndReason } = {}): string {
  const back = safeReturnPath(returnTo);
  // An invitation's secret is in no URL but its link (`/invite/<secret>`): the way back is the invitation page
  // without it, which keeps the secret for the tab it was opened in (features/team/model/kept-invitation.ts).
  const next = back?.startsWith('/invite/') ? '/invite' : back;
  const query = new URLSearchParams(
    Object.entries({ next, reason }).filter((entry): entry is [string, string] => !!entry[1]),
  ).toString();
  return `/sign-in${query && '?'}${query}`;
}

/**
 * Only a path on this site may be returned to, read as the browser reads it (tabs and newlines dropped, `\` as `/`):
 * `//evil`, `/\evil` and `/<tab>/evil` are another origin. The path is given as resolved: what is checked is what is
 * followed.
 */
export function safeReturnPath(value: string | null | undefined, origin = location.origin): string | null {
  try {
    // Anything but a path (a bare word, `https://…`) resolves elsewhere.
    const url = new URL(value?.startsWith('/') ? value : '//-', origin);
    return url.origin === origin && !url.pathname.startsWith('/sign-in') ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
