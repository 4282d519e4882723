// The newer sheet's sections on setting a stream up (its §2.7 onwards) write their operations otherwise than the
// sections before them: a heading with no "· new", an `SDK:` line naming the class only where it is not the
// section's, `Query:` and ``Body `Model` `` lines with their fields inline or as sub-bullets, models as bullets of
// their own (`` `Name` `@1.0.3`: ``, "is a string enum", "Its fields are the same as", a union "tagged by"), and the
// common GET query and body fields said once in the conventions. Read here into the rows
// scripts/real-kind-newer-table.ts writes, so api/real-kind-newer.test.ts holds those operations the same way.
import type { NewerOperation, NewerProperty, NewerType, NewerValue } from './real-kind-newer-table.ts';
import { splitTop } from './real-kind-schema.ts';

type Node = { text: string; children: Node[] };

/** Bullets as a tree by indentation, each with its continuation lines joined to it. */
function treeOf(lines: readonly string[]): Node[] {
  const root: Node[] = [];
  const open: { indent: number; node: Node }[] = [];
  for (const line of lines) {
    const bullet = /^(\s*)- (.*)$/.exec(line);
    if (!bullet) {
      if (/^\s+\S/.test(line) && open.length > 0) open.at(-1)!.node.text += ` ${line.trim()}`;
      continue;
    }
    const indent = bullet[1]!.length;
    const node: Node = { text: bullet[2]!.trim(), children: [] };
    while (open.length > 0 && open.at(-1)!.indent >= indent) open.pop();
    (open.at(-1)?.node.children ?? root).push(node);
    open.push({ indent, node });
  }
  return root;
}

const walk = (nodes: readonly Node[]): Node[] => nodes.flatMap((node) => [node, ...walk(node.children)]);

/** What a model is: fields (inline text or sub-bullets), a string enum, another model's fields, or alternatives. */
type Model = { fields?: string[]; string?: true; sameAs?: string; oneOf?: string[][] };
type Models = Map<string, Model>;

const MODEL_AT_START = /^`([A-Z]\w*)`(?:\s*`@[\w.]+`)?/;

/** The items of a field list written inline: `` `a` string, `b` number `` (commas or semicolons, at the top level). */
const inlineItems = (text: string): string[] =>
  splitTop(text.replace(/\.\s*$/, ''), ',').flatMap((item) => splitTop(item, ';'));

/** The fields of a bullet whose model's fields follow it, inline after a colon or as its sub-bullets. */
function fieldsAfter(rest: string, children: readonly Node[]): string[] | undefined {
  const colon = rest.indexOf(':');
  if (colon < 0) return undefined;
  const inline = rest.slice(colon + 1).trim();
  return inline === '' ? children.map((child) => child.text) : inlineItems(inline);
}

/** Every model the sections write out, by name, wherever it is written (a bullet of its own, or inline in braces). */
function modelsOf(nodes: readonly Node[]): Models {
  const models: Models = new Map();
  const define = (name: string, model: Model) => {
    if (!models.has(name)) models.set(name, model);
  };
  for (const node of walk(nodes)) {
    for (const match of node.text.matchAll(/`([A-Z]\w*)`(?:\s*`@[\w.]+`)?\s*\{([^{}]*)\}/g)) {
      define(match[1]!, { fields: inlineItems(match[2]!) });
    }
    const union = /^`\{[^}]*\}` & `([A-Z]\w*)`:?$/.exec(node.text);
    if (union) define(union[1]!, { fields: node.children.map((child) => child.text) });
    // A body's model, which a later operation names alone (``Body `TranscoderItemDto`.``).
    const body = /^Body `([A-Z]\w*)`(?:\s*`@[\w.]+`)?(.*)$/s.exec(node.text);
    const bodyFields = body && fieldsAfter(body[2]!, node.children);
    if (body && bodyFields) define(body[1]!, { fields: bodyFields });
    const start = MODEL_AT_START.exec(node.text);
    if (!start) continue;
    const rest = node.text.slice(start[0].length).trim();
    if (rest.startsWith('is a string enum')) define(start[1]!, { string: true });
    else if (!rest.startsWith('{') && !rest.startsWith('=')) {
      const fields = fieldsAfter(rest, node.children);
      if (fields) define(start[1]!, { fields });
    }
  }
  return models;
}

/** A field of a model or a body: `` `name?` type (gloss) ``, `` `name`?: type ``, or several of one type. */
type Field = { name: string; optional: boolean; type: string };

