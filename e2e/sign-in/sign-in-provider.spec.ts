import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccountShown, storedSession, test } from '../support/fixtures.ts';
import { watchLayoutShifts } from '../support/layout-shifts.ts';

// Signing in with a provider against the contract API, as its description gives the Auth group: the start, the
// demo's consent page (its stand-in for Google's), the callback's one-time code and its single exchange.

const EXCHANGE = '/method/auth/app/exchange';

async function axe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((violation) => violation.id);
}

/** Everything this tab keeps, as text: no code may be in it. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));

test('Google → the consent page → Allow: signed in where the user was going, the code nowhere, exchanged once', async ({
  page,
  control,
}) => {
  await page.goto('/sign-in?next=/projects/42/stream');
  const providers = page.getByRole('list', { name: 'Sign in with' });
  await expect(providers.getByRole('button')).toHaveText([
    'Continue with Google',
    'Continue with VK',
    'Continue with VK ID',
    'Continue with Telegram',
  ]);
  // The pasted token is for operators: folded.
  await expect(page.getByLabel('Refresh token')).toBeHidden();
  expect(await axe(page)).toEqual([]);

  await providers.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Google' })).toBeVisible();
  await expect(page.getByText('Sign in to the demo as Demo Streamer?')).toBeVisible();
  const codes: string[] = [];
  page.on('request', (request) => {
    const code = new URL(request.url()).searchParams.get('code');
    if (code) codes.push(code);
  });
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL('/projects/42/stream');
  await expect(page.getByRole('heading', { level: 1, name: 'Stream' })).toBeVisible();
  expect(codes).toHaveLength(1);
  const [code] = codes;
  expect(page.url()).not.toContain(code);
  expect(await storedText(page)).not.toContain(code);
  expect(await control.requests(EXCHANGE)).toHaveLength(1);
  // PKCE: the start sent a challenge, the exchange its verifier, which no address carried and the tab keeps no more.
  const [started] = await control.requests('/method/auth/redirect-url');
  expect(started?.query).toMatchObject({ code_challenge_method: 'S256', code_challenge: /^[\w-]{43}$/ });
  const verifier = ((await control.requests(EXCHANGE))[0]?.body as { code_verifier?: string }).code_verifier ?? '';
  expect(verifier).toMatch(/^[\w-]{43}$/);
  expect(page.url()).not.toContain(verifier);
  expect(await storedText(page)).not.toContain(verifier);

  // Back leaves the page before the callback, never the callback with its code; Forward and reload send nothing more.
  await page.goBack();
  expect(page.url()).not.toContain('code=');
  await page.goForward();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Stream' })).toBeVisible();
  expect(await control.requests(EXCHANGE)).toHaveLength(1);
});

test('a `next` the browser reads as another host (a tab after the first slash) is not followed: signed in, on home', async ({
  page,
}) => {
  await page.goto(`/sign-in?next=${encodeURIComponent('/\t/127.0.0.1:9911/renew')}`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expectAccountShown(page);
});

test('a `reason` in the address that every object answers to says nothing: the sign-in page is drawn as usual', async ({
  page,
}) => {
  for (const reason of ['__proto__', 'constructor', 'toString']) {
    await page.goto(`/sign-in?reason=${reason}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.locator('.sign-in .notice')).toHaveCount(0);
  }
});

test('a callback under another API base than its flow started with sends its code nowhere, says why and offers Try again', async ({
  page,
  control,
}) => {
  const OTHER = 'https://api.example.invalid';
  const elsewhere: string[] = [];
  await page.context().route(`${OTHER}/**`, async (route) => {
    elsewhere.push(new URL(route.request().url()).pathname);
    await route.abort();
  });
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
  // Meanwhile, another tab points the dashboard at another service.
  const settings = await page.context().newPage();
  await settings.goto('/settings');
  // A self-hosted deployment's setting, folded away under Advanced.
  await settings.getByText('Advanced (for a self-hosted deployment)').click();
  await settings.getByLabel('API base URL').fill(OTHER);
  await settings.getByRole('button', { name: 'Save' }).click();
  await settings.close();

  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in was started with another server than the dashboard connects to now (its address changed meanwhile), so its code was not sent anywhere. Start again to sign in here.',
  );
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  expect(page.url()).not.toContain('code=');
  expect(await control.requests(EXCHANGE)).toEqual([]);
  expect(elsewhere.filter((path) => path.startsWith('/method/auth'))).toEqual([]);
});

test('Deny: a calm message and Try again, in Chinese and Russian too; nothing exchanged', async ({ page, control }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with VK ID' }).click();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You did not allow the sign-in. Nothing was shared; you can try again or choose another way.',
  );
  expect(page.url()).not.toContain('error=');
  expect(await axe(page)).toEqual([]);
  await page.getByRole('banner').getByRole('combobox').selectOption('cn');
  await expect(page.getByRole('alert')).toContainText('您没有允许登录。');
  await expect(page.getByRole('link', { name: '重试' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.getByRole('banner').getByRole('combobox').selectOption('ru');
  await expect(page.getByRole('alert')).toContainText('Вы не разрешили вход.');
  await page.getByRole('link', { name: 'Попробовать снова' }).click();
  await expect(page.getByRole('list', { name: 'Войти через' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  expect(await control.requests(EXCHANGE)).toEqual([]);
});

test('a callback with someone else’s valid code, in a browser that did not start that flow, sends nothing and signs nobody in', async ({
  page,
  control,
  baseURL,
}) => {
  // The attacker's own flow, run outside this browser up to the code.
  const start = await page.request.get(
    `/method/auth/redirect-url?v=1&language=en&provider=google&code_challenge_method=S256&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&redirect=${encodeURIComponent(`${baseURL}/sign-in/callback?flow=theirs`)}`,
  );
  const consent = new URL(((await start.json()) as { url: string }).url);
  const back = await page.request.get(
    `/method/auth/callback/google?state=${consent.searchParams.get('state')}&grant=allow`,
    { maxRedirects: 0 },
  );
  const planted = back.headers().location!;
  expect(new URL(planted).searchParams.get('code')).toBeTruthy();

  await page.goto(planted);
  await expect(page.getByRole('alert')).toContainText('This sign-in was not started in this browser tab');
  expect(page.url()).not.toContain('code=');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'You are signed out' })).toBeVisible();
  expect(await control.requests(EXCHANGE)).toEqual([]);
});

test('the same callback opened again exchanges nothing more: the flow was used', async ({ page, control }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Telegram' }).click();
  let callback = '';
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/sign-in/callback') callback = request.url();
  });
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  expect(callback).toContain('code=');
  await page.goto(callback);
  await expect(page.getByRole('alert')).toHaveText('This sign-in has already been used. Start again to sign in.');
  expect(await control.requests(EXCHANGE)).toHaveLength(1);
});

test('a start that answers no address sends the browser to the start itself', async ({ page, control }) => {
  await control.fault({ operation: 'auth/redirect-url', status: 200, body: '{}' });
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => url.pathname === '/method/auth/redirect-url');
  const sent = new URL(page.url());
  expect(sent.searchParams.get('provider')).toBe('google');
  expect(sent.searchParams.get('redirect')).toMatch(/\/sign-in\/callback\?flow=[\w-]+$/);
});

const LEAD = 'Sign in to set up your streams, send them to many platforms at once and manage your projects and team.';

/**
 * Opens the sign-in page with one read held (`glob`): the heading and the lead are there at once, the ways to sign in
 * wait, busy, until it is let through, and then come with the four providers. Returns the busy placeholder's locator.
 */
