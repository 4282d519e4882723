import { defineMessages } from '../lib/i18n/message-table.ts';

export const projectNameMessages = defineMessages({
  en: { id: (id: number) => `ID ${id}` },
  ru: { id: (id) => `ID ${id}` },
  cn: { id: (id) => `ID ${id}` },
});
