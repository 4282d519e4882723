// The answer exactly as JSON, indented for reading, with a button to copy it.

import { type JSX, useEffect, useMemo, useRef, useState } from 'react';
import type { OperationMessages } from './operation-messages.ts';
import './result.css';

const COPIED_FOR_MS = 2000;

/** Indented when the text is JSON; anything else is shown untouched, since it is still what the service sent. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function RawJson(props: { text: string; m: OperationMessages }): JSX.Element {
  const { m } = props;
  const pretty = useMemo(() => prettyJson(props.text), [props.text]);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(pretty);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text stays selectable, which is enough.
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  }

  return (
    <div className="raw-json">
      <div className="raw-json-tools">
        <button type="button" className="button" onClick={() => void copy()}>
          {m.copy}
        </button>
        {/* Always present, so screen readers are already listening when the word appears. */}
        <span role="status" className="hint">
          {copied ? m.copied : ''}
        </span>
      </div>
      {/* Focusable so a keyboard can scroll it. */}
      <pre role="region" aria-label={m.rawJson} tabIndex={0}>
        {pretty}
      </pre>
    </div>
  );
}
