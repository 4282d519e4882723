import type { Page, Request } from '@playwright/test';
import type { Control } from '../../api/testing/control-client.ts';
import { axeViolations } from '../support/console-page.ts';
import { expect, test } from '../support/fixtures.ts';

// A project's Videos against the contract API's demo deployment: project 42 has eight recordings (7001, the newest, to 7008
// the oldest) of about 31 GB of its 537 GB plan; Cooking with Anna (31) has 1.5 MiB of its 5 GiB free. The list with sizes
// and the storage bar; a video's page: its download (a link the user follows, nothing of the session in it), a new
// name, its deletion after a question that names it; an upload that cannot fit, refused before anything is sent; an
// upload whose progress comes by push and that then appears in the list — in English on a wide screen and in Russian
// on a phone.

const STORAGE_UPLOAD = '/__contract/storage/upload/';

const WORDS = {
  en: {
    title: 'Videos',
    list: 'Recordings and uploads',
    storage: 'Storage used',
    storageValue: /^[\d.]+ GB of 536\.9 GB used$/,
    plan: 'Storage plan',
    upload: 'Upload a video',
    picture: '1920 × 1080 pixels',
    ready: 'Ready',
    processing: 'Processing',
    download: (name: string) => `Download “${name}.mp4”`,
    player: (name: string) => `Play “${name}”`,
    name: 'Name',
    save: 'Save name',
    saved: 'Name saved.',
    remove: 'Delete video',
    removeTitle: (name: string) => `Delete “${name}”?`,
    removeBody: /^It is deleted for good, and its [\d.]+ GB of storage is freed\.$/,
    confirm: 'Delete',
    removed: (name: string) => `“${name}” was deleted.`,
    back: 'All videos',
    tooLarge: '“big.mp4” is 2.1 MB, more than the 1.6 MB free. Nothing was sent.',
    sent: '400 kB of 400 kB',
    done: '“clip.mp4” is uploaded. It appears in the list, processing at first.',
    renamed: 'Friday speedruns, cut',
  },
  ru: {
    title: 'Видео',
    list: 'Записи и загрузки',
    storage: 'Занято в хранилище',
    storageValue: /^Занято [\d,]+ ГБ из 536,9 ГБ$/,
    plan: 'Тариф хранилища',
    upload: 'Загрузить видео',
    picture: '1920 × 1080 пикселей',
    ready: 'Готово',
    processing: 'Обрабатывается',
    download: (name: string) => `Скачать «${name}.mp4»`,
    player: (name: string) => `Смотреть «${name}»`,
    name: 'Название',
    save: 'Сохранить название',
    saved: 'Название сохранено.',
    remove: 'Удалить видео',
    removeTitle: (name: string) => `Удалить «${name}»?`,
    removeBody: /^Видео удаляется навсегда, в хранилище освободится [\d,]+ ГБ\.$/,
    confirm: 'Удалить',
    removed: (name: string) => `«${name}» удалено.`,
    back: 'Все видео',
    tooLarge: '«big.mp4» занимает 2,1 МБ, а свободно только 1,6 МБ. Ничего не отправлено.',
    sent: '400 кБ из 400 кБ',
    done: '«clip.mp4» загружено. Оно появится в списке — сначала в обработке.',
    renamed: 'Пятничные спидраны, нарезка',
  },
};

type Words = (typeof WORDS)['en'];

test.beforeEach(async ({ signedIn }) => {
  await signedIn();
});

const rows = (page: Page, words: Words) => page.getByRole('region', { name: words.list }).getByRole('listitem');
const file = (page: Page, words: Words) => page.getByLabel(words.upload, { exact: true });

/** The whole walk, in the words of the page's language; `axe` where this variant checks the pages. */
async function walk(page: Page, control: Control, words: Words, { axe }: { axe: boolean }) {
  // The list: eight recordings, each with its size, under the storage bar and the way to more storage.
  await page.goto('/projects/42/videos');
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await expect(rows(page, words)).toHaveCount(8);
  for (const row of await rows(page, words).all()) await expect(row).toContainText(/\d ?(GB|ГБ)$/);
  await expect(page.getByRole('meter', { name: words.storage })).toHaveAttribute('aria-valuetext', words.storageValue);
  await expect(page.getByRole('link', { name: words.plan })).toHaveAttribute('href', '/projects/42/tariffs/storage');
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
  if (axe) expect(await axeViolations(page, 'main')).toEqual([]);

  // A video's page: its picture size and state in words.
  await rows(page, words).first().getByRole('link', { name: 'Friday night speedruns' }).click();
  await expect(page).toHaveURL(/\/projects\/42\/videos\/7001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Friday night speedruns' })).toBeFocused();
  await expect(page.getByText(words.picture)).toBeVisible();
  await expect(page.getByText(words.ready, { exact: true })).toBeVisible();

  // It plays on its page: the browser's player, from the same download address, reaches the video's length.
  const player = page.locator('video');
  await expect(player).toHaveAccessibleName(words.player('Friday night speedruns'));
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((video: HTMLVideoElement) => video.duration)).toBeGreaterThan(0);

  // Its download: the address "Get video download link" gave, a link with nothing of the session in it; following it
  // sends no Authorization and brings the file under the service's name.
  const link = page.getByRole('link', { name: words.download('Friday night speedruns') });
  const href = (await link.getAttribute('href'))!;
  const session = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  const accessToken = /"accessToken":"([^"\\]+)"/.exec(session.replaceAll('\\"', '"'))?.[1];
  expect(accessToken).toBeTruthy();
  expect(href).toMatch(new RegExp(`^${new URL(page.url()).origin}/__contract/storage/download/[\\w-]+\\.[\\w-]+$`));
  expect(href).not.toContain(accessToken!);
  await control.clearLog();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.url()).toBe(href);
  expect(download.suggestedFilename()).toBe('Friday night speedruns.mp4');
  // The storage's log: the one request the link made, with no Authorization.
  await expect
    .poll(async () => (await control.log()).filter((entry) => entry.path === new URL(href).pathname))
    .toEqual([expect.objectContaining({ method: 'GET', authorization: 'missing', status: 200 })]);
  if (axe) expect(await axeViolations(page, 'main')).toEqual([]);

  // A new name, sent when the user saves it: the heading says it.
  await page.getByLabel(words.name, { exact: true }).fill(words.renamed);
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByText(words.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: words.renamed })).toBeVisible();

  // Deleted after a question that names it; back at the list, which says so, one fewer.
  await page.getByRole('button', { name: words.remove }).click();
  const dialog = page.getByRole('dialog', { name: words.removeTitle(words.renamed) });
  await expect(dialog.getByText(words.removeBody)).toBeVisible();
  if (axe) expect(await axeViolations(page, 'dialog')).toEqual([]);
  await dialog.getByRole('button', { name: words.confirm }).click();
  await expect(page).toHaveURL(/\/projects\/42\/videos$/);
  await expect(page.getByRole('status').filter({ hasText: words.removed(words.renamed) })).toBeVisible();
  await expect(rows(page, words)).toHaveCount(7);
}

