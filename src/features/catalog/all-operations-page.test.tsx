import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeConfig, setRuntimeConfig } from '../../config/runtime-config.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { readDescription } from '../../lib/service-description/description.ts';
import { serviceDescriptionQuery, serviceDescriptionUrl } from '../../lib/service-description/description-query.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-with-providers.tsx';
import { AllOperationsPage } from './all-operations-page.tsx';
import { catalogGroups } from './catalog-groups.ts';
import { catalogIndex } from './catalog-index.ts';
import { group, serviceDescription } from '../../testing/description-builder.ts';

/** The API page at a path, its project read from it as the catalog's route reads it; the groups asked to prefetch. */
function renderPage(path: string, client = testQueryClient()) {
  const prefetched: (string | undefined)[] = [];
  const projectId = /^\/projects\/(\d+)\//.exec(path)?.[1];
  const { router } = renderRoutes(
    [
      {
        path: '*',
        element: (
          <AllOperationsPage
            projectId={projectId === undefined ? null : Number(projectId)}
            onPrefetch={(group) => prefetched.push(group)}
          />
        ),
      },
    ],
    path,
    client,
  );
  return { router, prefetched };
}

const groups = () => screen.getByRole('navigation', { name: 'Operation groups' });
const search = () => screen.getByRole('searchbox', { name: 'Search operations' });
/** The groups' links alone: the described operations the search also finds are listed apart, below them. */
const groupLinks = () => Array.from(groups().querySelectorAll('ul.group-links a'));

