// Query keys of what a deployment's description adds (the other keys are in lib/operations/query-keys.ts; these
// are apart only so that the first bundle does not carry them). Each is built on its root.
const described = ['described'] as const;

export const describedKeys = {
  /** The description, by URL: read once per session. */
  description: (url: string | null) => ['service-description', url] as const,
  /** Reads of the operations it describes, by group: a write invalidates its group's reads. */
  group: (group: string) => [...described, group] as const,
  read: (group: string, operation: string, language: string, request: string) =>
    [...describedKeys.group(group), operation, language, request] as const,
};
