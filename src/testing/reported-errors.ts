import { vi } from 'vitest';

/**
 * Collects what is reported from a queued microtask (as an error thrown by a timer's callback is reported) instead
 * of letting it reach the test runner as an uncaught error. Undone by `vi.restoreAllMocks()`.
 */
export function collectReported(): unknown[] {
  const reported: unknown[] = [];
  vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((report) => {
    try {
      report();
    } catch (error) {
      reported.push(error);
    }
  });
  return reported;
}
