// The operation page's run as one state: checking what the user wrote, warning, confirming and sending are steps of
// one run, each with an id, so a check that finishes after the user has edited or started another run is dropped
// instead of bringing back a warning the edit cleared (or sending values the user has since changed).

import type { ApiCall } from '../../../lib/api/api-call.ts';
import type { ShownRequest } from '../../../lib/service-description/operation-request.ts';

/** What the page's own checks found in one run. */
export interface CheckFindings {
  /** The hand-written body differs from its schema (the sentence to show). */
  bodyMismatch: string | null;
  /** The body reached a part of its schema no value can satisfy: the description's problem, not the value's. */
  bodyImpossible: boolean;
  /** Single fields the schema check named (a parameter's pattern, a flat body's property), by field key. */
  fieldWarnings: Readonly<Record<string, string>>;
}

export interface Confirming {
  call: ApiCall;
  shown: ShownRequest;
  /** How many warnings the user chose to send past (0: none). */
  warnings: number;
}

export interface RunState {
  /** Run was pressed: the form's own problems are shown from then on. */
  attempted: boolean;
  /** The latest run; a check's result counts only for it. */
  runId: number;
  /** The latest run's checks are under way (Run waits for them). */
  checking: boolean;
  findings: CheckFindings;
  /** The last run stopped at warnings: "Send anyway" is offered. */
  warned: boolean;
  /** A request waiting for the user's confirmation. */
  confirming: Confirming | null;
  /** The user cancelled the latest run (its checks, or its request in flight): said until the next run. */
  cancelled: boolean;
}

export type RunEvent =
  /** The user changed a field (`key`), or the body (`body`). */
  | { type: 'edited'; key?: string; body?: boolean }
  | { type: 'run-started'; id: number }
  /** Stopped before any check: something no request can carry. */
  | { type: 'blocked'; id: number }
  | { type: 'checks-finished'; id: number; findings: CheckFindings; warn: boolean }
  | { type: 'send-anyway' }
  | { type: 'confirm'; confirming: Confirming }
  | { type: 'confirm-closed' }
  /** Cancel: ends the run wherever it is (checking, or sent and waiting); the API client aborts the request. */
  | { type: 'cancelled' };

export const NO_FINDINGS: CheckFindings = { bodyMismatch: null, bodyImpossible: false, fieldWarnings: {} };

export const initialRunState: RunState = {
  attempted: false,
  runId: 0,
  checking: false,
  findings: NO_FINDINGS,
  warned: false,
  confirming: null,
  cancelled: false,
};

export function runReducer(state: RunState, event: RunEvent): RunState {
  switch (event.type) {
    case 'edited': {
      const { [event.key ?? '']: _changed, ...fieldWarnings } = state.findings.fieldWarnings;
      // A field of a flat body is part of the body too: the body's old mismatch no longer describes what is written.
      const findings: CheckFindings = {
        fieldWarnings,
        bodyMismatch: null,
        bodyImpossible: event.body ? false : state.findings.bodyImpossible,
      };
      // An edit while the checks run ends that run: its findings are about values that are no longer there.
      return { ...state, findings, checking: false };
    }
    case 'run-started':
      return { ...state, attempted: true, runId: event.id, checking: true, warned: false, cancelled: false };
    case 'blocked':
      return event.id === state.runId ? { ...state, checking: false } : state;
    case 'checks-finished':
      if (event.id !== state.runId || !state.checking) return state;
      return { ...state, checking: false, findings: event.findings, warned: event.warn };
    case 'send-anyway':
      return { ...state, warned: false };
    case 'confirm':
      return { ...state, confirming: event.confirming };
    case 'confirm-closed':
      return { ...state, confirming: null };
    case 'cancelled':
      // Checks still running end like an edit ends them: their findings are dropped and nothing is sent.
      return { ...state, checking: false, confirming: null, cancelled: true };
  }
}

/** How many warnings the page shows: the form's own problems, then what the checks found beyond them. */
export function warningCount(problemKeys: readonly string[], findings: CheckFindings): number {
  const own = new Set(problemKeys);
  return (
    own.size +
    Object.keys(findings.fieldWarnings).filter((key) => !own.has(key)).length +
    (findings.bodyMismatch ? 1 : 0) +
    (findings.bodyImpossible ? 1 : 0)
  );
}
