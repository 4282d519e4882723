// Which of the two sheets of the real kind holds an operation the contract API describes: the older one
// (../shared/real-kind-shapes.md, api/real-kind.test.ts) where it has the operation as the newer one has it, the newer
// one (../shared/real-kind-newer.md, api/real-kind-newer.test.ts) where only it has the operation, where it says the
// operation changed since the older one (the send's body gained `restreams`), or where its answer names a field the
// older one's does not (the stream credentials gained the stream guard's videos, which its list of changes leaves out).
import { readFileSync } from 'node:fs';
import type { NewerOperation, OlderSheet } from '../../scripts/real-kind-newer-table.ts';
import type { RealKindOperation, RealKindSchemas } from '../../scripts/real-kind-table.ts';

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T;

export const OLDER_TABLE = read<RealKindOperation[]>('./real-kind-table.json');
export const NEWER_TABLE = read<NewerOperation[]>('./real-kind-newer-table.json');
/** The older sheet as the newer sheet's table is read against it (which setup operations are new or changed). */
export const OLDER_SHEET: OlderSheet = {
  operations: OLDER_TABLE,
  schemas: read<RealKindSchemas>('./real-kind-schemas.json'),
};

const same = (method: string, path: string) => (row: { method: string; path: string }) =>
  row.method === method && row.path === path;

/** Whether the newer sheet's answer names a top-level field the older sheet's answer of the operation lacks. */
function grown(newer: NewerOperation, older: RealKindOperation): boolean {
  const answer = older.answers[newer.success];
  const fields = answer?.kind === 'object' ? Object.keys(answer.properties) : [];
  return Object.keys(newer.answer?.properties ?? {}).some((name) => !fields.includes(name));
}

export function heldByNewerSheet(method: string, path: string): boolean {
  const newer = NEWER_TABLE.find(same(method, path));
  const older = OLDER_TABLE.find(same(method, path));
  return newer !== undefined && (newer.since === 'changed' || older === undefined || grown(newer, older));
}
