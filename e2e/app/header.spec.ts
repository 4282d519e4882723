import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccountShown, test } from '../support/fixtures.ts';
import { PHONE } from '../support/screens.ts';

// The header as people meet it: one row on a phone (Menu, the app's name, one menu for the account, language and
// theme), the same row on a wide screen with everything in it, and nothing in it moving when the account's name
// arrives after the page.

const TARIFF_PATH = '/projects/42/tariffs/restream';

/** Records every layout shift of the document from its first paint, with the elements that moved. */
const WATCH_SHIFTS = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        inHeader: entry.sources.some((source) => source.node && source.node.closest && source.node.closest('header')),
        nodes: entry.sources.map((source) => source.node ? (source.node.className || source.node.nodeName) : '?'),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

type Shift = { value: number; inHeader: boolean; nodes: string[] };
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

/**
 * Whether the browser tells assistive technology that the account's menu button is expanded: a popover's invoker
 * gets that state from the browser itself, which Playwright's own role reading does not see.
 */
/**
 * What the accessibility tree says of the account button's `expanded`. The button may be rendered again between
 * finding it and reading its node (the account's name arrives after the page), so a node gone in between reads as
 * `null` and the caller polls.
 */
async function announcedExpanded(page: Page): Promise<boolean | undefined | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '.topbar-more' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } catch (error) {
    if (error instanceof Error && /Could not find node|No node with given id/.test(error.message)) return null;
    throw error;
  } finally {
    await cdp.detach();
  }
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is on screen').not.toBeNull();
  return found!;
}

/** Every control shares the header's one row: their vertical middles agree, and the header is no taller than one. */
async function expectOneRow(page: Page, controls: Locator[]) {
  const header = await box(page.getByRole('banner'));
  expect(header.height, 'the header is one row high').toBeLessThan(64);
  for (const control of controls) {
    const { y, height } = await box(control);
    expect(Math.abs(y + height / 2 - (header.y + header.height / 2)), 'a control off the header’s row').toBeLessThan(4);
  }
}

