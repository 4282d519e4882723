// What a user typed into an operation's form when the session ended under it (a refused refresh, a sign-out in
// another tab): kept in this tab's sessionStorage, by operation, and offered back the next time its page opens here.
// It is written as the URL would hold it (url-state.ts), so a secret is never kept, and read back the same way.

import type { FormValues } from '../../../lib/service-description/operation-request.ts';
import { type FormSecrets, readForm, writeForm } from './url-state.ts';

const PREFIX = 'relay.operation-draft:';
/** A draft is this tab's, not a URL: a body may be longer than one would carry, within reason. */
const MAX_DRAFT_JSON = 100_000;

export function draftKey(groupName: string, projectId: number | null, operationKey: string): string {
  return `${PREFIX}${JSON.stringify([groupName, projectId, operationKey])}`;
}

/** Keeps the form's non-secret values, unless they are what the page opened with (nothing typed, nothing to keep). */
export function saveDraft(key: string, form: FormValues, opened: FormValues, secrets: FormSecrets): void {
  const text = writeForm(form, secrets, MAX_DRAFT_JSON).toString();
  if (text === '' || text === writeForm(opened, secrets, MAX_DRAFT_JSON).toString()) return;
  try {
    sessionStorage.setItem(key, text);
  } catch {
    // Storage full or refused (a private window): no draft is kept, and the form still works.
  }
}

/** The draft kept for this form, its secrets left out again, or null. */
export function readDraft(key: string, jsonEditor: boolean, secrets: FormSecrets): FormValues | null {
  let text: string | null;
  try {
    text = sessionStorage.getItem(key);
  } catch {
    return null;
  }
  return text === null ? null : readForm(new URLSearchParams(text), jsonEditor, secrets);
}

export function dropDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
