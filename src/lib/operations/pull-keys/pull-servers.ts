import { type PageReader, byItems } from '../../bindings/pages.ts';
import { defineRead } from '../../bindings/read.ts';
import { record } from '../../service-description/answer-fields.ts';

// The pull servers by city ("Get pull servers": PullServerListItem), for choosing where a link is served from: each
// city with its country and the address of each transport there. A link is on the server whose address for its
// transport has the link's host.

export interface PullServer {
  city: string;
  country: string | undefined;
  /** Each transport's address there, by the transport's name. */
  addresses: Readonly<Record<string, string>>;
}

const readEach = byItems((item: unknown): PullServer | undefined => {
  const value = record(item);
  if (!value || typeof value.city !== 'string' || value.city === '') return undefined;
  const addresses: Record<string, string> = {};
  for (const [transport, address] of Object.entries(record(value.url) ?? {}))
    if (typeof address === 'string') addresses[transport] = address;
  const country = record(value.country)?.name;
  return { city: value.city, country: typeof country === 'string' ? country : undefined, addresses };
});

/** The servers of a page of the list; an item without a city is left out. */
export const readPullServers: PageReader<PullServer> = (body, binding, language) =>
  readEach(body, binding, language).filter((server): server is PullServer => server !== undefined);

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return undefined;
  }
};

/** The server a link's address is on: the one whose address for its transport has the same host. */
export function serverOf(
  servers: readonly PullServer[],
  transport: string | undefined,
  url: string | undefined,
): PullServer | undefined {
  const host = url === undefined ? undefined : hostOf(url);
  if (host === undefined || transport === undefined) return undefined;
  return servers.find((server) => {
    const address = Object.hasOwn(server.addresses, transport) ? server.addresses[transport] : undefined;
    return address !== undefined && hostOf(address) === host;
  });
}

/** "Get pull servers": the servers by city (the real kind asks no sign-in for them). They take nothing. */
export const pullServersRead = defineRead({
  name: 'pull servers',
  binding: { name: { group: 'Pull servers', name: 'Get pull servers' }, read: true },
  values: () => ({}),
  parse: readPullServers,
});
