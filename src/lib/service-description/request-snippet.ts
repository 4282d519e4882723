// The request an operation page would send, written out for a terminal (curl) or a script (fetch), so it can leave
// the page. Plain text work: the console gives it the call as the form built it and the API base URL. The access
// token is never written (a placeholder stands for it), and secrets are masked unless the user asks for them.

import type { ApiCall } from '../api/api-call.ts';
import type { ShownRequest } from './operation-request.ts';
import type { Schema } from './schema.ts';
import { SECRET_MASK, isSecretEntry, isSecretValue } from './secret.ts';
import { maskSecrets, propertySchema } from './secret-values.ts';

/** What a snippet writes: the request as the API client sends it (http.ts, client.ts), token left out. */
export interface SnippetRequest {
  method: string;
  url: string;
  /** Without Authorization: every snippet writes the placeholder itself. */
  headers: (readonly [string, string])[];
  body?:
    | { kind: 'json'; text: string }
    | { kind: 'multipart' | 'urlencoded'; fields: (readonly [string, string | { file: string }])[] }
    | undefined;
}

/** Stands for the access token in every snippet: a shell variable in curl, plain text in fetch. */
export const TOKEN_PLACEHOLDER = '$ACCESS_TOKEN';

export interface SnippetSource {
  call: ApiCall;
  /** The same call with its path and query secrets masked (operation-request.ts). */
  shown: ShownRequest;
  /** The API base URL the client joins paths to (no trailing slash). */
  base: string;
  v: string;
  language: string;
  /** Whether a header parameter's value is secret. */
  secretHeader: (name: string) => boolean;
  bodySchema: Schema | undefined;
  includeSecrets: boolean;
}

/** The mask as a query string carries it, put back so the copied URL reads as the preview does. */
const ENCODED_MASK = new URLSearchParams([['', SECRET_MASK]]).toString().slice(1);

/** The request the client would send for this call: its URL (as client.ts builds it), its headers and its body. */
export function snippetRequest(source: SnippetSource): SnippetRequest {
  const { call, shown, includeSecrets } = source;
  const path = includeSecrets ? call.path : shown.path;
  const query = includeSecrets ? (call.query ?? []) : (shown.query ?? []);
  // As client.ts's buildUrl: `v` and `language` first, then the operation's own query in order.
  const params = new URLSearchParams([
    ['v', source.v],
    ['language', source.language],
  ]);
  for (const [name, value] of query) params.append(name, value);
  const url = `${source.base}${path}?${params.toString().split(ENCODED_MASK).join(SECRET_MASK)}`;

  const headers: [string, string][] = [['Accept', 'application/json']];
  let body: SnippetRequest['body'];
  const sent = call.body;
  if (sent && 'json' in sent) {
    headers.push(['Content-Type', 'application/json']);
    const value = includeSecrets ? sent.json : maskSecrets(sent.json, source.bodySchema, SECRET_MASK).value;
    body = { kind: 'json', text: JSON.stringify(value) };
  } else if (sent && 'form' in sent) {
    const fields: [string, string | { file: string }][] = [];
    for (const [name, value] of sent.form.entries()) {
      if (typeof value !== 'string') fields.push([name, { file: value.name }]);
      else
        fields.push([
          name,
          !includeSecrets && isSecretEntry(name, propertySchema(source.bodySchema, name), value) ? SECRET_MASK : value,
        ]);
    }
    // The browser (and curl) write the multipart or urlencoded Content-Type with its boundary themselves.
    body = { kind: sent.form instanceof URLSearchParams ? 'urlencoded' : 'multipart', fields };
  }
  // The client sets these itself whatever a form holds (api-call.ts).
  for (const [name, value] of Object.entries(call.headers ?? {})) {
    if (/^(authorization|content-type|cookie)$/i.test(name)) continue;
    headers.push([name, !includeSecrets && (source.secretHeader(name) || isSecretValue(value)) ? SECRET_MASK : value]);
  }
  return { method: call.method, url, headers, body };
}

/** POSIX shell single quotes: everything literal, a `'` closed, escaped and reopened; newlines stay inside. */
export function shellQuote(text: string): string {
  return `'${text.split("'").join(`'\\''`)}'`;
}

/** A curl command, one option per line; the token is the shell variable `$ACCESS_TOKEN` (in double quotes, so it expands). */
export function curlSnippet(request: SnippetRequest): string {
  const lines = [
    `curl -X ${request.method} ${shellQuote(request.url)}`,
    `-H "Authorization: oauth ${TOKEN_PLACEHOLDER}"`,
  ];
  for (const [name, value] of request.headers) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  const body = request.body;
  if (body?.kind === 'json') lines.push(`--data-raw ${shellQuote(body.text)}`);
  else if (body) {
    for (const [name, value] of body.fields) {
      if (typeof value !== 'string') lines.push(`-F ${shellQuote(`${name}=@${value.file}`)}`);
      // --form-string and --data-urlencode take the value as it is: no `@file` or `<file` reading.
      else
        lines.push(
          body.kind === 'multipart'
            ? `--form-string ${shellQuote(`${name}=${value}`)}`
            : `--data-urlencode ${shellQuote(`${name}=${value}`)}`,
        );
    }
  }
  return lines.join(' \\\n  ');
}

const FETCH = 'fetch';

/** A `fetch` call as a JavaScript statement: every string a JSON literal (valid JS), the token a placeholder. */
export function fetchSnippet(request: SnippetRequest): string {
  const js = (text: string) => JSON.stringify(text);
  const headers = [['Authorization', `oauth ${TOKEN_PLACEHOLDER}`] as const, ...request.headers].map(
    ([name, value]) => `    ${js(name)}: ${js(value)},`,
  );
  const lines: string[] = [];
  const body = request.body;
  if (body && body.kind !== 'json') {
    const constructor = body.kind === 'multipart' ? 'FormData' : 'URLSearchParams';
    lines.push(`const body = new ${constructor}();`);
    for (const [name, value] of body.fields) {
      // A file cannot be written into a snippet: the script picks it, the name says which.
      if (typeof value !== 'string')
        lines.push(`body.append(${js(name)}, new File([/* the file's contents */], ${js(value.file)}));`);
      else lines.push(`body.append(${js(name)}, ${js(value)});`);
    }
  }
  // Written as text for the user's script; this module sends nothing (lib/api/wire.ts is the one caller of fetch).
  lines.push(
    `await ${FETCH}(${js(request.url)}, {`,
    `  method: ${js(request.method)},`,
    '  headers: {',
    ...headers,
    '  },',
  );
  // The JSON text as sent, in a string literal: an object literal would read a `__proto__` key differently.
  if (body?.kind === 'json') lines.push(`  body: ${js(body.text)},`);
  else if (body) lines.push('  body,');
  lines.push('});');
  return lines.join('\n');
}
