import { InvalidResponseError } from '../../api/errors.ts';
import type { Binding, Bound } from '../../bindings/bind.ts';
import { boundRead } from '../../bindings/read.ts';
import { nameField, readName } from '../../service-description/name-field.ts';

// Who a tab is signed in as (accountBindings' `identity`), named by the most name-like text field the answer has
// (name, username, title; the email when nothing else). Asked on every page by itself, so only an operation that
// reads is asked.

/** The account's name as the service gives it; an answer without one is an InvalidResponseError (nothing is made up). */
export function readIdentityName(body: unknown, read: Pick<Binding, 'answer'>): string {
  const field = nameField(read.answer, body);
  const name = readName(body, field);
  if (name === undefined) throw new InvalidResponseError(field ?? '(body)', 'no name');
  return name;
}

/** Per sign-in: a tab signed in to another account never shows this one's name, even for a moment. */
export function identityQuery(read: Bound, signInId: string, language: string) {
  return {
    ...boundRead(read, { '(sign-in)': signInId }, language, readIdentityName, { quiet: true }),
    staleTime: 10 * 60_000,
  };
}
