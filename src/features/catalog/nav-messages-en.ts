// The API page's words in English, the reference: Russian and Chinese (nav-messages-ru.ts, -cn.ts) are of its type.
import type { SectionId } from './catalog-types.ts';

export interface NavMessages {
  /** Accessible name of the API page's list of groups (a navigation landmark). */
  nav: string;
  /** The API page's heading and title: every operation group, for people who work with the API directly. */
  title: string;
  intro: string;
  sections: Record<SectionId, string>;
  filter: string;
  noMatch: string;
  openProject: string;
  /** Goes to Home, where the projects are (beside `openProject`). */
  home: string;
  /** Each group's name for people, by the group's name in the document (which the catalog keeps as it is). */
  groups: Readonly<Record<string, string>>;
}

export const en: NavMessages = {
  nav: 'Operation groups',
  title: 'All operations',
  intro:
    'Every group of the service’s interface document, and the operations the service describes in them: for working with the API directly.',
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
  filter: 'Search operations',
  noMatch: 'No group matches',
  openProject: 'A project’s groups are listed within the project: open one from Home.',
  home: 'Home',
  groups: {
    User: 'Profile',
    Auth: 'Sign-in',
    Socials: 'Social accounts',
    Referrals: 'Referrals',
    PlanRestream: 'Restream tariff',
    PlanTranscoding: 'Transcoding tariff',
    PlanStorage: 'Storage tariff',
    'Plan webinar': 'Webinar tariff',
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
    Broadcast: 'Past streams',
    Live: 'Live info',
    Video: 'Videos',
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
