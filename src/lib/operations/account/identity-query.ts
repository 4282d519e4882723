import { queryOptions, skipToken } from '@tanstack/react-query';
import { InvalidResponseError } from '../../api/errors.ts';
import { type Binding, bindFirst, isBindingProblem } from '../../bindings/bind.ts';
import { callBinding } from '../../bindings/call.ts';
import * as bindingKeys from '../../bindings/keys.ts';
import type { ServiceDescription } from '../../service-description/description.ts';
import { nameField, readName } from '../../service-description/name-field.ts';

// Who a tab is signed in as: Auth's "Get basic data for auth user", else User's "Get user profile", named by the
// most name-like text field the answer has (name, username, title; the email when nothing else). Asked on every
// page by itself, so only an operation that reads is asked.

export const identityNames = [
  ['Auth', 'Get basic data for auth user'],
  ['User', 'Get user profile'],
] as const;

/** The read that names the signed-in account, or undefined when the description gives none the dashboard can make. */
export function identityRead(description: ServiceDescription): Binding | undefined {
  const binding = bindFirst(description, identityNames, { read: true, fills: [] });
  return isBindingProblem(binding) ? undefined : binding;
}

/** The account's name as the service gives it; an answer without one is an InvalidResponseError (nothing is made up). */
export function readIdentityName(body: unknown, read: Pick<Binding, 'answer'>): string {
  const field = nameField(read.answer, body);
  const name = readName(body, field);
  if (name === undefined) throw new InvalidResponseError(field ?? '(body)', 'no name');
  return name;
}

/**
 * Per sign-in: a tab signed in to another account never shows this one's name, even for a moment. Nothing is asked
 * without a read or a sign-in.
 */
export function identityQuery(read: Binding | undefined, signInId: string | undefined, language: string) {
  return queryOptions({
    queryKey: [
      ...bindingKeys.operation(read?.group ?? '', read?.operation.key ?? ''),
      'identity',
      signInId ?? '',
    ] as const,
    queryFn:
      read && signInId
        ? async ({ signal }) => readIdentityName(await callBinding(read, {}, { language, signal, quiet: true }), read)
        : skipToken,
    staleTime: 10 * 60_000,
  });
}
