import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkNow } from './check-core.ts';
import type { CheckReply, CheckerMessage } from './check.ts';
import type { Json } from './description.ts';
import { describedWith, ref, arrayOf, object } from '../../testing/description-builder.ts';

const document = describedWith({
  ListResponse: object({ count: 'integer', results: arrayOf('string') }, ['count', 'results']),
  Item: object({ id: 'integer', category_id: { type: 'string', pattern: '/^[0-9]*$/' } }, ['id']),
  ItemList: { allOf: [ref('ListResponse'), { properties: { results: { items: ref('Item') } } }] },
  Body: { type: 'object', enum: ['stream', 'record'], oneOf: [{ type: 'object' }, { type: 'object' }] },
  Settings: object({
    name: 'string',
    category: { type: 'integer', enum: ['music'] },
    code: { type: 'string', pattern: '(' },
  }),
  Bad: { type: 'integer', enum: ['x'] },
  Pair: object({ first: ref('Bad'), second: ref('Bad') }),
});

async function freshChecker() {
  vi.resetModules();
  return import('./check.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkValue, inline (no Worker here)', () => {
  it('says ok for a paginated list answer, and where a real difference is', async () => {
    const { checkValue } = await freshChecker();
    expect(await checkValue(document, ref('ItemList'), { count: 1, results: [{ id: 1, category_id: '42' }] })).toEqual({
      kind: 'ok',
    });
    expect(await checkValue(document, ref('ItemList'), { count: 1, results: [{ id: 'one' }] })).toEqual({
      kind: 'differs',
      difference: { path: 'results[0].id', keyword: 'type' },
    });
    expect(await checkValue(document, ref('ItemList'), { count: 1, results: [{ id: 1, category_id: '4a' }] })).toEqual({
      kind: 'differs',
      difference: { path: 'results[0].category_id', keyword: 'pattern' },
    });
  });

  it('names a schema no value satisfies as the description’s problem, whatever the value', async () => {
    const { checkValue } = await freshChecker();
    for (const value of [{}, 'stream', { kind: 'stream' }]) {
      expect(await checkValue(document, ref('Body'), value)).toMatchObject({
        kind: 'description-problem',
        contradiction: { reason: 'enum-type', path: '', unconditional: true },
      });
    }
  });

  it('names an unsatisfiable optional property only when the value has it', async () => {
    const { checkValue } = await freshChecker();
    expect(await checkValue(document, ref('Settings'), { name: 'a' })).toEqual({ kind: 'ok' });
    expect(await checkValue(document, ref('Settings'), { name: 'a', category: 'music' })).toMatchObject({
      kind: 'description-problem',
      contradiction: { path: '/properties/category', instance: ['category'] },
    });
    // A real difference elsewhere is still the value's.
    expect(await checkValue(document, ref('Settings'), { name: 1 })).toEqual({
      kind: 'differs',
      difference: { path: 'name', keyword: 'type' },
    });
  });

  it('names a shared unsatisfiable schema wherever the value reaches it', async () => {
    const { checkValue } = await freshChecker();
    expect(await checkValue(document, ref('Pair'), { second: 'x' })).toMatchObject({
      kind: 'description-problem',
      contradiction: { path: '/properties/second', instance: ['second'] },
    });
  });

  it('skips a pattern that names no regex and names it when the value has that field', async () => {
    const { checkValue } = await freshChecker();
    expect(await checkValue(document, ref('Settings'), { code: 'x' })).toMatchObject({
      kind: 'description-problem',
      contradiction: { reason: 'pattern-invalid', path: '/properties/code/pattern' },
    });
  });

  it('says "not checked" and why for a schema nested 5 000 deep and for a reference it cannot follow', async () => {
    const { checkValue } = await freshChecker();
    let deep: Json = { type: 'string' };
    for (let i = 0; i < 5000; i += 1) deep = object({ in: deep });
    expect(await checkValue(document, deep, { in: {} })).toMatchObject({
      kind: 'not-checked',
      reason: 'failed',
      detail: expect.stringContaining('RangeError'),
    });
    expect(await checkValue(document, ref('Missing'), {})).toMatchObject({ kind: 'not-checked', reason: 'failed' });
  });

  it('says "not checked" for a signal already aborted', async () => {
    const { checkValue } = await freshChecker();
    expect(await checkValue(document, ref('Item'), { id: 1 }, { signal: AbortSignal.abort() })).toEqual({
      kind: 'not-checked',
      reason: 'failed',
      detail: 'Aborted',
    });
  });
});

/** A stand-in for the module worker: answers with the real check, or never (`hang`), or fails to load. */
class FakeWorker {
  static mode: 'answer' | 'hang' | 'fail-to-load' | 'refused' = 'answer';
  static created: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<CheckReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  readonly documents = new Map<number, Json>();
  readonly url: string;

  constructor(url: URL, options: WorkerOptions) {
    this.url = url.href;
    expect(options.type).toBe('module');
    if (FakeWorker.mode === 'refused') throw new DOMException('Workers are not allowed here', 'SecurityError');
    FakeWorker.created.push(this);
    if (FakeWorker.mode === 'fail-to-load')
      setTimeout(() =>
        this.onerror?.(new ErrorEvent('error', { message: 'Failed to fetch a dynamically imported module' })),
      );
  }

  postMessage(message: CheckerMessage): void {
    if (message.type === 'document') {
      this.documents.set(message.documentId, structuredClone(message.document));
      return;
    }
    if (FakeWorker.mode !== 'answer') return;
    const copy = structuredClone(message);
    const outcome = checkNow(this.documents.get(copy.documentId)!, copy.schema, copy.value);
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data: { id: copy.id, outcome } }));
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

