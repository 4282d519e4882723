import { queryOptions } from '@tanstack/react-query';
import { type ApiCall, apiCall } from '../../../lib/api/api-call.ts';
import { utf8Length } from '../../../lib/api/answer-body.ts';
import type { ResponseHeader } from '../../../lib/api/wire.ts';
import { runKey } from '../../../lib/bindings/tails.ts';
import type { DescribedOperation, Json } from '../../../lib/service-description/description.ts';
import {
  type OperationDetails,
  type OperationResponse,
  responseFor,
} from '../../../lib/service-description/operation-details.ts';
import { type CheckOutcome, checkValue } from '../../../lib/service-description/check.ts';

/** A 2xx answer of a described operation, read: its JSON (when it is JSON), its schema, and where it differs from it. */
export interface RunResult {
  status: number;
  durationMs: number;
  /** The response headers the browser exposes, names lower-cased. */
  headers: readonly ResponseHeader[];
  /** The body as text; '' when it came as bytes. */
  text: string;
  /** A body that is not text (answer-body.ts), as it came: never parsed, offered as a download. */
  bytes?: Uint8Array<ArrayBuffer>;
  /** The body's size in bytes as received (UTF-8 for text). */
  size: number;
  /** The parsed body; undefined for an empty or non-JSON body. */
  json: unknown;
  isJson: boolean;
  response: OperationResponse | undefined;
  /** What checking the answer against its schema found; never turns a 2xx into a failure. */
  check: AnswerCheck;
}

/** An answer's check (check.ts): none when there is no JSON or no schema to check it against. */
export type AnswerCheck = CheckOutcome | { kind: 'none' };

/** Sends the call through the session's client and reads the answer (in the query function, so a failure is an error state). */
export async function runOperation(
  call: ApiCall,
  details: OperationDetails,
  document: Json,
  signal?: AbortSignal,
): Promise<RunResult> {
  const raw = await apiCall({ ...call, signal, acceptBytes: true });
  let json: unknown;
  let isJson = false;
  if (raw.text.trim() !== '') {
    try {
      json = JSON.parse(raw.text);
      isJson = true;
    } catch {
      // Not JSON (CSV, plain text…): shown as text.
    }
  }
  const response = responseFor(details.responses, raw.status);
  // The service has answered: whatever happens while checking the answer, the call succeeded (the check says why
  // it could not be done), so nobody runs a write twice because a checker failed after it.
  const check: AnswerCheck =
    isJson && response?.rawSchema !== undefined
      ? await checkValue(document, response.rawSchema, json)
      : { kind: 'none' };
  const body = raw.bytes
    ? { text: '', bytes: raw.bytes, size: raw.bytes.byteLength }
    : { text: raw.text, size: utf8Length(raw.text) };
  return {
    status: raw.status,
    durationMs: raw.durationMs,
    headers: raw.headers,
    ...body,
    json,
    isJson,
    response,
    check,
  };
}

/** One key per request as sent (method, path, query, headers): the same filled form reads from the cache. */
export function requestSignature(call: ApiCall): string {
  return JSON.stringify([call.method, call.path, call.query ?? [], call.headers ?? {}]);
}

/** A read (GET) of a described operation: cached per operation and parameters, refreshed by its Refresh button. */
export function operationReadQuery(
  group: string,
  operation: DescribedOperation,
  language: string,
  call: ApiCall,
  details: OperationDetails,
  document: Json,
) {
  return queryOptions({
    // The request as the console built it, whole: a form's values reach it through the description, not by name.
    queryKey: runKey(group, operation.key, language, requestSignature(call)),
    queryFn: ({ signal }) => runOperation(call, details, document, signal),
    // What the user asked for is shown until they ask again; a 4xx will not change by itself.
    staleTime: 30_000,
    retry: false,
  });
}
