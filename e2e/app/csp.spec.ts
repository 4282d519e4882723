// Content Security Policy: the server sends a strict one with every page, the built app needs nothing it forbids,
// and a whole session (sign-in, overview, tariff page, another language, dark theme) triggers no violation.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => words[0] !== undefined && words[0] !== '')
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

for (const path of ['/', '/projects/42/tariffs/restream']) {
  test(`the HTML of ${path} carries a CSP that allows only this site's scripts`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const csp = response.headers()['content-security-policy'];
    expect(csp, 'Content-Security-Policy header').toBeTruthy();
    const policy = directives(csp!);
    const scriptSrc = policy.get('script-src') ?? policy.get('default-src');
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain('*');
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // Scripts, styles and fonts from this site only, whatever img-src allows.
    for (const directive of ['default-src', 'script-src', 'style-src', 'font-src'])
      expect(policy.get(directive), directive).toEqual(["'self'"]);
    // Images from any https: host (the avatars a service lists), and nothing looser: no http:, no other scheme, no *.
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    // Videos from any https: host (the storage a download link names) or, on this machine, the API's own origin.
    expect(
      policy
        .get('media-src')
        ?.every((source) => ["'self'", 'https:'].includes(source) || /^http:\/\/127\.0\.0\.1:\d+$/.test(source)),
    ).toBe(true);
    expect(
      policy.get('connect-src')?.every((source) => source === "'self'" || /^(https?|wss?):\/\/[^*]+$/.test(source)),
    ).toBe(true);
  });
}

test('the built index.html has no inline script, no inline event handler and no inline style', async () => {
  const html = await readFile('dist/index.html', 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes, 'every script has a src').toMatch(/\bsrc=/);
    expect(body?.trim(), 'and no inline code').toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<style\b|\sstyle\s*=/i);
});

test('a full session triggers no CSP violation', async ({ page, signIn, pageErrors }) => {
  const cspConsole: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspConsole.push(message.text());
  });
  // Recorded in the page, from the first script on, for every document the page loads.
  await page.addInitScript(() => {
    const record = window as unknown as { __cspViolations?: string[] };
    record.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      record.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const violations = () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await signIn();
  await page.getByLabel('Project ID').fill('42');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('link', { name: 'Project 42', exact: true }).click();
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current.getByRole('definition').nth(2)).toHaveText('6,000');

  // Another language (a lazily loaded chunk) and the dark theme (a style switch) after the page is up.
  await page.getByLabel('Language').selectOption('ru');
  await expect(page.getByRole('region', { name: 'Текущий тариф' })).toBeVisible();
  const dark = page.getByRole('button', { name: 'Тёмная тема' });
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('banner').getByRole('link', { name: 'Настройки', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();

  // A full reload of a deep link, signed in, in Russian and dark: the start-up path once more.
  await page.goto('/projects/42/tariffs/restream');
  await expect(page.getByRole('region', { name: 'Текущий тариф' }).getByRole('definition').nth(1)).toHaveText('5');
  await expect(page.getByRole('button', { name: 'Тёмная тема' })).toHaveAttribute('aria-pressed', 'true');

  expect(await violations()).toEqual([]);
  expect(cspConsole).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the realtime endpoint config.json names is allowed by connect-src, and a socket to it opens', async ({
  page,
  request,
}) => {
  const config = (await (await request.get('/config.json')).json()) as { realtimeUrl?: string };
  expect(config.realtimeUrl).toMatch(/^ws:\/\/.+\/connection\/websocket$/);
  const response = await request.get('/');
  const connectSrc = directives(response.headers()['content-security-policy'] ?? '').get('connect-src');
  expect(connectSrc).toContain(new URL(config.realtimeUrl!).origin);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  // Opened from the page itself, so the page's policy applies; the protocol's first frame then needs a token.
  const opened = await page.evaluate(
    (url) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(url);
        socket.onopen = () => {
          socket.close();
          resolve('open');
        };
        socket.onerror = () => resolve('error');
      }),
    config.realtimeUrl!,
  );
  expect(opened).toBe('open');
});
