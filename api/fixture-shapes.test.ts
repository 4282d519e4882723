/**
 * The e2e fixtures' descriptions against the real kind of service (../shared/real-kind-shapes.md, through
 * api/testing/real-kind-table.json). A fixture keeps its own paths on purpose (the pages bind by name, never by
 * path), so each of its operations is found in the sheet by its group and summary; then its success status and its
 * answer's top-level property names and types must be the real kind's. An operation the real kind does not have is
 * a trap of the fixture's (a download, a form of the console's) or an imagined one.
 *
 * What answers otherwise on purpose is listed by fixture and held to exactly what differs, as the contract API's test
 * holds its own: putting one right without taking it off the list, or letting another drift, fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureDescription } from '../e2e/support/fixture-description.ts';
import { realKindDescription } from '../e2e/support/fixture-real-kind.ts';
import { studioDescription } from '../e2e/support/fixture-studio-description.ts';
import type { RealKindOperation } from '../scripts/real-kind-table.ts';
import { type Description, shapeReader, sorted } from './testing/real-kind-compare.ts';

const table = JSON.parse(
  readFileSync(new URL('./testing/real-kind-table.json', import.meta.url), 'utf8'),
) as RealKindOperation[];

interface Found {
  key: string;
  /** Not in the sheet (by group and summary), or answered otherwise. */
  problem: 'not the real kind’s' | 'answers otherwise' | undefined;
}

function check(description: Description): Found[] {
  const { shapeOf } = shapeReader(description);
  return Object.entries(description.paths)
    .filter(([path]) => path.startsWith('/method/'))
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]): Found => {
        const key = `${method.toUpperCase()} ${path}`;
        const group = (operation as { tags?: string[] }).tags?.[0];
        const rows = table.filter((row) => row.group === group && row.summary === operation.summary);
        const row = rows.length > 1 ? rows.find((each) => each.method === method.toUpperCase()) : rows[0];
        if (!row) return { key, problem: 'not the real kind’s' };
        const status = Object.keys(operation.responses).find((code) => /^2\d\d$/.test(code));
        const real = Object.keys(row.answers).find((code) => /^2\d\d$/.test(code));
        const answer = status ? operation.responses[status]?.content?.['application/json']?.schema : undefined;
        const same =
          status === real &&
          status !== undefined &&
          JSON.stringify(sorted(shapeOf(answer))) === JSON.stringify(sorted(row.answers[status]));
        return { key, problem: same ? undefined : 'answers otherwise' };
      }),
    );
}

const listed = (found: Found[], problem: Found['problem']) =>
  found
    .filter((each) => each.problem === problem)
    .map((each) => each.key)
    .sort();

/**
 * The console fixture's one operation answered in a framework's idiom on purpose: "List of user in project" as a
 * paginated `{count, next, previous, results}` of members holding every kind of value the console's table must
 * show (dates, flags, nulls, a nested object, markup in a name), filtered by a numeric enum. The real kind's list of
 * members (`{results}` of numbers and text) is the contract API's.
 */
const CONSOLE_OWN_IDIOM = ['GET /method/user_project/users'];

/** The console fixture's traps the real kind has no operation for: downloads, a path value, forms of its own. */
const CONSOLE_TRAPS = [
  'GET /method/channel_settings/telegram/disconnect',
  'GET /method/project_channel_invite/secret',
  'GET /method/stream_key/records/archive',
  'GET /method/stream_key/records/export',
  'GET /method/stream_key/status',
  'GET /method/stream_key/tokens',
  'GET /method/user_project/export',
  'GET /method/user_project/short',
  'POST /method/pull_keys/import',
  'POST /method/pull_keys/{key}/rotate',
];

describe('the e2e fixtures’ descriptions, against the real kind’s', () => {
  it('the studio fixture: each operation the real kind’s by group and summary, answering in its shape but where listed', () => {
    const found = check(studioDescription() as unknown as Description);
    console.log(
      `studio fixture: ${found.length} operations, ${listed(found, undefined).length} in the real kind’s shapes`,
    );
    expect(listed(found, 'not the real kind’s')).toEqual([
      'POST /method/channel_settings/custom',
      'POST /method/channel_settings/youtube/options',
    ]);
    expect(listed(found, 'answers otherwise')).toEqual([]);
  });

  it('the console fixture and its real-kind variant: the same, with their traps', () => {
    for (const [name, description] of [
      ['console', fixtureDescription()],
      ['real-kind', realKindDescription(fixtureDescription())],
    ] as const) {
      const found = check(description as unknown as Description);
      console.log(
        `${name} fixture: ${found.length} operations, ${listed(found, undefined).length} in the real kind’s shapes`,
      );
      expect(listed(found, 'not the real kind’s')).toEqual(CONSOLE_TRAPS);
      expect(listed(found, 'answers otherwise')).toEqual(CONSOLE_OWN_IDIOM);
    }
  });
});
