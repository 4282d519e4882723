import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRuntimeConfig } from '../../../config/runtime-config.ts';
import { HttpError } from '../../../lib/api/errors.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { queryKeys } from '../../../lib/operations/query-keys.ts';
import { describedKeys } from '../../../lib/service-description/query-keys.ts';
import type { DescribedOperation, ServiceDescription } from '../../../lib/service-description/description.ts';
import { operationDetails } from '../../../lib/service-description/operation-details.ts';
import { BODY_KEY, type DashboardValues, type FieldProblem, type FormValues, buildRequest, previewLine } from '../../../lib/service-description/operation-request.ts';
import { TARIFF_GROUP } from '../catalog-index.ts';
import type { CatalogGroup } from '../catalog-types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Field, type FormLayout, formLayout, placeServiceErrors, problemText } from './operation-fields.tsx';
import type { OperationMessages } from './operation-messages.ts';
import { OperationResult } from './operation-result.tsx';
import { loadValidator, operationReadQuery, runOperation } from './run-operation.ts';
import { isSecretField, readForm, wasRun, writeForm } from './url-state.ts';

interface RunnerProps {
  group: CatalogGroup;
  operation: DescribedOperation;
  description: ServiceDescription;
  projectId: number | null;
  om: OperationMessages;
}

const READS = new Set(['GET', 'HEAD']);

/**
 * The form, Run, and the result. Reads run as React Query queries keyed by their request (the URL holds the filled
 * values and `run=1`, so Back and Forward step through results); anything else is a mutation sent only after the
 * confirmation dialog, which invalidates its group's reads (and the tariff page's, for PlanRestream).
 */
export function OperationRunner({ group, operation, description, projectId, om }: RunnerProps) {
  const language = useLanguage();
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const bodyId = useId();

  const details = useMemo(() => operationDetails(description.document, operation), [description, operation]);
  const dashboard: DashboardValues = useMemo(() => ({ v: config.apiVersion, language, projectId }), [config.apiVersion, language, projectId]);
  const layout = useMemo(() => formLayout(details, dashboard, om), [details, dashboard, om]);
  const isRead = READS.has(operation.method);

  // The form follows the URL when it changes from outside (Back, Forward, a bookmark), not while the user types.
  const search = params.toString();
  const [syncedSearch, setSyncedSearch] = useState(search);
  const [form, setForm] = useState<FormValues>(() => readForm(params, layout.jsonEditor));
  if (search !== syncedSearch) {
    setSyncedSearch(search);
    setForm(readForm(params, layout.jsonEditor));
  }
  const [files, setFiles] = useState<Record<string, File[]>>({});
  const [showProblems, setShowProblems] = useState(false);
  const [bodyMismatch, setBodyMismatch] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ReturnType<typeof buildRequest> | null>(null);

  const built = buildRequest(operation, details, form, files, dashboard);
  // What the URL says was run: the read shown is the one for those values, whatever is being typed now.
  const ran = useMemo(() => (isRead && wasRun(params) ? buildRequest(operation, details, readForm(params, layout.jsonEditor), {}, dashboard) : null), [isRead, params, operation, details, layout.jsonEditor, dashboard]);
  const read = useQuery({
    ...operationReadQuery(group.name, operation, language, (ran ?? built).call, details, description.document),
    enabled: ran !== null && Object.keys(ran.problems).length === 0,
  });
  const write = useMutation({
    mutationFn: (call: typeof built.call) => runOperation(call, details, description.document),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: describedKeys.group(group.name) });
      if (group.name === TARIFF_GROUP) void queryClient.invalidateQueries({ queryKey: queryKeys.tariffs.all });
    },
  });

  const outcome = isRead ? { result: ran ? read.data : undefined, error: ran ? read.error : null, pending: ran !== null && read.isFetching } : { result: write.data, error: write.error, pending: write.isPending };
  const serviceErrors = outcome.error instanceof HttpError ? placeServiceErrors(outcome.error.fieldErrors, layout) : { byKey: {}, unplaced: [] };
  const placed = new Set(outcome.error instanceof HttpError ? outcome.error.fieldErrors.filter((error) => !serviceErrors.unplaced.includes(error)).map((error) => error.path) : []);

  const problems: Record<string, FieldProblem> = showProblems ? built.problems : {};
  const problemOf = (key: string) => (problems[key] ? problemText(problems[key], om) : key === BODY_KEY && bodyMismatch ? bodyMismatch : undefined);
  const problemCount = Object.keys(problems).length + (bodyMismatch ? 1 : 0);

  const secret = (key: string) => isSecretField(key, [...layout.parameters, ...(layout.bodyFields ?? [])].find((field) => field.key === key)?.schema.format);
  const setField = (key: string, value: string) => {
    setBodyMismatch(null);
    setForm((current) => ({ ...current, fields: { ...current.fields, [key]: value } }));
  };

  const onRun = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (Object.keys(built.problems).length) return focusFirstProblem(formRef.current);
    // A body written by hand is checked against the operation's schema before anything is sent.
    if (layout.jsonEditor && details.body) {
      const difference = (await loadValidator()).firstDifference(description.document, details.body.rawSchema, built.bodyValue);
      if (difference) {
        setBodyMismatch(om.problems.schema(difference.path, difference.keyword));
        return focusFirstProblem(formRef.current);
      }
    }
    const next = writeForm(form, { run: isRead, secret });
    setSyncedSearch(next.toString());
    if (isRead) {
      if (next.toString() === search) void read.refetch();
      else setParams(next);
    } else {
      setParams(next, { replace: true });
      setConfirming(built);
    }
  };

  // One input per parameter or flat body field, each with its own problem and the service's messages beside it.
  const renderField = (spec: (typeof layout.parameters)[number]) => (
    <Field
      key={spec.key}
      spec={spec}
      value={form.fields[spec.key] ?? ''}
      onChange={setField}
      onFiles={(key, chosen) => setFiles((current) => ({ ...current, [key]: chosen }))}
      problem={problemOf(spec.key)}
      serviceMessages={serviceErrors.byKey[spec.key]}
      m={om}
    />
  );

  return (
    <>
      <form ref={formRef} className="op-form" onSubmit={(event) => void onRun(event)} noValidate>
        <fieldset className="panel">
          <legend>{om.parameters}</legend>
          {layout.parameters.length === 0 ? <p className="hint">{om.noParameters}</p> : null}
          {layout.parameters.map(renderField)}
        </fieldset>
        {details.unsupportedBody.length ? <p className="notice">{om.unsupportedBody(details.unsupportedBody.join(', '))}</p> : null}
        {details.body ? (
          <fieldset className="panel">
            <legend>{om.requestBody(details.body.mediaType)}</legend>
            {details.body.description ? <p className="hint op-service-text">{details.body.description}</p> : null}
            {details.body.alternatives.length ? <p className="hint">{om.alsoAccepts(details.body.alternatives.join(', '))}</p> : null}
            {layout.bodyFields ? (
              layout.bodyFields.map(renderField)
            ) : (
              <JsonEditor id={bodyId} value={form.json ?? ''} onChange={(json) => { setBodyMismatch(null); setForm((current) => ({ ...current, json })); }} problem={problemOf(BODY_KEY)} serviceMessages={serviceErrors.byKey[BODY_KEY]} layout={layout} om={om} />
            )}
          </fieldset>
        ) : null}
        <div className="panel op-preview">
          <h2>{om.preview}</h2>
          <pre>
            <code>{previewLine(built.call, dashboard)}</code>
          </pre>
        </div>
        {problemCount ? (
          <p className="form-error" role="alert">
            {om.fixProblems(problemCount)}
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={outcome.pending}>
            {outcome.pending ? om.running : om.run}
          </button>
        </div>
      </form>
      <OperationResult
        result={outcome.result}
        error={outcome.error}
        pending={outcome.pending}
        onRefresh={isRead && ran ? () => void read.refetch() : undefined}
        placedFields={placed}
        language={language}
        m={om}
      />
      {confirming ? (
        <ConfirmDialog
          operationName={operation.name}
          method={operation.method}
          path={confirming.call.path}
          values={confirmValues(form, files, layout)}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            write.mutate(confirming.call);
            setConfirming(null);
          }}
          m={om}
        />
      ) : null}
    </>
  );
}

