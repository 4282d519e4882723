import { axeViolations } from '../support/console-page.ts';
import { expect, test } from '../support/fixtures.ts';

// Setting a stream's destinations up against the demo deployment (project 42): a Kick destination added from the
// Stream page by its channel's address, RTMP URL and key (an http:// URL refused before anything is sent), then in the
// studio with its switch, switched on from the line that says it was added (after a question while live); an SRT one; on the destinations page a VK community from the linked account's channel list
// (paged); a destination removed after a question that names it; and a linked account's removal naming the
// destinations that use it. In English on a wide screen and in Russian on a phone, each one walk.

const KICK_ADD = '/method/channel/add/kick';
const SRT_ADD = '/method/channel/add/srt';
const VK_ADD = '/method/channel/add/vk';
const DELETE = '/method/channel/delete';
const ACCOUNT_REMOVE = '/method/platforms/account/remove';

const WORDS = {
  en: {
    studio: 'Destinations',
    add: 'Add a destination',
    find: 'Find a platform',
    channelAddress: 'Channel address',
    serverUrl: 'Server URL',
    streamKey: 'Stream key',
    name: 'Name',
    srtAddress: 'SRT address',
    submit: 'Add destination',
    scheme: 'Starts with rtmp:// or rtmps://.',
    fixFirst: 'Correct the marked fields. Nothing was sent.',
    added: (platform: string) => `${platform} destination added.`,
    addedNamed: (label: string) => `“${label}” added.`,
    switchOn: 'Send the stream there too',
    switchedOn: (label: string) => `“${label}” is on: it goes live when you start the stream.`,
    onTitle: (label: string) => `Send the stream to ${label} now?`,
    onCancel: 'Not now',
    sendTo: (name: string) => `Send to ${name}`,
    nav: 'Destinations',
    streamPage: 'Stream',
    list: 'This project’s destinations',
    addSection: 'Add a destination',
    shown: (shown: number, total: number) => `${shown} of ${total} shown`,
    showMore: 'Show more',
    chosen: (name: string) => `Chosen: ${name}`,
    more: (name: string) => `More for ${name}`,
    remove: 'Remove',
    removeTitle: (name: string) => `Remove “${name}”?`,
    removed: (name: string) => `“${name}” removed.`,
    accounts: 'Connected accounts',
    accountActions: 'More for Demo Streamer (VK)',
    removeAccount: 'Remove Demo Streamer (VK)?',
    usedBy: (names: string) => `Used by this project’s ${names}.`,
  },
  ru: {
    studio: 'Площадки',
    add: 'Добавить площадку',
    find: 'Найти платформу',
    channelAddress: 'Адрес канала',
    serverUrl: 'Адрес сервера',
    streamKey: 'Ключ потока',
    name: 'Название',
    srtAddress: 'Адрес SRT',
    submit: 'Добавить площадку',
    scheme: 'Начинается с rtmp:// или rtmps://.',
    fixFirst: 'Исправьте отмеченные поля. Ничего не отправлено.',
    added: (platform: string) => `Площадка ${platform} добавлена.`,
    addedNamed: (label: string) => `«${label}» добавлена.`,
    switchOn: 'Транслировать и туда',
    switchedOn: (label: string) => `«${label}» включена: выйдет в эфир, когда вы начнёте трансляцию.`,
    onTitle: (label: string) => `Транслировать на ${label} сейчас?`,
    onCancel: 'Не сейчас',
    sendTo: (name: string) => `Трансляция на ${name}`,
    nav: 'Площадки',
    streamPage: 'Стрим',
    list: 'Площадки этого проекта',
    addSection: 'Добавить площадку',
    shown: (shown: number, total: number) => `Показано ${shown} из ${total}`,
    showMore: 'Показать ещё',
    chosen: (name: string) => `Выбрано: ${name}`,
    more: (name: string) => `Ещё для ${name}`,
    remove: 'Удалить',
    removeTitle: (name: string) => `Удалить «${name}»?`,
    removed: (name: string) => `«${name}» удалена.`,
    accounts: 'Привязанные аккаунты',
    accountActions: 'Ещё для Demo Streamer (VK)',
    removeAccount: 'Удалить Demo Streamer (VK)?',
    usedBy: (names: string) => `Его используют площадки этого проекта: ${names}.`,
  },
} as const;

