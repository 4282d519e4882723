// Derives api/testing/real-kind-newer-table.json from ../shared/real-kind-newer.md: each operation whose shapes the
// newer description's sheet writes out (its section 2) with its group, method, path, summary, whether it is new or
// changed since the older sheet, its parameters, its body, its success status and its answer — to full depth, each
// model the sheet names expanded where the sheet writes it out. api/real-kind-newer.test.ts holds the contract API's
// operations that the older sheet does not (or that the newer one changed) to this table; the table is checked in so
// that test does not depend on the sheet's prose parsing at run time. Run: npm run table:real-kind-newer
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { billingOperations } from './real-kind-newer-billing.ts';
import { type SetupOperation, channelAdds, setupOperations } from './real-kind-newer-setup.ts';
import { type SheetSchema, splitTop } from './real-kind-schema.ts';
import type { RealKindOperation, RealKindSchemas } from './real-kind-table.ts';

export type NewerType = 'string' | 'number' | 'boolean' | 'object' | 'array';

/** A value's shape: its type, an array's items, an object's properties where the sheet writes them out. */
export type NewerValue = {
  type: NewerType;
  items?: NewerValue;
  properties?: Record<string, NewerProperty>;
  /** Alternatives the sheet gives for one value (`(oneOf of two)`). */
  oneOf?: NewerValue[];
};
export type NewerProperty = NewerValue & { required: boolean };

export type NewerOperation = {
  /** The SDK's API class without `Api`, in words: ChatGatewayApi is "Chat gateway". */
  group: string;
  method: string;
  path: string;
  summary: string;
  /** New in the newer description, in the older sheet as it was, or in it but changed. */
  since: 'new' | 'sheet' | 'changed';
  parameters: { in: 'query'; name: string; type: NewerType; required: boolean }[];
  body: NewerValue | null;
  success: string;
  /** Null where the sheet names no answer beyond a status. */
  answer: NewerValue | null;
  /** Where the sheet marks the operation deprecated. */
  deprecated?: true;
};

/** The shape every `SuccessResponse` has (the older sheet's common shape). */
const SUCCESS: NewerValue = { type: 'object', properties: { success: { type: 'boolean', required: true } } };

/** The text inside the brace at `open` and its match. */
function inside(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, index);
    }
  }
  return text.slice(open + 1);
}

/** The sheet's fields `` `name`?: type; … `` as name, whether optional, and the type's words. */
function fieldsOf(text: string): { name: string; optional: boolean; type: string }[] {
  return splitTop(text, ';').flatMap((member) => {
    const match = /^`([A-Za-z0-9_]+)`(\?)?:\s*(.*)$/s.exec(member.trim());
    return match ? [{ name: match[1]!, optional: match[2] === '?', type: match[3]!.trim() }] : [];
  });
}

type Models = Map<string, { fields?: string; oneOf?: string[] }>;

/** A type's words as a value: primitives (with or without a gloss), unions of literals, arrays, models by name. */
function valueOf(type: string, models: Models, depth = 0): NewerValue {
  const words = type.replace(/\s+\(.*\)$/s, '').trim();
  if (words.endsWith('[]')) return { type: 'array', items: valueOf(words.slice(0, -2), models, depth) };
  if (/^'[^']*'( \| '[^']*')*$/.test(words)) return { type: 'string' };
  if (words === 'string' || words === 'number' || words === 'boolean') return { type: words };
  if (words.startsWith('{') || words === 'object') return { type: 'object' };
  const model = models.get(words);
  // A model the sheet names without writing it out, or one nested deeper than any answer goes: an object.
  if (!model || depth > 6) return { type: 'object' };
  if (model.oneOf) return { type: 'object', oneOf: model.oneOf.map((fields) => objectOf(fields, models, depth + 1)) };
  return objectOf(model.fields ?? '', models, depth + 1);
}

function objectOf(fields: string, models: Models, depth: number): NewerValue {
  const properties: Record<string, NewerProperty> = {};
  for (const field of fieldsOf(fields)) {
    properties[field.name] = { ...valueOf(field.type, models, depth), required: !field.optional };
  }
  return { type: 'object', properties };
}

