// The sign-in page's words in the three interface languages. They load with that page, not with the app: a
// signed-in user landing on the tariff page never needs them.
import { defineMessages } from '../../lib/i18n/message-table.ts';

const en = {
  title: 'Sign in',
  intro: 'Paste a refresh token issued by the service. It is exchanged for a session; it is never shown or logged.',
  tokenLabel: 'Refresh token',
  showToken: 'Show',
  remember: 'Stay signed in on this device',
  rememberHint: 'Unticked: the session lasts only while this tab is open.',
  submit: 'Sign in',
  submitting: 'Signing in…',
  demo: 'Try the demo',
  demoHint: 'Uses the built-in demo service with sample projects.',
  refused: 'The service refused this refresh token. It may have been used already or revoked. Ask for a new one.',
  required: 'Enter a refresh token.',
  sessionEnded: 'Your session has ended. Sign in again to continue where you were.',
  signedOutElsewhere: 'You signed out.',
  logoutSending: 'Ending the sign-in at the service too…',
  logoutEnded: 'The service has ended the sign-in too.',
  logoutUnconfirmed:
    'You are signed out here, but the service did not confirm that it ended the sign-in, so it may still be valid there. To be sure, sign in and sign out again later.',
  serviceChanged:
    'You were signed out because this dashboard now points at another service (its configuration or Settings changed). Your session was not sent to the new one. Sign in to it to continue.',
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
  noCode: 'The service sent you back without a sign-in code. Start again.',
  exchangeFailed: 'The service did not accept the sign-in code.',
  otherService:
    'This sign-in was started with another service than the dashboard points at now (the API base URL changed meanwhile), so its code was not sent anywhere. Start again to sign in here.',
  tryAgain: 'Try again',
};

export type SignInMessages = typeof en;

export const signInMessages = defineMessages({
  en,
  ru: {
    title: 'Вход',
    intro:
      'Вставьте refresh-токен, выданный сервисом. Он будет обменян на сессию; токен нигде не показывается и не записывается в журнал.',
    tokenLabel: 'Refresh-токен',
    showToken: 'Показать',
    remember: 'Оставаться в системе на этом устройстве',
    rememberHint: 'Если не отмечено, сессия действует, пока открыта эта вкладка.',
    submit: 'Войти',
    submitting: 'Входим…',
    demo: 'Попробовать демо',
    demoHint: 'Использует встроенный демо-сервис с примерами проектов.',
    refused: 'Сервис отклонил этот refresh-токен. Возможно, он уже использован или отозван. Запросите новый.',
    required: 'Введите refresh-токен.',
    sessionEnded: 'Сессия завершена. Войдите снова, чтобы продолжить с того же места.',
    signedOutElsewhere: 'Вы вышли из системы.',
    logoutSending: 'Завершаем вход и на стороне сервиса…',
    logoutEnded: 'Сервис тоже завершил этот вход.',
    logoutUnconfirmed:
      'Вы вышли здесь, но сервис не подтвердил, что завершил этот вход, поэтому там он может ещё действовать. Чтобы убедиться, позже войдите и выйдите ещё раз.',
    serviceChanged:
      'Вы вышли из системы: панель теперь указывает на другой сервис (изменилась конфигурация или настройки). Ваша сессия не была отправлена новому сервису. Войдите в него, чтобы продолжить.',
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
    noCode: 'Сервис вернул вас без кода входа. Начните заново.',
    exchangeFailed: 'Сервис не принял код входа.',
    otherService:
      'Этот вход начат с другим сервисом, не тем, на который панель указывает сейчас (адрес API изменился), поэтому его код никуда не отправлен. Начните заново, чтобы войти здесь.',
    tryAgain: 'Попробовать снова',
  },
  cn: {
    title: '登录',
    intro: '粘贴服务签发的刷新令牌（refresh token）。它将被换成会话，令牌不会被显示或记录。',
    tokenLabel: '刷新令牌',
    showToken: '显示',
    remember: '在此设备上保持登录',
    rememberHint: '不勾选时，会话仅在此标签页打开期间有效。',
    submit: '登录',
    submitting: '正在登录…',
    demo: '试用演示',
    demoHint: '使用内置的演示服务和示例项目。',
    refused: '服务拒绝了此刷新令牌，它可能已被使用或已被撤销。请申请新的令牌。',
    required: '请输入刷新令牌。',
    sessionEnded: '您的会话已结束。请重新登录，以回到之前的页面。',
    signedOutElsewhere: '您已退出登录。',
    logoutSending: '正在通知服务结束此次登录…',
    logoutEnded: '服务也已结束此次登录。',
    logoutUnconfirmed:
      '您已在此处退出，但服务没有确认已结束此次登录，因此它在服务端可能仍然有效。为确保安全，请稍后登录并再次退出。',
    serviceChanged:
      '您已退出登录：本控制台现在指向另一个服务（配置或设置已更改）。您的会话未发送给新服务。请登录新服务以继续。',
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
    noCode: '服务把您送回时没有附带登录代码。请重新开始。',
    exchangeFailed: '服务没有接受登录代码。',
    otherService:
      '此登录是在另一个服务上开始的，与控制台现在指向的服务不同（API 基础地址已更改），因此其代码没有被发送到任何地方。请重新开始以在此登录。',
    tryAgain: '重试',
  },
});
