import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, RequestNotSentError } from './errors.ts';
import { scrubError, scrubText, secretForms } from './scrub-error.ts';

const M = '••••••';

describe('scrubText', () => {
  it('masks every occurrence of a typed secret, as typed and as a URL carries it', () => {
    const forms = secretForms(['live_SECRET KEY/1', 'hunter2']);
    expect(scrubText('Key live_SECRET KEY/1 not found; hunter2 is wrong, hunter2!', forms)).toBe(
      `Key ${M} not found; ${M} is wrong, ${M}!`,
    );
    expect(scrubText('GET /method/keys/live_SECRET%20KEY%2F1?x=live_SECRET+KEY%2F1', forms)).toBe(
      `GET /method/keys/${M}?x=${M}`,
    );
  });

  it('masks a secret typed with a tab or two spaces as the shown message holds it, whitespace collapsed', () => {
    const shown = scrubError(new HttpError(400, { message: 'Key live_AB CD-1 not found' }), ['live_AB\t\tCD-1']);
    expect((shown as HttpError).serviceMessage).toBe(`Key ${M} not found`);
    const spaced = scrubError(new HttpError(400, { message: 'Wrong pin: 12 34 56' }), ['12  34  56']);
    expect((spaced as HttpError).serviceMessage).toBe(`Wrong pin: ${M}`);
  });

  it('masks the start of a secret that a cut to length left before the ellipsis', () => {
    const forms = secretForms(['pk-secret-777']);
    expect(scrubText('Unknown key pk-secr…', forms)).toBe(`Unknown key ${M}…`);
    // Not cut: an ending that happens to start like a secret stays.
    expect(scrubText('Use the prefix pk-', forms)).toBe('Use the prefix pk-');
  });

  it('leaves values too short to tell anything alone, and text without secrets as it is', () => {
    expect(scrubText('a 12 b', secretForms(['12', 'a']))).toBe('a 12 b');
    expect(scrubText('nothing here', secretForms(['hunter2']))).toBe('nothing here');
  });

  it('is linear: a long message full of a secret is masked in one pass per secret', () => {
    const text = 'hunter2 '.repeat(125_000);
    expect(scrubText(text, secretForms(['hunter2']))).toBe(`${M} `.repeat(125_000));
  });
});

describe('scrubError', () => {
  it('masks the service’s message, code and per-field messages of an HTTP error', () => {
    const error = new HttpError(
      400,
      {
        message: 'Key live_abc is not valid',
        code: 'BAD_live_abc',
        fieldErrors: [{ path: 'key', messages: ['live_abc: no such key'] }],
      },
      'Bad Request',
    );
    const scrubbed = scrubError(error, ['live_abc']) as HttpError;
    expect(scrubbed).toBeInstanceOf(HttpError);
    expect(scrubbed.status).toBe(400);
    expect(scrubbed.serviceMessage).toBe(`Key ${M} is not valid`);
    expect(scrubbed.code).toBe(`BAD_${M}`);
    expect(scrubbed.fieldErrors).toEqual([{ path: 'key', messages: [`${M}: no such key`] }]);
    expect(JSON.stringify(scrubbed)).not.toContain('live_abc');
    expect(scrubbed.message).not.toContain('live_abc');
  });

  it('masks a refused path that carries a secret, and leaves other errors alone', () => {
    const refused = scrubError(new RequestNotSentError('path-outside-service', '/method/keys/live_abc/../..'), [
      'live_abc',
    ]) as RequestNotSentError;
    expect(refused).toBeInstanceOf(RequestNotSentError);
    expect([refused.kind, refused.reason]).toEqual(['not-sent', 'path-outside-service']);
    expect(refused.detail).toBe(`/method/keys/${M}/../..`);
    expect(refused.message).not.toContain('live_abc');
    const network = new NetworkError();
    expect(scrubError(network, ['live_abc'])).toBe(network);
    expect(scrubError(new HttpError(400, { message: 'm' }), [])).toBeInstanceOf(HttpError);
  });
});
