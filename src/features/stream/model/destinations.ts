import { listShape, readListPage } from '../../../lib/service-description/list-page.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { fieldOf, flag, record, text } from './fields.ts';

// The project's destinations (the service's channels), read from whichever channel list the description gives,
// by the names its items carry: platform, name, status, on/off, live and the state of the platform's token.

export interface Destination {
  /** As given (a string or a number in the answer); "0" is an ID. */
  id: string;
  platform: string | undefined;
  name: string | undefined;
  /** The service's word for its state, as given. */
  status: string | undefined;
  /** Whether it is switched on, when the list says. */
  active: boolean | undefined;
  live: boolean | undefined;
  /** The state of its platform token, as given. */
  token: string | undefined;
}

const ID_NAMES = ['id', 'channel_id', 'channelId'];
const ACTIVE_NAMES = ['active', 'enabled', 'is_active'];
const TOKEN_NAMES = ['token_status', 'tokenStatus', 'token_state', 'token'];
const NAME_NAMES = ['name', 'title'];

export function readDestinations(body: unknown, answer: Schema | undefined): Destination[] {
  const shape = listShape(answer);
  const { items } = readListPage(body, shape);
  const item = shape?.itemSchema;
  const sample = items.find((entry) => record(entry));
  const field = (names: readonly string[]) => fieldOf(item, names, sample);
  const [idField, activeField, tokenField, nameField] = [ID_NAMES, ACTIVE_NAMES, TOKEN_NAMES, NAME_NAMES].map(field);
  const destinations: Destination[] = [];
  for (const entry of items) {
    const value = record(entry);
    const id = value && idField !== undefined ? text(value[idField]) : undefined;
    if (!value || id === undefined || id === '') continue;
    destinations.push({
      id,
      platform: text(value.platform),
      name: nameField === undefined ? undefined : text(value[nameField]),
      status: text(value.status),
      active: activeField === undefined ? undefined : flag(value[activeField]),
      live: flag(value.live),
      token: tokenField === undefined ? undefined : text(value[tokenField]),
    });
  }
  return destinations;
}

/** A token the service names and does not call valid: the destination needs its platform connected again. */
export function needsReconnect(destination: Destination): boolean {
  return destination.token !== undefined && destination.token !== 'valid';
}
