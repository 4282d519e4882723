// What a page asks the network for, as Chromium's DevTools protocol reports it, throttled the way Lighthouse's mobile
// preset throttles with `throttlingMethod: 'devtools'`. The app's refresh worker is a service worker: it is no part
// of the page's target, so the page's session neither sees nor throttles its requests, and a refresh sent through it
// would look free. WorkerTap attaches to the profile's workers too.
import type { Browser, CDPSession, Page } from '@playwright/test';

export interface NetworkConditions {
  latency: number;
  /** Bytes per second, as the protocol takes them. */
  downloadThroughput: number;
  uploadThroughput: number;
}

// Lighthouse 12's mobileSlow4G (lantern simulation constants) with the factors it applies when the browser throttles
// (DEVTOOLS_RTT_ADJUSTMENT_FACTOR 3.75, DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR 0.9), converted to bytes per second the
// way lighthouse/core/lib/emulation.js does (kbit × 1024 / 8, rounded down).
export const MOBILE_SLOW_4G = { latencyMs: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9 };
export const MOBILE_NETWORK: NetworkConditions = {
  latency: MOBILE_SLOW_4G.latencyMs,
  downloadThroughput: Math.floor((MOBILE_SLOW_4G.downloadKbps * 1024) / 8),
  uploadThroughput: Math.floor((MOBILE_SLOW_4G.uploadKbps * 1024) / 8),
};
export const MOBILE_CPU_SLOWDOWN = 4;
const NO_THROTTLING: NetworkConditions = { latency: 0, downloadThroughput: 0, uploadThroughput: 0 };

export interface NetworkRequest {
  url: string;
  /** The page, or a worker of its profile (the refresh worker). */
  from: 'page' | 'worker';
  /** Protocol timestamps are seconds on the browser's monotonic clock. */
  sentAt: number;
  /** 'network', or what answered instead (those requests never left the browser). */
  servedFrom: 'network' | 'memory cache' | 'disk cache' | 'stored response' | 'prefetch cache' | 'service worker';
  status?: number;
  /** Last byte received, or the failure. */
  endedAt?: number;
  failed?: string;
}

// The fields of the protocol's Network events that are read here (Playwright's payload types are not exported).
interface RequestEvent {
  requestId: string;
  timestamp: number;
  wallTime?: number;
  type?: string;
  request?: { url: string };
  response?: {
    status: number;
    responseTime?: number;
    fromDiskCache?: boolean;
    fromPrefetchCache?: boolean;
    fromServiceWorker?: boolean;
  };
  redirectResponse?: { status: number };
  errorText?: string;
}

const NETWORK_EVENTS = [
  'Network.requestWillBeSent',
  'Network.requestServedFromCache',
  'Network.responseReceived',
  'Network.loadingFinished',
  'Network.loadingFailed',
] as const;

/** The requests of one page load, from the page's session and from any tapped worker. */
export class NetworkLog {
  readonly requests: NetworkRequest[] = [];
  /** Epoch ms minus protocol ms, from the first request's pair of clocks: puts page-side times on the protocol's clock. */
  epochOffsetMs: number | undefined;
  #byId = new Map<string, NetworkRequest>();
  #sentWallMs = new Map<NetworkRequest, number>();
  #lastActivity = Date.now();

