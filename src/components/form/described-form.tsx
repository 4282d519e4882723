import { type FormEvent, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import { HttpError } from '../../lib/api/errors.ts';
import { scrubError } from '../../lib/api/scrub-error.ts';
import type { Binding } from '../../lib/bindings/bind.ts';
import type { NamedValues } from '../../lib/bindings/call.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { kindOf } from '../../lib/service-description/value-kinds.ts';
import { Button } from '../button.tsx';
import { PageSecrets, WriteRefused } from '../page-error.tsx';
import { type DescribedField, type FieldCheck, describedFields, fieldProblem } from './described-fields.ts';
import { type FormProblem, placeFieldErrors, problemWords } from './field-problems.ts';
import { FieldFrame, focusFirstProblem } from './field-frame.tsx';
import { type FieldWords, fieldWords } from './field-words.ts';
import { type FormMessages, formMessages } from './form-messages.ts';
import { characters, tooLong } from './text-length.ts';
import { Widget } from './widgets.tsx';
import { Actions } from '../modal-dialog.tsx';
import { type FormPresets, PresetChoice } from './form-presets.tsx';
import './described-form.css';

// A designed page's form from an operation's described body and parameters, in the page's words: one field per
// property the page does not fill itself, drawn by the value kinds' widgets; the page's checks and the schema's said
// beside each field before anything is sent; the service's refusal beside the field it names, the rest above the
// form. What is typed lives in this component's state only: never the URL, storage or a log.

/** What a page's own control for a field (a picker) is handed. */
export interface FieldControlProps {
  id: string;
  label: string;
  describedBy: string | undefined;
  invalid: boolean;
  disabled: boolean;
  /** Every field's text as it stands. */
  values: Readonly<Record<string, string>>;
  /** Sets a field's text: the control's own, or one it sets beside it. */
  set: (name: string, text: string) => void;
}

export interface FieldControl {
  draw: (props: FieldControlProps) => ReactNode;
  /** Properties the control sets beside its own (a category's name beside its ID): not drawn themselves. */
  alsoSets?: readonly string[];
}

/** The write the form sends (a `useBoundMutation` of its operation). */
export interface FormWrite {
  run: (values: NamedValues) => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

/** The page's words. */
export interface DescribedFormWords {
  /** Its label (and hint) per property, looked up as own properties; see fieldWords for the rest. */
  fields?: Readonly<Record<string, string | FieldWords>>;
  /** Its words for an enumerated value, by the value; a value without them is shown as given. */
  values?: Readonly<Record<string, string>>;
  /** The first choice of a list of values, when none is chosen ("—"). */
  none: string;
  submit: string;
  submitting: string;
  /** Said once the service has taken it. */
  sent: string;
  /** Said above what the service said when it refuses. */
  refused: string;
  /** With `onlyChanged`, said when nothing was changed (and nothing sent). */
  nothingChanged?: string;
}

export interface DescribedFormProps {
  binding: Binding;
  /** What the page fills itself (the project, the destination): sent as given, never drawn. */
  filled: NamedValues;
  write: FormWrite;
  words: DescribedFormWords;
  /** What the fields start with, as text by name (what the thing has now). */
  initial?: Readonly<Record<string, string>>;
  /** Send only what differs from `initial` (and what the description requires). */
  onlyChanged?: boolean;
  /** The page's checks per property, run on a text that is not blank before anything is sent. */
  checks?: Readonly<Record<string, FieldCheck>>;
  /** Fields drawn by the page's own control. */
  controls?: Readonly<Record<string, FieldControl>>;
  /** Text properties of several lines. */
  multiline?: readonly string[];
  /** Shown, not changed (the plan does not allow it). */
  disabled?: boolean;
  className?: string;
  /** Sets of values offered above the fields; pressing one fills the fields it names. */
  presets?: FormPresets;
  /** Fields folded under one summary (the encoder's rarer settings), opened where one of them needs fixing. */
  advanced?: { label: string; fields: readonly string[] };
}

const NONE: Readonly<Record<string, string>> = {};
const own = <T,>(table: Readonly<Record<string, T>> | undefined, name: string): T | undefined =>
  table && Object.hasOwn(table, name) ? table[name] : undefined;

export function DescribedForm(props: DescribedFormProps) {
  const { binding, filled, write, words, initial = NONE, onlyChanged = false, disabled = false } = props;
  const formText = useMessages(formMessages);
  const pageSecrets = useContext(PageSecrets);
  const formRef = useRef<HTMLFormElement>(null);
  // The page's values are a new object each render; the fields depend only on what they name.
  const filledNames = Object.keys(filled).join('\n');
  const { fields, left } = useMemo(() => {
    const names = new Set(filledNames.split('\n'));
    return describedFields(binding.details, (name) => names.has(name));
  }, [binding, filledNames]);
  const [edited, setEdited] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [said, setSaid] = useState<'fix' | 'nothing' | 'sent' | null>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());

  const values = { ...initial, ...edited };
  const textOf = (name: string) => own(values, name) ?? '';
  const changed = (name: string) => textOf(name) !== (own(initial, name) ?? '');
  const sends = (field: DescribedField) => !onlyChanged || field.required || changed(field.name);
  const problemOf = (field: DescribedField) =>
    sends(field) ? fieldProblem(field, textOf(field.name), own(props.checks, field.name)) : undefined;
  const set = (name: string, text: string) => {
    setSaid(null);
    setEdited((was) => ({ ...was, [name]: text }));
  };

  // A control's other properties are placed with it: the service's word about a category's name is the category's.
  const controlOf = new Map<string, string>();
  for (const [name, control] of Object.entries(props.controls ?? {}))
    for (const other of control.alsoSets ?? []) controlOf.set(other, name);
  const drawn = fields.filter((field) => !controlOf.has(field.name));

  const secrets = [...pageSecrets, ...fields.filter((field) => field.secret).map((field) => textOf(field.name))];
  const error = write.isError ? scrubError(write.error, secrets) : undefined;
  const refusal = refusalPlaces(error, fields, controlOf);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || write.isPending) return;
    // Untouched, a form of what the thing has now sends nothing, whatever it would ask for.
    if (onlyChanged && !fields.some((field) => changed(field.name))) return setSaid('nothing');
    setAttempted(true);
    if (fields.some((field) => problemOf(field) !== undefined)) {
      setSaid('fix');
      return focusFirstProblem(formRef.current);
    }
    setSaid('sent');
    const sent = fields.filter(sends).map((field) => [field.name, textOf(field.name)]);
    write.run({ ...Object.fromEntries(sent), ...filled });
  };

  const status =
    said === 'fix'
      ? formText.fixFirst
      : said === 'nothing'
        ? (words.nothingChanged ?? '')
        : said === 'sent' && write.isSuccess
          ? words.sent
          : '';
  const problemShown = (field: DescribedField) =>
    attempted
      ? (problemOf(field) ??
        fields
          .filter((other) => controlOf.get(other.name) === field.name)
          .map(problemOf)
          .find(Boolean))
      : undefined;
  const draw = (field: DescribedField) => (
    <DescribedFieldView
      key={field.name}
      field={field}
      text={textOf(field.name)}
      values={values}
      set={set}
      problem={problemShown(field)}
      serviceMessages={refusal.byKey.get(field.name)}
      control={own(props.controls, field.name)}
      multiline={props.multiline?.includes(field.name) ?? false}
      disabled={disabled}
      revealed={revealed.has(field.name)}
      onReveal={() =>
        setRevealed((was) => {
          const next = new Set(was);
          if (!next.delete(field.name)) next.add(field.name);
          return next;
        })
      }
      words={words}
      formText={formText}
    />
  );
  const foldedNames = new Set(props.advanced?.fields ?? []);
  const main = drawn.filter((field) => !foldedNames.has(field.name));
  const folded = drawn.filter((field) => foldedNames.has(field.name));
  // A folded field that needs fixing, or that the service refused, is opened to be seen.
  const openAdvanced = folded.some((field) => problemShown(field) !== undefined || refusal.byKey.has(field.name));

  return (
    <form ref={formRef} className={props.className} onSubmit={submit} noValidate>
      {error ? <WriteRefused className="form-refused" words={words.refused} error={refusal.rest} /> : null}
      {props.presets ? (
        <PresetChoice
          presets={props.presets}
          values={values}
          disabled={disabled}
          apply={(preset) => {
            for (const [name, text] of Object.entries(preset.values))
              if (fields.some((field) => field.name === name)) set(name, text);
          }}
        />
      ) : null}
      {main.map(draw)}
      {folded.length ? (
        <details className="form-advanced" open={openAdvanced || undefined}>
          <summary>{props.advanced!.label}</summary>
          {folded.map(draw)}
        </details>
      ) : null}
      {left.length ? (
        <p className="hint">
          {formText.notHere(left.map((field) => fieldWords(field, words.fields).label).join(', '))}
        </p>
      ) : null}
      <p role="status" className="hint">
        {status}
      </p>
      <Actions>
        <Button type="submit" variant="primary" disabled={disabled || write.isPending} busy={write.isPending}>
          {write.isPending ? words.submitting : words.submit}
        </Button>
      </Actions>
    </form>
  );
}

