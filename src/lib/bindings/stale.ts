import type { QueryClient } from '@tanstack/react-query';
import * as bindingKeys from './keys.ts';

// What changes the cache's reads from outside a bound write (which does this itself): the service said something
// changed (a payment settled), or the console sent a write or cancels a read. Named by group and operation, never by
// a key spelled out by the caller.

/** Every read of these groups is stale: read again where shown, on next use elsewhere. */
export function staleGroups(client: QueryClient, groups: Iterable<string>): Promise<void> {
  return Promise.all(
    [...new Set(groups)].map((group) => client.invalidateQueries({ queryKey: bindingKeys.group(group) })),
  ).then(() => undefined);
}

/** Reads of one operation under way are cancelled; each goes back to what it held before. */
export function cancelOperationReads(client: QueryClient, group: string, operationKey: string): Promise<void> {
  return client.cancelQueries({ queryKey: bindingKeys.operation(group, operationKey) });
}
