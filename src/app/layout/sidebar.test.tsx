import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Sidebar, SidebarToggle } from './sidebar.tsx';
import { setSidebarOpen } from './sidebar-menu.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { catalog } from '../../features/catalog/catalog.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-with-providers.tsx';
import { runtimeConfig, setRuntimeConfig } from '../../config/runtime-config.ts';
import { readDescription } from '../../lib/service-description/description.ts';
import { serviceDescriptionQuery, serviceDescriptionUrl } from '../../lib/service-description/description-query.ts';

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
async function renderSidebar(path: string, client = testQueryClient()) {
  setSidebarOpen(false);
  const { router } = renderRoutes([{ path: '*', Component: MenuAndSidebar }], path, client);
  await screen.findByRole('navigation', {}, { timeout: 10_000 });
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Sections' });
const filter = () => screen.getByRole('searchbox', { name: 'Filter' });

describe('Sidebar', () => {
  // The file's first test loads the navigation's chunk and its words in jsdom: slow on a busy machine.
  it('is a navigation landmark marking the tariff page as current inside a project', { timeout: 20_000 }, async () => {
    await renderSidebar('/projects/42/tariffs/restream');
    const link = within(nav()).getByRole('link', { name: 'Restream tariff PlanRestream' });
    expect(link.getAttribute('href')).toBe('/projects/42/tariffs/restream');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getByRole('link', { name: 'Stream Stream key' }).getAttribute('href')).toBe(
      '/projects/42/stream',
    );
    expect(within(nav()).getByRole('link', { name: 'Sign-in Auth' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks no page on a path of 1 MB of slashes followed by a character', async () => {
    await renderSidebar(`/projects/42${'/'.repeat(1_000_000)}x`);
    expect(
      within(nav())
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current')),
    ).toEqual([]);
  });

  it('marks the page on its path ending in 1 MB of slashes', async () => {
    await renderSidebar(`/projects/42/tariffs/restream${'/'.repeat(1_000_000)}`);
    expect(
      within(nav())
        .getByRole('link', { name: /PlanRestream/ })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('lists every group once inside a project', async () => {
    await renderSidebar('/projects/42/tariffs/restream');
    // Each link names its group for people, with the document's name beside it where the two differ.
    const names = within(nav())
      .getAllByRole('link')
      .map((link) => link.querySelector('small')?.textContent ?? link.textContent);
    expect(names.sort()).toEqual(catalog.map((g) => g.name).sort());
    expect(within(nav()).getByRole('link', { name: 'Projects and members UserProject' })).toBeTruthy();
  });

  it('leaves project groups out, with a hint, when no project is open', async () => {
    await renderSidebar('/');
    expect(within(nav()).queryByRole('link', { name: /PlanRestream/ })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: 'Stream Stream key' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Sign-in Auth' }).getAttribute('href')).toBe('/auth');
    expect(within(nav()).getByText(/Open a project/)).toBeTruthy();
  });

  it('filters by operation name once the catalog has loaded, and says which operation matched', async () => {
    await renderSidebar('/projects/42/tariffs/restream');
    fireEvent.focus(filter());
    fireEvent.change(filter(), { target: { value: 'telegram' } });
    expect(await within(nav()).findByRole('link', { name: 'Channel settings' })).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'Sign-in Auth' })).toBeTruthy();
    expect(within(nav()).getByText('Connect telegram in account')).toBeTruthy();
    expect(within(nav()).queryByRole('link', { name: /PlanRestream/ })).toBeNull();
  });

  it('filters by group name, case-insensitively', async () => {
    await renderSidebar('/projects/42/tariffs/restream');
    fireEvent.change(filter(), { target: { value: 'PLAN' } });
    const names = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Restream tariff PlanRestream',
      'Transcoding tariff PlanTranscoding',
      'Storage tariff PlanStorage',
    ]);
  });

  it('filters by the name for people too', async () => {
    await renderSidebar('/projects/42/tariffs/restream');
    fireEvent.change(filter(), { target: { value: 'members' } });
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Projects and members UserProject']);
  });

  it('says when no group matches', async () => {
    await renderSidebar('/projects/42/tariffs/restream');
    fireEvent.change(filter(), { target: { value: 'zzzz' } });
    const status = await screen.findByText('No group matches');
    expect(status.getAttribute('role')).toBe('status');
    expect(within(nav()).queryAllByRole('link')).toHaveLength(0);
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
      fireEvent.click(within(nav()).getByRole('link', { name: 'Stream Stream key' }));
    });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
    expect(within(nav()).getByRole('link', { name: 'Stream Stream key' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('Sidebar in another language', () => {
  afterEach(() => usePrefsStore.setState({ language: 'en' }));

  it('shows its own words in Russian once they have loaded, each group’s Russian name beside the document’s', async () => {
    usePrefsStore.setState({ language: 'ru' });
    await renderSidebar('/projects/42/tariffs/restream');
    const russianNav = await screen.findByRole('navigation', { name: 'Разделы' });
    expect(within(russianNav).getByRole('searchbox', { name: 'Фильтр' })).toBeTruthy();
    expect(within(russianNav).getByRole('heading', { name: 'Тарифы' })).toBeTruthy();
    // A group's name in Russian, the document's name beside it; the filter finds either.
    expect(within(russianNav).getByRole('link', { name: 'Тариф рестрима PlanRestream' })).toBeTruthy();
    fireEvent.change(within(russianNav).getByRole('searchbox', { name: 'Фильтр' }), { target: { value: 'рестрим' } });
    expect(
      within(russianNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Тариф рестрима PlanRestream']);
    fireEvent.change(within(russianNav).getByRole('searchbox', { name: 'Фильтр' }), { target: { value: 'planstor' } });
    expect(
      within(russianNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Тариф хранилища PlanStorage']);
  });

  it('names every group for people in each language, and no two groups alike', async () => {
    const { catalogIndex } = await import('../../features/catalog/catalog-index.ts');
    const { ru } = await import('../../features/catalog/nav-messages-ru.ts');
    const { cn } = await import('../../features/catalog/nav-messages-cn.ts');
    usePrefsStore.setState({ language: 'en' });
    await renderSidebar('/projects/42/tariffs/restream');
    const en = within(nav())
      .getAllByRole('link')
      .map((link) => link.firstChild?.textContent);
    for (const names of [
      en,
      catalogIndex.map((group) => ru.groups[group.name]),
      catalogIndex.map((group) => cn.groups[group.name]),
    ]) {
      expect(names.every((name) => typeof name === 'string' && name.trim() !== '')).toBe(true);
      expect(new Set(names).size).toBe(catalogIndex.length);
    }
    expect(Object.keys(ru.groups).sort()).toEqual(catalogIndex.map((group) => group.name).sort());
    expect(Object.keys(cn.groups).sort()).toEqual(catalogIndex.map((group) => group.name).sort());
  });
});

// The results come with the console's pages, a large module graph for jsdom to load: slow on a busy machine.
describe('Sidebar search of described operations', { timeout: 20_000 }, () => {
  const DESCRIPTION_URL = 'https://api.example/openapi.json';
  const get = (tag: string, summary: string, operationId: string) => ({
    get: { tags: [tag], summary, operationId, responses: {} },
  });
  const description = readDescription({
    openapi: '3.0.3',
    paths: {
      '/method/pull_keys': get('Stream pull keys', 'List of pull keys', 'PullKeysController_list'),
      '/method/pull_keys/check': get('Stream pull keys', 'Check  pull key', 'PullKeysController_check'),
      '/method/notify/settings': get('NotifyUser', 'Get user notify settings', 'NotifyController_get'),
    },
  });
  afterEach(() => {
    setRuntimeConfig({ serviceDescriptionUrl: '' });
    usePrefsStore.setState({ language: 'en' });
  });

  /** A client whose cache holds the description, as after a group page read it; fetching it again would fail the test. */
  function cachedDescription() {
    setRuntimeConfig({ serviceDescriptionUrl: DESCRIPTION_URL });
    const client = testQueryClient();
    client.setQueryData(serviceDescriptionQuery(serviceDescriptionUrl(runtimeConfig())).queryKey, description);
    return client;
  }
  const operations = () => screen.getByRole('list', { name: 'Described operations' });

  it('lists the described operations whose path, summary or operationId matches, each with its group, linking to its page', async () => {
    const router = await renderSidebar('/projects/42/tariffs/restream', cachedDescription());
    fireEvent.focus(filter());
    fireEvent.change(filter(), { target: { value: '/METHOD/pull_keys' } });
    await screen.findByText('2 described operations match', {}, { timeout: 15_000 });
    const links = within(operations()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['List of pull keys', '/projects/42/stream-pull-keys/operations/PullKeysController_list'],
      ['Check  pull key', '/projects/42/stream-pull-keys/operations/PullKeysController_check'],
    ]);
    // Each with its group's name for people, its method and path.
    expect(links.map((link) => link.closest('li')?.querySelector('small')?.textContent)).toEqual([
      'Pull keys · GET /method/pull_keys',
      'Pull keys · GET /method/pull_keys/check',
    ]);

    fireEvent.change(filter(), { target: { value: 'check   PULL' } });
    expect(
      within(operations())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Check  pull key']);
    fireEvent.change(filter(), { target: { value: 'notifycontroller_get' } });
    expect(within(operations()).getByRole('link').getAttribute('href')).toBe(
      '/notify-user/operations/NotifyController_get',
    );

    await act(async () => {
      fireEvent.click(within(operations()).getByRole('link'));
    });
    expect(router.state.location.pathname).toBe('/notify-user/operations/NotifyController_get');
  });

  it('finds nothing of a description that could not be read, and never fetches it again', async () => {
    setRuntimeConfig({ serviceDescriptionUrl: DESCRIPTION_URL });
    const client = testQueryClient();
    await renderSidebar('/projects/42/tariffs/restream', client);
    // The project's name in the navigation binds the account's list by the description: it asks once, and this
    // test's address serves none. The search must not ask again.
    const description = () =>
      client.getQueryCache().find({ queryKey: serviceDescriptionQuery(DESCRIPTION_URL).queryKey })?.state;
    await waitFor(() => expect(description()?.status).toBe('error'));
    const asked = description()?.errorUpdateCount;
    fireEvent.focus(filter());
    fireEvent.change(filter(), { target: { value: 'pull' } });
    expect(await within(nav()).findByRole('link', { name: 'Pull keys Stream pull keys' })).toBeTruthy();
    // The results are here (their live region beside the groups'), and found no description to search.
    await waitFor(() => expect(within(nav()).getAllByRole('status')).toHaveLength(2), { timeout: 15_000 });
    expect(screen.queryByRole('list', { name: 'Described operations' })).toBeNull();
    expect(description()?.fetchStatus).toBe('idle');
    expect(description()?.dataUpdateCount).toBe(0);
    expect(description()?.errorUpdateCount).toBe(asked);
  });

  it('lists only the account and public groups’ operations outside a project', async () => {
    await renderSidebar('/', cachedDescription());
    fireEvent.focus(filter());
    fireEvent.change(filter(), { target: { value: 'controller' } });
    await screen.findByText('1 described operation matches', {}, { timeout: 15_000 });
    expect(
      within(operations())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/notify-user/operations/NotifyController_get']);
  });

  it('says the count in Russian', async () => {
    usePrefsStore.setState({ language: 'ru' });
    await renderSidebar('/projects/42/tariffs/restream', cachedDescription());
    const russianFilter = await screen.findByRole('searchbox', { name: 'Фильтр' });
    fireEvent.focus(russianFilter);
    fireEvent.change(russianFilter, { target: { value: 'pull_keys' } });
    await screen.findByText('Подходят 2 операции сервиса', {}, { timeout: 15_000 });
    expect(screen.getByRole('list', { name: 'Операции сервиса' })).toBeTruthy();
  });
});

describe('Sidebar search shortcut', () => {
  it('focuses the filter on `/` outside text fields and on Ctrl+K or ⌘+K anywhere; Escape empties it', async () => {
    await renderSidebar('/projects/42/tariffs/restream');
    expect(filter().getAttribute('aria-keyshortcuts')).toBe('/ Control+K Meta+K');
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    document.body.dispatchEvent(slash);
    expect(document.activeElement).toBe(filter());
    expect(slash.defaultPrevented).toBe(true);

    const textarea = document.body.appendChild(document.createElement('textarea'));
    textarea.focus();
    const typed = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    textarea.dispatchEvent(typed);
    expect(document.activeElement).toBe(textarea);
    expect(typed.defaultPrevented).toBe(false);
    fireEvent.keyDown(textarea, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(filter());
    textarea.focus();
    fireEvent.keyDown(textarea, { key: 'K', metaKey: true });
    expect(document.activeElement).toBe(filter());
    textarea.remove();

    const other = new KeyboardEvent('keydown', { key: 'k', bubbles: true, cancelable: true });
    document.body.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);

    fireEvent.change(filter(), { target: { value: 'plan' } });
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    filter().focus();
    fireEvent.keyDown(filter(), { key: 'Escape' });
    expect((filter() as HTMLInputElement).value).toBe('');
    // Emptied, the filter leaves the drawer open; the next Escape closes it.
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(filter(), { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
