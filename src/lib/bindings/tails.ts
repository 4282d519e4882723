import type { Bound } from './bind.ts';
import type { NamedValues } from './call.ts';
import { read } from './keys.ts';

// Keys of reads that are more than one request of one operation, built on the one shape (keys.ts): what tells them
// apart is a value of the request in parentheses, never sent. Apart from keys.ts, which the first load carries whole:
// only the pages that read these load this.

/** A paged read: a page at a time (`more`), or whole (`all`). */
export const pagesKey = (
  groupName: string,
  operationKey: string,
  language: string,
  request: NamedValues,
  taken: 'more' | 'all',
) => read(groupName, operationKey, language, { ...request, '(pages)': taken });

/**
 * A read by its definition (read.ts, pages.ts): the definition's name, so what one definition made of an answer is
 * never handed to another that reads the same operation with the same values.
 */
export const definitionTail = (request: NamedValues, name: string): NamedValues => ({
  ...request,
  '(read)': name,
});

/** A read whose answer is one sign-in's (read.ts `signIn`): the request's values and the sign-in. */
export const signInTail = (request: NamedValues, signInId: string): NamedValues => ({
  ...request,
  '(sign-in)': signInId,
});

/** A read of the console's, by the request it builds whole (a form's values reach it through the description). */
export const runKey = (groupName: string, operationKey: string, language: string, signature: string) =>
  read(groupName, operationKey, language, { '(request)': signature });

/** The operation's key in the description, or the name for one not bound (its query never runs). */
export const operationKeyOf = (bound: Bound) => (bound.kind === 'bound' ? bound.operation.key : bound.name);
