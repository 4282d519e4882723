import { axeViolations } from '../support/console-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { PHONE, WIDE } from '../support/screens.ts';

// Settings in a person's order, in English and Russian, on a wide screen and a phone: who you are and how you sign in
// first, then notifications, then the language and theme; the API base URL last, folded under "Advanced (for a
// self-hosted deployment)".

const WORDS = {
  en: {
    option: 'English',
    sections: ['Account', 'Sign-in methods', 'Notifications', 'Language and theme'],
    signedInAs: 'Signed in as Demo Streamer',
    linkGoogle: 'Link Google',
    linkVk: 'Link VK',
    apps: ['Desktop app', 'Mobile app'],
    language: 'Interface language',
    theme: 'Theme',
    advanced: 'Advanced (for a self-hosted deployment)',
    apiBaseUrl: 'API base URL',
  },
  ru: {
    option: 'Русский',
    sections: ['Аккаунт', 'Способы входа', 'Уведомления', 'Язык и тема'],
    signedInAs: 'Вы вошли как Demo Streamer',
    linkGoogle: 'Привязать Google',
    linkVk: 'Привязать VK',
    apps: ['Приложение для компьютера', 'Мобильное приложение'],
    language: 'Язык интерфейса',
    theme: 'Тема',
    advanced: 'Дополнительно (для собственного развёртывания)',
    apiBaseUrl: 'Базовый URL API',
  },
} as const;

for (const [screen, device] of [
  ['wide screen', WIDE],
  ['phone', PHONE],
] as const) {
  test.describe(`on a ${screen}`, () => {
    test.use(device);

    for (const language of ['en', 'ru'] as const) {
      const w = WORDS[language];

      test(`the account first, then notifications, then language and theme; the API base URL under Advanced (${language})`, async ({
        page,
        signedIn,
        pageErrors,
      }) => {
        await signedIn();
        await page.goto('/settings');
        const main = page.getByRole('main');
        // The page's own language control: the choice applies at once, and the page says so in its words.
        await main.getByLabel(WORDS.en.language).selectOption({ label: w.option });
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? /^en/ : /^ru/);
        await expect(main.getByRole('heading', { level: 2 })).toHaveText([...w.sections]);

        // Who you are, as the service names the account; the sign-in already linked is not offered again.
        await expect(main.getByText(w.signedInAs)).toBeVisible();
        const methods = main.getByRole('region', { name: w.sections[1] });
        await expect(methods.getByRole('button', { name: w.linkVk, exact: true })).toBeVisible();
        await expect(methods.getByRole('button', { name: w.linkGoogle, exact: true })).toHaveCount(0);
        await expect(methods.getByRole('combobox').locator('option')).toHaveText([...w.apps]);
        await expect(main.getByLabel(w.theme, { exact: true })).toBeVisible();

        // The deployment's setting is folded away until asked for.
        const url = main.getByLabel(w.apiBaseUrl);
        await expect(url).toBeHidden();
        expect(await axeViolations(page), `Settings (${language}, ${screen})`).toEqual([]);
        await main.getByText(w.advanced).click();
        await expect(url).toBeVisible();
        await expect(url).toHaveValue('');
        expect(await axeViolations(page), `Settings with Advanced open (${language}, ${screen})`).toEqual([]);
        if (screen === 'phone')
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        expect(pageErrors).toEqual([]);
      });
    }
  });
}

test('signed out, Settings has the language and theme and the folded API base URL, which stays open once set', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/settings');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Language and theme']);
  await main.getByText('Advanced (for a self-hosted deployment)').click();
  await main.getByLabel('API base URL').fill('not a url');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('status')).toHaveText('Enter an absolute http(s) URL, or leave the field empty.');
  // Nothing typed is lost.
  await expect(main.getByLabel('API base URL')).toHaveValue('not a url');
  await main.getByLabel('API base URL').fill('https://api.example.invalid');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('status')).toHaveText('Saved');
  // An override in force is not hidden: the section opens by itself on the next visit.
  await page.reload();
  await expect(page.getByRole('main').getByLabel('API base URL')).toHaveValue('https://api.example.invalid');
  await expect(page.getByRole('main').getByLabel('API base URL')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
