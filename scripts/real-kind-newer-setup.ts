// Derives api/testing/real-kind-newer-setup-table.json from ../shared/real-kind-newer.md: the operations of its
// "setting a stream up" sections that the contract API implements — §2.4's table of "Add <platform> channel"
// operations (one per platform, its body the common RtmpTargetBody or the fields the row lists) and the operations of
// §2.10 (platforms and accounts), §2.11 (transcoders) and §2.12 (pull links) — in the rows api/real-kind-newer.test.ts
// reads (scripts/real-kind-newer-table.ts's). Those sections write their operations in prose of their own
// (`` `name?` type `` lists, a model's fields as sub-bullets, inline or in braces), read here to full depth.
//
// Whether an operation is new, or in the older sheet as it was, or changed: new where §1.1 lists it; otherwise changed
// where its body's fields, or its answer's at any depth the older sheet writes them, are not the older sheet's (a
// model the older sheet names without writing it out matches whatever the newer writes there).
// Run: npm run table:real-kind-newer-setup
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NewerOperation, NewerProperty, NewerType, NewerValue } from './real-kind-newer-table.ts';
import { type SheetSchema, splitTop } from './real-kind-schema.ts';
import { type RealKindOperation, type RealKindSchemas, parseSchemas, parseSheet } from './real-kind-table.ts';

/** The sections read here, besides §2.4's table. */
const SECTIONS = ['2.10', '2.11', '2.12'];
/** Fields every body of these sections carries ("std body"), which api/real-kind-newer.test.ts sets apart. */
const STD_BODY = ['v', 'language'];

type Field = { name: string; optional: boolean; type: string };
type Bullet = { text: string; children: string[] };
type Models = Map<string, Field[]>;

const SUCCESS: NewerValue = { type: 'object', properties: { success: { type: 'boolean', required: true } } };

/** A section's lines, from its heading to the next heading of its level or above. */
function sectionLines(sheet: string, number: string): string[] {
  const lines = sheet.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`### ${number} `));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && /^#{1,3} /.test(line));
  return lines.slice(start, end < 0 ? undefined : end);
}

/** Bullets with their sub-bullets, each with its continuation lines joined to it. */
function bulletsOf(lines: string[]): Bullet[] {
  const bullets: Bullet[] = [];
  for (const line of lines) {
    const top = /^- (.*)$/.exec(line);
    const sub = /^ {2,}- (.*)$/.exec(line);
    const last = bullets.at(-1);
    if (top) bullets.push({ text: top[1]!, children: [] });
    else if (sub && last) last.children.push(sub[1]!);
    else if (/^\s+\S/.test(line) && last) {
      if (last.children.length > 0) last.children[last.children.length - 1] += ` ${line.trim()}`;
      else last.text += ` ${line.trim()}`;
    }
  }
  return bullets;
}

/** Sentences that say what a thing has not (`There is **no** `project_id``, "there is no `mode` field") are left out. */
const saysNo = (text: string) => /\bno\*{0,2} `/i.test(text);

/**
 * The fields a list of them names: `` `name` type ``, `` `name?` type ``, `` `name`: type `` (optional where the `?`
 * is inside or after the name), separated by commas or semicolons, each type up to the next field.
 */
function fieldsOf(text: string): Field[] {
  const kept = text
    .split(/(?<=\.)\s+(?=[A-Z*])/)
    .filter((sentence) => !saysNo(sentence))
    .join(' ');
  // "capability flags, all typed number (0/1 style): `oauth`, `read_chat`, …": the names after the colon share it.
  let shared = '';
  return splitTop(kept.replace(/;/g, ','), ',').flatMap((part) => {
    const lead = /^[^`]*all typed (\w+)[^:]*:\s*(.*)$/.exec(part);
    if (lead) shared = lead[1]!;
    const match = /^`([A-Za-z0-9_]+)(\?)?`(\?)?:?\s*(.*)$/s.exec((lead ? lead[2]! : part).trim());
    if (!match) return [];
    // The type ends with its sentence ("`transcoder_id?` number. The client does not say …").
    const type = (match[4] ?? '').replace(/\.(\s.*)?$/s, '').trim();
    return [{ name: match[1]!, optional: match[2] === '?' || match[3] === '?', type: type || shared }];
  });
}

