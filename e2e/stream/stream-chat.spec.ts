import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/console-page.ts';
import { describeWithout } from '../support/description-without.ts';
import { setHidden } from '../support/page-visibility.ts';
import { expect, test } from '../support/fixtures.ts';
import { PHONE } from '../support/screens.ts';

// The chat against the demo deployment (project 42, live from the start, its chat's timer stopped so only the test
// makes messages arrive), on its full-height screen: the history with each message's platform, author and time, new
// messages pushed on the chat's channel (or read every few seconds with no realtime endpoint, and nothing in a hidden
// tab), a message sent to every platform with each one's answer, a removal asked first; in English and Russian, wide
// and on a phone; and without "Get chat key".

const CHAT = '/projects/42/stream/chat';
const HISTORY = '/method/chat/messages';

const chatLog = (page: Page, name = 'Chat messages') => page.getByRole('log', { name });
const message = (page: Page, text: string, log = chatLog(page)) => log.getByRole('listitem').filter({ hasText: text });
const messageBox = (page: Page, name = 'Message to every platform') => page.getByRole('textbox', { name });

async function openChat(page: Page) {
  await page.goto(CHAT);
  // The page's first load here: its code, the description and the first reads, on a machine that may be busy.
  await expect(chatLog(page)).toBeVisible({ timeout: 20_000 });
}

/** The history read (a GET), as the service logged it: sends are POSTs to the same path. */
async function historyReads(control: { requests: (path: string) => Promise<{ method: string }[]> }) {
  return (await control.requests(HISTORY)).filter((entry) => entry.method === 'GET');
}

/** How far the log is from its end, in pixels (0: the newest message is in view). */
const fromEnd = (log: Locator) =>
  log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);

test.beforeEach(async ({ control }) => {
  await control.chat({ ticking: false });
});

