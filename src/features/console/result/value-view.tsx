// The readable view of a JSON answer: one small component per JSON type in `views`, and one recursive `Value` that
// picks among them by what each value really is — an answer that strays from its schema is still shown as it came —
// handing down the part of the schema that describes it, for field order, hints and date formats.
//
// Every value reaches the page as React text: nothing here builds HTML or puts a value into a link or an image.

import { type JSX, type ReactNode, useId, useMemo, useState } from 'react';
import { formatDateTime, formatUtc } from '../../../lib/i18n/format.ts';
import { type Language, locales } from '../../../lib/i18n/languages.ts';
import { type Schema, primaryType } from '../../../lib/service-description/schema.ts';
import { isSecretField, isSecretValue } from '../../../lib/service-description/secret.ts';
import type { OperationMessages } from '../operation-messages.ts';
import { SecretValue } from '../../../components/secret-value.tsx';
import {
  type JsonRecord,
  ShowMore,
  ValueTable,
  isMostlyRecords,
  isRecord,
  tableColumns,
  usePaging,
} from './value-table.tsx';
import './result.css';
import { isDateTime } from '../../../lib/service-description/value-kinds.ts';

type Kind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

interface ValueOfKind {
  object: JsonRecord;
  array: readonly unknown[];
  string: string;
  number: number;
  boolean: boolean;
  null: null;
}

interface ViewContext {
  language: Language;
  m: OperationMessages;
  numbers: Intl.NumberFormat;
  /** Within a table's cell, at any depth: a long value may widen its scrolling table rather than wrap at a letter. */
  inTable?: boolean;
}

interface ViewProps<T> {
  value: T;
  schema: Schema | undefined;
  /**
   * Held under a name (or a schema) the secret rule calls secret, at any depth above: every string and number in it
   * is masked until Show.
   */
  secret?: boolean | undefined;
  /** 0 for the answer itself; nested objects and arrays fold away from 2 on. */
  depth: number;
  ctx: ViewContext;
}

export function ValueView(props: {
  value: unknown;
  schema: Schema | undefined;
  language: Language;
  m: OperationMessages;
}): JSX.Element {
  const { language, m } = props;
  const ctx = useMemo<ViewContext>(
    // Up to 20 fraction digits: a service's number is shown as sent, not rounded to a locale's habit of 3.
    () => ({ language, m, numbers: new Intl.NumberFormat(locales[language], { maximumFractionDigits: 20 }) }),
    [language, m],
  );
  return (
    <div className="value-view">
      <Value value={props.value} schema={props.schema} depth={0} ctx={ctx} />
    </div>
  );
}

function kindOf(value: unknown): Kind {
  if (Array.isArray(value)) return 'array';
  if (isRecord(value)) return 'object';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'null';
}

function Value({ value, schema, depth, ctx, secret }: ViewProps<unknown>) {
  const kind = kindOf(value);
  if ((secret && kind === 'number') || ((secret || isSecretValue(value)) && kind === 'string'))
    return <SecretValue text={String(value)} words={ctx.m} wrap={ctx.inTable ? 'in-table' : undefined} />;
  // The registry is typed per kind; `kind` was read off this very value, so the widening is safe.
  const View = views[kind] as (props: ViewProps<unknown>) => ReactNode;
  const content = (
    <View value={value} schema={variantFor(kind, value, schema)} depth={depth} ctx={ctx} secret={secret} />
  );
  const size = Array.isArray(value) ? value.length : isRecord(value) ? Object.keys(value).length : 0;
  if (depth === 0 || size === 0) return content;
  // Open at the first level so the answer's outline shows at once; deeper levels wait to be asked for.
  return (
    <Folded
      summary={kind === 'array' ? ctx.m.items(size) : ctx.m.fields(size)}
      initiallyOpen={depth === 1}
      content={content}
    />
  );
}

/**
 * A nested value behind its summary. What is folded is not rendered until opened: an answer of a million nested
 * cells costs the page only what is open (the element passed in is a description of the content, not its DOM).
 */
function Folded({ summary, initiallyOpen, content }: { summary: string; initiallyOpen: boolean; content: ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details className="value-nested" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open ? content : null}
    </details>
  );
}

/**
 * A `oneOf`/`anyOf` schema describes its value through one of its variants: the first of the value's type, and for
 * an object the one naming most of its keys. Otherwise the schema as given (a circular one simply has no parts).
 */
function variantFor(kind: Kind, value: unknown, schema: Schema | undefined): Schema | undefined {
  if (!schema?.variants.length) return schema;
  const fitting = schema.variants.filter((variant) => {
    const type = primaryType(variant);
    return type === undefined || type === kind || (type === 'integer' && kind === 'number');
  });
  if (kind !== 'object' || !isRecord(value)) return fitting[0] ?? schema;
  const named = (variant: Schema) =>
    variant.properties.filter((property) => Object.hasOwn(value, property.name)).length;
  return (
    fitting.reduce<Schema | undefined>(
      (best, variant) => (best === undefined || named(variant) > named(best) ? variant : best),
      undefined,
    ) ?? schema
  );
}

