import { type Locator, type Page, expect } from '@playwright/test';

/**
 * Scrolls down a screen at a time, as a reader does, until `target` is in the page and shown (not necessarily on the
 * screen): a part far below the screen is drawn (and read) only once its place comes near it, and each part drawn
 * makes the page longer. So `target` is what the part draws, not its place.
 */
export async function scrollUntil(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await target.first().isVisible()) return true;
        await page.evaluate(() => window.scrollBy(0, innerHeight));
        return false;
      },
      { message: 'shown once scrolled to', timeout: 15_000 },
    )
    .toBe(true);
}