async function openWithHeldRead(page: Page, glob: string): Promise<Locator> {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sign-in');
  const region = page.getByRole('region', { name: 'Sign in' });
  const busy = region.locator('[aria-busy="true"]');
  await expect(busy).toBeVisible();
  await expect(region.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(region.getByText(LEAD)).toBeVisible();
  await expect(page.getByLabel('Stay signed in on this device')).toHaveCount(0);
  release();
  await expect(page.getByRole('list', { name: 'Sign in with' }).getByRole('button')).toHaveCount(4);
  await expect(page.getByLabel('Stay signed in on this device')).toBeVisible();
  return busy;
}

/** The element of each largest paint the browser reports, from the first paint on (call before the first `goto`). */
async function watchLargestPaints(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const paints: string[] = [];
    const keep = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as { element: Element | null }[])
        paints.push(entry.element ? `${entry.element.localName}.${entry.element.className}` : '(removed)');
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // Those the observer holds yet are taken too.
    (window as unknown as { paints: () => string[] }).paints = () => (keep(observer.takeRecords()), paints);
  });
  return () =>
    page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return (window as unknown as { paints: () => string[] }).paints();
    });
}

test('nothing on the sign-in page moves when the providers arrive, and its largest paint is the lead drawn before them', async ({
  page,
}) => {
  const shifts = await watchLayoutShifts(page);
  const paints = await watchLargestPaints(page);
  const busy = await openWithHeldRead(page, '**/__contract/openapi.json');
  await expect(busy).toHaveCount(0);
  expect(await shifts()).toEqual([]);
  // Nothing the ways draw is larger: the page's largest paint does not wait for the description.
  expect((await paints()).at(-1)).toBe('p.sign-in-lead');
});

/** Every time the "Stay signed in" box enters or leaves the page, from the first paint on. */
async function watchTheWays(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { changes: string[] }).changes = changes;
    let present = false;
    new MutationObserver(() => {
      const now = document.querySelector('input[type="checkbox"]') !== null;
      if (now !== present) changes.push(now ? 'drawn' : 'removed');
      present = now;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { changes: string[] }).changes);
}

test('a late config.json keeps the ways to sign in busy until it says where the providers are: none drawn and taken back', async ({
  page,
}) => {
  const changes = await watchTheWays(page);
  await openWithHeldRead(page, '**/config.json');
  expect(await changes()).toEqual(['drawn']);
});

