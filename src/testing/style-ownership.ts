// Who owns each CSS class, read from the stylesheets and the code that writes class names, for the architecture
// test (src/architecture.test.ts). Plain CSS as this repository writes it: rules, @media / @supports blocks around
// them, @keyframes; no nesting.
//
// A rule *defines* the classes of the last compound selector of its selector that names a class: the element it
// styles (`.card .button:hover` defines `button`), or, where it styles plain elements, the classed element whose
// insides it styles (`.field input` defines `field`). Classes further left only say where (`card` above), and so do
// those of a condition (`:not(.x)`, `:has(+ .x)`); the alternatives of an `:is()` / `:where()` in that compound are
// defined with it. A rule defines a class whatever state or place it adds (`.button[disabled]`, `.button-quiet
// [aria-pressed='true']`, inside `@media`): those belong in the one file that defines the class.

import type { SourceFile } from './architecture-checks.ts';

/** A style rule: each selector of its list, and the at-rules it sits in (`@media (min-width: 48rem)`). */
export interface CssRule {
  selectors: string[];
  within: string[];
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, ' ');

/** The index of the `}` that closes the block opened at `open`, strings and nested blocks skipped. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let at = open; at < css.length; at += 1) {
    const char = css[at];
    if (char === '"' || char === "'") at = css.indexOf(char, at + 1);
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return at;
    if (at < 0) break;
  }
  throw new Error(`a block opened at ${open} is not closed`);
}

/** At-rules whose block holds rules (the rest hold declarations or keyframes, which name no class). */
const GROUPING = /^@(media|supports|container|layer|scope)\b/;

/** Every style rule of a stylesheet, those inside grouping at-rules included. */
export function cssRules(source: string, within: string[] = []): CssRule[] {
  const css = withoutComments(source);
  const rules: CssRule[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const statementEnd = css.indexOf(';', at);
    // A block-less at-rule (`@import …;`) before the next block.
    if (statementEnd >= 0 && statementEnd < open && css.slice(at, statementEnd).trim().startsWith('@')) {
      at = statementEnd + 1;
      continue;
    }
    const prelude = css.slice(at, open).trim();
    const close = blockEnd(css, open);
    if (GROUPING.test(prelude)) rules.push(...cssRules(css.slice(open + 1, close), [...within, prelude]));
    else if (!prelude.startsWith('@')) rules.push({ selectors: topLevelSplit(prelude), within });
    at = close + 1;
  }
  return rules;
}

/** Splits a selector list at its commas (not those inside parentheses, brackets or strings), trimming the parts. */
function topLevelSplit(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === '"' || char === "'") at = text.indexOf(char, at + 1);
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, at).trim());
      start = at + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** The compound selectors of a complex selector, left to right (its combinators dropped). */
