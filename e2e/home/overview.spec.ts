import type { Page } from '@playwright/test';
import { PLAN_PATH, expect, expectConfirmedByService, test } from '../support/fixtures.ts';

// The overview lists the projects this browser knows, soonest plan end first, and flags the ones about to lapse.
// Signed in as the edge-case account, whose projects end soonest (8), have ended (11), end in 2099 (12) and have an
// upgrade scheduled (15). Home lists the account's own projects (8–15) above, at a glance (home.spec.ts), with the
// same plan reads: a project in both lists is read once.

/** The edge-case account's projects, which Home's list reads the plans of. */
const LISTED = ['8', '9', '10', '11', '12', '13', '14', '15'];

const DAY = 86_400_000;

test.use({ account: 'edges' });

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

async function addProject(page: Page, id: string) {
  await page.getByLabel('Project ID').fill(id);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

const list = (page: Page) => page.getByRole('region', { name: 'Your projects, soonest plan end first' });
const cardOf = (page: Page, id: number) =>
  list(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Project ${id}`, exact: true }) });
const order = (page: Page) => list(page).getByRole('heading', { level: 3 });
const FLAG = 'Ends within 7 days and nothing is scheduled';

/** Adds the four projects and waits until every card shows its facts. */
async function addFour(page: Page) {
  for (const id of ['15', '8', '11', '12']) await addProject(page, id);
  await expect(list(page).getByRole('listitem')).toHaveCount(4);
  await expect(list(page).getByText('Loading…')).toHaveCount(0);
}

test('projects added by ID appear soonest end first; the one lapsing unscheduled is flagged', async ({
  page,
  control,
  pageErrors,
}) => {
  // The account's projects are listed above; none was opened in this browser yet.
  await expect(page.getByText('No project opened in this browser yet.')).toBeVisible();
  await addFour(page);
  // 11 ended three days ago, so its end is the soonest of all; then 8 (5 days), 15 (10 days), 12 (2099).
  await expect(order(page)).toHaveText(['Project 11', 'Project 8', 'Project 15', 'Project 12']);

  const eight = cardOf(page, 8);
  await expect(eight.getByText(FLAG)).toBeVisible();
  await expect(eight.getByRole('definition')).toHaveText(['3', '4,000', '5 days left', 'None']);

  const fifteen = cardOf(page, 15);
  await expect(fifteen.getByText(FLAG)).toHaveCount(0);
  await expect(fifteen.getByRole('term')).toHaveText(['Channels', 'Bitrate', 'Ends', 'Next plan']);
  await expect(fifteen.getByRole('definition')).toHaveText(['5', '6,000', '10 days left', 'Scheduled']);

  // Ended is ended, not "ends soon".
  const eleven = cardOf(page, 11);
  await expect(eleven.getByText(FLAG)).toHaveCount(0);
  await expect(eleven.getByRole('definition')).toHaveText(['5', '6,000', 'Ended', 'None']);

  const twelve = cardOf(page, 12);
  const days = Math.ceil((Date.parse('2099-12-31T23:59:59Z') - Date.now()) / DAY);
  await expect(twelve.getByRole('definition').nth(2)).toHaveText(
    new RegExp(`^${days.toLocaleString('en-GB').replace(',', ',?')} days left$`),
  );
  await expect(twelve.getByText(FLAG)).toHaveCount(0);

  // Each project was asked for once, in English: the ones added by ID are the account's listed ones.
  const asked = (await control.requests(PLAN_PATH)).map((entry) => entry.query.project_id).sort();
  expect(asked).toEqual([...LISTED].sort());
  expect((await control.requests(PLAN_PATH)).every((entry) => entry.query.language === 'en')).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('a project whose slots leave fields out (15) is an ordinary row', async ({ page, pageErrors }) => {
  await addProject(page, '15');
  const fifteen = cardOf(page, 15);
  await expect(fifteen.getByRole('definition')).toHaveText(['5', '6,000', '10 days left', 'Scheduled']);
  await expect(fifteen.getByRole('alert')).toHaveCount(0);
  await expect(fifteen.getByText(FLAG)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('an ID that is not a positive whole number is refused without asking the service', async ({
  page,
  control,
  pageErrors,
}) => {
  const field = page.getByLabel('Project ID');
  for (const text of ['abc', '0', '-3', '4.2']) {
    await addProject(page, text);
    await expect(page.getByRole('alert')).toHaveText('A project ID is a positive whole number.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The text stays so it can be corrected.
    await expect(field).toHaveValue(text);
  }
  await expect(list(page)).toHaveCount(0);
  await addProject(page, ' 15 ');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(field).toHaveValue('');
  await expect(cardOf(page, 15)).toBeVisible();
  // The card shows at once, before its read has gone out: its facts mean the read reached the service.
  await expect(cardOf(page, 15).getByRole('definition').nth(1)).toHaveText('6,000');
  // Adding it again does not make a second card.
  await addProject(page, '15');
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  // Nothing but project numbers was asked for: the account's listed projects, each once (15 among them).
  expect((await control.requests(PLAN_PATH)).map((entry) => entry.query.project_id).sort()).toEqual([...LISTED].sort());
  expect(pageErrors).toEqual([]);
});

test('pin, unpin and remove with the card buttons; the list survives a reload', async ({ page, pageErrors }) => {
  await addFour(page);
  const fifteen = cardOf(page, 15);
  await page.getByRole('button', { name: 'Pin project 15' }).click();
  const unpin = page.getByRole('button', { name: 'Unpin project 15' });
  await expect(unpin).toHaveAttribute('aria-pressed', 'true');
  await expect(fifteen.getByText('Pinned', { exact: true })).toBeVisible();
  await expect(cardOf(page, 8).getByText('Pinned', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove project 8' }).click();
  await expect(cardOf(page, 8)).toHaveCount(0);
  await expect(order(page)).toHaveText(['Project 11', 'Project 15', 'Project 12']);

  await page.reload();
  await expect(order(page)).toHaveText(['Project 11', 'Project 15', 'Project 12']);
  await expect(page.getByRole('button', { name: 'Unpin project 15' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Unpin project 15' }).click();
  await expect(page.getByRole('button', { name: 'Pin project 15' })).toHaveAttribute('aria-pressed', 'false');
  await expect(fifteen.getByText('Pinned', { exact: true })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('one click on a project opens its tariff page', async ({ page, pageErrors }) => {
  await addFour(page);
  await page.getByRole('link', { name: 'Project 15', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/15\/tariffs\/restream$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Restream tariff' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current plan' }).getByRole('definition').nth(1)).toHaveText('5');
  expect(pageErrors).toEqual([]);
});

test('the projects’ plans are read at the same time, not one after another', async ({ page, control, pageErrors }) => {
  await addFour(page);
  // The first four reads are held until all four have reached the service: read one after another, the first would
  // never be answered (it would time out, and its retry would show in the log beside it). Counted, not timed. (Four:
  // the browser's six connections to the origin hold them and still carry the page's other reads.)
  await control.fault({ operation: 'plan_restream', gather: 4, times: 4 });
  await control.clearLog();

  await page.reload();
  await expect(list(page).getByRole('listitem')).toHaveCount(4);
  // A return visit paints the last plans at once, before any read is answered: what this test checks is the
  // service's log, one read of each project (the four here and the account's listed ones), each answered.
  const reads = async () =>
    (await control.requests(PLAN_PATH)).map((entry) => `${entry.query.project_id}:${entry.status ?? 'pending'}`).sort();
  await expect.poll(reads).toEqual(LISTED.map((id) => `${id}:200`).sort());
  await expectConfirmedByService(page);
  await expect(order(page)).toHaveText(['Project 11', 'Project 8', 'Project 15', 'Project 12']);
  expect(pageErrors).toEqual([]);
});

test('the projects remembered here belong to the account that opened them: the next person’s overview does not list them', async ({
  page,
  control,
  signIn,
}) => {
  await addProject(page, '8');
  await page.goto('/projects/15/tariffs/restream');
  await expect(page.getByRole('region', { name: 'Current plan' }).getByRole('definition').nth(2)).toHaveText('6,000');
  await page.getByRole('link', { name: 'Relay dashboard' }).click();
  await expect(order(page)).toHaveText(['Project 8', 'Project 15']);

  // Someone else signs in on this device (a token of another account) after the first person signed out.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await control.clearLog();
  await signIn(page, { account: 'second' });
  // The account's projects are listed above; none was opened in this browser yet.
  await expect(page.getByText('No project opened in this browser yet.')).toBeVisible();
  await expect(list(page)).toHaveCount(0);
  // Home reads the plans of the second account's own projects (21, 22); none of the first person's.
  expect(
    (await control.requests(PLAN_PATH))
      .map((entry) => entry.query.project_id)
      .filter((id) => ['8', '15'].includes(id!)),
    'the first person’s projects were not read with the new token',
  ).toEqual([]);
  // Theirs are their own.
  await addProject(page, '21');
  await expect(order(page)).toHaveText(['Project 21']);
});
