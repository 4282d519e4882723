// The answer exactly as JSON, indented for reading, with a button to copy it. Values under a secret name are masked
// here too until "Show secrets"; Copy copies the answer as sent, secrets included, without showing them.

import { type JSX, useMemo, useState } from 'react';
import { isSecretName } from '../../lib/service-description/secret.ts';
import type { OperationMessages } from './operation-messages.ts';
import { MASK } from './secret-value.tsx';
import { useCopy } from './use-copy.ts';
import './result.css';

/** Indented when the text is JSON; anything else is shown untouched, since it is still what the service sent. */
export function prettyJson(text: string, mask = false): { text: string; masked: number } {
  let masked = 0;
  try {
    const replacer = (key: string, value: unknown) => {
      if (!mask || !isSecretName(key) || (typeof value !== 'string' && typeof value !== 'number')) return value;
      masked += 1;
      return MASK;
    };
    return { text: JSON.stringify(JSON.parse(text), replacer, 2), masked };
  } catch {
    return { text, masked: 0 };
  }
}

export function RawJson(props: { text: string; m: OperationMessages }): JSX.Element {
  const { m } = props;
  const [showSecrets, setShowSecrets] = useState(false);
  const pretty = useMemo(() => prettyJson(props.text), [props.text]);
  const masked = useMemo(() => prettyJson(props.text, true), [props.text]);
  const { copied, copy } = useCopy();

  return (
    <div className="raw-json">
      <div className="raw-json-tools">
        <button type="button" className="button" onClick={() => void copy(pretty.text)}>
          {m.copy}
        </button>
        {masked.masked ? (
          <button type="button" className="button" aria-pressed={showSecrets} onClick={() => setShowSecrets((value) => !value)}>
            {m.showSecrets}
          </button>
        ) : null}
        {/* Always present, so screen readers are already listening when the word appears. */}
        <span role="status" className="hint">
          {copied ? m.copied : ''}
        </span>
      </div>
      {/* Focusable so a keyboard can scroll it. */}
      <pre role="region" aria-label={m.rawJson} tabIndex={0}>
        {showSecrets ? pretty.text : masked.text}
      </pre>
    </div>
  );
}
