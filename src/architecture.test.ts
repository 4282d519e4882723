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

const files = filesUnder(srcDir, (name) => /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name));
const sheets = filesUnder(srcDir, (name) => name.endsWith('.css'));
const findings = architectureFindings(files);

/**
 * The recipe's files where their first lines say they go (`// features/channels/channel-page.tsx: …`), as a
 * maintainer copies them: same depth under src/, so their imports are as written.
 */
const recipeCopies = files.flatMap((file) => {
  const target = file.path.startsWith('testing/recipe/')
    ? /^\/\/ (features\/\S+\.tsx?):/.exec(file.text)?.[1]
    : undefined;
  return target ? [{ path: target, text: file.text }] : [];
});

/** The one exception each rule has, named: the tests’ harness drives the contract API as another tab would. */
const HARNESS = 'testing/session-harness.ts';

describe('architecture', () => {
  it('finds the source files, the tests’ harness and the recipe among them', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.map((file) => file.path)).toContain(HARNESS);
    expect(files.filter((file) => file.path.startsWith('testing/recipe/')).length).toBeGreaterThan(2);
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
    });
  });

  // What a manifest sends ahead is what its view reads, declared once (lib/bindings/declared-read.ts): the manifest
  // names declared reads by role — no values or parser of its own — and a view reads each with useDeclaredRead.
  it('sends ahead only reads declared once and read by a view', () => {
    const manifests = files.filter((file) => /\breadsAhead:/.test(file.text));
    const offenders = manifests.flatMap((file) => {
      const entries = (/\breadsAhead:\s*\{([^}]*)\}/.exec(file.text)?.[1] ?? '(not a list of names)')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      return [
        ...(/\bdefineRead\s*\(/.test(file.text) ? [`${file.path} declares a read itself`] : []),
        ...entries.flatMap((entry) => {
          const read = /^\w+\s*:\s*(\w+)$|^(\w+)$/.exec(entry);
          const declared = read?.[1] ?? read?.[2];
          if (!declared) return [`${file.path}: ${entry} is not a declared read`];
          const readBy = files.filter((other) =>
            new RegExp(`\\buseDeclaredRead\\s*\\(\\s*${declared}\\b`).test(other.text),
          );
          return readBy.length ? [] : [`${file.path}: ${declared} is read by no view`];
        }),
      ];
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
      'features/channels/channel-manifest.ts',
      'features/channels/channel-messages.ts',
      'features/channels/channel-page.tsx',
      'features/inbox/unread-badge.tsx',
    ]);
    expect(architectureFindings([...files, ...recipeCopies])).toEqual(findings);
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