/** Requests to the storage's upload address or for an upload session, as they leave the browser. */
function uploadsSent(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(STORAGE_UPLOAD) || pathname === '/method/video/create') sent.push(request);
  });
  return sent;
}

/** An upload too large for 31's storage is refused before anything is sent, saying how much is free. */
async function refusedUpload(page: Page, control: Control, words: Words) {
  const sent = uploadsSent(page);
  await control.clearLog();
  await page.goto('/projects/31/videos');
  await expect(page.getByRole('meter', { name: words.storage })).toBeVisible();
  await file(page, words).setInputFiles({ name: 'big.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(2_100_000) });
  await expect(page.getByRole('alert')).toContainText(words.tooLarge);
  await expect(page.getByRole('alert').getByRole('link', { name: words.plan })).toBeVisible();
  expect(sent).toEqual([]);
  expect((await control.log()).filter((entry) => entry.path.startsWith(STORAGE_UPLOAD))).toEqual([]);
}

/**
 * An upload to 42: the session's channel is followed before the file goes, so its progress comes by push while the
 * storage's answer is held; then the new video is in the list, processing, and ready once the demo ends it (by push).
 */
async function upload(page: Page, control: Control, words: Words) {
  await control.videos({ processingMs: null });
  const sent = uploadsSent(page);
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**${STORAGE_UPLOAD}**`, async (route) => {
    const response = await route.fetch();
    await answered;
    await route.fulfill({ response });
  });
  // The walk deleted one of the eight.
  await page.goto('/projects/42/videos');
  await expect(rows(page, words)).toHaveCount(7);
  await file(page, words).setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(400_000, 1) });
  // All of it has reached the storage, as its channel says: the answer is still held.
  await expect(page.getByText(words.sent)).toBeVisible();
  // The upload's own bar, named by its file (the page's loading bar is a progress bar too).
  await expect(page.getByRole('progressbar', { name: /clip\.mp4/ })).toHaveAttribute('value', '400000');
  answer();
  await expect(page.getByRole('status').filter({ hasText: words.done })).toBeVisible();
  const row = rows(page, words).filter({ has: page.getByRole('link', { name: 'clip', exact: true }) });
  await expect(row).toContainText(words.processing);
  await expect(rows(page, words)).toHaveCount(8);
  // The file went to the session's address alone, without the session's token.
  const storage = sent.filter((request) => new URL(request.url()).pathname.startsWith(STORAGE_UPLOAD));
  expect(storage).toHaveLength(1);
  expect(await storage[0]!.allHeaders()).not.toHaveProperty('authorization');
  const id = Number(/\/videos\/(\d+)$/.exec((await row.getByRole('link').getAttribute('href'))!)![1]);
  await control.finishVideo({ videoId: id });
  await expect(row).not.toContainText(words.processing);
}

test('English, wide: the list and storage, a video downloaded, renamed and deleted; uploads refused and sent', async ({
  page,
  control,
}) => {
  await walk(page, control, WORDS.en, { axe: true });
  await refusedUpload(page, control, WORDS.en);
  await upload(page, control, WORDS.en);
});

test.describe('on a phone, in Russian', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });

  test('the same, nothing scrolling sideways', async ({ page, control }) => {
    await walk(page, control, WORDS.ru, { axe: false });
    await refusedUpload(page, control, WORDS.ru);
    await upload(page, control, WORDS.ru);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
  });
});

test.describe('where nothing pushes', () => {
  test.use({ realtime: false });

  test('an upload goes at once, and the new video is in the list', async ({ page, control }) => {
    await control.videos({ processingMs: null });
    await page.goto('/projects/42/videos');
    await expect(rows(page, WORDS.en)).toHaveCount(8);
    await file(page, WORDS.en).setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(50_000) });
    await expect(page.getByRole('status').filter({ hasText: WORDS.en.done })).toBeVisible();
    await expect(rows(page, WORDS.en)).toHaveCount(9);
    await expect(rows(page, WORDS.en).filter({ hasText: 'clip' })).toContainText(WORDS.en.processing);
  });
});
