import type { Page, Request } from '@playwright/test';

/** How long the files are held back at most, waiting for the request: then the page goes on, and the test says so. */
const HOLD_MS = 5_000;

/**
 * Holds back the files `held` matches until a request `awaited` matches is sent (or HOLD_MS, for the page to go on):
 * whether it was sent while they were held, once the page is drawn.
 */
export async function holdUntilSent(
  page: Page,
  held: RegExp,
  awaited: (path: string) => boolean,
): Promise<() => boolean> {
  let sent: () => void = () => {};
  const whenSent = new Promise<void>((resolve) => (sent = resolve));
  page.on('request', (request: Request) => awaited(new URL(request.url()).pathname) && sent());
  let sentWhileHeld = false;
  await page.route(held, async (route) => {
    sentWhileHeld = await Promise.race([
      whenSent.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HOLD_MS)),
    ]);
    await route.continue();
  });
  return () => sentWhileHeld;
}
