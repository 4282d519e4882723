// Signing in with a provider on a real deployment's layout: the app on a static host, the API (which describes itself)
// on an origin of its own, told of the app's origin. The start names the app's callback, the demo's consent page sends
// the code back there, and the app's page exchanges it across origins: the API takes the exchange because the
// browser names the page it came from, the callback's origin.
import { expect, isWarningOrError, test } from '../support/fixtures.ts';
import { startSplitDeployment } from '../support/split-origin.ts';

test('Google → Allow across origins: back at the app’s callback, the code exchanged once from the app’s page', async ({
  browser,
}) => {
  const deployment = await startSplitDeployment({ describe: true });
  const context = await browser.newContext({ baseURL: deployment.appUrl, locale: 'en-GB' });
  try {
    const problems: string[] = [];
    context.on('console', (message) => {
      if (isWarningOrError(message)) problems.push(message.text());
    });
    const page = await context.newPage();
    await page.goto('/sign-in?next=/projects/42/stream');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Sign in to the demo as Demo Streamer?')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(deployment.api.url);
    await page.getByRole('button', { name: 'Allow' }).click();

    await expect(page).toHaveURL(`${deployment.appUrl}/projects/42/stream`);
    await expect(page.getByRole('banner').getByText('Demo Streamer')).toBeVisible();
    const [start] = await deployment.apiControl.requests('/method/auth/redirect-url');
    expect(start?.query.redirect).toMatch(new RegExp(`^${deployment.appUrl}/sign-in/callback\\?flow=`));
    const exchanges = await deployment.apiControl.requests('/method/auth/app/exchange');
    expect(exchanges.map((entry) => entry.status)).toEqual([201]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await deployment.close();
  }
});