/** "everything else is optional: `a?`, `b?` number[], …" and other fields listed after a colon in a sub-bullet. */
function subFields(children: string[]): Field[] {
  return children.flatMap((child) => {
    if (saysNo(child) || child === 'std body') return [];
    const listed = /^[a-z][^`:]*:\s*(`.*)$/.exec(child);
    return fieldsOf(listed && !/all typed/.test(child) ? listed[1]! : child);
  });
}

/** A model written after its name: `` `Name` { fields } ``, `` `Name` `@x`: fields ``, or its fields as sub-bullets. */
function defineFrom(models: Models, text: string, children: string[]): string | undefined {
  const match = /`([A-Z][A-Za-z0-9]*)`((?:\s*`@[\w.]+`)*)(.*)$/s.exec(text);
  if (!match) return undefined;
  const [, name = '', , rest = ''] = match;
  const brace = rest.indexOf('{');
  if (brace >= 0 && rest.slice(0, brace).trim() === '') {
    models.set(name, fieldsOf(rest.slice(brace + 1, rest.lastIndexOf('}'))));
  } else if (/^[^:]*:\s*(std body,\s*)?`/.test(rest)) {
    models.set(name, fieldsOf(rest.slice(rest.indexOf(':') + 1)));
  } else if (/:\s*$/.test(rest) && children.length > 0) {
    models.set(name, subFields(children));
  }
  // Inline models in a field's type: "`url` `PullServerTransports` { `rtmp` string, … }".
  for (const field of [...(models.get(name) ?? []), ...subFields(children)]) defineFrom(models, field.type, []);
  return name;
}

/** A field's type as a value: primitives, literal unions and the provider enum (strings), lists, models. */
function valueOf(type: string, models: Models, depth = 0): NewerValue {
  const words = type
    .replace(/\s*\(.*\)\s*$/s, '')
    .replace(/\s*\|\s*null$/, '')
    .trim();
  const list = /^`?([^`]*)\[\]`?$/.exec(words);
  if (list) return { type: 'array', items: valueOf(list[1]!, models, depth) };
  if (/^`'/.test(words) || words.startsWith('provider enum') || words === '') return { type: 'string' };
  const bare = words.replace(/^`|`$/g, '');
  if (bare === 'string' || bare === 'number' || bare === 'boolean') return { type: bare };
  const name = /^`([A-Z][A-Za-z0-9]*)`/.exec(words)?.[1] ?? /^([A-Z][A-Za-z0-9]*)$/.exec(bare)?.[1];
  const fields = name === undefined ? undefined : models.get(name);
  if (!fields || depth > 6) return { type: 'object' };
  return objectOf(fields, models, depth + 1);
}

function objectOf(fields: Field[], models: Models, depth: number): NewerValue {
  const properties: Record<string, NewerProperty> = {};
  for (const field of fields) {
    if (STD_BODY.includes(field.name) && field.type === '') continue;
    properties[field.name] = {
      ...valueOf(field.type || typeNamed(models, field.name), models, depth),
      required: !field.optional,
    };
  }
  return { type: 'object', properties };
}

/**
 * The type another model gives a field of this name, for a list that names it without one ("everything else is
 * optional: `name?`, `width?`, …" of the transcoder's update, whose types are its creation's).
 */
function typeNamed(models: Models, name: string): string {
  for (const fields of models.values()) {
    const typed = fields.find((field) => field.name === name && field.type !== '');
    if (typed) return typed.type;
  }
  return '';
}

/** The SDK's API class as the older sheet names its sections (as scripts/real-kind-newer-table.ts words it). */
function groupOf(sdkClass: string): string {
  const words = sdkClass.replace(/Api$/, '').split(/(?=[A-Z])/);
  return [words[0], ...words.slice(1).map((word) => word.toLowerCase())].join(' ');
}

/** §2.4's table: each platform's add, its body the common one or the fields its row lists. */
function channelAdds(sheet: string): NewerOperation[] {
  const lines = sectionLines(sheet, '2.4');
  const common = bulletsOf(lines).find((bullet) => bullet.text.includes('**RtmpTargetBody**'))?.text ?? '';
  const commonFields = fieldsOf(common.slice(common.indexOf('{') + 1, common.lastIndexOf('}')));
  return lines.flatMap((line) => {
    const row = /^\| (\/method\/channel\/add\/\S+) \| (.+?) \| \S+(?: `@[\w.]+`)? \| (.+) \|$/.exec(line);
    if (!row) return [];
    const [, path = '', summary = '', body = ''] = row;
    // A row's notes in brackets ("(instead of `name`)", "(no `rtmp_url` / `stream_key`)") name fields it has not.
    const listed = body.replace(/\([^)]*\)/g, '');
    const fields =
      body === 'RtmpTargetBody'
        ? commonFields
        : [...listed.matchAll(/(?:\*\*)?`([a-z_]+)`(?::\s*(\w+))?/g)].map(([, name = '', type]) => ({
            name,
            optional: false,
            type: type ?? commonFields.find((field) => field.name === name)?.type ?? 'string',
          }));
    const operation: NewerOperation = {
      group: 'Channel',
      method: 'POST',
      path,
      summary,
      since: 'new',
      parameters: [],
      body: objectOf(fields, new Map(), 0),
      success: '201',
      // "answer 201 with an empty body (SDK return type void)".
      answer: null,
    };
    return [operation];
  });
}

/** The operations of one of §2.10–2.12, in its prose. */
function sectionOperations(sheet: string, number: string, models: Models): Omit<NewerOperation, 'since'>[] {
  const lines = sectionLines(sheet, number);
  const sectionClass = /SDK class `(\w+)`/.exec(lines.join('\n'))?.[1] ?? '';
  const operations: Omit<NewerOperation, 'since'>[] = [];
  let index = 0;
  while (index < lines.length) {
    const heading = /^#### ([A-Z]+) (\/\S+) — (.*)$/.exec(lines[index] ?? '');
    index += 1;
    if (!heading) continue;
    const block: string[] = [];
    while (index < lines.length && !lines[index]!.startsWith('#')) block.push(lines[index++]!);
    const bullets = bulletsOf(block);
    const sdk = bullets.find((bullet) => bullet.text.startsWith('SDK: '))?.text ?? '';
    const query = bullets.find((bullet) => /^(Query|\*\*Query only)/.test(bullet.text));
    const body = bullets.find((bullet) => bullet.text.startsWith('Body '));
    const answer = bullets.find((bullet) => /^(\*\*)?\d{3}(\*\*)?( and \d{3} are both listed)? →/.test(bullet.text));
    const queryText = query?.text.replace(/^(Query|\*\*Query only, no body\*\*):\s*/, '') ?? '';
    const parameters = [...fieldsOf(queryText), ...subFields(query?.children ?? [])]
      .filter((field) => !STD_BODY.includes(field.name))
      .map((field) => ({
        in: 'query' as const,
        name: field.name,
        type: valueOf(field.type, models).type as NewerType,
        required: !field.optional,
      }));
    const bodyName = body ? defineFrom(models, body.text, body.children) : undefined;
    const status = /^(?:\*\*)?(\d{3})/.exec(answer?.text ?? '')?.[1] ?? '';
    const answerText = answer?.text.replace(/^.*?→\s*/, '') ?? '';
    const answerName =
      answer && !/^(bare|no body)/.test(answerText) ? defineFrom(models, answerText, answer.children) : undefined;
    operations.push({
      group: groupOf(/`(\w+Api)\./.exec(sdk)?.[1] ?? sectionClass),
      method: heading[1]!,
      path: heading[2]!,
      summary: heading[3]!.trim(),
      parameters,
      body: bodyName === undefined ? null : objectOf(models.get(bodyName) ?? [], models, 0),
      success: status,
      answer:
        answerName === 'SuccessResponse'
          ? SUCCESS
          : answerName !== undefined
            ? valueOf(`\`${answerName}\``, models)
            : /^bare `(\w+)`/.exec(answerText)
              ? valueOf(/^bare `(\w+)`/.exec(answerText)![1]!, models)
              : null,
    });
  }
  return operations;
}

