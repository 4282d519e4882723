// One small input per kind of schema, looked up in a registry (the react-jsonschema-form / Swagger UI pattern):
// adding a kind is adding a row. Every widget edits text; operation-request.ts turns it into the typed value.

import type { ReactElement } from 'react';
import { type Schema, primaryType } from '../../../lib/service-description/schema.ts';
import { isFile, isFileList } from '../../../lib/service-description/operation-details.ts';
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
  m: OperationMessages;
}

export type WidgetKind = 'enum' | 'integer' | 'number' | 'boolean' | 'date-time' | 'file' | 'string';

export function widgetKind(schema: Schema): WidgetKind {
  if (isFile(schema) || isFileList(schema)) return 'file';
  if (schema.enum?.length) return 'enum';
  const type = primaryType(schema);
  if (type === 'integer' || type === 'number' || type === 'boolean') return type;
  if (type === 'string' && schema.format === 'date-time') return 'date-time';
  return 'string';
}

const common = (props: WidgetProps) => ({
  id: props.id,
  required: props.required,
  'aria-required': props.required || undefined,
  'aria-invalid': props.invalid || undefined,
  'aria-describedby': props.describedBy,
});

const widgets: Record<WidgetKind, (props: WidgetProps) => ReactElement> = {
  enum: (props) => (
    <select {...common(props)} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
      <option value="">{props.required ? props.m.choose : props.m.notSent}</option>
      {(props.schema.enum ?? []).map((value) => (
        <option key={String(value)} value={String(value)}>
          {String(value)}
        </option>
      ))}
    </select>
  ),
  integer: (props) => <NumberInput {...props} step="1" />,
  number: (props) => <NumberInput {...props} step="any" />,
  // A choice that includes leaving it out: "false" and "not sent" are different requests.
  boolean: (props) => (
    <select {...common(props)} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
      <option value="">{props.required ? props.m.choose : props.m.notSent}</option>
      <option value="true">true</option>
      <option value="false">false</option>
    </select>
  ),
  'date-time': (props) => (
    // The input shows local time; the form keeps (and sends) ISO 8601 UTC.
    <input
      {...common(props)}
      type="datetime-local"
      step="1"
      value={isoToLocalInput(props.value)}
      onChange={(event) => props.onChange(localInputToIso(event.target.value))}
    />
  ),
  file: (props) => (
    <input {...common(props)} type="file" multiple={isFileList(props.schema)} onChange={(event) => props.onFiles([...(event.target.files ?? [])])} />
  ),
  string: (props) => (
    <input
      {...common(props)}
      type={props.secret ? 'password' : 'text'}
      autoComplete="off"
      spellCheck={false}
      minLength={props.schema.minLength}
      maxLength={props.schema.maxLength}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  ),
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
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

export function Widget(props: WidgetProps) {
  return widgets[widgetKind(props.schema)](props);
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