describe('the API page', () => {
  it('lists every group once inside a project, each named for people with the document’s name beside', () => {
    renderPage('/projects/42/operations');
    expect(screen.getByRole('heading', { level: 1, name: 'All operations' })).toBeTruthy();
    const names = groupLinks().map((link) => link.querySelector('small')?.textContent ?? link.textContent);
    expect(names.sort()).toEqual(catalogGroups.map((group) => group.name).sort());
    const restream = within(groups()).getByRole('link', { name: 'Restream tariff PlanRestream' });
    expect(restream.getAttribute('href')).toBe('/projects/42/tariffs/restream');
    expect(within(groups()).getByRole('link', { name: 'Stream Stream key' }).getAttribute('href')).toBe(
      '/projects/42/stream',
    );
  });

  it('leaves project groups out, with a way to Home, when no project is in view', () => {
    renderPage('/operations');
    expect(within(groups()).queryByRole('link', { name: /PlanRestream/ })).toBeNull();
    expect(within(groups()).getByRole('link', { name: 'Sign-in Auth' }).getAttribute('href')).toBe('/auth');
    expect(groupLinks()).toHaveLength(catalogIndex.filter((group) => group.scope !== 'project').length);
    expect(screen.getByText(/A project’s groups are listed within the project/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('finds groups by an operation’s name, and says which operation matched', () => {
    renderPage('/projects/42/operations');
    fireEvent.change(search(), { target: { value: 'telegram' } });
    expect(groupLinks().map((link) => link.textContent)).toEqual(['Sign-in Auth', 'Channel settings']);
    expect(within(groups()).getByText('Connect telegram in account')).toBeTruthy();
  });

  it('finds groups by either name, case-insensitively', () => {
    renderPage('/projects/42/operations');
    fireEvent.change(search(), { target: { value: 'PLAN' } });
    expect(groupLinks().map((link) => link.textContent)).toEqual([
      'Restream tariff PlanRestream',
      'Transcoding tariff PlanTranscoding',
      'Storage tariff PlanStorage',
      'Webinar tariff Plan webinar',
      // By an operation ("Set planned id"), said below the link.
      'Channel settings',
    ]);
    fireEvent.change(search(), { target: { value: 'members' } });
    expect(groupLinks().map((link) => link.textContent)).toEqual(['Projects and members UserProject']);
  });

  it('says when no group matches, and Escape empties the search', () => {
    renderPage('/projects/42/operations');
    fireEvent.change(search(), { target: { value: 'zzzz' } });
    const status = screen.getByText('No group matches');
    expect(status.getAttribute('role')).toBe('status');
    expect(groupLinks()).toHaveLength(0);
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect((search() as HTMLInputElement).value).toBe('');
    expect(groupLinks()).toHaveLength(catalogGroups.length);
    expect(search().getAttribute('aria-keyshortcuts')).toBe('/ Control+K Meta+K');
  });

  it('starts loading a group’s page as its link is hovered or focused, and follows it in the app', async () => {
    const { router, prefetched } = renderPage('/projects/42/operations');
    const billing = within(groups()).getByRole('link', { name: 'Money flow MoneyFlow' });
    fireEvent.mouseEnter(billing);
    fireEvent.focus(billing);
    expect(prefetched).toEqual(['MoneyFlow', 'MoneyFlow']);
    await act(async () => {
      fireEvent.click(billing);
    });
    expect(router.state.location.pathname).toBe('/projects/42/billing');
  });
});

describe('the API page in another language', () => {
  afterEach(() => usePrefsStore.setState({ language: 'en' }));

  it('names the groups in Russian once its words are here, and finds them by either name', async () => {
    usePrefsStore.setState({ language: 'ru' });
    renderPage('/projects/42/operations');
    const russian = await screen.findByRole('navigation', { name: 'Группы операций' });
    expect(within(russian).getByRole('heading', { name: 'Тарифы' })).toBeTruthy();
    const russianSearch = screen.getByRole('searchbox', { name: 'Поиск операций' });
    fireEvent.change(russianSearch, { target: { value: 'рестрим' } });
    expect(Array.from(russian.querySelectorAll('ul.group-links a')).map((link) => link.textContent)).toEqual([
      'Тариф рестрима PlanRestream',
    ]);
    fireEvent.change(russianSearch, { target: { value: 'planstor' } });
    expect(Array.from(russian.querySelectorAll('ul.group-links a')).map((link) => link.textContent)).toEqual([
      'Тариф хранилища PlanStorage',
    ]);
  });

  it('names every group for people in each language, and no two groups alike', async () => {
    const { en } = await import('./nav-messages-en.ts');
    const { ru } = await import('./nav-messages-ru.ts');
    const { cn } = await import('./nav-messages-cn.ts');
    for (const words of [en, ru, cn]) {
      const names = catalogIndex.map((group) => words.groups[group.name]);
      expect(names.every((name) => typeof name === 'string' && name.trim() !== '')).toBe(true);
      expect(new Set(names).size).toBe(catalogIndex.length);
      expect(Object.keys(words.groups).sort()).toEqual(catalogIndex.map((group) => group.name).sort());
    }
  });
});

// The results read the description, a large module graph for jsdom to load: slow on a busy machine.
describe('the API page’s search of described operations', { timeout: 20_000 }, () => {
  const DESCRIPTION_URL = 'https://api.example/openapi.json';
  const get = (summary: string, operationId: string) => ({
    summary,
    operationId,
    common: false as const,
    responses: {},
  });
  const description = readDescription(
    serviceDescription({
      paths: {
        ...group('Stream pull keys', {
          'get /method/pull_keys': get('List of pull keys', 'PullKeysController_list'),
          'get /method/pull_keys/check': get('Check  pull key', 'PullKeysController_check'),
        }),
        ...group('NotifyUser', {
          'get /method/notify/settings': get('Get user notify settings', 'NotifyController_get'),
        }),
      },
    }),
  );
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
    const { router } = renderPage('/projects/42/operations', cachedDescription());
    fireEvent.change(search(), { target: { value: '/METHOD/pull_keys' } });
    await screen.findByText('2 described operations match');
    const links = within(operations()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['List of pull keys', '/projects/42/pull-links/operations/PullKeysController_list'],
      ['Check  pull key', '/projects/42/pull-links/operations/PullKeysController_check'],
    ]);
    // Each with its group's name for people, its method and path.
    expect(links.map((link) => link.closest('li')?.querySelector('small')?.textContent)).toEqual([
      'Pull keys · GET /method/pull_keys',
      'Pull keys · GET /method/pull_keys/check',
    ]);
    fireEvent.change(search(), { target: { value: 'check   PULL' } });
    expect(
      within(operations())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Check  pull key']);
    fireEvent.change(search(), { target: { value: 'notifycontroller_get' } });
    await act(async () => {
      fireEvent.click(within(operations()).getByRole('link'));
    });
    expect(router.state.location.pathname).toBe('/notify-user/operations/NotifyController_get');
  });

  it('finds nothing of a description that is not in the cache, and never fetches it', async () => {
    setRuntimeConfig({ serviceDescriptionUrl: DESCRIPTION_URL });
    const client = testQueryClient();
    renderPage('/operations', client);
    fireEvent.change(search(), { target: { value: 'pull' } });
    expect(within(groups()).getByRole('link', { name: 'Pull servers' })).toBeTruthy();
    await waitFor(() => expect(within(groups()).getAllByRole('status')).toHaveLength(2));
    expect(screen.queryByRole('list', { name: 'Described operations' })).toBeNull();
    const state = client.getQueryCache().find({ queryKey: serviceDescriptionQuery(DESCRIPTION_URL).queryKey })?.state;
    expect(state?.fetchStatus ?? 'idle').toBe('idle');
    expect(state?.dataUpdateCount ?? 0).toBe(0);
    expect(state?.errorUpdateCount ?? 0).toBe(0);
  });

  it('lists only the account and public groups’ operations outside a project, and says the count in Russian', async () => {
    renderPage('/operations', cachedDescription());
    fireEvent.change(search(), { target: { value: 'controller' } });
    await screen.findByText('1 described operation matches');
    expect(
      within(operations())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/notify-user/operations/NotifyController_get']);
    act(() => usePrefsStore.setState({ language: 'ru' }));
    await screen.findByText('Подходит 1 операция сервиса');
    expect(screen.getByRole('list', { name: 'Операции сервиса' })).toBeTruthy();
  });
});
