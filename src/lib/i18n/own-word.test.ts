import { describe, expect, it } from 'vitest';
import { ownWord } from './own-word.ts';

describe('ownWord', () => {
  const words: Readonly<Record<string, string>> = { important: 'Important', stream: 'Stream' };

  it('gives the table’s own entry for a name it has', () => {
    expect(ownWord(words, 'stream')).toBe('Stream');
  });

  it('gives none for a name every object answers to, or none at all', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'other', '', null])
      expect(ownWord(words, name)).toBeUndefined();
  });
});
