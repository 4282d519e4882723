import { describe, expect, it } from 'vitest';
import { extractErrorDetails } from './error-body.ts';

const read = (body: unknown) => extractErrorDetails(typeof body === 'string' ? body : JSON.stringify(body), []);

// Error bodies as real services send them. Each row: the body, then what the user must be told.
describe('the service message, in every shape real services use', () => {
  it.each<[string, unknown, string | undefined, string | undefined]>([
    // [shape, body, message, code]
    [
      'NestJS service of this kind',
      { error: { name: 'NotFoundException', msg: 'Project not found', options: {}, data: {} } },
      'Project not found',
      'NotFoundException',
    ],
    [
      'our contract API',
      { error: { code: 'archived', message: 'Project is archived', field: 'project_id' } },
      'Project is archived',
      'archived',
    ],
    [
      'NestJS default',
      { statusCode: 404, message: 'Project not found', error: 'Not Found' },
      'Project not found',
      undefined,
    ],
    [
      'NestJS ValidationPipe',
      { statusCode: 400, message: ['project_id must be an integer', 'v must be one of 1, 2, 3'], error: 'Bad Request' },
      'project_id must be an integer; v must be one of 1, 2, 3',
      undefined,
    ],
    [
      'OAuth 2',
      { error: 'invalid_grant', error_description: 'Refresh token already used' },
      'Refresh token already used',
      'invalid_grant',
    ],
    ['OAuth 2 without description', { error: 'invalid_grant' }, 'invalid_grant', undefined],
    [
      'RFC 7807 problem+json',
      {
        type: 'https://example.com/probs/out-of-credit',
        title: 'You do not have enough credit.',
        status: 403,
        detail: 'Your current balance is 30, but that costs 50.',
        instance: '/account/12345/msgs/abc',
      },
      'Your current balance is 30, but that costs 50.',
      undefined,
    ],
    ['RFC 7807 with title only', { type: 'about:blank', title: 'Not Found', status: 404 }, 'Not Found', undefined],
    ['{errors:[{message}]}', { errors: [{ message: 'First' }, { message: 'Second' }] }, 'First', undefined],
    ['{errors:["…"]}', { errors: ['Plain'] }, 'Plain', undefined],
    [
      'JSON:API',
      {
        errors: [
          {
            status: '422',
            source: { pointer: '/data/attributes/title' },
            title: 'Invalid Attribute',
            detail: 'Title must be at least three characters.',
          },
        ],
      },
      'Title must be at least three characters.',
      undefined,
    ],
    [
      'Google APIs',
      { error: { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' } },
      'Request contains an invalid argument.',
      'INVALID_ARGUMENT',
    ],
    [
      'Laravel',
      { message: 'The given data was invalid.', errors: { email: ['The email field is required.'] } },
      'The given data was invalid.',
      undefined,
    ],
    [
      'Stripe-like',
      { error: { type: 'invalid_request_error', message: 'No such plan: 7' } },
      'No such plan: 7',
      'invalid_request_error',
    ],
    ['a bare JSON string', 'Project not found', 'Project not found', undefined],
    ['a plain-text line (Go, Express)', '404 page not found\n', '404 page not found', undefined],
    [
      'HTML from a proxy',
      '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
      undefined,
      undefined,
    ],
    ['an HTML page with a doctype', '<!DOCTYPE html>\n<html><body>Oops</body></html>', undefined, undefined],
    ['an empty body', '', undefined, undefined],
    ['whitespace only', '  \n ', undefined, undefined],
    ['an array of numbers', '[1,2]', undefined, undefined],
    ['JSON null', 'null', undefined, undefined],
    ['a blank message', { error: { message: '   ' } }, undefined, undefined],
    [
      'an unknown shape: the most message-like string',
      {
        result: { ok: false, info: { text: 'Quota exceeded for this project' } },
        trace: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
      },
      'Quota exceeded for this project',
      undefined,
    ],
    [
      'an unknown shape with only a name',
      { error: { name: 'ForbiddenException', options: {}, data: {} } },
      undefined,
      'ForbiddenException',
    ],
  ])('%s', (_shape, body, message, code) => {
    const details = read(body);
    expect(details.message).toBe(message);
    expect(details.code).toBe(code);
  });
});

describe('per-property validation errors, kept as data', () => {
  it('reads the validator_error list of this kind of service, children flattened with dotted paths', () => {
    const details = read({
      error: {
        name: 'I18nValidationException',
        msg: 'Validation failed',
        options: {},
        data: {},
        validator_error: [
          {
            property: 'project_id',
            constraints: { isInt: 'project_id must be an integer', min: 'project_id must not be less than 1' },
            children: [],
          },
          {
            property: 'settings',
            constraints: {},
            children: [
              { property: 'bitrate', constraints: { max: 'bitrate must not be greater than 20000' }, children: [] },
              {
                property: 'channels',
                children: [
                  {
                    property: '0',
                    children: [{ property: 'name', constraints: { isNotEmpty: 'name should not be empty' } }],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(details.message).toBe('Validation failed');
    expect(details.code).toBe('I18nValidationException');
    expect(details.fieldErrors).toEqual([
      { path: 'project_id', messages: ['project_id must be an integer', 'project_id must not be less than 1'] },
      { path: 'settings.bitrate', messages: ['bitrate must not be greater than 20000'] },
      { path: 'settings.channels.0.name', messages: ['name should not be empty'] },
    ]);
  });

  it('says what is wrong from the first field error when the body has no message of its own', () => {
    const details = read({
      error: {
        name: 'I18nValidationException',
        validator_error: [{ property: 'project_id', constraints: { isInt: 'must be an integer' }, children: [] }],
      },
    });
    expect(details.message).toBe('project_id: must be an integer');
  });

  it.each<[string, unknown, { path: string; messages: string[] }[]]>([
    [
      'our contract API',
      { error: { code: 'invalid_request', message: '"v" must be one of: 1, 2, 3', field: 'v' } },
      [{ path: 'v', messages: ['"v" must be one of: 1, 2, 3'] }],
    ],
    [
      'Laravel / Rails map',
      {
        message: 'The given data was invalid.',
        errors: { email: ['The email field is required.', 'Too short.'], 'profile.name': 'Required' },
      },
      [
        { path: 'email', messages: ['The email field is required.', 'Too short.'] },
        { path: 'profile.name', messages: ['Required'] },
      ],
    ],
    [
      'Django REST framework',
      { project_id: ['This field is required.'], non_field_errors: ['Bad combination.'] },
      [{ path: 'project_id', messages: ['This field is required.'] }],
    ],
    [
      'RFC 7807 invalid-params',
      {
        type: 'https://example.net/validation-error',
        title: "Your request parameters didn't validate.",
        'invalid-params': [{ name: 'age', reason: 'must be a positive integer' }],
      },
      [{ path: 'age', messages: ['must be a positive integer'] }],
    ],
    [
      'JSON:API pointer and parameter',
      {
        errors: [
          { source: { pointer: '/data/attributes/first-name' }, detail: 'is too short' },
          { source: { parameter: 'project_id' }, detail: 'is unknown' },
        ],
      },
      [
        { path: 'first-name', messages: ['is too short'] },
        { path: 'project_id', messages: ['is unknown'] },
      ],
    ],
    [
      'FastAPI',
      {
        detail: [
          { loc: ['query', 'project_id'], msg: 'field required', type: 'value_error.missing' },
          { loc: ['body', 'items', 0, 'qty'], msg: 'ensure this value is greater than 0' },
        ],
      },
      [
        { path: 'project_id', messages: ['field required'] },
        { path: 'items.0.qty', messages: ['ensure this value is greater than 0'] },
      ],
    ],
    [
      'express-validator',
      { errors: [{ type: 'field', value: '', msg: 'Invalid value', path: 'email', location: 'body' }] },
      [{ path: 'email', messages: ['Invalid value'] }],
    ],
    [
      'Google fieldViolations',
      {
        error: {
          code: 400,
          message: 'Invalid',
          status: 'INVALID_ARGUMENT',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.BadRequest',
              fieldViolations: [{ field: 'plan.id', description: 'must be set' }],
            },
          ],
        },
      },
      [{ path: 'plan.id', messages: ['must be set'] }],
    ],
    [
      'Spring / Zalando violations',
      {
        title: 'Constraint Violation',
        status: 400,
        violations: [{ field: 'bitrate_max', message: 'must be less than or equal to 20000' }],
      },
      [{ path: 'bitrate_max', messages: ['must be less than or equal to 20000'] }],
    ],
    [
      'Mongoose',
      {
        message: 'Validation failed',
        errors: {
          email: { name: 'ValidatorError', message: 'Path `email` is required.', kind: 'required', path: 'email' },
        },
      },
      [{ path: 'email', messages: ['Path `email` is required.'] }],
    ],
    ['no field errors in a plain message', { message: 'Project not found' }, []],
    ['details that are not field errors', { message: 'Oops', details: { requestId: 'abc' } }, []],
  ])('%s', (_shape, body, fieldErrors) => {
    expect(read(body).fieldErrors).toEqual(fieldErrors);
  });

  it('keeps a bounded number of field errors from a huge list', () => {
    const list = Array.from({ length: 5000 }, (_, index) => ({ property: `f${index}`, constraints: { x: 'bad' } }));
    expect(read({ error: { validator_error: list } }).fieldErrors).toHaveLength(50);
  });
});

describe('what is never shown', () => {
  it('never repeats a secret the service echoed, nor anything shaped like a JWT, and caps the length', () => {
    const token = 'r3fr3sh-t0ken-0123456789abcdef';
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(extractErrorDetails(JSON.stringify({ message: `Token ${token} expired` }), [token]).message).toBe(
      'Token […] expired',
    );
    expect(read({ message: `Bearer ${jwt} rejected` }).message).toBe('Bearer […] rejected');
    expect(read({ message: 'x'.repeat(1000) }).message).toHaveLength(301);
    const field = extractErrorDetails(JSON.stringify({ errors: { refresh: [`${token} was already used`] } }), [token]);
    expect(field.fieldErrors).toEqual([{ path: 'refresh', messages: ['[…] was already used'] }]);
  });

  it('scrubs the code as it scrubs the message: a service that echoes a token as its "code" shows no token', () => {
    const token = 'r3fr3sh-t0ken-0123456789abcdef';
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const echoed = extractErrorDetails(
      JSON.stringify({ error: { code: `used_${token}`, message: 'Refresh token already used' } }),
      [token],
    );
    expect(echoed.code).toBe('used_[…]');
    expect(read({ error: { code: jwt, message: 'Invalid token' } }).code).toBe('[…]');
    expect(read({ error: { code: `${'x'.repeat(100)}`, message: 'Too long' } }).code).toBeUndefined();
  });

  it('never reads a credential or an echoed value as the message', () => {
    const body = { result: { accessToken: 'this is not shown to anyone', value: 'what the user typed in here' } };
    expect(read(body).message).toBeUndefined();
    expect(read({ data: { id: 'a8f5f167f44f4964e6c998dee827110c3d1c1b6a' } }).message).toBeUndefined();
  });

  it('never gives "[object Object]"; the search for a message is bounded in depth', () => {
    // Written as text: a body nested this deep is more than JSON.stringify can write, but not more than a service can send.
    const nest = (levels: number) =>
      `{"message":{"nested":true},"data":${'{"inner":'.repeat(levels)}"Deep message here"${'}'.repeat(levels)}}`;
    expect(read(nest(3)).message).toBe('Deep message here');
    expect(read(nest(5000)).message).toBeUndefined();
    expect(read({ message: { text: 'Nested message wins' } }).message).toBe('Nested message wins');
  });

  it('reads 1 MB bodies of token-like text in one pass: a bounded message, no token, no hang', () => {
    const tokenish = 'eyJ'.repeat(350_000);
    expect(read({ message: tokenish }).message).toBe('[…]…');
    expect(read(JSON.stringify(tokenish)).message).toBe('[…]…');
    expect(read({ error: { code: 'bad', message: `Rejected ${tokenish}.${tokenish}.sig` } }).message).toBe(
      'Rejected […]…',
    );
    const manyMessages = {
      message: 'Invalid',
      errors: { name: Array.from({ length: 100_000 }, (_, index) => `message ${index}`) },
    };
    expect(read(manyMessages).fieldErrors).toEqual([
      { path: 'name', messages: Array.from({ length: 10 }, (_, index) => `message ${index}`) },
    ]);
  });

  it('turns line breaks and runs of spaces into one space', () => {
    expect(read({ message: 'Line one\n\n   line two' }).message).toBe('Line one line two');
  });
});
