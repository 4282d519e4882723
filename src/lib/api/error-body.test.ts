import { describe, expect, it } from 'vitest';
import { extractErrorDetails } from './error-body.ts';

describe('extractErrorDetails', () => {
  it.each([
    ['{"error":{"message":"Project is archived","code":"archived","field":"project_id"}}', 'Project is archived', 'archived', 'project_id'],
    ['{"error":"invalid_grant"}', 'invalid_grant', undefined, undefined],
    ['{"message":"Bad v"}', 'Bad v', undefined, undefined],
    ['{"error_description":"Token used"}', 'Token used', undefined, undefined],
    ['{"detail":"Nope"}', 'Nope', undefined, undefined],
    ['{"errors":[{"message":"First"}]}', 'First', undefined, undefined],
    ['{"errors":["Plain"]}', 'Plain', undefined, undefined],
    ['{"title":"Titled"}', 'Titled', undefined, undefined],
  ])('finds the message in %s', (body, message, code, field) => {
    expect(extractErrorDetails(body, [])).toEqual({ message, code, field });
  });

  it('gives nothing for a body that is not JSON or has no message', () => {
    expect(extractErrorDetails('<html>oops', []).message).toBeUndefined();
    expect(extractErrorDetails('{"error":{"message":"   "}}', []).message).toBeUndefined();
    expect(extractErrorDetails('[1,2]', []).message).toBeUndefined();
  });

  it('never repeats a secret the service echoed, and caps the length', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret.part';
    const { message } = extractErrorDetails(JSON.stringify({ message: `Token ${token} expired` }), [token]);
    expect(message).toBe('Token […] expired');
    expect(extractErrorDetails(JSON.stringify({ message: 'x'.repeat(1000) }), []).message).toHaveLength(301);
  });
});
