import { ApiError, HttpError, InvalidResponseError } from '../api/errors.ts';
import type { Binding } from '../bindings/bind.ts';
import { type NamedValues, callBinding } from '../bindings/call.ts';
import { record } from '../service-description/answer-fields.ts';
import type { Schema } from '../service-description/schema.ts';

// Where a realtime token comes from, and how it is asked for: a token an answer carries for its channel, or a
// described token operation called through the binding layer (never by path), whose answer's token is read by the
// names real descriptions of this kind use.

export type TokenSource =
  /** A token an answer carries for the channel (the answer is read again with its own read, so it stays fresh). */
  | { token: string }
  /** A described token operation, asked with these values whenever the client needs a token. */
  | { operation: Binding; values: NamedValues };

const words = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * A token answer's token: `access_token` (the real kind's), `token`, or the one string property the schema declares
 * whose name says token (inside a `data` or `result` wrapper too); undefined when there is none.
 */
export function readToken(body: unknown, schema?: Schema): string | undefined {
  const outer = record(body);
  const wrapped = outer && Object.keys(outer).length <= 3 ? (record(outer.data) ?? record(outer.result)) : undefined;
  const answer = wrapped ?? outer;
  if (!answer) return undefined;
  const declared = (schema?.properties ?? [])
    .map((property) => property.name)
    .filter((name) => /token/i.test(name) && typeof answer[name] === 'string');
  const named = ['access_token', 'token', ...(declared.length === 1 ? declared : [])];
  return named.map((name) => words(answer[name])).find((token) => token !== undefined);
}

/** A token from a described token operation; an answer without one is an InvalidResponseError. */
export async function fetchToken(operation: Binding, values: NamedValues, language: string): Promise<string> {
  const token = readToken(await callBinding(operation, values, { language }), operation.answer);
  if (token === undefined) throw new InvalidResponseError('token', 'no token');
  return token;
}

/** A token refused for good (or no session) stops the client; anything else it retries with its own back-off. */
function permanent(error: unknown): boolean {
  if (error instanceof HttpError) return !error.transient;
  return error instanceof ApiError && (error.kind === 'session-ended' || error.kind === 'signed-out');
}

/**
 * A token's request as the client asks it: the client would retry a refused token forever, so a refusal for good
 * ends the connection (or the subscription) instead (`Unauthorized`, the client's own error for it, is handed in
 * with its lazy code).
 */
export const tokenGuard =
  (Unauthorized: new (message: string) => Error) =>
  async (get: () => Promise<string>): Promise<string> => {
    try {
      return await get();
    } catch (error) {
      if (permanent(error)) throw new Unauthorized('token refused');
      throw error;
    }
  };
