import { createContext, useContext } from 'react';
import type { TechnicalErrorMessages } from '../lib/api/technical-error-messages.ts';
import { appMessages } from '../lib/i18n/i18n.ts';
import { useMessages } from '../lib/i18n/message-table.ts';
import type { Messages } from '../lib/i18n/messages/en.ts';

/**
 * The API section's words for what went wrong, in the interface language, where a frame around gives them (the
 * catalog's and the operation pages, Settings → Advanced: `TechnicalWords`); everywhere else, a person's words (the
 * app's `errors`). The table is the API section's own import, so a designed page never loads it.
 */
export const TechnicalErrors = createContext<TechnicalErrorMessages | null>(null);

/** The app's words, with what went wrong said as here: `describeError`'s. */
export function useErrorWords(): Messages & { errors: { notSentHere?: string } } {
  const t = useMessages(appMessages);
  const technical = useContext(TechnicalErrors);
  return technical ? { ...t, errors: { ...t.errors, ...technical.errors } } : t;
}
