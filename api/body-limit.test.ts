import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './http-json.ts';
import { type RunningServer, startServer } from './server.ts';

// A body over the limit is answered 413 and not read to its end: a client that goes on sending is cut off.

let server: RunningServer;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'body-limit-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  server = await startServer({ port: 0, staticDir: dist });
});
afterAll(() => server.close());

/** Sends up to `total` bytes as one body, as a client that does not stop when answered; what came back and how much went. */
function upload(target: string, total: number): Promise<{ status: number | undefined; written: number }> {
  return new Promise((resolve) => {
    const url = new URL(target, server.url);
    let status: number | undefined;
    let written = 0;
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    req.on('response', (res) => {
      status = res.statusCode;
      res.resume();
    });
    const done = () => resolve({ status, written });
    req.on('error', done);
    req.on('close', done);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const pump = () => {
      while (written < total && !req.destroyed) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

describe('a body over the limit', () => {
  it('is answered 413 and the rest is not read: a client sending 64 MiB is cut off long before its end', async () => {
    const total = 64 * 1024 * 1024;
    const { status, written } = await upload('/method/auth/refresh-access?v=1&language=en', total);
    expect(status).toBe(413);
    expect(written).toBeGreaterThan(MAX_BODY_BYTES);
    expect(written).toBeLessThan(total);
  });

  it('sent to the preview server’s static files is answered 405 and not read to its end either', async () => {
    const total = 64 * 1024 * 1024;
    const { status, written } = await upload('/index.html', total);
    expect(status).toBe(405);
    expect(written).toBeLessThan(total);
  });
});
