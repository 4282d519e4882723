import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { apiBaseUrl, normalizeBaseUrl, useRuntimeConfig } from '../../config/runtime-config.ts';
import { TechnicalWords } from '../../components/technical-words.tsx';
import { useServiceDescription } from '../../lib/description-status/use-service-description.ts';
import { definePart } from '../../lib/bindings/manifest.ts';
import { BoundPart } from '../../components/bound-part.tsx';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { advancedMessages } from './advanced-messages.ts';

/**
 * Where the dashboard's service is, overriding config.json for this browser: a self-hosted deployment's setting,
 * folded away unless one is set.
 */
export function AdvancedSettings() {
  const m = useMessages(advancedMessages);
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
      <DescriptionStatus />
    </details>
  );
}

/** The frame of the status: no operation of its own, only the description's states. */
const DESCRIPTION = definePart({ group: '', bindings: {} });

/**
 * What the pages are built from, in the API section's terms: the one place outside it that says what the deployment
 * describes (its address and how many operations), or — through the frame, in the API section's words — that none is
 * configured or why it could not be read, with Try again.
 */
function DescriptionStatus() {
  const m = useMessages(advancedMessages);
  const { url } = useServiceDescription();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="settings-description">
      <h3 id={titleId}>{m.description.title}</h3>
      <TechnicalWords>
        <BoundPart part={DESCRIPTION}>
          {(_bound, description) => (
            <p className="hint">{m.description.read(url ?? '', description.operations.length)}</p>
          )}
        </BoundPart>
      </TechnicalWords>
    </section>
  );
}
