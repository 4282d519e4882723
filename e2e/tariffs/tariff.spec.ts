import type { Locator, Page } from '@playwright/test';
import { PLAN_PATH, expect, expectAccountShown, test } from '../support/fixtures.ts';
import { localDateTime as dateTimeIn } from '../support/local-time.ts';

// What a signed-in user sees on each seeded project's tariff page. Dates are checked against the date the service
// actually sent (seed dates move with the server's start), shown in the browser's zone (playwright.config.ts).

const DAY = 86_400_000;
type Slot = Record<string, unknown>;
type PlanBody = { before?: Slot | null; current?: Slot | null; next?: Slot | null };

// The demo account, or the edge-case account for the block that opens its projects.
test.beforeEach(async ({ signedIn }) => {
  await signedIn();
});

/** Opens the tariff page with a full load and returns the body the service answered with. */
async function openTariff(page: Page, id: number): Promise<PlanBody> {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === PLAN_PATH && url.searchParams.get('project_id') === String(id);
  });
  await page.goto(`/projects/${id}/tariffs/restream`);
  const body = (await (await answer).json()) as PlanBody;
  await expect(page.getByRole('heading', { level: 1, name: 'Restream tariff' })).toBeVisible();
  // The project by its ID until the account's list names it, then by its name with the ID beside it.
  await expect(page.getByRole('main').getByText(new RegExp(`^(Project ${id}|.+ ID ${id})$`))).toBeVisible();
  return body;
}

function timeZone(): string {
  return test.info().project.use.timezoneId ?? 'UTC';
}

/** The local date and time a reader in the browser's zone expects, with the zone named. */
const localDateTime = (iso: string) => dateTimeIn(iso, timeZone());

/** "Ends in 12 days" / "Ended 3 days ago" for a seed date within two months (whole days counted up, as the app does). */
function relative(iso: string): string {
  const days = Math.ceil((Date.parse(iso) - Date.now()) / DAY);
  if (days >= 0) return `Ends in ${days} ${days === 1 ? 'day' : 'days'}`;
  return `Ended ${-days} ${days === -1 ? 'day' : 'days'} ago`;
}

function dateEnd(slot: Slot | null | undefined): string {
  const value = slot?.date_end;
  if (typeof value !== 'string') throw new Error(`the service sent no date_end: ${JSON.stringify(slot)}`);
  return value;
}

const card = (page: Page, name: 'Previous plan' | 'Current plan' | 'Next plan') => page.getByRole('region', { name });

/** The six values of a card, as rendered (the hidden tooltip is not part of what is seen). */
async function expectValues(region: Locator, values: string[]) {
  await expect(region.getByRole('term')).toHaveText([
    'Plan ID',
    'Max channels',
    'Max bitrate',
    'Custom channels',
    'Custom video',
    'Ends',
  ]);
  await expect(region.getByRole('definition')).toHaveText(values, { useInnerText: true });
}

const endsText = (iso: string) => `${localDateTime(iso)} ${relative(iso)}`;

test('42: three filled cards, the next one compared with the current one, and a timeline with today', async ({
  page,
  pageErrors,
}) => {
  const body = await openTariff(page, 42);
  await expectValues(card(page, 'Previous plan'), ['2', '3', '4,000', 'No', '1', endsText(dateEnd(body.before))]);
  await expectValues(card(page, 'Current plan'), ['3', '5', '6,000', 'Yes', '2', endsText(dateEnd(body.current))]);
  const next = card(page, 'Next plan');
  await expectValues(next, ['4', '10', '12,000', 'Yes', '5', endsText(dateEnd(body.next))]);
  await expect(next.getByRole('heading', { name: 'Compared with the current plan' })).toBeVisible();
  await expect(next.getByRole('listitem')).toHaveText(['▲ Max channels: more (+5)', '▲ Max bitrate: higher (+6,000)']);
  await expect(card(page, 'Previous plan').getByText('This plan has ended')).toBeVisible();
  await expect(card(page, 'Current plan').getByText('This plan has ended')).toHaveCount(0);

  const timeline = page.getByRole('figure', { name: 'Timeline' });
  await expect(timeline).toBeVisible();
  await expect(timeline.getByText('Today', { exact: true })).toBeVisible();
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  // Time order along the axis: previous end, today, current end, next end.
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Previous plan ends/,
    'Today',
    /^Current plan ends/,
    /^Next plan ends/,
  ]);
  const x = await timeline
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left));
  expect(x).toEqual([...x].sort((a, b) => a - b));
  expect(pageErrors).toEqual([]);
});

