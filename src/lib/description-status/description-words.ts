import { createContext, useContext } from 'react';
import { type MessageTable, useMessages } from '../i18n/message-table.ts';
import type { DescriptionMessages } from './description-words-shape.ts';
import { plainDescriptionMessages } from './plain-description-messages.ts';

/**
 * The words a frame says the description's states in: a designed page's plain ones, unless a frame around gives the
 * API section's (what the deployment describes, what it does not and why), as the catalog's and the console's do.
 */
export const DescriptionWords = createContext<MessageTable<DescriptionMessages>>(plainDescriptionMessages);

export function useDescriptionWords(): DescriptionMessages {
  return useMessages(useContext(DescriptionWords));
}
