/**
 * Words of the chat panel and of its full-height screen, in the three interface languages; they load with the chat
 * only. Group and operation names are the document's and the service's, never translated; what viewers write and
 * what the service says are shown as given.
 */
import { defineMessages } from '../../../lib/i18n/message-table.ts';

export interface ChatMessages {
  title: string;
  /** Not live: the chat is a live broadcast's. */
  offline: string;
  noBroadcast: string;
  /** "Get chat key" is not described: what the chat lacks without it. */
  needsKey: string;
  keyRefused: string;
  loading: string;
  /** The log's name. */
  log: string;
  empty: string;
  latestOf: (shown: number, total: number) => string;
  showEarlier: string;
  /** A message sent through the service, beside its author. */
  sentByYou: string;
  deliveredTo: (platform: string) => string;
  refusedBy: (platform: string) => string;
  noReason: string;
  unnamedPlatform: string;
  /** Restreams whose platform's chat the service says it cannot read. */
  notRead: (platforms: string) => string;
  /** Messages that came while the reader was scrolled up. */
  newMessages: (count: number) => string;
  /** How the panel keeps up. */
  pushed: string;
  connecting: (seconds: number) => string;
  pushStopped: (seconds: number) => string;
  reconnect: string;
  polling: (seconds: number) => string;
  pollFailed: (reason: string) => string;
  tryNow: string;
  /** The send form. */
  messageLabel: string;
  keys: string;
  goesTo: (platforms: string) => string;
  notTo: (platforms: string) => string;
  noTargets: string;
  count: (count: number, max: number) => string;
  send: string;
  writeFirst: string;
  tooShort: (min: number) => string;
  tooLong: (max: number, over: number) => string;
  results: string;
  sendNeeds: string;
  /** Removing a message. */
  remove: string;
  removeLabel: (author: string) => string;
  removeTitle: string;
  removeBody: string;
  cancel: string;
  removed: string;
  /** The full-height screen. */
  screenTitle: string;
  toStream: string;
  notAProject: string;
  statusNeeded: string;
  liveUntied: string;
  statusFailed: (reason: string) => string;
  retry: string;
}