  handle(from: NetworkRequest['from'], method: string, event: RequestEvent): void {
    this.#lastActivity = Date.now();
    // Not prefixed by the source: a worker's script is asked for by the page's session and answered in the
    // worker's, under the one id.
    const id = event.requestId;
    const known = this.#byId.get(id);
    switch (method) {
      case 'Network.requestWillBeSent': {
        const url = event.request?.url ?? '';
        // data: and blob: URLs never leave the renderer; a CORS preflight belongs to the request it precedes.
        if (!/^https?:/.test(url) || event.type === 'Preflight') return;
        if (this.epochOffsetMs === undefined && event.wallTime !== undefined)
          this.epochOffsetMs = event.wallTime * 1000 - event.timestamp * 1000;
        // A redirect reuses the request id: the hop that was answered ends there.
        if (known && event.redirectResponse)
          Object.assign(known, { status: event.redirectResponse.status, endedAt: event.timestamp });
        const request: NetworkRequest = { url, from, sentAt: event.timestamp, servedFrom: 'network' };
        this.requests.push(request);
        this.#byId.set(id, request);
        if (event.wallTime !== undefined) this.#sentWallMs.set(request, event.wallTime * 1000);
        return;
      }
      case 'Network.requestServedFromCache':
        if (known) known.servedFrom = 'memory cache';
        return;
      case 'Network.responseReceived':
        if (!known || !event.response) return;
        known.status = event.response.status;
        if (event.response.fromDiskCache) known.servedFrom = 'disk cache';
        else if (event.response.fromPrefetchCache) known.servedFrom = 'prefetch cache';
        else if (event.response.fromServiceWorker) known.servedFrom = 'service worker';
        // A worker's script taken from the HTTP cache is not flagged fromDiskCache; its response time, that of
        // the visit that stored it, gives it away (a second's margin: a network answer is never older than its request).
        else if (
          event.response.responseTime !== undefined &&
          event.response.responseTime < (this.#sentWallMs.get(known) ?? 0) - 1000
        )
          known.servedFrom = 'stored response';
        return;
      case 'Network.loadingFinished':
        if (known) known.endedAt = event.timestamp;
        return;
      case 'Network.loadingFailed':
        if (known) Object.assign(known, { endedAt: event.timestamp, failed: event.errorText ?? 'failed' });
        return;
    }
  }

  inFlight(): number {
    return this.requests.filter((request) => request.endedAt === undefined).length;
  }

  /**
   * Resolves once nothing has been in flight for `quietMs` (Lighthouse's networkQuietThresholdMs is 1000), or after
   * `timeoutMs` with whatever was still open left without an end.
   */
  async waitForQuiet(quietMs = 1000, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.inFlight() === 0 && Date.now() - this.#lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A session on the page that records its requests into `log` and throttles like a mid-range phone on slow 4G. */
export async function throttledPageSession(page: Page, log: NetworkLog): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  for (const method of NETWORK_EVENTS) cdp.on(method, (event) => log.handle('page', method, event as RequestEvent));
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE_NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
  return cdp;
}

interface TappedWorker {
  sessionId: string;
  browserContextId: string;
  /** Throttled and running (or stopped after that): what it sends from now on is seen and slowed down. */
  ready: boolean;
  /** Terminated (its last document went away); DevTools restarts it paused when a page connects again. */
  stopped: boolean;
  calls: Map<number, { resolve: () => void; reject: (error: Error) => void }>;
}

/**
 * Attaches to the workers (shared and service) of the watched browser contexts, records their requests into `log` and throttles them
 * as told by throttle() (network only: the protocol has no CPU throttling for workers).
 *
 * The browser target allows auto-attach in flat mode only, and Playwright drops messages of flat sessions it did not
 * open; so each worker is attached in the (deprecated) nested mode, where its traffic travels inside the browser
 * session's Target.sendMessageToTarget / receivedMessageFromTarget. A worker first starts when the page signs in,
 * unthrottled; once attached, DevTools keeps it and starts every later instance paused, which is when the
 * throttling is put on, before it sends anything.
 */
const WORKER_TARGETS = new Set(['shared_worker', 'service_worker']);

export class WorkerTap {
  log: NetworkLog | undefined;
  #conditions: NetworkConditions = NO_THROTTLING;
  #contexts = new Set<string>();
  #workers = new Map<string, TappedWorker>();
  #attachedTargets = new Set<string>();
  #nextId = 1;

  private constructor(private readonly browserSession: CDPSession) {
    browserSession.on('Target.targetCreated', ({ targetInfo }) => void this.#attach(targetInfo));
    browserSession.on('Target.detachedFromTarget', ({ sessionId }) => {
      if (sessionId) this.#workers.get(sessionId)?.calls.forEach(({ reject }) => reject(new Error('worker detached')));
      if (sessionId) this.#workers.delete(sessionId);
    });
    browserSession.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
      const worker = sessionId ? this.#workers.get(sessionId) : undefined;
      if (worker)
        this.#onMessage(
          worker,
          JSON.parse(message) as { id?: number; method?: string; params?: unknown; error?: { message: string } },
        );
    });
  }

  static async start(browser: Browser): Promise<WorkerTap> {
    const tap = new WorkerTap(await browser.newBrowserCDPSession());
    await tap.browserSession.send('Target.setDiscoverTargets', { discover: true });
    return tap;
  }

