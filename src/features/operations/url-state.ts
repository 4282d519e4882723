// The filled form lives in the page's URL query, so an operation page can be bookmarked and Back and Forward step
// through what was run. Field keys carry their location (`query.page`, `body.name`), so they never clash with the
// page's own `json`. Secrets are never written: a URL ends up in history, logs and the referrer. Nothing in the
// URL asks for a run: opening one only fills the form.

import type { FormValues } from '../../lib/service-description/operation-request.ts';
import { isSecretName } from '../../lib/service-description/secret.ts';

const JSON_KEY = 'json';
const FIELD = /^(query|path|header|cookie|body)\./;

/** Whether a JSON text names a secret anywhere (a key the secret rule calls secret), or cannot be read to tell. */
function namesSecret(json: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return true;
  }
  const walk = (node: unknown): boolean =>
    Array.isArray(node) ? node.some(walk) : typeof node === 'object' && node !== null ? Object.entries(node).some(([key, inner]) => isSecretName(key) || walk(inner)) : false;
  return walk(value);
}

export function readForm(params: URLSearchParams, jsonEditor: boolean): FormValues {
  const fields: Record<string, string> = {};
  for (const [key, value] of params) if (FIELD.test(key)) fields[key] = value;
  return { fields, json: jsonEditor ? (params.get(JSON_KEY) ?? '') : undefined };
}

export function writeForm(form: FormValues, options: { secret: (key: string) => boolean }): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form.fields)) {
    if (value !== '' && !options.secret(key)) params.set(key, value);
  }
  // A body is kept only while it is short, reads as JSON and names nothing secret.
  if (form.json !== undefined && form.json.trim() !== '' && form.json.length <= 4000 && !namesSecret(form.json)) params.set(JSON_KEY, form.json);
  return params;
}
