// The registry of formats (the react-jsonschema-form / Swagger UI pattern): for each kind of value, how to recognise
// its schema, its input, how its text becomes the value sent, and what it says when the text does not read.
// Adding a kind is adding an entry. Every widget edits text.

import type { ReactElement } from 'react';
import type { Language } from '../../lib/i18n/languages.ts';
import { type FieldProblem, coerce } from '../../lib/service-description/operation-request.ts';
import { type Schema, primaryType } from '../../lib/service-description/schema.ts';
import { isFile, isFileList } from '../../lib/service-description/operation-details.ts';
import type { OperationMessages } from './operation-messages.ts';

export interface WidgetProps {
  id: string;
  schema: Schema;
  value: string;
  onChange: (value: string) => void;
  onFiles: (files: File[]) => void;
  required: boolean;
  secret: boolean;
  describedBy: string | undefined;
  invalid: boolean;
  /** An example from the description, shown in the empty input; never sent unless typed or filled in. */
  placeholder?: string | undefined;
  m: OperationMessages;
}

/** A kind of value a form field can hold. Adding one is adding an entry to `formats` below — nothing else. */
export interface Format {
  kind: string;
  /** Whether a field's schema is of this kind; asked in the registry's order, so the first that says yes wins. */
  recognises: (schema: Schema) => boolean;
  Widget: (props: WidgetProps) => ReactElement;
  /** The input's text as the value sent (undefined when empty: not sent), or the problem that keeps it from reading. */
  toValue: (text: string, schema: Schema) => ReturnType<typeof coerce>;
  /** What the field says when its text does not read as this kind, by the problem `toValue` reports. */
  problem?: { kind: FieldProblem['kind']; text: Record<Language, string> };
}

const common = (props: WidgetProps) => ({
  id: props.id,
  required: props.required,
  'aria-required': props.required || undefined,
  'aria-invalid': props.invalid || undefined,
  'aria-describedby': props.describedBy,
});

const typeIs = (type: string) => (schema: Schema) => primaryType(schema) === type;

// The wire's coercion (operation-request.ts) reads every kind below by its schema; each entry names it for its kind.
export const formats: readonly Format[] = [
  {
    kind: 'file',
    recognises: (schema) => isFile(schema) || isFileList(schema),
    Widget: (props) => <input {...common(props)} type="file" multiple={isFileList(props.schema)} onChange={(event) => props.onFiles([...(event.target.files ?? [])])} />,
    toValue: coerce,
  },
  {
    kind: 'enum',
    recognises: (schema) => Boolean(schema.enum?.length),
    Widget: (props) => (
      <select {...common(props)} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.required ? props.m.choose : props.m.notSent}</option>
        {(props.schema.enum ?? []).map((value) => (
          <option key={String(value)} value={String(value)}>
            {String(value)}
          </option>
        ))}
      </select>
    ),
    toValue: coerce,
    problem: { kind: 'not-allowed', text: { en: 'Choose one of the listed values.', ru: 'Выберите одно из перечисленных значений.', cn: '请选择所列的值之一。' } },
  },
  {
    kind: 'integer',
    recognises: typeIs('integer'),
    Widget: (props) => <NumberInput {...props} step="1" />,
    toValue: coerce,
    problem: { kind: 'not-integer', text: { en: 'Enter a whole number.', ru: 'Введите целое число.', cn: '请输入整数。' } },
  },
  {
    kind: 'number',
    recognises: typeIs('number'),
    Widget: (props) => <NumberInput {...props} step="any" />,
    toValue: coerce,
    problem: { kind: 'not-number', text: { en: 'Enter a number.', ru: 'Введите число.', cn: '请输入数字。' } },
  },
  {
    kind: 'boolean',
    recognises: typeIs('boolean'),
    // A choice that includes leaving it out: "false" and "not sent" are different requests.
    Widget: (props) => (
      <select {...common(props)} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.required ? props.m.choose : props.m.notSent}</option>
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    ),
    toValue: coerce,
    problem: { kind: 'not-boolean', text: { en: 'Choose true or false.', ru: 'Выберите true или false.', cn: '请选择 true 或 false。' } },
  },
  {
    kind: 'date-time',
    recognises: (schema) => primaryType(schema) === 'string' && schema.format === 'date-time',
    // The input shows local time; the form keeps (and sends) ISO 8601 UTC.
    Widget: (props) => (
      <input
        {...common(props)}
        type="datetime-local"
        step="1"
        value={isoToLocalInput(props.value)}
        onChange={(event) => props.onChange(localInputToIso(event.target.value))}
      />
    ),
    toValue: coerce,
    problem: { kind: 'not-date', text: { en: 'Enter a date and time.', ru: 'Введите дату и время.', cn: '请输入日期和时间。' } },
  },
  {
    kind: 'string',
    recognises: () => true,
    Widget: (props) => (
      <input
        {...common(props)}
        type={props.secret ? 'password' : 'text'}
        autoComplete="off"
        spellCheck={false}
        minLength={props.schema.minLength}
        maxLength={props.schema.maxLength}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    ),
    toValue: coerce,
  },
];

/** The format of a field's schema: the first entry that recognises it (the last, string, takes anything). */
export function formatOf(schema: Schema): Format {
  return formats.find((format) => format.recognises(schema)) ?? formats[formats.length - 1]!;
}

/** The words of a problem a format reports, if one does. */
export function formatProblemText(kind: FieldProblem['kind'], language: Language): string | undefined {
  return formats.find((format) => format.problem?.kind === kind)?.problem?.text[language];
}

function NumberInput(props: WidgetProps & { step: string }) {
  return (
    <input
      {...common(props)}
      type="number"
      inputMode={props.step === '1' ? 'numeric' : 'decimal'}
      step={props.step}
      min={props.schema.minimum}
      max={props.schema.maximum}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

export function Widget(props: WidgetProps) {
  const { Widget: FormatWidget } = formatOf(props.schema);
  return <FormatWidget {...props} />;
}

/** "2026-11-23T09:30:00.000Z" → the value a datetime-local input shows in the browser's zone. */
export function isoToLocalInput(iso: string): string {
  const time = Date.parse(iso);
  if (!iso || Number.isNaN(time)) return '';
  const local = new Date(time - new Date(time).getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

/** The input's local "2026-11-23T10:30(:00)" → ISO 8601 UTC; empty stays empty. */
export function localInputToIso(local: string): string {
  if (!local) return '';
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}
