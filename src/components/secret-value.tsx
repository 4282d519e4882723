import { useState } from 'react';
import { SECRET_MASK as MASK } from '../lib/service-description/secret.ts';
import { useCopy } from './use-copy.ts';

export interface SecretWords {
  /** The masked value's accessible name. */
  hidden: string;
  show: string;
  copy: string;
  copied: string;
}

/**
 * A secret value (a stream key, a token): masked until Show, and Copy copies it without showing it — people share
 * their screens while they stream, and a shown stream key lets anyone broadcast. Until shown, the value is not in
 * the page's text at all.
 */
export function SecretValue({
  text,
  words,
  className = 'value-string',
}: {
  text: string;
  words: SecretWords;
  className?: string;
}) {
  const [shown, setShown] = useState(false);
  const { copied, copy } = useCopy();
  return (
    <span className="value-secret">
      {shown ? <span className={className}>{text}</span> : <span aria-label={words.hidden}>{MASK}</span>}{' '}
      <button
        type="button"
        className="button button-quiet value-secret-button"
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {words.show}
      </button>{' '}
      <button type="button" className="button button-quiet value-secret-button" onClick={() => void copy(text)}>
        {words.copy}
      </button>
      <span role="status" className="hint">
        {copied ? ` ${words.copied}` : ''}
      </span>
    </span>
  );
}