  /** Taps the workers of the context `page` belongs to (call before it starts any); returns the context's id. */
  async watch(page: Page): Promise<string> {
    const cdp = await page.context().newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.detach();
    if (!targetInfo.browserContextId) throw new Error('the page reports no browser context');
    this.#contexts.add(targetInfo.browserContextId);
    const { targetInfos } = await this.browserSession.send('Target.getTargets');
    await Promise.all(targetInfos.map((info) => this.#attach(info)));
    return targetInfo.browserContextId;
  }

  /** Whether a worker of the context has been tapped, waiting up to `timeoutMs` for one. */
  async tapped(browserContextId: string, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const found = () =>
      [...this.#workers.values()].some((worker) => worker.browserContextId === browserContextId && worker.ready);
    while (!found() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    return found();
  }

  /** Applies to the running workers now, and to every worker started later. */
  async throttle(conditions: NetworkConditions | null): Promise<void> {
    this.#conditions = conditions ?? NO_THROTTLING;
    const running = [...this.#workers.values()].filter((worker) => !worker.stopped);
    // One that stops meanwhile gets the conditions when it restarts.
    await Promise.all(running.map((worker) => this.#emulate(worker).catch(() => undefined)));
  }

  async #attach(info: { targetId: string; type: string; browserContextId?: string; attached: boolean }): Promise<void> {
    if (!WORKER_TARGETS.has(info.type) || !info.browserContextId || !this.#contexts.has(info.browserContextId)) return;
    // Announced by discovery and listed by watch() alike.
    if (this.#attachedTargets.has(info.targetId)) return;
    this.#attachedTargets.add(info.targetId);
    try {
      const { sessionId } = await this.browserSession.send('Target.attachToTarget', {
        targetId: info.targetId,
        flatten: false,
      });
      const worker: TappedWorker = {
        sessionId,
        browserContextId: info.browserContextId,
        ready: false,
        stopped: false,
        calls: new Map(),
      };
      this.#workers.set(sessionId, worker);
      await this.#prepare(worker);
      worker.ready = true;
    } catch (error) {
      // A worker that stops meanwhile is set up when it restarts; one that cannot be attached at all is reported.
      if (!(error instanceof Error && error.message === 'worker stopped'))
        console.error('could not tap a worker:', error);
    }
  }

  #onMessage(
    worker: TappedWorker,
    message: { id?: number; method?: string; params?: unknown; error?: { message: string } },
  ): void {
    if (message.id !== undefined) {
      const call = worker.calls.get(message.id);
      worker.calls.delete(message.id);
      if (message.error) call?.reject(new Error(message.error.message));
      else call?.resolve();
      return;
    }
    if (message.method === 'Inspector.targetCrashed') {
      worker.stopped = true;
      // Nothing answers a stopped worker's calls; the restarted one is set up afresh.
      for (const { reject } of worker.calls.values()) reject(new Error('worker stopped'));
      worker.calls.clear();
    } else if (message.method === 'Inspector.targetReloadedAfterCrash') {
      worker.stopped = false;
      void this.#prepare(worker).catch((error: unknown) =>
        console.error('could not set up the restarted worker:', error),
      );
    } else if (message.method?.startsWith('Network.')) {
      this.log?.handle('worker', message.method, message.params as RequestEvent);
    }
  }

  /** Network events on, throttling on, then let it run (a no-op when it was not waiting). Answers are awaited in turn. */
  async #prepare(worker: TappedWorker): Promise<void> {
    await this.#call(worker, 'Network.enable');
    await this.#emulate(worker);
    await this.#call(worker, 'Runtime.runIfWaitingForDebugger');
  }

  #emulate(worker: TappedWorker): Promise<void> {
    return this.#call(worker, 'Network.emulateNetworkConditions', { offline: false, ...this.#conditions });
  }

  #call(worker: TappedWorker, method: string, params: object = {}): Promise<void> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      worker.calls.set(id, { resolve, reject });
      this.browserSession
        .send('Target.sendMessageToTarget', {
          sessionId: worker.sessionId,
          message: JSON.stringify({ id, method, params }),
        })
        .catch(reject);
    });
  }
}
