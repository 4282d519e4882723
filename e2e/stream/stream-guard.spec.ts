import type { Locator, Page } from '@playwright/test';
import type { Control } from '../../api/testing/control-client.ts';
import { axeViolations } from '../support/console-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { PHONE, WIDE, chooseLanguage } from '../support/screens.ts';

// "If the stream drops" on the Stream page against the contract API: project 42's guard (it waits 60 s and shows
// "Be right back" on pause) said in one line; the pause video and the lost-signal video chosen from the service's
// list and kept after a reload; Pause saying which video viewers will see; one of the project's own renamed and
// deleted after a question that names it; and Speedrun practice's (7) video still processing, made ready by the
// control surface and shown ready by push, with no read of the list while subscribed. English on a wide screen,
// Russian on a phone.

const LIST_PATH = '/method/media-service-files/list';
const ITEM_PATH = '/method/media-service-files/get';
const PAUSE_PATH = '/method/broadcast/pause';
/** Speedrun practice's own video, processing in the seed. */
const PROCESSING = 12;

const WORDS = {
  en: {
    part: 'If the stream drops',
    seeded:
      'Viewers see “Be right back” on pause; nothing chosen for a lost signal; the platforms are held for 1 minute.',
    chosen:
      'Viewers see “Starting soon” on pause; “Technical difficulties” on a lost signal; the platforms are held for 1 minute.',
    pause: 'Pause',
    pauseTitle: 'Pause the stream?',
    whilePaused: (name: string) => `Viewers will see “${name}” while paused.`,
    cancel: 'Cancel',
    chooseLost: 'Choose the video shown when the signal is lost',
    choosePause: 'Choose the video shown on pause',
    notYet: 'It can be chosen once it is processed.',
    changePause: 'Change the video shown on pause',
    showLost: 'Show when the signal is lost',
    showPause: 'Show on pause',
    lostLabel: 'When the signal is lost',
    pauseLabel: 'On pause',
    more: (name: string) => `More for “${name}”`,
    rename: 'Rename',
    renameTitle: (name: string) => `Rename “${name}”`,
    nameField: 'Name',
    save: 'Save',
    delete: 'Delete',
    deleteTitle: (name: string) => `Delete “${name}”?`,
    renamed: 'Coffee break',
    processing: 'Processing…',
    pushed: 'Its state changes here as soon as processing moves on.',
    ready: '30 seconds',
  },
  ru: {
    part: 'Если эфир прервётся',
    seeded:
      'Зрители видят «Be right back» на паузе; при потере сигнала ничего не выбрано; время удержания площадок — 1 минута.',
    chosen:
      'Зрители видят «Starting soon» на паузе; «Technical difficulties» при потере сигнала; время удержания площадок — 1 минута.',
    pause: 'Пауза',
    pauseTitle: 'Поставить эфир на паузу?',
    whilePaused: (name: string) => `На паузе зрители увидят «${name}».`,
    cancel: 'Отмена',
    chooseLost: 'Выбрать видео при потере сигнала',
    choosePause: 'Выбрать видео на паузу',
    notYet: 'Его можно будет выбрать, когда обработка закончится.',
    changePause: 'Изменить видео на паузе',
    showLost: 'Показывать при потере сигнала',
    showPause: 'Показывать на паузе',
    lostLabel: 'При потере сигнала',
    pauseLabel: 'На паузе',
    more: (name: string) => `Ещё для «${name}»`,
    rename: 'Переименовать',
    renameTitle: (name: string) => `Переименовать «${name}»`,
    nameField: 'Название',
    save: 'Сохранить',
    delete: 'Удалить',
    deleteTitle: (name: string) => `Удалить «${name}»?`,
    renamed: 'Перерыв на кофе',
    processing: 'Обрабатывается…',
    pushed: 'Состояние меняется здесь, как только обработка продвинется.',
    ready: '30 секунд',
  },
};

type Words = (typeof WORDS)['en'];

const guardOf = (page: Page, words: Words) => page.getByRole('region', { name: words.part });
const videoRow = (part: Locator, name: string) => part.getByRole('listitem').filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog');

/** The part opened (it is folded to one line), once the page has drawn it. */
async function openGuard(page: Page, words: Words, line?: string): Promise<Locator> {
  const part = guardOf(page, words);
  // The page's first load, on a machine that may be busy.
  await expect(part).toBeVisible({ timeout: 20_000 });
  if (line !== undefined) await expect(part.getByText(line, { exact: true })).toBeVisible();
  await part.getByRole('heading', { name: words.part }).click();
  return part;
}

/** Pause asks first, and its question names the video viewers will see; cancelled, nothing is sent. */
async function pauseNames(page: Page, control: Control, words: Words, name: string) {
  await page.getByRole('button', { name: words.pause, exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: words.pauseTitle })).toBeVisible();
  await expect(dialog(page).getByText(words.whilePaused(name))).toBeVisible();
  await dialog(page).getByRole('button', { name: words.cancel }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(await control.requests(PAUSE_PATH)).toEqual([]);
}

