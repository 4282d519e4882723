import type { NavMessages } from './nav-messages.ts';

export const cn: NavMessages = {
  nav: '栏目',
  sections: {
    account: '账户',
    tariffs: '套餐',
    project: '项目',
    channels: '频道',
    streaming: '推流',
    billing: '计费',
    notifications: '通知',
    content: '内容',
  },
  filter: '筛选',
  noMatch: '没有匹配的分组',
  openProject: '打开一个项目即可查看其功能区。',
};
