import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readDescription } from './description.ts';
import { operationDetails } from './operation-details.ts';
import { type DashboardValues, buildRequest } from './operation-request.ts';
import { isSecretField } from './secret.ts';
import { type SnippetRequest, curlSnippet, fetchSnippet, shellQuote, snippetRequest } from './request-snippet.ts';
import { serviceDescription, json, object, parameter } from '../../testing/description-builder.ts';

const M = '••••••';
const dashboard: DashboardValues = { v: '1', language: 'en', projectId: 42 };

/** The snippet source of a one-operation description, filled with `fields` or a JSON body. */
function source(
  operation: object,
  fields: Record<string, string>,
  options: { json?: string; includeSecrets?: boolean; path?: string; method?: string } = {},
) {
  const path = options.path ?? '/method/stream/{stream_key}';
  const document = serviceDescription({ paths: { [path]: { [options.method ?? 'post']: operation } } });
  const described = readDescription(document).operations[0]!;
  const details = operationDetails(document, described);
  const built = buildRequest(described, details, { fields, json: options.json }, {}, dashboard);
  const headers = new Map(
    details.parameters
      .filter((parameter) => parameter.in === 'header')
      .map((parameter) => [parameter.name, parameter.schema]),
  );
  return snippetRequest({
    call: built.call,
    shown: built.shown,
    base: 'https://api.example.com/relay',
    v: '1',
    language: 'en',
    secretHeader: (name) => isSecretField(name, headers.get(name)),
    bodySchema: details.body?.schema,
    includeSecrets: options.includeSecrets ?? false,
  });
}

