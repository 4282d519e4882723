import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { contractDescription } from '../../api/openapi.ts';
import { placeOfGroup } from '../../src/config/route-map.ts';
import { catalogGroups as catalog } from '../../src/features/catalog/catalog-groups.ts';
import type { CatalogGroup, DocStatus } from '../../src/features/catalog/catalog-types.ts';
import { aliasesOf, mayBeNamed } from '../../src/lib/service-description/known-aliases.ts';
import { readingsOf } from '../../src/lib/service-description/match.ts';
import { expect, test } from '../support/fixtures.ts';
import { openTariffLoaded } from '../support/tariff-page.ts';

// Every operation group of the interface document has a page, reached from the API page (the primary navigation's
// API entry) by client-side navigation, that names the group and lists its operations; plus breadcrumbs, the API
// page's search, not-found and bad-id pages, the phone drawer, hover prefetch and a route failure that stays local.

test.use({ viewport: { width: 1280, height: 900 } });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PROJECT = 42;
const TARIFF_PATH = `/projects/${PROJECT}/tariffs/restream`;
/** The tariff page is PlanRestream's page; it has its own content instead of the operations table. */
const TARIFF_GROUP = 'PlanRestream';
/** Groups whose path shows a designed page (a line of the route map) when the description gives their plans. */
const VIEW_TITLES: Record<string, string> = {
  PlanTranscoding: 'Transcoding tariff',
  PlanStorage: 'Storage tariff',
  'Plan webinar': 'Webinar tariff',
};
/** Groups whose path is a designed page of setting a stream up, by its heading. */
const SETUP_PAGES: Record<string, string> = { Transcoders: 'Quality', 'Stream pull keys': 'Pull links' };
/** The routes the first load does not hold, every catalog route among them (app/page-routes.ts). */
const SCAFFOLD_CHUNK = /\/assets\/page-routes-[^/]*\.js$/;

// The words a user reads for each documentation status. Written out here rather than imported, so a change of
// wording in the app is a change this test sees.
const STATUS_WORD: Record<DocStatus, string> = {
  documented: 'Documented',
  'method-only': 'Method only',
  'not-documented': 'Not documented',
};

/**
 * Where a group's page lives, as the catalog's paths are specified (independent of the app's own groupPath): the
 * route map's path where a line draws the group's designed page, else the kebab-case of its name.
 */
function expectedPath(group: CatalogGroup): string {
  const kebab = group.name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .split(/\s+/)
    .join('-')
    .toLowerCase();
  const slug = placeOfGroup(group.name)?.path ?? kebab;
  return group.scope === 'project' ? `/projects/${PROJECT}/${slug}` : `/${slug}`;
}

function groupNamed(name: string): CatalogGroup {
  const group = catalog.find((candidate) => candidate.name === name);
  if (!group) throw new Error(`The API page links to "${name}", which is no catalog group`);
  return group;
}

type DescribedOperation = { tags: string[]; summary?: string; operationId?: string };
/**
 * What the contract API describes, as `group name` → each `METHOD path` of that name (by summary, and by operationId
 * for one published without a summary; the real kind gives its platform sign-out the category search's summary),
 * read from its description rather than copied.
 */
