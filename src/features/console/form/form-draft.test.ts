import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, dropDraft, readDraft, saveDraft } from './form-draft.ts';

const secrets = { secret: (key: string) => key === 'body.key', bodySchema: undefined };
const ACCOUNT = 'https://api.example.com sub:17';
const key = draftKey('Stream pull keys', 42, 'PullKeysController_import');
/** A form's values: its fields, and the JSON editor's text where it was opened. */
const form = (fields: Record<string, string> = {}, json?: string) => ({ fields, json });

afterEach(() => sessionStorage.clear());

describe('a form’s draft', () => {
  it('keeps what was typed but secrets, by operation, and gives it back', () => {
    saveDraft(key, form({ 'body.name': 'Archive feed', 'body.key': 'pk-typed-secret' }), form(), secrets, ACCOUNT);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('pk-typed-secret');
    expect(readDraft(key, false, secrets, ACCOUNT)).toEqual({
      fields: { 'body.name': 'Archive feed' },
      json: undefined,
    });
    expect(readDraft(draftKey('Stream pull keys', 7, 'PullKeysController_import'), false, secrets, ACCOUNT)).toBeNull();
    dropDraft(key);
    expect(readDraft(key, false, secrets, ACCOUNT)).toBeNull();
  });

  it('keeps nothing when nothing was typed, and no JSON body that names a secret', () => {
    const opened = form({ 'body.name': 'CDN' });
    saveDraft(key, opened, opened, secrets, ACCOUNT);
    expect(sessionStorage.length).toBe(0);
    saveDraft(key, form({ 'body.key': 'only-a-secret' }), form(), secrets, ACCOUNT);
    expect(sessionStorage.length).toBe(0);
    saveDraft(key, form({}, '{"name": "x", "auth": {"pass": "hunter2"}}'), form({}, ''), secrets, ACCOUNT);
    expect(sessionStorage.length).toBe(0);
    const long = JSON.stringify({ notes: 'n'.repeat(10_000) });
    saveDraft(key, form({}, long), form({}, ''), secrets, ACCOUNT);
    expect(readDraft(key, true, secrets, ACCOUNT)?.json).toBe(long);
  });

  it('is the account’s that typed it: offered to no other account, nor to nobody', () => {
    saveDraft(key, form({ 'body.name': 'Archive feed' }), form(), secrets, ACCOUNT);
    expect(readDraft(key, false, secrets, 'https://api.example.com sub:18')).toBeNull();
    expect(readDraft(key, false, secrets, null)).toBeNull();
    expect(readDraft(key, false, secrets, ACCOUNT)).toEqual({
      fields: { 'body.name': 'Archive feed' },
      json: undefined,
    });
  });
});