const views: { [K in Kind]: (props: ViewProps<ValueOfKind[K]>) => ReactNode } = {
  object: ObjectView,
  array: ArrayView,
  string: StringView,
  number: ({ value, ctx }) => <span className="value-number">{ctx.numbers.format(value)}</span>,
  boolean: ({ value, ctx }) => (
    <span className="value-boolean" data-value={String(value)}>
      {value ? ctx.m.yes : ctx.m.no}
    </span>
  ),
  null: () => <span className="value-null">null</span>,
};

/** The schema's properties in its order, then the value's other keys in theirs; declared but absent ones are skipped. */
function objectFields(value: JsonRecord, schema: Schema | undefined): { name: string; schema: Schema | undefined }[] {
  const declared = (schema?.properties ?? []).filter((property) => Object.hasOwn(value, property.name));
  const names = new Set(declared.map((property) => property.name));
  const additional = typeof schema?.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  const rest = Object.keys(value)
    .filter((name) => !names.has(name))
    .map((name) => ({ name, schema: additional }));
  return [...declared, ...rest];
}

function ObjectView({ value, schema, depth, ctx, secret }: ViewProps<JsonRecord>) {
  const fields = useMemo(() => objectFields(value, schema), [value, schema]);
  // An object of thousands of fields is drawn a page at a time, as a long list is.
  const { shown, showMore } = usePaging(fields.length);
  if (!fields.length) return <span className="value-empty">{ctx.m.fields(0)}</span>;
  return (
    <>
      <dl className="value-fields">
        {fields.slice(0, shown).map((field) => (
          <Field
            key={field.name}
            name={field.name}
            value={value[field.name]}
            schema={field.schema}
            depth={depth + 1}
            ctx={ctx}
            secret={secret || isSecretField(field.name, field.schema)}
          />
        ))}
      </dl>
      <ShowMore shown={shown} total={fields.length} m={ctx.m} onShowMore={showMore} />
    </>
  );
}

function Field({ name, ...props }: ViewProps<unknown> & { name: string }) {
  const hintId = useId();
  const hint = props.schema?.description ?? props.schema?.title;
  return (
    <>
      <dt>
        {/* The service's identifier, exactly as sent: never translated or prettified. */}
        <span className="value-key">{name}</span>
        {hint ? (
          <span className="hint value-field-hint" id={hintId}>
            {hint}
          </span>
        ) : null}
      </dt>
      <dd aria-describedby={hint ? hintId : undefined}>
        <Value {...props} />
      </dd>
    </>
  );
}

function ArrayView({ value, schema, depth, ctx, secret }: ViewProps<readonly unknown[]>) {
  if (!value.length) return <span className="value-empty">{ctx.m.items(0)}</span>;
  if (isMostlyRecords(value)) {
    const rowSchema = variantFor('object', value.find(isRecord), schema?.items);
    const columns = tableColumns(value, rowSchema);
    if (columns.length) {
      const cellCtx = { ...ctx, inTable: true };
      // Cells sit two levels down (array → row → cell), so whatever nests in them starts folded.
      const renderCell = (cell: unknown, column: { name: string; schema: Schema | undefined }) => (
        <Value
          value={cell}
          schema={column.schema}
          depth={depth + 2}
          ctx={cellCtx}
          secret={secret || isSecretField(column.name, column.schema)}
        />
      );
      return <ValueTable rows={value} columns={columns} m={ctx.m} renderCell={renderCell} />;
    }
  }
  return <ListView items={value} itemSchema={schema?.items} depth={depth} ctx={ctx} secret={secret} />;
}

function ListView({
  items,
  itemSchema,
  depth,
  ctx,
  secret,
}: {
  items: readonly unknown[];
  itemSchema: Schema | undefined;
  depth: number;
  ctx: ViewContext;
  secret: boolean | undefined;
}) {
  const { shown, showMore } = usePaging(items.length);
  return (
    <>
      <ol className="value-list">
        {items.slice(0, shown).map((item, index) => (
          // Elements have no identity beyond their place, which never changes.
          <li key={index}>
            <Value value={item} schema={itemSchema} depth={depth + 1} ctx={ctx} secret={secret} />
          </li>
        ))}
      </ol>
      <ShowMore shown={shown} total={items.length} m={ctx.m} onShowMore={showMore} />
    </>
  );
}

function StringView({ value, schema, ctx }: ViewProps<string>) {
  if (isDateTime(schema) && !Number.isNaN(Date.parse(value))) {
    return (
      // The reader's own time and language, with the exact instant in UTC a hover away.
      <time className="value-time" dateTime={value} title={formatUtc(value)}>
        {formatDateTime(value, ctx.language)}
      </time>
    );
  }
  // An empty string would otherwise leave a blank that reads as a missing value.
  if (value === '') return <span className="value-empty">""</span>;
  return <span className="value-string">{value}</span>;
}
