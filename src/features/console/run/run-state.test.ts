import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../lib/api/api-call.ts';
import {
  type CheckFindings,
  type RunState,
  NO_FINDINGS,
  initialRunState,
  runReducer,
  warningCount,
} from './run-state.ts';

const found = (fieldWarnings: Record<string, string>, bodyMismatch: string | null = null): CheckFindings => ({
  fieldWarnings,
  bodyMismatch,
  bodyImpossible: false,
});
const started = (state: RunState = initialRunState, id = state.runId + 1) =>
  runReducer(state, { type: 'run-started', id });
/** The checks of run `id` finished with these findings, warning unless told. */
const finished = (state: RunState, id: number, findings: CheckFindings, warn = true) =>
  runReducer(state, { type: 'checks-finished', id, findings, warn });

describe('runReducer', () => {
  it('shows the findings of the run that is checking and offers Send anyway when it warned', () => {
    const state = finished(started(), 1, found({ 'query.code': 'pattern' }));
    expect(state).toMatchObject({
      attempted: true,
      checking: false,
      warned: true,
      findings: { fieldWarnings: { 'query.code': 'pattern' } },
    });
  });

  it('drops the findings of a run an edit ended, so a cleared warning does not come back', () => {
    let state = finished(started(), 1, found({ 'query.code': 'old' }));
    state = started(state);
    state = runReducer(state, { type: 'edited', key: 'query.code' });
    expect(state.checking).toBe(false);
    const late = finished(state, 2, found({ 'query.code': 'stale' }));
    expect(late).toBe(state);
    expect(late.findings.fieldWarnings).toEqual({});
  });

  it('Cancel ends a run that is still checking: its findings are dropped, and the next run clears the notice', () => {
    const checking = started();
    const cancelled = runReducer(checking, { type: 'cancelled' });
    expect(cancelled).toMatchObject({ checking: false, cancelled: true });
    expect(finished(cancelled, 1, found({ a: 'x' }))).toBe(cancelled);
    expect(started(cancelled).cancelled).toBe(false);
  });

  it('drops the findings of an older run once a newer one started', () => {
    const second = started(started());
    expect(second.runId).toBe(2);
    expect(finished(second, 1, found({ a: 'x' }))).toBe(second);
    expect(finished(second, 2, NO_FINDINGS, false).checking).toBe(false);
  });

  it('clears only the edited field, and the body mismatch on any edit; the impossible body only on a body edit', () => {
    const checked = finished(started(), 1, {
      fieldWarnings: { a: '1', b: '2' },
      bodyMismatch: 'differs',
      bodyImpossible: true,
    });
    const field = runReducer(checked, { type: 'edited', key: 'a' });
    expect(field.findings).toEqual({ fieldWarnings: { b: '2' }, bodyMismatch: null, bodyImpossible: true });
    expect(runReducer(checked, { type: 'edited', body: true }).findings.bodyImpossible).toBe(false);
  });

  it('confirms, and forgets the request when the dialog closes', () => {
    const call = { method: 'POST', path: '/method/x' } as unknown as ApiCall;
    const confirming = runReducer(initialRunState, {
      type: 'confirm',
      confirming: { call, shown: { path: '/method/x' } as never, warnings: 2 },
    });
    expect(confirming.confirming?.warnings).toBe(2);
    expect(runReducer(confirming, { type: 'confirm-closed' }).confirming).toBeNull();
  });

  it('a blocked run stops checking; Send anyway hides itself', () => {
    expect(runReducer(started(), { type: 'blocked', id: 1 }).checking).toBe(false);
    const warned = finished(started(), 1, found({ a: '1' }));
    expect(runReducer(warned, { type: 'send-anyway' }).warned).toBe(false);
  });
});

describe('warningCount', () => {
  it('counts the form’s problems, then the checks’ findings on other fields, the body’s mismatch and impossibility', () => {
    expect(warningCount(['a'], { fieldWarnings: { a: 'x', b: 'y' }, bodyMismatch: 'm', bodyImpossible: true })).toBe(4);
    expect(warningCount([], NO_FINDINGS)).toBe(0);
  });
});
