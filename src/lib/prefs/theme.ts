import { type ThemeChoice, usePrefsStore } from './prefs-store.ts';

// The theme is applied from JavaScript before the first paint (the CSP allows no inline script in index.html).
const dark = typeof matchMedia === 'undefined' ? null : matchMedia('(prefers-color-scheme: dark)');

export function resolveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice === 'system') return dark?.matches ? 'dark' : 'light';
  return choice;
}

export function startThemeSync(): void {
  const apply = () => {
    const theme = resolveTheme(usePrefsStore.getState().theme);
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  };
  apply();
  usePrefsStore.subscribe(apply);
  dark?.addEventListener('change', apply);
}
