// What a user typed into an operation's form when the session ended under it (a refused refresh, a sign-out in
// another tab — not this tab's own sign-out, which is the user leaving): kept in this tab's sessionStorage, by
// operation and by account, and offered back the next time its page opens here for the same account, never to the
// next person who signs in on this browser. It is written as the URL would hold it (url-state.ts), so a secret is
// never kept, and read back the same way.

import type { FormValues } from '../../../lib/service-description/operation-request.ts';
import { type FormSecrets, readForm, writeForm } from './url-state.ts';

const PREFIX = 'relay.operation-draft:';
/** A draft is this tab's, not a URL: a body may be longer than one would carry, within reason. */
const MAX_DRAFT_JSON = 100_000;

export function draftKey(groupName: string, projectId: number | null, operationKey: string): string {
  return `${PREFIX}${JSON.stringify([groupName, projectId, operationKey])}`;
}

/** Keeps the form's non-secret values, unless they are what the page opened with (nothing typed, nothing to keep). */
export function saveDraft(
  key: string,
  form: FormValues,
  opened: FormValues,
  secrets: FormSecrets,
  account: string,
): void {
  const text = writeForm(form, secrets, MAX_DRAFT_JSON).toString();
  if (text === '' || text === writeForm(opened, secrets, MAX_DRAFT_JSON).toString()) return;
  try {
    sessionStorage.setItem(key, JSON.stringify([account, text]));
  } catch {
    // Storage full or refused (a private window): no draft is kept, and the form still works.
  }
}

/** The draft this account kept for this form, its secrets left out again, or null. */
export function readDraft(
  key: string,
  jsonEditor: boolean,
  secrets: FormSecrets,
  account: string | null,
): FormValues | null {
  let kept: unknown;
  try {
    kept = JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (!Array.isArray(kept) || account === null || kept[0] !== account || typeof kept[1] !== 'string') return null;
  return readForm(new URLSearchParams(kept[1]), jsonEditor, secrets);
}

export function dropDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
