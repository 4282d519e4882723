import type { NamedValues } from './call.ts';

// The app's one query key factory, used as a namespace (`import * as bindingKeys from '…/bindings/keys.ts'`, so the
// first load carries only the keys it uses). Every read has one shape of key:
//
//   ['described', group, operationKey, language, request]
//
// the group as the interface document names it (a write in a group invalidates `group(name)` and so reaches every
// read of it, whoever made it), the operation's key in the description (or, for a name not bound, the name), the
// interface language (the service answers in the `language` it is sent), and the request: the values it sends by
// name. What else tells two reads apart (a list read page by page, the sign-in a read belongs to) is a value of the
// request in parentheses, which no service's parameter is named (tails.ts: a paged read, a console run).

export const all = ['described'] as const;

/** Every read of a group's operations: what a write in the group invalidates. */
export const group = (name: string) => [...all, name] as const;

export const operation = (groupName: string, operationKey: string) => [...group(groupName), operationKey] as const;

/** One read of an operation: what it sends by name, and what else tells two of its reads apart (in parentheses). */
export const read = (groupName: string, operationKey: string, language: string, request: NamedValues) =>
  [...operation(groupName, operationKey), language, request] as const;

/** The deployment's description, by URL: read once per session. Its part cannot be a group's name (no spaces). */
export const description = (url: string | null) => [...all, '(the description)', url] as const;
