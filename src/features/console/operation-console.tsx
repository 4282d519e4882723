import type { QueryKey } from '@tanstack/react-query';
import {
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useRuntimeConfig } from '../../config/runtime-config.ts';
import { HttpError } from '../../lib/api/errors.ts';
import { useLanguage } from '../../lib/i18n/i18n.ts';
import type { DescribedOperation, ServiceDescription } from '../../lib/service-description/description.ts';
import { operationDetails } from '../../lib/service-description/operation-details.ts';
import type { ApiCall } from '../../lib/api/api-call.ts';
import { checkValue } from '../../lib/service-description/check.ts';
import { findContradiction } from '../../lib/service-description/contradiction.ts';
import type { Schema } from '../../lib/service-description/schema.ts';
import {
  BODY_KEY,
  type DashboardValues,
  type FieldProblem,
  type FormValues,
  type ShownRequest,
  buildRequest,
  previewLine,
} from '../../lib/service-description/operation-request.ts';
import { type PickerSource, describedLists, pickerFor } from '../../lib/service-description/pickers.ts';
import { SECRET_MASK } from '../../lib/service-description/secret.ts';
import { secretValues } from '../../lib/service-description/secret-values.ts';
import { ConfirmDialog } from './run/confirm-dialog.tsx';
import { CopyRequest } from './run/copy-request.tsx';
import { Elapsed } from './run/elapsed.tsx';
import { draftKey } from './form/form-draft.ts';
import { JsonEditor, exampleJson } from './form/json-editor.tsx';
import { type FieldSpec, type FormLayout, formLayout } from './form/form-layout.ts';
import { Field, placeServiceErrors, problemText } from './form/operation-fields.tsx';
import type { OperationMessages } from './operation-messages.ts';
import { OperationResult } from './result/operation-result.tsx';
import { PickerField } from './form/picker-field.tsx';
import { initialRunState, runReducer, warningCount } from './run/run-state.ts';
import { maskedJson } from './result/raw-json.tsx';
import { checkFields } from './run/check-fields.ts';
import { scrubError } from '../../lib/api/scrub-error.ts';
import { blockingProblems, requestAnyway } from './run/send-anyway.ts';
import { useOperationForm } from './form/use-operation-form.ts';
import { useOperationRun } from './run/use-operation-run.ts';
import type { FormSecrets } from './form/url-state.ts';

export interface OperationPlace {
  groupName: string;
  /** The group's page: the way back. */
  groupHref: string;
  projectId: number | null;
  /** The interface document's lines of the group: an operation one of them documents in full is marked so. */
  documentLines: readonly { name: string; method?: string; path?: string; section?: string }[];
  /** What a write here makes stale besides the group's own reads (a typed page's reads). */
  invalidates: readonly QueryKey[];
}

interface ConsoleProps {
  place: OperationPlace;
  operation: DescribedOperation;
  /** Sent at once on Run (effect.ts); otherwise Run asks first. */
  isRead: boolean;
  description: ServiceDescription;
  m: OperationMessages;
}

/**
 * The form, Run, and the result: it joins the form's state (use-operation-form.ts), the wire (buildRequest) and
 * sending (use-operation-run.ts). Anything but a read — a GET whose name says it changes something too — is sent
 * only after the confirmation dialog. Secrets are masked wherever the page shows them: the request line, the
 * dialog, and an error that echoes one.
 */