for (const [screen, viewport, language] of [
  ['wide', { width: 1366, height: 900 }, 'en'],
  ['phone', { width: 390, height: 844 }, 'ru'],
] as const) {
  test.describe(`${screen}, ${language}`, () => {
    test.use({ viewport, locale: language === 'en' ? 'en-US' : 'ru-RU' });

    test('adds on Kick, SRT and VK, removes one, and names what a linked account’s removal takes', async ({
      page,
      signedIn,
      control,
    }) => {
      const w = WORDS[language];
      // The demo's figures and chat hold still: what changes is what the test does.
      await control.setLive({ ticking: false });
      await control.chat({ ticking: false });
      // Wide: nothing is live, so a destination just added is switched on at once; phone: the project is live.
      if (screen === 'wide') await control.endStream(42);
      await signedIn();
      await page.goto('/projects/42/stream');
      const studio = page.getByRole('region', { name: w.studio, exact: true });
      await expect(studio.getByRole('switch', { name: w.sendTo('Main YouTube') })).toBeVisible();
      await studio.getByText(w.add, { exact: true }).click();

      // Kick, found by typing, by its page's address, RTMP URL and key: an http:// URL is refused here, unsent.
      await studio.getByRole('searchbox', { name: w.find }).fill('ki');
      await expect(studio.getByRole('button', { name: 'YouTube', exact: true })).toHaveCount(0);
      await studio.getByRole('button', { name: 'Kick', exact: true }).click();
      await studio.getByRole('textbox', { name: w.channelAddress }).fill('https://kick.com/xqc');
      const server = studio.getByRole('textbox', { name: w.serverUrl });
      await server.fill('http://fa723fc1b171.global-contribute.live-video.net/app');
      const key = studio.getByRole('textbox', { name: w.streamKey });
      await key.fill('sk_us-west-2_kick');
      // The key is typed unseen.
      await expect(key).toHaveAttribute('type', 'password');
      await control.clearLog();
      await studio.getByRole('button', { name: w.submit }).click();
      await expect(studio.getByText(w.scheme, { exact: true })).toBeVisible();
      await expect(studio.getByText(w.fixFirst)).toBeVisible();
      await expect(server).toBeFocused();
      expect(await control.requests(KICK_ADD)).toEqual([]);
      await server.fill('rtmps://fa723fc1b171.global-contribute.live-video.net/app');
      await studio.getByRole('button', { name: w.submit }).click();
      await expect(studio.getByRole('status').filter({ hasText: w.added('Kick') })).toBeVisible();
      // In the studio with its switch, off, without a reload.
      const xqc = studio.getByRole('switch', { name: w.sendTo('xqc') });
      await expect(xqc).toHaveAttribute('aria-checked', 'false');
      // The keyboard goes on from the search, for the next one.
      await expect(studio.getByRole('searchbox', { name: w.find })).toBeFocused();
      // The line that says so offers to switch it on: at once while nothing is live, after a question while it is.
      await studio.getByRole('button', { name: w.switchOn }).click();
      if (screen === 'wide') {
        await expect(studio.getByRole('status')).toHaveText(w.switchedOn('xqc · Kick'));
        // The button gone, the focus is on what it did.
        await expect(studio.getByRole('status')).toBeFocused();
        await expect(xqc).toHaveAttribute('aria-checked', 'true');
        expect((await control.requests('/method/channel/set-status')).map((request) => request.body)).toEqual([
          { channel_id: expect.any(Number), status: true },
        ]);
      } else {
        const ask = page.getByRole('dialog', { name: w.onTitle('xqc · Kick') });
        await expect(ask).toBeVisible();
        await ask.getByRole('button', { name: w.onCancel }).click();
        await expect(ask).toBeHidden();
        await expect(xqc).toHaveAttribute('aria-checked', 'false');
        expect(await control.requests('/method/channel/set-status')).toEqual([]);
      }
      const [kick] = await control.requests(KICK_ADD);
      expect(kick?.body).toEqual({
        project_id: 42,
        channel_url: 'https://kick.com/xqc',
        rtmp_url: 'rtmps://fa723fc1b171.global-contribute.live-video.net/app',
        stream_key: '[secret]',
      });

      // SRT, by a name and its address.
      await studio.getByRole('searchbox', { name: w.find }).fill('srt');
      await studio.getByRole('button', { name: 'SRT', exact: true }).click();
      await studio.getByRole('textbox', { name: w.name, exact: true }).fill('Studio encoder');
      await studio.getByRole('textbox', { name: w.srtAddress }).fill('srt://ingest.example.com:9000?latency=200');
      await studio.getByRole('button', { name: w.submit }).click();
      await expect(studio.getByRole('switch', { name: w.sendTo('Studio encoder') })).toBeVisible();
      // Said by its own name and platform, as the list names it.
      await expect(studio.getByRole('status').filter({ hasText: w.addedNamed('Studio encoder · SRT') })).toBeVisible();
      expect((await control.requests(SRT_ADD)).map((request) => request.body)).toEqual([
        // Sent as typed; the log keeps no SRT address, which may carry its passphrase.
        { project_id: 42, name: 'Studio encoder', ingress_url: '[secret]' },
      ]);

      // The destinations page, from the Stream page's header (the navigation's Stream sub-list has it too).
      await page
        .getByRole('navigation', { name: w.streamPage })
        .getByRole('link', { name: w.nav, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: w.nav })).toBeVisible();
      const list = page.getByRole('region', { name: w.list });
      await expect(list.getByText('xqc', { exact: true })).toBeVisible();

      // A VK community of the linked account, from its list a page at a time.
      const add = page.getByRole('region', { name: w.addSection });
      await add.getByRole('button', { name: 'VK', exact: true }).click();
      await expect(add.getByText(w.shown(10, 45))).toBeVisible();
      await add.getByRole('button', { name: w.showMore }).click();
      await expect(add.getByText(w.shown(20, 45))).toBeVisible();
      // The keyboard goes on from the first one the page brought.
      const guitar = add.getByRole('button', { name: /^Guitar fans/ });
      await expect(add.getByRole('button', { name: /^Guitar chat/ })).toBeFocused();
      await guitar.click();
      await expect(guitar).toHaveAttribute('aria-pressed', 'true');
      await expect(add.getByText(w.chosen('Guitar fans'))).toBeVisible();
      await add.getByRole('button', { name: w.submit }).click();
      await expect(list.getByText('Guitar fans', { exact: true })).toBeVisible();
      expect((await control.requests(VK_ADD)).map((request) => request.body)).toEqual([
        { project_id: 42, channel_id: '210021', account_id: '712345678' },
      ]);
      if (screen === 'wide') expect(await axeViolations(page, 'main')).toEqual([]);

      // Removed from its ⋯ menu, after a question that names it.
      await list.getByRole('button', { name: w.more('xqc') }).click();
      await page
        .getByRole('group', { name: w.more('xqc') })
        .getByRole('button', { name: w.remove })
        .click();
      const question = page.getByRole('dialog', { name: w.removeTitle('xqc') });
      await expect(question).toBeVisible();
      if (screen === 'wide') expect(await axeViolations(page, 'dialog')).toEqual([]);
      expect(await control.requests(DELETE)).toEqual([]);
      await question.getByRole('button', { name: w.remove }).click();
      await expect(list.getByText('xqc', { exact: true })).toHaveCount(0);
      // The status line says the removal, in place of the addition it said before.
      await expect(add.getByRole('status')).toHaveText(w.removed('xqc'));
      const removed = await control.requests(DELETE);
      expect(removed.map((request) => request.body)).toEqual([{ project_id: 42, channel_id: expect.any(Number) }]);

      // The VK account's removal says which of this project's destinations go through it, then forgets it.
      const accounts = page.getByRole('region', { name: w.accounts });
      await accounts.getByRole('group', { name: w.accountActions }).getByRole('button', { name: w.remove }).click();
      const forget = page.getByRole('dialog', { name: w.removeAccount });
      await expect(forget.getByText(w.usedBy('VK community, Guitar fans'))).toBeVisible();
      if (screen === 'wide') expect(await axeViolations(page, 'dialog')).toEqual([]);
      await forget.getByRole('button', { name: w.remove }).click();
      await expect(accounts.getByRole('group', { name: w.accountActions })).toHaveCount(0);
      expect((await control.requests(ACCOUNT_REMOVE)).map((request) => request.body)).toEqual([
        { platform: 'vk', id: '712345678' },
      ]);
      if (screen === 'phone') {
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
        // A guest of another owner's project sees its destinations as they are, and why: nothing to add or remove.
        await control.addChannels(2, 16);
        await page.goto('/projects/16/destinations');
        await expect(page.getByRole('note')).toHaveText(
          'Ваш доступ к этому проекту не позволяет менять его площадки: они показаны как есть.',
        );
        await expect(list.getByRole('listitem')).toHaveCount(2);
        await expect(list.getByRole('button')).toHaveCount(0);
        await expect(page.getByRole('region', { name: w.addSection })).toHaveCount(0);
      }
    });
  });
}

