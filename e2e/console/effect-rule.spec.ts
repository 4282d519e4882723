import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, splitUrl } from '../../api/http-json.ts';
import { type RunningServer, startServer } from '../../api/server.ts';
import {
  serviceDescription,
  json,
  operation,
  parameter,
  versionAndLanguage,
} from '../../src/testing/description-builder.ts';
import { openOperation } from '../support/console-page.ts';
import { E2E_REQUEST_TIMEOUT_MS, expect, test as base } from '../support/fixtures.ts';

// Run on a NestJS-style description, as the real service publishes it: an operationId is `Controller_method`, so
// its verb is after the prefix (`ProjectChannelInvite_get_for_secretV1` reads), and a GET whose name does not say it
// reads ("Rotate stream key") asks first.

const DESCRIPTION_PATH = '/nest/openapi.json';
const INVITE_PATH = '/method/project_channel_invite/get_for_secret';
const ROTATE_PATH = '/method/stream_key/rotate';
const SECRET = 'inv-0xBADC0DE';

const common = versionAndLanguage({ described: false, defaultLanguage: false });
const ok = { 200: { description: 'OK', content: json({ type: 'object' }) } };
const described = serviceDescription({
  openapi: '3.0.0',
  info: { title: 'relay', version: '1' },
  paths: {
    [INVITE_PATH]: {
      get: operation({
        group: 'ProjectChannelInvite',
        summary: 'Get channel invitation using a secret link',
        operationId: 'ProjectChannelInvite_get_for_secretV1',
        common,
        parameters: [parameter('secret', { schema: { type: 'string' } })],
        responses: ok,
      }),
    },
    [ROTATE_PATH]: {
      get: operation({
        group: 'Stream key',
        summary: 'Rotate stream key',
        operationId: 'StreamKey_rotateV1',
        common,
        parameters: [parameter('project_id', { schema: { type: 'integer' } })],
        responses: ok,
      }),
    },
  },
});

interface Call {
  path: string;
  query: Record<string, string>;
}

const test = base.extend<{ calls: Call[] }, { nest: RunningServer & { calls: Call[] } }>({
  nest: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const calls: Call[] = [];
      const answer = (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
        const { path, query } = splitUrl(req.url);
        if (path === DESCRIPTION_PATH) sendJson(res, 200, described);
        else if (path === INVITE_PATH || path === ROTATE_PATH) {
          calls.push({ path, query: Object.fromEntries(query) });
          sendJson(res, 200, path === INVITE_PATH ? { channel: 'Main', role: 2 } : { rotated: true });
        } else return Promise.resolve(false);
        req.resume();
        return Promise.resolve(true);
      };
      const server = await startServer({
        port: 0,
        staticDir: 'dist',
        control: true,
        configOverrides: { serviceDescriptionUrl: DESCRIPTION_PATH, requestTimeoutMs: E2E_REQUEST_TIMEOUT_MS },
        extraRoutes: answer,
      });
      await use({ ...server, calls });
      await server.close();
    },
    { scope: 'worker' },
  ],
  server: [async ({ nest }, use) => use(nest), { scope: 'worker' }],
  calls: async ({ nest }, use) => {
    nest.calls.length = 0;
    await use(nest.calls);
  },
});

const result = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Result' });

test.beforeEach(async ({ signedIn }) => {
  await signedIn();
});

test('"Get channel invitation using a secret link" with its secret typed runs on Run, without a confirmation', async ({
  page,
  calls,
}) => {
  // Listed by the document's name for it (the real kind's summary is its known alias), opened as the service names it.
  await openOperation(
    page,
    '/projects/42/project-channel-invite',
    'Get invitation using a secret link',
    'Get channel invitation using a secret link',
  );
  await page.getByLabel('secret', { exact: true }).fill(SECRET);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByText('Main', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(calls.map((call) => [call.path, call.query.secret])).toEqual([[INVITE_PATH, SECRET]]);
});

test('a GET named "Rotate stream key" asks first, and sends nothing until Confirm', async ({ page, calls }) => {
  await openOperation(page, '/projects/42/stream/operations', 'Rotate stream key');
  await page.getByRole('button', { name: 'Run' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this request?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`GET ${ROTATE_PATH}`);
  expect(calls).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page)).toContainText('The service accepted the request (HTTP 200).');
  expect(calls.map((call) => call.path)).toEqual([ROTATE_PATH]);
});
