// The response headers on an operation page where the deployment really is: the app on a static host, the API on an
// origin of its own. The browser hands the page only the CORS-safelisted headers and those the API exposes, so the
// contract API's exposed request id shows and its unexposed X-Served-By does not, although both were sent.
import { expect, test } from '../support/fixtures.ts';
import { startSplitDeployment } from '../support/split-origin.ts';

const OPERATION = 'Get basic data for auth user';

test('across origins the headers table shows the exposed request id, not a header the API does not expose', async ({
  browser,
}) => {
  const deployment = await startSplitDeployment({ describe: true });
  try {
    const { page, problems } = await deployment.signIn(browser);
    await page.goto('/auth');
    await page.getByRole('link', { name: OPERATION, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: OPERATION })).toBeVisible();
    const answered = page.waitForResponse(
      (response) =>
        response.url().startsWith(deployment.api.url) && new URL(response.url()).pathname === '/method/auth/me',
    );
    const result = page.getByRole('region', { name: 'Result' });
    await page.getByRole('button', { name: 'Run' }).click();
    const sent = await (await answered).allHeaders();
    await expect(result.getByText('200', { exact: true })).toBeVisible();
    // Both went over the wire; only the exposed one may reach the page.
    expect(sent['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent['x-served-by']).toBe('contract-api');

    const title = /^Response headers \(\d+\)$/;
    const headers = result.getByRole('group').filter({ has: page.getByText(title) });
    await headers.getByText(title).click();
    await expect(headers.getByRole('row', { name: /^x-request-id / }).getByRole('cell')).toHaveText(
      sent['x-request-id']!,
    );
    await expect(headers.getByRole('row', { name: /^content-type / }).getByRole('cell')).toHaveText(
      'application/json; charset=utf-8',
    );
    await expect(headers.getByRole('rowheader', { name: 'x-served-by' })).toHaveCount(0);
    await expect(headers).not.toContainText('contract-api');

    const pair = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('relay.session') ?? '{}') as {
            state: { session: { accessToken: string; refreshToken: string } };
          }
        ).state.session,
    );
    const table = (await headers.getByRole('table').textContent()) ?? '';
    for (const secret of [pair.accessToken, pair.refreshToken])
      expect(table, 'no part of the pair in the headers table').not.toContain(secret);
    expect(problems).toEqual([]);
  } finally {
    await deployment.close();
  }
});
