import type { EndReason } from '../lib/session/token-store.ts';

// Typed path helpers: one place that knows the app's URLs.

/**
 * Where a group's page is when that is not the kebab-case of its name (features/catalog/catalog-index.ts makes the
 * rest): the tariff pages sit together, and Stream key's path is the project's Stream page and Broadcast's its past
 * streams, each named for what streamers do there rather than for one of its groups. An eager designed page's group
 * has its place here, since the first load knows no other (app/designed-pages.test.tsx checks).
 */
export const groupSlugs: Readonly<Record<string, string>> = {
  PlanRestream: 'tariffs/restream',
  PlanTranscoding: 'tariffs/transcoding',
  PlanStorage: 'tariffs/storage',
  'Stream key': 'stream',
  Broadcast: 'streams',
  MoneyFlow: 'billing',
};

/** The page of a project group of `groupSlugs`: `/projects/42/tariffs/restream`, or the route pattern without a project. */
export const projectGroupPath = (group: string, projectId: number | string = ':projectId') =>
  `/projects/${projectId}/${groupSlugs[group] ?? ''}`;

export const paths = {
  home: '/',
  settings: '/settings',
  /** The project's landing page: its restream tariff. */
  tariff: (projectId: number | string) => projectGroupPath('PlanRestream', projectId),
};

/** A project id in a URL is a positive whole number; anything else names no project and is never sent. */
export function parseProjectId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export function signInPath({ returnTo, reason }: { returnTo?: string | undefined; reason?: EndReason } = {}): string {
  const query = new URLSearchParams(
    Object.entries({ next: safeReturnPath(returnTo), reason }).filter((entry): entry is [string, string] => !!entry[1]),
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
