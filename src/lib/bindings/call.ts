import { runtimeConfig } from '../../config/runtime-config.ts';
import { apiCall, publicApiCall, publicUrl } from '../api/api-call.ts';
import { parseJsonBody } from '../api/json-body.ts';
import type { ReadAddress } from '../api/reads-ahead.ts';
import type { OperationDetails } from '../service-description/operation-details.ts';
import { type FieldProblem, bodyFieldKey, buildRequest, fieldKey } from '../service-description/operation-request.ts';
import type { Binding } from './bind.ts';

// A bound operation's call: the values a page has by name, put wherever the description says the operation takes
// them (path, query or JSON body), through the console's request builder and the session's client.

/** What a call sends by name: its parameters and body properties (`project_id` among them where it takes one). */
export type NamedValues = Readonly<Record<string, string>>;

export interface CallOptions {
  language: string;
  signal?: AbortSignal | undefined;
  /** A read the page makes by itself beside its own: its outcome raises or clears no connectivity banner. */
  quiet?: boolean | undefined;
  /**
   * Sent by someone not signed in (a sign-in's start and its code's exchange): no session, no Authorization. `secrets`
   * are kept out of any error message.
   */
  signedOut?: { secrets: readonly string[] } | undefined;
  /** Sent with a pair the service has just issued, before the tab keeps it (which account it is). */
  pair?: { accessToken: string; refreshToken: string } | undefined;
  /** A part's first read: the same read sent ahead of its page answers it (lib/api/wire.ts). */
  ahead?: boolean | undefined;
}

/** The description asks for something the page does not have (or has in a form it refuses): nothing was sent. */
export class UnsendableError extends Error {
  constructor(readonly problems: Readonly<Record<string, FieldProblem>>) {
    super(`Not sent: ${Object.keys(problems).join(', ')}`);
    this.name = 'UnsendableError';
  }
}

/**
 * Field keys of the request builder for values given by name: a name the operation does not take is left out. A
 * described name is looked up as the values' own property only: "constructor" or "toString" is a name like another.
 * A required query parameter the values do not name takes its described default (the servers' `interval`).
 */
export function fieldsByName(details: OperationDetails, values: NamedValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const parameter of details.parameters) {
    if (Object.hasOwn(values, parameter.name)) fields[fieldKey(parameter)] = values[parameter.name]!;
    // A required query value the caller does not give, with the description's default: what the service assumes.
    else if (
      parameter.required &&
      parameter.in === 'query' &&
      parameter.schema.hasDefault &&
      described(parameter.schema.default)
    )
      fields[fieldKey(parameter)] = String(parameter.schema.default);
  }
  for (const { name } of details.body?.schema.properties ?? [])
    if (Object.hasOwn(values, name)) fields[bodyFieldKey(name)] = values[name]!;
  return fields;
}

const described = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The project a call is about, where its values name one: the request builder fills it wherever it is taken. */
function projectOf(values: NamedValues): number | null {
  const id = Object.hasOwn(values, 'project_id') ? Number(values.project_id) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/** The request a call makes, or UnsendableError when the values do not fill it. */
function requestOf(binding: Pick<Binding, 'operation' | 'details'>, values: NamedValues, language: string) {
  const built = buildRequest(
    binding.operation,
    binding.details,
    { fields: fieldsByName(binding.details, values), json: undefined },
    {},
    { v: runtimeConfig().apiVersion, language, projectId: projectOf(values) },
  );
  // The session's Authorization is the client's to set; a description that declares it asks for nothing more.
  const problems = Object.entries(built.problems).filter(([key]) => !/^header\.authorization$/i.test(key));
  if (problems.length) throw new UnsendableError(Object.fromEntries(problems));
  return built;
}

/**
 * The address of a GET sent with no session, for the browser to go to itself: a sign-in start whose answer gives
 * no address of its own (the service redirects).
 */
export async function publicAddress(
  binding: Pick<Binding, 'operation' | 'details'>,
  values: NamedValues,
  language: string,
): Promise<string> {
  const { call } = requestOf(binding, values, language);
  return (await publicUrl(call.path, call.query ?? [])).href;
}

/**
 * Where a read goes, for sending it ahead of its page (lib/api/reads-ahead.ts): only a GET with nothing but its
 * address to send, and null for anything else or a read the values do not fill.
 */
export function readAddress(
  binding: Pick<Binding, 'operation' | 'details'>,
  values: NamedValues,
  language: string,
): ReadAddress | null {
  try {
    const { call } = requestOf(binding, values, language);
    const plain = call.method === 'GET' && !call.body && Object.keys(call.headers ?? {}).length === 0;
    return plain ? [call.path, call.query ?? []] : null;
  } catch {
    return null;
  }
}

/** Sends the call: the answer's JSON (undefined for an empty 2xx body), or a typed error. */
export async function callBinding(
  binding: Pick<Binding, 'operation' | 'details'>,
  values: NamedValues,
  { language, signal, quiet, signedOut, pair, ahead }: CallOptions,
): Promise<unknown> {
  const built = requestOf(binding, values, language);
  const call = { ...built.call, signal, ...(quiet ? { quiet } : {}), ahead };
  const { text } = signedOut
    ? await publicApiCall(call, signedOut.secrets)
    : pair
      ? await publicApiCall(call, [], pair)
      : await apiCall(call);
  return text.trim() === '' ? undefined : parseJsonBody(text);
}

/** What a call about a project sends by name: the project, as the request builder reads it (`project_id`). */
export const projectValues = (projectId: number, more: NamedValues = {}): NamedValues => ({
  project_id: String(projectId),
  ...more,
});