async function choose(page: Page, part: Locator, button: string, video: string, confirm: string) {
  await part.getByRole('button', { name: button }).click();
  await dialog(page)
    .getByRole('radio', { name: new RegExp(`^${video}`) })
    .check();
  await dialog(page).getByRole('button', { name: confirm }).click();
  await expect(dialog(page)).toHaveCount(0);
}

async function walk(page: Page, control: Control, words: Words, { axe }: { axe: boolean }) {
  await control.videos({ processingMs: null });
  // The connection's pings far apart, so the page's timers run ahead without the client taking it for lost.
  await control.setRealtime({ pingSeconds: 300 });
  // The page's timers are the test's: polling, had there been any, would fire in the time run below.
  await page.clock.install();
  await page.goto('/projects/42/stream');
  await expect(guardOf(page, words).getByText(words.seeded, { exact: true })).toBeVisible({ timeout: 20_000 });
  await pauseNames(page, control, words, 'Be right back');

  const part = await openGuard(page, words);
  await part.getByRole('button', { name: words.chooseLost }).click();
  // Every video of the service's list, each with its name and length.
  await expect(dialog(page).getByRole('radio')).toHaveCount(4);
  await expect(dialog(page).getByRole('radio', { name: /^Intermission — coffee break/ })).toBeEnabled();
  if (axe) expect(await axeViolations(page, '.guard-chooser')).toEqual([]);
  await dialog(page).getByRole('button', { name: words.cancel }).click();
  await choose(page, part, words.chooseLost, 'Technical difficulties', words.showLost);
  await choose(page, part, words.changePause, 'Starting soon', words.showPause);
  const choice = (label: string) => part.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(choice(words.lostLabel)).toContainText('Technical difficulties');
  await expect(choice(words.pauseLabel)).toContainText('Starting soon');
  // Opened, the part fits the screen: nothing scrolls sideways (a phone's long Russian words included).
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);

  // One of the project's own, renamed and deleted, each asked about by its name.
  await videoRow(part, 'Intermission — coffee break')
    .getByRole('button', { name: words.more('Intermission — coffee break') })
    .click();
  await page.getByRole('button', { name: words.rename, exact: true }).click();
  await expect(
    dialog(page).getByRole('heading', { name: words.renameTitle('Intermission — coffee break') }),
  ).toBeVisible();
  await dialog(page).getByRole('textbox', { name: words.nameField }).fill(words.renamed);
  await dialog(page).getByRole('button', { name: words.save }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(videoRow(part, words.renamed)).toBeVisible();
  await videoRow(part, words.renamed)
    .getByRole('button', { name: words.more(words.renamed) })
    .click();
  await page.getByRole('button', { name: words.delete, exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: words.deleteTitle(words.renamed) })).toBeVisible();
  await dialog(page).getByRole('button', { name: words.delete, exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(videoRow(part, words.renamed)).toHaveCount(0);
  if (axe) expect(await axeViolations(page, '.stream-guard')).toEqual([]);

  // Kept: the service says so after a reload, and Pause names the new one.
  await page.reload();
  await expect(guardOf(page, words).getByText(words.chosen, { exact: true })).toBeVisible({ timeout: 20_000 });
  await pauseNames(page, control, words, 'Starting soon');

  // A video still processing is shown, not offered, with why; it is followed on its channel: nothing reads the list
  // while subscribed (half a minute of the page's timers, six of its polling intervals, passes), and it is shown
  // ready once the service publishes that it is.
  await page.goto('/projects/7/stream');
  const practice = await openGuard(page, words);
  const processing = videoRow(practice, 'Speedrun intro (new cut)');
  await expect(processing).toContainText(words.processing);
  await expect(processing.getByRole('status')).toHaveText(words.pushed);
  await practice.getByRole('button', { name: words.choosePause }).click();
  await expect(dialog(page).getByRole('radio', { name: /^Speedrun intro/ })).toBeDisabled();
  await expect(dialog(page).getByText(words.notYet)).toBeVisible();
  await dialog(page).getByRole('button', { name: words.cancel }).click();
  await control.clearLog();
  await page.clock.runFor(30_000);
  await control.finishVideo({ mediaId: PROCESSING });
  await expect(processing).toContainText(words.ready);
  await expect(processing).not.toContainText(words.processing);
  expect(await control.requests(LIST_PATH)).toEqual([]);
  expect((await control.requests(ITEM_PATH)).map((entry) => entry.query.media_id)).toEqual([String(PROCESSING)]);
}

test.describe('on a wide screen, in English', () => {
  test.use(WIDE);

  test('chooses the pause and lost-signal videos and keeps them; Pause names the video; renames and deletes one; a processing video becomes ready by push', async ({
    page,
    signedIn,
    control,
  }) => {
    await signedIn();
    await walk(page, control, WORDS.en, { axe: true });
  });
});

test.describe('on a phone, in Russian', () => {
  test.use(PHONE);

  test('the same, in Russian words', async ({ page, signedIn, control }) => {
    await signedIn();
    await page.goto('/');
    await chooseLanguage(page, 'Русский');
    await walk(page, control, WORDS.ru, { axe: false });
  });
});
