/**
 * The sidebar's filter: matches groups by name at once, and by operation name once catalog.ts has loaded.
 * catalog.ts (operations, purposes in three languages) is far larger than the navigation index, so it is
 * fetched only when someone starts filtering.
 */
import { useCallback, useState } from 'react';
import type { NavGroup } from './catalog-index.ts';

/** Group name → its operation names. */
export type OperationNames = ReadonlyMap<string, readonly string[]>;

export type OperationSearch = OperationNames | 'idle' | 'loading' | 'failed';

let pending: Promise<OperationNames> | null = null;

export function loadOperationNames(): Promise<OperationNames> {
  pending ??= import('./catalog.ts').then(
    ({ catalog }) => new Map(catalog.map((group) => [group.name, group.operations.map((op) => op.name)])),
    (error: unknown) => {
      // Forget the failure, so the next focus of the filter tries again (e.g. after the network is back).
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The operation names once loaded; `load` is cheap to call on every focus or keystroke. */
export function useOperationNames(): [OperationSearch, () => void] {
  const [state, setState] = useState<OperationSearch>('idle');
  const load = useCallback(() => {
    setState((current) => (typeof current === 'string' ? 'loading' : current));
    loadOperationNames().then(setState, () => setState('failed'));
  }, []);
  return [state, load];
}

export interface GroupMatch {
  group: NavGroup;
  /** Operation names that match when the group's own name does not: they say why the group is listed. */
  operations: readonly string[];
}

export function matchGroups(groups: readonly NavGroup[], query: string, search: OperationSearch): GroupMatch[] {
  const q = query.trim().toLowerCase();
  const matches: GroupMatch[] = [];
  for (const group of groups) {
    if (q === '' || group.name.toLowerCase().includes(q)) {
      matches.push({ group, operations: [] });
      continue;
    }
    const operations =
      typeof search === 'string' ? [] : (search.get(group.name) ?? []).filter((name) => name.toLowerCase().includes(q));
    if (operations.length > 0) matches.push({ group, operations });
  }
  return matches;
}
