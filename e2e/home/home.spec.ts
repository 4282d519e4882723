import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { PLAN_PATH, expect, test } from '../support/fixtures.ts';
import { setHidden } from '../support/page-visibility.ts';
import { PHONE, WIDE, chooseLanguage } from '../support/screens.ts';

// Home at a glance, against the demo account's twelve projects: the live one first, then the plans that need someone
// (38's ended four days ago, 33's ends in six days with nothing after it), each with its main balance in its currency
// (35 pays in dollars); and what it costs the service: one read per project of each kind, none again within a
// minute, none while the tab is hidden.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const INFO_PATH = '/method/project/get_project_info';
const LIVE_PATH = '/method/broadcast/status';
const PROJECT_READS = [PLAN_PATH, INFO_PATH, LIVE_PATH];
const FIRST_PAGE = ['42', '7', '31', '32', '33', '34', '35', '36', '37', '38'];

const WORDS = {
  en: {
    option: 'English',
    list: 'Projects of your account',
    loading: 'Loading…',
    live: /^● Live for \d+ (min|hr)/,
    ended: '⚠ Ended 4 days ago',
    endsSoon: '⚠ Ends in 6 days; nothing is scheduled after it',
    ends: 'Ends in 20 days',
    offline: 'Offline',
    roubles: /^RUB\s5,000\.00$/,
    dollars: /^US\$11\.00$/,
    stream: 'Stream: Main channel',
    billing: 'Billing: Main channel',
    team: 'Team: Main channel',
  },
  ru: {
    option: 'Русский',
    list: 'Проекты вашего аккаунта',
    loading: 'Загрузка…',
    live: /^● В эфире \d+ (мин|ч)/,
    ended: '⚠ Закончился 4 дня назад',
    endsSoon: '⚠ Заканчивается через 6 дней; после него ничего не запланировано',
    ends: 'Заканчивается через 20 дней',
    offline: 'Не в эфире',
    roubles: /^5\s000,00\s₽$/,
    dollars: /^11,00\s\$$/,
    stream: 'Стрим: Main channel',
    billing: 'Баланс: Main channel',
    team: 'Команда: Main channel',
  },
} as const;

const list = (page: Page, name: string = WORDS.en.list) => page.getByRole('region', { name });
const card = (page: Page, project: string, name?: string) =>
  list(page, name)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: project, exact: true }) });

/** Every card of the list drawn, with every fact answered. */
async function expectFilled(page: Page, count: number, words: (typeof WORDS)['en' | 'ru'] = WORDS.en) {
  await expect(list(page, words.list).getByRole('listitem')).toHaveCount(count);
  await expect(list(page, words.list).getByText(words.loading)).toHaveCount(0);
}

/** Each project's reads of each kind, as the service received them: project → count. */
async function readsByProject(control: { requests(path: string): Promise<{ query: Record<string, string> }[]> }) {
  const counts: Record<string, Record<string, number>> = {};
  for (const path of PROJECT_READS) {
    counts[path] = {};
    for (const { query } of await control.requests(path))
      counts[path][query.project_id!] = (counts[path][query.project_id!] ?? 0) + 1;
  }
  return counts;
}

const once = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, 1]));