test('7: no previous plan, and the next plan has fewer channels and a lower bitrate', async ({ page, pageErrors }) => {
  const body = await openTariff(page, 7);
  await expect(card(page, 'Previous plan')).toHaveText('Previous planNo previous plan');
  await expectValues(card(page, 'Current plan'), ['3', '5', '6,000', 'Yes', '2', endsText(dateEnd(body.current))]);
  await expect(card(page, 'Next plan').getByRole('listitem')).toHaveText([
    '▼ Max channels: fewer (−2)',
    '▼ Max bitrate: lower (−2,000)',
  ]);
  expect(pageErrors).toEqual([]);
});

// The projects whose answers take the shapes the document leaves open are the edge-case account's.
test.describe('the edge-case account’s projects', () => {
  test.use({ account: 'edges' });

  test('8: the next slot is absent: "No plan scheduled"', async ({ page, pageErrors }) => {
    const body = await openTariff(page, 8);
    expect('next' in body).toBe(false);
    await expect(card(page, 'Next plan')).toHaveText('Next planNo plan scheduled');
    await expectValues(card(page, 'Current plan'), ['2', '3', '4,000', 'No', '1', endsText(dateEnd(body.current))]);
    await expectValues(card(page, 'Previous plan'), ['1', '1', '3,000', 'No', '0', endsText(dateEnd(body.before))]);
    expect(pageErrors).toEqual([]);
  });

  test('9: only the current plan: both other cards say so', async ({ page, pageErrors }) => {
    const body = await openTariff(page, 9);
    await expect(card(page, 'Previous plan')).toHaveText('Previous planNo previous plan');
    await expect(card(page, 'Next plan')).toHaveText('Next planNo plan scheduled');
    await expectValues(card(page, 'Current plan'), ['3', '5', '6,000', 'Yes', '2', endsText(dateEnd(body.current))]);
    // One plan end and today on the axis.
    await expect(page.getByRole('figure', { name: 'Timeline' }).getByRole('listitem')).toHaveText([
      'Today',
      /^Current plan ends/,
    ]);
    expect(pageErrors).toEqual([]);
  });

  test('10: zero limits are shown as 0, not as missing', async ({ page, pageErrors }) => {
    const body = await openTariff(page, 10);
    await expectValues(card(page, 'Current plan'), ['1', '0', '0', 'No', '0', endsText(dateEnd(body.current))]);
    await expect(card(page, 'Previous plan')).toHaveText('Previous planNo previous plan');
    await expect(card(page, 'Next plan')).toHaveText('Next planNo plan scheduled');
    expect(pageErrors).toEqual([]);
  });

  test('11: the current plan has ended and says how long ago', async ({ page, pageErrors }) => {
    const body = await openTariff(page, 11);
    const current = card(page, 'Current plan');
    await expect(current.getByText('This plan has ended')).toBeVisible();
    const end = dateEnd(body.current);
    expect(relative(end)).toMatch(/^Ended \d+ days ago$/);
    await expectValues(current, ['3', '5', '6,000', 'Yes', '2', endsText(end)]);
    await expect(card(page, 'Next plan')).toHaveText('Next planNo plan scheduled');
    // Everything has ended, so today is last on the axis.
    await expect(page.getByRole('figure', { name: 'Timeline' }).getByRole('listitem').last()).toHaveText('Today');
    expect(pageErrors).toEqual([]);
  });

  test('12: a plan ending in 2099 shows that date, exactly, in the tooltip and the local time beside it', async ({
    page,
    pageErrors,
  }) => {
    const body = await openTariff(page, 12);
    expect(body.current?.date_end).toBe('2099-12-31T23:59:59Z');
    const current = card(page, 'Current plan');
    const years = Math.trunc((Date.parse('2099-12-31T23:59:59Z') - Date.now()) / (365 * DAY));
    await expectValues(current, [
      '5',
      '20',
      '20,000',
      'Yes',
      '10',
      `${localDateTime('2099-12-31T23:59:59Z')} Ends in ${years} years`,
    ]);
    await current.getByRole('time').hover();
    await expect(current.getByRole('tooltip')).toHaveText('2099-12-31 23:59:59 UTC');
    expect(pageErrors).toEqual([]);
  });

  test('13: the largest integers are shown in full', async ({ page, pageErrors }) => {
    const body = await openTariff(page, 13);
    for (const [name, id, slot] of [
      ['Previous plan', '6', body.before],
      ['Current plan', '7', body.current],
      ['Next plan', '8', body.next],
    ] as const) {
      await expectValues(card(page, name), [
        id,
        '2,147,483,647',
        '9,007,199,254,740,991',
        'Yes',
        '1,000,000',
        endsText(dateEnd(slot)),
      ]);
    }
    // Same limits: the comparison says so instead of "+0".
    await expect(card(page, 'Next plan').getByRole('listitem')).toHaveText([
      '= Max channels: same',
      '= Max bitrate: same',
    ]);
    expect(pageErrors).toEqual([]);
  });

  test('14: a malformed current plan names what it cannot read, marks what was not sent, and keeps the rest', async ({
    page,
    pageErrors,
  }) => {
    const body = await openTariff(page, 14);
    const current = card(page, 'Current plan');
    // Only the value of the wrong type is a problem; custom_video was simply not sent.
    await expect(current.getByRole('listitem')).toHaveText(['Max bitrate is not shown: not a whole number.']);
    await expectValues(current, ['3', '5', '—', 'Yes', '— not sent', endsText(dateEnd(body.current))]);
    // The refused string is not shown in any form.
    await expect(current).not.toContainText('6000');
    await expect(current).not.toContainText('6,000');
    // The next plan is valid and still compared where both plans state a value.
    await expectValues(card(page, 'Next plan'), ['4', '10', '12,000', 'Yes', '5', endsText(dateEnd(body.next))]);
    await expect(card(page, 'Next plan').getByRole('listitem')).toHaveText(['▲ Max channels: more (+5)']);
    await expect(card(page, 'Previous plan')).toHaveText('Previous planNo previous plan');
    expect(pageErrors).toEqual([]);
  });

  test('15: slots that send only id, channel_max, bitrate_max and date_end are normal cards', async ({
    page,
    pageErrors,
  }) => {
    const body = await openTariff(page, 15);
    for (const [name, slot] of [
      ['Previous plan', body.before],
      ['Current plan', body.current],
    ] as const) {
      await expectValues(card(page, name), [
        String(slot?.id),
        String(slot?.channel_max),
        (slot?.bitrate_max as number).toLocaleString('en-GB'),
        '— not sent',
        '— not sent',
        endsText(dateEnd(slot)),
      ]);
    }
    const next = card(page, 'Next plan');
    await expectValues(next, ['4', '10', '12,000', '— not sent', '— not sent', endsText(dateEnd(body.next))]);
    // Nothing reads as a fault: no problem lines, only the comparison of what both plans have.
    await expect(page.getByText(/is not shown/)).toHaveCount(0);
    await expect(next.getByRole('listitem')).toHaveText([
      '▲ Max channels: more (+5)',
      '▲ Max bitrate: higher (+6,000)',
    ]);
    await expect(page.getByRole('figure').getByRole('listitem')).toHaveCount(4);
    expect(pageErrors).toEqual([]);
  });
});

