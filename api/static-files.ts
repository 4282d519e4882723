// Serves the built app (dist) for `npm run preview` and e2e: SPA fallback, long-lived caching for hashed
// assets, gzip (Lighthouse measures with it) and security headers on every response.
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiOrigins, readAppConfig } from './app-config.ts';
import { acceptsGzip, sendJson, splitUrl, stopReading } from './http-json.ts';
import { securityHeaders } from './security-headers.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

type CachedFile = { version: string; raw: Buffer; gzip?: Buffer };

/**
 * `configOverrides` are merged into the served config.json (tests use a short request timeout); `realtimeUrl` is the
 * embedded contract API's realtime endpoint for a request (where the service is reached, by configuration).
 */
export function createStaticHandler(
  staticDir: string,
  configOverrides: Record<string, unknown> = {},
  realtimeUrl: (req: IncomingMessage) => string | undefined = () => undefined,
) {
  const root = path.resolve(staticDir);
  const files = new Map<string, CachedFile>();
  const configFile = path.join(root, 'config.json');

  async function load(file: string, version: string): Promise<CachedFile> {
    const cached = files.get(file);
    if (cached?.version === version) return cached;
    const fresh: CachedFile = { version, raw: await readFile(file) };
    files.set(file, fresh);
    return fresh;
  }

  async function findFile(file: string): Promise<{ file: string; version: string } | undefined> {
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      return { file, version: `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}` };
    } catch {
      return undefined;
    }
  }

  async function baseHeaders(req: IncomingMessage): Promise<OutgoingHttpHeaders> {
    let origins: string[] = [];
    try {
      origins = apiOrigins({ ...(await readAppConfig(configFile, realtimeUrl(req))), ...configOverrides });
    } catch {
      // A broken config.json is reported on /config.json itself; pages still get the strict default.
    }
    return securityHeaders({ connectSrc: origins });
  }

  async function serveConfig(req: IncomingMessage, res: ServerResponse, headers: OutgoingHttpHeaders) {
    let config: Record<string, unknown>;
    try {
      config = { ...(await readAppConfig(configFile, realtimeUrl(req))), ...configOverrides };
    } catch {
      const error = { code: 'invalid_config', message: 'config.json is not a JSON object' };
      return sendJson(res, 500, { error }, headers);
    }
    const text = JSON.stringify(config);
    res.writeHead(200, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  async function serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    found: { file: string; version: string },
    cacheControl: string,
    headers: OutgoingHttpHeaders,
  ) {
    const entry = await load(found.file, found.version);
    const type = CONTENT_TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream';
    const compressible = COMPRESSIBLE.test(type);
    const useGzip = compressible && acceptsGzip(req.headers['accept-encoding']);
    if (useGzip && !entry.gzip) entry.gzip = gzipSync(entry.raw, { level: 9 });
    const bytes = useGzip && entry.gzip ? entry.gzip : entry.raw;
    const etag = `"${found.version}${useGzip ? '-gz' : ''}"`;
    const common: OutgoingHttpHeaders = {
      ...headers,
      'Content-Type': type,
      'Cache-Control': cacheControl,
      ETag: etag,
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, common);
      res.end();
      return;
    }
    res.writeHead(200, {
      ...common,
      ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': bytes.length,
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  return async function handleStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const headers = await baseHeaders(req);
    const notFound = () => sendJson(res, 404, { error: { code: 'not_found', message: 'Not found' } }, headers);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      stopReading(req);
      res.setHeader('Allow', 'GET, HEAD');
      return sendJson(res, 405, { error: { code: 'method_not_allowed', message: 'Use GET or HEAD' } }, headers);
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(splitUrl(req.url).path);
    } catch {
      return sendJson(res, 400, { error: { code: 'bad_path', message: 'Malformed path' } }, headers);
    }
    if (urlPath === '/config.json') return serveConfig(req, res, headers);

    const target = path.join(root, urlPath);
    // Checked after decoding and normalising, so `..`, `%2e%2e` and `..%2f` are all caught.
    if (urlPath.includes('\0') || (target !== root && !target.startsWith(root + path.sep))) return notFound();

    const found = await findFile(target);
    if (found) {
      const immutable = urlPath.startsWith('/assets/');
      return serveFile(req, res, found, immutable ? 'public, max-age=31536000, immutable' : 'no-cache', headers);
    }
    // A missing hashed asset is a stale build; answering it with HTML would only produce a MIME error.
    if (urlPath.startsWith('/assets/')) return notFound();
    const index = await findFile(path.join(root, 'index.html'));
    if (!index) return notFound();
    return serveFile(req, res, index, 'no-cache', headers);
  };
}
