// The newer description's operations for setting a stream up, as ../shared/real-kind-newer.md writes them apart from
// the rest of its section 2: §2.4's table of the 27 "Add <platform> channel" operations (one heading, a row each), and
// §2.7–§2.14, whose operations are written as nested lists — `Query: …`, `Body \`Model\`: …`, `200 → \`Model\` …` —
// with each model's fields one to a line (`- \`name\`? type`), after a colon (`\`a\` string, \`b\` number`) or in
// braces (`{ \`results\`: \`Item[]\` }`), and a union's variants each under its own line; and §2.19 (working
// together), written the same way, where a line may run its query and answer into its SDK bullet and a heading marks
// an operation deprecated. Read by scripts/real-kind-newer-table.ts into the same rows as the rest of the newer sheet.
import { splitTop } from './real-kind-schema.ts';

// The shapes of scripts/real-kind-newer-table.ts, restated here so the two files do not import each other.
export type NewerType = 'string' | 'number' | 'boolean' | 'object' | 'array';
export type NewerValue = {
  type: NewerType;
  items?: NewerValue;
  properties?: Record<string, NewerProperty>;
  oneOf?: NewerValue[];
};
export type NewerProperty = NewerValue & { required: boolean };
export type Parameter = { in: 'query'; name: string; type: NewerType; required: boolean };
/** An operation of these sections, with the SDK class its group is named after. */
export type SetupOperation = {
  sdkClass: string;
  method: string;
  path: string;
  summary: string;
  /** Marked so by its heading ("(deprecated)" after the summary). */
  deprecated?: true;
  parameters: Parameter[];
  body: NewerValue | null;
  success: string;
  answer: NewerValue | null;
};

export const SUCCESS: NewerValue = { type: 'object', properties: { success: { type: 'boolean', required: true } } };
/** The fields every request model carries ("std body"): its version and its language. */
const STD_BODY = '`v` string, `language` string';

/** A bullet of a list with the bullets nested under it. */
export type Bullet = { text: string; children: Bullet[] };

/** The lines' bullets as a tree by their indentation; a line that is no bullet continues the one before. */
export function bulletTree(lines: readonly string[]): Bullet[] {
  const root: Bullet = { text: '', children: [] };
  const stack: { indent: number; bullet: Bullet }[] = [{ indent: -1, bullet: root }];
  for (const line of lines) {
    const match = /^(\s*)- (.*)$/.exec(line);
    if (!match) {
      const last = stack.at(-1)!.bullet;
      if (line.trim() !== '' && last !== root) last.text += ` ${line.trim()}`;
      continue;
    }
    const indent = match[1]!.length;
    while (stack.at(-1)!.indent >= indent) stack.pop();
    const bullet = { text: match[2]!.trim(), children: [] };
    stack.at(-1)!.bullet.children.push(bullet);
    stack.push({ indent, bullet });
  }
  return root.children;
}

/** What the words of a type say, model names kept as names (resolved later, where the section defines them). */
export type Type =
  | { kind: 'primitive'; type: 'string' | 'number' | 'boolean' }
  | { kind: 'array'; items: Type }
  | { kind: 'model'; name: string }
  | { kind: 'fields'; fields: Field[] }
  | { kind: 'union'; variants: Type[] }
  | { kind: 'unknown' };
export type Field = { name: string; optional: boolean; type: Type };

const PRIMITIVE = /^(string|number|boolean)\b/;