/** Every model the sections write out, from every bullet that names one (fields, bodies, answers). */
function modelsOf(sheet: string): Models {
  const models: Models = new Map();
  for (const number of SECTIONS) {
    for (const bullet of bulletsOf(sectionLines(sheet, number))) {
      const text = bullet.text.replace(/^(Body |(\*\*)?\d{3}(\*\*)?( and \d{3} are both listed)? → )/, '');
      if (text.startsWith('`')) defineFrom(models, text, bullet.children);
    }
  }
  return models;
}

/** The property paths of a value at every depth (`results[].id`). */
function newerPaths(value: NewerValue | null, at = '', paths = new Set<string>()): Set<string> {
  if (value?.type === 'array' && value.items) newerPaths(value.items, `${at}[]`, paths);
  for (const [name, property] of Object.entries(value?.properties ?? {})) {
    const path = at === '' ? name : `${at}.${name}`;
    paths.add(path);
    newerPaths(property, path, paths);
  }
  return paths;
}

/** The older sheet's property paths at every depth it writes them; `open` gets those it names without writing. */
function olderPaths(
  schema: SheetSchema | undefined,
  schemas: RealKindSchemas,
  at = '',
  found = { paths: new Set<string>(), open: new Set<string>() },
  depth = 0,
) {
  if (!schema || depth > 8) return found;
  if ('$ref' in schema) {
    const named = schemas.schemas[schema.$ref] ?? schemas.newer[schema.$ref];
    if (named) olderPaths(named, schemas, at, found, depth + 1);
    else found.open.add(at);
  } else if ('oneOf' in schema) {
    for (const each of schema.oneOf) olderPaths(each, schemas, at, found, depth + 1);
  } else if (schema.type === 'array') {
    olderPaths(schema.items, schemas, `${at}[]`, found, depth + 1);
  } else if (schema.type === 'object') {
    if (schema.properties === undefined) found.open.add(at);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const path = at === '' ? name : `${at}.${name}`;
      found.paths.add(path);
      olderPaths(property, schemas, path, found, depth + 1);
    }
  }
  return found;
}

