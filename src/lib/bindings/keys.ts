// The app's one query key factory, used as a namespace (`import * as bindingKeys from '…/bindings/keys.ts'`, so the
// first load carries only the keys it uses). Every key is built on its root and, below it, on the group the
// interface document names: a write in a group (on its operation page, or a designed page's own) invalidates
// `bindingKeys.group(group)` and so reaches every read of that group, whoever made it. The interface language is
// part of a read's key because the service answers in the `language` it is sent.

export const all = ['described'] as const;

/** Every read of a group's operations: what a write in the group invalidates. */
export const group = (name: string) => [...all, name] as const;

export const operation = (groupName: string, operationKey: string) => [...group(groupName), operationKey] as const;

/** One read of an operation: `request` is what tells two of its reads apart (values, project, paging). */
export const read = (groupName: string, operationKey: string, language: string, request: unknown) =>
  [...operation(groupName, operationKey), language, request] as const;

/** The deployment's description, by URL: read once per session. Its part cannot be a group's name (no spaces). */
export const description = (url: string | null) => [...all, '(the description)', url] as const;
