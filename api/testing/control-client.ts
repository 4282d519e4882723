import type { Fault } from '../fault-injection.ts';
import type { LogEntry } from '../request-log.ts';

// Drives the contract API's test-only control surface over HTTP (faults, TTL, token expiry, request log).

// The wire shapes are the service's own types, so the client cannot drift from what the control surface accepts.
export type { Fault, Operation } from '../fault-injection.ts';
export type { LogEntry } from '../request-log.ts';

export class Control {
  constructor(readonly baseUrl: string) {}

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`control ${method} ${path} answered ${response.status}: ${await response.text()}`);
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  }

  reset = () => this.call('POST', '/__control/reset');
  fault = (fault: Fault) => this.call('POST', '/__control/faults', fault);
  clearFaults = () => this.call('DELETE', '/__control/faults');
  setAccessTtl = (accessTtlSeconds: number) => this.call('POST', '/__control/config', { accessTtlSeconds });
  expireAccess = () => this.call('POST', '/__control/expire-access');
  revoke = (refreshToken?: string) => this.call('POST', '/__control/revoke', refreshToken ? { refreshToken } : {});
  clearLog = () => this.call('DELETE', '/__control/log');

  /** A refresh token of the demo account (project 42's owner), or of the second seeded account. */
  async mintRefreshToken(account?: 'demo' | 'second'): Promise<string> {
    const body = account === undefined ? undefined : { account };
    return ((await this.call('POST', '/__control/tokens', body)) as { refreshToken: string }).refreshToken;
  }

  /** `/method/*` requests the service received (preflights left out). */
  async log(): Promise<LogEntry[]> {
    const { entries } = (await this.call('GET', '/__control/log')) as { entries: LogEntry[] };
    return entries.filter((entry) => entry.method !== 'OPTIONS');
  }

  async requests(path: string): Promise<LogEntry[]> {
    return (await this.log()).filter((entry) => entry.path === path);
  }
}
