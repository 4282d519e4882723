import { readFileSync, existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type Place, routeMap } from '../config/route-map.ts';
import { languages } from '../lib/i18n/languages.ts';

// The rule every designed page keeps (docs/style.md, "For people"): it speaks its user's words. No sentence about the
// service, its description, the interface document or the console; no HTTP or error codes, field names or numbered
// levels. The pages are the route map's lines that draw a group's designed page (the API section and Settings →
// Advanced are not among them); a page's words are every message table its modules reach by their imports, each
// message read as the user reads it: a function is called with sample values and what it gives is checked.

const SRC = resolve(__dirname, '..');

/** The navigation's entry of the API section is called by the section's name. */
const SECTION_NAMES = new Set(['API']);

/** Sentences a designed page does not say, in any of its languages. */
const BUILDERS_WORDS: readonly RegExp[] = [
  // The service and how it is described.
  /\b(the|this|that) service\b/i,
  /\bservice[’']s\b/i,
  /\bdeployment\b/i,
  /\b(describe[sd]?|describing)\b/i,
  /\bdocument\b/i,
  /\bconsole\b/i,
  /\bAPI\b/,
  /\bsummar(y|ies)\b/i,
  /\b(the|an|its) answer\b/i,
  /в ответе|ответ сервиса/i,
  /应答|的回答中/,
  /сервис/i,
  /описыва|не описан/i,
  /документ/i,
  /консол/i,
  /(?<!转推)服务(?!器)/,
  /部署/,
  /未描述|未说明|描述了?如何/,
  /文档/,
  /控制台/,
  // Protocol and error codes, field names, numbered levels.
  /\bHTTP\b/,
  /\b(error|code|ошибк[аи]|код)\s*[1-5]\d\d\b/i,
  /\b[a-z]+_[a-z_]+\b/,
  /\b\w+\.json\b/,
  /\blevel\s*\d/i,
  /уровень\s*\d/i,
  /(级别|等级)\s*\d/,
];

// What a message's function is called with: numbers that pick each plural form, a text, and a value that is any
// of them and has any property (a record's fields, a list's items).
const anything: unknown = new Proxy(() => {}, {
  get: (_, key) => (key === Symbol.toPrimitive ? (hint: string) => (hint === 'number' ? 2 : 'Sample') : anything),
  apply: () => anything,
});
const SAMPLES: readonly unknown[] = [anything, 1, 2, 5, 'Sample', ['Sample', 'Other']];

/** Every text a message gives: a string, a function's results, a table's entries, a rendered node's texts. */
function textsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || value === undefined || value === anything || seen.has(value)) return [];
  if (typeof value === 'function') {
    seen.add(value);
    return SAMPLES.flatMap((sample) => {
      try {
        return textsOf((value as (...args: unknown[]) => unknown)(sample, sample, sample, sample), seen);
      } catch {
        return [];
      }
    });
  }
  if (typeof value !== 'object') return [];
  seen.add(value);
  if (isValidElement(value)) return textsOf((value.props as { children?: ReactNode }).children, seen);
  return Object.values(value).flatMap((entry) => textsOf(entry, seen));
}

/** The module files a file imports (statically or lazily), within the source. */
function importsOf(file: string): string[] {
  // A type-only import brings no words with it.
  const text = readFileSync(file, 'utf8').replace(/\bimport\s+type\s[^;]*?from\s+['"][^'"]+['"]/g, '');
  return [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*)['"](\.[^'"]+)['"]/g)].flatMap(([, spec]) => {
    const path = resolve(dirname(file), spec!);
    return [path, `${path}.ts`, `${path}.tsx`].filter((one) => /\.tsx?$/.test(one) && existsSync(one)).slice(0, 1);
  });
}

/** The app-wide words (the frame's, the errors', the tariff page's), which every page reaches. */
const APP_WORDS = 'lib/i18n/i18n.ts';

const tables = import.meta.glob<Record<string, unknown>>([
  '../**/*.{ts,tsx}',
  '!../**/*.test.{ts,tsx}',
  '!../**/*.d.ts',
]);

