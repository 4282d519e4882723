import type { EndReason } from '../lib/session/token-store.ts';

// Typed path helpers: one place that knows the app's URLs.

/**
 * Where a group's page is when that is not the kebab-case of its name (features/catalog/catalog-index.ts makes the
 * rest): the tariff pages sit together, and Stream key's path is the project's Stream page, named for what streamers
 * do there rather than for one of its groups (so is UserProject's, the project's Team page). An eager designed page's
 * group has its place here, since the first load knows no other (app/designed-pages.test.tsx checks).
 */
export const groupSlugs: Readonly<Record<string, string>> = {
  PlanRestream: 'tariffs/restream',
  PlanTranscoding: 'tariffs/transcoding',
  PlanStorage: 'tariffs/storage',
  'Stream key': 'stream',
  MoneyFlow: 'billing',
  UserProject: 'team',
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

export function signInPath(options: { returnTo?: string | undefined; reason?: EndReason } = {}): string {
  const params = new URLSearchParams();
  if (options.returnTo && safeReturnPath(options.returnTo)) params.set('next', options.returnTo);
  if (options.reason) params.set('reason', options.reason);
  const query = params.toString();
  return query ? `/sign-in?${query}` : '/sign-in';
}

/** Only a path on this site may be returned to: never another origin (`//evil`, `https://…`). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/sign-in')) return null;
  return value;
}