/** Every model the section writes out, by name: `**Name** … { fields }`, alternatives, and variants of others. */
function modelsOf(bullets: string[]): Models {
  const models: Models = new Map();
  const define = (name: string, model: { fields?: string; oneOf?: string[] }) => {
    if (!models.has(name)) models.set(name, model);
  };
  for (const bullet of bullets) {
    const alternatives = /\*\*([A-Za-z0-9]+)\*\* \(oneOf of \w+\): (.*)$/s.exec(bullet);
    if (alternatives) {
      const variants = splitTop(alternatives[2]!, ' | ').map((variant) => inside(variant, variant.indexOf('{')));
      define(alternatives[1]!, { oneOf: variants });
      continue;
    }
    for (const match of bullet.matchAll(/\*\*([A-Za-z0-9]+)\*\*(?:\s*`@[\d.]+`)?\s*\{/g)) {
      define(match[1]!, { fields: inside(bullet, match.index + match[0].length - 1) });
    }
  }
  // "**X** — same fields as Live …", "**X** — Live's fields plus `a`: t; …": the variant named by its last word.
  for (const bullet of bullets) {
    const variant = /\*\*([A-Za-z0-9]+)\*\* — (?:same fields as (\w+)|(\w+)'s fields plus (.*))$/s.exec(bullet);
    if (!variant) continue;
    const base = variant[2] ?? variant[3]!;
    const baseName = [...models.keys()].find((name) => name.endsWith(`Status${base}Response`));
    const fields = baseName === undefined ? '' : (models.get(baseName)?.fields ?? '');
    define(variant[1]!, { fields: variant[4] === undefined ? fields : `${fields}; ${variant[4]}` });
  }
  return models;
}

/** What the newer sheet is read against: the older sheet's operations and its answers to full depth. */
export type OlderSheet = { operations: readonly RealKindOperation[]; schemas: RealKindSchemas };

/** The SDK classes the sheet says another section of the older one is ("the sheet's "UserProject" is the SDK's ProjectApi"). */
function renamedGroups(sheet: string): Map<string, string> {
  return new Map(
    [...sheet.matchAll(/the sheet's "([^"]+)" is the SDK's (\w+Api)/g)].map((match) => [match[2]!, match[1]!]),
  );
}

/**
 * The SDK's API class as the older sheet names its sections: the one the sheet says it is, or the section it maps to
 * ("<Section>Api", spaces dropped: RtmpServerApi is "RtmpServer", ChatGatewayApi "Chat gateway"), else without `Api`,
 * words split, the first capitalized.
 */
function groupOf(sdkClass: string, older?: OlderSheet, renamed: Map<string, string> = new Map()): string {
  const named = renamed.get(sdkClass);
  if (named !== undefined) return named;
  const section = older?.operations.find((row) => `${row.group.replace(/ /g, '')}Api` === sdkClass)?.group;
  if (section !== undefined) return section;
  const words = sdkClass.replace(/Api$/, '').split(/(?=[A-Z])/);
  return [words[0], ...words.slice(1).map((word) => word.toLowerCase())].join(' ');
}

/**
 * The places a newer value names, at every depth (`results[].id`), each with whether it is required where its object
 * is sent (a field an optional object requires is part of its shape whenever it is there).
 */
function newerPlaces(value: NewerValue | null | undefined, at = ''): Map<string, boolean> {
  const places = new Map<string, boolean>();
  if (!value) return places;
  if (value.items) for (const [place, need] of newerPlaces(value.items, `${at}[]`)) places.set(place, need);
  for (const branch of value.oneOf ?? []) for (const [place, need] of newerPlaces(branch, at)) places.set(place, need);
  for (const [name, property] of Object.entries(value.properties ?? {})) {
    const place = at === '' ? name : `${at}.${name}`;
    places.set(place, property.required);
    for (const [inner, need] of newerPlaces(property, place)) places.set(inner, need);
  }
  return places;
}

/** The places an answer of the older sheet names, at every depth its named shapes are written out. */
function olderPlaces(schema: SheetSchema | undefined, schemas: RealKindSchemas, at = '', depth = 0): Set<string> {
  const places = new Set<string>();
  if (!schema || depth > 8) return places;
  const add = (inner: Set<string>) => inner.forEach((place) => places.add(place));
  if ('$ref' in schema)
    add(olderPlaces(schemas.schemas[schema.$ref] ?? schemas.newer[schema.$ref], schemas, at, depth + 1));
  else if ('oneOf' in schema) for (const branch of schema.oneOf) add(olderPlaces(branch, schemas, at, depth + 1));
  else if (schema.type === 'array') add(olderPlaces(schema.items, schemas, `${at}[]`, depth + 1));
  else if (schema.type === 'object')
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const place = at === '' ? name : `${at}.${name}`;
      places.add(place);
      add(olderPlaces(property, schemas, place, depth + 1));
    }
  return places;
}

const COMMON = new Set(['v', 'language']);

/**
 * Whether the newer sheet changed an operation the older one has: it no longer names a parameter, a body field or an
 * answer's field the older one names, or it requires one the older one does not name. An option it adds is no change.
 */
function changedSince(operation: SetupOperation, theirs: RealKindOperation, older: OlderSheet): boolean {
  const uncommon = (names: Iterable<string>) => [...names].filter((name) => !COMMON.has(name));
  const compare = (newer: Map<string, boolean>, before: Set<string>) =>
    uncommon(before).some((place) => !newer.has(place)) ||
    uncommon(newer.keys()).some((place) => newer.get(place) === true && !before.has(place));
  const parameters = new Map(operation.parameters.map((parameter) => [parameter.name, parameter.required]));
  const body = newerPlaces(operation.body);
  const topOfBody = new Map([...body].filter(([place]) => !/[.[]/.test(place)));
  const answer = newerPlaces(operation.answer);
  const status = operation.success;
  return (
    compare(parameters, new Set(theirs.parameters.map((parameter) => parameter.name))) ||
    compare(topOfBody, new Set(theirs.body?.kind === 'object' ? Object.keys(theirs.body.properties) : [])) ||
    compare(answer, olderPlaces(older.schemas.answers[`${theirs.method} ${theirs.path}`]?.[status], older.schemas))
  );
}

/**
 * Operations read apart from the headings of section 2 as rows of the table: new, or in the older sheet as it was, or
 * changed since. `keepGroup`: an operation the older sheet has keeps its section's name there (the billing sections'
 * ProjectApi holds the older "UserProject" operations, and the older "Project" section only the one it lost).
 */
function rowsOf(
  operations: SetupOperation[],
  older: OlderSheet | undefined,
  renamed: Map<string, string>,
  keepGroup = false,
): NewerOperation[] {
  return operations.map((operation) => {
    const theirs = older?.operations.find((row) => row.method === operation.method && row.path === operation.path);
    const since = theirs === undefined ? 'new' : older && changedSince(operation, theirs, older) ? 'changed' : 'sheet';
    const { sdkClass, deprecated, ...rest } = operation;
    const group = (keepGroup ? theirs?.group : undefined) ?? groupOf(sdkClass, older, renamed);
    return { group, ...rest, since, ...(deprecated ? { deprecated } : {}) };
  });
}

function answerOf(text: string, models: Models, variants: string[]): NewerValue | null {
  const named = /\*\*([A-Za-z0-9]+)\*\*/.exec(text)?.[1];
  if (named === undefined) return null;
  if (named === 'SuccessResponse') return SUCCESS;
  if (/the SDK's merge of/.test(text)) {
    // The merge lists every variant's fields; a field is optional where any variant marks it so.
    const properties: Record<string, NewerProperty> = {};
    for (const variant of variants) {
      for (const [name, value] of Object.entries(valueOf(variant, models).properties ?? {})) {
        properties[name] = { ...value, required: (properties[name]?.required ?? true) && value.required };
      }
    }
    return { type: 'object', properties };
  }
  return valueOf(named, models);
}

/** The section's bullets, each with its continuation lines joined to it. */
function bulletsOf(lines: string[]): string[] {
  const bullets: string[] = [];
  for (const line of lines) {
    if (/^\s*- /.test(line)) bullets.push(line.trim().slice(2));
    else if (/^\s+\S/.test(line) && bullets.length > 0) bullets[bullets.length - 1] += ` ${line.trim()}`;
  }
  return bullets;
}

/**
 * Every operation whose shapes the newer sheet's section 2 writes out. `older`: the older sheet, which names the groups
 * and says which of the setup sections' operations are new or changed; without it, each is taken as new.
 */
export function parseNewerSheet(sheet: string, older?: OlderSheet): NewerOperation[] {
  const lines = sheet.split('\n');
  const renamed = renamedGroups(sheet);
  const start = lines.findIndex((line) => line.startsWith('## 2.'));
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const section = lines.slice(start, end < 0 ? undefined : end);
  const models = modelsOf(bulletsOf(section));

  // Operations come as headings followed by the bullets they share (pause, play and stop share theirs).
  const operations: NewerOperation[] = [];
  let index = 0;
  while (index < section.length) {
    const headings: RegExpExecArray[] = [];
    for (let heading; (heading = /^#### ([A-Z]+) (\/\S+) — (.*?) · (.*)$/.exec(section[index] ?? '')); index += 1) {
      headings.push(heading);
    }
    if (headings.length === 0) {
      index += 1;
      continue;
    }
    const block: string[] = [];
    while (index < section.length && !section[index]!.startsWith('#')) block.push(section[index++]!);
    const bullets = bulletsOf(block);
    const top = block.filter((line) => line.startsWith('- ')).length;
    const own = bullets.slice(0, top);
    const sub = bullets.slice(top);
    const sdk = own.find((bullet) => bullet.startsWith('SDK: ')) ?? '';
    const query = own.find((bullet) => bullet.startsWith('query: '));
    const body = own.find((bullet) => bullet.startsWith('body '));
    // "200 → …", or one status per operation of the block: "pause → 201, play → 201, stop → 200; all …".
    const answer = own.find((bullet) => /^\d{3} →/.test(bullet) || /^\w+ → \d{3},/.test(bullet));
    // The variants of a merged answer: the sub-bullets' models no other of them takes as a field.
    const subModels = sub.flatMap((bullet) => {
      const name = /^\*\*([A-Za-z0-9]+)\*\*/.exec(bullet)?.[1];
      return name === undefined ? [] : [{ name, bullet }];
    });
    const variants = subModels
      .filter(({ name, bullet }) => !sub.some((other) => other !== bullet && other.includes(name)))
      .map(({ name }) => name);
    const parameters = splitTop((query ?? '').replace(/^query: /, '').replace(/; no body$/, ''), ';').flatMap(
      (text) => {
        const match = /^`([A-Za-z0-9_]+)`(\?)?\s*(.*)$/.exec(text.trim());
        if (!match) return [];
        const [, name = '', optional, rest = ''] = match;
        const type = rest === '' || rest.startsWith('"') ? 'string' : valueOf(rest, models).type;
        return [{ in: 'query' as const, name, type, required: optional !== '?' }];
      },
    );
    for (const [, method = '', path = '', summary = '', since = ''] of headings) {
      // A path with a placeholder stands for a table of operations, not one.
      if (path.includes('{')) continue;
      const word = path.split('/').at(-1) ?? '';
      const status =
        new RegExp(`\\b${word} → (\\d{3})`).exec(answer ?? '')?.[1] ?? /^(\d{3}) →/.exec(answer ?? '')?.[1] ?? '';
      operations.push({
        group: groupOf(/^SDK: (\w+)\./.exec(sdk)?.[1] ?? '', older, renamed),
        method,
        path,
        summary: summary.trim(),
        since: since.startsWith('new') ? 'new' : since.includes('changed') ? 'changed' : 'sheet',
        parameters,
        body:
          body === undefined
            ? null
            : body.includes('{')
              ? objectOf(inside(body, body.indexOf('{')), models, 0)
              : { type: 'object' },
        success: status,
        answer: answer === undefined ? null : answerOf(answer, models, variants),
      });
    }
  }
  return [
    ...operations,
    ...rowsOf([...channelAdds(section), ...setupOperations(section)], older, renamed),
    ...rowsOf(billingOperations(section, sheet), older, renamed, true),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const read = <T>(path: string) => JSON.parse(readFileSync(`${root}${path}`, 'utf8')) as T;
  const older: OlderSheet = {
    operations: read<RealKindOperation[]>('api/testing/real-kind-table.json'),
    schemas: read<RealKindSchemas>('api/testing/real-kind-schemas.json'),
  };
  const operations = parseNewerSheet(readFileSync(`${root}../shared/real-kind-newer.md`, 'utf8'), older);
  writeFileSync(`${root}api/testing/real-kind-newer-table.json`, `${JSON.stringify(operations, null, 2)}\n`);
  console.log(`${operations.length} operations written to api/testing/real-kind-newer-table.json`);
}
