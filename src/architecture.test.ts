import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type SourceFile, architectureFindings } from './testing/architecture-checks.ts';
import { importCycles } from './testing/import-cycles.ts';
import { definedClasses, styleFindings } from './testing/style-ownership.ts';

// The dashboard only speaks HTTP to the contract API, and features never reach into each other. Every folder of src
// is held to the rules, testing/ too (testing/architecture-checks.ts has them); the docs' recipe, shown in
// testing/recipe/, is held to them once more where its files say they go.
// import.meta.url is kept in a variable so Vite does not rewrite the URL for the jsdom environment.
const here = import.meta.url;
const srcDir = path.dirname(fileURLToPath(here));

function filesUnder(dir: string, wanted: (name: string) => boolean): SourceFile[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, wanted);
    return wanted(name)
      ? [{ path: path.relative(srcDir, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') }]
      : [];
  });
}

const allFiles = filesUnder(srcDir, (name) => /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name));
const sheets = filesUnder(srcDir, (name) => name.endsWith('.css'));

/** Where a recipe's file goes, as its first line says (`// features/channels/channel-page.tsx: …`). */
const recipeTarget = (file: SourceFile) =>
  file.path.startsWith('testing/recipe/') ? /^\/\/ ((?:features|app)\/\S+\.tsx?):/.exec(file.text)?.[1] : undefined;

/**
 * The recipe's files where their first lines say they go, as a maintainer copies them: same depth under src/, so
 * their imports are as written.
 */
const recipeCopies = allFiles.flatMap((file) => {
  const target = recipeTarget(file);
  return target ? [{ path: target, text: file.text }] : [];
});

/** The source as it is, the recipe's route module (app code the docs show) held to the rules where it goes. */
const files = allFiles.map((file) =>
  recipeTarget(file)?.startsWith('app/') ? { path: recipeTarget(file)!, text: file.text } : file,
);
const findings = architectureFindings(files);

/** The one exception each rule has, named: the tests’ harness drives the contract API as another tab would. */
const HARNESS = 'testing/session-harness.ts';

