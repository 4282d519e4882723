/**
 * Checks the catalog against the interface document itself: docs/interface.md is read and parsed
 * here (section 1's table, 4.1, 4.2, 4.3's table), so nothing below is a hard-coded copy that
 * could drift from the document. Each check returns a list of problems; the mutation tests at the
 * end prove the checks fail when the catalog is wrong.
 */
import { describe, expect, it } from 'vitest';
import { catalog, operationCount } from './catalog.ts';
import { matchGroups } from './operation-search.ts';
import { type NavGroup, catalogIndex, groupPath, sections } from './catalog-index.ts';
import { placeOfGroup } from '../../config/route-map.ts';
import type { CatalogGroup } from './catalog-types.ts';
import { describedGroups } from './described-groups.ts';
import { interfaceText, sectionLines, tableRows } from '../../../api/testing/interface-document.ts';

// ---------------------------------------------------------------------------------------------
// Parsing the document
// ---------------------------------------------------------------------------------------------

const docText = interfaceText;

function cells2(row: string[]): [string, string] {
  const [a, b] = row;
  if (a === undefined || b === undefined) throw new Error(`row with fewer than two cells: ${row.join(' | ')}`);
  return [a, b];
}

interface ExpectedOperation {
  name: string;
  count: number;
  method?: 'GET' | 'POST';
}

interface ExpectedRow {
  /** Section 1's group cell, verbatim. */
  row: string;
  groups: string[];
  operations: ExpectedOperation[];
}

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/** Section 1's operations cell → operation names: split on ";", and the Telegram segment split into its operations. */
function splitOperationsCell(cell: string): string[] {
  return cell
    .split(';')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '')
    .flatMap((segment) => {
      const telegram = /^Telegram: (.*)$/.exec(segment);
      if (telegram?.[1] === undefined) return [segment];
      return telegram[1].split(', ').map((part) => `Telegram: ${part.trim()}`);
    });
}

/** Section 4.3's table → Auth operations with their methods; "X (two operations)" → X with count 2. */
function parseAuthTable(): ExpectedOperation[] {
  return tableRows(sectionLines('### 4.3')).map((row) => {
    const [nameCell, methodCell] = cells2(row);
    const method = /^(GET|POST)\b/.exec(methodCell)?.[1];
    if (method !== 'GET' && method !== 'POST') throw new Error(`no method in 4.3 row: ${nameCell}`);
    const several = /^(.*) \((\w+) operations\)$/.exec(nameCell);
    if (several?.[1] !== undefined && several[2] !== undefined) {
      const count = NUMBER_WORDS[several[2]] ?? Number(several[2]);
      if (!Number.isInteger(count)) throw new Error(`unreadable count in 4.3 row: ${nameCell}`);
      return { name: several[1], count, method };
    }
    return { name: nameCell, count: 1, method };
  });
}

function parseSection1(): ExpectedRow[] {
  return tableRows(sectionLines('## 1.')).map((row) => {
    const [groupCell, operationsCell] = cells2(row);
    const groups = groupCell.split(', ');
    const reference = /^see (\d+\.\d+)$/.exec(operationsCell)?.[1];
    if (reference !== undefined) {
      // Only the Auth row refers elsewhere, to 4.3.
      if (reference !== '4.3' || groupCell !== 'Auth')
        throw new Error(`unexpected reference: ${groupCell} → ${reference}`);
      return { row: groupCell, groups, operations: parseAuthTable() };
    }
    return {
      row: groupCell,
      groups,
      operations: splitOperationsCell(operationsCell).map((name) => ({ name, count: 1 })),
    };
  });
}

interface DocumentedOperation {
  group: string;
  name: string;
  method: 'GET' | 'POST';
  path: string;
  section: string;
}

/** The method and path given in a section's heading line `METHOD {base_url}/path`. */
function endpointOf(heading: string): { method: 'GET' | 'POST'; path: string; lines: string[] } {
  const lines = sectionLines(heading);
  const m = /`(GET|POST) \{base_url\}(\/[^\s`]+)/.exec(lines.join('\n'));
  if (m?.[1] === undefined || m[2] === undefined) throw new Error(`no endpoint in ${heading}`);
  return { method: m[1] as 'GET' | 'POST', path: m[2], lines };
}

