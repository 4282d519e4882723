import type { Page } from '@playwright/test';
import { STUDIO_PATHS } from '../support/fixture-studio-description.ts';
import { expect, test } from '../support/fixture-studio-service.ts';

// The Stream page's destinations drawn while the stream is live (fixture-studio-service.ts: two destinations on air,
// four switched on) and before the live info is read: each row that will have figures holds a line of their room, so
// nothing in the list moves when they arrive where they fit in one line, and on a phone, where they take two, the
// first lands in the room.

const destinations = (page: Page) => page.getByRole('region', { name: 'Destinations' });
const rows = (page: Page) =>
  destinations(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('switch') });

/** Records every layout shift from the first paint, with the elements that moved and whether they are rows'. */
const WATCH_SHIFTS = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        value: entry.value,
        sources: entry.sources.map((source) => ({
          node: source.node ? source.node.nodeName + '.' + (source.node.className || '') : '?',
          inList: Boolean(source.node && source.node.closest && source.node.closest('.stream-destination-list')),
          inSetup: Boolean(source.node && source.node.closest && source.node.closest('.stream-where, .stream-destinations')),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

type Shift = { value: number; sources: { node: string; inList: boolean; inSetup: boolean }[] };
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Where in each row the first line of its figures is (its top from the row's, and its height), or the room held for
 * it; null for a row with neither. The room has no role or text to find it by (it is hidden from everyone).
 */
const firstLines = (page: Page, selector: string) =>
  rows(page).evaluateAll(
    (items, found) =>
      items.map((item) => {
        const line = item.querySelector(found)?.getBoundingClientRect();
        return line ? [line.top - item.getBoundingClientRect().top, line.height] : null;
      }),
    selector,
  );

/** Where each control of the setup is on the page (the server's, the key's, the switches), by its label. */
const controls = (page: Page) =>
  page
    .locator('.stream-where :is(button, select, input), .stream-destinations :is(button, [role="switch"])')
    .evaluateAll((elements) =>
      // What is drawn: a folded part's controls (a closed menu, adding a destination) have no place of their own.
      elements
        .filter((element) => element.checkVisibility())
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${element.getAttribute('aria-label') ?? element.textContent}: ${Math.round(box.top + scrollY)}, ${Math.round(box.left)}`;
        }),
    );

// This service has no realtime endpoint: the live panel polls.
test.use({ realtime: false });

for (const { title, viewport, oneLine, scroll } of [
  {
    title: 'on a wide screen, nothing in the list of destinations moves when the live figures arrive',
    viewport: { width: 1280, height: 900 },
    oneLine: true,
    scroll: true,
  },
  {
    // The page as it opens: the live panel beside the server, the key and the switches grows when the live info comes.
    title:
      'on a wide screen at the top of the page, the growing live panel moves neither the server, the key nor a switch',
    viewport: { width: 1280, height: 900 },
    oneLine: true,
    scroll: false,
  },
  {
    // Three figures take two lines of the grid at this width: the room holds one.
    title: 'on a phone, where the figures take two lines, the first lands in the room its row held',
    viewport: { width: 412, height: 823 },
    oneLine: false,
    scroll: true,
  },
]) {
  test(title, async ({ page, signedIn }) => {
    await page.setViewportSize(viewport);
    await signedIn();
    await page.addInitScript(WATCH_SHIFTS);
    let asked: () => void = () => {};
    const infoAsked = new Promise<void>((done) => (asked = done));
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(`**${STUDIO_PATHS.liveInfo}?**`, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto('/projects/42/stream');
    // The rows are drawn, the rest of the page's reads have come, and the live panel has read the status and waits
    // for the live info.
    await expect(destinations(page).getByRole('switch')).toHaveCount(6);
    await expect(
      page.getByRole('region', { name: 'Where to stream' }).getByRole('button', { name: 'Reveal' }),
    ).toBeVisible();
    // The platforms to add (folded until opened) have come too.
    await expect(
      destinations(page)
        .locator('.stream-add')
        .getByRole('button', { name: /YouTube$/, includeHidden: true }),
    ).toBeAttached();
    await infoAsked;
    // A streamer's view: the list at the top of the screen. The live panel above it grows when the live info ties the
    // stream to this project; the browser's scroll anchoring keeps that out of view, as for any reader.
    if (scroll) await destinations(page).evaluate((list) => list.scrollIntoView({ block: 'start' }));
    else expect(await page.evaluate(() => scrollY)).toBe(0);
    await twoFrames(page);
    const rooms = await firstLines(page, '.live-figures-room');
    const controlsBefore = await controls(page);
    // What moved while the page loaded (its cards filling as their reads came) is not the rows': what counts is what
    // moves once the live info comes.
    await page.evaluate(() => ((window as unknown as { __shifts: Shift[] }).__shifts.length = 0));

    release();
    await expect(destinations(page).getByRole('term').filter({ hasText: 'Viewers' })).toHaveCount(4);
    await twoFrames(page);
    // What is below the live panel (the last stream's charts) moves as it grows; the setup beside it, the server, the key
    // and the switches, must not move at all.
    const setupShifts = (await shifts(page)).filter((shift) => shift.sources.some((source) => source.inSetup));
    if (oneLine) expect(setupShifts).toEqual([]);
    // The browser reports shifts only on screen, and five moved elements a shift at most: every control of the setup,
    // on screen or below it, is also where it was.
    if (oneLine) expect(await controls(page)).toEqual(controlsBefore);
    // Each row given figures (the two on air and the two switched on) held the room of their first line, in its place
    // and of its height; no other row held any, and none is left.
    expect(await firstLines(page, '.live-figures > div')).toEqual(rooms);
    await expect(destinations(page).locator('.live-figures-room')).toHaveCount(0);
  });
}
