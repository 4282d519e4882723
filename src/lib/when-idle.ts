/** Runs `run` once the page is idle (at most 2 s later): work that must not compete with the first paint. */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}
