import type { Page } from '@playwright/test';
import { refreshTokenField } from '../support/fixtures.ts';
import { expect, test } from '../support/described-fixtures.ts';
import { LISTED_TOKENS, NESTED_PASS, NESTED_USER, STREAM_KEY } from '../support/fixture-description.ts';
import { axeViolations, openOperation } from '../support/console-page.ts';

// Operation pages on what real descriptions contain (e2e/support/fixture-description.ts): secrets typed into a form
// and sent back in answers, links that must not run anything, a description's own mistakes, bodies from examples.

const PULL_KEY = 'pk-secret-777';
const INVITE_SECRET = 'inv-0xC0FFEE';
const result = (page: Page) => page.getByRole('region', { name: 'Result' });

// Through the sign-in page, not from storage: the link test below needs the session as a sign-in leaves it (started
// from storage, its Run button was rendered again and again after a change of language, a cause not yet found).
test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test('a pull key typed into a read is sent, and never appears in any URL of the session, history included', async ({
  page,
  service,
}) => {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  // Everything asked of the static host (its logs are one of the places a URL ends up).
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/method/')) urls.push(request.url());
  });
  await openOperation(page, '/projects/42/pull-links/operations', 'Check key');
  const key = page.getByLabel('key', { exact: true });
  await expect(key).toHaveAttribute('type', 'password');
  // Its pattern is a regex literal, "/^pk-[a-z0-9-]+$/": what the regex refuses is a warning beside the field…
  await key.fill('not a key');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('[data-field="query.key"]')).toContainText('Does not match the schema at key: pattern');
  // …and what it matches is sent without one.
  await key.fill(PULL_KEY);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('The service accepted the request (HTTP 200).');
  await expect(result(page).getByText('active', { exact: true })).toBeVisible();
  await expect(page.locator('[data-field="query.key"]')).not.toContainText('Does not match');
  expect(service.calls.filter((call) => call.path === '/method/pull_keys/check').map((call) => call.query.key)).toEqual(
    [PULL_KEY],
  );

  await page.goBack();
  await page.goForward();
  await page.reload();
  urls.push(page.url());
  expect(urls.filter((url) => url.includes(PULL_KEY))).toEqual([]);
  const kept = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, history.state]));
  expect(kept).not.toContain(PULL_KEY);
  // A reload forgets it: it lived in the page's memory only.
  await expect(page.getByLabel('key', { exact: true })).toHaveValue('');
});

test('a read with a required secret runs', async ({ page, service }) => {
  await openOperation(page, '/projects/42/project-channel-invite', 'Get invitation using a secret link');
  await page.getByLabel('secret', { exact: true }).fill(INVITE_SECRET);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByText('Main', { exact: true })).toBeVisible();
  expect(
    service.calls
      .filter((call) => call.path === '/method/project_channel_invite/secret')
      .map((call) => call.query.secret),
  ).toEqual([INVITE_SECRET]);
  expect(page.url()).not.toContain(INVITE_SECRET);
});

test.describe('a stream key in an answer', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('is masked until Show, in every view and language; Copy copies it without showing it', async ({ page }) => {
    await openOperation(page, '/projects/42/stream/operations', 'Get stream credentials');
    await page.getByRole('button', { name: 'Run' }).click();
    // The seconds the stream is held: shown; the key: masked.
    await expect(result(page).getByText('30', { exact: true })).toBeVisible();
    await expect(result(page)).toContainText('••••••');
    await expect(result(page)).not.toContainText(STREAM_KEY);
    expect(await axeViolations(page)).toEqual([]);

    await result(page).getByRole('button', { name: 'Copy' }).click();
    await expect(result(page).getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(STREAM_KEY);
    await expect(result(page)).not.toContainText(STREAM_KEY);

    await result(page).getByRole('button', { name: 'Raw JSON' }).click();
    const raw = result(page).getByRole('region', { name: 'Raw JSON' });
    await expect(raw).toContainText('"key": "••••••"');
    await expect(raw).not.toContainText(STREAM_KEY);
    await result(page).getByRole('button', { name: 'Show secrets' }).click();
    await expect(raw).toContainText(STREAM_KEY);

    await result(page).getByRole('button', { name: 'Readable' }).click();
    await result(page).getByRole('button', { name: 'Show', exact: true }).click();
    await expect(result(page).getByText(STREAM_KEY)).toBeVisible();

    for (const [language, run, region, show] of [
      ['ru', 'Выполнить', 'Результат', 'Показать'],
      ['cn', '运行', '结果', '显示'],
    ] as const) {
      await page.getByRole('banner').getByRole('combobox').selectOption(language);
      await page.getByRole('button', { name: run }).click();
      const answer = page.getByRole('region', { name: region });
      await expect(answer).toContainText('••••••');
      await expect(answer).not.toContainText(STREAM_KEY);
      await answer.getByRole('button', { name: show, exact: true }).click();
      await expect(answer.getByText(STREAM_KEY)).toBeVisible();
    }
  });
});