/** A module that declares a table of words: a `*-messages.ts` file, or any other that calls `defineMessages`. */
const declaresWords = (file: string) =>
  file.endsWith('-messages.ts') || /\b(defineMessages|splitMessages)\s*[<(]/.test(readFileSync(file, 'utf8'));

/**
 * The API section (the catalog's pages and the console), which a designed page links to or falls back on, and
 * Settings → Advanced: the places that speak of the service, its description and the document.
 */
const API_SECTION = [
  resolve(SRC, 'features/catalog'),
  resolve(SRC, 'features/console'),
  resolve(SRC, 'features/settings/advanced-settings.tsx'),
];

/**
 * Where a line's page starts: its route module (app/routes/<page>-route.tsx), and the parts that fill the designed
 * pages' slots (app/page-slots.ts) while a page keeps a slot for another feature's part.
 */
function entriesOf(line: Place): string[] {
  const kebab = line.page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const route = resolve(SRC, `app/routes/${kebab}-route.tsx`);
  expect(existsSync(route), `${line.page}'s route module`).toBe(true);
  const slots = resolve(SRC, 'app/page-slots.ts');
  return existsSync(slots) ? [route, slots] : [route];
}

/** The message tables a page's modules reach, as paths under src/. */
function tablesOf(line: Place): string[] {
  return reachedFrom(entriesOf(line));
}

/** The message tables the modules reach from these files, as paths under src/ (not the API section's). */
function reachedFrom(entries: readonly string[]): string[] {
  const reached = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file) || /\.test\.tsx?$/.test(file) || API_SECTION.some((dir) => isWithin(file, dir))) continue;
    reached.add(file);
    queue.push(...importsOf(file));
  }
  return [...reached]
    .filter((file) => !file.endsWith('/message-table.ts') && declaresWords(file))
    .map((file) => relative(SRC, file));
}

const isWithin = (file: string, place: string) => file === place || file.startsWith(`${place}/`);

/** Each language's texts of a message module's tables (`defineMessages`' and `splitMessages`'). */
async function wordsOf(file: string): Promise<{ language: string; text: string }[]> {
  // The glob names a table beside this test from here (`./layout/…`), any other from src/ (`../features/…`).
  const module = await (tables[`../${file}`] ?? tables[`./${file.replace(/^app\//, '')}`])!();
  const words: { language: string; text: string }[] = [];
  for (const table of Object.values(module)) {
    if (typeof table !== 'object' || table === null || !('en' in table)) continue;
    for (const language of languages) {
      const split = table as { load?: (language: string) => Promise<void>; in?: (language: string) => unknown };
      if (split.load && split.in) await split.load(language);
      const messages = split.in ? split.in(language) : (table as Record<string, unknown>)[language];
      words.push(...textsOf(messages).map((text) => ({ language, text })));
    }
  }
  return words;
}

const designed = routeMap.filter((line) => line.group !== undefined);
/** The pages outside the route map's groups, by the modules they start from; the frame around every page with them. */
const OTHER_PAGES: Record<string, string[]> = {
  home: ['features/projects/overview-route.tsx', 'app/home-list.tsx'],
  signIn: ['features/sign-in/sign-in-route.tsx'],
  settings: ['app/routes/settings-route.tsx'],
  invite: ['app/routes/invite-route.tsx'],
  frame: ['app/layout/app-shell.tsx', 'app/layout/route-error.tsx', 'app/layout/route-loading.tsx'],
};

describe('the designed pages’ words', () => {
  it('finds the pages in the route map and their tables by their imports', () => {
    expect(designed.map((line) => line.page)).toEqual(expect.arrayContaining(['stream', 'destinations', 'videos']));
    expect(tablesOf(designed.find((line) => line.page === 'stream')!)).toEqual(
      expect.arrayContaining([
        'features/stream/stream-messages.ts',
        'features/stream-guard/guard-messages.ts',
        APP_WORDS,
        'components/service-said-messages.ts',
        // A table declared beside the code that picks its words, not in a *-messages.ts file.
        'lib/operations/channels/destination-state.ts',
      ]),
    );
  });

  it('reads every message, and finds a builder’s sentence where there is one', () => {
    expect(textsOf({ a: 'Plain', b: (n: number) => `${n} viewers` })).toContain('2 viewers');
    const caught = ['The service lists no videos.', 'Сервис сообщает: 1', '此部署未描述', 'Level 2', 'HTTP 500'];
    for (const text of caught)
      expect(
        BUILDERS_WORDS.some((words) => words.test(text)),
        text,
      ).toBe(true);
    const fine = ['No videos yet.', '5,725 kbps', 'Title and description', 'Описание', '服务器', '1080p60'];
    for (const text of fine)
      expect(
        BUILDERS_WORDS.some((words) => words.test(text)),
        text,
      ).toBe(false);
  });

  it.each(Object.entries(OTHER_PAGES))('%s speaks its user’s words', async (_, entries) => {
    const found: string[] = [];
    const tables = reachedFrom(entries.map((entry) => resolve(SRC, entry)));
    for (const file of tables) {
      for (const { language, text } of await wordsOf(file)) {
        const words = SECTION_NAMES.has(text) ? undefined : BUILDERS_WORDS.find((pattern) => pattern.test(text));
        if (words) found.push(`${file} [${language}] ${words}: ${text}`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it.each(designed.map((line) => [line.page, line] as const))('%s speaks its user’s words', async (_, line) => {
    const found: string[] = [];
    for (const file of tablesOf(line)) {
      for (const { language, text } of await wordsOf(file)) {
        const words = BUILDERS_WORDS.find((pattern) => pattern.test(text));
        if (words) found.push(`${file} [${language}] ${words}: ${text}`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});
