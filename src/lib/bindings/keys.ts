// The app's one query key factory. Every key is built on its root and, below it, on the group the interface
// document names: a write in a group (on its operation page, or a designed page's own) invalidates
// `bindingKeys.group(group)` and so reaches every read of that group, whoever made it. The interface language is
// part of a read's key because the service answers in the `language` it is sent. No imports: the first load
// carries this file.

const all = ['described'] as const;

const group = (name: string) => [...all, name] as const;
const operation = (groupName: string, operationKey: string) => [...group(groupName), operationKey] as const;

export const bindingKeys = {
  all,
  /** The deployment's description, by URL: read once per session. Its part cannot be a group's name (no spaces). */
  description: (url: string | null) => [...all, '(the description)', url] as const,
  group,
  operation,
  /** One read of an operation: `request` is what tells two of its reads apart (values, project, paging). */
  read: (groupName: string, operationKey: string, language: string, request: unknown) =>
    [...operation(groupName, operationKey), language, request] as const,
};