export function OperationConsole({ place, operation, isRead, description, m }: ConsoleProps) {
  const language = useLanguage();
  const config = useRuntimeConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const bodyId = useId();
  const shortcutId = useId();

  const details = useMemo(() => operationDetails(description.document, operation), [description, operation]);
  const dashboard: DashboardValues = useMemo(
    () => ({ v: config.apiVersion, language, projectId: place.projectId }),
    [config.apiVersion, language, place.projectId],
  );
  const layout = useMemo(() => formLayout(details, dashboard, m), [details, dashboard, m]);
  const specs = useMemo(() => [...layout.parameters, ...(layout.bodyFields ?? [])], [layout]);
  const isSecret = useCallback((key: string) => specs.some((spec) => spec.key === key && spec.secret), [specs]);
  // Which fields a described list can fill (decided in the library, once per description and operation).
  const lists = useMemo(() => describedLists(description), [description]);
  const pickers = useMemo(() => {
    const found = new Map<string, PickerSource>();
    for (const spec of specs) {
      const source =
        spec.fixed || spec.secret || spec.location === 'header' || spec.location === 'cookie'
          ? undefined
          : pickerFor(lists, operation, spec.name);
      if (source) found.set(spec.key, source);
    }
    return found;
  }, [lists, operation, specs]);
  const isSecretHeader = useCallback((name: string) => isSecret(`header.${name}`), [isSecret]);
  const secrets: FormSecrets = useMemo(
    () => ({ secret: isSecret, bodySchema: layout.jsonEditor ? details.body?.schema : undefined }),
    [isSecret, layout.jsonEditor, details.body],
  );

  const examples = useMemo(
    () => (layout.jsonEditor ? (details.body?.examples ?? []) : []),
    [layout.jsonEditor, details.body],
  );
  const form = useOperationForm(
    layout,
    secrets,
    examples.length ? exampleJson(examples[0]!.value) : '',
    draftKey(place.groupName, place.projectId, operation.key),
  );
  const built = buildRequest(operation, details, form.values, form.files, dashboard);
  const shownCall = useMemo(
    () => buildRequest(operation, details, form.lastRun, {}, dashboard).call,
    [operation, details, form.lastRun, dashboard],
  );
  const run = useOperationRun({
    groupName: place.groupName,
    operation,
    isRead,
    details,
    document: description.document,
    language,
    shownCall,
    invalidates: place.invalidates,
  });
  // A body schema no value can satisfy is the description's mistake: named once, above the editor, never blamed on
  // what the user wrote.
  const contradiction = useMemo(
    () => (details.body ? findContradiction(description.document, details.body.rawSchema) : null),
    [description, details.body],
  );

  const [state, dispatch] = useReducer(runReducer, initialRunState);
  const { attempted, findings, warned, confirming, checking, cancelled } = state;
  // The state as last rendered, for a run that resumes after its checks: an edit made meanwhile is in it.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  // The secrets of the values sent (and of those in the form now): never shown back in an error.
  const [sentSecrets, setSentSecrets] = useState<readonly string[]>([]);

  const { outcome } = run;
  const error = useMemo(
    () => scrubError(outcome.error, [...sentSecrets, ...typedSecrets(form.values, specs, details.body?.schema)]),
    [outcome.error, sentSecrets, form.values, specs, details.body],
  );
  const serviceErrors =
    error instanceof HttpError ? placeServiceErrors(error.fieldErrors, layout) : { byKey: {}, unplaced: [] };
  const placed = new Set(
    error instanceof HttpError
      ? error.fieldErrors
          .filter((fieldError) => !serviceErrors.unplaced.includes(fieldError))
          .map((fieldError) => fieldError.path)
      : [],
  );

  const problems: Record<string, FieldProblem> = attempted ? built.problems : {};
  const problemOf = (key: string) =>
    problems[key]
      ? problemText(problems[key], m)
      : key === BODY_KEY && findings.bodyMismatch
        ? findings.bodyMismatch
        : findings.fieldWarnings[key];
  const blocking = attempted ? blockingProblems(built.problems) : [];
  const warnings = warningCount(Object.keys(problems), findings);

  const send = ({ call, shown }: { call: ApiCall; shown: ShownRequest }, warningCount: number) => {
    form.remember(run.isRead ? 'read' : 'write');
    setSentSecrets(typedSecrets(form.values, specs, details.body?.schema));
    if (run.isRead) run.runRead(call);
    else dispatch({ type: 'confirm', confirming: { call, shown, warnings: warningCount } });
  };

  // Run checks what the user wrote (the body against its schema, single fields against theirs) and sends only when
  // nothing was found; the checks' findings count only for this run (run-state.ts), and it is sent only if no edit or
  // other run came in between.
  const onRun = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || outcome.pending) return;
    const id = state.runId + 1;
    dispatch({ type: 'run-started', id });
    if (blockingProblems(built.problems).length) {
      dispatch({ type: 'blocked', id });
      return focusFirstProblem(formRef.current);
    }
    let bodyMismatch: string | null = null;
    let bodyImpossible = false;
    // A body written by hand is checked against the operation's schema; where the schema itself is impossible the
    // check says so (description-problem) instead of blaming the value.
    if (layout.jsonEditor && details.body) {
      const check = await checkValue(description.document, details.body.rawSchema, built.bodyValue);
      if (check.kind === 'differs') bodyMismatch = m.problems.schema(check.difference.path, check.difference.keyword);
      bodyImpossible = check.kind === 'description-problem';
    }
    const checked = Object.keys(built.problems).length
      ? {}
      : await checkFields(description.document, details, layout, form.values.fields, built.bodyValue);
    const fieldWarnings = Object.fromEntries(
      Object.entries(checked).map(([key, difference]) => [key, m.problems.schema(difference.path, difference.keyword)]),
    );
    const warn =
      Object.keys(built.problems).length > 0 ||
      bodyMismatch !== null ||
      bodyImpossible ||
      Object.keys(fieldWarnings).length > 0;
    const finished = {
      type: 'checks-finished',
      id,
      findings: { bodyMismatch, bodyImpossible, fieldWarnings },
      warn,
    } as const;
    dispatch(finished);
    // The reducer drops the findings of a run an edit has ended; the same test here keeps such a run from sending.
    if (runReducer(latest.current, finished) === latest.current) return;
    if (warn) return focusFirstProblem(formRef.current);
    send(built, 0);
  };

  // The deliberate second step: every value as entered; what cannot be encoded never gets here.
  const onSendAnyway = () => {
    dispatch({ type: 'send-anyway' });
    send(requestAnyway(operation, details, form.values, form.files, dashboard, built.problems), warnings);
  };

  // Ctrl+Enter (⌘+Enter) from any field, the JSON editor included: the same submit as the Run button, with its rules.
  const runOnShortcut = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    formRef.current?.requestSubmit();
  };

  const onCancel = () => {
    dispatch({ type: 'cancelled' });
    run.cancel();
  };

  const fillable = specs.filter((spec) => spec.example !== undefined && !spec.fixed && !spec.secret);
  const fillWithExamples = () => {
    for (const spec of fillable) if (!form.values.fields[spec.key]) form.setField(spec.key, spec.example!);
  };

  // One input per parameter or flat body field, each with its own problem and the service's messages beside it; an
  // ID a described list carries is offered from that list.
  const renderField = (spec: FieldSpec) => {
    const source = pickers.get(spec.key);
    const props = {
      spec,
      value: form.values.fields[spec.key] ?? '',
      onChange: (key: string, value: string) => {
        dispatch({ type: 'edited', key });
        form.setField(key, value);
      },
      onFiles: form.setFile,
      problem: problemOf(spec.key),
      serviceMessages: serviceErrors.byKey[spec.key],
      m,
    };
    return source ? (
      <PickerField key={spec.key} {...props} source={source} document={description.document} dashboard={dashboard} />
    ) : (
      <Field key={spec.key} {...props} />
    );
  };

  return (
    <>
      {form.draft ? (
        <div className="notice op-draft" role="status">
          <p>{m.draftKept}</p>
          <p className="actions">
            <button type="button" className="button" onClick={form.restoreDraft}>
              {m.draftRestore}
            </button>
            <button type="button" className="button button-quiet" onClick={form.discardDraft}>
              {m.draftDiscard}
            </button>
          </p>
        </div>
      ) : null}
      <form
        ref={formRef}
        className="op-form"
        onSubmit={(event) => void onRun(event)}
        onKeyDown={runOnShortcut}
        aria-describedby={shortcutId}
        noValidate
      >
        <fieldset className="panel">
          <legend>{m.parameters}</legend>
          {layout.parameters.length === 0 ? <p className="hint">{m.noParameters}</p> : null}
          {layout.parameters.map(renderField)}
        </fieldset>
        {details.unsupportedBody.length ? (
          <p className="notice">{m.unsupportedBody(details.unsupportedBody.join(', '))}</p>
        ) : null}
        {details.body ? (
          <fieldset className="panel">
            <legend>{m.requestBody(details.body.mediaType)}</legend>
            {details.body.description ? <p className="hint op-service-text">{details.body.description}</p> : null}
            {details.body.alternatives.length ? (
              <p className="hint">{m.alsoAccepts(details.body.alternatives.join(', '))}</p>
            ) : null}
            {contradiction ? (
              <p className="notice">{m.descriptionContradiction(contradiction.path || '/', contradiction.detail)}</p>
            ) : null}
            {layout.bodyFields ? (
              layout.bodyFields.map(renderField)
            ) : (
              <JsonEditor
                id={bodyId}
                examples={examples}
                onExample={(value) => {
                  dispatch({ type: 'edited', body: true });
                  form.setJson(exampleJson(value));
                }}
                value={form.values.json ?? ''}
                onChange={(json) => {
                  dispatch({ type: 'edited', body: true });
                  form.setJson(json);
                }}
                problem={problemOf(BODY_KEY)}
                serviceMessages={serviceErrors.byKey[BODY_KEY]}
                m={m}
              />
            )}
          </fieldset>
        ) : null}
        <div className="panel op-preview">
          <h2>{m.preview}</h2>
          <pre>
            <code>{previewLine(built.shown, dashboard)}</code>
          </pre>
          <CopyRequest
            call={built.call}
            shown={built.shown}
            v={dashboard.v}
            language={dashboard.language}
            secretHeader={isSecretHeader}
            bodySchema={details.body?.schema}
            m={m}
          />
        </div>
        {blocking.length ? (
          <p className="form-error" role="alert">
            {m.cannotSend}
          </p>
        ) : warnings ? (
          <p className="form-warning" role="alert">
            {m.fixProblems(warnings)}
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={outcome.pending || checking}>
            {outcome.pending || checking ? m.running : m.run}
          </button>
          {warned && !blocking.length ? (
            <button type="button" className="button" onClick={onSendAnyway} disabled={outcome.pending || checking}>
              {m.sendAnyway}
            </button>
          ) : null}
          {outcome.pending || checking ? (
            <button type="button" className="button" onClick={onCancel}>
              {m.cancelRun}
            </button>
          ) : null}
          {outcome.pending ? <Elapsed m={m} /> : null}
          {fillable.length ? (
            <button type="button" className="button button-quiet" onClick={fillWithExamples}>
              {m.fillWithExamples}
            </button>
          ) : null}
        </div>
        <p id={shortcutId} className="hint">
          {m.runShortcut}
        </p>
        {/* Always present, so screen readers are already listening when the notice appears. */}
        <p role="status" className="hint">
          {cancelled && !outcome.pending ? m.cancelled : ''}
        </p>
      </form>
      <OperationResult
        result={outcome.result}
        error={error}
        pending={outcome.pending}
        onRefresh={run.refresh}
        placedFields={placed}
        language={language}
        m={m}
        operationNames={[operation.operationId, operation.name]}
      />
      {confirming ? (
        <ConfirmDialog
          operationName={operation.name}
          method={operation.method}
          path={confirming.shown.path}
          values={confirmValues(form.values, form.files, layout, details.body?.schema)}
          anyway={confirming.warnings ? m.confirmAnyway(confirming.warnings) : undefined}
          effect={operation.method === 'GET' || operation.method === 'HEAD' ? m.confirmEffectGet : undefined}
          onCancel={() => dispatch({ type: 'confirm-closed' })}
          onConfirm={() => {
            run.runWrite(confirming.call);
            dispatch({ type: 'confirm-closed' });
          }}
          m={m}
        />
      ) : null}
    </>
  );
}

/** The values the dialog names: what the user filled, what the dashboard fills, the files and the body. */
function confirmValues(
  form: FormValues,
  files: Record<string, File[]>,
  layout: FormLayout,
  bodySchema: Schema | undefined,
): [string, string][] {
  const values: [string, string][] = [];
  for (const spec of [...layout.parameters, ...(layout.bodyFields ?? [])]) {
    const value = spec.fixed?.value ?? form.fields[spec.key] ?? '';
    const chosen = files[spec.key];
    if (chosen?.length) values.push([spec.name, chosen.map((file) => file.name).join(', ')]);
    else if (value !== '') values.push([spec.name, spec.secret ? SECRET_MASK : value]);
  }
  if (layout.jsonEditor && form.json?.trim()) {
    // Shown on a screen that may be shared: values under a secret masked, as in answers.
    const body = maskedJson(form.json, bodySchema).text;
    values.push([BODY_KEY, body.length > 400 ? `${body.slice(0, 400)}…` : body]);
  }
  return values;
}

/** The secret values in the form: its secret fields, and whatever its JSON body holds under a secret. */
function typedSecrets(form: FormValues, specs: readonly FieldSpec[], bodySchema: Schema | undefined): string[] {
  const found = specs.filter((spec) => spec.secret && !spec.fixed).map((spec) => form.fields[spec.key] ?? '');
  if (form.json?.trim()) {
    try {
      found.push(...secretValues(JSON.parse(form.json), bodySchema));
    } catch {
      // Not JSON: never sent.
    }
  }
  return found.filter((value) => value !== '');
}

function focusFirstProblem(form: HTMLFormElement | null): void {
  // After React has rendered the problems.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
