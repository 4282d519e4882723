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
  },
  cn: {
    title: '设置',
    account: '账户',
    signedInAs: '当前登录',
    nameUnknown: '未设置名称',
    display: '语言和主题',
    language: '界面语言',
  },
});
