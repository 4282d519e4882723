import { inject } from 'vitest';

/** The contract API of this test worker (api/testing/global-setup.ts): no other worker's tests reach it. */
export function contractApiUrl(): string {
  const urls = inject('contractApiUrls');
  const pool = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[pool - 1];
  if (url === undefined) throw new Error(`No contract API for worker ${pool} of ${urls.length}: raise their number`);
  return url;
}