test('a link — with the old run=1 or any query — fills the form and sends nothing; a GET named as a change asks first, then sends once', async ({
  page,
  service,
}) => {
  await page.goto('/projects/42/channel-settings');
  const href = await page
    .getByRole('link', { name: 'Telegram: Disconnect chat', exact: true })
    .first()
    .getAttribute('href');
  service.calls.length = 0;
  const link = `${href}?query.channel_id=5&run=1`;
  await page.goto(link);
  await expect(page.getByLabel('channel_id', { exact: true })).toHaveValue('5');
  await expect(result(page)).toContainText('No result yet');
  // Through the sign-in page's `next=` too.
  await page.goto(`/sign-in?next=${encodeURIComponent(link)}`);
  await page.goto(link);
  await page.reload();
  await expect(page.getByLabel('channel_id', { exact: true })).toHaveValue('5');
  await expect(result(page)).toContainText('No result yet');
  const disconnects = () =>
    service.calls.filter((call) => call.path === '/method/channel_settings/telegram/disconnect');
  expect(disconnects()).toEqual([]);

  // A GET, but its name says it disconnects: Run asks first, naming it, and Cancel sends nothing.
  await page.getByRole('button', { name: 'Run' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this request?' });
  await expect(dialog).toContainText('Telegram: Disconnect chat');
  await expect(dialog).toContainText(
    'Its name says this operation changes something, so although it is a GET it is sent only when you confirm.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(result(page)).toContainText('No result yet');
  expect(disconnects()).toEqual([]);

  await page.getByRole('banner').getByRole('combobox').selectOption('ru');
  await page.getByRole('button', { name: 'Выполнить' }).click();
  await expect(page.getByRole('dialog')).toContainText('По названию эта операция что-то меняет');
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
  await page.getByRole('banner').getByRole('combobox').selectOption('cn');
  await page.getByRole('button', { name: '运行' }).click();
  await expect(page.getByRole('dialog')).toContainText('此操作会更改内容');
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
  expect(disconnects()).toEqual([]);

  await page.getByRole('button', { name: 'Run' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page)).toContainText('The service accepted the request (HTTP 200).');
  expect(disconnects()).toHaveLength(1);
  // No Refresh that would send it again without asking.
  await expect(result(page).getByRole('button', { name: 'Refresh' })).toHaveCount(0);
});

test('a link never fills a secret — a query or body field, or a JSON body that names one', async ({
  page,
  service,
}) => {
  const hrefOf = async (name: string) => {
    await page.goto('/projects/42/pull-links/operations');
    return page.getByRole('link', { name, exact: true }).first().getAttribute('href');
  };
  await page.goto(`${await hrefOf('Check key')}?query.key=ATTACKER-1`);
  await expect(page.getByLabel('key', { exact: true })).toHaveValue('');

  // A victim would create a pull key the link's author knows: the key stays for the user to type.
  await page.goto(`${await hrefOf('Import key')}?body.key=ATTACKER-2&body.name=CDN`);
  await expect(page.getByLabel('name', { exact: true })).toHaveValue('CDN');
  await expect(page.getByLabel('key', { exact: true })).toHaveValue('');
  await page.getByLabel('key', { exact: true }).fill('pk-mine-1');
  await page.getByRole('button', { name: 'Run' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this request?' });
  await expect(dialog).toContainText('CDN');
  await expect(dialog).not.toContainText('pk-mine-1');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page)).toContainText('The service accepted the request (HTTP 200).');
  expect(service.calls.filter((call) => call.path === '/method/pull_keys/import').map((call) => call.body)).toEqual([
    { project_id: 42, name: 'CDN', key: 'pk-mine-1' },
  ]);
  expect(page.url()).not.toContain('pk-mine-1');

  const planted = JSON.stringify({ project_id: 42, name: 'x', category_id: '1', credentials: { pass: 'ATTACKER-3' } });
  await page.goto(`${await hrefOf('Create key')}?json=${encodeURIComponent(planted)}`);
  const editor = page.getByLabel('JSON', { exact: true });
  await expect(editor).toHaveValue(/"name": "CDN"/);
  await expect(editor).not.toHaveValue(/ATTACKER/);
});

test('a JSON body naming a secret run together or short is masked in the confirmation and never reaches the URL', async ({
  page,
}) => {
  await openOperation(page, '/projects/42/pull-links/operations', 'Create key');
  const editor = page.getByLabel('JSON', { exact: true });
  const dialog = page.getByRole('dialog', { name: 'Send this request?' });
  await editor.fill('{"project_id": 42, "name": "x", "category_id": "1", "streamkey": "live_abc", "pass": "hunter2"}');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(dialog).toContainText('"streamkey": "••••••"');
  await expect(dialog).not.toContainText('hunter2');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page)).toContainText('The service accepted the request (HTTP 201).');
  expect(page.url()).not.toContain('live_abc');
  expect(page.url()).not.toContain('hunter2');
});

const KEY = 'live_SECRETKEY';
const PIN = 'pin-98765';

test('a secret typed into the path or the query is masked in the request line and the confirmation', async ({
  page,
  service,
}) => {
  await openOperation(page, '/projects/42/pull-links/operations', 'Rotate key');
  await page.getByLabel('key', { exact: true }).fill(KEY);
  await page.getByLabel('pin', { exact: true }).fill(PIN);
  await expect(
    page.getByText('POST /method/pull_keys/••••••/rotate?v=1&language=en&pin=••••••', { exact: true }),
  ).toBeVisible();
  // Typed values live in the inputs; no text of the page shows them.
  await expect(page.getByRole('main')).not.toContainText(KEY);
  await expect(page.getByRole('main')).not.toContainText(PIN);
  await page.getByRole('button', { name: 'Run' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this request?' });
  await expect(dialog).toContainText('POST /method/pull_keys/••••••/rotate');
  await expect(dialog).not.toContainText(KEY);
  await expect(dialog).not.toContainText(PIN);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page)).toContainText('Status 400');
  expect(
    service.calls.filter((call) => call.path.endsWith('/rotate')).map((call) => [call.path, call.query.pin]),
  ).toEqual([[`/method/pull_keys/${KEY}/rotate`, PIN]]);
});

test('a secret typed in a run is not shown in an error that echoes it', async ({ page }) => {
  await openOperation(page, '/projects/42/pull-links/operations', 'Rotate key');
  await page.getByLabel('key', { exact: true }).fill(KEY);
  await page.getByLabel('pin', { exact: true }).fill(PIN);
  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page)).toContainText('Status 400');
  // The service echoed both: the page shows neither, in the panel or beside the field.
  await expect(page.locator('[data-field="path.key"]')).toContainText('No key ••••••');
  await expect(page.getByRole('main')).not.toContainText(KEY);
  await expect(page.getByRole('main')).not.toContainText(PIN);
});

