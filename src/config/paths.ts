import type { EndReason } from '../lib/session/token-store.ts';

// Typed path helpers: one place that knows the app's URLs.
export const paths = {
  home: '/',
  settings: '/settings',
  tariff: (projectId: number | string) => `/projects/${projectId}/tariffs/restream`,
  stream: (projectId: number | string) => `/projects/${projectId}/stream`,
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
