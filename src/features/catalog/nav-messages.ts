/**
 * The sidebar's own words. English ships with the sidebar's navigation chunk; Russian and Chinese load on
 * demand, as the app's own messages do. A group page's words are in catalog-messages.ts, in its own chunk.
 * The document's group and operation names are identifiers and are never translated; `groups` gives each group a
 * name for people beside it.
 */
import { useEffect, useReducer } from 'react';
import { useLanguage } from '../../lib/i18n/i18n.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import type { Lang, SectionId } from './catalog-types.ts';

export interface NavMessages {
  /** Accessible name of the sidebar's navigation landmark. */
  nav: string;
  sections: Record<SectionId, string>;
  filter: string;
  noMatch: string;
  openProject: string;
  /** Each group's name for people, by the group's name in the document (which the catalog keeps as it is). */
  groups: Readonly<Record<string, string>>;
}

const en: NavMessages = {
  nav: 'Sections',
  sections: {
    account: 'Account',
    tariffs: 'Tariffs',
    project: 'Project',
    channels: 'Channels',
    streaming: 'Streaming',
    billing: 'Billing',
    notifications: 'Notifications',
    content: 'Content',
  },
  filter: 'Filter',
  noMatch: 'No group matches',
  openProject: 'Open a project to see its areas.',
  groups: {
    User: 'Profile',
    Auth: 'Sign-in',
    Socials: 'Social accounts',
    Referrals: 'Referrals',
    PlanRestream: 'Restream tariff',
    PlanTranscoding: 'Transcoding tariff',
    PlanStorage: 'Storage tariff',
    UserProject: 'Projects and members',
    Project: 'Project',
    ProjectHistory: 'Project history',
    Analytics: 'Stream analytics',
    'Channel settings': 'Channel settings',
    Channel: 'Channels',
    ProjectChannel: 'Channel access',
    ProjectChannelInvite: 'Channel invitations',
    'Chat gateway': 'Chat',
    Platforms: 'Platforms',
    'Stream key': 'Stream',
    'Stream pull keys': 'Pull keys',
    Broadcast: 'Broadcast',
    Live: 'Live info',
    Transcoders: 'Transcoders',
    RtmpServer: 'RTMP servers',
    'Pull servers': 'Pull servers',
    Transactions: 'Transactions',
    MoneyFlow: 'Money flow',
    Payment: 'Payments',
    'Pay system': 'Payment systems',
    'Pay setting': 'Payment settings',
    Payout: 'Payouts',
    Promo: 'Promo codes',
    NotifyHistory: 'Notification history',
    NotifyUser: 'Notification settings',
    Centrifuge: 'Live updates',
    HelpPage: 'Help',
    PolicyPage: 'Policies',
    BlogPage: 'Blog',
    BlogPageTag: 'Blog tags',
    Release: 'App version',
  },
};

const loaders: Record<Exclude<Lang, 'en'>, () => Promise<NavMessages>> = {
  ru: () => import('./nav-messages-ru.ts').then((m) => m.ru),
  cn: () => import('./nav-messages-cn.ts').then((m) => m.cn),
};
const loaded = new Map<Lang, NavMessages>([['en', en]]);

function loadNavMessages(language: Lang): Promise<unknown> {
  if (language === 'en' || loaded.has(language)) return Promise.resolve();
  return loaders[language]().then((messages) => loaded.set(language, messages));
}

/** Settles once the words of the language chosen at start are here (or failed: English is shown then). */
export const navMessagesReady: Promise<unknown> = loadNavMessages(usePrefsStore.getState().language).catch(() => {});

/** A group's name for people in these words; the document's name for a group they have none for. */
export function groupLabel(m: NavMessages, group: string): string {
  return m.groups[group] ?? group;
}

/** The sidebar's words in the interface language (English until that language's have loaded). */
export function useNavMessages(): NavMessages {
  const language = useLanguage();
  const [, loadedOne] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    // A failed load leaves English; the next language change tries again.
    loadNavMessages(language).then(loadedOne, () => {});
  }, [language]);
  return loaded.get(language) ?? en;
}
