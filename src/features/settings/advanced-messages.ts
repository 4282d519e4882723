// Settings → Advanced's words: where the service is and what the pages are built from, in the API section's terms (a
// self-hosted deployment's settings), in the three interface languages; they load with the settings page only.
import { defineMessages } from '../../lib/i18n/message-table.ts';

const en = {
  advanced: 'Advanced (for a self-hosted deployment)',
  apiBaseUrl: 'API base URL',
  apiBaseUrlHint:
    'Leave empty to use config.json, or this site when config.json sets none. Changing the service signs you out.',
  current: (url: string) => `Requests go to ${url}`,
  save: 'Save',
  saved: 'Saved',
  invalidUrl: 'Enter an absolute http(s) URL, or leave the field empty.',
  /** What the pages are built from: the deployment's description of its operations, where config.json names one. */
  description: {
    title: 'Description of the service’s operations',
    read: (url: string, count: number) =>
      `Read from ${url}: ${count} ${count === 1 ? 'operation' : 'operations'}. Parts of pages that need an operation it does not describe say “Not available here”; the API section lists each group’s operations and which are described.`,
  },
};

export type AdvancedMessages = typeof en;

export const advancedMessages = defineMessages({
  en,
  ru: {
    advanced: 'Дополнительно (для собственного развёртывания)',
    apiBaseUrl: 'Базовый URL API',
    apiBaseUrlHint:
      'Оставьте пустым, чтобы использовать config.json или этот сайт, если в config.json адрес не задан. Смена сервиса завершает сессию.',
    current: (url) => `Запросы идут на ${url}`,
    save: 'Сохранить',
    saved: 'Сохранено',
    invalidUrl: 'Введите абсолютный URL http(s) или оставьте поле пустым.',
    description: {
      title: 'Описание операций сервиса',
      read: (url, count) =>
        `Прочитано из ${url}: операций — ${count}. Части страниц, которым нужна неописанная операция, говорят «Здесь недоступно»; раздел API перечисляет операции каждой группы и какие из них описаны.`,
    },
  },
  cn: {
    advanced: '高级（自行部署时使用）',
    apiBaseUrl: 'API 基础地址',
    apiBaseUrlHint: '留空则使用 config.json；若 config.json 未设置，则使用本站地址。更换服务会退出登录。',
    current: (url) => `请求发送至 ${url}`,
    save: '保存',
    saved: '已保存',
    invalidUrl: '请输入完整的 http(s) 地址，或留空。',
    description: {
      title: '服务操作描述',
      read: (url, count) =>
        `已从 ${url} 读取：${count} 个操作。需要未描述操作的页面部分显示“此处不可用”；API 部分列出每组的操作及其是否已描述。`,
    },
  },
});
