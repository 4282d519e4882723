import { describe, expect, it } from 'vitest';
import { readForm, writeForm } from './url-state.ts';

describe('the form in the URL', () => {
  const secret = (key: string) => key === 'query.key';

  it('keeps every filled value but secrets, and never a run flag', () => {
    const params = writeForm({ fields: { 'query.key': 'pk-1', 'query.channel_id': '5', 'query.page': '' }, json: undefined }, { secret });
    expect(params.toString()).toBe('query.channel_id=5');
  });

  it('keeps a short JSON body only when it names nothing secret', () => {
    const keep = (json: string) => writeForm({ fields: {}, json }, { secret }).get('json');
    expect(keep('{"name": "CDN", "options": {"record": true}}')).toBe('{"name": "CDN", "options": {"record": true}}');
    expect(keep('{"name": "CDN", "servers": [{"streamKey": "live_1"}]}')).toBeNull();
    expect(keep('{"name": "CDN", "pull_key": "k"}')).toBeNull();
    // Unreadable: whether it names a secret cannot be told.
    expect(keep('{"name": ')).toBeNull();
  });

  it('reads the fields back, and nothing else', () => {
    const form = readForm(new URLSearchParams('query.channel_id=5&run=1&json=%7B%7D&other=x'), true);
    expect(form).toEqual({ fields: { 'query.channel_id': '5' }, json: '{}' });
  });
});