const DESCRIBED = new Map<string, string[]>();
for (const [path, item] of Object.entries(
  contractDescription().paths as Record<string, Record<string, DescribedOperation>>,
)) {
  for (const [method, operation] of Object.entries(item)) {
    for (const name of [operation.summary, operation.operationId].filter((each) => each !== undefined)) {
      const key = `${operation.tags[0]} ${name}`;
      DESCRIBED.set(key, [...(DESCRIBED.get(key) ?? []), `${method.toUpperCase()} ${path}`]);
    }
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The primary navigation (the sidebar), and its entry for the API page. */
const primaryNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const apiEntry = (page: Page) => primaryNav(page).getByRole('link', { name: /^API/ });
/** The API page's groups, and the described operations its search also finds (listed apart, below them). */
const groupIndex = (page: Page) => page.getByRole('navigation', { name: 'Operation groups' });
/** The groups' links alone. */
const groupLinks = (page: Page) => groupIndex(page).locator('ul.group-links a');
/** A group's link by the document's name: the link says the group's name for people, then the document's (when they differ). */
const groupLink = (page: Page, name: string) => groupIndex(page).getByRole('link', { name: documentName(name) });
const documentName = (name: string) => new RegExp(`(^| )${escapeRegExp(name)}$`);

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  // On failure the message lists each rule and the elements it found, so the fix can start from the report.
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(found, `axe violations on ${where}`).toEqual([]);
}

/** Every operation of the group in the page's table, in the catalog's order, each with its status words. */
async function expectOperationsListed(page: Page, group: CatalogGroup) {
  const count = group.operations.reduce((sum, operation) => sum + (operation.count ?? 1), 0);
  const table = page.getByRole('region', { name: `Operations (${count})` });
  await expect(table).toBeVisible();
  if (group.operations.length === 0) {
    await expect(table).toContainText('No operations are listed for this group in the document.');
    await expect(table.getByRole('row')).toHaveCount(0);
    return;
  }
  // Whole-text matches: a missing, extra, reordered or mislabelled operation fails here.
  await expect(table.getByRole('rowheader')).toHaveText(
    group.operations.map((operation) =>
      (operation.count ?? 1) > 1 ? `${operation.name} (${operation.count} operations)` : operation.name,
    ),
  );
  // The interface document's column: the status words, and method and path where the document gives them.
  await expect(
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .locator('td:nth-of-type(1)'),
  ).toHaveText(
    group.operations.map((operation) => {
      const where = [operation.method, operation.path].filter(Boolean).join(' ');
      return new RegExp(`^\\s*${escapeRegExp(STATUS_WORD[operation.status])}\\s*${escapeRegExp(where)}\\s*$`);
    }),
  );
  // The service's column (the contract API describes the two operations the document describes in full, and its demo
  // deployment's): a link to those, "Not described" for every other line.
  await expect(
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .locator('td:nth-of-type(2)'),
  ).toHaveText(
    group.operations.map((operation) =>
      operation.path
        ? new RegExp(`^${escapeRegExp(operation.name)}\\s*${escapeRegExp(`${operation.method} ${operation.path}`)}$`)
        : serviceColumn(group.name, operation.name),
    ),
  );
}

/**
 * What the service column says of a line the document gives no path for: the names of the reading the contract API
 * describes most of (a line with a slash names one operation per alternative), each with where it is described, or
 * one "Not described" when it describes none.
 */
/**
 * Where the contract API describes a document name: by the name, or by the real kind's summary for it (its alias) —
 * but an operation the real kind places as another's, which a summary it carries does not make this name's.
 */
function describedAt(groupName: string, name: string): string[] | undefined {
  const aliases = aliasesOf(groupName, name).map((alias) => (typeof alias === 'string' ? alias : alias.operationId));
  const isThis = (where: string) => {
    const [method = '', path = ''] = where.split(' ');
    return mayBeNamed({ method, path }, groupName, name);
  };
  return [name, ...aliases]
    .map((summary) => DESCRIBED.get(`${groupName} ${summary}`)?.filter(isThis))
    .find((found) => found?.length);
}

function serviceColumn(groupName: string, line: string): string | RegExp {
  const count = (names: string[]) => names.filter((name) => describedAt(groupName, name) !== undefined).length;
  const best = readingsOf(line).reduce((most, reading) => (count(reading) > count(most) ? reading : most));
  if (count(best) === 0) return 'Not described';
  const parts = best.flatMap((name) => {
    const where = describedAt(groupName, name);
    if (where === undefined) return [`${escapeRegExp(best.length > 1 ? `${name}: ` : name)}\\s*Not described`];
    // Every operation the name stands for, each with where it is.
    return where.map((each) => `${escapeRegExp(name)}\\s*${escapeRegExp(each)}`);
  });
  return new RegExp(`^${parts.join('\\s*')}$`);
}

/** Requests for JS chunks the page makes from now on. */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) urls.push(pathname);
  });
  return urls;
}

