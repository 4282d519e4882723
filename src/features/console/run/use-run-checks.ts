import { type FormEvent, type RefObject, useEffect, useReducer, useRef } from 'react';
import type { ApiCall } from '../../../lib/api/api-call.ts';
import { checkValue } from '../../../lib/service-description/check.ts';
import type { DescribedOperation, Json } from '../../../lib/service-description/description.ts';
import type { OperationDetails } from '../../../lib/service-description/operation-details.ts';
import {
  BODY_KEY,
  type BuiltRequest,
  type DashboardValues,
  type FieldProblem,
  type ShownRequest,
} from '../../../lib/service-description/operation-request.ts';
import { focusFirstProblem } from '../../../components/form/field-frame.tsx';
import { formMessages } from '../../../components/form/form-messages.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import type { FormLayout } from '../form/form-layout.ts';
import { problemText } from '../form/operation-fields.tsx';
import type { useOperationForm } from '../form/use-operation-form.ts';
import type { OperationMessages } from '../operation-messages.ts';
import { checkFields } from './check-fields.ts';
import { initialRunState, runReducer, warningCount } from './run-state.ts';
import { blockingProblems, requestAnyway } from './send-anyway.ts';
import type { useOperationRun } from './use-operation-run.ts';

interface RunChecksArgs {
  operation: DescribedOperation;
  document: Json;
  details: OperationDetails;
  layout: FormLayout;
  dashboard: DashboardValues;
  form: ReturnType<typeof useOperationForm>;
  built: BuiltRequest;
  run: ReturnType<typeof useOperationRun>;
  /** Called as a run sends: the secrets it carries are masked in any error that echoes them. */
  rememberSent: () => void;
  /** The form, to focus its first problem after a run that found one. */
  formRef: RefObject<HTMLFormElement | null>;
  m: OperationMessages;
}

/**
 * Run, as one state (run-state.ts): Run checks what the user wrote (the body against its schema, single fields
 * against theirs) and sends only when nothing was found; the checks' findings count only for this run, and it is
 * sent only if no edit or other run came in between. After a warning, Send anyway sends every value as entered. A
 * read is sent at once; anything else waits for the confirmation (`state.confirming`).
 */
export function useRunChecks({
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
}: RunChecksArgs) {
  const formText = useMessages(formMessages);
  const [state, dispatch] = useReducer(runReducer, initialRunState);
  // The state as last rendered, for a run that resumes after its checks: an edit made meanwhile is in it.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const { attempted, findings, checking } = state;
  const { outcome } = run;

  const problems: Record<string, FieldProblem> = attempted ? built.problems : {};
  const problemOf = (key: string) =>
    problems[key]
      ? problemText(problems[key], m, formText)
      : key === BODY_KEY && findings.bodyMismatch
        ? findings.bodyMismatch
        : findings.fieldWarnings[key];
  const blocking = attempted ? blockingProblems(built.problems) : [];
  const warnings = warningCount(Object.keys(problems), findings);

  const send = ({ call, shown }: { call: ApiCall; shown: ShownRequest }, warningCount: number) => {
    form.remember(run.isRead ? 'read' : 'write');
    rememberSent();
    if (run.isRead) run.runRead(call);
    else dispatch({ type: 'confirm', confirming: { call, shown, warnings: warningCount } });
  };

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
      const check = await checkValue(document, details.body.rawSchema, built.bodyValue);
      if (check.kind === 'differs') bodyMismatch = m.problems.schema(check.difference.path, check.difference.keyword);
      bodyImpossible = check.kind === 'description-problem';
    }
    const checked = Object.keys(built.problems).length
      ? {}
      : await checkFields(document, details, layout, form.values.fields, built.bodyValue);
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

  return {
    state,
    problemOf,
    blocking,
    warnings,
    onRun,
    // The deliberate second step: every value as entered; what cannot be encoded never gets here.
    onSendAnyway: () => {
      dispatch({ type: 'send-anyway' });
      send(requestAnyway(operation, details, form.values, form.files, dashboard, built.problems), warnings);
    },
    onCancel: () => {
      dispatch({ type: 'cancelled' });
      run.cancel();
    },
    /** A field (by key) or the body changed: the findings of a run in progress no longer hold. */
    edited: (what: { key: string } | { body: true }) => dispatch({ type: 'edited', ...what }),
    closeConfirm: () => dispatch({ type: 'confirm-closed' }),
  };
}
