import { useState } from 'react';
import { SECRET_MASK as MASK } from '../../../lib/service-description/secret.ts';
import type { OperationMessages } from '../operation-messages.ts';
import { useCopy } from '../use-copy.ts';

/**
 * A value whose name says it is secret (a stream key, a token): masked until Show, and Copy copies it without
 * showing it — people share their screens while they stream, and a shown stream key lets anyone broadcast.
 */
export function SecretValue({ text, m }: { text: string; m: OperationMessages }) {
  const [shown, setShown] = useState(false);
  const { copied, copy } = useCopy();
  return (
    <span className="value-secret">
      {shown ? <span className="value-string">{text}</span> : <span aria-label={m.hiddenValue}>{MASK}</span>}{' '}
      <button
        type="button"
        className="button button-quiet value-secret-button"
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {m.show}
      </button>{' '}
      <button type="button" className="button button-quiet value-secret-button" onClick={() => void copy(text)}>
        {m.copy}
      </button>
      <span role="status" className="hint">
        {copied ? ` ${m.copied}` : ''}
      </span>
    </span>
  );
}
