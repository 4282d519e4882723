// Run before the e2e tests: makes sure a Chromium is there, or says exactly how to get one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from './find-browser.mjs';

function playwrightOwn() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function tryRun(command, args) {
  try {
    console.log(`$ ${command} ${args.join(' ')}`);
    execFileSync(command, args, { stdio: 'inherit', timeout: 600_000 });
    return true;
  } catch {
    return false;
  }
}

let found = findChromium() ?? playwrightOwn();
if (!found && process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
  // Root on Debian: the distribution's Chromium is one command away.
  if (
    tryRun('apt-get', ['install', '-y', '-qq', 'chromium']) ||
    (tryRun('apt-get', ['update', '-qq']) && tryRun('apt-get', ['install', '-y', '-qq', 'chromium']))
  ) {
    found = findChromium();
  }
}
if (!found && tryRun('npx', ['playwright', 'install', 'chromium'])) found = playwrightOwn();
if (!found) {
  console.error(
    [
      'No Chromium for the end-to-end tests.',
      'Install one, then run npm test again:',
      '  Debian/Ubuntu:  sudo apt-get install -y chromium',
      '  elsewhere:      npx playwright install chromium',
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`e2e browser: ${found}`);