/** Whether the newer sheet's body or answer is not the older sheet's. */
function changed(
  operation: Omit<NewerOperation, 'since'>,
  older: RealKindOperation,
  schemas: RealKindSchemas,
): boolean {
  const fields = (names: Iterable<string>) => [...names].filter((name) => !STD_BODY.includes(name)).sort();
  const olderBody = older.body?.kind === 'object' ? Object.keys(older.body.properties) : [];
  const newerBody = Object.keys(operation.body?.properties ?? {});
  if (JSON.stringify(fields(olderBody)) !== JSON.stringify(fields(newerBody))) return true;
  const theirs = olderPaths(schemas.answers[`${operation.method} ${operation.path}`]?.[operation.success], schemas);
  const ours = newerPaths(operation.answer);
  const covered = (path: string) =>
    theirs.paths.has(path) ||
    [...theirs.open].some((open) => open === '' || path.startsWith(`${open}.`) || path.startsWith(`${open}[]`));
  return (
    [...ours].some((path) => !covered(path)) ||
    [...theirs.paths].some(
      (path) => !ours.has(path) && ![...theirs.open].some((open) => path.startsWith(open) && open !== ''),
    )
  );
}

export function parseNewerSetup(newer: string, olderSheet: string): NewerOperation[] {
  const older = parseSheet(olderSheet);
  const schemas = parseSchemas(olderSheet, newer);
  const models = modelsOf(newer);
  // §1.1 lists every operation new in the newer description, by method and path.
  const isNew = (method: string, path: string) => newer.includes(`- \`${method} ${path}\` — `);
  const operations = SECTIONS.flatMap((number) => sectionOperations(newer, number, models)).map(
    (operation): NewerOperation => {
      const inOlder = older.find((row) => row.method === operation.method && row.path === operation.path);
      const since =
        isNew(operation.method, operation.path) || !inOlder
          ? 'new'
          : changed(operation, inOlder, schemas)
            ? 'changed'
            : 'sheet';
      return { ...operation, since };
    },
  );
  return [...channelAdds(newer), ...operations];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const read = (name: string) => readFileSync(`${root}../shared/${name}`, 'utf8');
  const operations = parseNewerSetup(read('real-kind-newer.md'), read('real-kind-shapes.md'));
  writeFileSync(`${root}api/testing/real-kind-newer-setup-table.json`, `${JSON.stringify(operations, null, 2)}\n`);
  console.log(`${operations.length} operations written to api/testing/real-kind-newer-setup-table.json`);
}
