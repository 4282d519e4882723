import { defineMessages } from '../lib/i18n/message-table.ts';

// How a designed page frames what the service said about a refusal: its reason, shown as given, and what to correct.
// The API section's words (with the service's code and the fields it named) are in lib/api/technical-error-messages.ts.
export const serviceSaidMessages = defineMessages({
  en: { reason: 'Reason:', toCorrect: 'What to correct:' },
  ru: { reason: 'Причина:', toCorrect: 'Что исправить:' },
  cn: { reason: '原因：', toCorrect: '需要更正：' },
});
