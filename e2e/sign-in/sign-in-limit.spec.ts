// A provider's sign-in from an address that has signed in too often, against a contract API run as a deployment is
// (no control surface, so its limits hold): the start refused says so on the sign-in page in the reader's words, the
// exchange refused says so on the callback page with Try again, and once the address may again, the same buttons
// sign in. The service's clock is the test's, so "again" needs no waiting.
import { startServer } from '../../api/server.ts';
import { MINT_BURST, MINT_EVERY_MS } from '../../api/mint-limit.ts';
import { expect, isWarningOrError, test } from '../support/fixtures.ts';

test('too many sign-ins from one address: refused at the start and at the exchange in the reader’s words, then signed in', async ({
  browser,
}) => {
  const clock = { now: Date.now() };
  const api = await startServer({ port: 0, staticDir: 'dist', now: () => clock.now });
  const context = await browser.newContext({ baseURL: api.url, locale: 'ru-RU' });
  try {
    const problems: string[] = [];
    context.on('console', (message) => {
      if (isWarningOrError(message)) problems.push(message.text());
    });
    const page = await context.newPage();
    // The same address (this machine) started as many sign-ins as it may at once.
    for (let index = 0; index < MINT_BURST; index += 1)
      await page.request.get(`${api.url}/method/auth/redirect-url?v=1&language=ru&provider=google`);
    await page.goto('/sign-in?next=/projects/42/stream');
    const google = page.getByRole('button', { name: 'Продолжить через Google' });
    await google.click();
    await expect(page.getByText('Слишком много входов с этого адреса: попробуйте снова через 6 с')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in\?next=/);

    // Later, the start is taken; but the address has since minted as many sign-ins as it may: the exchange is refused.
    clock.now += MINT_EVERY_MS;
    for (let index = 0; index < MINT_BURST; index += 1)
      await page.request.post(`${api.url}/__contract/demo-token`, { data: {} });
    await google.click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByText('Слишком много входов с этого адреса: попробуйте снова через 6 с')).toBeVisible();
    const again = page.getByRole('link', { name: 'Попробовать снова' });
    await expect(again).toBeVisible();

    clock.now += MINT_EVERY_MS;
    await again.click();
    await page.getByRole('button', { name: 'Продолжить через Google' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/projects\/42\/stream$/);
    await expect(page.getByRole('banner').getByText('Demo Streamer')).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await api.close();
  }
});
