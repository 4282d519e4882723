import { expect, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/screens.ts';

// Setting a stream up is on the map: Destinations, Quality and Pull links are in the navigation's Stream sub-list, on
// a wide screen and behind a phone's Menu, in English and Russian.

const WORDS = {
  en: { nav: 'Main', menu: 'Menu', stream: 'Stream', pages: ['Destinations', 'Quality', 'Pull links'] },
  ru: {
    nav: 'Основная навигация',
    menu: 'Меню',
    stream: 'Стрим',
    pages: ['Площадки', 'Качество', 'Ссылки для забора'],
  },
} as const;

test('Destinations, Quality and Pull links are reached from the navigation, wide in English and on a phone in Russian', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  await page.goto('/projects/42/stream');
  await expect(page.getByRole('heading', { level: 1, name: 'Stream' })).toBeVisible();
  for (const [language, phone] of [
    ['en', false],
    ['ru', true],
  ] as const) {
    const w = WORDS[language];
    if (phone) {
      await page.setViewportSize({ width: 390, height: 844 });
      await chooseLanguage(page, 'Русский');
    }
    for (const name of w.pages) {
      const nav = page.getByRole('navigation', { name: w.nav });
      if (phone) await page.getByRole('button', { name: w.menu }).click();
      const link = nav.getByRole('list', { name: w.stream }).getByRole('link', { name, exact: true });
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // Where the reader is, marked in the navigation (on a phone, once its drawer is opened again).
      if (phone) await page.getByRole('button', { name: w.menu }).click();
      await expect(link).toHaveAttribute('aria-current', 'page');
      if (phone) await page.keyboard.press('Escape');
    }
  }
});
