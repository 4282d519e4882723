import { useState } from 'react';
import { SECRET_MASK } from '../lib/service-description/secret.ts';
import { useCopy } from './use-copy.ts';
import './secret-value.css';

/** The words a secret value is shown with, from the page that shows it. */
export interface SecretWords {
  /** Accessible name of the mask while the value is hidden ("Hidden value"). */
  hiddenValue: string;
  /** The toggle that shows and hides the value (a pressed button while shown: "Show"). */
  show: string;
  copy: string;
  /** Said for a moment after Copy. */
  copied: string;
}

/**
 * A value that must not be seen (a stream key, a token): masked until the toggle shows it, and Copy copies it
 * without showing it — people share their screens while they stream, and a shown stream key lets anyone broadcast.
 */
export function SecretValue({ text, words }: { text: string; words: SecretWords }) {
  const [shown, setShown] = useState(false);
  const { copied, copy } = useCopy();
  return (
    <span className="value-secret">
      {shown ? (
        <span className="value-secret-text">{text}</span>
      ) : (
        <span aria-label={words.hiddenValue}>{SECRET_MASK}</span>
      )}{' '}
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