const streamOperation = {
  parameters: [
    parameter('stream_key', { in: 'path', schema: { type: 'string' } }),
    { name: 'title', in: 'query', schema: { type: 'string' } },
    { name: 'X-Api-Key', in: 'header', schema: { type: 'string' } },
    { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
  ],
  requestBody: {
    content: json(object({ name: 'string', password: 'string', nested: { type: 'object' } })),
  },
};

/** Runs a shell word through sh and gives back what the program received. */
function throughShell(word: string): string {
  return execFileSync('sh', ['-c', `printf %s ${word}`], { encoding: 'utf8' });
}

describe('shellQuote', () => {
  it('keeps quotes, newlines, dollars, backslashes and unicode literal', () => {
    for (const text of ["it's", "''", 'a\nb\n', '$HOME `id` $(id) \\n', 'Привет 直播 ••••••', '', "'; rm -rf / #"])
      expect(throughShell(shellQuote(text)), text).toBe(text);
  });
});

describe('snippetRequest', () => {
  const json = JSON.stringify({
    name: "O'Brien\nline two — 直播",
    password: 'hunter2',
    nested: { stream_key: 'live_abc' },
  });

  it('writes the URL the client builds: the API base, `v` and `language` first, then the query; secrets masked by default', () => {
    const request = source(
      streamOperation,
      { 'path.stream_key': 'live_abc', 'query.title': 'a b&c', 'header.X-Api-Key': 'k123', 'header.X-Trace': 't-1' },
      { json },
    );
    expect(request.url).toBe(`https://api.example.com/relay/method/stream/${M}?v=1&language=en&title=a+b%26c`);
    expect(request.headers).toEqual([
      ['Accept', 'application/json'],
      ['Content-Type', 'application/json'],
      ['X-Api-Key', M],
      ['X-Trace', 't-1'],
    ]);
    expect(JSON.parse((request.body as { text: string }).text)).toEqual({
      name: "O'Brien\nline two — 直播",
      password: M,
      nested: { stream_key: M },
    });
  });

  it('includes the secrets only when asked', () => {
    const request = source(
      streamOperation,
      { 'path.stream_key': 'live_abc', 'header.X-Api-Key': 'k123' },
      { json, includeSecrets: true },
    );
    expect(request.url).toBe('https://api.example.com/relay/method/stream/live_abc?v=1&language=en');
    expect(request.headers).toContainEqual(['X-Api-Key', 'k123']);
    expect(request.body).toEqual({ kind: 'json', text: json });
  });

  it('writes form fields, masking the secret ones, and names files', () => {
    const request = snippetRequest({
      call: {
        method: 'POST',
        path: '/method/upload',
        body: {
          form: formOf([
            ['title', 'x'],
            ['pass', 'p'],
            ['logo', new File(['1'], 'logo.png')],
          ]),
        },
      },
      shown: { method: 'POST', path: '/method/upload' },
      base: 'https://api.example.com',
      v: '2',
      language: 'ru',
      secretHeader: () => false,
      bodySchema: undefined,
      includeSecrets: false,
    });
    expect(request.headers).toEqual([['Accept', 'application/json']]);
    expect(request.body).toEqual({
      kind: 'multipart',
      fields: [
        ['title', 'x'],
        ['pass', M],
        ['logo', { file: 'logo.png' }],
      ],
    });
  });
});

function formOf(entries: [string, string | File][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const request: SnippetRequest = {
  method: 'POST',
  url: "https://api.example.com/method/x?v=1&language=en&q=it's",
  headers: [
    ['Accept', 'application/json'],
    ['Content-Type', 'application/json'],
  ],
  body: { kind: 'json', text: JSON.stringify({ text: "it's\nnew — 直播 \u2028", ['__proto__']: 1 }) },
};

describe('curlSnippet', () => {
  it('is one command whose words are what the client sends, with the token as a shell variable', () => {
    const command = curlSnippet(request);
    expect(command).toContain('-H "Authorization: oauth $ACCESS_TOKEN"');
    // What sh hands to curl, word by word (printf stands in for curl; the token variable unset).
    const words = execFileSync(
      'sh',
      ['-c', `ACCESS_TOKEN=T; set -- ${command.slice('curl '.length)}; printf '%s\\0' "$@"`],
      { encoding: 'utf8' },
    )
      .split('\0')
      .slice(0, -1);
    expect(words).toEqual([
      '-X',
      'POST',
      request.url,
      '-H',
      'Authorization: oauth T',
      '-H',
      'Accept: application/json',
      '-H',
      'Content-Type: application/json',
      '--data-raw',
      (request.body as { text: string }).text,
    ]);
  });

  it('never lets a form value read a file', () => {
    const command = curlSnippet({
      ...request,
      body: {
        kind: 'multipart',
        fields: [
          ['note', '@/etc/passwd'],
          ['logo', { file: 'logo.png' }],
        ],
      },
    });
    expect(command).toContain("--form-string 'note=@/etc/passwd'");
    expect(command).toContain("-F 'logo=@logo.png'");
  });
});

describe('fetchSnippet', () => {
  it('is valid JavaScript that sends the same method, URL, headers and body', async () => {
    const calls: [string, RequestInit][] = [];
    const fetch = (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve();
    };
    await (
      new Function('fetch', `return (async () => { ${fetchSnippet(request)} })();`) as (
        f: typeof fetch,
      ) => Promise<void>
    )(fetch);
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    expect(url).toBe(request.url);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      Authorization: 'oauth $ACCESS_TOKEN',
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe((request.body as { text: string }).text);
  });

  it('builds form bodies field by field', async () => {
    let sent: unknown;
    const snippet = fetchSnippet({
      ...request,
      headers: [],
      body: {
        kind: 'urlencoded',
        fields: [
          ['a', "x'y"],
          ['b', '\n'],
        ],
      },
    });
    await (new Function('fetch', `return (async () => { ${snippet} })();`) as (f: unknown) => Promise<void>)(
      (_url: string, init: RequestInit) => {
        sent = init.body;
      },
    );
    expect(String(sent)).toBe(
      new URLSearchParams([
        ['a', "x'y"],
        ['b', '\n'],
      ]).toString(),
    );
  });
});
