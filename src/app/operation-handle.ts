import type { QueryKey } from '@tanstack/react-query';
import type { GroupHandle } from '../features/catalog/route-handle.ts';

/** What a generated catalog route carries in `handle`: its group, and what a write there makes stale (typed-pages.ts). */
export interface OperationHandle extends GroupHandle {
  invalidates: readonly QueryKey[];
}

export function invalidatesOf(handle: unknown): readonly QueryKey[] {
  const keys = typeof handle === 'object' && handle !== null ? (handle as { invalidates?: unknown }).invalidates : undefined;
  return Array.isArray(keys) ? (keys as QueryKey[]) : [];
}