test.describe('on a phone', () => {
  test.use(PHONE);

  for (const [language, label, menu, account, current] of [
    ['en', 'English', 'Menu', 'Account', 'Current plan'],
    ['ru', 'Русский', 'Меню', 'Аккаунт', 'Текущий тариф'],
    ['cn', '中文', '菜单', '账户', '当前套餐'],
  ] as const) {
    test(`the header is one row and the current plan is the first card (${language})`, async ({ page, signIn }) => {
      await signIn();
      if (language !== 'en') {
        await page.getByRole('button', { name: 'Account' }).click();
        await page.getByLabel('Language').selectOption({ label });
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'cn' ? /^zh/ : /^ru/);
        await page.keyboard.press('Escape');
      }
      await page.goto(TARIFF_PATH);
      const banner = page.getByRole('banner');
      await expect(page.getByRole('region', { name: current }).getByRole('definition').first()).toHaveText(/\d/);
      await expectOneRow(page, [
        banner.getByRole('button', { name: menu }),
        banner.getByRole('link', { name: /^(Relay dashboard|Панель ретрансляции|转播仪表板)$/ }),
        banner.getByRole('button', { name: account }),
      ]);
      // The language and theme are in the account's menu, not beside it.
      await expect(banner.getByRole('combobox')).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // Stacked, the plan in force comes first: it is above the other two.
      const cards = page.locator('.slot-grid > section');
      await expect(cards).toHaveCount(3);
      const tops = await cards.evaluateAll((sections) =>
        sections.map((section) => [section.querySelector('h2')?.textContent, section.getBoundingClientRect().top]),
      );
      const sorted = [...tops].sort((a, b) => Number(a[1]) - Number(b[1]));
      expect(sorted[0]![0]).toBe(current);
    });
  }

  test('the account’s menu holds its name, language, theme, Settings and Sign out, and answers the keyboard', async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto(TARIFF_PATH);
    const account = page.getByRole('button', { name: 'Account' });
    await expect.poll(() => announcedExpanded(page)).toBe(false);
    // Its name is not in the row: the row has no room, and it arrives after the page.
    await expect(page.getByText('Demo Streamer')).toBeHidden();

    await account.click();
    await expect(page.getByText('Demo Streamer')).toBeVisible();
    await expect.poll(() => announcedExpanded(page)).toBe(true);
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dark theme' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);

    // The theme changes with the menu open; Escape closes it and gives the focus back to its button.
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();
    await expect(account).toBeFocused();

    // Keyboard only: Enter opens it, Tab reaches its controls, and a link followed closes it with the page left.
    await account.press('Enter');
    await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeHidden();

    // Sign out from it: the menu closes and the header offers the signed-out menu.
    await account.click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: /Sign in|You are signed out/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Options' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();
  });

  test('Menu in the header’s row opens the navigation, which names the project the overview’s list named', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const overviewLink = page
      .getByRole('region', { name: 'Projects of your account' })
      .getByRole('link', { name: /^(?!Stream:|Billing:|Team:)/ })
      .first();
    const name = (await overviewLink.textContent())!.trim();
    // Home sorts its cards as their reads land (live ones first): the project is pressed by its name, not its place.
    await page
      .getByRole('region', { name: 'Projects of your account' })
      .getByRole('link', { name, exact: true })
      .click();
    await expect(page).toHaveURL(/\/projects\/\d+\/tariffs\/restream$/);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeFocused();
    await expect(nav.getByRole('heading', { level: 2 })).toContainText(name);
    // Open, the drawer leaves Menu where it was, above it, as its close control.
    await expectOneRow(page, [menu]);
    await menu.click();
    await expect(nav).toBeHidden();
    // With the focus back on Menu and the drawer open, Escape closes it too.
    await menu.click();
    await expect(nav).toBeFocused();
    await menu.focus();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });

  test('nothing in the header moves when the account’s name arrives', async ({ context, signedIn }) => {
    await signedIn();
    const tab = await context.newPage();
    await tab.addInitScript({ content: WATCH_SHIFTS });
    const named = tab.waitForResponse((response) => new URL(response.url()).pathname === '/method/users/profile');
    await tab.goto(TARIFF_PATH);
    await expect(tab.getByRole('region', { name: 'Current plan' }).getByRole('definition').first()).toHaveText(/\d/);
    // The name arrives with the menu closed (what this test is about); the menu is opened after, to find it there.
    await named;
    await tab.getByRole('button', { name: 'Account' }).click();
    await expect(tab.getByText('Demo Streamer')).toBeVisible();
    expect((await shifts(tab)).filter((shift) => shift.inHeader)).toEqual([]);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('nothing in the header moves when the account’s name arrives: its place is kept from the first paint', async ({
    context,
    signedIn,
  }) => {
    await signedIn();
    const tab = await context.newPage();
    await tab.addInitScript({ content: WATCH_SHIFTS });
    await tab.goto(TARIFF_PATH);
    await expectAccountShown(tab);
    const banner = tab.getByRole('banner');
    await expectOneRow(tab, [
      banner.getByRole('link', { name: 'Relay dashboard' }),
      banner.getByRole('combobox', { name: 'Language' }),
      banner.getByRole('button', { name: 'Sign out' }),
    ]);
    // On a wide screen everything stands in the row: no Menu, no account menu button.
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Account' })).toBeHidden();
    expect((await shifts(tab)).filter((shift) => shift.inHeader)).toEqual([]);
  });

  test('a tablet’s header is one row too: the sidebar stands beside the page, the rest is in the account’s menu', async ({
    page,
    signedIn,
  }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await signedIn();
    await page.goto(TARIFF_PATH);
    const banner = page.getByRole('banner');
    await expectOneRow(page, [
      banner.getByRole('link', { name: 'Relay dashboard' }),
      banner.getByRole('button', { name: 'Account' }),
    ]);
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
