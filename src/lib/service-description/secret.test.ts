import { describe, expect, it } from 'vitest';
import { isSecretEntry, isSecretField, isSecretName, isSecretValue, wordParts } from './secret.ts';

describe('wordParts', () => {
  it.each([
    ['streamKey', ['stream', 'key']],
    ['pull_key', ['pull', 'key']],
    ['api-key', ['api', 'key']],
    ['X-API-Key', ['x', 'api', 'key']],
    ['APIKey', ['api', 'key']],
    ['headers.Authorization', ['headers', 'authorization']],
    ['oauth2Token', ['oauth', '2', 'token']],
    ['query.key', ['query', 'key']],
    ['', []],
  ])('%s → %j', (name, parts) => {
    expect(wordParts(name)).toEqual(parts);
  });
});

describe('isSecretName', () => {
  it.each([
    'token',
    'access_token',
    'refreshToken',
    'tokens',
    'password',
    'new_password',
    'passwd',
    'secret',
    'client_secret',
    'key',
    'stream_key',
    'streamKey',
    'pull_key',
    'api-key',
    'X-API-Key',
    'APIKey',
    'otp',
    'pin',
    'PIN',
    'passphrase',
    'credential',
    'credentials',
    'Authorization',
    'headers.Authorization',
    'cookie',
    'Cookie',
    'query.key',
    'body.stream_key',
    'key2',
    // Plurals and lists of secrets.
    'keys',
    'stream_keys',
    'secrets',
    'passwords',
    'pins',
    'cookies',
    // Run together.
    'streamkey',
    'apikey',
    'accesstoken',
    'refreshtokens',
    'privatekey',
    'clientsecret',
    'newpassword',
    'passWord',
    'sessionid',
    'session_id',
    'sessionId',
    'SESSIONID',
    // Short forms.
    'pass',
    'pwd',
    'user_pwd',
    'passcode',
    'pin_code',
    'password_hash',
    'password_confirmation',
    // Sessions, tokens and codes by other names.
    'session_ids',
    'sessionIds',
    'jwt',
    'bearer',
    'refresh',
    'authCode',
    'auth_code',
    'recovery_codes',
    'totp',
    'cvv',
    // URLs that carry a stream key.
    'rtmp_url',
    'stream_url',
    'rtmpUrl',
    'push_url',
    'stream_push_url',
    'streamurl',
  ])('%s is secret', (name) => {
    expect(isSecretName(name)).toBe(true);
  });

  it.each([
    'refresh_interval',
    'auto_refresh',
    'promo_code',
    'country_code',
    'avatar_url',
    'callback_url',
    'url',
    'monkey',
    'pinned',
    'keyword',
    'keywords',
    'tokenizer',
    'spinner',
    'token_type',
    'tokenType',
    'key_id',
    'keyId',
    'key_ids',
    'secret_name',
    'password_length',
    'token_expires',
    'tokenExpiry',
    'token_ttl',
    'password_hint',
    'key_count',
    'key_types',
    'session',
    'channel_id',
    'name',
    'description',
    '',
    // Words that only look like one.
    'passed',
    'passport',
    'passenger',
    'bypass',
    'compass',
    'turkey',
    'monkeys',
    'hockey',
    'keynote',
    'secretary',
    'spinach',
    'cookiecutter',
    // About a secret, not the secret: what kind, which one, how many, until when, whether there is one.
    'expires_in',
    'token_expires_in',
    'token_expires_at',
    'key_created_at',
    'api_key_id',
    'stream_key_id',
    'keys_count',
    'tokens_count',
    'secret_type',
    'token_url',
    'pull_key_prefix',
    'password_set',
    'has_password',
    'is_secret',
    'hasPin',
    'isTokenValid',
    'num_tokens',
    'total_tokens',
    'max_keys',
    'pass_count',
  ])('%s is not secret', (name) => {
    expect(isSecretName(name)).toBe(false);
  });

  it('reads a very long name in one pass', () => {
    expect(isSecretName(`${'A'.repeat(100_000)}Key`)).toBe(true);
    expect(isSecretName('A'.repeat(100_000))).toBe(false);
    expect(isSecretName(`${'a_'.repeat(50_000)}key`)).toBe(true);
  });
});

