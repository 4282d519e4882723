import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/find-browser.mjs';

const executablePath = findChromium() ?? undefined;

// Chromium 156's full browser (Debian's, which CI installs) preloads two WebUI pages for each window's address bar
// (chrome://omnibox-popup.top-chrome/ and its AI-mode page), each in a renderer of its own: about 1.5 s of processor
// per browser context, which a headless run never shows. Turning them off saves about a fifth of the suite's
// processor time. A --disable-features switch replaces any earlier one rather than adding to it, so the list repeats
// the features Playwright itself turns off (chromiumSwitches.ts of the version below), then adds ours.
const PLAYWRIGHT_DISABLED_FEATURES_OF = '1.65.1';
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const playwrightVersion = (createRequire(import.meta.url)('@playwright/test/package.json') as { version: string })
  .version;
if (playwrightVersion !== PLAYWRIGHT_DISABLED_FEATURES_OF)
  throw new Error(
    `playwright.config.ts repeats the features Playwright ${PLAYWRIGHT_DISABLED_FEATURES_OF} disables; this is ` +
      `${playwrightVersion}: copy its list (disabledFeatures in playwright-core's chromiumSwitches) and the version.`,
  );
const disabledFeatures = [...playwrightDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

// Each worker starts its own contract API + built app on a free loopback port (e2e/fixtures.ts), so tests that
// inject faults never disturb each other and can run in parallel.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two at least: Playwright's default, half the cores, is one on a two-core machine (this project's CI), where the
  // suite then takes half as long again.
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
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
        `--disable-features=${disabledFeatures.join(',')}`,
      ],
    },
  },
});
