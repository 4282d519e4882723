// The sign-in page's words in the three interface languages. They load with that page, not with the app: a
// signed-in user landing on the tariff page never needs them.
import { defineMessages } from '../../lib/i18n/message-table.ts';

const en = {
  title: 'Sign in',
  lead: 'Sign in to set up your streams, send them to many platforms at once and manage your projects and team.',
  intro: 'Paste the refresh token you were given. It is exchanged for a session; it is never shown or logged.',
  tokenLabel: 'Refresh token',
  showToken: 'Show',
  remember: 'Stay signed in on this device',
  rememberHint: 'Unticked: the session lasts only while this tab is open.',
  submit: 'Sign in',
  submitting: 'Signing in…',
  demo: 'Try the demo',
  demoHint: 'Opens sample projects to look around.',
  refused: 'This refresh token was not accepted. It may have been used already or revoked. Ask for a new one.',
  required: 'Enter a refresh token.',
  sessionEnded: 'Your session has ended. Sign in again to continue where you were.',
  signedOutElsewhere: 'You signed out.',
  logoutSending: 'Ending the sign-in on the server too…',
  logoutEnded: 'The sign-in has ended on the server too.',
  logoutUnconfirmed:
    'You are signed out here, but the server did not confirm that the sign-in ended, so it may still be valid there. To be sure, sign in and sign out again later.',
  serviceChanged:
    'You were signed out because this dashboard now connects to another server (its configuration or Settings changed). Your session was not sent to the new one. Sign in to continue.',
  replaced:
    'Someone signed in with “Stay signed in” in another tab. This device keeps one such sign-in at a time, so this tab’s session has ended.',
  continueDevice: 'Continue with that sign-in',
  withProvider: (provider: string) => `Continue with ${provider}`,
  providersLabel: 'Sign in with',
  starting: 'Opening the sign-in…',
  otherWays: 'Other ways to sign in',
  startFailed: 'The sign-in could not be started.',
  callbackTitle: 'Signing in',
  exchanging: 'Finishing the sign-in…',
  denied: 'You did not allow the sign-in. Nothing was shared; you can try again or choose another way.',
  providerError: (error: string) => `The sign-in was not completed (the provider said: ${error}).`,
  flowUnknown:
    'This sign-in was not started in this browser tab, so nothing was done with it. If you were signing in, start again here.',
  flowUsed: 'This sign-in has already been used. Start again to sign in.',
  flowExpired: 'This sign-in took too long and has expired. Start again to sign in.',
  noCode: 'The sign-in came back without a code. Start again.',
  exchangeFailed: 'The sign-in code was not accepted.',
  otherService:
    'This sign-in was started with another server than the dashboard connects to now (its address changed meanwhile), so its code was not sent anywhere. Start again to sign in here.',
  tryAgain: 'Try again',
};

export type SignInMessages = typeof en;

