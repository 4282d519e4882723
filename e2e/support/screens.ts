import { type Page, expect } from '@playwright/test';

// The two screens the pages are judged on, and the interface language chosen as a reader does, from the header.

/** A phone: the header's one menu, the navigation behind Menu. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A wide screen: everything in the header's row, the navigation a column beside the page. */
export const WIDE = { viewport: { width: 1280, height: 900 } };

/** Chooses the interface language from the header (on a phone it is in the header's menu), by its option's name. */
export async function chooseLanguage(page: Page, option: string) {
  const menu = page.getByRole('banner').getByRole('button', { name: /^(Account|Options)$/ });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('banner').getByLabel('Language').selectOption({ label: option });
  if (option === 'Русский') await expect(page.locator('html')).toHaveAttribute('lang', /^ru/);
  await page.keyboard.press('Escape');
}
