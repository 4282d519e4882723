import { type QueryClient, type QueryKey, hashKey } from '@tanstack/react-query';

// A publication says a read is out of date. Reading it again must not cancel a read already on the way — under a
// flood, each read cancelled by the next would never land — so each read has at most one on the way, and one more
// after it when anything was published meanwhile (or when the one on the way started before this publication).

const queued = new WeakMap<QueryClient, Map<string, { again: boolean }>>();

export async function readAgain(client: QueryClient, key: QueryKey): Promise<void> {
  const byKey = queued.get(client) ?? new Map<string, { again: boolean }>();
  queued.set(client, byKey);
  const id = hashKey(key);
  const running = byKey.get(id);
  if (running) {
    running.again = true;
    return;
  }
  // A read already on the way (a poll) may have been answered before what was just published.
  const entry = { again: client.getQueryState(key)?.fetchStatus === 'fetching' };
  byKey.set(id, entry);
  try {
    do {
      const joined = entry.again;
      entry.again = false;
      await client.refetchQueries({ queryKey: key, exact: true, type: 'active' }, { cancelRefetch: false });
      // The read joined was the one on the way: one more, which starts after it.
      if (joined) await client.refetchQueries({ queryKey: key, exact: true, type: 'active' }, { cancelRefetch: false });
    } while (entry.again);
  } finally {
    byKey.delete(id);
  }
}
