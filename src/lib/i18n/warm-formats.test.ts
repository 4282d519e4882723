import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const prepareFormats = vi.fn();
vi.mock('./format.ts', () => ({ prepareFormats }));

class FakeWorker {
  static made: FakeWorker[] = [];
  static failToStart = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    if (FakeWorker.failToStart) throw new DOMException('refused by the page policy', 'SecurityError');
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

async function freshWarmFormats() {
  vi.resetModules();
  return (await import('./warm-formats.ts')).warmFormats;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Worker', FakeWorker);
  FakeWorker.made = [];
  FakeWorker.failToStart = false;
  prepareFormats.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('warmFormats', () => {
  it("sends the language's locale to a module worker once per language, and ends it when it answers", async () => {
    const warmFormats = await freshWarmFormats();
    warmFormats('ru');
    warmFormats('ru');
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(worker!.options.type).toBe('module');
    expect(worker!.sent).toEqual(['ru-RU']);
    worker!.onmessage?.(new MessageEvent('message', { data: true }));
    expect(worker!.terminated).toBe(true);
    warmFormats('cn');
    expect(FakeWorker.made[1]!.sent).toEqual(['zh-CN']);
    vi.runAllTimers();
    expect(prepareFormats).not.toHaveBeenCalled();
  });

  it('builds the formatters on the page, in a task of their own, when no worker may start', async () => {
    FakeWorker.failToStart = true;
    const warmFormats = await freshWarmFormats();
    warmFormats('en');
    expect(prepareFormats).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(prepareFormats).toHaveBeenCalledExactlyOnceWith('en');
  });

  it("builds them on the page when the worker's script fails to load", async () => {
    const warmFormats = await freshWarmFormats();
    warmFormats('cn');
    const [worker] = FakeWorker.made;
    const failure = new ErrorEvent('error', { cancelable: true });
    worker!.onerror?.(failure);
    expect(failure.defaultPrevented).toBe(true);
    expect(worker!.terminated).toBe(true);
    vi.runAllTimers();
    expect(prepareFormats).toHaveBeenCalledExactlyOnceWith('cn');
  });
});
