import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// The query client's shared timers, installed before any test sets a timer, as a development server installs them
// (main.tsx): a test that loads a page's code after its first reads would otherwise change them under TanStack Query.
import '../lib/query-timers.ts';

// What a test waits for on screen (findBy…, waitFor) comes after reads from the worker's contract API, on a machine
// that runs two workers and may be busy: a second is Testing Library's default, too short there to be a verdict.
configure({ asyncUtilTimeout: 5000 });

// A file that needs no document runs in Node (`// @vitest-environment node`), which has no web storage.
afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
