// Signing out on a real deployment's layout: the app on a static host, the API (which describes itself) on an origin
// of its own, and a second API. The Logout carrying the refresh token goes to the API that issued the pair and
// nowhere else; the servers' own logs are what count.
import { expect, test } from '../support/fixtures.ts';
import { asSeen, carrying, startSplitDeployment } from '../support/split-origin.ts';

test('sign-out sends Logout to the issuing API only, with the pair it ends', async ({ browser }) => {
  const deployment = await startSplitDeployment({ describe: true });
  try {
    const { page, problems } = await deployment.signIn(browser);
    const pair = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('relay.session') ?? '{}') as {
            state: { session: { accessToken: string; refreshToken: string } };
          }
        ).state.session,
    );

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('The sign-in has ended on the server too.')).toBeVisible();

    const logouts = await deployment.apiControl.requests('/method/auth/logout');
    expect(logouts.map((entry) => entry.body)).toEqual([{ refresh: pair.refreshToken }]);
    expect(logouts[0]!.authorization, 'with the session’s Authorization').toBe('valid');
    const secrets = [pair.accessToken, pair.refreshToken];
    expect(carrying(deployment.staticLog, secrets), 'nothing with the pair reached the static host').toEqual([]);
    expect(
      carrying(asSeen(await deployment.otherControl.log()), secrets),
      'nothing with the pair reached the other API',
    ).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await deployment.close();
  }
});

test('removing the next plan is a DELETE across origins: the preflight allows it and the removal reaches the API', async ({
  browser,
}) => {
  const deployment = await startSplitDeployment({ describe: true });
  try {
    const { page, problems } = await deployment.signIn(browser);
    await page.goto(`${deployment.appUrl}/projects/42/tariffs/transcoding`);
    const next = page.getByRole('region', { name: 'Next plan' });
    await expect(next).toContainText('Transcoder 4K');
    const manage = page.getByRole('region', { name: 'Manage the plan' });
    await manage.getByRole('button', { name: 'Remove the next plan' }).click();
    await page
      .getByRole('dialog', { name: 'Remove the next plan?' })
      .getByRole('button', { name: 'Remove the next plan' })
      .click();
    await expect(next).toHaveText('Next planNo plan scheduled');

    // The browser sends the DELETE only if the preflight's allowed methods name it.
    const sent = (await deployment.apiControl.requests('/method/plan_transcoding')).map((entry) => entry.method);
    expect(sent.filter((method) => method === 'DELETE')).toHaveLength(1);
    expect(problems).toEqual([]);
  } finally {
    await deployment.close();
  }
});
