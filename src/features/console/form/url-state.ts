// The filled form lives in the page's URL query, so an operation page can be bookmarked and Back and Forward step
// through what was run. Field keys carry their location (`query.page`, `body.name`), so they never clash with the
// page's own `json`. Secrets — a secret field's value, and any value that is a secret by what it is, an address with
// its key — are never written (a URL ends up in history, logs and the referrer) and never read: a link that fills a
// secret would have the user send a key or password the link's author chose. Nothing in the URL
// asks for a run: opening one only fills the form.

import type { FormValues } from '../../../lib/service-description/operation-request.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { namesSecret } from '../../../lib/service-description/secret-values.ts';
import { isSecretValue } from '../../../lib/service-description/secret.ts';

const JSON_KEY = 'json';
const FIELD = /^(query|path|header|cookie|body)\./;
/** Longer bodies stay out of the URL: servers and browsers cap its length. */
const MAX_URL_JSON = 4000;

export interface FormSecrets {
  /** Whether a field (by key: `query.key`, `body.pin`) is secret. */
  secret: (key: string) => boolean;
  /** The JSON body's schema, for what it calls secret (`format: password`, `writeOnly`) besides names. */
  bodySchema: Schema | undefined;
}

/** Whether a field's value stays in the page's memory only: the field is secret, or the value is one. */
export const keptInMemory = (secrets: FormSecrets, key: string, value: string): boolean =>
  secrets.secret(key) || isSecretValue(value);

/** Whether a JSON text can be kept outside the page's memory: it reads as JSON and names nothing secret. */
export function isPublicJson(json: string, bodySchema: Schema | undefined): boolean {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    // Unreadable: whether it names a secret cannot be told.
    return false;
  }
  return !namesSecret(value, bodySchema);
}

/** The form as a URL gives it: every field but the secret ones, and a JSON body only when it names no secret. */
export function readForm(params: URLSearchParams, jsonEditor: boolean, secrets: FormSecrets): FormValues {
  const fields: Record<string, string> = {};
  for (const [key, value] of params) if (FIELD.test(key) && !keptInMemory(secrets, key, value)) fields[key] = value;
  const json = jsonEditor ? (params.get(JSON_KEY) ?? '') : undefined;
  return { fields, json: json !== undefined && json !== '' && !isPublicJson(json, secrets.bodySchema) ? '' : json };
}

export function writeForm(form: FormValues, secrets: FormSecrets, maxJson = MAX_URL_JSON): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form.fields)) {
    if (value !== '' && !keptInMemory(secrets, key, value)) params.set(key, value);
  }
  // A body is kept only while it is short, reads as JSON and names nothing secret.
  if (
    form.json !== undefined &&
    form.json.trim() !== '' &&
    form.json.length <= maxJson &&
    isPublicJson(form.json, secrets.bodySchema)
  )
    params.set(JSON_KEY, form.json);
  return params;
}