function parseDocumentedOperations(): DocumentedOperation[] {
  // 4.1 names its operation in the heading and its group in the text: "(group Auth)".
  const heading41 = docText.split(/\r?\n/).find((line) => line.startsWith('### 4.1 '));
  const name41 = heading41?.replace(/^### 4\.1 /, '').trim();
  const e41 = endpointOf('### 4.1');
  const group41 = /\(group (\w+)\)/.exec(e41.lines.join('\n'))?.[1];
  if (name41 === undefined || group41 === undefined) throw new Error('4.1 unreadable');
  // 4.2 ("Restream tariff read") does not name its operation: it is PlanRestream's read of the
  // project's tariff, listed in section 1 as "Get tariff for project". That mapping is ours.
  const e42 = endpointOf('### 4.2');
  return [
    { group: group41, name: name41, method: e41.method, path: e41.path, section: '4.1' },
    { group: 'PlanRestream', name: 'Get tariff for project', method: e42.method, path: e42.path, section: '4.2' },
  ];
}

const expectedRows = parseSection1();
const authOperations = parseAuthTable();
const documented = parseDocumentedOperations();

// ---------------------------------------------------------------------------------------------
// Checks (each returns the problems it finds)
// ---------------------------------------------------------------------------------------------

type Catalog = readonly CatalogGroup[];

const sorted = (values: Iterable<string>): string[] => [...values].sort();

function groupsOfRow(groups: Catalog, row: string): CatalogGroup[] {
  return groups.filter((group) => group.row === row);
}

/** (a) The set of `row` values equals the set of the document's rows. */
function checkRows(groups: Catalog): string[] {
  const actual = sorted(new Set(groups.map((g) => g.row)));
  const expected = sorted(new Set(expectedRows.map((r) => r.row)));
  const problems: string[] = [];
  for (const row of expected) if (!actual.includes(row)) problems.push(`row missing: ${row}`);
  for (const row of actual) if (!expected.includes(row)) problems.push(`row not in the document: ${row}`);
  return problems;
}

/** (b) Each row's groups, in order, are the row's group cell split on ", "; group names are unique. */
function checkGroupsPerRow(groups: Catalog): string[] {
  const problems: string[] = [];
  for (const { row, groups: expected } of expectedRows) {
    const actual = groupsOfRow(groups, row).map((g) => g.name);
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      problems.push(`row "${row}": groups ${JSON.stringify(actual)}, document ${JSON.stringify(expected)}`);
    }
  }
  const names = groups.map((g) => g.name);
  for (const name of new Set(names)) {
    if (names.filter((n) => n === name).length > 1) problems.push(`group name repeated: ${name}`);
  }
  return problems;
}

const operationKey = (name: string, count: number): string => (count === 1 ? name : `${name} ×${count}`);

/** (c) Per row, the multiset of operation names (with counts) equals the document's. */
function checkOperations(groups: Catalog): string[] {
  const problems: string[] = [];
  for (const { row, operations } of expectedRows) {
    const actual = sorted(
      groupsOfRow(groups, row).flatMap((g) => g.operations.map((op) => operationKey(op.name, op.count ?? 1))),
    );
    const expected = sorted(operations.map((op) => operationKey(op.name, op.count)));
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      const missing = expected.filter(
        (name, i) => expected.indexOf(name) === i && countOf(expected, name) > countOf(actual, name),
      );
      const extra = actual.filter(
        (name, i) => actual.indexOf(name) === i && countOf(actual, name) > countOf(expected, name),
      );
      problems.push(`row "${row}": missing ${JSON.stringify(missing)}, not in the document ${JSON.stringify(extra)}`);
    }
  }
  return problems;
}

function countOf(values: string[], value: string): number {
  return values.filter((v) => v === value).length;
}

/** (d) Methods: Auth operations carry 4.3's method; elsewhere only documented operations have one. */
function checkMethods(groups: Catalog): string[] {
  const problems: string[] = [];
  for (const group of groups) {
    for (const op of group.operations) {
      if (group.row === 'Auth') {
        const expected = authOperations.find((a) => a.name === op.name)?.method;
        if (op.method !== expected) problems.push(`Auth / ${op.name}: method ${op.method}, document ${expected}`);
      } else {
        const doc = documented.find((d) => d.group === group.name && d.name === op.name);
        if (op.method !== doc?.method)
          problems.push(`${group.name} / ${op.name}: method ${op.method}, document ${doc?.method}`);
      }
    }
  }
  return problems;
}

