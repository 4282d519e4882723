import { useState } from 'react';
import { SECRET_MASK } from '../lib/service-description/secret.ts';
import { Button } from './button.tsx';
import { CopyButton } from './copy-button.tsx';
import './secret-value.css';

/** The words a secret value is shown with, from the page that shows it. */
export interface SecretWords {
  /** Accessible name of the mask while the value is hidden ("Hidden value"). */
  hiddenValue: string;
  /** The toggle that shows and hides the value (a pressed button while shown: "Show"). */
  show: string;
  copy: string;
}

/**
 * A value that must not be seen (a stream key, a token, a one-time code): masked until the toggle shows it, and Copy
 * copies it without showing it — people share their screens while they stream, and a shown stream key lets anyone
 * broadcast.
 */
export function SecretValue({
  text,
  words,
  wrap,
}: {
  text: string;
  words: SecretWords;
  /**
   * How it wraps once shown, when not at any place it must: at any letter (a key or an address, one long word with
   * nothing to break at), or, in a table that scrolls, only where a word must break, so that its column is not
   * squeezed to a letter.
   */
  wrap?: 'letters' | 'in-table' | undefined;
}) {
  const [shown, setShown] = useState(false);
  return (
    <span className={wrap ? `value-secret value-secret-wrap-${wrap}` : 'value-secret'}>
      {shown ? (
        <span className="value-secret-text">{text}</span>
      ) : (
        <span aria-label={words.hiddenValue}>{SECRET_MASK}</span>
      )}{' '}
      <Button
        variant="quiet"
        className="value-secret-button"
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {words.show}
      </Button>{' '}
      <CopyButton text={text} label={words.copy} />
    </span>
  );
}
