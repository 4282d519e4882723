import { describe, expect, it } from 'vitest';
import { textParts } from './chat-links.ts';

describe('textParts', () => {
  it('makes an https address a link, what follows it in the sentence text', () => {
    expect(textParts('The schedule is here: https://relay.example/schedule.')).toEqual([
      { kind: 'text', text: 'The schedule is here: ' },
      { kind: 'link', text: 'https://relay.example/schedule', href: 'https://relay.example/schedule' },
      { kind: 'text', text: '.' },
    ]);
    expect(textParts('(see HTTPS://Relay.example/a?b=1#c)')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'HTTPS://Relay.example/a?b=1#c', href: 'https://relay.example/a?b=1#c' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('leaves every other address inert, as text', () => {
    for (const text of [
      'Old link: http://relay.example/old',
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'https://',
      'https:relay.example',
      'ftp://relay.example',
      '<a href="https://relay.example">x</a>',
    ])
      expect(textParts(text).filter((part) => part.kind === 'link')).toEqual([]);
  });

  it('keeps the text as written: spaces, new lines and markup', () => {
    const text = 'line one\n  <b>two</b> & https://a.example\tend';
    expect(
      textParts(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it('reads a hostile message whole, word by word', () => {
    const text = `${'https://'.repeat(20_000)} ${'a'.repeat(50_000)}`;
    const parts = textParts(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });
});
