// bench:hostile's one case in Chromium: the Stream page of a project with thousands of destinations, served by the
// contract API (this checkout's) with the app of a dist/ folder, so an older build can be measured the same way.
import { startServer } from '../../api/server.ts';
import { Control } from '../../api/testing/control-client.ts';
import { launchChromium, signInThroughUi } from './browser.ts';

export interface DestinationsFigures {
  /** Reads of the destinations the page sent. */
  reads: number;
  /** From navigation until the first destination is on screen. */
  firstRowsMs: number;
  /** Elements in the Destinations section then. */
  elements: number;
  /** Destinations drawn then. */
  rows: number;
  /** "Show all" pressed: until every destination is drawn, and the section's elements then (undefined: no button). */
  allMs: number | undefined;
  allElements: number | undefined;
}

export async function destinationsCase(dist: string, count: number): Promise<DestinationsFigures> {
  const server = await startServer({ port: 0, staticDir: dist, control: true });
  const control = new Control(server.url);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    await signInThroughUi(page, server.url);
    await control.addChannels(count);
    await control.clearLog();
    const region = page.getByRole('region', { name: 'Destinations' });
    const rows = region.getByRole('switch', { name: /^Send to / });
    const elements = () => region.evaluate((section) => section.querySelectorAll('*').length);
    const started = Date.now();
    await page.goto('/projects/42/stream');
    await rows.first().waitFor({ timeout: 120_000 });
    // The reads may go on after the first is drawn (page after page): the list is there once they have all been
    // answered and nothing more is asked (the live panel keeps reading, so the network never goes idle).
    let answered = -1;
    for (;;) {
      const reads = await control.requests('/method/channel/search');
      if (reads.length === answered && reads.every((read) => read.status !== null)) break;
      answered = reads.length;
      await page.waitForTimeout(500);
    }
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    const firstRowsMs = Date.now() - started;
    const figures = { reads: (await control.requests('/method/channel/search')).length, firstRowsMs };
    const shown = { elements: await elements(), rows: await rows.count() };
    const showAll = region.getByRole('button', { name: /^Show all / });
    if ((await showAll.count()) === 0) return { ...figures, ...shown, allMs: undefined, allElements: undefined };
    const pressed = Date.now();
    await showAll.click();
    await region.getByText(/^Showing all /).waitFor({ timeout: 120_000 });
    return { ...figures, ...shown, allMs: Date.now() - pressed, allElements: await elements() };
  } finally {
    await browser.close();
    await server.close();
  }
}