function compounds(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    if (depth === 0 && /[\s>+~]/.test(char)) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The classes a compound selector is about: its own and its `:is()` / `:where()` alternatives', not its conditions'. */
function compoundClasses(compound: string): string[] {
  let own = '';
  let depth = 0;
  for (const char of compound) {
    if (char === '(' || char === '[') depth += 1;
    if (depth === 0) own += char;
    if (char === ')' || char === ']') depth -= 1;
  }
  const alternatives = [...compound.matchAll(/:(?:is|where)\(([^()]*)\)/g)].flatMap((match) =>
    topLevelSplit(match[1]!),
  );
  return [...own.matchAll(CLASS)].map((match) => match[1]!).concat(alternatives.flatMap(compoundClasses));
}

/** The classes a selector defines (see the top of this file). */
export function definedClasses(selector: string): string[] {
  const parts = compounds(selector);
  for (let index = parts.length - 1; index >= 0; index -= 1) {
    const classes = compoundClasses(parts[index]!);
    if (classes.length) return [...new Set(classes)];
  }
  return [];
}

/** Every class a selector names, where it says where as well as where it styles. */
export const namedClasses = (selector: string): string[] => [
  ...new Set([...selector.matchAll(CLASS)].map((match) => match[1]!)),
];

/**
 * Whose a file is: a feature's (`features/stream`, its subfolders included), `components`, `app`, or the base
 * (styles.css, the theme and the few classes any page writes by hand, and main.tsx, which loads it).
 */
export function areaOf(path: string): string {
  if (path === 'styles.css' || path === 'main.tsx') return 'base';
  const feature = /^features\/([^/]+)\//.exec(path)?.[1];
  return feature ? `features/${feature}` : path.split('/')[0]!;
}

/** The class names written in a source file's `className` attributes (each literal's words; `${…}` left out). */
export function writtenClasses(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\bclassName=(?:"([^"]*)"|\{)/g)) {
    let expression = match[1];
    if (expression === undefined) {
      let depth = 1;
      let at = match.index + match[0].length;
      const start = at;
      for (; at < text.length && depth > 0; at += 1) {
        if (text[at] === '{') depth += 1;
        else if (text[at] === '}') depth -= 1;
      }
      expression = [...text.slice(start, at - 1).matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)]
        .map((literal) => (literal[1] ?? literal[2] ?? literal[3] ?? '').replace(/\$\{[^}]*\}/g, ' '))
        .join(' ');
    }
    found.push(...expression.split(/\s+/).filter((word) => /^-?[_a-zA-Z][\w-]*$/.test(word)));
  }
  return found;
}

/** What breaks the rule that each class is defined once, beside what owns it, and styled and written only there. */
export interface StyleFindings {
  /** A class defined in more than one stylesheet: `class: file, file`. */
  definedTwice: string[];
  /** A stylesheet naming, even only to say where, a class another area's stylesheet defines (the base's aside). */
  namesAnothers: string[];
  /** Code writing a class that another feature's stylesheet defines, or that the app's does outside the app. */
  writesAnothers: string[];
}

/**
 * The findings over the stylesheets and the source files given (paths under src/). Code may write its own area's
 * classes, the shared components' and the base's: a feature's are its own, and the app's its shell's.
 */
export function styleFindings(sheets: readonly SourceFile[], sources: readonly SourceFile[]): StyleFindings {
  const definers = new Map<string, Set<string>>();
  for (const sheet of sheets)
    for (const rule of cssRules(sheet.text))
      for (const selector of rule.selectors)
        for (const name of definedClasses(selector))
          definers.set(name, (definers.get(name) ?? new Set()).add(sheet.path));
  const ownerArea = (name: string) => {
    const files = definers.get(name);
    return files?.size === 1 ? areaOf([...files][0]!) : undefined;
  };
  const definedTwice = [...definers]
    .filter(([, files]) => files.size > 1)
    .map(([name, files]) => `${name}: ${[...files].sort().join(', ')}`)
    .sort();
  const namesAnothers = [
    ...new Set(
      sheets.flatMap((sheet) =>
        cssRules(sheet.text).flatMap((rule) =>
          rule.selectors.flatMap((selector) =>
            namedClasses(selector)
              .filter((name) => {
                const owner = ownerArea(name);
                return owner !== undefined && owner !== 'base' && owner !== areaOf(sheet.path);
              })
              .map((name) => `${sheet.path}: ${selector} names ${name} (${[...definers.get(name)!][0]})`),
          ),
        ),
      ),
    ),
  ].sort();
  const writesAnothers = [
    ...new Set(
      sources.flatMap((source) =>
        writtenClasses(source.text)
          .filter((name) => {
            const owner = ownerArea(name);
            const writer = areaOf(source.path);
            return owner !== undefined && owner !== writer && owner !== 'base' && owner !== 'components';
          })
          .map((name) => `${source.path} writes ${name} (${[...definers.get(name)!][0]})`),
      ),
    ),
  ].sort();
  return { definedTwice, namesAnothers, writesAnothers };
}
