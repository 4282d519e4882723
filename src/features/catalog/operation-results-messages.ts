/**
 * Words of the API page's described-operation results, in the three interface languages. They load with the catalog's
 * pages. Operation names and paths are the service's identifiers and are never translated.
 */
import { defineMessages } from '../../lib/i18n/message-table.ts';

export interface OperationResultsMessages {
  /** Heading and accessible name of the list. */
  heading: string;
  /** Said politely after each change of the filter. */
  found: (count: number) => string;
  /** When there are more matches than are listed. */
  more: (count: number) => string;
}

export const operationResultsMessages = defineMessages<OperationResultsMessages>({
  en: {
    heading: 'Described operations',
    found: (count) =>
      count === 0
        ? 'No described operation matches'
        : `${count} described ${count === 1 ? 'operation matches' : 'operations match'}`,
    more: (count) => `${count} more: type more of the name or path to narrow the list.`,
  },
  ru: {
    heading: 'Операции сервиса',
    found: (count) => {
      if (count === 0) return 'Ни одна операция сервиса не подходит';
      const form = new Intl.PluralRules('ru').select(count);
      return form === 'one'
        ? `Подходит ${count} операция сервиса`
        : form === 'few'
          ? `Подходят ${count} операции сервиса`
          : `Подходят ${count} операций сервиса`;
    },
    more: (count) => `Ещё ${count}: уточните название или путь, чтобы сузить список.`,
  },
  cn: {
    heading: '服务的操作',
    found: (count) => (count === 0 ? '没有匹配的服务操作' : `${count} 个服务操作匹配`),
    more: (count) => `还有 ${count} 个：输入更多名称或路径以缩小范围。`,
  },
});
