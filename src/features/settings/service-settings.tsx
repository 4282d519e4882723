import { type ReactNode, useId } from 'react';
import { usePageTitle } from '../../components/use-page-title.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { type ThemeChoice, usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { settingsMessages } from './settings-messages.ts';
import './settings.css';

/**
 * Settings in a person's order: who you are and how you sign in, then notifications, then the language and theme,
 * and last, folded away, where the service is (a deployment's own setting). The app puts the sections of the
 * features that own them in order (app/routes/settings-route.tsx).
 */
export function SettingsPage({ children }: { children: ReactNode }) {
  const m = useMessages(settingsMessages);
  usePageTitle(m.title);
  return (
    <section className="panel settings" aria-labelledby="settings-title">
      <h1 id="settings-title">{m.title}</h1>
      {children}
    </section>
  );
}

/** The interface language (the app's control, given the page's label) and the theme, each applied at once. */
export function DisplaySettings({ language }: { language: (label: string) => ReactNode }) {
  const t = useMessages(appMessages);
  const m = useMessages(settingsMessages);
  const theme = usePrefsStore((state) => state.theme);
  const setTheme = usePrefsStore((state) => state.setTheme);
  const titleId = useId();
  const themeId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{m.display}</h2>
      <div className="field">{language(m.language)}</div>
      <div className="field">
        <label htmlFor={themeId}>{t.app.theme}</label>
        <select id={themeId} value={theme} onChange={(event) => setTheme(event.target.value as ThemeChoice)}>
          <option value="system">{t.app.themeSystem}</option>
          <option value="light">{t.app.themeLight}</option>
          <option value="dark">{t.app.themeDark}</option>
        </select>
      </div>
    </section>
  );
}