describe('isSecretField', () => {
  it('is true for a secret name, `format: password` or `writeOnly`, false otherwise', () => {
    expect(isSecretField('stream_key')).toBe(true);
    expect(isSecretField('value', { format: 'password' })).toBe(true);
    expect(isSecretField('value', { writeOnly: true })).toBe(true);
    expect(isSecretField('value', { format: 'email', writeOnly: false })).toBe(false);
    expect(isSecretField('value')).toBe(false);
    // The schema adds secrets; it never makes a secret name public.
    expect(isSecretField('password', { format: 'email' })).toBe(true);
  });
});

describe('isSecretValue: a value secret by what it is, an address carrying its credentials', () => {
  it.each([
    'rtmp://live.example/live/abcd-1234',
    'rtmps://a.rtmp.youtube.com:443/live2/xxxx-yyyy-zzzz',
    'RTMP://host/app/sub/KEY',
    'srt://ingest.example:9000?passphrase=correct-horse&latency=200',
    'srt://ingest.example:9000?streamid=%23!%3A%3Ar%3Dlive%2Fkey',
    'srt://pull-fra.relay.example:8093?streamid=8c1f0a2e',
    'https://api.example/v1/stream?key=live_123',
    'https://cdn.example/hls/index.m3u8?token=abc',
    'https://example.com/callback#access_token=abc&state=1',
    'rtmp://user:pass@host/live',
    'ftp://anonymous@files.example/',
    'https://example.com/x?pass%70hrase=abc',
    'passphrase=abc&latency=200',
    '?key=abc',
    '  rtmp://host/live/KEY  ',
  ])('%s is secret', (value) => {
    expect(isSecretValue(value)).toBe(true);
  });

  it.each([
    'rtmp://live-ams.relay.example/live',
    'rtmp://live-ams.relay.example:1935/live/',
    'rtmp://pull-fra.relay.example:1935/live/{{key}}',
    'srt://pull-fra.relay.example:8093?streamid={{key}}',
    'srt://ingest.example:9000?latency=200',
    'srt://ingest.example:9000?passphrase=',
    'https://live.example/hls/42.m3u8',
    'https://www.youtube.com/channel/UC123/live',
    'https://example.com/?sort=key',
    'https://example.com/a@b',
    'a title with key=value in it',
    'key',
    'monkey=3',
    '',
    42,
    null,
    { url: 'rtmp://host/live/KEY' },
  ])('%j is not', (value) => {
    expect(isSecretValue(value)).toBe(false);
  });

  it('reads a hostile value in one linear pass', () => {
    const long = `rtmp://${'a'.repeat(200_000)}/${'b/'.repeat(100_000)}?${'x=1&'.repeat(100_000)}`;
    expect(isSecretValue(long)).toBe(true);
    expect(isSecretValue(`https://h/?${'a=&'.repeat(200_000)}`)).toBe(false);
  });

  it('isSecretEntry: by name, by schema, or by value', () => {
    expect(isSecretEntry('url', undefined, 'rtmp://host/live/KEY')).toBe(true);
    expect(isSecretEntry('url', undefined, 'rtmp://host/live')).toBe(false);
    expect(isSecretEntry('ingress_url', undefined, 'srt://host:9000')).toBe(true);
    expect(isSecretEntry('shareUrl', undefined, 'https://h/live/x/index.m3u8')).toBe(true);
    expect(isSecretEntry('share_link', undefined, 'https://h/v/1')).toBe(true);
    expect(isSecretEntry('uuid', { format: 'password' }, '8c1f0a2e')).toBe(true);
    expect(isSecretEntry('uuid', undefined, '8c1f0a2e')).toBe(false);
  });
});
