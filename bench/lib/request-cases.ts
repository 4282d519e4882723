import os from 'node:os';
import type { Browser } from '@playwright/test';
import { startServer } from '../../api/server.ts';
import { Control } from '../../api/testing/control-client.ts';
import { launchChromium } from './browser.ts';

// A bench of what a page costs the service, case by case: the contract API with its control surface serving `dist`,
// one browser, each case measured in turn and printed as it ends, then all of them as a table.

export async function runRequestCases<Case, Row>(
  dist: string,
  cases: readonly Case[],
  measure: (browser: Browser, baseUrl: string, control: Control, which: Case) => Promise<Row>,
  seconds: number,
): Promise<void> {
  const server = await startServer({ port: 0, staticDir: dist, control: true });
  const control = new Control(server.url);
  const browser = await launchChromium();
  const rows: Row[] = [];
  try {
    for (const which of cases) {
      const row = await measure(browser, server.url, control, which);
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(`\n${new Date().toISOString()}, ${seconds} s per case, load average ${load}`);
  console.table(rows);
}
