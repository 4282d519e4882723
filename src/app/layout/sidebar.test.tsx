import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../config/runtime-config.ts';
import { readDescription } from '../../lib/service-description/description.ts';
import { serviceDescriptionQuery } from '../../lib/service-description/description-query.ts';
import { Sidebar, SidebarToggle } from './sidebar.tsx';
import { setSidebarOpen } from './sidebar-menu.ts';
import { listenForSearch } from './search-shortcut.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-with-providers.tsx';
import { group, parameter, serviceDescription } from '../../testing/description-builder.ts';

const DESCRIPTION_URL = 'https://api.example/openapi.json';
/** A deployment's description with the project's members' read (the team's page's first) or without it. */
const describing = (team: boolean) =>
  readDescription(
    serviceDescription({
      paths: group('UserProject', {
        'get /method/project/list': { summary: 'List of project for current user', common: false, responses: {} },
        ...(team
          ? {
              'get /method/project/user/list': {
                summary: 'List of user in project',
                common: false,
                parameters: [parameter('project_id')],
                responses: {},
              },
            }
          : {}),
      }),
    }),
  );
/** Which description the next sidebar is drawn with: it is in the cache already, as after the page read it. */
let described: boolean | null = true;
beforeEach(() => {
  described = true;
});
afterEach(() => setRuntimeConfig({ serviceDescriptionUrl: '' }));

/** The header's Menu button and the sidebar it opens, as the shell draws them. */
function MenuAndSidebar() {
  return (
    <>
      <SidebarToggle />
      <Sidebar />
    </>
  );
}