export const signInMessages = defineMessages({
  en,
  ru: {
    title: 'Вход',
    lead: 'Войдите, чтобы настраивать трансляции, вести их сразу на многие площадки и управлять проектами и командой.',
    intro:
      'Вставьте полученный refresh-токен. Он будет обменян на сессию; токен нигде не показывается и не записывается в журнал.',
    tokenLabel: 'Refresh-токен',
    showToken: 'Показать',
    remember: 'Оставаться в системе на этом устройстве',
    rememberHint: 'Если не отмечено, сессия действует, пока открыта эта вкладка.',
    submit: 'Войти',
    submitting: 'Входим…',
    demo: 'Попробовать демо',
    demoHint: 'Откроет примеры проектов, чтобы осмотреться.',
    refused: 'Этот refresh-токен не принят. Возможно, он уже использован или отозван. Запросите новый.',
    required: 'Введите refresh-токен.',
    sessionEnded: 'Сессия завершена. Войдите снова, чтобы продолжить с того же места.',
    signedOutElsewhere: 'Вы вышли из системы.',
    logoutSending: 'Завершаем вход и на сервере…',
    logoutEnded: 'Вход завершён и на сервере.',
    logoutUnconfirmed:
      'Вы вышли здесь, но сервер не подтвердил, что вход завершён, поэтому там он может ещё действовать. Чтобы убедиться, позже войдите и выйдите ещё раз.',
    serviceChanged:
      'Вы вышли из системы: панель теперь подключена к другому серверу (изменилась конфигурация или настройки). Ваша сессия не была отправлена новому серверу. Войдите, чтобы продолжить.',
    replaced:
      'В другой вкладке выполнен вход с «Оставаться в системе». На этом устройстве хранится только один такой вход, поэтому сессия этой вкладки завершена.',
    continueDevice: 'Продолжить с этим входом',
    withProvider: (provider: string) => `Продолжить через ${provider}`,
    providersLabel: 'Войти через',
    starting: 'Открываем вход…',
    otherWays: 'Другие способы входа',
    startFailed: 'Не удалось начать вход.',
    callbackTitle: 'Вход',
    exchanging: 'Завершаем вход…',
    denied: 'Вы не разрешили вход. Ничего не передано; можно попробовать снова или выбрать другой способ.',
    providerError: (error: string) => `Вход не завершён (ответ провайдера: ${error}).`,
    flowUnknown:
      'Этот вход начат не в этой вкладке браузера, поэтому с ним ничего не сделано. Если вы входили, начните заново здесь.',
    flowUsed: 'Этот вход уже использован. Начните заново, чтобы войти.',
    flowExpired: 'Вход занял слишком много времени и истёк. Начните заново, чтобы войти.',
    noCode: 'Вход вернулся без кода. Начните заново.',
    exchangeFailed: 'Код входа не принят.',
    otherService:
      'Этот вход начат с другим сервером, не тем, к которому панель подключена сейчас (его адрес изменился), поэтому его код никуда не отправлен. Начните заново, чтобы войти здесь.',
    tryAgain: 'Попробовать снова',
  },
  cn: {
    title: '登录',
    lead: '登录后即可设置直播、同时推流到多个平台，并管理您的项目和团队。',
    intro: '粘贴您获得的刷新令牌（refresh token）。它将被换成会话，令牌不会被显示或记录。',
    tokenLabel: '刷新令牌',
    showToken: '显示',
    remember: '在此设备上保持登录',
    rememberHint: '不勾选时，会话仅在此标签页打开期间有效。',
    submit: '登录',
    submitting: '正在登录…',
    demo: '试用演示',
    demoHint: '打开示例项目，随便看看。',
    refused: '此刷新令牌未被接受，它可能已被使用或已被撤销。请申请新的令牌。',
    required: '请输入刷新令牌。',
    sessionEnded: '您的会话已结束。请重新登录，以回到之前的页面。',
    signedOutElsewhere: '您已退出登录。',
    logoutSending: '正在服务器上结束此次登录…',
    logoutEnded: '服务器上的此次登录也已结束。',
    logoutUnconfirmed:
      '您已在此处退出，但服务器没有确认此次登录已结束，因此它在服务器上可能仍然有效。为确保安全，请稍后登录并再次退出。',
    serviceChanged:
      '您已退出登录：本面板现在连接到另一台服务器（配置或设置已更改）。您的会话未发送给新服务器。请登录以继续。',
    replaced:
      '有人在另一个标签页中以“在此设备上保持登录”登录。此设备一次只保留一个这样的登录，因此本标签页的会话已结束。',
    continueDevice: '继续使用该登录',
    withProvider: (provider: string) => `通过 ${provider} 继续`,
    providersLabel: '登录方式',
    starting: '正在打开登录…',
    otherWays: '其他登录方式',
    startFailed: '无法开始登录。',
    callbackTitle: '正在登录',
    exchanging: '正在完成登录…',
    denied: '您没有允许登录。没有共享任何信息；您可以重试或选择其他方式。',
    providerError: (error: string) => `登录未完成（提供方返回：${error}）。`,
    flowUnknown: '此登录不是在这个浏览器标签页中开始的，因此没有进行任何操作。如果您正在登录，请在此重新开始。',
    flowUsed: '此登录已被使用。请重新开始登录。',
    flowExpired: '此登录耗时过长，已过期。请重新开始登录。',
    noCode: '登录返回时没有附带代码。请重新开始。',
    exchangeFailed: '登录代码未被接受。',
    otherService:
      '此登录是在另一台服务器上开始的，与面板现在连接的服务器不同（其地址已更改），因此其代码没有被发送到任何地方。请重新开始以在此登录。',
    tryAgain: '重试',
  },
});