test('an answer’s secrets in a list and in a nested object are masked in the readable view and in Raw JSON', async ({
  page,
}) => {
  const secrets = [...LISTED_TOKENS, NESTED_PASS, NESTED_USER];
  await openOperation(page, '/projects/42/stream/operations', 'Get stream tokens');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('The service accepted the request (HTTP 200).');
  await expect(result(page).getByText('bearer', { exact: true })).toBeVisible();
  for (const secret of secrets) await expect(result(page)).not.toContainText(secret);
  await expect(result(page).getByRole('button', { name: 'Show', exact: true })).toHaveCount(secrets.length);

  await result(page).getByRole('button', { name: 'Raw JSON' }).click();
  const raw = result(page).getByRole('region', { name: 'Raw JSON' });
  await expect(raw).toContainText('"token_type": "bearer"');
  for (const secret of secrets) await expect(raw).not.toContainText(secret);
  await result(page).getByRole('button', { name: 'Show secrets' }).click();
  for (const secret of secrets) await expect(raw).toContainText(secret);
});

test('an operation whose operationId is “..” has a page its link reaches', async ({ page }) => {
  await openOperation(page, '/projects/42/stream/operations', 'Get stream status');
  await expect(page.getByText('GET /method/stream_key/status', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Get stream status' })).toBeVisible();
});

test('what was typed (never a secret) outlives the session ending under the form, and is offered back after signing in again', async ({
  page,
  context,
  signIn,
}) => {
  await openOperation(page, '/projects/42/pull-links/operations', 'Import key');
  const here = page.url();
  await page.getByLabel('name', { exact: true }).fill('Archive feed');
  await page.getByLabel('key', { exact: true }).fill('pk-typed-secret');

  // Signed out in another tab.
  const other = await context.newPage();
  await other.goto('/projects/42/pull-links/operations');
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('pk-typed-secret');
  await other.close();

  await signIn(page);
  await page.goto(here);
  await expect(page.getByLabel('name', { exact: true })).toHaveValue('');
  await expect(page.getByText('Your session ended while you were filling in this form.')).toBeVisible();
  await page.getByRole('banner').getByRole('combobox').selectOption('ru');
  await expect(page.getByText('Сеанс завершился, пока вы заполняли эту форму.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отбросить' })).toBeVisible();
  await page.getByRole('banner').getByRole('combobox').selectOption('cn');
  await expect(page.getByText('您填写此表单时会话已结束。')).toBeVisible();
  await expect(page.getByRole('button', { name: '丢弃' })).toBeVisible();
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(page.getByLabel('name', { exact: true })).toHaveValue('Archive feed');
  await expect(page.getByLabel('key', { exact: true })).toHaveValue('');
  // Offered once.
  await page.reload();
  await expect(page.getByLabel('name', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore them' })).toHaveCount(0);
});

test('what was typed outlives a refused refresh in another tab, and the sign-in page’s way back offers it', async ({
  page,
  context,
  control,
}) => {
  await openOperation(page, '/projects/42/team/operations', 'Change access user from project');
  await page.getByLabel('user_id', { exact: true }).fill('13');
  await page.getByLabel('role', { exact: true }).selectOption('2');

  const other = await context.newPage();
  await control.revoke();
  await control.expireAccess();
  // Its reads need the session: their refresh is refused, and the session ends in every tab.
  await other.goto('/projects/42/tariffs/restream');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await other.close();

  await (await refreshTokenField(page)).fill(await control.mintRefreshToken());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change access user from project' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(page.getByLabel('user_id', { exact: true })).toHaveValue('13');
  await expect(page.getByLabel('role', { exact: true })).toHaveValue('2');
});

test('a body starts from the description’s examples, offered by summary; a regex-literal pattern accepts what its regex matches', async ({
  page,
  service,
}) => {
  await openOperation(page, '/projects/42/pull-links/operations', 'Create key');
  const editor = page.getByLabel('JSON', { exact: true });
  await expect(editor).toHaveValue(/"name": "CDN"/);
  await expect(page.getByLabel('Example', { exact: true }).getByRole('option')).toHaveText([
    'For a CDN',
    'For the archive',
  ]);
  await page.getByLabel('Example', { exact: true }).selectOption({ label: 'For the archive' });
  await expect(editor).toHaveValue(/"name": "Archive"/);
  await editor.fill('{"project_id": 42, "name": "x", "category_id": "abc"}');
  await page.getByRole('button', { name: 'Reset to example' }).click();
  await expect(editor).toHaveValue(/"name": "Archive"/);

  // "/^[0-9]*$/" is the regex ^[0-9]*$: "12" passes without a warning.
  await page.getByRole('button', { name: 'Run' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this request?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText('warned');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page)).toContainText('The service accepted the request (HTTP 201).');
  expect(
    service.calls
      .filter((call) => call.method === 'POST' && call.path === '/method/pull_keys')
      .map((call) => call.body),
  ).toEqual([{ project_id: 42, name: 'Archive', category_id: '12', options: { record: true } }]);

  // What the regex does not match is a warning beside the editor.
  await editor.fill('{"project_id": 42, "name": "x", "category_id": "abc"}');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('[data-field="body"]')).toContainText('Does not match the schema at category_id');
  await expect(page.getByRole('button', { name: 'Send anyway' })).toBeVisible();
  // The examples' picker, the warnings and the second step pass axe too.
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('banner').getByRole('combobox').selectOption('ru');
  await expect(page.getByRole('button', { name: 'Вернуть пример' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить всё равно' })).toBeVisible();
  await page.getByRole('banner').getByRole('combobox').selectOption('cn');
  await expect(page.getByRole('button', { name: '恢复示例' })).toBeVisible();
  await expect(page.getByRole('button', { name: '仍然发送' })).toBeVisible();
});

test('a self-contradicting body schema is named as the description’s problem, and the body can be sent anyway', async ({
  page,
  service,
}) => {
  await openOperation(page, '/projects/42/pull-links/operations', 'Update key');
  await expect(page.getByText('The service’s description contradicts itself here')).toHaveCount(1);
  await page.getByLabel('JSON', { exact: true }).fill('{"id": 3, "pull_key": "pk-hidden-1"}');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('alert')).toContainText('The form warns about one value');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send anyway' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this request?' });
  await expect(dialog).toContainText('The form warned about one value; it is sent as you entered it.');
  // The body as the dialog names it: a secret masked, as in answers (a screen may be shared).
  await expect(dialog).toContainText('"pull_key": "••••••"');
  await expect(dialog).not.toContainText('pk-hidden-1');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page)).toContainText('The service accepted the request (HTTP 200).');
  expect(service.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
    { id: 3, pull_key: 'pk-hidden-1' },
  ]);

  await page.getByRole('banner').getByRole('combobox').selectOption('ru');
  await expect(page.getByText('Описание сервиса здесь противоречит само себе')).toBeVisible();
  await page.getByRole('banner').getByRole('combobox').selectOption('cn');
  await expect(page.getByText('该服务的描述在此处自相矛盾')).toBeVisible();
});

