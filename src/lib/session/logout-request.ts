// The service's Logout, built as its description says: method and path as described, `v` and `language` where it
// declares them, and a JSON body with the refresh token in the property that holds it (`refresh`, `refresh_token`,
// `refreshToken`) and the other fields the refresh call fills (`v`, `language`, `app`, `fingerprint`) filled the same
// way. A Logout that asks for anything else the dashboard cannot know — a path value, another required field, the
// token in a URL — is not sent: nothing is invented. Plain data work, no React and no network.

import type { DescribedOperation } from '../service-description/description.ts';
import { placeholders, type OperationDetails } from '../service-description/operation-details.ts';
import { coerce } from '../service-description/value-kinds.ts';
import { wordParts } from '../service-description/secret.ts';

export interface LogoutValues {
  refreshToken: string;
  fingerprint: string;
  v: string;
  language: string;
}

export interface LogoutRequest {
  method: string;
  path: `/${string}`;
  query: [string, string][];
  /** The JSON body; undefined when the operation takes none. */
  json: Record<string, unknown> | undefined;
}

/** Why a described Logout cannot be sent as described: the field it asks for that the dashboard cannot fill. */
export interface LogoutUnusable {
  unusable: string;
}

/** `refresh`, `refresh_token`, `refreshToken`, `Refresh-Token`: the property a refresh token goes in. */
export function isRefreshTokenField(name: string): boolean {
  const words = wordParts(name);
  return words[0] === 'refresh' && (words.length === 1 || (words.length === 2 && words[1] === 'token'));
}

/** What the refresh call (4.1) sends in a field of this name, as text; undefined for a field it does not fill. */
function knownValue(name: string, values: LogoutValues): string | undefined {
  if (isRefreshTokenField(name)) return values.refreshToken;
  if (name === 'v') return values.v;
  if (name === 'language') return values.language;
  if (name === 'app') return 'site';
  if (name === 'fingerprint') return values.fingerprint;
  return undefined;
}

export function buildLogoutRequest(
  operation: DescribedOperation,
  details: OperationDetails,
  values: LogoutValues,
): LogoutRequest | LogoutUnusable {
  if (placeholders(operation.path).length) return { unusable: `path:${operation.path}` };
  const query: [string, string][] = [];
  for (const parameter of details.parameters) {
    // The session's own header is set by the sender.
    if (parameter.in === 'header' && /^authorization$/i.test(parameter.name)) continue;
    const known =
      parameter.in === 'query' && (parameter.name === 'v' || parameter.name === 'language')
        ? knownValue(parameter.name, values)
        : undefined;
    if (known !== undefined) query.push([parameter.name, known]);
    // A token never goes into a URL or a header other than the session's: a Logout that wants it there is not sent.
    else if (parameter.required) return { unusable: `${parameter.in}:${parameter.name}` };
  }
  const body = details.body;
  if (!body && details.unsupportedBody.length) return { unusable: `body:${details.unsupportedBody[0]}` };
  if (!body) return { method: operation.method, path: operation.path as `/${string}`, query, json: undefined };
  if (body.kind !== 'json') return { unusable: `body:${body.mediaType}` };
  const json: Record<string, unknown> = {};
  for (const { name, schema } of body.schema.properties) {
    if (schema.readOnly) continue;
    const text = knownValue(name, values);
    const coerced = text === undefined ? undefined : coerce(text, schema);
    if (coerced && 'value' in coerced) json[name] = coerced.value;
    else if (body.schema.required.includes(name)) return { unusable: `body:${name}` };
  }
  if (body.required && Object.keys(json).length === 0) return { unusable: 'body' };
  return { method: operation.method, path: operation.path as `/${string}`, query, json };
}