/**
 * A refusal's per-field messages by the field they go beside, and the refusal as it is said above the form: without
 * what went beside a field, and without its message where that only repeats one of them.
 */
function refusalPlaces(error: unknown, fields: readonly DescribedField[], controlOf: ReadonlyMap<string, string>) {
  if (!(error instanceof HttpError)) return { byKey: new Map<string, string[]>(), rest: error };
  const places = fields.map(({ name }) => ({ name, key: controlOf.get(name) ?? name }));
  const { byKey, unplaced } = placeFieldErrors(error.fieldErrors, places);
  const placed = error.fieldErrors.filter((one) => !unplaced.includes(one)).flatMap((one) => one.messages);
  const message =
    error.serviceMessage !== undefined && placed.includes(error.serviceMessage) ? undefined : error.serviceMessage;
  const rest = new HttpError(error.status, { message, code: error.code, fieldErrors: unplaced }, error.statusText);
  return { byKey, rest };
}

function DescribedFieldView({
  field,
  text,
  values,
  set,
  problem,
  serviceMessages,
  control,
  multiline,
  disabled,
  revealed,
  onReveal,
  words,
  formText,
}: {
  field: DescribedField;
  text: string;
  values: Readonly<Record<string, string>>;
  set: (name: string, text: string) => void;
  problem: FormProblem | undefined;
  serviceMessages: readonly string[] | undefined;
  control: FieldControl | undefined;
  multiline: boolean;
  disabled: boolean;
  revealed: boolean;
  onReveal: () => void;
  words: DescribedFormWords;
  formText: FormMessages;
}) {
  const { label, hint } = fieldWords(field, words.fields);
  const kind = kindOf(field.schema).kind;
  // A text's length as it is typed, against the most the description takes.
  const most = kind === 'string' && !field.secret && !control ? field.schema.maxLength : undefined;
  const over = tooLong(text, most);
  return (
    <FieldFrame
      name={field.name}
      label={label}
      meta={field.required ? <span className="form-required">{formText.requiredMark}</span> : null}
      notes={[
        hint ? { text: hint } : null,
        most === undefined ? null : { text: formText.count(characters(text), most), error: over },
      ]}
      problem={problem ? problemWords(problem, formText) : undefined}
      serviceMessages={serviceMessages}
      check={kind === 'boolean' && !control}
    >
      {({ id, describedBy, invalid }) => {
        if (control) return control.draw({ id, label, describedBy, invalid, disabled, values, set });
        const widget = (
          <Widget
            id={id}
            schema={field.schema}
            value={text}
            onChange={(next) => set(field.name, next)}
            required={field.required}
            secret={field.secret && !revealed}
            describedBy={describedBy}
            invalid={invalid || over}
            disabled={disabled}
            blank={kind === 'boolean' ? undefined : words.none}
            valueLabel={(value) => own(words.values, value) ?? value}
            multiline={multiline}
            counted
          />
        );
        return field.secret ? (
          <span className="form-secret">
            {widget}
            <Button variant="quiet" aria-pressed={revealed} aria-label={formText.revealField(label)} onClick={onReveal}>
              {formText.reveal}
            </Button>
          </span>
        ) : (
          widget
        );
      }}
    </FieldFrame>
  );
}
