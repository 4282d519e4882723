// What the demo keeps of what anyone may make it keep (a destination switched on and off, an invitation, a top-up)
// is bounded: past a number, the oldest goes, so a long-running or flooded demo does not grow without end.

/** Appends `item` to `list`, dropping the oldest past `max`. */
export function pushBounded<T>(list: T[], item: T, max: number): void {
  list.push(item);
  if (list.length > max) list.splice(0, list.length - max);
}

/** Sets `key` in `map` (kept in the order its entries were made), dropping the oldest past `max`. */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}
