import { Button } from '../../components/button.tsx';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { usePageTitle } from '../../components/use-page-title.ts';
import { apiBaseUrl, normalizeBaseUrl, useRuntimeConfig } from '../../config/runtime-config.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { type ThemeChoice, usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { type SettingsMessages, settingsMessages } from './settings-messages.ts';
import { descriptionMessages } from '../../lib/description-status/description-messages.ts';
import { descriptionProblem, useServiceDescription } from '../../lib/description-status/use-service-description.ts';
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

/**
 * Where the dashboard's service is, overriding config.json for this browser: a self-hosted deployment's setting,
 * folded away unless one is set.
 */
export function AdvancedSettings() {
  const m = useMessages(settingsMessages);
  useRuntimeConfig();
  const override = usePrefsStore((state) => state.apiBaseUrlOverride);
  const setOverride = usePrefsStore((state) => state.setApiBaseUrlOverride);
  const [open, setOpen] = useState(override !== '');
  const [text, setText] = useState(override);
  const [status, setStatus] = useState<'idle' | 'invalid' | 'saved'>('idle');
  const urlId = useId();
  const hintId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value && !normalizeBaseUrl(value)) {
      setStatus('invalid');
      return;
    }
    // A pair issued by one service is never sent to another: pointing the app elsewhere ends the session, in every
    // tab, without a request (lib/session/session-keeper.ts follows this setting).
    setOverride(value);
    setStatus('saved');
  };

  return (
    <details className="settings-advanced" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{m.advanced}</summary>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={urlId}>{m.apiBaseUrl}</label>
          <input
            id={urlId}
            type="url"
            value={text}
            placeholder="https://api.example.com"
            onChange={(event) => setText(event.target.value)}
            aria-describedby={hintId}
          />
          <p id={hintId} className="hint">
            {m.apiBaseUrlHint} {m.current(apiBaseUrl())}
          </p>
        </div>
        <div className="actions">
          <Button type="submit" variant="primary">
            {m.save}
          </Button>
        </div>
        <p role="status" className={status === 'invalid' ? 'form-error' : 'hint'}>
          {status === 'invalid' ? m.invalidUrl : status === 'saved' ? m.saved : ''}
        </p>
      </form>
      <DescriptionStatus m={m} />
    </details>
  );
}

/**
 * What the pages are built from, in the API section's terms: the one place outside it that says what the deployment
 * describes, since a designed page only leaves out what it cannot draw.
 */
function DescriptionStatus({ m }: { m: SettingsMessages }) {
  const { url, query } = useServiceDescription();
  const words = useMessages(descriptionMessages);
  const titleId = useId();
  const text =
    url === null
      ? m.description.none
      : query.data
        ? m.description.read(url, query.data.operations.length)
        : query.isError
          ? m.description.failed(url, descriptionProblem(query.error, words))
          : m.description.reading(url);
  return (
    <section aria-labelledby={titleId} className="settings-description">
      <h3 id={titleId}>{m.description.title}</h3>
      <p className="hint">{text}</p>
    </section>
  );
}
