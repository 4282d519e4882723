// Derives api/testing/real-kind-table.json from ../shared/real-kind-shapes.md: each operation of the real kind of
// service with its method, path, summary, parameters and the top-level property names and types of its body and
// answers; and api/testing/real-kind-schemas.json: each answer at every depth the sheet writes it, with the schemas it
// writes out by name (scripts/real-kind-schema.ts). The contract tests (api/real-kind.test.ts,
// api/real-kind-depth.test.ts) hold the contract API to them; they are checked in so those tests do not depend on the
// sheet's prose parsing at run time. Run: npm run table:real-kind
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newerSchemas } from './real-kind-newer.ts';
import { type SheetSchema, SheetReader, closing, splitTop } from './real-kind-schema.ts';

export type Shape =
  | { kind: 'none' }
  /** Top-level properties only: every depth is real-kind-schemas.json's (parseSchemas). */
  | { kind: 'object'; properties: Record<string, string> }
  | { kind: 'other' };

export type RealKindOperation = {
  group: string;
  method: string;
  path: string;
  summary: string;
  operationId: string;
  parameters: { in: string; name: string; type: string; required: boolean }[];
  body: Shape | null;
  answers: Record<string, Shape>;
};

/** The text between the bracket at `open` and its match. */
const inside = (text: string, open: number) => text.slice(open + 1, closing(text, open));

/** A property's type as JSON Schema names it, from the sheet's words for it. */
export function typeOf(text: string): string {
  const word = /^[A-Za-z0-9_]+/.exec(text)?.[0] ?? '';
  if (['number', 'string', 'boolean', 'integer'].includes(word)) return word === 'integer' ? 'number' : word;
  if (word === 'array') return 'array';
  // `object`, `allOf[…]`, or a schema's name (with or without its expansion) are all objects.
  return 'object';
}

/** The top-level properties of a shape as the sheet writes it (`Name { a: t; b?: t }`, `allOf[X {…}, {…}]`). */
export function shapeOf(text: string): Shape {
  const trimmed = text.trim();
  if (trimmed.startsWith('no content')) return { kind: 'none' };
  if (trimmed.startsWith('allOf[')) {
    const properties: Record<string, string> = {};
    for (const part of splitTop(inside(trimmed, trimmed.indexOf('[')), ',')) {
      const shape = shapeOf(part);
      // A later part redeclares a property of an earlier one (a list's `results` as its items): the later wins.
      if (shape.kind === 'object') Object.assign(properties, shape.properties);
    }
    return { kind: 'object', properties };
  }
  if (trimmed.startsWith('object (no properties)')) return { kind: 'object', properties: {} };
  const brace = trimmed.indexOf('{');
  const head = brace < 0 ? trimmed : trimmed.slice(0, brace).trim();
  if (brace < 0 || !/^([A-Za-z0-9_]+)?$/.test(head)) return { kind: 'other' };
  const properties: Record<string, string> = {};
  for (const member of splitTop(inside(trimmed, brace), ';')) {
    const match = /^([A-Za-z0-9_]+)\??:\s*(.*)$/s.exec(member);
    if (match?.[1] !== undefined) properties[match[1]] = typeOf(match[2] ?? '');
  }
  return { kind: 'object', properties };
}

