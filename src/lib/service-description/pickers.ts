// Where an ID a form asks for can be picked from: a described list operation whose items carry a property of the
// same name. Decided here once, so every page offers the same list: read operations only (effect.ts — a GET that
// changes something is never sent to fill a field), the operation's own group first, then the others in the
// description's order. An item's `id` is not a `plan_restream_id`: only the same name matches.

import type { DescribedOperation, ServiceDescription } from './description.ts';
import { isSessionOperation } from './description.ts';
import { isReadOperation } from './effect.ts';
import { operationDetails, responseFor } from './operation-details.ts';
import { type Schema, SchemaResolver, primaryType } from './schema.ts';
import { wordParts } from './secret.ts';

export interface PickerSource {
  /** The list operation to run (its name says where the choices come from). */
  operation: DescribedOperation;
  /** Where its answer holds the items: `null` for an answer that is the array itself, else the property. */
  itemsAt: string | null;
  /** The items' property that holds the value, named as the field is. */
  valueField: string;
  /** The items' most name-like property, shown beside the ID; undefined when the items have none. */
  labelField: string | undefined;
}

/** Where a list answer keeps its items, when it is not the array itself. */
const ITEM_HOLDERS = ['results', 'items', 'data', 'list', 'rows'];
/** Name-like properties, the best first. */
const LABELS = [
  'title',
  'name',
  'display_name',
  'displayName',
  'full_name',
  'fullName',
  'username',
  'login',
  'nickname',
  'label',
  'email',
  'summary',
];
/** Values the page fills itself, so a list that needs only these can be loaded with the page's context. */
const CONTEXT = new Set(['v', 'language', 'project_id']);

/** Whether a name is an identifier by its last word (`plan_restream_id`, `userId`, `channelID`, `uuid`). */
export function isIdName(name: string): boolean {
  const last = wordParts(name).at(-1);
  return last === 'id' || last === 'uuid';
}

/** A list operation's items: where they are in the answer and their schema, or undefined when it is no list. */
export function listItems(answer: Schema | undefined): { itemsAt: string | null; items: Schema } | undefined {
  if (!answer) return undefined;
  const objectItems = (schema: Schema | undefined) =>
    schema && primaryType(schema) === 'array' && schema.items && schema.items.properties.length
      ? schema.items
      : undefined;
  const plain = objectItems(answer);
  if (plain) return { itemsAt: null, items: plain };
  for (const holder of ITEM_HOLDERS) {
    const items = objectItems(answer.properties.find((property) => property.name === holder)?.schema);
    if (items) return { itemsAt: holder, items };
  }
  return undefined;
}

/** The items' most name-like property: a known name, else one whose name or description says it names the item. */
export function labelField(items: Schema, valueField: string): string | undefined {
  const strings = items.properties.filter(
    (property) => property.name !== valueField && (primaryType(property.schema) ?? 'string') === 'string',
  );
  for (const label of LABELS) if (strings.some((property) => property.name === label)) return label;
  const byName = strings.find((property) =>
    wordParts(property.name).some((word) => word === 'name' || word === 'title'),
  );
  if (byName) return byName.name;
  return strings.find((property) => /\b(name|title)\b|назван|имя|名称|标题/i.test(property.schema.description ?? ''))
    ?.name;
}

/**
 * The lists of a description, read once: every read operation (never a session one) whose 2xx answer is a list of
 * objects and that needs no value the page cannot give it (a required parameter other than `v`, `language`,
 * `project_id`).
 */
export function describedLists(description: ServiceDescription, resolver = new SchemaResolver(description.document)) {
  const lists: { operation: DescribedOperation; itemsAt: string | null; items: Schema }[] = [];
  for (const operation of description.operations) {
    if (!isReadOperation(operation) || isSessionOperation(operation)) continue;
    const details = operationDetails(description.document, operation, resolver);
    if (details.parameters.some((parameter) => parameter.required && !CONTEXT.has(parameter.name))) continue;
    const found = listItems(responseFor(details.responses, 200)?.schema);
    if (found) lists.push({ operation, ...found });
  }
  return lists;
}

export type DescribedList = ReturnType<typeof describedLists>[number];

/**
 * Where a field named `name` of `operation` can be picked from: the first list of the operation's own group whose
 * items carry that name, else (for a name that says what it identifies, `channel_id`) the first of the other groups'. Only identifiers are offered (a `name` or a `role`
 * is typed, not picked), and a list never feeds its own fields.
 */
export function pickerFor(
  lists: readonly DescribedList[],
  operation: DescribedOperation,
  name: string,
): PickerSource | undefined {
  if (!isIdName(name) || CONTEXT.has(name)) return undefined;
  const carrying = lists.filter(
    (list) => list.operation.key !== operation.key && list.items.properties.some((property) => property.name === name),
  );
  const own = carrying.find((list) => list.operation.tags.some((tag) => operation.tags.includes(tag)));
  // A bare `id` says nothing of what it identifies: another group's ids are of other things (a key's `{id}` is not a
  // notification's).
  const bare = wordParts(name).length === 1;
  const chosen = own ?? (bare ? undefined : carrying[0]);
  if (!chosen) return undefined;
  return {
    operation: chosen.operation,
    itemsAt: chosen.itemsAt,
    valueField: name,
    labelField: labelField(chosen.items, name),
  };
}

/** The choices a list's answer offers: each item's value (as the field would hold it) and its label. */
export function pickerChoices(
  source: PickerSource,
  answer: unknown,
): { value: string; label: string | undefined }[] | undefined {
  const items =
    source.itemsAt === null
      ? answer
      : typeof answer === 'object' && answer !== null
        ? (answer as Record<string, unknown>)[source.itemsAt]
        : undefined;
  if (!Array.isArray(items)) return undefined;
  const choices: { value: string; label: string | undefined }[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const value = (item as Record<string, unknown>)[source.valueField];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const label = source.labelField === undefined ? undefined : (item as Record<string, unknown>)[source.labelField];
    choices.push({
      value: String(value),
      label: typeof label === 'string' || typeof label === 'number' ? String(label) : undefined,
    });
  }
  return choices;
}
