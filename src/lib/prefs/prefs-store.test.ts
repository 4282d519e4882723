import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The preferences are kept in localStorage in the format zustand's `persist` wrote, so a browser that chose a
// language, a theme or an API base URL before keeps them.

const KEY = 'relay.prefs';
const load = async () => (await import('./prefs-store.ts')).usePrefsStore;
const kept = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});
afterEach(() => localStorage.clear());

describe('the preferences store', () => {
  it('starts from what an earlier version kept', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        state: { language: 'ru', theme: 'dark', apiBaseUrlOverride: 'https://api.example.com' },
        version: 1,
      }),
    );
    const { language, theme, apiBaseUrlOverride } = (await load()).getState();
    expect({ language, theme, apiBaseUrlOverride }).toEqual({
      language: 'ru',
      theme: 'dark',
      apiBaseUrlOverride: 'https://api.example.com',
    });
  });

  it('keeps only the valid values of a hand-edited copy, and starts from storage that is not JSON', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { language: 'xx', theme: 'dim', apiBaseUrlOverride: 5 } }));
    const { theme, apiBaseUrlOverride, language } = (await load()).getState();
    expect({ theme, apiBaseUrlOverride }).toEqual({ theme: 'system', apiBaseUrlOverride: '' });
    expect(['en', 'ru', 'cn']).toContain(language);
    vi.resetModules();
    localStorage.setItem(KEY, '{not json');
    expect((await load()).getState().theme).toBe('system');
  });

  it('writes each change in the format it reads, trimmed where it is a URL', async () => {
    const store = await load();
    store.getState().setLanguage('cn');
    store.getState().setTheme('light');
    store.getState().setApiBaseUrlOverride('  https://api.example.com ');
    expect(kept()).toEqual({
      state: { language: 'cn', theme: 'light', apiBaseUrlOverride: 'https://api.example.com' },
      version: 1,
    });
  });

  it('follows what another tab saves, and nothing under another key', async () => {
    const store = await load();
    const other = JSON.stringify({ state: { language: 'ru', theme: 'dark', apiBaseUrlOverride: '' }, version: 1 });
    localStorage.setItem(KEY, other);
    window.dispatchEvent(new StorageEvent('storage', { key: 'relay.other', storageArea: localStorage }));
    expect(store.getState().theme).toBe('system');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: other, storageArea: localStorage }));
    expect(store.getState()).toMatchObject({ language: 'ru', theme: 'dark' });
  });
});
