import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/described-fixtures.ts';
import { AVATAR_BROKEN, AVATAR_HOST, AVATAR_LOADS } from '../support/fixture-real-kind.ts';

// The cabinet against a description in the real service's own kind (fixture-real-kind.ts): the project list answers
// join rows whose project sits in a nested `project` object, named by a first and a family name.

const accountList = (page: Page) => page.getByRole('region', { name: 'Projects of your account' });
const headingLine = (page: Page) => page.locator('.page-header h1 + p');
/** The account list's item of the project whose own link says `name`. */
const listedProject = (page: Page, name: string) =>
  accountList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Answers the avatars' host in place of the network (e2e runs offline): a picture at AVATAR_LOADS, 404 elsewhere.
 * Gives the addresses the page asked for.
 */
async function serveAvatars(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${AVATAR_HOST}/**`, async (route) => {
    asked.push(route.request().url());
    if (route.request().url() === AVATAR_LOADS)
      await route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
    else await route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
  });
  return asked;
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
  ).toEqual([]);
}

test('a project from a nested join row is named by first and family name on the overview, in its page headings and in the navigation', async ({
  page,
  signIn,
  service,
}) => {
  service.describe('real-kind');
  await signIn();
  const list = accountList(page);
  // Project 33 has no name in its row: it is shown by its ID (and first: its plan ends within a week).
  // Each project's own link (its Stream, Billing and Team links are named for it too: "Stream: …").
  await expect(list.getByRole('link', { name: /^(?!Stream:|Billing:|Team:)/ })).toHaveText([
    'Project 33',
    'Анна Петрова',
    'Ночной эфир',
  ]);
  await expect(list.getByRole('listitem').nth(1)).toContainText('ID 42');

  await list.getByRole('link', { name: 'Анна Петрова', exact: true }).click();
  await expect(page).toHaveURL('/projects/42/tariffs/restream');
  // The name comes from the overview's list: the page asks nothing more for it, and the ID stays beside it.
  await expect(headingLine(page)).toHaveText('Анна Петрова ID 42');
  expect(service.calls.filter((call) => call.path === '/method/user_project/my')).toHaveLength(1);

  await page
    .getByRole('navigation', { name: 'Tariffs of this project' })
    .getByRole('link', { name: 'Transcoding' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Transcoding tariff/ })).toBeVisible();
  await expect(headingLine(page)).toHaveText('Анна Петрова ID 42');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^API/ }).click();
  await page
    .getByRole('navigation', { name: 'Operation groups' })
    .getByRole('link', { name: /(^| )Channel settings$/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Channel settings');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Анна Петрова ID 42' })).toHaveAttribute(
    'href',
    '/projects/42/tariffs/restream',
  );
  // The navigation says which project its links act on, and the Stream page which project goes live.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('heading', { name: 'Анна Петрова ID 42', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Stream', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stream');
  await expect(page.getByRole('main').getByText('Анна Петрова ID 42', { exact: true })).toBeVisible();
});

test('the overview shows a project’s avatar beside its name, and its initial where the picture is not loaded', async ({
  page,
  signIn,
  service,
}) => {
  const asked = await serveAvatars(page);
  service.describe('real-kind');
  await signIn();
  const anna = listedProject(page, 'Анна Петрова');
  const picture = anna.locator('img');
  await expect(picture).toHaveAttribute('src', AVATAR_LOADS);
  await expect(picture).toHaveAttribute('referrerpolicy', 'no-referrer');
  // Loaded, not merely asked for: the page's policy lets an https: picture in.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  // A picture that fails to load, and an address that is not an image's (`javascript:`): the initial, as text.
  const night = listedProject(page, 'Ночной эфир');
  await expect(night.locator('img')).toHaveCount(0);
  await expect(night).toContainText(/^Н\s*Ночной эфир/);
  const unnamed = listedProject(page, 'Project 33');
  await expect(unnamed.locator('img')).toHaveCount(0);
  await expect(unnamed).toContainText(/^P\s*Project 33/);
  // The `javascript:` address was never asked for, and nothing else came of it.
  expect([...new Set(asked)].sort()).toEqual([AVATAR_LOADS, AVATAR_BROKEN].sort());
  // The description does not say what `type` means: nothing of it is shown, not even its number.
  await expect(anna.locator('.glance-head')).toHaveText(/^Анна ПетроваID 42$/);
  await expect(night.locator('.glance-head')).toHaveText(/^ННочной эфирID 7$/);
  await expectNoAxeViolations(page);
});

test('a project’s kind is shown in the description’s word only where the description names its values', async ({
  page,
  signIn,
  service,
}) => {
  await serveAvatars(page);
  service.describe('real-kind-named-kinds');
  await signIn();
  await expect(listedProject(page, 'Анна Петрова')).toContainText('personal');
  await expect(listedProject(page, 'Ночной эфир')).toContainText('team');
  await expectNoAxeViolations(page);
});

test('a project page opened on its own names the project from one read of the account’s list', async ({
  page,
  signIn,
  service,
}) => {
  service.describe('real-kind');
  await signIn();
  // The overview's own read of the list is over before the project page opens in a new document.
  await expect(accountList(page).getByRole('link', { name: /^(?!Stream:|Billing:|Team:)/ })).toHaveCount(3);
  const lists = () => service.calls.filter((call) => call.path === '/method/user_project/my').length;
  const before = lists();
  await page.goto('/projects/42/tariffs/transcoding');
  await expect(page.getByRole('heading', { level: 1, name: /Transcoding tariff/ })).toBeVisible();
  // The heading, the breadcrumb-less navigation and the header share one query of the list: one read names them.
  await expect(headingLine(page)).toHaveText('Анна Петрова ID 42');
  expect(lists()).toBe(before + 1);
});

test('with no check described for restream, “Change plan” says so and asks nothing before the buy', async ({
  page,
  signedIn,
  service,
}) => {
  await signedIn();
  await page.goto('/projects/42/tariffs/restream');
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await expect(dialog.getByText('What this costs is worked out when you buy.')).toBeVisible();
  // A plan and a period chosen: nothing is asked of a check.
  await dialog.getByRole('radio').first().check();
  await dialog.getByLabel(/^Period/).selectOption('1');
  await expect(dialog.getByRole('button', { name: 'Continue to buy' })).toBeEnabled();
  await expect(dialog.getByRole('region', { name: 'What you pay' })).toHaveCount(0);
  expect(service.calls.filter((call) => call.path === '/method/plan_restream/check')).toEqual([]);
});