test('no unit is invented: on a deployment that names none, numbers as sent, and no sentence about it', async ({
  page,
  pageErrors,
}) => {
  await openTariff(page, 42);
  await expect(card(page, 'Current plan').getByRole('definition').nth(2)).toHaveText('6,000');
  await expect(page.getByRole('main')).not.toContainText(/kbps|kbit|mbps|units|interface document/i);
  expect(pageErrors).toEqual([]);
});

for (const raw of ['abc', '0', '-1', '1.5', '9007199254740992']) {
  test(`"${raw}" is not a project ID, and the service is not asked`, async ({ page, control, pageErrors }) => {
    await control.clearLog();
    await page.goto(`/projects/${raw}/tariffs/restream`);
    await expect(page.getByRole('alert')).toHaveText(
      `“${raw}” is not a project ID. A project ID is a positive whole number.`,
    );
    await expect(page.getByRole('region', { name: 'Current plan' })).toHaveCount(0);
    // The header reads the account's name only once the page's own reads are answered, so once it shows, a plan
    // read this page sent would be in the log. (Not `networkidle`: the refresh worker's script can keep that from settling.)
    await expectAccountShown(page);
    expect(await control.requests(PLAN_PATH)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test('the exact UTC end shows on keyboard focus and on hover', async ({ page, pageErrors }) => {
  const body = await openTariff(page, 42);
  const before = card(page, 'Previous plan').getByRole('time');
  const current = card(page, 'Current plan').getByRole('time');
  const tip = card(page, 'Current plan').getByRole('tooltip', { includeHidden: true });
  const utc = `${dateEnd(body.current).replace('T', ' ').replace('Z', '')} UTC`;
  await expect(tip).toBeHidden();

  // From the previous card's date, one Tab lands on the current card's date.
  await before.focus();
  await page.keyboard.press('Tab');
  await expect(current).toBeFocused();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText(utc);
  await expect(current).toHaveAccessibleDescription(utc);
  // Only the focused date's tooltip is open.
  await expect(page.getByRole('tooltip')).toHaveCount(1);

  await page.keyboard.press('Tab');
  await expect(tip).toBeHidden();

  const nextTime = card(page, 'Next plan').getByRole('time');
  await nextTime.hover();
  await expect(card(page, 'Next plan').getByRole('tooltip')).toHaveText(
    `${dateEnd(body.next).replace('T', ' ').replace('Z', '')} UTC`,
  );
  expect(pageErrors).toEqual([]);
});

test('switching the language relabels the page, asks the service in that language, and survives a reload', async ({
  page,
  control,
  pageErrors,
}) => {
  await openTariff(page, 42);
  const language = page.getByRole('combobox', { name: /^(Language|Язык|语言)$/ });
  const asked = async () => (await control.requests(PLAN_PATH)).map((entry) => entry.query.language);

  const seen = (await asked()).length;
  expect(await asked()).toEqual(['en']);
  await language.selectOption({ label: 'Русский' });
  await expect(page.getByRole('region', { name: 'Текущий тариф' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Текущий тариф' }).getByRole('term').nth(1)).toHaveText(
    'Макс. каналов',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тариф рестрима');
  await expect(page.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
  await expect.poll(asked).toEqual(['en', 'ru']);
  // Russian groups thousands with a (no-break) space.
  await expect(page.getByRole('region', { name: 'Текущий тариф' }).getByRole('definition').nth(2)).toHaveText(
    /^6\s000$/,
  );
  await expect(page.getByRole('region', { name: 'Следующий тариф' }).getByRole('listitem').first()).toHaveText(
    /Макс\. каналов: больше \(\+5\)/,
  );

  await language.selectOption({ label: '中文' });
  await expect(page.getByRole('region', { name: '当前套餐' })).toBeVisible();
  await expect(page.getByRole('region', { name: '当前套餐' }).getByRole('term').nth(1)).toHaveText('最大频道数');
  await expect.poll(asked).toEqual(['en', 'ru', 'cn']);
  expect(seen).toBe(1);

  await page.reload();
  await expect(page.getByRole('region', { name: '当前套餐' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('cn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('转推套餐');
  await expect(page.getByRole('region', { name: 'Current plan' })).toHaveCount(0);
  // After the reload the service is asked in Chinese straight away, never in English first.
  await expect.poll(asked).toEqual(['en', 'ru', 'cn', 'cn']);
  expect(pageErrors).toEqual([]);
});
