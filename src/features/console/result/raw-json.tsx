// The answer exactly as JSON, indented for reading, with a button to copy it. Values under a secret name (at any
// depth) are masked here too until "Show secrets"; Copy copies the answer as sent, secrets included, without showing
// them.

import { type JSX, useMemo, useState } from 'react';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { SECRET_MASK } from '../../../lib/service-description/secret.ts';
import { maskSecrets } from '../../../lib/service-description/secret-values.ts';
import type { OperationMessages } from '../operation-messages.ts';
import { useCopy } from '../../../components/use-copy.ts';
import './result.css';

/** Indented when the text is JSON; anything else is shown untouched, since it is still what the service sent. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Indented, with every value under a secret masked (by name, or by the schema's `format: password`/`writeOnly`).
 * Text that is not JSON names nothing, and is shown as it is.
 */
export function maskedJson(text: string, schema: Schema | undefined): { text: string; masked: number } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { text, masked: 0 };
  }
  const masked = maskSecrets(value, schema, SECRET_MASK);
  return { text: JSON.stringify(masked.value, null, 2), masked: masked.masked };
}

export function RawJson(props: { text: string; schema: Schema | undefined; m: OperationMessages }): JSX.Element {
  const { m } = props;
  const [showSecrets, setShowSecrets] = useState(false);
  const pretty = useMemo(() => prettyJson(props.text), [props.text]);
  const masked = useMemo(() => maskedJson(props.text, props.schema), [props.text, props.schema]);
  const { copied, copy } = useCopy();

  return (
    <div className="raw-json">
      <div className="raw-json-tools">
        <button type="button" className="button" onClick={() => void copy(pretty)}>
          {m.copy}
        </button>
        {masked.masked ? (
          <button
            type="button"
            className="button"
            aria-pressed={showSecrets}
            onClick={() => setShowSecrets((value) => !value)}
          >
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
        {showSecrets ? pretty : masked.text}
      </pre>
    </div>
  );
}
