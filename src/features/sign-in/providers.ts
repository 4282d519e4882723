import type { Binding } from '../../lib/bindings/bind.ts';
import { ownWord } from '../../lib/i18n/own-word.ts';

// The sign-in providers an operation takes (a start's or a link's `provider` parameter), and how people write them.

/** The values of the operation's `provider` enum; none where it lists none. */
export function providersOf(operation: Binding): string[] {
  const values = operation.inputs.find((input) => input.name === 'provider')?.schema.enum ?? [];
  return values.filter((value): value is string => typeof value === 'string' && value !== '');
}

const NAMES: Readonly<Record<string, string>> = { google: 'Google', vk: 'VK', 'vk-id': 'VK ID', telegram: 'Telegram' };

/** A provider as people write it; one this page does not know is shown as the service names it. */
export const providerName = (provider: string) => ownWord(NAMES, provider) ?? provider;