/** The API page, reached from the primary navigation's entry by client-side navigation. */
async function openApiPage(page: Page) {
  await apiEntry(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All operations' })).toBeVisible();
}

/**
 * Opens the tariff page signed in, goes to the API page and checks it links every catalog group, then opens the given
 * groups' pages in order, each from the API page, checking each page (heading, content, the navigation's mark, axe)
 * and that no click loaded the page anew.
 */
/**
 * A designed page's link to its group's operations, in its header, followed: the list its generated page shows, under
 * the designed page's path (the page itself ends with what it is for).
 */
async function followOperationsLink(page: Page, group: CatalogGroup) {
  await page.getByRole('link', { name: 'All operations of this group' }).click();
  await expect(page).toHaveURL(`${expectedPath(group)}/operations`);
  await expectOperationsListed(page, group);
}

async function walkFromApiPage(
  page: Page,
  signedIn: () => Promise<void>,
  pageErrors: string[],
  scopes: (scope: CatalogGroup['scope']) => boolean,
): Promise<void> {
  await signedIn();
  await openTariffLoaded(page, PROJECT);

  // The navigation has its own chunk, which may land after the cards; the API page within the project lists them all.
  await openApiPage(page);
  await expect(groupLinks(page), 'one link per catalog group').toHaveCount(catalog.length);
  const names = await groupLinks(page).evaluateAll((links) =>
    links.map((link) => link.querySelector('small')?.textContent ?? link.textContent ?? ''),
  );
  expect([...names].sort()).toEqual(catalog.map((group) => group.name).sort());
  const groups = names.map(groupNamed).filter((group) => scopes(group.scope));
  expect(groups.length, 'groups to visit').toBeGreaterThan(0);

  // A full page load would drop this marker: it proves each click navigated inside the running app.
  await page.evaluate(() => {
    (window as unknown as { e2eSamePage?: boolean }).e2eSamePage = true;
  });

  // Every designed page is scanned by axe; of the pages the one generic view draws (a group's operations), the first
  // is, as the rest differ only in the operations listed.
  let genericScanned = false;
  for (const group of groups) {
    await test.step(`${group.name} (${group.scope})`, async () => {
      const generic =
        group.name !== TARIFF_GROUP &&
        group.name !== 'Stream key' &&
        group.name !== 'MoneyFlow' &&
        group.name !== 'UserProject' &&
        group.name !== 'Broadcast' &&
        !(group.name in SETUP_PAGES) &&
        group.name !== 'Video' &&
        group.name !== 'Channel' &&
        !(group.name in VIEW_TITLES);
      if (!(await groupIndex(page).isVisible())) await openApiPage(page);
      await groupLink(page, group.name).click();
      await expect(page).toHaveURL(expectedPath(group));

      if (group.name === TARIFF_GROUP) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restream tariff');
        await expect(page.getByRole('region', { name: 'Current plan' }).getByRole('term')).toHaveCount(6);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      } else if (group.name === 'Stream key') {
        // The group's designed page, the project's Stream page (a studio, with no console table on it): its parts,
        // then its link to the group's operations, which lists them.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stream');
        await expect(
          page.getByRole('region', { name: 'Where to stream' }).getByRole('button', { name: 'Reveal' }),
        ).toBeVisible();
        await followOperationsLink(page, group);
      } else if (group.name === 'MoneyFlow') {
        // The group's designed page, the project's Billing page: its balances, then its link to the group's operations.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing');
        await expect(page.getByRole('region', { name: 'Balance' }).getByRole('definition').first()).toBeVisible();
        await followOperationsLink(page, group);
      } else if (group.name === 'UserProject') {
        // The group's designed page, the project's Team page: its members, then the group's operations.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team');
        await expect(page.getByRole('region', { name: 'Members' }).getByRole('listitem').first()).toBeVisible();
      } else if (group.name === 'Channel') {
        // The group's designed page, the project's destinations: its list, then its link to the group's operations.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Destinations');
        await expect(
          page.getByRole('region', { name: 'This project’s destinations' }).getByRole('listitem').first(),
        ).toBeVisible();
        await followOperationsLink(page, group);
      } else if (group.name === 'Broadcast') {
        // The group's designed page, the project's past streams: its list, then its link to the group's operations.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Past streams');
        await followOperationsLink(page, group);
      } else if (group.name in SETUP_PAGES) {
        // A designed page of setting a stream up (Quality, Pull links): its items, then the group's operations.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(SETUP_PAGES[group.name]!);
        await expect(page.getByRole('article').first()).toBeVisible();
        await followOperationsLink(page, group);
      } else if (group.name === 'Video') {
        // A group only the newer description names, with a designed page: the project's Videos, then the group's
        // operations (the document lists none; the service's are all "also described").
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos');
        await expect(page.getByRole('region', { name: 'Recordings and uploads' }).getByRole('listitem')).toHaveCount(8);
        await followOperationsLink(page, group);
        await expect(page.getByRole('region', { name: 'Also described by this service' })).toContainText('List videos');
      } else if (group.name in VIEW_TITLES) {
        // A group with a typed view the contract API's description feeds: its plans, then its link to its operations.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${VIEW_TITLES[group.name]!} ${group.name}`);
        await expect(page.getByRole('region', { name: 'Current plan' }).getByRole('term').first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await followOperationsLink(page, group);
      } else {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(documentName(group.name));
        await expectOperationsListed(page, group);
      }

      // The primary navigation marks the place people know the page by (the tariffs under Plans, the Stream page,
      // Billing, Past streams); any other group marks at most the one place whose path it has (none, unless a group's
      // page becomes one of the navigation's places, as Team may).
      const marked = primaryNav(page).locator('a[aria-current]');
      const place = PLACES[group.name];
      if (place) await expect(marked).toHaveText([place]);
      else expect(await marked.count()).toBeLessThanOrEqual(1);
      expect(
        await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage),
        'no full page load',
      ).toBe(true);
      if (!generic || !genericScanned) await expectNoViolations(page, group.name);
      genericScanned ||= generic;
      expect(pageErrors).toEqual([]);
    });
  }
}

