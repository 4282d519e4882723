import { defineMessages } from '../../i18n/message-table.ts';
import type { MemberCapability, ShareCapability } from './access-levels.ts';

// The words of access levels (access-level-words.ts puts them together): names by what a level allows, the things
// each line lists, in the three interface languages.

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface LevelWords {
  member: {
    full: string;
    team: string;
    money: string;
    runs: string;
    setup: string;
    stream: string;
    chat: string;
    view: string;
    none: string;
    /** Each thing a member's level allows, as the lines list it. */
    things: Readonly<Record<MemberCapability, string>>;
    fullLine: string;
    other: string;
    otherLine: string;
  };
  share: {
    manage: string;
    share: string;
    settings: string;
    stream: string;
    view: string;
    none: string;
    things: Readonly<Record<ShareCapability, string>>;
  };
  /** What a level allows beyond seeing, and what not; `allowed` empty: it only sees. */
  line: (allowed: readonly string[], not: readonly string[]) => string;
}

export const levelWords = defineMessages<LevelWords>({
  en: {
    member: {
      full: 'Full access',
      team: 'Manages the team',
      money: 'Plans and money',
      runs: 'Runs the stream',
      setup: 'Sets up the stream',
      stream: 'Goes live',
      chat: 'Moderates the chat',
      view: 'Views only',
      none: 'No access',
      things: {
        team: 'team',
        money: 'plans and money',
        setup: 'stream setup',
        stream: 'going live',
        chat: 'chat moderation',
        view: 'viewing',
      },
      fullLine: 'Everything in the project, its team and money included',
      other: 'Limited access',
      otherLine: 'Sees the project here; changes are left to full access',
    },
    share: {
      manage: 'Manages it',
      share: 'Shares it on',
      settings: 'Changes its settings',
      stream: 'Streams to it',
      view: 'Sees it only',
      none: 'No access',
      things: {
        share: 'sharing on',
        settings: 'settings',
        stream: 'streaming to it',
        view: 'viewing',
      },
    },
    line: (allowed, not) =>
      allowed.length === 0
        ? 'Sees it; changes nothing'
        : `${capital(allowed.join(', '))}${not.length > 0 ? `; no ${not.join(', ')}` : ''}`,
  },
  ru: {
    member: {
      full: 'Полный доступ',
      team: 'Управляет командой',
      money: 'Тарифы и деньги',
      runs: 'Ведёт трансляцию',
      setup: 'Настраивает трансляцию',
      stream: 'Выходит в эфир',
      chat: 'Модерирует чат',
      view: 'Только просмотр',
      none: 'Нет доступа',
      things: {
        team: 'команда',
        money: 'тарифы и деньги',
        setup: 'настройка трансляции',
        stream: 'выход в эфир',
        chat: 'модерация чата',
        view: 'просмотр',
      },
      fullLine: 'Всё в проекте, включая команду и деньги',
      other: 'Ограниченный доступ',
      otherLine: 'Видит проект здесь; менять его может полный доступ',
    },
    share: {
      manage: 'Управляет',
      share: 'Открывает другим',
      settings: 'Меняет настройки',
      stream: 'Транслирует',
      view: 'Только видит',
      none: 'Нет доступа',
      things: {
        share: 'передача доступа',
        settings: 'настройки',
        stream: 'трансляция на неё',
        view: 'просмотр',
      },
    },
    line: (allowed, not) =>
      allowed.length === 0
        ? 'Видит; ничего не меняет'
        : `${capital(allowed.join(', '))}${not.length > 0 ? `; без: ${not.join(', ')}` : ''}`,
  },
  cn: {
    member: {
      full: '完全访问',
      team: '管理团队',
      money: '套餐与资金',
      runs: '运营直播',
      setup: '设置直播',
      stream: '开播',
      chat: '管理聊天',
      view: '仅查看',
      none: '无访问权限',
      things: {
        team: '团队',
        money: '套餐与资金',
        setup: '设置直播',
        stream: '开播',
        chat: '聊天管理',
        view: '查看',
      },
      fullLine: '项目中的一切，包括团队与资金',
      other: '有限访问',
      otherLine: '可在此查看项目；更改需完全访问',
    },
    share: {
      manage: '管理',
      share: '可转共享',
      settings: '可改设置',
      stream: '可推流',
      view: '仅查看',
      none: '无访问权限',
      things: {
        share: '转共享',
        settings: '设置',
        stream: '推流',
        view: '查看',
      },
    },
    line: (allowed, not) =>
      allowed.length === 0
        ? '可查看，不能更改'
        : `${allowed.join('、')}${not.length > 0 ? `；不含：${not.join('、')}` : ''}`,
  },
});