/** (e) Only the two documented operations have paths (exactly 4.1's and 4.2's), and statuses follow from that. */
function checkPathsAndStatuses(groups: Catalog): string[] {
  const problems: string[] = [];
  for (const group of groups) {
    for (const op of group.operations) {
      const doc = documented.find((d) => d.group === group.name && d.name === op.name);
      const where = `${group.name} / ${op.name}`;
      if (op.path !== doc?.path) problems.push(`${where}: path ${op.path}, document ${doc?.path}`);
      if (op.section !== doc?.section) problems.push(`${where}: section ${op.section}, document ${doc?.section}`);
      const status = doc ? 'documented' : group.row === 'Auth' ? 'method-only' : 'not-documented';
      if (op.status !== status) problems.push(`${where}: status ${op.status}, expected ${status}`);
    }
  }
  for (const doc of documented) {
    const found = groups
      .find((g) => g.name === doc.group)
      ?.operations.filter((op) => op.name === doc.name && op.path === doc.path);
    if (found?.length !== 1) problems.push(`documented operation not found once: ${doc.group} / ${doc.name}`);
  }
  return problems;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)?$/;
const kebab = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .trim()
    .split(/\s+/)
    .join('-')
    .toLowerCase();

/**
 * (f) Slugs (made by the index, never written in the catalog): well-formed, unique per scope, the route map's path
 * where a line draws the group's designed page, else the kebab-case of the name; page paths unique.
 */
function checkSlugs(groups: readonly NavGroup[]): string[] {
  const problems: string[] = [];
  for (const group of groups) {
    if (!SLUG.test(group.slug)) problems.push(`${group.name}: malformed slug ${group.slug}`);
    const expected = placeOfGroup(group.name)?.path ?? kebab(group.name);
    if (group.slug !== expected) problems.push(`${group.name}: slug ${group.slug}, expected ${expected}`);
  }
  const seen = new Map<string, string>();
  for (const group of groups) {
    for (const key of [`${group.scope}:${group.slug}`, `path:${groupPath(group, 1)}`]) {
      const other = seen.get(key);
      if (other !== undefined) problems.push(`${group.name} and ${other} share ${key}`);
      seen.set(key, group.name);
    }
  }
  return problems;
}