/** The primary navigation's entry that marks a group's page as where the reader is. */
const PLACES: Record<string, string> = {
  PlanRestream: 'Plans',
  PlanTranscoding: 'Plans',
  PlanStorage: 'Plans',
  'Plan webinar': 'Plans',
  'Stream key': 'Stream',
  MoneyFlow: 'Billing',
  Broadcast: 'Past streams',
  Video: 'Videos',
};

// The walk is split in two (about twenty pages each) so each half runs on its own worker.
test('every project group’s link on the API page opens its group page by client-side navigation', async ({
  page,
  signedIn,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  // Project groups are listed only on a project's API page.
  await walkFromApiPage(page, signedIn, pageErrors, (scope) => scope === 'project');
});

test('every account and public group’s link on the API page opens its group page by client-side navigation, and project groups leave it outside a project', async ({
  page,
  signedIn,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await walkFromApiPage(page, signedIn, pageErrors, (scope) => scope !== 'project');
  // Away from a project, its groups leave the API page and a hint says why.
  await openApiPage(page);
  await expect(page).toHaveURL('/operations');
  await expect(page.getByText('A project’s groups are listed within the project: open one from Home.')).toBeVisible();
  await expect(groupLinks(page)).toHaveCount(catalog.filter((group) => group.scope !== 'project').length);
});

test('breadcrumbs and "Back to project" on a project group page', async ({ page, signedIn, pageErrors }) => {
  await signedIn();
  await openTariffLoaded(page, PROJECT);
  await openApiPage(page);
  await groupLink(page, 'Channel settings').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Channel settings');

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  // The project as the account's list names it, its ID beside the name; then the API page, where the groups are.
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Projects',
    `Main channel ID ${PROJECT}`,
    'All operations',
    'Channel settings',
  ]);
  await expect(crumbs.getByRole('link', { name: 'All operations' })).toHaveAttribute(
    'href',
    `/projects/${PROJECT}/operations`,
  );
  await expect(crumbs.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: `Main channel ID ${PROJECT}`, exact: true })).toHaveAttribute(
    'href',
    TARIFF_PATH,
  );
  // The last crumb is the page itself: marked current, and no link to where the user already is.
  const last = crumbs.getByRole('listitem').last();
  await expect(last.getByRole('link')).toHaveCount(0);
  await expect(last.getByText('Channel settings', { exact: true })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'Back to project' }).click();
  await expect(page).toHaveURL(TARIFF_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restream tariff');
  await expect(page.getByRole('region', { name: 'Current plan' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the API page’s search matches group and operation names', async ({ page, signedIn, pageErrors }) => {
  await signedIn();
  await openTariffLoaded(page, PROJECT);
  await openApiPage(page);
  const search = page.getByRole('searchbox', { name: 'Search operations' });
  // The status is hidden while it says nothing, so it is looked up with hidden ones too. The groups' status comes
  // first; the described operations' count follows them (operation-search.spec.ts).
  const status = groupIndex(page).getByRole('status', { includeHidden: true }).first();

  // Neither group's name says "telegram": they match by an operation, which the link's note names.
  await search.fill('telegram');
  // In the page's order: by section, so Auth (account) comes before Channel settings (channels).
  await expect(groupLinks(page)).toHaveText(['Sign-in Auth', 'Channel settings']);
  await expect(groupLink(page, 'Stream key')).toHaveCount(0);
  await expect(groupLink(page, TARIFF_GROUP)).toHaveCount(0);
  await expect(groupLink(page, 'User')).toHaveCount(0);
  await expect(groupIndex(page).getByText('Connect telegram in account', { exact: true })).toBeVisible();
  await expect(status).toHaveText('');

  await search.fill('zzzz');
  await expect(groupIndex(page).getByRole('link')).toHaveCount(0);
  await expect(status).toHaveText('No group matches');
  await expect(status).toBeVisible();

  await search.clear();
  await expect(groupLinks(page)).toHaveCount(catalog.length);
  await expect(status).toHaveText('');
  expect(pageErrors).toEqual([]);
});

test('unknown paths and a project id that is not one', async ({ page, signedIn, pageErrors }) => {
  await signedIn();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  // The shell stays: header and navigation around the not-found panel.
  await expect(primaryNav(page)).toBeVisible();
  await page.getByRole('link', { name: 'Go to projects' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  await page.goto('/projects/abc/channel-settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Channel settings');
  await expect(page.getByRole('alert')).toHaveText(
    '“abc” is not a project number. A project number is a positive whole number.',
  );
  await expect(page.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/');
  // No project, so no breadcrumb through one.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await expectNoViolations(page, 'bad project id');
  expect(pageErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation is a drawer behind the Menu button', async ({ page, signedIn, pageErrors }) => {
    await signedIn();
    await openTariffLoaded(page, PROJECT);
    const menu = page.getByRole('button', { name: 'Menu' });

    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(primaryNav(page)).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(primaryNav(page)).toBeVisible();
    await expect
      .poll(() => primaryNav(page).evaluate((nav) => nav.contains(document.activeElement)), {
        message: 'focus moves into the drawer',
      })
      .toBe(true);
    await expectNoViolations(page, 'open drawer');

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(primaryNav(page)).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(primaryNav(page)).toBeVisible();
    await primaryNav(page).getByRole('link', { name: 'Stream', exact: true }).click();
    await expect(page).toHaveURL(`/projects/${PROJECT}/stream`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stream');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(primaryNav(page)).toBeHidden();
    expect(pageErrors).toEqual([]);
  });
});

test('hovering a navigation link starts loading its page code before the click', async ({
  page,
  signIn,
  pageErrors,
}) => {
  const scripts = recordScripts(page);
  await signIn();
  // Home: a page that loads none of the routes the first load does not hold.
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const scaffoldRequests = () => scripts.filter((url) => SCAFFOLD_CHUNK.test(url));
  expect(scaffoldRequests()).toEqual([]);

  await apiEntry(page).hover();
  await expect.poll(scaffoldRequests, { message: 'hover requests the routes’ chunk' }).toHaveLength(1);

  await apiEntry(page).click();
  await groupLink(page, 'User').hover();
  await groupLink(page, 'User').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile User');
  await expectOperationsListed(page, groupNamed('User'));
  // Navigation reuses the prefetched module rather than fetching it again.
  expect(scaffoldRequests()).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test.describe('a group page whose code fails to load', () => {
  // The failed chunk is the fault under test: the browser, React Router and our error boundary each report it.
  test.use({ allowConsole: [/Failed to fetch dynamically imported module/] });

  /**
   * Signed in, makes the chunk of the routes the first load does not hold unloadable, opens the tariff page and clicks
   * "Stream".
   */
  async function openBrokenGroupPage(page: Page, signedIn: (page?: Page) => Promise<void>): Promise<string[]> {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await signedIn(page);
    await page.route('**/assets/page-routes-*.js', (route) => route.abort());
    await openTariffLoaded(page, PROJECT);
    await primaryNav(page).getByRole('link', { name: 'Stream', exact: true }).click();
    await expect(page).toHaveURL(`/projects/${PROJECT}/stream`);
    // The chunk was asked for and refused (the browser logs each refused request).
    await expect
      .poll(() => consoleErrors.filter((text) => text.startsWith('Failed to load resource')).length)
      .toBeGreaterThanOrEqual(1);
    return consoleErrors;
  }

  test('header and navigation stay, and the rest of the app still works', async ({ page, signedIn }) => {
    await openBrokenGroupPage(page, signedIn);
    await expect(page.getByRole('link', { name: 'Relay dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(primaryNav(page)).toBeVisible();
    await expect(primaryNav(page).getByRole('link', { name: 'Stream', exact: true })).toBeVisible();

    // A page whose code does load opens from the same navigation.
    await primaryNav(page).getByRole('link', { name: 'Plans' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restream tariff');
    await expect(page.getByRole('region', { name: 'Current plan' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the failed area says so', async ({ page, signedIn }) => {
    // The routes' chunk did not load: src/app/router.tsx patches in a route that throws the failure, so the pages'
    // error boundary speaks.
    const consoleErrors = await openBrokenGroupPage(page, signedIn);
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure.getByRole('heading', { level: 1 })).toHaveText('This part of the page failed to show.', {
      timeout: 5_000,
    });
    await expect(failure.getByRole('button', { name: 'Reload page' })).toBeVisible();
    // RouteError logs what failed, for whoever opens the console.
    expect(consoleErrors.some((text) => text.includes('Failed to fetch dynamically imported module'))).toBe(true);
    await expect(primaryNav(page)).toBeVisible();
  });
});

test('groups are named for people in the user’s language, the document’s name beside, and found by either', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  await openTariffLoaded(page, PROJECT);
  await openApiPage(page);
  await page.getByLabel('Language').selectOption('ru');
  const groups = page.getByRole('navigation', { name: 'Группы операций' });
  await expect(groups.getByRole('link', { name: 'Тариф рестрима PlanRestream' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Поиск операций' });
  await search.fill('участник');
  await expect(groups.getByRole('link')).toHaveText(['Проекты и участники UserProject']);
  await search.fill('PlanStorage');
  // The groups' list; the described operations the search also finds are listed after it.
  await expect(groups.getByRole('list').first().getByRole('link')).toHaveText(['Тариф хранилища PlanStorage']);
  await groups.getByRole('link', { name: 'Тариф хранилища PlanStorage' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тариф хранилища PlanStorage');
  await expect(page).toHaveTitle(/^Тариф хранилища \(PlanStorage\)/);
  await expectNoViolations(page, 'a group page in Russian');
  await page.getByLabel('Язык').selectOption('cn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('存储套餐 PlanStorage');
  // The storage tariff is among the project's plans, which the navigation marks as where the reader is.
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '套餐' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});
