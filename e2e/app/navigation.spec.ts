import { catalogGroups } from '../../src/features/catalog/catalog-groups.ts';
import { describeWithout } from '../support/description-without.ts';
import { axeViolations } from '../support/console-page.ts';
import { expect, refreshTokenField, test } from '../support/fixtures.ts';
import { PHONE, WIDE, chooseLanguage } from '../support/screens.ts';

// The way around as people meet it, in English and Russian, on a wide screen and a phone: signed out there is nothing
// to go to but the sign-in (and the language); signed in, a short primary navigation — Home, the project's Stream,
// Past streams, Videos, Plans, Billing and Team, and one entry for the API page, where every group of the interface
// document is (catalog.spec.ts walks them all from there). Settings and the bell stay in the header. Team is there
// where the deployment describes the team's read of a project's members, Videos where it describes their list.
// Setting a stream up (its destinations, quality, pull links) is in Stream's sub-list, not entries of their own.

const WORDS = {
  en: {
    option: 'English',
    nav: 'Main',
    menu: 'Menu',
    entries: ['Home', 'Stream', 'Past streams', 'Videos', 'Plans', 'Billing', 'Team', /^API/],
    setup: ['Destinations', 'Quality', 'Pull links'],
    api: 'All operations',
    signIn: 'Sign in',
    settings: 'Settings',
  },
  ru: {
    option: 'Русский',
    nav: 'Основная навигация',
    menu: 'Меню',
    entries: ['Главная', 'Стрим', 'Прошедшие стримы', 'Видео', 'Тарифы', 'Баланс', 'Команда', /^API/],
    setup: ['Площадки', 'Качество', 'Ссылки для забора'],
    api: 'Все операции',
    signIn: 'Вход',
    settings: 'Настройки',
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

      test(`signed out, the sign-in page offers no navigation, only the sign-in and the language (${language})`, async ({
        page,
        pageErrors,
      }) => {
        await page.goto('/sign-in');
        await refreshTokenField(page);
        await chooseLanguage(page, w.option);
        await expect(page.getByRole('heading', { level: 1, name: w.signIn })).toBeVisible();
        // No navigation, not even its place (the shell draws it with the page, so the page being here says it is
        // not coming), no Menu, no Settings (hidden ones counted: a phone's are in the header's menu), and none of the
        // document's groups.
        await expect(page.locator('#sidebar-panel')).toHaveCount(0);
        await expect(page.getByRole('navigation')).toHaveCount(0);
        await expect(page.getByRole('button', { name: w.menu, includeHidden: true })).toHaveCount(0);
        await expect(page.getByRole('link', { name: w.settings, includeHidden: true })).toHaveCount(0);
        for (const group of ['Profile', 'Sign-in', 'Payment systems', 'Restream tariff', 'Auth', 'User'])
          await expect(page.getByRole('link', { name: group, exact: true })).toHaveCount(0);
        await expect(page.getByRole('banner').getByLabel(language === 'en' ? 'Language' : 'Язык')).toBeAttached();
        expect(await axeViolations(page), `the sign-in page (${language}, ${screen})`).toEqual([]);
        expect(pageErrors).toEqual([]);
      });

      test(`signed in, the primary navigation has at most eight entries, and its API entry leads to every group (${language})`, async ({
        page,
        signedIn,
        pageErrors,
      }) => {
        await signedIn();
        await page.goto('/projects/42/stream');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await chooseLanguage(page, w.option);
        const nav = page.getByRole('navigation', { name: w.nav });
        if (screen === 'phone') {
          await expect(nav).toBeHidden();
          await page.getByRole('button', { name: w.menu }).click();
        }
        await expect(nav).toBeVisible();
        // The entries, each a list's item of its own; Stream's sub-list holds the stream's setup.
        const links = nav.locator(':scope > ul > li > a');
        await expect(links).toHaveText([...w.entries]);
        expect(await links.count()).toBeLessThanOrEqual(8);
        await expect(nav.getByRole('list', { name: w.entries[1] }).getByRole('link')).toHaveText([...w.setup]);
        // The project the links act on, named as the account's list names it; where the reader is, marked.
        await expect(nav.getByRole('heading', { name: /Main channel/ })).toBeVisible();
        await expect(nav.getByRole('link', { name: w.entries[1], exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        // Settings stays in the header (on a phone, in its menu).
        await expect(
          page.getByRole('banner').getByRole('link', { name: w.settings, includeHidden: true }),
        ).toBeAttached();
        expect(await axeViolations(page), `the navigation (${language}, ${screen})`).toEqual([]);

        await nav.getByRole('link', { name: /^API/ }).click();
        await expect(page).toHaveURL('/projects/42/operations');
        await expect(page.getByRole('heading', { level: 1, name: w.api })).toBeVisible();
        const groups = page.getByRole('main').getByRole('navigation').locator('ul.group-links a');
        await expect(groups).toHaveCount(catalogGroups.length);
        expect(await axeViolations(page), `the API page (${language}, ${screen})`).toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    }
  });
}

test('a deep link opened signed out returns there after the sign-in', async ({ page, control, pageErrors }) => {
  await page.goto('/projects/42/billing?from=mail');
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await (await refreshTokenField(page)).fill(await control.mintRefreshToken());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/projects/42/billing?from=mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  // Signed in now: the navigation is there, for this project.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(pageErrors).toEqual([]);
});

test('without the team’s or the videos’ list described, neither the navigation nor Home offers them', async ({
  page,
  context,
  signedIn,
  pageErrors,
}) => {
  await describeWithout(context, ['List of user in project', 'List videos']);
  await signedIn();
  await page.goto('/');
  const main = page
    .getByRole('region', { name: 'Projects of your account' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Main channel', exact: true }) });
  await expect(main.getByRole('link', { name: /^(Stream|Billing):/ })).toHaveCount(2);
  await expect(main.getByRole('link', { name: /^Team/ })).toHaveCount(0);
  await main.getByRole('link', { name: 'Stream: Main channel' }).click();
  await expect(page).toHaveURL('/projects/42/stream');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'Stream',
    'Destinations',
    'Quality',
    'Pull links',
    'Past streams',
    'Plans',
    'Billing',
    /^API/,
  ]);
  expect(pageErrors).toEqual([]);
});

test('each designed page ends with the page: its group’s operations are a link in its header, none of the console below', async ({
  page,
  signedIn,
  pageErrors,
}) => {
  await signedIn();
  const main = page.getByRole('main');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const region = (name: string) => main.getByRole('region', { name, exact: true });
  const kind = (name: string) =>
    main.getByRole('navigation', { name: 'Tariffs of this project' }).getByRole('link', { name }).click();
  /** Said only by the console's list of a group's operations, never by a designed page. */
  const CONSOLE = ['Operations (', 'Not documented', 'Also described by this service', '/method/'];
  // Each page reached as a reader goes, and what shows it has drawn what it draws last (the console's list was drawn
  // with it, or, below the tariff cards, once the reader neared it).
  const pages = [
    { go: () => page.goto('/projects/42/stream'), path: 'stream', drawn: region('Destinations').getByRole('listitem') },
    {
      // Setting a stream up is reached from the Stream page's header.
      go: () => main.getByRole('navigation', { name: 'Stream' }).getByRole('link', { name: 'Destinations' }).click(),
      path: 'destinations',
      drawn: region('This project’s destinations').getByRole('listitem'),
    },
    {
      go: () => nav.getByRole('link', { name: 'Past streams' }).click(),
      path: 'streams',
      drawn: region('Past streams').getByRole('heading', { level: 2 }),
    },
    {
      go: () => nav.getByRole('link', { name: 'Videos' }).click(),
      path: 'videos',
      drawn: region('Recordings and uploads').getByRole('listitem'),
    },
    {
      go: async () => {
        await nav.getByRole('link', { name: 'Plans' }).click();
        await expect(region('Current plan')).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      },
      path: 'tariffs/restream',
      drawn: main.getByRole('heading', { level: 2, name: 'Manage the plan' }),
    },
    {
      go: () => kind('Transcoding'),
      path: 'tariffs/transcoding',
      drawn: main.getByRole('heading', { level: 2, name: 'Manage the plan' }),
    },
    {
      go: () => kind('Storage'),
      path: 'tariffs/storage',
      drawn: region('Current plan').getByRole('definition'),
    },
    {
      go: () => nav.getByRole('link', { name: 'Billing' }).click(),
      path: 'billing',
      drawn: region('History').getByRole('row'),
    },
    {
      go: () => nav.getByRole('link', { name: 'Team' }).click(),
      path: 'team',
      drawn: region('Members').getByRole('listitem'),
    },
  ];
  for (const { go, path, drawn } of pages) {
    await test.step(path, async () => {
      await go();
      await expect(page).toHaveURL(`/projects/42/${path}`);
      await expect(drawn.first()).toBeVisible();
      for (const text of CONSOLE) await expect(main, `${path}: ${text}`).not.toContainText(text);
      await expect(main.getByRole('link', { name: 'All operations of this group' })).toHaveAttribute(
        'href',
        `/projects/42/${path}/operations`,
      );
    });
  }
  // The link leads to the group's list of operations, which the console's pages are under.
  await main.getByRole('link', { name: 'All operations of this group' }).click();
  await expect(main.getByRole('rowheader', { name: 'List of user in project' })).toBeVisible();
  // Home, no group's page, has none of it either.
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(
    page.getByRole('region', { name: 'Projects of your account' }).getByRole('listitem').first(),
  ).toBeVisible();
  for (const text of CONSOLE) await expect(main, `Home: ${text}`).not.toContainText(text);
  expect(pageErrors).toEqual([]);
});
