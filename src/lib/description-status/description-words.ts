import { createContext, useContext } from 'react';
import { type MessageTable, useMessages } from '../i18n/message-table.ts';
import { plainDescriptionMessages } from './plain-description-messages.ts';

/** The description's states and a part's one line, in one table's words. */
export interface DescriptionMessages {
  descriptionLoading: string;
  descriptionFailed: (reason: string) => string;
  /**
   * What is built from the description, without one configured (then what stands instead: `instead`); null where the
   * page says nothing of it (a designed page: what stands instead speaks for itself).
   */
  notConfigured: string | null;
  /** What is built from the description, when it could not be read. */
  pageFailed: (reason: string) => string;
  /** What a designed page shows instead: the generated group page; null where that needs no sentence. */
  instead: string | null;
  /** One line instead of a part of a page, by why it is not shown. */
  part: {
    /**
     * Whether every part not shown gets its line: the API section names each; a designed page says only where nothing
     * else stands in the part's place (an action it does not offer is simply absent; its own sentence speaks for it).
     */
    namesEveryPart: boolean;
    notDescribed: (name: string, group: string) => string;
    notARead: (name: string, group: string, method: string) => string;
    needs: (name: string, group: string, field: string) => string;
    otherShape: (name: string, group: string) => string;
    unreadable: (name: string, group: string) => string;
    /** A call not sent: the description asks for values the page does not have. */
    unsendable: (fields: string) => string;
  };
  reasons: {
    http: (status: number) => string;
    network: string;
    timeout: string;
    notJson: string;
    notObject: string;
    swagger2: string;
    notOpenapi: string;
    unsupportedVersion: (version: string) => string;
    noPaths: string;
    other: string;
  };
  tryAgain: string;
  deprecated: string;
}

/**
 * The words a frame says the description's states in: a designed page's plain ones, unless a frame around gives the
 * API section's (what the deployment describes, what it does not and why), as the catalog's and the console's do.
 */
export const DescriptionWords = createContext<MessageTable<DescriptionMessages>>(plainDescriptionMessages);

export function useDescriptionWords(): DescriptionMessages {
  return useMessages(useContext(DescriptionWords));
}
