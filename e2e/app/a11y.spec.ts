import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccountShown, test, refreshTokenField } from '../support/fixtures.ts';
import { openTariffLoaded } from '../support/tariff-page.ts';

// WCAG 2.1 A/AA as axe checks it, on the app's pages, in both themes; then the keyboard path a
// sighted keyboard user takes to the one date that matters.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  // On failure the message lists each rule and the elements it found, so the fix can start from the report.
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(found, `axe violations on ${where}`).toEqual([]);
}

/** Four projects of each account's own, one of them ending within 7 days with nothing scheduled. */
const FOUR_OF = {
  'Demo Streamer': ['42', '33', '38', '17'],
  'Edge cases (test account)': ['15', '8', '11', '14'],
} as const satisfies Record<string, readonly string[]>;

async function openOverviewWithProjects(page: Page, account: keyof typeof FOUR_OF) {
  await page.goto('/');
  // Settled first (the header's account read is the page's last): a project added while the page still starts (the
  // refresh a session from storage begins with) can be lost.
  await expectAccountShown(page, account);
  for (const id of FOUR_OF[account]) {
    await page.getByLabel('Project ID').fill(id);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  const cards = page.getByRole('region', { name: 'Your projects, soonest plan end first' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(page.getByText('Ends within 7 days and nothing is scheduled')).toBeVisible();
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme from the system setting`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('sign-in page', async ({ page }) => {
      await page.goto('/sign-in');
      await expect(await refreshTokenField(page)).toBeVisible();
      expect(await theme(page)).toBe(scheme);
      await expectNoViolations(page, `sign-in (${scheme})`);
    });

    test('sign-in page with the "session ended" notice and a refused token', async ({ page }) => {
      await page.goto('/sign-in?reason=ended');
      await expect(page.getByText('Your session has ended. Sign in again to continue where you were.')).toBeVisible();
      await refreshTokenField(page);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Enter a refresh token.')).toBeVisible();
      await expectNoViolations(page, `sign-in with errors (${scheme})`);
    });

    test('tariff page of project 13 and of malformed project 14', async ({ page, signedIn }) => {
      // Both the edge-case account's: 13 has every slot, with the largest limits.
      await signedIn(page, { account: 'edges' });
      await openTariffLoaded(page, 13);
      expect(await theme(page)).toBe(scheme);
      await expectNoViolations(page, `tariff 13 (${scheme})`);
      // With a tooltip open too: it must keep its contrast.
      await page.getByRole('region', { name: 'Current plan' }).getByRole('time').focus();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await expectNoViolations(page, `tariff 13 with tooltip (${scheme})`);

      await openTariffLoaded(page, 14);
      await expect(page.getByText('Max bitrate is not shown: not a whole number.')).toBeVisible();
      await expectNoViolations(page, `tariff 14 (${scheme})`);
    });

    test('tariff page for an ID that is not one', async ({ page, signedIn }) => {
      await signedIn();
      await page.goto('/projects/abc/tariffs/restream');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoViolations(page, `bad project ID (${scheme})`);
    });

    test('Home at a glance, the API page and Settings', async ({ page, signedIn }) => {
      await signedIn();
      await page.goto('/');
      const glance = page.getByRole('region', { name: 'Projects of your account' });
      await expect(glance.getByRole('listitem')).toHaveCount(10);
      await expect(glance.getByText('Loading…')).toHaveCount(0);
      await expectNoViolations(page, `Home (${scheme})`);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^API/ }).click();
      await page.getByRole('searchbox', { name: 'Search operations' }).fill('notif');
      await expect(page.getByRole('navigation', { name: 'Operation groups' }).getByRole('link').first()).toBeVisible();
      await expectNoViolations(page, `the API page, searched (${scheme})`);
      await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
      await expect(page.getByRole('main').getByText('Signed in as Demo Streamer')).toBeVisible();
      await page.getByText('Advanced (for a self-hosted deployment)').click();
      await expectNoViolations(page, `Settings (${scheme})`);
    });

    test('overview with projects, one flagged', async ({ page, signedIn }) => {
      await signedIn(page, { account: 'edges' });
      await openOverviewWithProjects(page, 'Edge cases (test account)');
      await expectNoViolations(page, `overview (${scheme})`);
      await page.getByLabel('Project ID').fill('abc');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('A project ID is a positive whole number.');
      await expectNoViolations(page, `overview with invalid ID (${scheme})`);
    });
  });
}

test('dark theme chosen with the "Dark theme" button', async ({ page, signIn }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn();
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await theme(page)).toBe('dark');
  // The page really turned dark, not only the attribute.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(15, 17, 21)');

  await openOverviewWithProjects(page, 'Demo Streamer');
  expect(await theme(page)).toBe('dark');
  await expectNoViolations(page, 'overview (dark via button)');
  await openTariffLoaded(page, 42);
  await expectNoViolations(page, 'tariff 42 (dark via button)');
  // The demo account's own: a plan that has ended, drawn in its warning colours.
  await openTariffLoaded(page, 38);
  await expectNoViolations(page, 'tariff 38 (dark via button)');
});

/** Presses Tab until `target` has focus (at most `limit` times); returns how many presses it took. */
async function tabTo(page: Page, target: Locator, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`Tab did not reach ${target} within ${limit} presses`);
}

/** The focused element draws a visible outline (not "none", not zero width). */
async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { style: computed.outlineStyle, width: parseFloat(computed.outlineWidth) };
  });
  expect(style.style).not.toBe('none');
  expect(style.width).toBeGreaterThanOrEqual(2);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`keyboard (${scheme}): skip link first, then the language picker, then the current plan's end date, all with visible focus`, async ({
    page,
    signedIn,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signedIn();
    await openTariffLoaded(page, 42);
    // Start from the top of the document, as after a fresh load.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await tabTo(page, skip, 1)).toBe(1);
    await expect(skip).toBeInViewport();
    await expectFocusVisible(skip);

    const language = page.getByRole('combobox', { name: 'Language' });
    await tabTo(page, language, 5);
    await expectFocusVisible(language);

    const end = page.getByRole('region', { name: 'Current plan' }).getByRole('time');
    await tabTo(page, end, 80);
    await expectFocusVisible(end);
    await expect(page.getByRole('region', { name: 'Current plan' }).getByRole('tooltip')).toBeVisible();
  });
}

test('the skip link moves focus to the main content', async ({ page, signedIn }) => {
  await signedIn();
  await openTariffLoaded(page, 42);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab continues inside the page content, not in the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'All projects' })).toBeFocused();
});
