import path from 'node:path';
import { importCycles } from './import-cycles.ts';

// The rules src/architecture.test.ts holds the source to, as one function of the files, so that the same checks run on
// the tree as it is and on the tree with the docs' recipe copied into features/ as its files say.

/** A source file: its path under src/ (with `/`), and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** What breaks a rule: each list names the files (or `file → import`) that do; all empty but the kit's known homes. */
export interface Findings {
  /** Imports of the contract API (`api/`). */
  apiImports: string[];
  /** A feature importing another. */
  featureImports: string[];
  /** Shared code (lib, components, config) or the tests' harness (testing) importing a feature or the app. */
  sharedImports: string[];
  /** Where each of the page kit's things is done otherwise than through the kit. */
  kit: Record<string, string[]>;
  /** Who calls fetch. */
  fetchCallers: string[];
  /** Import cycles, type-only and lazy imports included. */
  cycles: string[];
}

/** The relative imports of a file, static, type-only and lazy, as paths under src/ (`../api/…` for the contract API). */
export function relativeImports(file: SourceFile): string[] {
  return [...file.text.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)['"](\.[^'"]+)['"]/gm)].map((match) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file.path), match[1]!)),
  );
}

const layer = (file: string) => file.split('/')[0];
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];

/** Every rule, checked over the files given. */
export function architectureFindings(files: readonly SourceFile[]): Findings {
  const imports = new Map(files.map((file) => [file.path, relativeImports(file)]));
  const offending = (test: (from: string, to: string) => boolean) =>
    [...imports].flatMap(([from, targets]) => targets.filter((to) => test(from, to)).map((to) => `${from} → ${to}`));
  const where = (test: (file: SourceFile) => boolean) => files.filter(test).map((file) => file.path);

  const inKit = (file: SourceFile) => file.path.startsWith('lib/bindings/');
  const frame = 'components/bound-part.tsx';
  // Where keys are built: the kit, the documented plan's read (4.2, which no description binds: kept for a return
  // visit by its key) and the description's. Everything else reads through the kit, which builds its key.
  const readDefinitions = (file: SourceFile) =>
    inKit(file) ||
    file.path.startsWith('lib/operations/plan-restream/') ||
    file.path === 'lib/service-description/description-query.ts';
  const kit = {
    // Own result shapes or checks over bind(): the kit's Bound and isBound are the one. (The type's name is matched
    // by a lookahead, so that this file does not match itself.)
    bindAdapters: where((file) => /\bfunction isBound\b|\bisBound\s*=|\bBinding(?=Problem\b)/.test(file.text)),
    // The description's states (none configured, loading, failed) written out: only the frame does.
    descriptionLadders: where((file) => /(?<!function )\bdescriptionProblem\s*\(/.test(file.text)),
    handRolledWrites: where(
      (file) => !inKit(file) && /\buseMutation\s*\(/.test(file.text) && /\bcallBinding\s*\(/.test(file.text),
    ),
    clipboards: where((file) => /navigator\.clipboard/.test(file.text)),
    // Query keys spelled as arrays outside the key factories.
    literalKeys: where((file) => /queryKey:\s*\[/.test(file.text)),
    // A part binding names by itself rather than through a manifest and the frame.
    bindsByItself: where((file) => !inKit(file) && file.path !== frame && /\buseBindings\s*\(/.test(file.text)),
    // A read's key, a group's, or a key's tail (a paged read's, a sign-in's, a console run's) built outside where
    // keys are built.
    handBuiltKeys: where(
      (file) =>
        !readDefinitions(file) &&
        /bindingKeys\.(read|group|operation|all|description)\b|'\((pages|sign-in|request)\)'/.test(file.text),
    ),
    // A manifest made inside a function, bound again as each new object is: a family of operations the page learns
    // only at run time is declared once (lib/bindings/family.ts), as a manifest is.
    partsAtRunTime: where((file) => !inKit(file) && /^[ \t]+[^/*\n]*\bdefinePart\s*\(/m.test(file.text)),
    // A paged read ("Show more", a whole list) written outside the kit.
    handPagedReads: where(
      (file) => !inKit(file) && /\buseInfiniteQuery\s*\(|(?<!function )\bnextOffset\s*\(/.test(file.text),
    ),
    // A read made at its call site: a read's hook or query options handed anything but a definition by its name (a
    // reader written there, an object of its own). Each read is defined once, in lib/operations (`defineRead`).
    inlineReaders: where(
      (file) =>
        !inKit(file) &&
        /\b(?:useRead|usePagedList|useWholeList|readQuery|pagedListQuery|wholeListQuery)\s*\(\s*(?!\s)(?![\w$]+(?:\.[\w$]+|\[[\w$]+\])*\s*,)/.test(
          file.text,
        ),
    ),
    // A read defined anywhere but at module level in lib/operations, next to its operation's other definitions.
    readsDefinedElsewhere: where(
      (file) =>
        !inKit(file) &&
        (file.path.startsWith('lib/operations/')
          ? /^[ \t]+[^/*\n]*\bdefine(?:Read|List)\s*[<(]/m
          : /\bdefine(?:Read|List)\s*[<(]/
        ).test(file.text),
    ),
  };

  return {
    apiImports: offending((_from, to) => to.startsWith('../api/')),
    featureImports: offending((from, to) => {
      const own = featureOf(from);
      const other = featureOf(to);
      return own !== undefined && other !== undefined && other !== own;
    }),
    sharedImports: offending(
      (from, to) =>
        ['lib', 'components', 'config', 'testing'].includes(layer(from) ?? '') &&
        ['features', 'app'].includes(layer(to) ?? ''),
    ),
    kit,
    fetchCallers: where((file) => /\bfetch\s*\(/.test(file.text)),
    cycles: importCycles(imports).map((cycle) => cycle.join(' ↔ ')),
  };
}