describe('architecture', () => {
  it('finds the source files, the tests’ harness and the recipe among them', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.map((file) => file.path)).toContain(HARNESS);
    expect(allFiles.filter((file) => file.path.startsWith('testing/recipe/')).length).toBeGreaterThan(2);
  });

  it('never imports the contract API but for the tests’ harness, which drives it through its test client', () => {
    expect(findings.apiImports).toEqual([`${HARNESS} → ../api/testing/control-client.ts`]);
  });

  it('keeps features from importing one another', () => {
    expect(findings.featureImports).toEqual([]);
  });

  it('keeps shared code (lib, components, config) and the tests’ harness from importing features or the app', () => {
    expect(findings.sharedImports).toEqual([]);
  });

  // The page kit's promise, as counts a reviewer can read in the test's output: each thing is done one way.
  it('reads, writes, copies and keys through the kit, one way each', () => {
    const { kit } = findings;
    // Printed where a reviewer reads the run: the counts are the check's figures.
    console.warn(
      `page kit: ${Object.entries(kit)
        .map(([name, found]) => `${name} ${found.length}`)
        .join(', ')}`,
    );
    expect(kit).toEqual({
      bindAdapters: ['lib/bindings/bind.ts'],
      descriptionLadders: ['components/bound-part.tsx'],
      handRolledWrites: [],
      clipboards: ['components/copy-button.tsx'],
      literalKeys: [],
      bindsByItself: [],
      handBuiltKeys: [],
      partsAtRunTime: [],
      handPagedReads: [],
      inlineReaders: [],
      readsDefinedElsewhere: [],
    });
  });

  // What a page's loader reads first is what its view reads, defined once in lib/operations: the manifest names those
  // definitions by role, and a view reads each with useRead.
  it('starts in a page’s loader only reads defined in lib/operations and read by a view', () => {
    const manifests = files.filter((file) => /\bfirstReads:/.test(file.text));
    const offenders = manifests.flatMap((file) => {
      const entries = (/\bfirstReads:\s*\{([^}]*)\}/.exec(file.text)?.[1] ?? '(not a list of names)')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      return entries.flatMap((entry) => {
        const read = /^\w+\s*:\s*(\w+)$|^(\w+)$/.exec(entry);
        const defined = read?.[1] ?? read?.[2];
        if (!defined) return [`${file.path}: ${entry} is not a definition by its name`];
        const definedIn = files.filter(
          (other) =>
            other.path.startsWith('lib/operations/') &&
            new RegExp(`^export const ${defined}\\b[^=]*= define(?:Read|List)\\b`, 'm').test(other.text),
        );
        const readBy = files.filter((other) => new RegExp(`\\buseRead\\s*\\(\\s*${defined}\\b`).test(other.text));
        return [
          ...(definedIn.length ? [] : [`${file.path}: ${defined} is defined nowhere in lib/operations`]),
          ...(readBy.length ? [] : [`${file.path}: ${defined} is read by no view`]),
        ];
      });
    });
    expect(manifests.length).toBeGreaterThan(1);
    expect(offenders).toEqual([]);
  });

  it('calls fetch in one place in the app (the API client’s wire module, which the refresh worker uses too)', () => {
    // The harness refreshes a pair straight at the service, as another tab would, past this tab's client.
    expect(findings.fetchCallers).toEqual(['lib/api/wire.ts', HARNESS]);
  });

  it('has no import cycle, type-only and lazy imports included', () => {
    expect(findings.cycles).toEqual([]);
  });

  it('holds the docs’ recipe, copied into features/ as its files say, to every rule', () => {
    expect(recipeCopies.map((file) => file.path).sort()).toEqual([
      'app/routes/channels-route.tsx',
      'features/channels/channel-manifest.ts',
      'features/channels/channel-messages.ts',
      'features/channels/channel-page.tsx',
      'features/inbox/unread-badge.tsx',
    ]);
    expect(architectureFindings([...files, ...recipeCopies])).toEqual(findings);
  });

  it('would see a read made at its call site, or defined outside lib/operations or inside a function', () => {
    const kitOf = (path: string, text: string) => architectureFindings([{ path, text }]).kit;
    expect(kitOf('features/x/a.tsx', 'const q = useRead((body) => body, bound.list, 7);').inlineReaders).toEqual([
      'features/x/a.tsx',
    ]);
    expect(kitOf('features/x/b.tsx', "const q = useWholeList({ name: 'x' }, bound.list, 7);").inlineReaders).toEqual([
      'features/x/b.tsx',
    ]);
    expect(
      kitOf('features/x/c.tsx', 'const q = useRead(\n  membersRead,\n  bound.members,\n  7);').inlineReaders,
    ).toEqual([]);
    expect(kitOf('features/x/d.ts', 'export const r = defineRead({});').readsDefinedElsewhere).toEqual([
      'features/x/d.ts',
    ]);
    expect(kitOf('lib/operations/x/e.ts', 'function f() {\n  return defineList({});\n}').readsDefinedElsewhere).toEqual(
      ['lib/operations/x/e.ts'],
    );
    expect(kitOf('lib/operations/x/f.ts', 'export const r = defineRead({});').readsDefinedElsewhere).toEqual([]);
  });

  // Styles are owned as code is: each class is defined in one stylesheet (what "defined" means, and what a state or a
  // place of it may add there: testing/style-ownership.ts), beside the component or feature that owns it. No
  // stylesheet names a class another component, feature or the app defines, even to say where (a page that needs
  // another look asks the component for it: a prop, a modifier its own stylesheet defines); only styles.css's base
  // classes are everyone's. And no code writes a class another feature's stylesheet defines, nor shared code a
  // feature's or the app's.
  it('defines each class in one stylesheet, styled and written only by what owns it', () => {
    expect(sheets.length).toBeGreaterThan(20);
    expect(styleFindings(sheets, files)).toEqual({ definedTwice: [], namesAnothers: [], writesAnothers: [] });
  });

  it('would see a class defined twice, a feature styling a component, and a feature writing another’s class', () => {
    expect(definedClasses('.card .button:hover')).toEqual(['button']);
    expect(definedClasses('.field input')).toEqual(['field']);
    expect(definedClasses('.a:not(.b) > :is(.c, .d)')).toEqual(['c', 'd']);
    const button = { path: 'components/button.css', text: '.button { color: red; }' };
    expect(
      styleFindings(
        [
          button,
          { path: 'components/more.css', text: '@media (width < 9rem) { .button.more { padding: 0; } }' },
          { path: 'features/team/team.css', text: '.team-row .button svg { fill: red; } .team-row { gap: 0; }' },
          { path: 'features/billing/billing.css', text: '.money,\n.team-row:hover { margin: 0; }' },
        ],
        [{ path: 'features/billing/bill.tsx', text: 'const row = <div className={`team-row ${kind}`} />;' }],
      ),
    ).toEqual({
      definedTwice: [
        'button: components/button.css, components/more.css, features/team/team.css',
        'team-row: features/billing/billing.css, features/team/team.css',
      ],
      namesAnothers: [],
      writesAnothers: [],
    });
    expect(
      styleFindings(
        [button, { path: 'features/team/team.css', text: '.button > .team-mark { fill: red; } .team-row { gap: 0; }' }],
        [
          { path: 'features/billing/bill.tsx', text: "const row = <div className={open ? 'team-row open' : ''} />;" },
          { path: 'components/list.tsx', text: 'const row = <li className="team-row" />;' },
        ],
      ),
    ).toEqual({
      definedTwice: [],
      namesAnothers: ['features/team/team.css: .button > .team-mark names button (components/button.css)'],
      writesAnothers: [
        'components/list.tsx writes team-row (features/team/team.css)',
        'features/billing/bill.tsx writes team-row (features/team/team.css)',
      ],
    });
  });

  it('would see a cycle: the checker finds one fed to it, and none in a chain', () => {
    const chain = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', []],
    ]);
    expect(importCycles(chain)).toEqual([]);
    const circle = new Map([...chain, ['c', ['a']], ['d', ['d']]]);
    expect(importCycles(circle)).toEqual([['a', 'b', 'c'], ['d']]);
  });
});
