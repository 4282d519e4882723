// Derives api/testing/real-kind-table.json from ../shared/real-kind-shapes.md: each operation of the real kind of
// service with its method, path, summary, parameters and the top-level property names and types of its body and
// answers. The contract test (api/real-kind.test.ts) holds the contract API to this table; the table is checked in
// so that test does not depend on the sheet's prose parsing at run time. Run: npm run table:real-kind
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Shape =
  | { kind: 'none' }
  | {
      kind: 'object';
      properties: Record<string, string>;
      /**
       * A property's own shape where the sheet expands it: an object's, or an array's items'. One level only: the
       * sheet expands three levels deep, and names a schema without its shape below that.
       */
      inner?: Record<string, Shape>;
    }
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

/** Splits `text` at `separator` where no bracket or quote is open. */
export function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    if (quoted) continue;
    if (char === '{' || char === '[' || char === '(') depth += 1;
    else if (char === '}' || char === ']' || char === ')') depth -= 1;
    else if (depth === 0 && text.startsWith(separator, index)) {
      parts.push(text.slice(start, index));
      start = index + separator.length;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** The text between the bracket at `open` and its match. */
function inside(text: string, open: number): string {
  let depth = 0;
  let quoted = false;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    if (quoted) continue;
    if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, index);
    }
  }
  return text.slice(open + 1);
}

/** A property's type as JSON Schema names it, from the sheet's words for it. */
export function typeOf(text: string): string {
  const word = /^[A-Za-z0-9_]+/.exec(text)?.[0] ?? '';
  if (['number', 'string', 'boolean', 'integer'].includes(word)) return word === 'integer' ? 'number' : word;
  if (word === 'array') return 'array';
  // `object`, `allOf[…]`, or a schema's name (with or without its expansion) are all objects.
  return 'object';
}

/** The shape of a property's value where the sheet writes it out: an object's, or its items' for an array. */
function innerOf(text: string, depth: number): Shape | undefined {
  if (depth > 0) return undefined;
  const value = text.trim().replace(/^array of /, '');
  const expanded = value.startsWith('allOf[') || /^([A-Za-z0-9_]+ )?\{/.test(value);
  if (!expanded) return undefined;
  const shape = shapeOf(value, depth + 1);
  return shape.kind === 'object' ? shape : undefined;
}

/** The top-level properties of a shape as the sheet writes it (`Name { a: t; b?: t }`, `allOf[X {…}, {…}]`). */
export function shapeOf(text: string, depth = 0): Shape {
  const trimmed = text.trim();
  if (trimmed.startsWith('no content')) return { kind: 'none' };
  if (trimmed.startsWith('allOf[')) {
    const properties: Record<string, string> = {};
    const inner: Record<string, Shape> = {};
    for (const part of splitTop(inside(trimmed, trimmed.indexOf('[')), ',')) {
      const shape = shapeOf(part, depth);
      if (shape.kind !== 'object') continue;
      // A later part redeclares a property of an earlier one (a list's `results` as its items): the later wins.
      Object.assign(properties, shape.properties);
      for (const name of Object.keys(shape.properties)) delete inner[name];
      Object.assign(inner, shape.inner);
    }
    return withInner(properties, inner);
  }
  if (trimmed.startsWith('object (no properties)')) return { kind: 'object', properties: {} };
  const brace = trimmed.indexOf('{');
  const head = brace < 0 ? trimmed : trimmed.slice(0, brace).trim();
  if (brace < 0 || !/^([A-Za-z0-9_]+)?$/.test(head)) return { kind: 'other' };
  const properties: Record<string, string> = {};
  const inner: Record<string, Shape> = {};
  for (const member of splitTop(inside(trimmed, brace), ';')) {
    const match = /^([A-Za-z0-9_]+)\??:\s*(.*)$/s.exec(member);
    if (match?.[1] === undefined) continue;
    properties[match[1]] = typeOf(match[2] ?? '');
    const shape = innerOf(match[2] ?? '', depth);
    if (shape) inner[match[1]] = shape;
  }
  return withInner(properties, inner);
}

const withInner = (properties: Record<string, string>, inner: Record<string, Shape>): Shape =>
  Object.keys(inner).length === 0 ? { kind: 'object', properties } : { kind: 'object', properties, inner };

function parameterOf(text: string): RealKindOperation['parameters'][number] | null {
  const match = /^(query|path|header) `([^`]+)`(\?)?\s*(.*)$/.exec(text.trim());
  if (!match) return null;
  const [, place = '', name = '', optional, rest = ''] = match;
  const type = rest.startsWith('(common)') ? 'string' : typeOf(rest);
  return { in: place, name, type, required: optional !== '?' };
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
    const opMatch = /^### ([A-Z]+) (\S+) — (.*)$/.exec(line);
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
    const answer = /^- answer (\d{3})(?: \(([^)]+)\))?: (.*)$/.exec(line);
    if (answer?.[1] !== undefined) {
      const text = answer[3] ?? '';
      const common = /^(ErrorResponse|SuccessResponse) \(common/.exec(text)?.[1];
      current.answers[answer[1]] = shapeOf(common === undefined ? text : commonShape(sheet, common));
    }
  }
  return operations;
}

/** The common shapes (ErrorResponse, SuccessResponse) as the sheet's top section writes them. */
function commonShape(sheet: string, name: string): string {
  const line = sheet.split('\n').find((text) => text.startsWith(`- **${name}**`)) ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const sheet = readFileSync(`${root}../shared/real-kind-shapes.md`, 'utf8');
  const operations = parseSheet(sheet);
  writeFileSync(`${root}api/testing/real-kind-table.json`, `${JSON.stringify(operations, null, 2)}\n`);
  console.log(`${operations.length} operations written to api/testing/real-kind-table.json`);
}
