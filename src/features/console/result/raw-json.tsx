// The answer exactly as JSON, indented for reading, with a button to copy it. Values under a secret name (at any
// depth) are masked here too until "Show secrets"; Copy copies the answer as sent, secrets included, without showing
// them.

import { type JSX, useMemo, useState } from 'react';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { SECRET_MASK, isSecretField, isSecretValue } from '../../../lib/service-description/secret.ts';
import { maskSecrets } from '../../../lib/service-description/secret-values.ts';
import type { OperationMessages } from '../operation-messages.ts';
import { Button } from '../../../components/button.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
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
  try {
    const masked = maskSecrets(value, schema, SECRET_MASK);
    return { text: JSON.stringify(masked.value, null, 2), masked: masked.masked };
  } catch {
    // Nested deeper than the stack (a hundred thousand levels): shown as sent, each text or number that follows a
    // secret name masked in place, rather than the page's error in place of the answer.
    return maskInText(text);
  }
}

/**
 * The text with each text or number value that follows a secret name masked, and each text that is a secret by what
 * it is, in one pass over the JSON (a string is read to its closing quote once; a key is a string followed by a colon).
 */
function maskInText(text: string): { text: string; masked: number } {
  let masked = 0;
  let out = '';
  let from = 0;
  let secretKey = false;
  const stringEnd = (at: number) => {
    let end = at + 1;
    while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
    return end + 1;
  };
  for (let at = 0; at < text.length;) {
    const char = text[at]!;
    if (char === '"') {
      const end = stringEnd(at);
      let next = end;
      while (next < text.length && /\s/.test(text[next]!)) next += 1;
      if (text[next] === ':') secretKey = isSecretField(JSON.parse(text.slice(at, end)) as string, undefined);
      else if (secretKey || isSecretValue(JSON.parse(text.slice(at, end))))
        [out, from, masked, secretKey] = [`${out}${text.slice(from, at)}"${SECRET_MASK}"`, end, masked + 1, false];
      at = end;
    } else if (secretKey && (char === '-' || (char >= '0' && char <= '9'))) {
      let end = at + 1;
      while (end < text.length && /[\d.eE+-]/.test(text[end]!)) end += 1;
      [out, from, masked, secretKey] = [`${out}${text.slice(from, at)}"${SECRET_MASK}"`, end, masked + 1, false];
      at = end;
    } else {
      // Any other value (an object, a list, true, null) after a name ends that name's turn.
      if (char !== ':' && char !== ',' && !/\s/.test(char)) secretKey = false;
      at += 1;
    }
  }
  return { text: out + text.slice(from), masked };
}

export function RawJson(props: { text: string; schema: Schema | undefined; m: OperationMessages }): JSX.Element {
  const { m } = props;
  const [showSecrets, setShowSecrets] = useState(false);
  const pretty = useMemo(() => prettyJson(props.text), [props.text]);
  const masked = useMemo(() => maskedJson(props.text, props.schema), [props.text, props.schema]);

  return (
    <div className="raw-json">
      <div className="raw-json-tools">
        <CopyButton text={pretty} label={m.copy} variant="default" />
        {masked.masked ? (
          <Button aria-pressed={showSecrets} onClick={() => setShowSecrets((value) => !value)}>
            {m.showSecrets}
          </Button>
        ) : null}
      </div>
      {/* Focusable so a keyboard can scroll it. */}
      <pre role="region" aria-label={m.rawJson} tabIndex={0}>
        {showSecrets ? pretty : masked.text}
      </pre>
    </div>
  );
}
