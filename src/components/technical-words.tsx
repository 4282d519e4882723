import type { ReactNode } from 'react';
import { technicalErrorMessages } from '../lib/api/technical-error-messages.ts';
import { descriptionMessages } from '../lib/description-status/description-messages.ts';
import { DescriptionWords } from '../lib/description-status/description-words.ts';
import { useMessages } from '../lib/i18n/message-table.ts';
import { TechnicalErrors } from './error-words.ts';

/**
 * The API section's words inside it (the catalog's and the operation pages, Settings → Advanced): what the deployment
 * describes and what not, and what went wrong with the service's status, code and field names. Outside it, every
 * page speaks a person's words.
 */
export function TechnicalWords({ children }: { children: ReactNode }) {
  return (
    <DescriptionWords.Provider value={descriptionMessages}>
      <TechnicalErrors.Provider value={useMessages(technicalErrorMessages)}>{children}</TechnicalErrors.Provider>
    </DescriptionWords.Provider>
  );
}
