import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles } from './testing/import-cycles.ts';

// The dashboard only speaks HTTP to the contract API, and features never reach into each other.
// import.meta.url is kept in a variable so Vite does not rewrite the URL for the jsdom environment.
const here = import.meta.url;
const srcDir = path.dirname(fileURLToPath(here));
const apiDir = path.resolve(srcDir, '../api');

function appFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : appFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)['"](\.[^'"]+)['"]/gm)].map((m) =>
    path.resolve(path.dirname(file), m[1]!),
  );
}

const files = appFiles(srcDir);

describe('architecture', () => {
  it('finds the app source files', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('never imports the contract API from app code', () => {
    const offenders = files.flatMap((file) =>
      relativeImports(file)
        .filter((target) => target.startsWith(apiDir + path.sep))
        .map((target) => `${path.relative(srcDir, file)} → ${path.relative(srcDir, target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps features from importing one another', () => {
    const featureOf = (file: string) =>
      /[/\\]features[/\\]([^/\\]+)/.exec(path.relative(srcDir, file).replace(/^/, '/'))?.[1];
    const offenders = files.flatMap((file) => {
      const own = featureOf(file);
      if (!own) return [];
      return relativeImports(file)
        .filter((target) => {
          const other = featureOf(target);
          return other !== undefined && other !== own;
        })
        .map((target) => `${path.relative(srcDir, file)} → ${path.relative(srcDir, target)}`);
    });
    expect(offenders).toEqual([]);
  });

  it('keeps shared code (lib, components, config) from importing features or the app', () => {
    const layer = (file: string) => path.relative(srcDir, file).split(path.sep)[0];
    const shared = new Set(['lib', 'components', 'config']);
    const offenders = files.flatMap((file) =>
      shared.has(layer(file) ?? '')
        ? relativeImports(file)
            .filter((target) => ['features', 'app'].includes(layer(target) ?? ''))
            .map((target) => `${path.relative(srcDir, file)} → ${path.relative(srcDir, target)}`)
        : [],
    );
    expect(offenders).toEqual([]);
  });

  // The page kit's promise, as counts a reviewer can read in the test's output: each thing is done one way.
  it('reads, writes, copies and keys through the kit, one way each', () => {
    const text = (file: string) => readFileSync(file, 'utf8');
    const inKit = (file: string) => file.includes(`${path.sep}lib${path.sep}bindings${path.sep}`);
    const frame = path.join(srcDir, 'components', 'bound-part.tsx');
    // Where reads are defined: the kit, the app's own reads (lib/operations) and the description's.
    const readDefinitions = (file: string) =>
      inKit(file) ||
      file.includes(`${path.sep}lib${path.sep}operations${path.sep}`) ||
      file === path.join(srcDir, 'lib', 'service-description', 'description-query.ts');
    const where = (test: (file: string) => boolean) => files.filter(test).map((file) => path.relative(srcDir, file));
    const counts = {
      // Own result shapes or checks over bind(): the kit's Bound and isBound are the one.
      bindAdapters: where((file) => /\bfunction isBound\b|\bisBound\s*=|BindingProblem\b/.test(text(file))),
      // The description's states (none configured, loading, failed) written out: only the frame does.
      descriptionLadders: where((file) => /(?<!function )\bdescriptionProblem\s*\(/.test(text(file))),
      handRolledWrites: where(
        (file) => !inKit(file) && /\buseMutation\s*\(/.test(text(file)) && /\bcallBinding\s*\(/.test(text(file)),
      ),
      clipboards: where((file) => /navigator\.clipboard/.test(text(file))),
      // Query keys spelled as arrays outside the key factories.
      literalKeys: where((file) => /queryKey:\s*\[/.test(text(file))),
      // A part binding names by itself rather than through a manifest and the frame.
      bindsByItself: where((file) => !inKit(file) && file !== frame && /\buseBindings\s*\(/.test(text(file))),
      // A read's key, a group's or a paged read's tail built outside where reads are defined.
      handBuiltKeys: where(
        (file) =>
          !readDefinitions(file) &&
          /bindingKeys\.(read|group|operation|all|description)\b|'\(pages\)'/.test(text(file)),
      ),
      // A manifest made inside a function, bound again as each new object is: a family of operations the page learns
      // only at run time is declared once (lib/bindings/family.ts), as a manifest is.
      partsAtRunTime: where((file) => !inKit(file) && /^[ \t]+[^/*\n]*\bdefinePart\s*\(/m.test(text(file))),
      // A paged read ("Show more", a whole list) written outside the kit.
      handPagedReads: where(
        (file) => !inKit(file) && /\buseInfiniteQuery\s*\(|(?<!function )\bnextOffset\s*\(/.test(text(file)),
      ),
    };
    // Printed where a reviewer reads the run: the counts are the check's figures.
    console.warn(
      `page kit: ${Object.entries(counts)
        .map(([name, found]) => `${name} ${found.length}`)
        .join(', ')}`,
    );
    expect(counts).toEqual({
      bindAdapters: [path.join('lib', 'bindings', 'bind.ts')],
      descriptionLadders: [path.join('components', 'bound-part.tsx')],
      handRolledWrites: [],
      clipboards: [path.join('components', 'copy-button.tsx')],
      literalKeys: [],
      bindsByItself: [],
      handBuiltKeys: [],
      partsAtRunTime: [],
      handPagedReads: [],
    });
  });

  it('calls fetch in one place only (the API client’s wire module, which the refresh worker uses too)', () => {
    const callers = files
      .filter((file) => /\bfetch\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(srcDir, file));
    expect(callers).toEqual([path.join('lib', 'api', 'wire.ts')]);
  });

  it('has no import cycle, type-only and lazy imports included', () => {
    const graph = new Map(files.map((file) => [file, relativeImports(file)]));
    const cycles = importCycles(graph).map((cycle) => cycle.map((file) => path.relative(srcDir, file)).join(' ↔ '));
    expect(cycles).toEqual([]);
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