/** (g) Purpose: null, or exactly en/ru/cn, all non-empty. */
function checkPurposes(groups: Catalog): string[] {
  const problems: string[] = [];
  for (const group of groups) {
    if (group.purpose === null) continue;
    const keys = sorted(Object.keys(group.purpose));
    if (JSON.stringify(keys) !== JSON.stringify(['cn', 'en', 'ru']))
      problems.push(`${group.name}: purpose languages ${keys.join(',')}`);
    for (const [lang, text] of Object.entries(group.purpose)) {
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${group.name}: empty purpose (${lang})`);
    }
  }
  return problems;
}

const docTotals = {
  groups: expectedRows.reduce((sum, r) => sum + r.groups.length, 0),
  entries: expectedRows.reduce((sum, r) => sum + r.operations.length, 0),
  operations: expectedRows.reduce((sum, r) => sum + r.operations.reduce((s, op) => s + op.count, 0), 0),
};

/** (h) Totals equal the document's. */
function checkTotals(groups: Catalog): string[] {
  const actual = {
    groups: groups.length,
    entries: groups.reduce((sum, g) => sum + g.operations.length, 0),
    operations: groups.reduce((sum, g) => sum + operationCount(g), 0),
  };
  return JSON.stringify(actual) === JSON.stringify(docTotals)
    ? []
    : [`totals ${JSON.stringify(actual)}, document ${JSON.stringify(docTotals)}`];
}

const allChecks = (groups: Catalog): string[] => [
  ...checkRows(groups),
  ...checkGroupsPerRow(groups),
  ...checkOperations(groups),
  ...checkMethods(groups),
  ...checkPathsAndStatuses(groups),
  ...checkPurposes(groups),
  ...checkTotals(groups),
];

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

describe('document parse (sanity of the parser itself)', () => {
  it('reads section 1, 4.1, 4.2 and 4.3', () => {
    expect(expectedRows.length).toBeGreaterThan(25);
    expect(expectedRows.find((r) => r.row === 'Auth')?.operations).toEqual(authOperations);
    expect(authOperations.find((op) => op.name === 'Internal request of auth')).toEqual({
      name: 'Internal request of auth',
      count: 2,
      method: 'GET',
    });
    expect(documented).toEqual([
      {
        group: 'Auth',
        name: 'Update access token',
        method: 'POST',
        path: '/method/auth/refresh-access',
        section: '4.1',
      },
      {
        group: 'PlanRestream',
        name: 'Get tariff for project',
        method: 'GET',
        path: '/method/plan_restream',
        section: '4.2',
      },
    ]);
    const channelSettings =
      expectedRows.find((r) => r.row === 'Channel settings')?.operations.map((op) => op.name) ?? [];
    expect(channelSettings.filter((name) => name.startsWith('Telegram: '))).toHaveLength(5);
    expect(channelSettings.some((name) => name.startsWith('Optional settings per platform (vk, youtube,'))).toBe(true);
  });
});

describe('catalog against docs/interface.md', () => {
  it('(a) has exactly the document rows', () => expect(checkRows(catalog)).toEqual([]));
  it('(b) splits each row into its groups', () => expect(checkGroupsPerRow(catalog)).toEqual([]));
  it('(c) lists each row’s operations, letter for letter, each once', () =>
    expect(checkOperations(catalog)).toEqual([]));
  it('(d) gives Auth operations the methods of 4.3 and no other methods', () =>
    expect(checkMethods(catalog)).toEqual([]));
  it('(e) gives paths only to the operations of 4.1 and 4.2', () => expect(checkPathsAndStatuses(catalog)).toEqual([]));
  it('(f) has well-formed slugs, unique per scope', () => expect(checkSlugs(catalogIndex)).toEqual([]));
  it('(g) has purpose null or in all three languages', () => expect(checkPurposes(catalog)).toEqual([]));
  it('(h) has the document totals', () => {
    expect(checkTotals(catalog)).toEqual([]);
    expect(docTotals.groups).toBeGreaterThanOrEqual(35);
    expect(docTotals.groups).toBeLessThanOrEqual(50);
    expect(docTotals.operations).toBeGreaterThanOrEqual(120);
    expect(docTotals.operations).toBeLessThanOrEqual(180);
  });
  it('puts every group in a listed section, and every section has groups', () => {
    expect(new Set(sections).size).toBe(sections.length);
    for (const group of catalog) expect(sections).toContain(group.section);
    for (const section of sections) expect(catalog.some((g) => g.section === section)).toBe(true);
  });
});

describe('groups only the newer description names', () => {
  it('are not the document’s, list no operation of it, and each has a designed page of its own', () => {
    const documentGroups = new Set(expectedRows.flatMap((row) => row.groups));
    for (const group of describedGroups) {
      expect(documentGroups.has(group.name), `${group.name} is in the document: move it to catalog.ts`).toBe(false);
      expect(group.outsideDocument).toBe(true);
      expect(group.operations).toEqual([]);
      expect(placeOfGroup(group.name)?.path).toBeDefined();
    }
    expect(checkPurposes(describedGroups)).toEqual([]);
    expect(catalog.some((group) => group.outsideDocument)).toBe(false);
  });
});

describe('helpers', () => {
  it('(i) the sidebar’s filter matches group and operation names, case-insensitively', () => {
    const found = (query: string) => matchGroups(catalogIndex, query, catalog).map((match) => match.group.name);
    expect(found('telegram')).toEqual(expect.arrayContaining(['Channel settings', 'Auth']));
    expect(found('plan')).toContain('PlanRestream');
    expect(found('PLANRESTREAM')).toEqual(['PlanRestream']);
    // The index also holds the groups only the newer description names (described-groups.ts).
    expect(found('')).toHaveLength(catalogIndex.length);
    expect(
      catalogIndex
        .filter((group) => !catalog.some((one) => one.name === group.name))
        .map((g) => g.name)
        .sort(),
    ).toEqual(describedGroups.map((group) => group.name).sort());
    expect(found('no such operation anywhere')).toEqual([]);
  });

  it('(j) groupPath builds project and account paths', () => {
    const byName = (name: string) => {
      const group = catalogIndex.find((g) => g.name === name);
      if (!group) throw new Error(`no group ${name}`);
      return group;
    };
    expect(groupPath(byName('PlanRestream'), 42)).toBe('/projects/42/tariffs/restream');
    expect(groupPath(byName('PlanRestream'))).toBe('/projects/:projectId/tariffs/restream');
    expect(groupPath(byName('NotifyUser'), 42)).toBe('/notify-user');
  });

  it('operationCount counts the two internal auth requests as two', () => {
    const auth = catalog.find((g) => g.name === 'Auth');
    expect(auth && operationCount(auth)).toBe(authOperations.reduce((s, op) => s + op.count, 0));
    expect(auth && operationCount(auth)).toBe((auth?.operations.length ?? 0) + 1);
  });
});

describe('the checks catch a wrong catalog', () => {
  const copy = (): CatalogGroup[] => JSON.parse(JSON.stringify(catalog)) as CatalogGroup[];
  const group = (groups: CatalogGroup[], name: string): CatalogGroup => {
    const found = groups.find((g) => g.name === name);
    if (!found) throw new Error(`no group ${name}`);
    return found;
  };

  it('passes the catalog as it is', () => expect(allChecks(catalog)).toEqual([]));

  it('fails (c) when an operation is removed', () => {
    const groups = copy();
    group(groups, 'Stream pull keys').operations.pop();
    expect(checkOperations(groups)).not.toEqual([]);
  });

  it('fails (c) when an operation is renamed, even by one letter', () => {
    const groups = copy();
    const op = group(groups, 'NotifyHistory').operations[0];
    if (!op) throw new Error('no operation');
    op.name = op.name.toLowerCase();
    expect(checkOperations(groups)).not.toEqual([]);
  });

  it('fails (c) when an operation is duplicated or moved to another row', () => {
    const duplicated = copy();
    const [first] = group(duplicated, 'Payout').operations;
    if (!first) throw new Error('no operation');
    group(duplicated, 'Payment').operations.push({ ...first });
    expect(checkOperations(duplicated)).not.toEqual([]);

    const moved = copy();
    const op = group(moved, 'Channel').operations.pop();
    if (!op) throw new Error('no operation');
    group(moved, 'Project').operations.push(op);
    expect(checkOperations(moved)).not.toEqual([]);
  });

  it('fails (c) when the internal auth line loses its count', () => {
    const groups = copy();
    const op = group(groups, 'Auth').operations.find((o) => o.count === 2);
    if (!op) throw new Error('no operation');
    delete op.count;
    expect(checkOperations(groups)).not.toEqual([]);
  });

  it('fails (b) when a group is dropped from a split row', () => {
    const groups = copy().filter((g) => g.name !== 'BlogPageTag');
    expect(checkGroupsPerRow(groups)).not.toEqual([]);
  });

  it('fails (d) and (e) when a method or path is invented', () => {
    const groups = copy();
    const op = group(groups, 'PlanStorage').operations[0];
    if (!op) throw new Error('no operation');
    op.method = 'GET';
    op.path = '/method/plan_storage';
    expect(checkMethods(groups)).not.toEqual([]);
    expect(checkPathsAndStatuses(groups)).not.toEqual([]);

    const auth = copy();
    const logout = group(auth, 'Auth').operations.find((o) => o.name === 'Logout');
    if (!logout) throw new Error('no Logout');
    logout.method = 'GET';
    expect(checkMethods(auth)).not.toEqual([]);
  });

  it('fails (f) on a duplicate or malformed slug', () => {
    const index = (slug: string) => catalogIndex.map((group) => (group.name === 'Live' ? { ...group, slug } : group));
    expect(checkSlugs(index('broadcast'))).not.toEqual([]);
    expect(checkSlugs(index('Live'))).not.toEqual([]);
    expect(checkSlugs(index('live'))).toEqual([]);
  });

  it('fails (g) on a missing translation', () => {
    const groups = copy();
    const user = group(groups, 'User');
    if (!user.purpose) throw new Error('User has no purpose');
    user.purpose = { ...user.purpose, cn: '' };
    expect(checkPurposes(groups)).not.toEqual([]);
  });
});