test('the history fills the screen, newest at the bottom; a new message is pushed with no read of the history', async ({
  page,
  signedIn,
  control,
}) => {
  await signedIn();
  await openChat(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(page.getByText('New messages arrive as they are written.')).toBeVisible();
  // The service says the custom target's chat cannot be read: the panel says its viewers' messages never come here.
  await expect(page.getByText('Messages on Custom RTMP are not shown here: its chat cannot be read.')).toBeVisible();

  // Each message with its platform by name (as the service names it, not its type), its author and its local time.
  const welcome = message(page, 'Welcome, everyone! Thanks for coming');
  await expect(welcome).toContainText('Demo Streamer');
  await expect(welcome).toContainText('sent from here');
  await expect(welcome.getByRole('listitem')).toHaveText(['✓ YouTube: sent', '✓ Twitch: sent', '✓ VK: sent']);
  const viewer = message(page, 'Greetings from São Paulo').first();
  await expect(viewer.locator('.chat-platform')).toHaveText(/^(YouTube|Twitch|VK)$/);
  await expect(viewer.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(chatLog(page)).not.toContainText(/youtube|twitch/);

  // What viewers write is text: an https address is a link opened apart from the page; http and markup are text.
  const link = message(page, 'The schedule is here')
    .first()
    .getByRole('link', { name: 'https://relay.example/schedule' });
  await expect(link).toHaveAttribute('href', 'https://relay.example/schedule');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(message(page, 'Old link: http://relay.example/old').first().getByRole('link')).toHaveCount(0);
  await expect(chatLog(page).getByText('<b>hello</b> & welcome').first()).toBeVisible();

  // Full height: the log takes what the window leaves above the message box, which is in view; the log scrolls, and
  // shows its newest message.
  const viewport = page.viewportSize()!;
  const [logBox, sendBox] = [
    await chatLog(page).boundingBox(),
    await page.getByRole('button', { name: 'Send' }).boundingBox(),
  ];
  expect(sendBox!.y + sendBox!.height).toBeLessThanOrEqual(viewport.height);
  expect(logBox!.height).toBeGreaterThan(viewport.height / 3);
  expect(await fromEnd(chatLog(page))).toBeLessThanOrEqual(1);
  expect(await axeViolations(page, 'main')).toEqual([]);
  // The log lays out its older messages as they come near its view: the oldest's text, far above it, is drawn when it
  // is scrolled to.
  const oldest = chatLog(page).locator('.chat-message').first();
  const drawn = () =>
    oldest.locator('.chat-text').evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);

  // Subscribed (and caught up): a viewer's message comes by push, within a second and a half, and the history is not
  // read again for it.
  await control.clearLog();
  await control.chatMessage({ platform: 'twitch', author: 'e2e_viewer', text: 'Pushed hello' });
  const pushed = message(page, 'Pushed hello');
  await expect(pushed).toBeVisible({ timeout: 1500 });
  await expect(pushed.locator('.chat-platform')).toHaveText('Twitch');
  await expect(pushed).toContainText('e2e_viewer');
  await expect(pushed).toBeInViewport();
  expect(await historyReads(control)).toEqual([]);

  // Scrolled up, the log stays where the reader is; a button says what came and goes back to it.
  // Scrolled as a reader scrolls: the log hears of it (its scroll event) by the next frame.
  await chatLog(page).evaluate(async (element) => {
    element.scrollTo({ top: 0 });
    await new Promise((frame) => requestAnimationFrame(frame));
  });
  await expect(oldest).toBeInViewport();
  await expect.poll(drawn).toBe(true);
  await control.chatMessage({ platform: 'youtube', text: 'While you were reading' });
  await expect(page.getByRole('button', { name: '1 new message' })).toBeVisible();
  await expect(message(page, 'While you were reading')).not.toBeInViewport();
  await page.getByRole('button', { name: '1 new message' }).click();
  await expect(message(page, 'While you were reading')).toBeInViewport();
  await expect(page.getByRole('button', { name: /new message/ })).toHaveCount(0);
  expect(await historyReads(control)).toEqual([]);

  // A busy chat while the reader is up in it (a dozen messages in a burst, drawn in batches): the log stays where
  // they read, and the button counts every one that came.
  await chatLog(page).evaluate(async (element) => {
    element.scrollTo({ top: 0 });
    await new Promise((frame) => requestAnimationFrame(frame));
  });
  await Promise.all(
    Array.from({ length: 12 }, (_, index) => control.chatMessage({ platform: 'vk', text: `Burst ${index + 1}` })),
  );
  const jump = page.getByRole('button', { name: '12 new messages' });
  await expect(jump).toBeVisible();
  await expect(oldest).toBeInViewport();
  expect(await chatLog(page).evaluate((element) => element.scrollTop)).toBe(0);
  await jump.click();
  await expect(message(page, 'Burst 12')).toBeInViewport();
  expect(await fromEnd(chatLog(page))).toBeLessThanOrEqual(1);
  await expect(page.getByRole('button', { name: /new message/ })).toHaveCount(0);
});

test('a message goes to every platform whose chat can be written, each answering for itself; a removal asks first', async ({
  page,
  signedIn,
  control,
}) => {
  await control.chat({ refusals: { twitch: 'Twitch: followers-only chat' } });
  await signedIn();
  await openChat(page);
  await expect(
    page.getByText('Goes to YouTube, Twitch and VK. Not to Custom RTMP: its chat cannot be written.'),
  ).toBeVisible();

  // Checked before sending: nothing too long, nothing empty, is sent.
  const box = messageBox(page);
  await box.fill('x'.repeat(301));
  await expect(page.getByText('301 of 300 characters')).toBeVisible();
  await box.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('At most 300 characters: 1 too many.');
  await box.fill('   ');
  await box.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Write a message first.');
  expect((await control.requests(HISTORY)).filter((entry) => entry.method === 'POST')).toEqual([]);

  // Shift+Enter starts a new line; Enter sends.
  await box.fill('Thanks for the raid!');
  await box.press('Shift+Enter');
  await box.pressSequentially('See you tomorrow');
  await expect(box).toHaveValue('Thanks for the raid!\nSee you tomorrow');
  await box.press('Enter');
  const results = page.getByRole('status').filter({ hasText: 'Where it went' });
  await expect(results.getByRole('listitem').filter({ hasText: 'YouTube' })).toHaveText('✓ YouTube: sent');
  await expect(results.getByRole('listitem').filter({ hasText: 'Twitch' })).toHaveText(
    '✗ Twitch: not sent — Twitch: followers-only chat',
  );
  await expect(box).toHaveValue('');
  const [sent] = (await control.requests(HISTORY)).filter((entry) => entry.method === 'POST');
  const body = sent!.body as { text: string; restreams: number[]; id: string };
  expect(body.text).toBe('Thanks for the raid!\nSee you tomorrow');
  // The three platforms whose chats can be written (not the custom target), each once.
  expect(new Set(body.restreams).size).toBe(3);
  const own = message(page, 'See you tomorrow');
  await expect(own).toContainText('sent from here');
  await expect(own.getByRole('listitem').filter({ hasText: 'Twitch' })).toContainText('Twitch: followers-only chat');

  // Removing asks first: Cancel keeps it (and the focus on its button), Remove takes it out.
  await control.chatMessage({ platform: 'vk', author: 'spammer', text: 'Buy followers now' });
  const spam = message(page, 'Buy followers now');
  const removeButton = spam.getByRole('button', { name: 'Remove the message from spammer' });
  await removeButton.click();
  const dialog = page.getByRole('dialog', { name: 'Remove this message?' });
  await expect(dialog).toContainText('Buy followers now');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(removeButton).toBeFocused();
  expect(await control.requests('/method/chat/messages/delete')).toEqual([]);
  await removeButton.click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(spam).toHaveCount(0);
  await expect(page.getByText('The message was removed.')).toBeVisible();
  const [removal] = await control.requests('/method/chat/messages/delete');
  expect(removal!.query.event_id).toBeTruthy();
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test.describe('on a phone, in Russian', () => {
  test.use(PHONE);

  test('the chat reads, sends and answers in the reader’s language; nothing scrolls sideways', async ({
    page,
    signedIn,
    control,
  }) => {
    await control.chat({ refusals: { vk: 'VK: сообщения выключены' } });
    await signedIn();
    await page.goto(CHAT);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByLabel('Language').selectOption({ label: 'Русский' });
    await page.keyboard.press('Escape');
    const log = chatLog(page, 'Сообщения чата');
    await expect(log).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Новые сообщения приходят сразу.')).toBeVisible();
    await expect(message(page, 'Welcome, everyone!', log).getByRole('listitem').first()).toHaveText(
      /^✓ \S+: отправлено$/,
    );

    const box = messageBox(page, 'Сообщение на все площадки');
    await box.fill('Всем привет!');
    await page.getByRole('button', { name: 'Отправить' }).click();
    const results = page.getByRole('status').filter({ hasText: 'Куда ушло' });
    await expect(results.getByRole('listitem').filter({ hasText: 'YouTube' })).toHaveText('✓ YouTube: отправлено');
    await expect(results.getByRole('listitem').filter({ hasText: 'VK' })).toHaveText(
      '✗ VK: не отправлено — VK: сообщения выключены',
    );
    await control.chatMessage({ platform: 'youtube', author: 'Зритель', text: 'Пришло по push' });
    await expect(message(page, 'Пришло по push', log)).toBeVisible({ timeout: 1500 });

    // Scrolled up, the reader stays where they are; the button says how many came and goes back to them.
    await log.evaluate(async (element) => {
      element.scrollTo({ top: 0 });
      await new Promise((frame) => requestAnimationFrame(frame));
    });
    for (const word of ['раз', 'два', 'три'])
      await control.chatMessage({ platform: 'vk', text: `Пока читали: ${word}` });
    const jump = page.getByRole('button', { name: 'Новых сообщений: 3' });
    await expect(jump).toBeVisible();
    // Its words on one line, as tall as a thumb's button (two lines would be 63 px).
    expect((await jump.boundingBox())!.height).toBeLessThan(50);
    await expect(message(page, 'Пока читали: три', log)).not.toBeInViewport();
    await jump.click();
    await expect(message(page, 'Пока читали: три', log)).toBeInViewport();

    // A thumb can press what it needs, and the page is as wide as the phone.
    for (const control of [box, page.getByRole('button', { name: 'Отправить' })]) {
      const { height } = (await control.boundingBox())!;
      expect(height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  test('a project whose chat key is refused says the chat needs it, with the service’s words', async ({
    page,
    signedIn,
    control,
  }) => {
    await control.chat({ keyAbsent: [42] });
    await signedIn();
    await page.goto(CHAT);
    await expect(page.getByText('The chat could not be opened for this project.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^Reason:/)).toBeVisible();
    await expect(chatLog(page)).toHaveCount(0);
    expect(await historyReads(control)).toEqual([]);
  });
});

test.describe('with no realtime endpoint', () => {
  test.use({ realtime: false });

  test('new messages are read every 5 s, and a hidden tab reads nothing', async ({ page, signedIn, control }) => {
    // Time is the page's fake clock: a minute passes in an instant, every timer due in it firing.
    await page.clock.install();
    await signedIn();
    await openChat(page);
    await expect(page.getByText('Checking for new messages every 5 s.')).toBeVisible();
    await control.chatMessage({ platform: 'vk', author: 'polled_viewer', text: 'Polled hello' });
    await page.clock.runFor(5_500);
    await expect(message(page, 'Polled hello')).toBeVisible();
    // The header names the account once the page has settled, 6 s in at the latest (FetchWhenSettled): that one read
    // comes before the tab is hidden, so what is counted below is the page's own reading alone.
    await page.clock.runFor(1_000);
    await expect(page.getByRole('banner').getByText('Demo Streamer')).toBeVisible();

    // Hidden, a minute sends nothing at all. Requests are reported in the order the page sends them, so any counted
    // from here was sent while hidden.
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/method/')) reads.push(pathname);
    });
    await setHidden(page, true);
    reads.length = 0;
    await page.clock.runFor(30_000);
    await page.clock.runFor(30_000);
    expect(reads).toEqual([]);

    // Shown again, it reads again.
    await setHidden(page, false);
    await page.clock.runFor(5_500);
    await expect.poll(() => reads.filter((path) => path === HISTORY).length).toBeGreaterThan(0);
  });
});

test('offline, the chat says it is there while live', async ({ page, signedIn, control }) => {
  await control.endStream();
  await signedIn();
  await page.goto(CHAT);
  await expect(page.getByText('The chat is here while you are live.')).toBeVisible({ timeout: 20_000 });
  expect(await control.requests('/method/chat/key')).toEqual([]);
});

test('a description without “Get chat key”: the chat says it needs it, and nothing of it is read', async ({
  page,
  context,
  signedIn,
  control,
}) => {
  await describeWithout(context, ['Get chat key']);
  await signedIn();
  await page.goto(CHAT);
  await expect(page.getByText('The chat is not available for this project.')).toBeVisible({ timeout: 20_000 });
  // The panel's own sentence says it; no second line repeats it.
  await expect(page.getByText('Not available here.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Stream page' })).toBeVisible();
  expect((await control.log()).filter((entry) => entry.path.startsWith('/method/chat/'))).toEqual([]);
});
