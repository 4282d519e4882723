import { useMessages } from '../../lib/i18n/message-table.ts';
import { type KeyboardEvent, useId, useMemo, useRef } from 'react';
import { HttpError } from '../../lib/api/errors.ts';
import type { DescribedOperation, ServiceDescription } from '../../lib/service-description/description.ts';
import { BODY_KEY, buildRequest } from '../../lib/service-description/operation-request.ts';
import { BodyFieldset } from './form/body-fieldset.tsx';
import { draftKey } from './form/form-draft.ts';
import type { FieldSpec } from './form/form-layout.ts';
import { exampleJson } from './form/json-editor.tsx';
import { Field, placeServiceErrors } from './form/operation-fields.tsx';
import { PickerField } from './form/picker-field.tsx';
import { DraftNotice } from './form/draft-notice.tsx';
import { useScrubbedError, useSecretFields } from './form/use-form-secrets.ts';
import { useOperationForm } from './form/use-operation-form.ts';
import { useOperationLayout } from './form/use-operation-layout.ts';
import { usePickers } from './form/use-pickers.ts';
import { operationMessages } from './operation-messages.ts';
import { OperationResult } from './result/operation-result.tsx';
import { ConfirmDialog } from './run/confirm-dialog.tsx';
import { confirmValues } from './run/confirm-values.ts';
import { RequestPreview } from './run/request-preview.tsx';
import { RunActions } from './run/run-actions.tsx';
import { useOperationRun } from './run/use-operation-run.ts';
import { useRunChecks } from './run/use-run-checks.ts';

export interface OperationPlace {
  groupName: string;
  /** The group's page: the way back. */
  groupHref: string;
  projectId: number | null;
  /** The interface document's lines of the group: an operation one of them documents in full is marked so. */
  documentLines: readonly { name: string; method?: string; path?: string; section?: string }[];
  /** The groups whose reads a write here makes stale besides its own (its designed page's, app/designed-pages.ts). */
  pageGroups: readonly string[];
}

interface ConsoleProps {
  place: OperationPlace;
  operation: DescribedOperation;
  /** Sent at once on Run (effect.ts); otherwise Run asks first. */
  isRead: boolean;
  description: ServiceDescription;
}

/**
 * The form, Run, and the result: it joins the form's state (use-operation-form.ts), the wire (buildRequest), the
 * run's checks (use-run-checks.ts) and sending (use-operation-run.ts). Anything but a read — a GET whose name says it
 * changes something too — is sent only after the confirmation dialog. Secrets are masked wherever the page shows
 * them: the request line, the dialog, and an error that echoes one.
 */
export function OperationConsole({ place, operation, isRead, description }: ConsoleProps) {
  const m = useMessages(operationMessages);
  const formRef = useRef<HTMLFormElement>(null);
  const shortcutId = useId();
  const { document } = description;
  const { language, details, dashboard, layout, specs, examples, contradiction } = useOperationLayout(
    description,
    operation,
    place.projectId,
    m,
  );
  const pickers = usePickers(description, operation, specs);
  const bodySchema = details.body?.schema;
  const { secrets, isSecretHeader } = useSecretFields(specs, layout, bodySchema);
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
    document,
    language,
    shownCall,
    pageGroups: place.pageGroups,
  });
  const { outcome } = run;
  const { error, rememberSent } = useScrubbedError(outcome.error, form.values, specs, bodySchema);
  const checks = useRunChecks({
    operation,
    document,
    details,
    layout,
    dashboard,
    form,
    built,
    run,
    rememberSent,
    formRef,
    m,
  });
  const { warned, confirming, checking, cancelled } = checks.state;

  const fieldErrors = error instanceof HttpError ? error.fieldErrors : [];
  const serviceErrors = placeServiceErrors(fieldErrors, layout);
  const placed = new Set(fieldErrors.filter((item) => !serviceErrors.unplaced.includes(item)).map((item) => item.path));

  // Ctrl+Enter (⌘+Enter) from any field, the JSON editor included: the same submit as the Run button, with its rules.
  const runOnShortcut = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    formRef.current?.requestSubmit();
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
        checks.edited({ key });
        form.setField(key, value);
      },
      onFiles: form.setFile,
      problem: checks.problemOf(spec.key),
      serviceMessages: serviceErrors.byKey.get(spec.key),
      m,
    };
    return source ? (
      <PickerField key={spec.key} {...props} source={source} document={document} dashboard={dashboard} />
    ) : (
      <Field key={spec.key} {...props} />
    );
  };

  return (
    <>
      {form.draft ? <DraftNotice onRestore={form.restoreDraft} onDiscard={form.discardDraft} /> : null}
      <form
        ref={formRef}
        className="op-form"
        onSubmit={(event) => void checks.onRun(event)}
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
          <BodyFieldset
            body={details.body}
            contradiction={contradiction}
            fields={layout.bodyFields?.map(renderField)}
            examples={examples}
            json={form.values.json ?? ''}
            onJson={(json) => {
              checks.edited({ body: true });
              form.setJson(json);
            }}
            problem={checks.problemOf(BODY_KEY)}
            serviceMessages={serviceErrors.byKey.get(BODY_KEY)}
          />
        ) : null}
        <RequestPreview built={built} dashboard={dashboard} secretHeader={isSecretHeader} bodySchema={bodySchema} />
        <RunActions
          pending={outcome.pending}
          checking={checking}
          blocked={checks.blocking.length > 0}
          warnings={checks.warnings}
          warned={warned}
          cancelled={cancelled}
          onFill={fillable.length ? fillWithExamples : undefined}
          onSendAnyway={checks.onSendAnyway}
          onCancel={checks.onCancel}
          shortcutId={shortcutId}
        />
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
          values={confirmValues(form.values, form.files, layout, bodySchema)}
          anyway={confirming.warnings ? m.confirmAnyway(confirming.warnings) : undefined}
          effect={operation.method === 'GET' || operation.method === 'HEAD' ? m.confirmEffectGet : undefined}
          onCancel={checks.closeConfirm}
          onConfirm={() => {
            run.runWrite(confirming.call);
            checks.closeConfirm();
          }}
        />
      ) : null}
    </>
  );
}
