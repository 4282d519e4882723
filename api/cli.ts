// tsx api/cli.ts [--port 4173] [--host 127.0.0.1] [--static dist] [--control] [--access-ttl 900] [--realtime-ttl 300]
// [--public-url https://demo.example] [--app-origin https://dashboard.example]…
import { parseArgs } from 'node:util';
import { startServer } from './server.ts';

const USAGE =
  'Usage: tsx api/cli.ts [--port N] [--host H] [--static DIR] [--control] [--access-ttl SECONDS] [--realtime-ttl SECONDS] [--public-url URL] [--app-origin URL]…';

function wholeNumber(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        static: { type: 'string' },
        control: { type: 'boolean' },
        'access-ttl': { type: 'string' },
        'realtime-ttl': { type: 'string' },
        'public-url': { type: 'string' },
        'app-origin': { type: 'string', multiple: true },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const staticDir = values.static;
  const accessTtlSeconds = wholeNumber('access-ttl', values['access-ttl']);
  const realtimeTtlSeconds = wholeNumber('realtime-ttl', values['realtime-ttl']);
  const server = await startServer({
    port: wholeNumber('port', values.port) ?? (staticDir === undefined ? 8787 : 4173),
    host: values.host ?? '127.0.0.1',
    control: values.control ?? false,
    ...(staticDir === undefined ? {} : { staticDir }),
    ...(accessTtlSeconds === undefined ? {} : { accessTtlSeconds }),
    ...(realtimeTtlSeconds === undefined ? {} : { realtimeTtlSeconds }),
    ...(values['public-url'] === undefined ? {} : { publicUrl: values['public-url'] }),
    ...(values['app-origin'] === undefined ? {} : { appOrigins: values['app-origin'] }),
  });

  console.log(`Contract API listening on ${server.url}${staticDir === undefined ? '' : ` (serving ${staticDir})`}`);
  console.log(`Demo refresh token: ${server.api.mintRefreshToken()}`);
  console.log(`Edge-case account's refresh token: ${server.api.mintRefreshToken('edges')}`);
  console.log(`Realtime endpoint: ${server.url.replace(/^http/, 'ws')}/connection/websocket`);
  console.log(`Control surface: ${values.control ? 'on (/__control/*)' : 'off'}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Failed to stop cleanly after ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
