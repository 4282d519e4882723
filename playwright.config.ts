import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/find-browser.mjs';

const executablePath = findChromium() ?? undefined;

// Each worker starts its own contract API + built app on a free loopback port (e2e/fixtures.ts), so tests that
// inject faults never disturb each other and can run in parallel.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    // Recording a trace for every test costs about a third of the run on two cores, where the suite is bound by the
    // processor. Ask for one when debugging: `--trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      // Debian's Chromium when present (we run as root, hence no sandbox); otherwise Playwright's own browser.
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
