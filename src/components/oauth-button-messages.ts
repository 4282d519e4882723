import { defineMessages } from '../lib/i18n/message-table.ts';

export const oauthMessages = defineMessages({
  en: {
    opensNewTab: '(opens in a new tab)',
    failed: (platform: string) => `The sign-in page of ${platform} could not be opened.`,
    tabBlocked: (platform: string) => `The browser did not let this page open a new tab for ${platform}.`,
    openSignIn: (platform: string) => `Open the sign-in page of ${platform}`,
  },
  ru: {
    opensNewTab: '(откроется в новой вкладке)',
    failed: (platform: string) => `Страницу входа ${platform} открыть не удалось.`,
    tabBlocked: (platform: string) => `Браузер не дал этой странице открыть новую вкладку для ${platform}.`,
    openSignIn: (platform: string) => `Открыть страницу входа ${platform}`,
  },
  cn: {
    opensNewTab: '（在新标签页中打开）',
    failed: (platform: string) => `无法打开 ${platform} 的登录页面。`,
    tabBlocked: (platform: string) => `浏览器未允许此页面为 ${platform} 打开新标签页。`,
    openSignIn: (platform: string) => `打开 ${platform} 的登录页面`,
  },
});
