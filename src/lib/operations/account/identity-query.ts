import { InvalidResponseError } from '../../api/errors.ts';
import type { Binding, Bound } from '../../bindings/bind.ts';
import { defineRead, readQuery } from '../../bindings/read.ts';
import { namedRecord, namedRecordSchema, readRecordName, recordNaming } from '../../service-description/record-name.ts';
import { pictureField, readPicture } from '../../service-description/record-picture.ts';

// Who a tab is signed in as (accountPart's `identity`), named as a listed record is: a given and a family name
// together (`firstName` + `lastName`), else the most name-like text field (name, username, title; the email when
// nothing else), in the answer or in the one object nested in it that has them. Asked on every page by itself, so
// only an operation that reads is asked.

/** The account's name as the service gives it; an answer without one is an InvalidResponseError (nothing is made up). */
export function readIdentityName(body: unknown, read: Pick<Binding, 'answer'>): string {
  const naming = recordNaming(read.answer, body);
  const name = readRecordName(body, naming);
  if (name === undefined) throw new InvalidResponseError(naming.fields[0] ?? '(body)', 'no name');
  return name;
}

export interface Identity {
  name: string;
  /** The picture's address as the service gave it, read as a listed project's is (record-picture.ts); undefined: none. */
  picture: string | undefined;
}

/** The account's name and, where the record has one, its picture. */
export function readIdentity(body: unknown, read: Pick<Binding, 'answer'>): Identity {
  const name = readIdentityName(body, read);
  const naming = recordNaming(read.answer, body);
  const record = namedRecord(body, naming);
  return { name, picture: readPicture(record, pictureField(namedRecordSchema(read.answer, naming), record)) };
}

/**
 * Who is signed in: User's profile (a real deployment describes its answer), else Auth's read (which it does not). Per
 * sign-in: a tab signed in to another account never shows this one's name, even for a moment.
 */
export const identityRead = defineRead({
  name: 'identity',
  binding: {
    name: [
      { group: 'User', name: 'Get user profile' },
      { group: 'Auth', name: 'Get basic data for auth user' },
    ],
    read: true,
    fills: [],
  },
  values: () => ({}),
  parse: (body, binding) => readIdentity(body, binding),
  signIn: (signInId: string) => signInId,
});

/** Who is signed in, as the header names it and Settings shows it. */
export function identityQuery(read: Bound, signInId: string, language: string) {
  return { ...readQuery(identityRead, read, signInId, language, { quiet: true }), staleTime: 10 * 60_000 };
}
