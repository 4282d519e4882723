import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/message-table.ts';
import type { Binding, Bound } from './bind.ts';
import type { NamedValues } from './call.ts';
import { type QueryTuning, type ReadOptions, boundRead } from './read.ts';
import { useReaderGuard } from './reader-guard.ts';

// A read declared once — what it sends and how its answer is read — for every place that makes it: a manifest that
// sends it ahead of its view (`readsAhead`), the view that reads it, another page that shows the same answer (a
// project's money on Billing, Home's cards and the tariff pages). Each makes the very same query, so an answer one
// of them asked for is the one the others draw. It names no role: the part that reads it says which of its bound
// roles it is read through.

export interface DeclaredRead<T, Input = number> {
  /** The values it sends, for what it is read for (a page's project). */
  values: (input: Input) => NamedValues;
  /** Its reading of the answer: an InvalidResponseError when the answer does not fit. */
  parse: (body: unknown, binding: Binding) => T;
  /** The sign-in whose answer it is, for a read that is one sign-in's (read.ts `signIn`). */
  signIn?: (input: Input) => string;
  /** How it is sent when not by itself (read.ts `through`). A method: a read of any answer can be listed ahead. */
  through?(ask: () => Promise<T>, signal: AbortSignal, input: Input): Promise<T>;
}

/** Declares a read at module level, beside the code that reads it. */
export const defineRead = <T, Input = number>(read: DeclaredRead<T, Input>): DeclaredRead<T, Input> => read;

/** The declared read through a bound role, for what it is read for, as query options (its key is `queryKey`). */
export function declaredRead<T, Input>(
  read: DeclaredRead<T, Input>,
  bound: Bound,
  input: Input,
  language: string,
  { quiet }: Pick<ReadOptions, 'quiet'> = {},
) {
  return boundRead(bound, read.values(input), language, read.parse, {
    quiet,
    signIn: read.signIn?.(input),
    through: read.through && ((ask, signal) => read.through!(ask, signal, input)),
  });
}

/** `declaredRead` in the interface language, as a query of the component; idle while the role is not bound. */
export function useDeclaredRead<T, Input>(
  read: DeclaredRead<T, Input>,
  bound: Bound,
  input: Input,
  { quiet, ...tuning }: Pick<ReadOptions, 'quiet'> & QueryTuning<T> = {},
) {
  useReaderGuard();
  return useQuery({ ...declaredRead(read, bound, input, useLanguage(), { quiet }), ...tuning });
}