test('a config.json that loads only when tried again keeps the form the user may be typing in; its providers join it', async ({
  page,
}) => {
  const changes = await watchTheWays(page);
  // config.json fails until the user has typed; then the next read, the app's own retry, is held until let through.
  let failing = true;
  let retried: () => void = () => {};
  const retry = new Promise<void>((done) => (retried = done));
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/config.json', async (route) => {
    if (failing) return route.fulfill({ status: 503, body: 'down for a moment' });
    retried();
    await held;
    await route.continue();
  });
  await page.goto('/sign-in');
  const token = page.getByLabel('Refresh token');
  await token.fill('half a token');
  await expect(page.getByRole('list', { name: 'Sign in with' })).toHaveCount(0);
  failing = false;
  await retry;
  await expect(token).toBeVisible();
  release();
  // That config.json names the description with the providers: they join the form.
  await expect(page.getByRole('list', { name: 'Sign in with' }).getByRole('button')).toHaveCount(4);
  await expect(token).toHaveValue('half a token');
  await expect(token).toBeVisible();
  expect(await changes()).toEqual(['drawn']);
});

/** Two tabs of one browser on the sign-in page, each sent to the provider with "Stay signed in". */
async function twoStarts(page: Page, provider: string): Promise<Page> {
  const other = await page.context().newPage();
  for (const tab of [page, other]) {
    await tab.goto('/sign-in');
    await tab.getByLabel('Stay signed in on this device').check();
    await tab.getByRole('button', { name: `Continue with ${provider}`, exact: true }).click();
    await expect(tab.getByRole('button', { name: 'Allow' })).toBeVisible();
  }
  return other;
}

test('a sign-in started in two tabs completes in both: the second, for the same account, keeps the first', async ({
  page,
  control,
}) => {
  const other = await twoStarts(page, 'Google');
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expectAccountShown(page);
  const first = (await storedSession(page))!;

  await other.getByRole('button', { name: 'Allow' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expectAccountShown(other);
  expect(await control.requests(EXCHANGE)).toHaveLength(2);
  // The device keeps the first sign-in, so the first tab goes on, after a reload too.
  expect((await storedSession(other))?.signInId).toBe(first.signInId);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expectAccountShown(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveCount(0);
});

test('a second tab signing in to another account takes the device; the first tab is told and switches only if asked', async ({
  page,
}) => {
  const other = await twoStarts(page, 'VK');
  await page.getByRole('button', { name: 'Allow' }).click();
  await expectAccountShown(page);
  const first = (await storedSession(page))!;

  await other.getByRole('button', { name: 'Another account: Мария Соколова' }).click();
  await expectAccountShown(other, 'Мария Соколова');
  expect((await storedSession(other))?.signInId).not.toBe(first.signInId);
  // The first tab never shows the other account's data by itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('This device keeps one such sign-in at a time')).toBeVisible();
  await page.getByRole('button', { name: 'Continue with that sign-in' }).click();
  await expectAccountShown(page, 'Мария Соколова');
});

test.describe('Settings → Sign-in methods', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('lists Google as linked, links VK through the provider and back, unlinks only after asking', async ({
    page,
    signedIn,
    control,
  }) => {
    await signedIn();
    await page.goto('/settings');
    const methods = page.getByRole('region', { name: 'Sign-in methods' });
    const linked = methods.locator('.linked-list li');
    await expect(linked).toHaveText(['Google — Demo Streamer Unlink']);

    await methods.getByRole('button', { name: 'Link VK', exact: true }).click();
    await expect(page.getByText('Link VK to Demo Streamer?')).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL('/settings');
    await expect(linked).toHaveText(['Google — Demo Streamer Unlink', 'VK — Demo Streamer Unlink']);
    expect(await control.requests(EXCHANGE)).toEqual([]);

    // A GET that changes something: asked first, Cancel sends nothing.
    await linked.first().getByRole('button', { name: 'Unlink' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlink this sign-in?' });
    await expect(dialog).toContainText('You will no longer be able to sign in with Google — Demo Streamer.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await control.requests('/method/auth/disconnect')).toEqual([]);
    await linked.first().getByRole('button', { name: 'Unlink' }).click();
    await dialog.getByRole('button', { name: 'Unlink' }).click();
    await expect(linked).toHaveText(['VK — Demo Streamer Unlink']);
    expect(await control.requests('/method/auth/disconnect')).toHaveLength(1);
    expect(await axe(page)).toEqual([]);
  });

  test('“Sign in on the app” shows a code masked until Show, copies it, and keeps it nowhere else', async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto('/settings');
    const methods = page.getByRole('region', { name: 'Sign-in methods' });
    await methods.getByLabel('App').selectOption('mobile');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/method/auth/app/code');
    await methods.getByRole('button', { name: 'Get a code' }).click();
    const { code } = (await (await answered).json()) as { code: string };
    await expect(methods.getByLabel('Hidden code')).toBeVisible();
    await expect(methods).not.toContainText(code);
    await methods.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await methods.getByRole('button', { name: 'Show' }).click();
    await expect(methods.getByText(code)).toBeVisible();
    expect(page.url()).not.toContain(code);
    expect(await storedText(page)).not.toContain(code);
  });
});