export const chatMessages = defineMessages<ChatMessages>({
  en: {
    title: 'Chat',
    offline: 'The chat is here while you are live.',
    noBroadcast: 'The live status names no broadcast, so its chat cannot be read.',
    needsKey: 'The chat is not available for this project.',
    keyRefused: 'The chat could not be opened for this project.',
    loading: 'Reading the chat…',
    log: 'Chat messages',
    empty: 'No messages yet.',
    latestOf: (shown, total) => `The latest ${shown} of ${total} messages.`,
    showEarlier: 'Show earlier messages',
    sentByYou: 'sent from here',
    deliveredTo: (platform) => `${platform}: sent`,
    refusedBy: (platform) => `${platform}: not sent`,
    noReason: 'no reason given',
    unnamedPlatform: 'A platform',
    notRead: (platforms) => `Messages on ${platforms} are not shown here: its chat cannot be read.`,
    newMessages: (count) => (count === 1 ? '1 new message' : `${count} new messages`),
    pushed: 'New messages arrive as they are written.',
    connecting: (seconds) => `Connecting for new messages; meanwhile checking every ${seconds} s.`,
    pushStopped: (seconds) => `Live updates stopped; checking for new messages every ${seconds} s.`,
    reconnect: 'Reconnect',
    polling: (seconds) => `Checking for new messages every ${seconds} s.`,
    pollFailed: (reason) => `New messages could not be read: ${reason}`,
    tryNow: 'Try now',
    messageLabel: 'Message to every platform',
    keys: 'Enter sends; Shift+Enter starts a new line.',
    goesTo: (platforms) => `Goes to ${platforms}.`,
    notTo: (platforms) => `Not to ${platforms}: its chat cannot be written.`,
    noTargets: 'None of the live platforms takes messages.',
    count: (count, max) => `${count} of ${max} characters`,
    send: 'Send',
    writeFirst: 'Write a message first.',
    tooShort: (min) => `At least ${min} characters.`,
    tooLong: (max, over) => `At most ${max} characters: ${over} too many.`,
    results: 'Where it went',
    sendNeeds: 'Sending messages is not available here.',
    remove: 'Remove',
    removeLabel: (author) => `Remove the message from ${author}`,
    removeTitle: 'Remove this message?',
    removeBody: 'It is removed from the broadcast’s chat.',
    cancel: 'Cancel',
    removed: 'The message was removed.',
    screenTitle: 'Chat',
    toStream: 'Stream page',
    notAProject: 'This address names no project.',
    statusNeeded: 'The chat is not available: whether you are live is not shown here.',
    liveUntied: 'A stream is live, but not as this project’s: its chat is not shown.',
    statusFailed: (reason) => `Whether the project is live could not be read: ${reason}`,
    retry: 'Retry',
  },
  ru: {
    title: 'Чат',
    offline: 'Чат появится здесь, когда вы выйдете в эфир.',
    noBroadcast: 'Статус эфира не называет трансляцию, поэтому её чат не прочитать.',
    needsKey: 'Чат для этого проекта недоступен.',
    keyRefused: 'Не удалось открыть чат этого проекта.',
    loading: 'Читаем чат…',
    log: 'Сообщения чата',
    empty: 'Сообщений пока нет.',
    latestOf: (shown, total) => `Последние ${shown} из ${total} сообщений.`,
    showEarlier: 'Показать более ранние сообщения',
    sentByYou: 'отправлено отсюда',
    deliveredTo: (platform) => `${platform}: отправлено`,
    refusedBy: (platform) => `${platform}: не отправлено`,
    noReason: 'причина не указана',
    unnamedPlatform: 'Площадка',
    notRead: (platforms) => `Сообщения с ${platforms} здесь не показываются: этот чат не читается.`,
    newMessages: (count) => `Новых сообщений: ${count}`,
    pushed: 'Новые сообщения приходят сразу.',
    connecting: (seconds) => `Подключаемся к новым сообщениям; пока проверяем каждые ${seconds} с.`,
    pushStopped: (seconds) => `Обновления в реальном времени остановлены; проверяем каждые ${seconds} с.`,
    reconnect: 'Переподключиться',
    polling: (seconds) => `Проверяем новые сообщения каждые ${seconds} с.`,
    pollFailed: (reason) => `Не удалось прочитать новые сообщения: ${reason}`,
    tryNow: 'Попробовать сейчас',
    messageLabel: 'Сообщение на все площадки',
    keys: 'Enter — отправить; Shift+Enter — новая строка.',
    goesTo: (platforms) => `Уйдёт на: ${platforms}.`,
    notTo: (platforms) => `Не уйдёт на: ${platforms} — в этот чат писать нельзя.`,
    noTargets: 'Ни одна площадка в эфире не принимает сообщения.',
    count: (count, max) => `${count} из ${max} символов`,
    send: 'Отправить',
    writeFirst: 'Сначала напишите сообщение.',
    tooShort: (min) => `Не меньше ${min} символов.`,
    tooLong: (max, over) => `Не больше ${max} символов: лишних ${over}.`,
    results: 'Куда ушло',
    sendNeeds: 'Отправка сообщений здесь недоступна.',
    remove: 'Удалить',
    removeLabel: (author) => `Удалить сообщение от ${author}`,
    removeTitle: 'Удалить это сообщение?',
    removeBody: 'Оно будет удалено из чата трансляции.',
    cancel: 'Отмена',
    removed: 'Сообщение удалено.',
    screenTitle: 'Чат',
    toStream: 'Страница эфира',
    notAProject: 'Этот адрес не называет проект.',
    statusNeeded: 'Чат недоступен: здесь не видно, идёт ли эфир.',
    liveUntied: 'Идёт эфир, но не как эфир этого проекта: его чат не показан.',
    statusFailed: (reason) => `Не удалось узнать, в эфире ли проект: ${reason}`,
    retry: 'Повторить',
  },
  cn: {
    title: '聊天',
    offline: '直播时，聊天会显示在这里。',
    noBroadcast: '直播状态没有给出直播场次，因此无法读取其聊天。',
    needsKey: '此项目无法使用聊天。',
    keyRefused: '无法打开此项目的聊天。',
    loading: '正在读取聊天…',
    log: '聊天消息',
    empty: '还没有消息。',
    latestOf: (shown, total) => `共 ${total} 条消息中的最新 ${shown} 条。`,
    showEarlier: '显示更早的消息',
    sentByYou: '从这里发送',
    deliveredTo: (platform) => `${platform}：已发送`,
    refusedBy: (platform) => `${platform}：未发送`,
    noReason: '未给出原因',
    unnamedPlatform: '某平台',
    notRead: (platforms) => `此处不显示 ${platforms} 上的消息：其聊天无法读取。`,
    newMessages: (count) => `${count} 条新消息`,
    pushed: '新消息即时送达。',
    connecting: (seconds) => `正在连接以接收新消息；在此期间每 ${seconds} 秒检查一次。`,
    pushStopped: (seconds) => `实时更新已停止；每 ${seconds} 秒检查一次新消息。`,
    reconnect: '重新连接',
    polling: (seconds) => `每 ${seconds} 秒检查一次新消息。`,
    pollFailed: (reason) => `无法读取新消息：${reason}`,
    tryNow: '立即重试',
    messageLabel: '发往所有平台的消息',
    keys: 'Enter 发送；Shift+Enter 换行。',
    goesTo: (platforms) => `将发往：${platforms}。`,
    notTo: (platforms) => `不会发往：${platforms}（其聊天无法写入）。`,
    noTargets: '直播中的平台都不接收消息。',
    count: (count, max) => `${count} / ${max} 个字符`,
    send: '发送',
    writeFirst: '请先输入消息。',
    tooShort: (min) => `至少 ${min} 个字符。`,
    tooLong: (max, over) => `最多 ${max} 个字符：超出 ${over} 个。`,
    results: '发送结果',
    sendNeeds: '此处无法发送消息。',
    remove: '删除',
    removeLabel: (author) => `删除 ${author} 的消息`,
    removeTitle: '删除这条消息？',
    removeBody: '它将从本场直播的聊天中删除。',
    cancel: '取消',
    removed: '消息已删除。',
    screenTitle: '聊天',
    toStream: '直播页面',
    notAProject: '此地址没有指向任何项目。',
    statusNeeded: '聊天不可用：此处无法看到是否在直播。',
    liveUntied: '有直播正在进行，但不属于此项目：不显示其聊天。',
    statusFailed: (reason) => `无法读取项目是否在直播：${reason}`,
    retry: '重试',
  },
});
