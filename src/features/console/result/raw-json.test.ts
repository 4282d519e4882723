import { describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../../lib/service-description/secret.ts';
import { maskedJson, prettyJson } from './raw-json.tsx';

const deepList = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number, inner: string) => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

describe('Raw JSON on an answer nested deeper than the stack', () => {
  it('shows the text as sent instead of throwing', () => {
    const text = deepList(100_000);
    expect(prettyJson(text)).toBe(text);
    expect(maskedJson(text, undefined)).toEqual({ text, masked: 0 });
  });

  it('still masks what follows a secret name in that text', () => {
    const text = deepObject(
      100_000,
      '{"stream_key": "live_abc\\"def", "token" : 12, "name": "kept", "password": null}',
    );
    const shown = maskedJson(text, undefined);
    expect(shown.masked).toBe(2);
    expect(shown.text).not.toContain('live_abc');
    expect(shown.text).not.toContain('12');
    expect(shown.text).toContain(`"stream_key": "${SECRET_MASK}"`);
    expect(shown.text).toContain('"name": "kept"');
    expect(shown.text).toContain('"password": null');
  });

  it('indents and masks an answer of ordinary depth as before', () => {
    expect(maskedJson('{"password":"x","n":1}', undefined)).toEqual({
      text: `{\n  "password": "${SECRET_MASK}",\n  "n": 1\n}`,
      masked: 1,
    });
  });
});
