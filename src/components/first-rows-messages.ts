import { defineMessages } from '../lib/i18n/message-table.ts';

export const rowsMessages = defineMessages({
  en: {
    showAll: (count: string) => `Show all ${count}`,
    showingAll: (count: string) => `Showing all ${count}`,
  },
  ru: {
    showAll: (count: string) => `Показать все (${count})`,
    showingAll: (count: string) => `Показаны все (${count})`,
  },
  cn: {
    showAll: (count: string) => `显示全部 ${count} 项`,
    showingAll: (count: string) => `已显示全部 ${count} 项`,
  },
});
