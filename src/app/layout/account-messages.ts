// The header's words about the sign-in, in the three interface languages; they load with the account's name, after
// the page's own reads, not with the page.
import { defineMessages } from '../../lib/i18n/message-table.ts';

export const accountMessages = defineMessages({
  en: {
    signedInAs: 'Signed in as',
    thisTabOnly: 'this tab only',
    thisTabOnlyHint: 'This sign-in lasts only while this tab is open; other tabs do not share it.',
  },
  ru: {
    signedInAs: 'Вы вошли как',
    thisTabOnly: 'только эта вкладка',
    thisTabOnlyHint: 'Этот вход действует, пока открыта эта вкладка; другие вкладки его не используют.',
  },
  cn: {
    signedInAs: '当前登录',
    thisTabOnly: '仅此标签页',
    thisTabOnlyHint: '此次登录仅在此标签页打开期间有效；其他标签页不共享。',
  },
});