/** A type as the section writes it after a field's name: `number`, `string[]`, `` `Model[]` ``, `` `'a'|'b'` ``, … */
export function typeOf(words: string): Type {
  // A type set in bold to stress it (`id` **string**) is that type.
  const text = words
    .trim()
    .replace(/^:\s*/, '')
    .replace(/^\*\*(string|number|boolean)\*\*/, '$1');
  // A model written where the field is: `PullServerTransports` { `rtmp` string, … }.
  if (/^`?[A-Z]\w*`?\s*\{/.test(text))
    return { kind: 'fields', fields: inlineFields(text.slice(text.indexOf('{') + 1, text.lastIndexOf('}'))) };
  const quoted = /^`([^`]+)`/.exec(text)?.[1];
  if (quoted !== undefined) {
    const array = quoted.endsWith('[]');
    const inner = array ? quoted.slice(0, -2).replace(/^\((.*)\)$/, '$1') : quoted;
    // A union of literals: `'a'|'b'` is a string, `0|1|2` a number.
    const literal = inner.startsWith("'") ? 'string' : /^\d+( ?\| ?\d+)*$/.test(inner) ? 'number' : undefined;
    const type: Type = literal ? { kind: 'primitive', type: literal } : namedType(inner);
    return array ? { kind: 'array', items: type } : type;
  }
  const primitive = PRIMITIVE.exec(text)?.[1] as 'string' | 'number' | 'boolean' | undefined;
  if (primitive)
    return text.startsWith(`${primitive}[]`)
      ? { kind: 'array', items: primitiveType(primitive) }
      : primitiveType(primitive);
  if (/^provider enum|^File\b/.test(text)) return primitiveType('string');
  // An object the sheet does not write out: a model of no name it defines, which any object holds to.
  if (/^object\b/.test(text)) return { kind: 'model', name: 'object' };
  return { kind: 'unknown' };
}

const primitiveType = (type: 'string' | 'number' | 'boolean'): Type => ({ kind: 'primitive', type });
const namedType = (name: string): Type =>
  PRIMITIVE.test(name)
    ? primitiveType(PRIMITIVE.exec(name)![1] as 'string' | 'number' | 'boolean')
    : { kind: 'model', name };

/** One field as written: `` `name`? type (gloss) ``; or the fields a line names together. */
function fieldsOfLine(text: string): Field[] {
  if (/^std body\b/.test(text)) return inlineFields(STD_BODY);
  // "capability flags, all typed number (0/1 style): `oauth`, `read_chat`, …"
  const together = /all typed (\w+)[^:]*:\s*(.*)$/.exec(text);
  if (together) return names(together[2]!).map((name) => ({ name, optional: false, type: typeOf(together[1]!) }));
  // "everything else is optional: `name?`, `width?`, …, `channelIds?` number[]"
  const rest = /is optional:\s*(.*)$/.exec(text);
  if (rest) return inlineFields(rest[1]!).map((field) => ({ ...field, optional: true }));
  const match = /^`(\w+)(\?)?`(\?)?:?\s*(.*)$/.exec(text);
  if (!match) return [];
  return [{ name: match[1]!, optional: match[2] === '?' || match[3] === '?', type: typeOf(match[4]!) }];
}

const names = (text: string) => [...text.matchAll(/`(\w+)`/g)].map((match) => match[1]!);

/** Fields written one after another: `` `a` string, `b` number (gloss), `c`: `Model` `` (commas or semicolons). */
export function inlineFields(text: string): Field[] {
  const cleaned = text.replace(/\s*\([^()]*\)/g, '').replace(/\.\s.*$|\.$/s, '');
  return splitTop(cleaned.replace(/;/g, ','), ',').flatMap((part) => fieldsOfLine(part.trim()));
}

/**
 * Where a line defines a model: its name, and its fields — in braces after the name, after a colon, under the line,
 * or as another model's ("Its fields are the same as `X`"); a string enum is a string.
 */
function modelOf(bullet: Bullet): { name: string; type: Type } | undefined {
  const text = bullet.text
    .replace(/^(?:\*\*)?\d{3}(?:\*\*)?(?: and \d{3} are both listed)? → /, '')
    .replace(/^Body /, '');
  const name = /^`([A-Z]\w*)`/.exec(text)?.[1];
  if (name === undefined || name === 'SuccessResponse') return undefined;
  const after = text.slice(name.length + 2).replace(/^\s*`@[\w.]+`/, '');
  if (/is a string enum/.test(after)) return { name, type: primitiveType('string') };
  const same = /same as `(\w+)`/.exec(after)?.[1];
  if (same) return { name, type: { kind: 'model', name: same } };
  const brace = after.indexOf('{');
  if (brace >= 0 && after.slice(0, brace).trim() === '')
    return { name, type: { kind: 'fields', fields: inlineFields(after.slice(brace + 1, after.lastIndexOf('}'))) } };
  const union = bullet.children.filter((child) => /^`\{\w+:'[^']*'\}` & `\w+`/.test(child.text));
  if (union.length > 0) return { name, type: { kind: 'union', variants: union.map((child) => childFields(child)) } };
  if (bullet.children.length > 0) return { name, type: childFields(bullet) };
  const colon = /^[^:]*?:\s*(.+)$/.exec(after.replace(/^[^`:]*\.\s*/, ''))?.[1];
  if (colon !== undefined && colon.includes('`'))
    return { name, type: { kind: 'fields', fields: inlineFields(colon) } };
  return undefined;
}

const childFields = (bullet: Bullet): Type => ({
  kind: 'fields',
  fields: bullet.children.flatMap((child) => fieldsOfLine(child.text)),
});

/** Every model the lines define, by name (the first definition wins, as a later line only names it again). */
export function modelsOf(bullets: readonly Bullet[], models = new Map<string, Type>()): Map<string, Type> {
  for (const bullet of bullets) {
    const model = modelOf(bullet);
    if (model && !models.has(model.name)) models.set(model.name, model.type);
    modelsOf(bullet.children, models);
  }
  return models;
}

/** A type as the table's value: models followed where the sections define them, an unknown model any object. */
export function valueOf(type: Type, models: Map<string, Type>, fieldTypes: Map<string, Type>, depth = 0): NewerValue {
  switch (type.kind) {
    case 'primitive':
      return { type: type.type };
    case 'array':
      return { type: 'array', items: valueOf(type.items, models, fieldTypes, depth) };
    case 'model': {
      const model = models.get(type.name);
      return model && depth < 6 ? valueOf(model, models, fieldTypes, depth + 1) : { type: 'object' };
    }
    case 'union':
      return { type: 'object', oneOf: type.variants.map((variant) => valueOf(variant, models, fieldTypes, depth + 1)) };
    case 'fields': {
      const properties: Record<string, NewerProperty> = {};
      for (const field of type.fields) {
        // A field named without its type ("everything else is optional: `name?`") is typed where the section types it.
        const known = field.type.kind === 'unknown' ? fieldTypes.get(field.name) : field.type;
        properties[field.name] = {
          ...(known ? valueOf(known, models, fieldTypes, depth) : { type: 'string' }),
          required: !field.optional,
        };
      }
      return { type: 'object', properties };
    }
    case 'unknown':
      return { type: 'string' };
  }
}

/** Each field's type wherever the lines write it, by the field's name (the first typed one). */
export function fieldTypesOf(bullets: readonly Bullet[], into = new Map<string, Type>()): Map<string, Type> {
  for (const bullet of bullets) {
    for (const field of fieldsOfLine(bullet.text))
      if (field.type.kind !== 'unknown' && !into.has(field.name)) into.set(field.name, field.type);
    fieldTypesOf(bullet.children, into);
  }
  return into;
}

/** The query fields a line names: `` `project_id` number (required), `q?` string, `v?` `` (or `;` between them). */
function queryFields(bullet: Bullet): Field[] {
  if (/no parameters at all/i.test(bullet.text) || /^Query: common only/.test(bullet.text)) return [];
  const listed = bullet.text.replace(/^(\*\*)?Query[^:]*:(\*\*)?:?\s*/, '').replace(/\.\s+(?:\*\*|[A-Z]).*$/s, '');
  return bullet.children.length
    ? bullet.children.flatMap((child) => fieldsOfLine(child.text))
    : splitTop(listed.replace(/\s*\([^()]*\)/g, '').replace(/;/g, ','), ',').flatMap((part) =>
        fieldsOfLine(part.trim().replace(/\.$/, '')),
      );
}

/** The query parameters a line names, on it or under it; one named without its type is typed as `types` says. */
export function parametersOf(bullet: Bullet, types = new Map<string, Type>()): Parameter[] {
  return queryFields(bullet).map((field) => {
    const known = field.type.kind === 'unknown' ? (types.get(field.name) ?? field.type) : field.type;
    const type = known.kind === 'array' ? 'array' : known.kind === 'primitive' ? known.type : 'string';
    return { in: 'query' as const, name: field.name, type, required: !field.optional };
  });
}

/** Each query field's type wherever a line of the section writes it (the first typed one). */
function queryTypesOf(bullets: readonly Bullet[], into = new Map<string, Type>()): Map<string, Type> {
  for (const bullet of bullets) {
    const query = /\bQuery: /.exec(bullet.text);
    if (query) {
      for (const field of queryFields({ text: bullet.text.slice(query.index), children: [] }))
        if (field.type.kind !== 'unknown' && !into.has(field.name)) into.set(field.name, field.type);
    }
    queryTypesOf(bullet.children, into);
  }
  return into;
}

/** What a bullet says after `label` where it runs on past its start ("… · scope none. Query: …. 200 → …"). */
function runOn(bullets: readonly Bullet[], label: RegExp): Bullet | undefined {
  for (const bullet of bullets) {
    const at = label.exec(bullet.text);
    if (at && at.index > 0) return { text: bullet.text.slice(at.index).replace(/\.\s+\d{3} →.*$/s, '.'), children: [] };
  }
  return undefined;
}

/** The sections read here: setting a stream up (§2.7–§2.14) and working together (§2.19). */
const SECTIONS = new Set([7, 8, 9, 10, 11, 12, 13, 14, 19]);

const OPERATION = /^#### ([A-Z]+) (\/\S+) — (.*)$/;

/** §2.7–§2.14's operations, each block of lines under its heading read with the models its section defines. */
export function setupOperations(lines: readonly string[]): SetupOperation[] {
  const operations: SetupOperation[] = [];
  const sections: string[][] = [];
  for (const line of lines) {
    if (/^### 2\.\d+ /.test(line)) sections.push([line]);
    else sections.at(-1)?.push(line);
  }
  for (const section of sections) {
    const number = Number(/^### 2\.(\d+) /.exec(section[0]!)?.[1]);
    if (!SECTIONS.has(number)) continue;
    const all = bulletTree(section);
    const models = modelsOf(all);
    const fieldTypes = fieldTypesOf(all);
    const queryTypes = new Map([...fieldTypes, ...queryTypesOf(all)]);
    const intro = section
      .slice(
        1,
        section.findIndex((line) => line.startsWith('#### ')),
      )
      .join(' ');
    // The section's class, or (where it has several) the last one an operation's SDK line names.
    let sectionClass = /SDK class `(\w+)`/.exec(intro)?.[1] ?? '';
    // "Each body starts with std body, `project_id` number and `channel_id` number."
    const bodyStart = /Each body starts with ([^.]*)\./.exec(intro)?.[1]?.replace(/ and /g, ', ') ?? '';
    // "Every `set*` below is POST …, and returns 201 → `SuccessResponse`": what an operation naming no answer gives.
    const usual = /returns (\d{3}) → `SuccessResponse`/.exec(intro)?.[1];
    const value = (type: Type) => valueOf(type, models, fieldTypes);
    for (let index = 0; index < section.length; index += 1) {
      const heading = OPERATION.exec(section[index]!);
      if (!heading) continue;
      const block: string[] = [];
      for (let next = index + 1; next < section.length && !/^#{2,4} /.test(section[next]!); next += 1)
        block.push(section[next]!);
      const bullets = bulletTree(block);
      const find = (pattern: RegExp) => bullets.find((bullet) => pattern.test(bullet.text));
      const sdk = find(/^SDK: /)?.text ?? '';
      const query = find(/^(\*\*)?Query\b/) ?? runOn(bullets, /\bQuery: /);
      const body = find(/^Body /);
      const answer = find(/^(\*\*)?\d{3}(\*\*)?( and \d{3} are both listed)? →/) ?? runOn(bullets, /\b\d{3} → /);
      const [, method = '', path = '', written = ''] = heading;
      const deprecated = / \(deprecated\)$/.test(written.trim());
      const summary = written.trim().replace(/ \(deprecated\)$/, '');
      sectionClass = /`(\w+Api)\./.exec(sdk)?.[1] ?? sectionClass;
      const answerText = answer?.text.replace(/^.*?→\s*/, '') ?? (usual ? '`SuccessResponse`' : '');
      let answerValue: NewerValue | null = null;
      if (/^`SuccessResponse`/.test(answerText)) answerValue = SUCCESS;
      else if (/^bare `(\w+)`/.test(answerText))
        answerValue = value(typeOf(/^bare (`\w+`)/.exec(answerText)![1]!.replace(/`/g, '')));
      else if (/^`[A-Z]\w*`/.test(answerText))
        answerValue = value({ kind: 'model', name: /^`(\w+)`/.exec(answerText)![1]! });
      let bodyValue: NewerValue | null = null;
      if (body) {
        const named = /^Body `(\w+)`/.exec(body.text)?.[1];
        const own = named === undefined ? undefined : models.get(named);
        const fields: Field[] = [...inlineFields(bodyStart), ...(own?.kind === 'fields' ? own.fields : [])];
        bodyValue = value({ kind: 'fields', fields: uniqueFields(fields) });
      }
      operations.push({
        sdkClass: sectionClass,
        method,
        path,
        summary,
        ...(deprecated ? { deprecated: true as const } : {}),
        parameters: query ? parametersOf(query, queryTypes) : [],
        body: bodyValue,
        success: /(\d{3})/.exec(answer?.text ?? '')?.[1] ?? usual ?? '',
        answer: answerValue,
      });
    }
  }
  return operations;
}

/** The later of two fields of one name wins: a model restates what the section's common start gives. */
export function uniqueFields(fields: readonly Field[]): Field[] {
  const byName = new Map<string, Field>();
  for (const field of fields) byName.set(field.name, field);
  return [...byName.values()];
}

/**
 * §2.4's "Add <platform> channel" operations, a row of its table each: the body the row names — RtmpTargetBody (the
 * common body the section writes out) or the fields it lists, typed as RtmpTargetBody types them or as it says —
 * answered 201 with an empty body.
 */
export function channelAdds(lines: readonly string[]): SetupOperation[] {
  const start = lines.findIndex((line) => /^#### POST \/method\/channel\/add\/\{platform\}/.test(line));
  if (start < 0) return [];
  const block: string[] = [];
  for (let index = start + 1; index < lines.length && !lines[index]!.startsWith('#'); index += 1)
    block.push(lines[index]!);
  const text = block.join('\n');
  const common = /\*\*RtmpTargetBody\*\*[^{]*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  const commonFields = inlineFields(common.replace(/\n/g, ' ').replace(/;/g, ','));
  const typed = new Map(commonFields.map((field) => [field.name, field.type]));
  const status = /answer \*\*(\d{3}) with an empty body\*\*/.exec(text)?.[1] ?? '';
  const sdkClass = /SDK: (\w+Api)\./.exec(text)?.[1] ?? '';
  return block.flatMap((line) => {
    const cells = line.split('|').map((cell) => cell.trim());
    const path = cells[1] ?? '';
    if (!path.startsWith('/method/channel/add/')) return [];
    const written = cells[4] ?? '';
    const fields =
      written === 'RtmpTargetBody'
        ? commonFields
        : splitTop(written.replace(/\s*\([^()]*\)/g, '').replace(/\*\*/g, ''), ',').flatMap((part) =>
            fieldsOfLine(part.trim()).map((field) =>
              field.type.kind === 'unknown' ? { ...field, type: typed.get(field.name) ?? field.type } : field,
            ),
          );
    return [
      {
        sdkClass,
        method: 'POST',
        path,
        summary: cells[2] ?? '',
        parameters: [],
        body: valueOf({ kind: 'fields', fields }, new Map(), new Map()),
        success: status,
        answer: null,
      },
    ];
  });
}