function fieldsIn(items: readonly string[]): Field[] {
  return items.flatMap((item): Field[] => {
    const several = /all typed (\w+)[^:]*:\s*(.*)$/s.exec(item);
    if (several) {
      return [...several[2]!.matchAll(/`(\w+)`/g)].map((match) => ({
        name: match[1]!,
        optional: false,
        type: several[1]!,
      }));
    }
    const everythingElse = /^everything else is optional:\s*(.*)$/s.exec(item);
    if (everythingElse) return fieldsIn(inlineItems(everythingElse[1]!)).map((field) => ({ ...field, optional: true }));
    const match = /^`([a-z_]\w*)(\?)?`(\?)?:?\s*(.*)$/is.exec(item.trim());
    if (!match) return [];
    const [, name = '', optional, alsoOptional, type = ''] = match;
    return [{ name, optional: optional === '?' || alsoOptional === '?', type: type.trim() }];
  });
}

const PRIMITIVES: Record<string, NewerType> = {
  number: 'number',
  string: 'string',
  boolean: 'boolean',
  object: 'object',
};

/** A type's words as a value: a primitive, literals, a list, or a model by name; undefined where none is written. */
function valueOf(words: string, models: Models, depth: number): NewerValue | undefined {
  const type = words
    .replace(/\s+\(.*$/s, '')
    .replace(/\*\*/g, '')
    .replace(/^bare /, '')
    .replace(/\s*\|\s*null\b/g, '')
    .replace(/[.,;]\s*$/, '')
    .trim();
  if (type === '') return undefined;
  if (/^`?'/.test(type) || type.endsWith(' enum')) return { type: 'string' };
  const listed = /^`?\((.*)\)\[\]`?$/.exec(type);
  if (listed) return { type: 'array', items: valueOf(listed[1]!, models, depth) ?? { type: 'string' } };
  const name = /^`?([A-Za-z]\w*)(\[\])?`?/.exec(type);
  if (!name) return undefined;
  const single = (): NewerValue => {
    const primitive = PRIMITIVES[name[1]!];
    if (primitive) return { type: primitive };
    return modelValue(name[1]!, models, depth);
  };
  return name[2] === '[]' ? { type: 'array', items: single() } : single();
}

function modelValue(name: string, models: Models, depth: number): NewerValue {
  const model = models.get(name);
  // A model the sheet names without writing it out, or one nested deeper than any answer goes: an object.
  if (!model || depth > 6) return { type: 'object' };
  if (model.string) return { type: 'string' };
  if (model.sameAs) return modelValue(model.sameAs, models, depth);
  if (model.oneOf) return { type: 'object', oneOf: model.oneOf.map((fields) => objectOf(fields, models, depth + 1)) };
  return objectOf(model.fields ?? [], models, depth + 1);
}

/** An object of fields; one written without a type takes the type a field of that name has in another model. */
function objectOf(items: readonly string[], models: Models, depth: number): NewerValue {
  const properties: Record<string, NewerProperty> = {};
  for (const field of fieldsIn(items)) {
    const value = valueOf(field.type, models, depth) ?? typeElsewhere(field.name, models, depth);
    properties[field.name] = { ...value, required: !field.optional };
  }
  return { type: 'object', properties };
}

function typeElsewhere(name: string, models: Models, depth: number): NewerValue {
  for (const model of models.values()) {
    const field = fieldsIn(model.fields ?? []).find((each) => each.name === name && each.type !== '');
    const value = field && valueOf(field.type, models, depth);
    if (value) return value;
  }
  return { type: 'string' };
}

/** The SDK's API class as the older sheet names its sections: without `Api`, words split, the first capitalized. */
export function groupOf(sdkClass: string): string {
  const words = sdkClass.replace(/Api$/, '').split(/(?=[A-Z])/);
  return [words[0], ...words.slice(1).map((word) => word.toLowerCase())].join(' ');
}

const SUCCESS: NewerValue = { type: 'object', properties: { success: { type: 'boolean', required: true } } };

/** The answer a status bullet names: a model (with its fields where it writes them), a bare type, or none. */
function answerOf(text: string, children: readonly Node[], models: Models): NewerValue | null {
  if (/^(no body|void)\b/.test(text)) return null;
  const named = /`([A-Z]\w*)`/.exec(text)?.[1];
  if (named === undefined) return valueOf(text, models, 0) ?? null;
  if (named === 'SuccessResponse') return SUCCESS;
  const same = /same as `([A-Z]\w*)`/.exec(text)?.[1];
  if (same !== undefined) models.set(named, { sameAs: same });
  else if (/union tagged by/.test(text)) {
    models.set(named, {
      oneOf: children.map((child) => child.children.map((field) => field.text)),
    });
  } else if (!models.has(named)) {
    const after = text.slice(text.indexOf(named) + named.length + 1).replace(/^\s*`@[\w.]+`/, '');
    const fields = fieldsAfter(after, children);
    if (fields) models.set(named, { fields });
  }
  return modelValue(named, models, 0);
}

/** The query's parameters a bullet lists, before the first sentence that follows them. */
function queryOf(text: string, children: readonly Node[]): NewerOperation['parameters'] {
  const listed = text.replace(/^(\*\*)?Query[^:]*:(\*\*)?/, '').trim();
  const items = listed === '' ? children.map((child) => child.text) : inlineItems(listed.split(/\.\s/)[0]!);
  return fieldsIn(items)
    .filter((field) => /^\w+$/.test(field.name))
    .map((field) => ({
      in: 'query' as const,
      name: field.name,
      type: queryType(field.type),
      required: !field.optional,
    }));
}

/** A query parameter's type: a primitive or a list; words that name none (`(required)`, `only`) are text. */
function queryType(words: string): NewerType {
  const type = valueOf(words, new Map(), 0)?.type;
  return type === undefined || type === 'object' ? 'string' : type;
}

type Since = (method: string, path: string) => NewerOperation['since'];

/**
 * The operations of the setup sections: those whose heading has no "· new" or "· in the sheet" (the other parser's),
 * each `since` as the sheet's lists of what is new and what changed say.
 */
export function setupOperations(section: readonly string[], since: Since): NewerOperation[] {
  const models = modelsOf(treeOf(section));
  const operations: NewerOperation[] = [];
  let sdkClass = '';
  let defaultAnswer: { status: string; answer: NewerValue | null } | undefined;
  let bodyStart: string[] = [];
  for (let index = 0; index < section.length; index += 1) {
    const line = section[index]!;
    if (line.startsWith('### ')) {
      // The section's intro: its SDK class, the answer its writes share, the fields every body starts with.
      const intro: string[] = [];
      for (let next = index + 1; next < section.length && !section[next]!.startsWith('#'); next += 1)
        intro.push(section[next]!);
      const text = intro.join(' ');
      sdkClass = /SDK class `(\w+)`/.exec(text)?.[1] ?? '';
      const shared = /returns (\d{3}) → `(\w+)`/.exec(text);
      defaultAnswer = shared ? { status: shared[1]!, answer: answerOf(`\`${shared[2]}\``, [], models) } : undefined;
      const starts = /Each body starts with std body, (.*?)\.(\s|$)/.exec(text)?.[1];
      bodyStart = starts === undefined ? [] : splitTop(starts.replace(/ and /g, ', '), ',');
      continue;
    }
    const heading = /^#### ([A-Z]+) (\/\S+) — (.*)$/.exec(line);
    if (!heading || heading[3]!.includes(' · ') || heading[2]!.includes('{')) continue;
    const [, method = '', path = '', summary = ''] = heading;
    const block: string[] = [];
    while (index + 1 < section.length && !section[index + 1]!.startsWith('#')) block.push(section[++index]!);
    const own = treeOf(block);
    const find = (pattern: RegExp) => own.find((node) => pattern.test(node.text));
    const sdk = find(/^SDK: /)?.text ?? '';
    const query = find(/^(\*\*)?Query\b/);
    const body = find(/^Body\b/);
    const status = find(/^(\*\*)?\d{3}(\*\*)?( and \d{3} are both listed)? →/);
    const text = own.map((node) => node.text).join(' ');
    const parameters = query ? queryOf(query.text, query.children) : [];
    const noParameters = /No parameters at all/.test(text);
    if (method === 'GET' && !noParameters) {
      if (!/no `language`/.test(text) && !parameters.some((p) => p.name === 'language')) {
        parameters.unshift({ in: 'query', name: 'language', type: 'string', required: true });
      }
      if (!parameters.some((p) => p.name === 'v'))
        parameters.push({ in: 'query', name: 'v', type: 'string', required: false });
    }
    let bodyValue: NewerValue | null = null;
    if (body) {
      const named = /`([A-Z]\w*)`/.exec(body.text)?.[1];
      const fields = fieldsAfter(body.text.replace(/^Body[^:]*?`@[\w.]+`|^Body `\w+`/, ''), body.children);
      const value = fields
        ? objectOf(fields, models, 0)
        : named
          ? modelValue(named, models, 0)
          : { type: 'object' as const };
      const start = objectOf(bodyStart, models, 0).properties ?? {};
      bodyValue = { ...value, properties: { ...start, ...value.properties } };
    }
    const [, code = ''] = status ? /(\d{3})/.exec(status.text)! : [];
    const answerText = status?.text.replace(/^.*?→\s*/, '') ?? '';
    operations.push({
      group: groupOf(/^SDK: `(\w+)\./.exec(sdk)?.[1] ?? sdkClass),
      method,
      path,
      summary: summary.trim(),
      since: since(method, path),
      parameters,
      body: bodyValue,
      success: status ? code : (defaultAnswer?.status ?? ''),
      answer: status ? answerOf(answerText, status.children, models) : (defaultAnswer?.answer ?? null),
    });
  }
  return operations;
}

/** `METHOD /path` pairs the lines name in backticks (the sheet's lists of what is new and what changed). */
export function operationsNamed(lines: readonly string[]): Set<string> {
  return new Set(
    lines.flatMap((line) => [...line.matchAll(/`([A-Z]+) (\/method\/[^`\s]+)`/g)].map((m) => `${m[1]} ${m[2]}`)),
  );
}
