// The settings page's words in the three interface languages; they load with that page only.
import { defineMessages } from '../../lib/i18n/message-table.ts';

const en = {
  title: 'Settings',
  account: 'Account',
  signedInAs: 'Signed in as',
  /** While the service's answer is on its way, or when it names no one. */
  nameUnknown: 'The service has not said who you are.',
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
};

export type SettingsMessages = typeof en;

export const settingsMessages = defineMessages({
  en,
  ru: {
    title: 'Настройки',
    account: 'Аккаунт',
    signedInAs: 'Вы вошли как',
    nameUnknown: 'Сервис не сообщил, кто вы.',
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
  },
  cn: {
    title: '设置',
    account: '账户',
    signedInAs: '当前登录',
    nameUnknown: '服务未告知您的身份。',
    display: '语言和主题',
    language: '界面语言',
    advanced: '高级（自行部署时使用）',
    apiBaseUrl: 'API 基础地址',
    apiBaseUrlHint: '留空则使用 config.json；若 config.json 未设置，则使用本站地址。更换服务会退出登录。',
    current: (url) => `请求发送至 ${url}`,
    save: '保存',
    saved: '已保存',
    invalidUrl: '请输入完整的 http(s) 地址，或留空。',
  },
});
