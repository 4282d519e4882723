import { type Page, expect } from '@playwright/test';

// The two screens the pages are judged on, and the interface language chosen as a reader does, from the header.

/** A phone: the header's one menu, the navigation behind Menu. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A wide screen: everything in the header's row, the navigation a column beside the page. */
export const WIDE = { viewport: { width: 1280, height: 900 } };

/** Chooses the interface language from the header (on a phone it is in the header's menu), by its option's name. */
export async function chooseLanguage(page: Page, option: string) {
  const menu = page.getByRole('banner').getByRole('button', { name: /^(Account|Options)$/ });
  const language = page.getByRole('banner').getByLabel('Language');
  // The header may still be drawing: wait for either way to the language before asking which one this screen has
  // (a phone's menu not drawn yet would leave the select hidden behind it, waited on forever).
  await expect(menu.or(language).filter({ visible: true }).first()).toBeVisible();
  // On a busy machine the header may still change between the two ways as it lays out: open the menu only while the
  // select is hidden behind it, and try again until the choice is made.
  await expect(async () => {
    if (!(await language.isVisible()) && (await menu.isVisible())) await menu.click();
    await language.selectOption({ label: option }, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  if (option === 'Русский') await expect(page.locator('html')).toHaveAttribute('lang', /^ru/);
  await page.keyboard.press('Escape');
}
