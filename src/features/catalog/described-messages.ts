/**
 * Words of the group pages' "described by this service" parts, in the three interface languages. Loaded with those
 * pages only. Operation names are the service's identifiers and are never translated.
 */
import { defineMessages } from '../../lib/i18n/message-table.ts';

export interface DescribedMessages {
  documentColumn: string;
  serviceColumn: string;
  notDescribed: string;
  alsoDescribed: string;
  alsoDescribedIntro: string;
  noneAlsoDescribed: string;
  methodAndPath: string;
}

export const describedMessages = defineMessages<DescribedMessages>({
  en: {
    documentColumn: 'Interface document',
    serviceColumn: 'This service',
    notDescribed: 'Not described',
    alsoDescribed: 'Also described by this service',
    alsoDescribedIntro:
      'Operations this service tags with this group whose names the interface document does not list.',
    noneAlsoDescribed: 'None: every operation this service tags with this group is listed above.',
    methodAndPath: 'Method and path',
  },
  ru: {
    documentColumn: 'Документ интерфейса',
    serviceColumn: 'Этот сервис',
    notDescribed: 'Не описана',
    alsoDescribed: 'Также описаны этим сервисом',
    alsoDescribedIntro:
      'Операции, которые сервис относит к этой группе, но названий которых нет в документе интерфейса.',
    noneAlsoDescribed: 'Нет: все операции, которые сервис относит к этой группе, перечислены выше.',
    methodAndPath: 'Метод и путь',
  },
  cn: {
    documentColumn: '接口文档',
    serviceColumn: '此服务',
    notDescribed: '未描述',
    alsoDescribed: '此服务还描述了',
    alsoDescribedIntro: '此服务归入该分组、但接口文档未列出其名称的操作。',
    noneAlsoDescribed: '无：此服务归入该分组的操作均已在上方列出。',
    methodAndPath: '方法和路径',
  },
});
