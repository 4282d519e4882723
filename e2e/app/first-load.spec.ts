import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectConfirmedByService, test } from '../support/fixtures.ts';
import { scriptsOf } from '../support/scripts-of.ts';

// What the tariff page's first paint does not need is out of its first load. These are the seams of
// that split as a user meets them: the navigation's own chunk (a phone's Menu, a wide screen's column, the host
// failing to serve it), the words that now load with their pages, and the one route every catalog page shares.

const TARIFF_PATH = '/projects/42/tariffs/restream';
const NAV_CHUNK = /\/assets\/sidebar-nav-[^/]*\.js$/;

/** Before the page's own scripts: notes (performance.now()) when the current plan's card first shows a number. */
const WATCH_CARDS = `(() => {
  const done = () => {
    const value = document.querySelector('.slot-current dd');
    if (value && /\\d/.test(value.textContent ?? '')) {
      window.__cardsAt = performance.now();
      return true;
    }
    return false;
  };
  new MutationObserver((_, observer) => done() && observer.disconnect()).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** When each script of this document whose URL matches was asked for, in the page's clock. */
function scriptStarts(page: Page, pattern: RegExp): Promise<number[]> {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source).test(entry.name))
        .map((entry) => entry.startTime),
    pattern.source,
  );
}

const currentPlan = (page: Page) => page.getByRole('region', { name: 'Current plan' });

/**
 * Opens the tariff page in a new document (its scripts run from the start, as on a first visit of the day) and
 * returns when the current plan's card first showed a number, in the page's clock.
 */
async function openNotingCards(context: BrowserContext): Promise<{ tariff: Page; cardsAt: number }> {
  const tariff = await context.newPage();
  await tariff.addInitScript({ content: WATCH_CARDS });
  await tariff.goto(TARIFF_PATH);
  await expect(currentPlan(tariff).getByRole('definition').first()).toHaveText(/\d/);
  const cardsAt = await tariff.evaluate(() => (window as unknown as { __cardsAt?: number }).__cardsAt ?? Number.NaN);
  expect(cardsAt).toBeGreaterThan(0);
  return { tariff, cardsAt };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('the navigation is fetched after the cards, and the Menu opens it at once', async ({
    context,
    signedIn,
    pageErrors,
  }) => {
    await signedIn();
    const { tariff, cardsAt } = await openNotingCards(context);

    // Fetched once the page has what it asked for, not before (so it never competes with the plan on a slow link).
    await expect.poll(() => scriptStarts(tariff, NAV_CHUNK)).toHaveLength(1);
    const [navAt] = await scriptStarts(tariff, NAV_CHUNK);
    expect(navAt).toBeGreaterThan(cardsAt);
    // Hidden behind the Menu button until then: no navigation landmark is drawn.
    await expect(tariff.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    const menu = tariff.getByRole('button', { name: 'Menu' });
    await menu.click();
    const nav = tariff.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /^API/ })).toBeVisible();
    await tariff.keyboard.press('Escape');
    await expect(nav).toHaveCount(0);
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(pageErrors).toEqual([]);
  });

  test('what is below the cards is drawn when the reader nears it: by scrolling there, or at a key', async ({
    page,
    signIn,
    pageErrors,
  }) => {
    await signIn();
    const managing = page.getByRole('heading', { level: 2, name: 'Manage the plan' });
    for (const approach of ['scroll', 'key'] as const) {
      await page.goto(TARIFF_PATH);
      await expect(currentPlan(page).getByRole('definition').first()).toHaveText(/\d/);
      // Its place is there (its code has loaded) and the page has been idle, yet nothing of it is drawn.
      const place = page.locator('.when-near');
      await place.waitFor({ state: 'attached' });
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })));
      await expect(managing).toHaveCount(0);
      if (approach === 'scroll') await place.scrollIntoViewIfNeeded();
      else await page.keyboard.press('Tab');
      await expect(managing).toBeAttached();
    }
    expect(pageErrors).toEqual([]);
  });

  test('the Menu’s words are in the chosen language', async ({ page, signIn }) => {
    await signIn();
    // On a phone the language is in the account's menu.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByLabel('Language').selectOption('cn');
    // The choice is kept once the language's words have loaded; the page says so by its lang attribute.
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
    await page.goto(TARIFF_PATH);
    await expect(page.getByRole('region', { name: '当前套餐' })).toBeVisible();
    await page.getByRole('button', { name: '菜单' }).click();
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '套餐' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /^API 全部操作/ })).toBeVisible();
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the navigation is fetched after the cards, then fills the sidebar’s column', async ({ context, signedIn }) => {
    await signedIn();
    const { tariff, cardsAt } = await openNotingCards(context);
    await expect(tariff.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plans' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const [navAt] = await scriptStarts(tariff, NAV_CHUNK);
    expect(navAt).toBeGreaterThan(cardsAt);
  });

  test('a plan read that hangs does not keep the navigation away', async ({ page, signedIn }) => {
    // Reads wait a minute before they give up, so only the sidebar's own bound brings the navigation before that.
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, requestTimeoutMs: 60_000 } });
    });
    await signedIn();
    await page.route('**/method/plan_restream?**', () => {});
    await page.goto(TARIFF_PATH);
    await expect(currentPlan(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plans' })).toHaveAttribute(
      'aria-current',
      'page',
      { timeout: 15_000 },
    );
    await expect(currentPlan(page)).toHaveAttribute('aria-busy', 'true');
  });

  test('when the host fails to serve the navigation, the cards stay and the sidebar says how to get it back', async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.route(NAV_CHUNK, (route) => route.abort('connectionreset'));
    await page.goto(TARIFF_PATH);
    await expect(currentPlan(page).getByRole('definition').first()).toHaveText(/\d/);
    await expectConfirmedByService(page);
    const notice = page.getByRole('alert').filter({ hasText: 'This part of the page failed to show.' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    // The host is back: the way forward the notice offers brings the navigation.
    await page.unroute(NAV_CHUNK);
    await notice.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plans' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(currentPlan(page)).toBeVisible();
  });
});

/** Words only the studio's chat and the team's page say. */
const LATER_PARTS_WORDS = ['The chat is here while you are live.', 'Shared destinations'];

test.describe('pages opened from a link', () => {
  test('the sign-in page downloads none of the code the chat and the team share', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const words of LATER_PARTS_WORDS)
      expect(
        scripts.some((text) => text.includes(words)),
        `a script of the sign-in page says “${words}”`,
      ).toBe(false);
  });

  test('Billing downloads none of it either, its header and navigation drawn', async ({ page, signedIn }) => {
    await signedIn();
    const scripts = scriptsOf(page);
    await page.goto('/projects/42/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const words of LATER_PARTS_WORDS)
      expect(
        scripts.some((text) => text.includes(words)),
        `a script of Billing says “${words}”`,
      ).toBe(false);
  });
});

test.describe('pages whose words load with them', () => {
  for (const [language, lang, heading, google, other, label] of [
    ['ru', /^ru/, 'Вход', 'Продолжить через Google', 'Другие способы входа', 'Refresh-токен'],
    ['cn', /^zh/, '登录', '通过 Google 继续', '其他登录方式', '刷新令牌'],
  ] as const) {
    test(`the sign-in page in ${language}`, async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Language').selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('button', { name: google })).toBeVisible();
      await page.getByText(other, { exact: true }).click();
      await expect(page.getByLabel(label)).toBeVisible();
    });
  }
});

test.describe('the one route of the catalog', () => {
  test('a path no group has is not found, signed in or not; a project’s group page asks a visitor to sign in', async ({
    page,
    signedIn,
  }) => {
    await page.goto('/projects/42/no-such-group');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    // A project group outside a project, and an account group inside one, are no pages either.
    await page.goto('/stream');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.goto('/projects/42/user');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

    await page.goto('/projects/42/stream');
    await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
    await page.goto('/user');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile User');

    await signedIn();
    await page.goto('/Projects/42/Channel-Settings/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Channel settings');
    await page.goto('/projects/42/no-such-group');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