describe('checkValue, in a worker', () => {
  const useWorker = (mode: typeof FakeWorker.mode) => {
    FakeWorker.mode = mode;
    FakeWorker.created = [];
    vi.stubGlobal('Worker', FakeWorker);
  };

  it('runs the check in a module worker, sending the description once', async () => {
    useWorker('answer');
    const { checkValue } = await freshChecker();
    expect(await checkValue(document, ref('Item'), { id: 1 })).toEqual({ kind: 'ok' });
    expect(await checkValue(document, ref('Item'), { id: 'x' })).toEqual({
      kind: 'differs',
      difference: { path: 'id', keyword: 'type' },
    });
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0]!.url).toMatch(/check-worker\.ts/);
    expect(FakeWorker.created[0]!.documents.size).toBe(1);
  });

  it('ends a worker that passes the time bound and says "not checked"; the next check gets a new worker', async () => {
    useWorker('hang');
    const { checkValue } = await freshChecker();
    expect(await checkValue(document, ref('Item'), { id: 1 }, { timeoutMs: 10 })).toMatchObject({
      kind: 'not-checked',
      reason: 'timeout',
    });
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    FakeWorker.mode = 'answer';
    expect(await checkValue(document, ref('Item'), { id: 1 })).toEqual({ kind: 'ok' });
    expect(FakeWorker.created).toHaveLength(2);
  });

  it('ends the worker on abort', async () => {
    useWorker('hang');
    const { checkValue } = await freshChecker();
    const controller = new AbortController();
    const outcome = checkValue(document, ref('Item'), { id: 1 }, { signal: controller.signal });
    controller.abort();
    expect(await outcome).toEqual({ kind: 'not-checked', reason: 'failed', detail: 'Aborted' });
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });

  it('says "unavailable" when the worker’s script does not load, and does not try again', async () => {
    useWorker('fail-to-load');
    const { checkValue } = await freshChecker();
    expect(await checkValue(document, ref('Item'), { id: 1 })).toMatchObject({
      kind: 'not-checked',
      reason: 'unavailable',
    });
    expect(await checkValue(document, ref('Item'), { id: 1 })).toEqual({ kind: 'not-checked', reason: 'unavailable' });
    expect(FakeWorker.created).toHaveLength(1);
  });

  it('says "unavailable" when the browser refuses to start a worker, and does not try again', async () => {
    useWorker('refused');
    const { checkValue } = await freshChecker();
    expect(await checkValue(document, ref('Item'), { id: 1 })).toEqual({
      kind: 'not-checked',
      reason: 'unavailable',
      detail: 'SecurityError: Workers are not allowed here',
    });
    expect(await checkValue(document, ref('Item'), { id: 1 })).toEqual({ kind: 'not-checked', reason: 'unavailable' });
  });

  it('says "not checked" for a value that cannot be sent to the worker', async () => {
    useWorker('answer');
    const { checkValue } = await freshChecker();
    expect(await checkValue(document, ref('Item'), { id: () => 1 })).toMatchObject({
      kind: 'not-checked',
      reason: 'failed',
    });
  });
});

describe('check.ts stays light', () => {
  it('imports only types and error-text.ts: the validator loads with the worker (or inline, on demand), never with the page', () => {
    // import.meta.url is kept in a variable so Vite does not rewrite the URL for the jsdom environment.
    const here = import.meta.url;
    const source = readFileSync(fileURLToPath(new URL('./check.ts', here)), 'utf8');
    const imports = [...source.matchAll(/^import .*$/gm)].map(([line]) => line);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => !line.startsWith('import type '))).toEqual([
      "import { errorText } from './error-text.ts';",
    ]);
  });
});
