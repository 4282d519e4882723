import { Button } from '../../components/button.tsx';
import { useSyncExternalStore } from 'react';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';

function subscribeTheme(callback: () => void) {
  const observer = new MutationObserver(callback);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Follows the system until pressed; then the choice is remembered (Settings can go back to the system's). */
export function ThemeToggle() {
  const t = useMessages(appMessages);
  const setTheme = usePrefsStore((state) => state.setTheme);
  const dark = useSyncExternalStore(subscribeTheme, () => document.documentElement.dataset.theme === 'dark');
  return (
    <Button variant="quiet" alignStart aria-pressed={dark} onClick={() => setTheme(dark ? 'light' : 'dark')}>
      {t.app.switchToDark}
    </Button>
  );
}