for (const [screen, device] of [
  ['wide screen', WIDE],
  ['phone', PHONE],
] as const) {
  test.describe(`on a ${screen}`, () => {
    test.use(device);

    for (const language of ['en', 'ru'] as const) {
      const w = WORDS[language];

      test(`shows the live project first, the plans that need someone next, and balances in their currencies (${language})`, async ({
        page,
        signIn,
        pageErrors,
      }) => {
        await signIn();
        if (language !== 'en') await chooseLanguage(page, w.option);
        await expectFilled(page, 10, w);
        await expect(list(page, w.list).getByRole('heading', { level: 3 })).toHaveText([
          'Main channel',
          'Late-night jazz',
          'Guitar lessons live',
          'Speedrun practice',
          'Cooking with Anna',
          'Indie game nights',
          'Esports watch party',
          'Travel vlog live',
          'Study with me',
          'Football talk show',
        ]);

        const main = card(page, 'Main channel', w.list);
        await expect(main.getByRole('definition')).toHaveText([w.live, w.ends.replace('20', '12'), w.roubles]);
        await expect(main.getByRole('link', { name: w.stream })).toHaveAttribute('href', '/projects/42/stream');
        await expect(main.getByRole('link', { name: w.billing })).toHaveAttribute('href', '/projects/42/billing');
        await expect(main.getByRole('link', { name: w.team })).toHaveAttribute('href', '/projects/42/team');

        // The plans that need someone stand out: marked in words and by the card's border; the others do not.
        const ended = card(page, 'Late-night jazz', w.list);
        await expect(ended.getByRole('definition').nth(1)).toHaveText(w.ended);
        await expect(ended).toHaveClass(/glance-flagged/);
        const soon = card(page, 'Guitar lessons live', w.list);
        await expect(soon.getByRole('definition')).toHaveText([w.offline, w.endsSoon, /0[.,]00/]);
        await expect(soon).toHaveClass(/glance-flagged/);
        const ordinary = card(page, 'Speedrun practice', w.list);
        await expect(ordinary.getByRole('definition').nth(1)).toHaveText(w.ends);
        await expect(ordinary).not.toHaveClass(/glance-flagged/);
        // Balances in the project's own currency.
        await expect(card(page, 'Travel vlog live', w.list).getByRole('definition').nth(2)).toHaveText(w.dollars);

        if (screen === 'phone')
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expect(
          violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' | ')}`),
        ).toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    }
  });
}

test.describe('what Home costs the service', () => {
  test.use(WIDE);

  test('one read per project of each kind, for the projects listed so far, and none again within a minute', async ({
    page,
    signedIn,
    control,
    pageErrors,
  }) => {
    // The page's clock, to be moved on to most of the minute: the cache's own clock is the page's.
    await page.clock.install();
    await signedIn();
    await page.goto('/');
    await expectFilled(page, 10);
    expect(await readsByProject(control)).toEqual({
      [PLAN_PATH]: once(FIRST_PAGE),
      [INFO_PATH]: once(FIRST_PAGE),
      [LIVE_PATH]: once(FIRST_PAGE),
    });

    // Away and back 50 s later, and the tab hidden and shown again: every card from what was read.
    await page.clock.fastForward('00:50');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: /^API/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All operations' })).toBeVisible();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expectFilled(page, 10);
    await setHidden(page, true);
    await setHidden(page, false);

    // The next page of the list reads its two projects, and only those: nothing read before was asked again.
    await list(page).getByRole('button', { name: 'Show more' }).click();
    await expectFilled(page, 12);
    await expect(card(page, 'Weekend stream').getByRole('definition').first()).toHaveText('Offline');
    expect(await readsByProject(control)).toEqual({
      [PLAN_PATH]: once([...FIRST_PAGE, '16', '17']),
      [INFO_PATH]: once([...FIRST_PAGE, '16', '17']),
      [LIVE_PATH]: once([...FIRST_PAGE, '16', '17']),
    });
    // The list's pages, and nothing more of the account's projects: an invitation's projects are read once its Accept
    // is pressed.
    expect((await control.requests('/method/project/list')).map((entry) => entry.query.offset ?? '')).toEqual([
      '',
      '10',
    ]);
    expect(pageErrors).toEqual([]);
  });

  test('the first row paints without waiting for the others', async ({ page, signedIn, pageErrors }) => {
    // Every read of every project but 42 held until the end: 42's row is filled meanwhile, the others say they wait.
    const held: Route[] = [];
    let holding = true;
    await page.route(
      (url) => PROJECT_READS.includes(url.pathname) && url.searchParams.get('project_id') !== '42',
      (route) => (holding ? void held.push(route) : route.continue()),
    );
    await signedIn();
    await page.goto('/');
    const rows = list(page).getByRole('listitem');
    await expect(rows).toHaveCount(10);
    await expect(rows.first().getByRole('heading', { level: 3 })).toHaveText('Main channel');
    await expect(card(page, 'Main channel').getByRole('definition')).toHaveText([
      WORDS.en.live,
      WORDS.en.ends.replace('20', '12'),
      WORDS.en.roubles,
    ]);
    await expect(card(page, 'Late-night jazz').getByRole('definition')).toHaveText(Array(3).fill(WORDS.en.loading));
    expect(held.length).toBeGreaterThan(0);

    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expectFilled(page, 10);
    await expect(card(page, 'Late-night jazz').getByRole('definition').nth(1)).toHaveText(WORDS.en.ended);
    expect(pageErrors).toEqual([]);
  });

  test('the cards hold still while the pointer moves over them, and take their order once it leaves', async ({
    page,
    signedIn,
    pageErrors,
  }) => {
    // 42's live status held back: until it lands, 42 ("Main channel") has no reason to come first.
    const held: Route[] = [];
    let holding = true;
    await page.route(
      (url) => url.pathname === LIVE_PATH && url.searchParams.get('project_id') === '42',
      (route) => (holding ? void held.push(route) : route.continue()),
    );
    await signedIn();
    await page.goto('/');
    const headings = list(page).getByRole('listitem').getByRole('heading', { level: 3 });
    // Every read in but that one.
    await expect(list(page).getByRole('listitem')).toHaveCount(10);
    await expect(list(page).getByText(WORDS.en.loading)).toHaveCount(1);
    await expect(headings.first()).not.toHaveText('Main channel');
    const before = await headings.allTextContents();

    // The reader moves the pointer over the cards, about to press one; then 42's status lands: it is live.
    const box = (await list(page).getByRole('list').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 20);
    await page.mouse.move(box.x + box.width / 2, box.y + 40);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect(card(page, 'Main channel').getByRole('definition').first()).toHaveText(WORDS.en.live);
    expect(await headings.allTextContents()).toEqual(before);

    // The pointer leaves: the live project comes first.
    await page.mouse.move(box.x + box.width / 2, Math.max(0, box.y - 200));
    await expect(headings.first()).toHaveText('Main channel');
    expect(pageErrors).toEqual([]);
  });

  test('none in a hidden tab: a tab opened in the background asks once it is shown', async ({
    page,
    signedIn,
    control,
    pageErrors,
  }) => {
    // Hidden from the start, as a tab opened in the background is.
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    });
    await signedIn();
    await page.goto('/');
    await expect(page.getByText('Loading the projects of your account…')).toBeVisible();
    // The header's name is read once the page's own reads are answered: by then, any read Home would send has gone.
    await expect.poll(async () => (await control.requests('/method/users/profile')).length).toBe(1);
    expect(await control.requests('/method/project/list')).toEqual([]);
    expect(await readsByProject(control)).toEqual({ [PLAN_PATH]: {}, [INFO_PATH]: {}, [LIVE_PATH]: {} });

    await setHidden(page, false);
    await expectFilled(page, 10);
    expect(await readsByProject(control)).toEqual({
      [PLAN_PATH]: once(FIRST_PAGE),
      [INFO_PATH]: once(FIRST_PAGE),
      [LIVE_PATH]: once(FIRST_PAGE),
    });
    expect(pageErrors).toEqual([]);
  });
});
