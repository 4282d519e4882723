// Test-only: lets e2e tests see what the app actually sent, including which access token (by jti) it used.
export type AuthorizationState = 'valid' | 'invalid' | 'expired' | 'missing';

export type LogEntry = {
  seq: number;
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: AuthorizationState;
  accessTokenJti?: string;
  // null until the response has been sent; stays null for requests dropped while hanging.
  status: number | null;
};

// A long e2e run must not grow memory without bound; tests only ever look at recent requests.
const MAX_ENTRIES = 5000;

export class RequestLog {
  readonly #now: () => number;
  #entries: LogEntry[] = [];
  #seq = 0;

  constructor(now: () => number) {
    this.#now = now;
  }

  add(entry: Omit<LogEntry, 'seq' | 'at' | 'status'>): LogEntry {
    this.#seq += 1;
    const full: LogEntry = { seq: this.#seq, at: this.#now(), ...entry, status: null };
    this.#entries.push(full);
    if (this.#entries.length > MAX_ENTRIES) this.#entries.shift();
    return full;
  }

  entries(): readonly LogEntry[] {
    return this.#entries;
  }

  // seq keeps counting across clears so an entry seen before a clear is never confused with a later one.
  clear(): void {
    this.#entries = [];
  }
}