/** Renders the sidebar (jsdom has no media queries: a wide screen) and waits for its navigation's own chunk. */
async function renderSidebar(path: string) {
  setSidebarOpen(false);
  const client = testQueryClient();
  setRuntimeConfig({ serviceDescriptionUrl: described === null ? '' : DESCRIPTION_URL });
  if (described !== null) client.setQueryData(serviceDescriptionQuery(DESCRIPTION_URL).queryKey, describing(described));
  const { router } = renderRoutes([{ path: '*', Component: MenuAndSidebar }], path, client);
  await screen.findByRole('navigation', {}, { timeout: 10_000 });
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const links = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

describe('the primary navigation', () => {
  // The file's first test loads the navigation's chunk in jsdom: slow on a busy machine.
  it(
    'lists Home, the project’s places and the API page inside a project, marking where the reader is',
    {
      timeout: 20_000,
    },
    async () => {
      await renderSidebar('/projects/42/tariffs/restream');
      expect(links()).toEqual([
        ['Home', '/', null],
        ['Stream', '/projects/42/stream', null],
        // The stream's setup, in Stream's sub-list.
        ['Destinations', '/projects/42/destinations', null],
        ['Quality', '/projects/42/quality', null],
        ['Pull links', '/projects/42/pull-links', null],
        ['Past streams', '/projects/42/streams', null],
        ['Plans', '/projects/42/tariffs/restream', 'page'],
        ['Billing', '/projects/42/billing', null],
        ['Team', '/projects/42/team', null],
        ['API All operations/', '/projects/42/operations', null],
      ]);
      // The project's links are named by the project they act on (its name once the account's list gives it).
      expect(within(nav()).getByRole('list', { name: 'Project 42' })).toBeTruthy();
    },
  );

  it('offers the project’s Team only where the deployment describes the team’s read of its members', async () => {
    const names = () =>
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent);
    const withoutTeam = [
      'Home',
      'Stream',
      'Destinations',
      'Quality',
      'Pull links',
      'Past streams',
      'Plans',
      'Billing',
      'API All operations/',
    ];
    described = false;
    await renderSidebar('/projects/42/stream');
    expect(names()).toEqual(withoutTeam);
    cleanup();
    // None configured: nothing says the team is there.
    described = null;
    await renderSidebar('/projects/42/stream');
    expect(names()).toEqual(withoutTeam);
    cleanup();
    described = true;
    await renderSidebar('/projects/42/stream');
    expect(within(nav()).getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/projects/42/team');
  });

  it('marks the area on another of its pages, and nothing on a page of none', async () => {
    const router = await renderSidebar('/projects/42/tariffs/storage');
    expect(within(nav()).getByRole('link', { name: 'Plans' }).getAttribute('aria-current')).toBe('true');
    await act(() => router.navigate('/projects/42/billing/'));
    expect(within(nav()).getByRole('link', { name: 'Billing' }).getAttribute('aria-current')).toBe('page');
    await act(() => router.navigate('/projects/42/channel-settings'));
    expect(links().filter(([, , current]) => current !== null)).toEqual([]);
  });

  it('outside a project: Home and the API page of the account’s groups', async () => {
    await renderSidebar('/');
    expect(links()).toEqual([
      ['Home', '/', 'page'],
      ['API All operations/', '/operations', null],
    ]);
    expect(within(nav()).getByRole('link', { name: /^API/ }).getAttribute('aria-keyshortcuts')).toBe(
      '/ Control+K Meta+K',
    );
  });

  it('marks no page on a path of 1 MB of slashes followed by a character, and the page on one ending in them', async () => {
    const router = await renderSidebar(`/projects/42${'/'.repeat(1_000_000)}x`);
    expect(links().filter(([, , current]) => current !== null)).toEqual([]);
    await act(() => router.navigate(`/projects/42/tariffs/restream${'/'.repeat(1_000_000)}`));
    expect(within(nav()).getByRole('link', { name: 'Plans' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens as a drawer from the Menu button and closes on Escape or a chosen link', async () => {
    await renderSidebar('/projects/42/tariffs/restream');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(panel?.contains(nav())).toBe(true);

    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(nav());

    fireEvent.keyDown(nav(), { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);

    fireEvent.click(menu);
    await act(async () => {
      fireEvent.click(within(nav()).getByRole('link', { name: 'Stream' }));
    });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
    expect(within(nav()).getByRole('link', { name: 'Stream' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('the primary navigation in another language', () => {
  afterEach(() => usePrefsStore.setState({ language: 'en' }));

  it('says its words in Russian and Chinese', async () => {
    usePrefsStore.setState({ language: 'ru' });
    await renderSidebar('/projects/42/billing');
    const russian = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(
      within(russian)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Главная',
      'Стрим',
      'Площадки',
      'Качество',
      'Ссылки для забора',
      'Прошедшие стримы',
      'Тарифы',
      'Баланс',
      'Команда',
      'API Все операции/',
    ]);
    act(() => usePrefsStore.setState({ language: 'cn' }));
    expect(within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '团队' })).toBeTruthy();
  });
});

describe('the search shortcut', () => {
  it('focuses the search on `/` outside text fields and on Ctrl+K or ⌘+K anywhere', () => {
    const stop = listenForSearch();
    const search = document.body.appendChild(document.createElement('input'));
    search.setAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
    try {
      const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
      document.body.dispatchEvent(slash);
      expect(document.activeElement).toBe(search);
      expect(slash.defaultPrevented).toBe(true);

      const textarea = document.body.appendChild(document.createElement('textarea'));
      textarea.focus();
      const typed = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
      textarea.dispatchEvent(typed);
      expect(document.activeElement).toBe(textarea);
      expect(typed.defaultPrevented).toBe(false);
      fireEvent.keyDown(textarea, { key: 'k', ctrlKey: true });
      expect(document.activeElement).toBe(search);
      textarea.focus();
      fireEvent.keyDown(textarea, { key: 'K', metaKey: true });
      expect(document.activeElement).toBe(search);
      textarea.remove();

      const other = new KeyboardEvent('keydown', { key: 'k', bubbles: true, cancelable: true });
      document.body.dispatchEvent(other);
      expect(other.defaultPrevented).toBe(false);
    } finally {
      search.remove();
      stop();
    }
  });

  it('elsewhere, follows the navigation’s API link, and focuses the search once it shows', async () => {
    const router = await renderSidebar('/projects/42/stream');
    const stop = listenForSearch();
    try {
      const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
      await act(async () => {
        document.body.dispatchEvent(slash);
      });
      expect(slash.defaultPrevented).toBe(true);
      expect(router.state.location.pathname).toBe('/projects/42/operations');
      // The API page's search arrives after the navigation (its code loads with it).
      const search = document.body.appendChild(document.createElement('input'));
      search.setAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
      await act(async () => {});
      expect(document.activeElement).toBe(search);
      search.remove();
    } finally {
      stop();
    }
  });
});
