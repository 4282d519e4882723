import { describe, expect, it } from 'vitest';
import { type Schema, SchemaResolver } from '../../../lib/service-description/schema.ts';
import { readForm, writeForm } from './url-state.ts';
import { object } from '../../../testing/description-builder.ts';

describe('the form in the URL', () => {
  const secret = (key: string) =>
    key === 'query.key' || key === 'body.pin' || key === 'path.token' || key === 'header.X-Api-Key';
  const secrets = { secret, bodySchema: undefined };

  it('keeps every filled value but secrets, and never a run flag', () => {
    const params = writeForm(
      { fields: { 'query.key': 'pk-1', 'query.channel_id': '5', 'query.page': '' }, json: undefined },
      secrets,
    );
    expect(params.toString()).toBe('query.channel_id=5');
  });

  it('writes no value that is a secret by what it is, whatever its field, and reads none from a link', () => {
    const fields = {
      'body.url': 'rtmp://live.example/live/KEY-1',
      'body.ingress_url': 'srt://in.example:9000?passphrase=horse',
      'body.server': 'rtmp://live.example/live',
      'query.target': 'https://api.example/x?key=k-1',
    };
    expect(writeForm({ fields, json: undefined }, secrets).toString()).toBe(
      `body.server=${encodeURIComponent('rtmp://live.example/live')}`,
    );
    const link = new URLSearchParams(Object.entries(fields));
    expect(readForm(link, false, secrets).fields).toEqual({ 'body.server': 'rtmp://live.example/live' });
    expect(writeForm({ fields: {}, json: '{"url": "rtmp://h/live/KEY"}' }, secrets).get('json')).toBeNull();
  });

  it('keeps a short JSON body only when it names nothing secret, at any depth, by name or by schema', () => {
    const keep = (json: string, bodySchema?: Schema) =>
      writeForm({ fields: {}, json }, { secret, bodySchema }).get('json');
    expect(keep('{"name": "CDN", "options": {"record": true}}')).toBe('{"name": "CDN", "options": {"record": true}}');
    expect(keep('{"name": "CDN", "servers": [{"streamKey": "live_1"}]}')).toBeNull();
    expect(keep('{"name": "CDN", "pull_key": "k"}')).toBeNull();
    expect(keep('{"streamkey": "live_abc", "pass": "hunter2"}')).toBeNull();
    expect(keep('{"auth": {"credentials": {"user": "u"}}}')).toBeNull();
    const bodySchema = new SchemaResolver({}).resolve(
      object({
        login: object({ word: { type: 'string', format: 'password' }, phrase: { type: 'string', writeOnly: true } }),
      }),
    );
    expect(keep('{"login": {"word": "w"}}', bodySchema)).toBeNull();
    expect(keep('{"login": {"phrase": "p"}}', bodySchema)).toBeNull();
    expect(keep('{"login": {"name": "anna"}}', bodySchema)).toBe('{"login": {"name": "anna"}}');
    // Unreadable: whether it names a secret cannot be told.
    expect(keep('{"name": ')).toBeNull();
  });

  it('reads the fields back, and nothing else', () => {
    const form = readForm(new URLSearchParams('query.channel_id=5&run=1&json=%7B%7D&other=x'), true, secrets);
    expect(form).toEqual({ fields: { 'query.channel_id': '5' }, json: '{}' });
  });

  it('never reads a secret from a link: not a field in any place, not a body that names one', () => {
    const link = new URLSearchParams(
      'query.key=ATTACKER&body.pin=1234&path.token=t&header.X-Api-Key=k&body.name=CDN&query.page=2',
    );
    expect(readForm(link, false, secrets)).toEqual({
      fields: { 'body.name': 'CDN', 'query.page': '2' },
      json: undefined,
    });
    const body = (json: string) => readForm(new URLSearchParams({ json }), true, secrets).json;
    expect(body('{"name": "x", "stream_key": "ATTACKER"}')).toBe('');
    expect(body('{"options": [{"credentials": {"pass": "ATTACKER"}}]}')).toBe('');
    expect(body('not json')).toBe('');
    expect(body('{"name": "x"}')).toBe('{"name": "x"}');
    const bodySchema = new SchemaResolver({}).resolve(object({ word: { type: 'string', format: 'password' } }));
    expect(readForm(new URLSearchParams({ json: '{"word": "ATTACKER"}' }), true, { secret, bodySchema }).json).toBe('');
  });
});
