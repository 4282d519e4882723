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
 * A read by a part that reads the answer its own way (the Quality page's destinations beside the Stream page's rows,
 * its plan beside the tariff page's): another part's reading of the same request is another query, so neither is
 * handed what the other made of it.
 */
export const readingTail = (request: NamedValues, reading: string): NamedValues => ({
  ...request,
  '(reading)': reading,
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
