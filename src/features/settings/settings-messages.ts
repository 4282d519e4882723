// The settings page's words in the three interface languages; they load with that page only.
import { defineMessages } from '../../lib/i18n/message-table.ts';

const en = {
  title: 'Settings',
  account: 'Account',
  signedInAs: 'Signed in as',
  /** While the account's read is on its way, or when it names no one. */
  nameUnknown: 'No name set',
  display: 'Language and theme',
  language: 'Interface language',
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
    none: 'None is configured (serviceDescriptionUrl in config.json): the pages show what the interface document lists, and parts built from a description say “Not available here”.',
    reading: (url: string) => `Reading ${url}…`,
    read: (url: string, count: number) =>
      `Read from ${url}: ${count} ${count === 1 ? 'operation' : 'operations'}. Parts of pages that need an operation it does not describe say “Not available here”; the API section lists each group’s operations and which are described.`,
    failed: (url: string, reason: string) =>
      `${url} could not be read: ${reason} Pages built from it are not shown until it can be.`,
  },
};

export type SettingsMessages = typeof en;

export const settingsMessages = defineMessages({
  en,
  ru: {
    title: 'Настройки',
    account: 'Аккаунт',
    signedInAs: 'Вы вошли как',
    nameUnknown: 'Имя не указано',
    display: 'Язык и тема',
    language: 'Язык интерфейса',
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
      none: 'Не настроено (serviceDescriptionUrl в config.json): страницы показывают то, что перечисляет документ интерфейса, а части, построенные по описанию, говорят «Здесь недоступно».',
      reading: (url) => `Читаем ${url}…`,
      read: (url, count) =>
        `Прочитано из ${url}: операций — ${count}. Части страниц, которым нужна неописанная операция, говорят «Здесь недоступно»; раздел API перечисляет операции каждой группы и какие из них описаны.`,
      failed: (url, reason) =>
        `Не удалось прочитать ${url}: ${reason} Страницы, построенные по нему, не показаны, пока его не удастся прочитать.`,
    },
  },
  cn: {
    title: '设置',
    account: '账户',
    signedInAs: '当前登录',
    nameUnknown: '未设置名称',
    display: '语言和主题',
    language: '界面语言',
    advanced: '高级（自行部署时使用）',
    apiBaseUrl: 'API 基础地址',
    apiBaseUrlHint: '留空则使用 config.json；若 config.json 未设置，则使用本站地址。更换服务会退出登录。',
    current: (url) => `请求发送至 ${url}`,
    save: '保存',
    saved: '已保存',
    invalidUrl: '请输入完整的 http(s) 地址，或留空。',
    description: {
      title: '服务操作描述',
      none: '未配置（config.json 中的 serviceDescriptionUrl）：页面显示接口文档列出的内容，依据描述构建的部分显示“此处不可用”。',
      reading: (url) => `正在读取 ${url}…`,
      read: (url, count) =>
        `已从 ${url} 读取：${count} 个操作。需要未描述操作的页面部分显示“此处不可用”；API 部分列出每组的操作及其是否已描述。`,
      failed: (url, reason) => `无法读取 ${url}：${reason}在能够读取之前，依据它构建的页面不显示。`,
    },
  },
});
