// Which Chromium Playwright should drive: $CHROMIUM_PATH, then Debian's, then Playwright's own download.
import { existsSync } from 'node:fs';

export const debianChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH || process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return debianChromium.find((path) => existsSync(path)) ?? null;
}
