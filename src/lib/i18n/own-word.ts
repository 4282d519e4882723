/**
 * A table's entry for a name the service or an address sends: its own entries only, so a name every object answers
 * to (`__proto__`, `constructor`, `toString`) is no entry and a lookup never hands back one of Object's members.
 */
export function ownWord<T>(table: Readonly<Record<string, T>>, name: string | null | undefined): T | undefined {
  return name !== null && name !== undefined && Object.hasOwn(table, name) ? table[name] : undefined;
}
