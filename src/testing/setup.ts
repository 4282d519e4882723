import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// A file that needs no document runs in Node (`// @vitest-environment node`), which has no web storage.
afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