function JsonEditor(props: { id: string; value: string; onChange: (value: string) => void; problem: string | undefined; serviceMessages: string[] | undefined; layout: FormLayout; om: OperationMessages }) {
  const { id, om } = props;
  const invalid = Boolean(props.problem || props.serviceMessages?.length);
  return (
    <div className={invalid ? 'op-field op-field-invalid' : 'op-field'} data-field={BODY_KEY}>
      <div className="op-field-label">
        <label htmlFor={id}>{om.jsonEditor}</label>
      </div>
      <textarea
        id={id}
        className="op-json"
        rows={10}
        spellCheck={false}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${props.problem ? ` ${id}-problem` : ''}${props.serviceMessages?.length ? ` ${id}-service` : ''}`}
      />
      <p id={`${id}-hint`} className="hint op-hint">
        {om.jsonHint}
      </p>
      {props.problem ? (
        <p id={`${id}-problem`} className="form-error">
          {props.problem}
        </p>
      ) : null}
      {props.serviceMessages?.length ? (
        <p id={`${id}-service`} className="form-error op-service-error">
          {props.serviceMessages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** The values the dialog names: what the user filled, what the dashboard fills, the files and the body. */
function confirmValues(form: FormValues, files: Record<string, File[]>, layout: FormLayout): [string, string][] {
  const values: [string, string][] = [];
  for (const spec of [...layout.parameters, ...(layout.bodyFields ?? [])]) {
    const value = spec.fixed?.value ?? form.fields[spec.key] ?? '';
    const chosen = files[spec.key];
    if (chosen?.length) values.push([spec.name, chosen.map((file) => file.name).join(', ')]);
    else if (value !== '') values.push([spec.name, spec.secret ? '••••••' : value]);
  }
  if (layout.jsonEditor && form.json?.trim()) values.push([BODY_KEY, form.json.length > 400 ? `${form.json.slice(0, 400)}…` : form.json]);
  return values;
}

function focusFirstProblem(form: HTMLFormElement | null): void {
  // After React has rendered the problems.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
