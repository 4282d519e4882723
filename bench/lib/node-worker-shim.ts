// A Web Worker made of a worker_threads Worker, for measuring check.ts's worker path in Node: the worker script
// (check-worker.ts) is loaded as it is, with `self.onmessage`/`self.postMessage` bridged to the thread's port, and
// `terminate()` ends the thread as a browser ends a worker — mid-regex included.
import { Worker as ThreadWorker } from 'node:worker_threads';

const BOOTSTRAP = `
import { parentPort, workerData } from 'node:worker_threads';
globalThis.self = {
  set onmessage(handler) { parentPort.on('message', (data) => handler({ data })); },
  postMessage: (message) => parentPort.postMessage(message),
};
const { tsImport } = await import(workerData.tsx);
await tsImport(workerData.script, workerData.script);
`;
/** tsx's loader, registered inside the thread (a thread does not inherit the parent's --import). */
const TSX_API = import.meta.resolve('tsx/esm/api');

class ShimWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null;
  readonly #thread: ThreadWorker;

  constructor(url: URL | string) {
    this.#thread = new ThreadWorker(new URL(`data:text/javascript,${encodeURIComponent(BOOTSTRAP)}`), {
      workerData: { script: String(url), tsx: TSX_API },
    });
    this.#thread.on('message', (data: unknown) => this.onmessage?.({ data }));
    this.#thread.on('error', (error: Error) => this.onerror?.({ message: error.message, preventDefault: () => {} }));
  }

  postMessage(message: unknown): void {
    this.#thread.postMessage(message);
  }

  terminate(): void {
    void this.#thread.terminate();
  }
}

export function installWorkerShim(): void {
  (globalThis as { Worker?: unknown }).Worker = ShimWorker;
}
