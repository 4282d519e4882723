import type { Page } from '@playwright/test';

/** The scripts the page downloads from here on, as text: to say which code a page loaded, whatever its files' names. */
export function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  return scripts;
}