test('with a VK community’s connect described beside the platforms’ under their one summary, YouTube still connects by the platforms’ own', async ({
  page,
  context,
  signedIn,
  control,
}) => {
  // The real kind publishes both under "Get url for start oauth", in the Platforms group.
  await page.route('**/__contract/openapi.json', async (route) => {
    const response = await route.fetch();
    if (response.status() !== 200) return route.fulfill({ response });
    const description = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    const connect = description.paths['/method/platforms/connect']!.get as Record<string, unknown>;
    description.paths['/method/platforms/connect/vk-community'] = {
      get: { ...connect, operationId: 'getVkCommunityOauthUrl' },
    };
    await route.fulfill({ response, json: description });
  });
  await signedIn();
  await page.goto('/projects/42/stream');
  const studio = page.getByRole('region', { name: 'Destinations', exact: true });
  await studio.getByText('Add a destination', { exact: true }).click();
  const add = studio.locator('.stream-add');
  await add.getByRole('button', { name: 'YouTube', exact: true }).click();
  const connect = add.getByRole('button', { name: /^Connect YouTube/ });
  await expect(connect).toBeVisible();
  const tab = context.waitForEvent('page');
  await connect.click();
  await expect(await tab).toHaveURL(/\/__contract\/oauth\/youtube\?state=/);
  expect((await control.requests('/method/platforms/connect')).map((entry) => entry.query.platform)).toEqual([
    'youtube',
  ]);
  expect(await control.requests('/method/platforms/connect/vk-community')).toEqual([]);
});