test('a form value the page would refuse can be sent anyway, as entered', async ({ page, service }) => {
  await openOperation(page, '/projects/42/team/operations', 'Remove user from project');
  await page.getByLabel('user_id', { exact: true }).fill('12.5');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('[data-field="query.user_id"]')).toContainText('Enter a whole number.');
  await page.getByRole('button', { name: 'Send anyway' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('[data-field="query.user_id"]')).toContainText('is not a member of project 42');
  expect(service.calls.filter((call) => call.method === 'DELETE').map((call) => call.query.user_id)).toEqual(['12.5']);
});

test('a flat body shows its examples as placeholders, sends none of them, and fills them in on request', async ({
  page,
  service,
}) => {
  await openOperation(page, '/projects/42/team/operations', 'Change access user from project');
  const userId = page.getByLabel('user_id', { exact: true });
  await expect(userId).toHaveAttribute('placeholder', '12');
  await expect(userId).toHaveValue('');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('[data-field="body.user_id"]')).toContainText('Required.');
  await page.getByRole('button', { name: 'Fill with examples' }).click();
  await expect(userId).toHaveValue('12');
  await expect(page.getByLabel('role', { exact: true })).toHaveValue('3');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page)).toContainText('The service accepted the request (HTTP 200).');
  expect(service.calls.filter((call) => call.path === '/method/user_project/access').map((call) => call.body)).toEqual([
    { project_id: 42, user_id: 12, role: 3 },
  ]);

  await page.getByRole('banner').getByRole('combobox').selectOption('ru');
  await expect(page.getByRole('button', { name: 'Заполнить примерами' })).toBeVisible();
  await page.getByRole('banner').getByRole('combobox').selectOption('cn');
  await expect(page.getByRole('button', { name: '用示例填充' })).toBeVisible();
});

