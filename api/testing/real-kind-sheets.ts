// Which of the two sheets of the real kind holds an operation the contract API describes: the older one
// (../shared/real-kind-shapes.md, api/real-kind.test.ts) where it has the operation as the newer one has it, the newer
// one (../shared/real-kind-newer.md, api/real-kind-newer.test.ts) where only it has the operation, or where it says the
// operation changed since the older one (the send's body gained `restreams`).
import { readFileSync } from 'node:fs';
import type { NewerOperation } from '../../scripts/real-kind-newer-table.ts';
import type { RealKindOperation } from '../../scripts/real-kind-table.ts';

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T;
const same = (method: string, path: string) => (row: { method: string; path: string }) =>
  row.method === method && row.path === path;

export const OLDER_TABLE = read<RealKindOperation[]>('./real-kind-table.json');
/** The newer sheet's operations as scripts/real-kind-newer-table.ts reads them (sections 2.1–2.6 and 2.4's own). */
export const NEWER_MAIN_TABLE = read<NewerOperation[]>('./real-kind-newer-table.json');
/** Its setup sections' operations (2.4's table, 2.10–2.12), as scripts/real-kind-newer-setup.ts reads them. */
export const NEWER_SETUP_TABLE = read<NewerOperation[]>('./real-kind-newer-setup-table.json');
/** Both: the first table's row where both have an operation. */
export const NEWER_TABLE: readonly NewerOperation[] = [
  ...NEWER_MAIN_TABLE,
  ...NEWER_SETUP_TABLE.filter((row) => !NEWER_MAIN_TABLE.some(same(row.method, row.path))),
];

export function heldByNewerSheet(method: string, path: string): boolean {
  const newer = NEWER_TABLE.find(same(method, path));
  return newer !== undefined && (newer.since === 'changed' || !OLDER_TABLE.some(same(method, path)));
}
