// The widgets of the value kinds (lib/service-description/value-kinds.ts, which recognises a field's kind, reads its
// text and names its problems): one per kind the dashboard ships with (the type names a missing one); a kind added
// later is edited as text until it gets its own. Every widget edits text. The console's forms and the designed pages'
// forms draw every field through it.

import { type ReactElement, useDeferredValue, useMemo, useState } from 'react';
import { useMessages } from '../../lib/i18n/message-table.ts';
import type { Schema } from '../../lib/service-description/schema.ts';
import { isFileList } from '../../lib/service-description/operation-details.ts';
import { type KindName, kindOf } from '../../lib/service-description/value-kinds.ts';
import { formMessages } from './form-messages.ts';
import './form-field.css';

export interface WidgetProps {
  id: string;
  schema: Schema;
  value: string;
  onChange: (value: string) => void;
  onFiles?: ((files: File[]) => void) | undefined;
  required: boolean;
  /** Typed unseen (a password input); the form that holds it keeps it in memory only. */
  secret: boolean;
  describedBy: string | undefined;
  invalid: boolean;
  disabled?: boolean | undefined;
  /** An example from the description, shown in the empty input; never sent unless typed or filled in. */
  placeholder?: string | undefined;
  /** A `<datalist>` of choices (a picker): the input stays free to type in. */
  list?: string | undefined;
  onFocus?: (() => void) | undefined;
  /**
   * The words of choosing nothing, the first option of a choice ("Not sent", "Choose…"). Without them a choice offers
   * its values alone and a boolean is a checkbox: the form always knows its value.
   */
  blank?: string | undefined;
  /** A value's words for people (the page's, looked up as own properties); the value as given where there are none. */
  valueLabel?: ((value: string) => string) | undefined;
  /** A text of several lines (a description). */
  multiline?: boolean | undefined;
  /**
   * The form counts what is typed against the most the schema takes and says so beside the field, so the input takes
   * any length: one that stops taking characters hides that a pasted text was cut.
   */
  counted?: boolean | undefined;
}

const common = (props: WidgetProps) => ({
  id: props.id,
  required: props.required,
  disabled: props.disabled,
  'aria-required': props.required || undefined,
  'aria-invalid': props.invalid || undefined,
  'aria-describedby': props.describedBy,
  onFocus: props.onFocus,
});

const choice = (props: WidgetProps, options: readonly string[]) => (
  <select {...common(props)} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
    {props.blank === undefined ? null : <option value="">{props.blank}</option>}
    {/* A value the service has that the description does not list is shown as given, not taken for another. */}
    {props.value !== '' && !options.includes(props.value) ? <option value={props.value}>{props.value}</option> : null}
    {options.map((value) => (
      <option key={value} value={value}>
        {props.valueLabel ? props.valueLabel(value) : value}
      </option>
    ))}
  </select>
);

/** The most values a choice draws: past it, a search finds the others, so no description's list is drawn whole. */
export const CHOICE_CAP = 200;

/** The first `cap` values whose text or words hold what was typed (case ignored), and how many hold it: one pass. */
export function matchingValues(
  values: readonly string[],
  typed: string,
  cap: number,
  words?: (value: string) => string,
): { shown: string[]; matching: number } {
  const wanted = typed.trim().toLowerCase();
  const shown: string[] = [];
  let matching = 0;
  for (const value of values) {
    const found =
      wanted === '' ||
      value.toLowerCase().includes(wanted) ||
      (words !== undefined && words(value).toLowerCase().includes(wanted));
    if (!found) continue;
    matching += 1;
    if (shown.length < cap) shown.push(value);
  }
  return { shown, matching };
}

function EnumChoice(props: WidgetProps) {
  const values = useMemo(() => (props.schema.enum ?? []).map(String), [props.schema.enum]);
  return values.length <= CHOICE_CAP ? choice(props, values) : <SearchedChoice {...props} values={values} />;
}

/** A choice among more values than it draws: a search above it, and the values it draws said in a polite status. */
function SearchedChoice(props: WidgetProps & { values: readonly string[] }) {
  const m = useMessages(formMessages);
  const [typed, setTyped] = useState('');
  // Typing stays quick however long the list: the values are matched once the input has been drawn.
  const deferred = useDeferredValue(typed);
  const { shown, matching } = useMemo(
    () => matchingValues(props.values, deferred, CHOICE_CAP, props.valueLabel),
    [props.values, deferred, props.valueLabel],
  );
  const statusId = `${props.id}-shown`;
  return (
    <div className="form-choice-search">
      <input
        type="search"
        aria-label={m.searchValues(props.values.length)}
        aria-controls={props.id}
        autoComplete="off"
        spellCheck={false}
        disabled={props.disabled}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {choice({ ...props, describedBy: [props.describedBy, statusId].filter(Boolean).join(' ') }, shown)}
      <p id={statusId} className="hint form-hint" role="status">
        {m.valuesShown(shown.length, matching)}
      </p>
    </div>
  );
}

const text = (props: WidgetProps) =>
  props.multiline && !props.secret ? (
    <textarea
      {...common(props)}
      rows={3}
      spellCheck={false}
      minLength={props.schema.minLength}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  ) : (
    <input
      {...common(props)}
      type={props.secret ? 'password' : 'text'}
      autoComplete="off"
      spellCheck={false}
      minLength={props.schema.minLength}
      maxLength={props.counted ? undefined : props.schema.maxLength}
      placeholder={props.placeholder}
      list={props.list}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );

export const widgets: Record<KindName, (props: WidgetProps) => ReactElement> = {
  file: (props) => (
    <input
      {...common(props)}
      type="file"
      multiple={isFileList(props.schema)}
      onChange={(event) => props.onFiles?.([...(event.target.files ?? [])])}
    />
  ),
  enum: (props) => <EnumChoice {...props} />,
  integer: (props) => <NumberInput {...props} step="1" />,
  number: (props) => <NumberInput {...props} step="any" />,
  // With words for leaving it out, a choice that includes it: "false" and "not sent" are different requests.
  boolean: (props) =>
    props.blank === undefined ? (
      <input
        {...common(props)}
        type="checkbox"
        checked={props.value === 'true'}
        onChange={(event) => props.onChange(String(event.target.checked))}
      />
    ) : (
      choice(props, ['true', 'false'])
    ),
  // Comma-separated items.
  array: text,
  // The input shows local time; the form keeps (and sends) ISO 8601 UTC.
  'date-time': (props) => (
    <input
      {...common(props)}
      type="datetime-local"
      step="1"
      value={isoToLocalInput(props.value)}
      onChange={(event) => props.onChange(localInputToIso(event.target.value))}
    />
  ),
  string: text,
};

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
      list={props.list}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

export function Widget(props: WidgetProps) {
  // A kind added without a widget of its own is edited as text.
  const KindWidget = widgets[kindOf(props.schema).kind as KindName] ?? widgets.string;
  return <KindWidget {...props} />;
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
