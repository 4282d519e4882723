import { describe, expect, it } from 'vitest';
import { SHOWN_LENGTH, scrubText } from './scrub-text.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('scrubText', () => {
  it('blanks a secret holding a tab or two spaces where the collapsed text holds it', () => {
    expect(scrubText('Key live_AB\t\tCD-12345 not found', ['live_AB\t\tCD-12345'])).toBe('Key […] not found');
    expect(scrubText('Key live_AB CD-12345 not found', ['live_AB  CD-12345'])).toBe('Key […] not found');
  });

  it('blanks what the JWT pattern finds, exactly as that pattern does (random short texts)', () => {
    // The pattern this replaces, kept here as the reference for what counts as a JWT.
    const reference = (text: string) =>
      text
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, '[…]');
    const alphabet = ['eyJ', 'eyJ', 'e', 'y', 'J', 'ab', '12', '.', '.', '-', '_', ' ', ':', 'é'];
    let seed = 20;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 3000; run += 1) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 40) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      expect(scrubText(text, [])).toBe(reference(text));
    }
  });

  it('blanks a secret, and a JWT, that straddle the shown length whole', () => {
    const secret = `s3cr3t-${'k'.repeat(600)}`;
    for (const token of [secret, JWT.replace('c2lnbmF0dXJl', 'x'.repeat(600))]) {
      const shown = scrubText(`${'word '.repeat(58)}${token} tail`, [secret]);
      expect(shown).toBe(`${'word '.repeat(58)}[…] tail`);
      expect(shown).not.toMatch(/kkk|xxx|eyJ/);
    }
  });

  it('never shows the first half of a token the window cuts, even when blanks before it shrank the text', () => {
    const secret = `s3cr3t-${'k'.repeat(500)}`;
    // JWTs, each blanked to three characters, then a token that the end of what is read cuts in two.
    const lead = (count: number) => `${JWT} `.repeat(count);
    const cases: [string, string[]][] = [
      [`${lead(52)}${secret} and more`, [secret]],
      [`${lead(45)}eyJ${'h'.repeat(50_000)}.payload.sig`, []],
      [`${lead(44)}eyJheader.${'p'.repeat(50_000)}.sig`, []],
    ];
    for (const [text, secrets] of cases) {
      const shown = scrubText(text, secrets);
      expect(shown).not.toMatch(/s3cr|kkk|hhh|ppp|eyJ/);
      expect(shown.length).toBeLessThan(SHOWN_LENGTH);
      expect(shown.endsWith('…')).toBe(true);
    }
  });

  it('gives a bounded, scrubbed message for 1 MB of "eyJeyJ…", of slashes, and of whitespace', () => {
    expect(scrubText('eyJ'.repeat(350_000), [])).toBe('[…]…');
    const dotted = scrubText(`${'eyJ'.repeat(175_000)}.${'eyJ'.repeat(175_000)}`, []);
    expect(dotted).toBe('[…]…');
    expect(scrubText(`${' \n'.repeat(500_000)}Quota exceeded${' '.repeat(500_000)}`, [])).toBe('Quota exceeded');
    expect(scrubText('/'.repeat(1_000_000), [])).toHaveLength(SHOWN_LENGTH + 1);
  });

  it('takes any list of literal strings to blank, and ignores ones too short to be secrets', () => {
    expect(scrubText('key live_abcdefgh rejected; name short', ['live_abcdefgh', 'short'])).toBe(
      'key […] rejected; name short',
    );
  });
});