function parameterOf(text: string): RealKindOperation['parameters'][number] | null {
  const match = /^(query|path|header) `([^`]+)`(\?)?\s*(.*)$/.exec(text.trim());
  if (!match) return null;
  const [, place = '', name = '', optional, rest = ''] = match;
  const type = rest.startsWith('(common)') ? 'string' : typeOf(rest);
  return { in: place, name, type, required: optional !== '?' };
}

const OPERATION_LINE = /^### ([A-Z]+) (\S+) — (.*)$/;
const ANSWER_LINE = /^- answer (\d{3})(?: \(([^)]+)\))?: (.*)$/;

/** An answer as the sheet writes it, a common one (ErrorResponse, SuccessResponse) as its top section does. */
function answerText(sheet: string, text: string): string {
  const common = /^(ErrorResponse|SuccessResponse) \(common/.exec(text)?.[1];
  return common === undefined ? text : commonShape(sheet, common);
}

export function parseSheet(sheet: string): RealKindOperation[] {
  const operations: RealKindOperation[] = [];
  let group = '';
  let current: RealKindOperation | null = null;
  for (const line of sheet.split('\n')) {
    const groupMatch = /^## (.+)$/.exec(line);
    if (groupMatch) {
      group = (groupMatch[1] ?? '').trim();
      continue;
    }
    const opMatch = OPERATION_LINE.exec(line);
    if (opMatch) {
      current = {
        group,
        method: opMatch[1] ?? '',
        path: opMatch[2] ?? '',
        summary: (opMatch[3] ?? '').trim(),
        operationId: '',
        parameters: [],
        body: null,
        answers: {},
      };
      operations.push(current);
      continue;
    }
    if (!current) continue;
    const id = /^operationId `([^`]+)`/.exec(line);
    if (id) current.operationId = id[1] ?? '';
    const parameters = /^- parameters: (.*)$/.exec(line);
    if (parameters) {
      current.parameters = splitTop(parameters[1] ?? '', ';').flatMap((text) => parameterOf(text) ?? []);
    }
    const body = /^- body \(([^)]+)\): (.*)$/.exec(line);
    if (body) current.body = shapeOf(body[2] ?? '');
    const answer = ANSWER_LINE.exec(line);
    if (answer?.[1] !== undefined) current.answers[answer[1]] = shapeOf(answerText(sheet, answer[3] ?? ''));
  }
  return operations;
}

/** The common shapes (ErrorResponse, SuccessResponse) as the sheet's top section writes them. */
function commonShape(sheet: string, name: string): string {
  const line = sheet.split('\n').find((text) => text.startsWith(`- **${name}**`)) ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

export type RealKindSchemas = {
  /** Each operation's answers by status, by `METHOD path`. */
  answers: Record<string, Record<string, SheetSchema>>;
  /** The schemas the sheet writes out, by name (an answer's `$ref`s). */
  schemas: Record<string, SheetSchema>;
  /** Schemas the sheet names and never writes out, as the newer description writes them (real-kind-newer.ts). */
  newer: Record<string, SheetSchema>;
};

/** The names `value` refers to (`$ref`), at any depth. */
function namesIn(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) namesIn(item, names);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') names.add(item);
      else namesIn(item, names);
    }
  return names;
}

/**
 * Every answer of every operation at every depth the sheet writes it; with the newer description's text, the
 * schemas it names without writing out that the newer one writes.
 */
export function parseSchemas(sheet: string, newer = ''): RealKindSchemas {
  const reader = new SheetReader();
  const answers: RealKindSchemas['answers'] = {};
  let key: string | undefined;
  for (const line of sheet.split('\n')) {
    const operation = OPERATION_LINE.exec(line);
    if (operation) key = `${operation[1]} ${operation[2]}`;
    const answer = ANSWER_LINE.exec(line);
    if (key !== undefined && answer?.[1] !== undefined)
      (answers[key] ??= {})[answer[1]] = reader.value(answerText(sheet, answer[3] ?? ''));
  }
  // The last section writes every named shape out whole (`- **Name**: { … }`), so a name an answer only names is known.
  const named = sheet.slice(sheet.indexOf('\n## Named shapes'));
  for (const match of named.matchAll(/^- \*\*([A-Za-z0-9_]+)\*\*: (.*)$/gm)) reader.named(match[1]!, match[2]!);
  const open = [...namesIn([answers, reader.schemas])].filter((name) => reader.schemas[name] === undefined).sort();
  return { answers, schemas: reader.schemas, newer: newerSchemas(newer, open) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const sheet = readFileSync(`${root}../shared/real-kind-shapes.md`, 'utf8');
  const operations = parseSheet(sheet);
  writeFileSync(`${root}api/testing/real-kind-table.json`, `${JSON.stringify(operations, null, 2)}\n`);
  console.log(`${operations.length} operations written to api/testing/real-kind-table.json`);
  const schemas = parseSchemas(sheet, readFileSync(`${root}../shared/real-kind-newer.md`, 'utf8'));
  writeFileSync(`${root}api/testing/real-kind-schemas.json`, `${JSON.stringify(schemas, null, 2)}\n`);
  console.log(`${Object.keys(schemas.schemas).length} schemas written to api/testing/real-kind-schemas.json`);
}
