// What is wrong with a field of a form built from a description, in the reader's words, and where the service's own
// words about a field go: shared by the console's form and the designed pages' (described-form.tsx).

import type { FieldError } from '../../lib/api/error-body.ts';
import type { FormMessages } from './form-messages.ts';

/** What keeps a field's text from being sent, said beside it. */
export type FormProblem =
  | { kind: 'required' }
  | { kind: 'unreadable'; valueKind: string }
  | { kind: 'too-long'; most: number }
  | { kind: 'too-short'; least: number }
  | { kind: 'scheme'; schemes: readonly string[] }
  /** A number outside the bounds its schema gives (either may be absent). */
  | { kind: 'range'; least: number | undefined; most: number | undefined }
  /** The page's own words for what is wrong. */
  | { kind: 'page'; text: string };

export function problemWords(problem: FormProblem, words: FormMessages): string {
  switch (problem.kind) {
    case 'required':
      return words.required;
    case 'unreadable':
      // A kind with no words of its own (one just added to the registry) still gets a warning, in general words.
      return Object.hasOwn(words.valueKinds, problem.valueKind)
        ? words.valueKinds[problem.valueKind]!
        : words.unreadable;
    case 'too-long':
      return words.tooLong(problem.most);
    case 'too-short':
      return words.tooShort(problem.least);
    case 'scheme':
      return words.scheme(problem.schemes);
    case 'range':
      return words.range(problem.least, problem.most);
    case 'page':
      return problem.text;
  }
}

/**
 * The service's per-field messages, placed on the field they name (by its name, or a property under it:
 * `settings.bitrate`, `tags[0]`); what names no field stays for the words above the form, or goes to `rest` where
 * one field takes what the others do not (the console's JSON editor).
 */
export function placeFieldErrors(
  fieldErrors: readonly FieldError[],
  fields: readonly { name: string; key: string; nested?: boolean }[],
  rest?: string,
): { byKey: Map<string, string[]>; unplaced: FieldError[] } {
  // A map, not an object: a field the service names may be called `__proto__` or `constructor`.
  const byKey = new Map<string, string[]>();
  const unplaced: FieldError[] = [];
  for (const error of fieldErrors) {
    const field =
      fields.find((candidate) => candidate.name === error.path) ??
      fields.find(
        (candidate) =>
          candidate.nested !== false &&
          (error.path.startsWith(`${candidate.name}.`) || error.path.startsWith(`${candidate.name}[`)),
      );
    const key = field?.key ?? rest;
    if (key === undefined) unplaced.push(error);
    else
      byKey.set(key, [
        ...(byKey.get(key) ?? []),
        ...(field ? error.messages : error.messages.map((message) => `${error.path}: ${message}`)),
      ]);
  }
  return { byKey, unplaced };
}
