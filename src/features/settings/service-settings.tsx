import { Button } from '../../components/button.tsx';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { usePageTitle } from '../../components/use-page-title.ts';
import { apiBaseUrl, normalizeBaseUrl, useRuntimeConfig } from '../../config/runtime-config.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { type ThemeChoice, usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { settingsMessages } from './settings-messages.ts';

/**
 * Settings: where the dashboard's service is (a deployment's own setting) and the theme, then the account's sections
 * the app adds from the features that own them (`account`).
 */
export function ServiceSettings({ account }: { account: ReactNode }) {
  const t = useMessages(appMessages);
  const m = useMessages(settingsMessages);
  usePageTitle(m.title);
  useRuntimeConfig();
  const override = usePrefsStore((state) => state.apiBaseUrlOverride);
  const setOverride = usePrefsStore((state) => state.setApiBaseUrlOverride);
  const theme = usePrefsStore((state) => state.theme);
  const setTheme = usePrefsStore((state) => state.setTheme);
  const [text, setText] = useState(override);
  const [status, setStatus] = useState<'idle' | 'invalid' | 'saved'>('idle');
  const urlId = useId();
  const themeId = useId();
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
    <section className="panel" aria-labelledby="settings-title">
      <h1 id="settings-title">{m.title}</h1>
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
        <div className="field">
          <label htmlFor={themeId}>{t.app.theme}</label>
          <select id={themeId} value={theme} onChange={(event) => setTheme(event.target.value as ThemeChoice)}>
            <option value="system">{t.app.themeSystem}</option>
            <option value="light">{t.app.themeLight}</option>
            <option value="dark">{t.app.themeDark}</option>
          </select>
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
      {account}
    </section>
  );
}
