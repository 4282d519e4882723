/**
 * Resolves in a task of its own, ahead of the tasks already waiting (`scheduler.yield`), so the work after it does
 * not lengthen the task that asked; at once where the browser has no such thing.
 */
export const ownTask = (): Promise<void> | undefined =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
