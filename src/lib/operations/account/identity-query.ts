import { queryOptions, skipToken } from '@tanstack/react-query';
import { InvalidResponseError } from '../../api/errors.ts';
import type { ServiceDescription } from '../../service-description/description.ts';
import { nameField, readName } from '../../service-description/name-field.ts';
import { type DescribedRead, callRead, describedRead, isReadProblem } from './described-read.ts';

// Who a tab is signed in as: Auth's "Get basic data for auth user", else User's "Get user profile", named by the
// most name-like text field the answer has (name, username, title; the email when nothing else).

/** The read that names the signed-in account, or undefined when the description gives none the dashboard can make. */
export function identityRead(description: ServiceDescription): DescribedRead | undefined {
  for (const [group, name] of [
    ['Auth', 'Get basic data for auth user'],
    ['User', 'Get user profile'],
  ] as const) {
    const read = describedRead(description, group, name);
    if (!isReadProblem(read)) return read;
  }
  return undefined;
}

/** The account's name as the service gives it; an answer without one is an InvalidResponseError (nothing is made up). */
export function readIdentityName(body: unknown, read: DescribedRead): string {
  const field = nameField(read.answer, body);
  const name = readName(body, field);
  if (name === undefined) throw new InvalidResponseError(field ?? '(body)', 'no name');
  return name;
}

/**
 * Per sign-in: a tab signed in to another account never shows this one's name, even for a moment. Nothing is asked
 * without a read or a sign-in.
 */
export function identityQuery(read: DescribedRead | undefined, signInId: string | undefined) {
  return queryOptions({
    queryKey: [
      'described',
      read?.operation.tags[0] ?? '',
      read?.operation.key ?? '',
      'identity',
      signInId ?? '',
    ] as const,
    queryFn:
      read && signInId ? async ({ signal }) => readIdentityName(await callRead(read, [], signal), read) : skipToken,
    staleTime: 10 * 60_000,
  });
}