test('a JSON body without examples starts from one built from its schema', async ({ page }) => {
  await openOperation(page, '/notify-history', 'Set one as read', 'Set notification in cabinet as read');
  await expect(page.getByLabel('JSON', { exact: true })).toHaveValue(/"notify_history_ids"/);
  await expect(page.getByRole('button', { name: 'Reset to example' })).toBeVisible();
});

test('a paginated list has no “differs” note; an answer that really differs has one', async ({ page }) => {
  await openOperation(page, '/projects/42/team/operations', 'List of user in project');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByRole('table').getByRole('row')).toHaveCount(4);
  await expect(result(page)).not.toContainText('differs');

  await openOperation(page, '/projects/42/team/operations', 'Get users of project (short list)');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page)).toContainText('The answer differs from the service’s own schema, first at');
});

test.describe('when the checker cannot load', () => {
  // The refused chunk is the fault under test: the browser reports it.
  test.use({ allowConsole: [/Failed to load resource/, /Failed to fetch dynamically imported module/] });

  test('a 2xx answer is shown as a success, and the check says why it was not done', async ({ page, service }) => {
    await page.route('**/assets/check-worker-*.js', (route) => route.abort());
    await openOperation(page, '/projects/42/team/operations', 'Remove user from project');
    await page.getByLabel('user_id', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(result(page)).toContainText('The service accepted the request (HTTP 200).');
    await expect(result(page)).toContainText(
      'The answer was not checked against the service’s schema: the checker could not be loaded.',
    );
    await expect(result(page).getByRole('alert')).toHaveCount(0);
    expect(service.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
