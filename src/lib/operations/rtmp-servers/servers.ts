import { listShape, readListPage } from '../../service-description/list-page.ts';
import type { Schema } from '../../service-description/schema.ts';
import { enumerated, fieldOf, propertySchema, record, text } from '../../service-description/answer-fields.ts';
import { ownWord } from '../../i18n/own-word.ts';
import { projectValues } from '../../bindings/call.ts';
import { byAnswer, defineRead } from '../../bindings/read.ts';

// "List rtmp servers": where a streamer can point OBS, by place, with the health the service states.

export interface RtmpServer {
  /** The server's ID, or its URL when the service gives none. */
  id: string;
  /** As given: a bare host stays a bare host. */
  url: string;
  city: string | undefined;
  country: string | undefined;
  /** The service's word for its health, as given. */
  status: string | undefined;
}

export interface ServerList {
  servers: RtmpServer[];
  /** The health values the description enumerates: only these get the page's words. */
  statusValues: readonly string[];
}

const STATUS_NAMES = ['serverStatus', 'server_status', 'status', 'health'];

export function readServers(body: unknown, answer: Schema | undefined): ServerList {
  const shape = listShape(answer);
  const { items } = readListPage(body, shape);
  const item = shape?.itemSchema;
  const sample = items.find((entry) => record(entry));
  const statusField = fieldOf(item, STATUS_NAMES, sample);
  const servers: RtmpServer[] = [];
  for (const entry of items) {
    const value = record(entry);
    const url = text(value?.url);
    if (!value || url === undefined || url === '') continue;
    servers.push({
      id: text(value.id) ?? url,
      url,
      city: text(value.city),
      // The real kind gives the country as a record (`CountryItem`): its name, as it names it.
      country: text(value.country) ?? countryName(record(value.country)),
      status: statusField === undefined ? undefined : text(value[statusField]),
    });
  }
  return { servers, statusValues: enumerated(propertySchema(item, statusField)) };
}

/**
 * The service's health word, or the page's word for it where the description enumerates that value: an own entry of
 * `words` only, so a description that lists `__proto__` or `constructor` gets its word back as given.
 */
export function serverHealth(
  server: RtmpServer,
  list: ServerList,
  words: Readonly<Record<string, string>>,
): string | undefined {
  if (server.status === undefined) return undefined;
  return (list.statusValues.includes(server.status) ? ownWord(words, server.status) : undefined) ?? server.status;
}

function countryName(country: Record<string, unknown> | undefined): string | undefined {
  if (!country) return undefined;
  return ['name', 'title', 'code'].map((key) => text(country[key])).find((name) => name !== undefined);
}

/**
 * A stand-in of the list's shape while it is read: one server, with a health where the description's item declares
 * one, so the page holds the lines the answer will take.
 */
export function serversHolding(answer: Schema | undefined): ServerList {
  const status = fieldOf(listShape(answer)?.itemSchema, STATUS_NAMES) === undefined ? undefined : '';
  return { servers: [{ id: '', url: '\u00a0', city: undefined, country: undefined, status }], statusValues: [] };
}

/** "List rtmp servers": where to send the stream, the Stream page's first read beside its key. */
export const serversRead = defineRead({
  name: 'rtmp servers',
  binding: { name: { group: 'RtmpServer', name: 'List rtmp servers' }, read: true },
  values: (projectId: number) => projectValues(projectId),
  parse: byAnswer(readServers),
});
