import { skipToken, useQuery } from '@tanstack/react-query';
import { readCredentials } from '../model/credentials.ts';
import { readDestinations } from '../model/destinations.ts';
import { readPlatforms } from '../model/platforms.ts';
import { readServers } from '../model/servers.ts';
import type { Binding } from '../../../lib/bindings/bind.ts';
import { bindingQuery } from '../../../lib/bindings/query.ts';
import type { Bound } from './stream-bindings.ts';

// The page's reads: each a query under its group's key (a write in the group makes it stale), made only when its
// operation is described.

const projectValues = (projectId: number) => ({ project_id: String(projectId) });

function useBoundQuery<T>(
  bound: Bound,
  projectId: number,
  language: string,
  parse: (body: unknown, binding: Binding) => T,
) {
  const options =
    'binding' in bound ? bindingQuery(bound.binding, projectValues(projectId), language, parse) : undefined;
  return useQuery<T>({
    queryKey: options?.queryKey ?? ['described', bound.named.group, '(not described)'],
    queryFn: options ? (context) => options.queryFn!({ ...context, queryKey: options.queryKey }) : skipToken,
  });
}

export const useCredentials = (bound: Bound, projectId: number, language: string) =>
  useBoundQuery(bound, projectId, language, (body, binding) => readCredentials(body, binding.answer));

export const useServers = (bound: Bound, projectId: number, language: string) =>
  useBoundQuery(bound, projectId, language, (body, binding) => readServers(body, binding.answer));

export const useDestinations = (bound: Bound, projectId: number, language: string) =>
  useBoundQuery(bound, projectId, language, (body, binding) => readDestinations(body, binding.answer));

export const usePlatforms = (bound: Bound, projectId: number, language: string) =>
  useBoundQuery(bound, projectId, language, (body, binding) => readPlatforms(body, binding.answer));

/** The cache key of the project's destination list, for the switch's optimistic update. */
export function destinationsKey(binding: Binding, projectId: number, language: string) {
  return bindingQuery(binding, projectValues(projectId), language, (body, bound) =>
    readDestinations(body, bound.answer),
  ).queryKey;
}
