import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESCRIPTION_PATH } from '../../../api/openapi.ts';
import { setRuntimeConfig } from '../../config/runtime-config.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { fetchServiceDescription, serviceDescriptionQuery } from '../../lib/service-description/description-query.ts';
import { type Json, readDescription } from '../../lib/service-description/description.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { AddDestination } from './add-destination.tsx';
import { ConnectedAccounts } from './connected-accounts.tsx';

// Adding a destination and the linked accounts against the demo deployment, as another deployment's description would
// leave parts out: each part says what is not described, in one line, and the rest works. And in Chinese.

const descriptionUrl = `${apiUrl}${DESCRIPTION_PATH}`;

beforeEach(async () => {
  await freshSignedInClient();
  setRuntimeConfig({ apiBaseUrl: apiUrl, requestTimeoutMs: 5000, serviceDescriptionUrl: descriptionUrl });
});

afterEach(() => {
  cleanup();
  usePrefsStore.setState({ language: 'en' });
});

/** The demo's description without the operations whose path or summary `leaveOut` says. */
async function describedWithout(leaveOut: (path: string, summary: string) => boolean) {
  const document = structuredClone((await fetchServiceDescription(descriptionUrl)).document) as {
    paths: Record<string, Record<string, { summary?: string }>>;
  };
  for (const [path, item] of Object.entries(document.paths))
    if (Object.values(item).some((operation) => leaveOut(path, operation.summary ?? ''))) delete document.paths[path];
  return readDescription(document as unknown as Json);
}

async function renderParts(leaveOut: (path: string, summary: string) => boolean) {
  const client = testQueryClient();
  client.setQueryData(serviceDescriptionQuery(descriptionUrl).queryKey, await describedWithout(leaveOut));
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <AddDestination projectId={42} />
            <ConnectedAccounts projectId={42} />
          </>
        ),
      },
    ],
    '/',
    client,
  );
}

/** What a part a deployment does not describe says on a designed page (which one and why is the API section's). */
const NOT_HERE = 'Not available here.';

describe('parts a description leaves out', () => {
  it('without the add operations: said once; the platforms that connect by signing in are still offered', async () => {
    await renderParts((path) => path.startsWith('/method/channel/add/'));
    expect(await screen.findByText(NOT_HERE, {}, { timeout: 10_000 }));
    expect(screen.getByRole('button', { name: 'YouTube' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Kick' })).toBeNull();
    // The platforms with neither way in are named, with why.
    expect(screen.getByText(/^Not addable here:/).textContent).toContain('Kick');
    // The accounts are there as ever.
    expect(await screen.findByText('Used by this project’s VK community.', {}, { timeout: 10_000 })).toBeDefined();
  });

  it('without "Supported platforms": adding says so; the accounts read the platforms "Get accounts" names', async () => {
    await renderParts((_path, summary) => summary === 'Supported platforms');
    expect(await screen.findByText(NOT_HERE, {}, { timeout: 10_000 }));
    expect(screen.queryByRole('searchbox', { name: 'Find a platform' })).toBeNull();
    const accounts = screen.getByRole('region', { name: 'Connected accounts' });
    expect(await within(accounts).findByText('demo_streamer', {}, { timeout: 10_000 })).toBeDefined();
    expect(await control.requests('/method/platforms/list')).toEqual([]);
  });

  it('without the accounts: that part says so and reads nothing of them; adding works', async () => {
    await renderParts((_path, summary) => summary === 'Get accounts');
    const accounts = screen.getByRole('region', { name: 'Connected accounts' });
    expect(await within(accounts).findByText(NOT_HERE, {}, { timeout: 10_000 }));
    expect(await screen.findByRole('button', { name: 'Kick' }, { timeout: 10_000 })).toBeDefined();
    expect(await control.requests('/method/platforms/accounts')).toEqual([]);
  });
});

describe('in Chinese', () => {
  it('says its words in the reader’s language', async () => {
    act(() => usePrefsStore.setState({ language: 'cn' }));
    await renderParts(() => false);
    expect(await screen.findByRole('searchbox', { name: '查找平台' }, { timeout: 10_000 })).toBeDefined();
    expect(screen.getByRole('region', { name: '已关联的账号' })).toBeDefined();
    expect(await screen.findAllByRole('button', { name: '退出登录' }, { timeout: 10_000 })).not.toHaveLength(0);
  });
});
