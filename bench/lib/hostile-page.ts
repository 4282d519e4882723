// bench:hostile's cases in Chromium: the Stream page of a project with thousands of destinations, the Team page of one
// with hundreds, and a payment pressed twice, each served by the contract API (this checkout's) with the app of a
// dist/ folder, so an older build can be measured the same way.
import type { Page } from '@playwright/test';
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

/** A case against the contract API serving `dist`, in Chromium, signed in as the demo account. */
async function signedInCase<T>(dist: string, run: (page: Page, control: Control) => Promise<T>): Promise<T> {
  const server = await startServer({ port: 0, staticDir: dist, control: true });
  const control = new Control(server.url);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    await signInThroughUi(page, server.url);
    return await run(page, control);
  } finally {
    await browser.close();
    await server.close();
  }
}

export function destinationsCase(dist: string, count: number): Promise<DestinationsFigures> {
  return signedInCase(dist, async (page, control) => {
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
  });
}

export interface PaymentPressFigures {
  /** Presses on Top up while the payment was being created: a double-click and three Enters. */
  presses: number;
  /** Payments the service was asked to create by them. */
  payments: number;
}

/**
 * A payment pressed twice (and three Enters more) on the Billing page, while the service holds the creation until
 * every press has landed: how many payments it was asked to create.
 */
export function paymentPressesCase(dist: string): Promise<PaymentPressFigures> {
  return signedInCase(dist, async (page, control) => {
    await control.money({ settleMs: null });
    await page.goto('/projects/42/billing');
    const topUp = page.getByRole('region', { name: 'Top up the balance', exact: true });
    const amount = topUp.getByLabel('Amount (RUB)');
    await amount.fill('500');
    await control.clearLog();
    await control.fault({ operation: 'POST payment', gather: 99, times: 1 });
    await topUp.getByRole('button', { name: 'Top up' }).dblclick();
    for (let enter = 0; enter < 3; enter += 1) await amount.press('Enter');
    const payments = async () =>
      (await control.requests('/method/payment')).filter((entry) => entry.method === 'POST').length;
    while ((await payments()) === 0) await page.waitForTimeout(100);
    await control.clearFaults();
    await topUp.getByText(/^Payment \d+ was created/).waitFor({ timeout: 60_000 });
    // Queued presses are sent one after another once the first is answered: counted when the last is.
    await topUp.locator('button[type="submit"]:not([aria-busy="true"])').waitFor({ timeout: 60_000 });
    return { presses: 5, payments: await payments() };
  });
}

export interface TeamFigures {
  /** Requests the page sent the service on opening, until the network was idle. */
  requests: number;
  /** Destinations drawn then, and the reads of who uses one and its invitations among the requests. */
  drawn: number;
  destinationReads: number;
  /** From navigation until the network was idle. */
  ms: number;
}

/** The Team page of a project with `count` destinations more: what opening it asks the service for. */
export function teamCase(dist: string, count: number): Promise<TeamFigures> {
  return signedInCase(dist, async (page, control) => {
    await control.addChannels(count);
    await control.clearLog();
    const started = Date.now();
    await page.goto('/projects/42/team');
    await page.getByRole('heading', { level: 3 }).first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const ms = Date.now() - started;
    const log = await control.log();
    const reads = log.filter((entry) =>
      ['/method/channel/access/list', '/method/channel_invite/list'].includes(entry.path),
    );
    return { requests: log.length, drawn: await page.getByRole('article').count(), destinationReads: reads.length, ms };
  });
}
