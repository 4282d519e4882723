import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageRoutes } from '../../app/page-routes.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { renderRoutes } from '../../testing/render-with-providers.tsx';
import { catalog } from './catalog.ts';

// The pages are lazy chunks: a test's first lookup waits for them to load, which on a busy machine (the module
// transformed on first import) takes longer than a lookup's default second.
const LOADED = { timeout: 10_000 };

function renderPage(path: string) {
  renderRoutes((client) => [{ path: '/', HydrateFallback: () => null, children: pageRoutes(client) }], path);
}

function signIn() {
  useTokenStore.setState({
    session: {
      accessToken: 'a',
      refreshToken: 'r',
      receivedAt: Date.now(),
      lifetimeMs: null,
      apiBase: location.origin,
      signInId: 'sign-in-1',
    },
  });
}

const rowOf = (name: string): HTMLElement => {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

afterEach(() => useTokenStore.setState({ session: null }));

// The route's lazy module is transformed on its first import in a test run, which can take longer than a find's
// wait; loading it first makes each test wait for its page only.
beforeAll(() => Promise.all([import('../../app/page-routes.ts'), import('../../app/routes/group-route.tsx')]), 20_000);

describe('catalog group page', { timeout: 20_000 }, () => {
  it('lists every operation of a project group with its documentation status', async () => {
    signIn();
    renderPage('/projects/42/channel-settings');
    // The first page of the file loads the console's chunk (and the navigation's words) in jsdom: slow on a busy machine.
    const heading = await screen.findByRole('heading', { level: 1 }, LOADED);
    // The group's name for people, with the document's name beside it (here the same words: shown once).
    expect(heading.textContent).toBe('Channel settings');
    const group = catalog.find((g) => g.name === 'Channel settings');
    expect(group?.operations.length).toBeGreaterThan(0);
    for (const operation of group?.operations ?? []) {
      expect(within(rowOf(operation.name)).getByText('Not documented')).toBeTruthy();
    }
    // Section 1 gives no purposes: ours is marked as a summary of the operation names, and the page says the rest.
    const purpose = screen.getByText('Settings of a channel:', { exact: false });
    expect(purpose.textContent).toBe(
      `From the operation names: ${catalog.find((g) => g.name === 'Channel settings')!.purpose!.en}`,
    );
    expect(screen.getByText('The interface document does not describe what this group is for.')).toBeTruthy();
  });

  it('marks the summary of the operation names in Russian and Chinese too', async () => {
    signIn();
    for (const [language, source] of [
      ['ru', 'По названиям операций:'],
      ['cn', '根据操作名称：'],
    ] as const) {
      usePrefsStore.setState({ language });
      renderPage('/projects/42/channel-settings');
      const summary = catalog.find((g) => g.name === 'Channel settings')!.purpose![language];
      expect((await screen.findByText(summary, { exact: false }, LOADED)).textContent).toBe(`${source} ${summary}`);
      cleanup();
    }
    usePrefsStore.setState({ language: 'en' });
  });

  it('leads back to the project and to the API page through breadcrumbs, and back to the project by a link', async () => {
    signIn();
    renderPage('/projects/42/channel-settings');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' }, LOADED);
    const links = within(crumbs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Projects', '/'],
      ['Project 42', '/projects/42/tariffs/restream'],
      ['All operations', '/projects/42/operations'],
    ]);
    expect(within(crumbs).getByText('Channel settings').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Back to project' }).getAttribute('href')).toBe(
      '/projects/42/tariffs/restream',
    );
  });

  it('shows the methods of the Auth group, and the path of the documented one', async () => {
    renderPage('/auth');
    expect((await screen.findByRole('heading', { level: 1 }, LOADED)).textContent).toBe('Sign-in Auth');
    expect(within(rowOf('Logout')).getByText('POST')).toBeTruthy();
    expect(within(rowOf('Logout')).getByText('Method only')).toBeTruthy();
    expect(within(rowOf('Update access token')).getByText('POST /method/auth/refresh-access')).toBeTruthy();
    expect(within(rowOf('Update access token')).getByText('Documented')).toBeTruthy();
    expect(screen.getByText('(2 operations)')).toBeTruthy();
  });

  it('says when the document gives no purpose and no operations', async () => {
    // MoneyFlow's designed page (Billing) stands on this one, which shows while no description is configured.
    signIn();
    renderPage('/projects/42/billing');
    expect((await screen.findByRole('heading', { level: 1 }, LOADED)).textContent).toBe('Money flow MoneyFlow');
    // The title is set after the page renders: waited for, not read at once.
    await waitFor(() => expect(document.title).toBe('Money flow (MoneyFlow) · Relay dashboard'));
    expect(screen.getByText('The interface document does not describe what this group is for.')).toBeTruthy();
    expect(screen.queryByText('From the operation names:', { exact: false })).toBeNull();
    expect(screen.getByText('No operations are listed for this group in the document.')).toBeTruthy();
    // The designed page's route module was loaded for the page: waited for, so its modules do not go on loading after
    // the file's environment is torn down (an unhandled error that fails the run).
    await import('../../app/routes/billing-route.tsx');
  });

  it('asks a signed-out visitor to sign in on a project page', async () => {
    renderPage('/projects/42/channel-settings');
    expect(await screen.findByRole('heading', { name: 'You are signed out' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('rejects a project id that is not a positive whole number', async () => {
    signIn();
    renderPage('/projects/abc/channel-settings');
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toContain('“abc” is not a project number');
  });
});
