/**
 * Words of the live panel and of the last stream's charts, in the three interface languages; they load with those
 * views only. Group and operation names are the document's and never translated; the service's values (a status,
 * a platform) are shown as given, and no unit is added unless config.json names one.
 */
import { defineMessages } from '../../../lib/i18n/message-table.ts';

export interface LiveMessages {
  title: string;
  loading: string;
  notLive: string;
  live: string;
  /** How long the stream has been on, ticking. */
  onAirFor: string;
  since: (time: string) => string;
  noStart: string;
  /** When the stream started, behind Details. */
  startedAt: (time: string) => string;
  details: string;
  ingest: string;
  noIngest: string;
  notGiven: string;
  destinations: string;
  destination: string;
  platform: string;
  state: string;
  /** A live stream the service does not tie to this project. */
  liveUntied: string;
  afterUntied: string;
  /** Settings point at another API than the one config.json's realtime endpoint belongs to. */
  pushOtherApi: string;
  /** The charts' time axis. */
  timeAxis: string;
  noDestinations: string;
  noDestinationList: string;
  /** How the panel keeps up, in words. */
  pushConnected: string;
  pushConnecting: string;
  pushStopped: (seconds: number) => string;
  reconnect: string;
  polling: (seconds: number) => string;
  waitingForStart: (seconds: number) => string;
  hidden: string;
  noPushToken: (group: string, name: string) => string;
  pushNotLoaded: (seconds: number) => string;
  updateFailed: (reason: string, seconds: number) => string;
  tryNow: string;
  statusPart: string;
  infoPart: string;
  failed: (reason: string) => string;
  retry: string;
  after: string;
  afterStream: (id: string) => string;
  noStream: string;
  bitrate: string;
  viewers: string;
  events: string;
  noEvents: string;
  noSeries: string;
  eventsUnreadable: string;
}

export const liveMessages = defineMessages<LiveMessages>({
  en: {
    title: 'Incoming stream',
    loading: 'Checking whether this project is live…',
    notLive: 'Not live. Start streaming from OBS with the server and the stream key: the stream shows here.',
    live: 'Live now',
    onAirFor: 'On air for',
    since: (time) => `since ${time}`,
    noStart: 'Start time unknown.',
    startedAt: (time) => `Started ${time}`,
    details: 'Details',
    ingest: 'Incoming stream',
    noIngest: 'No figures for the incoming stream.',
    notGiven: 'not given',
    destinations: 'Destinations',
    destination: 'Destination',
    platform: 'Platform',
    state: 'State',
    timeAxis: 'Time',
    pushOtherApi:
      'Live updates are off while Settings point the dashboard at another address; the panel updates itself.',
    afterUntied: 'Your last stream is not shown as this project’s, so none is shown here.',
    liveUntied: 'A stream is live on your account, but not as this project’s, so nothing of it is shown here.',
    noDestinations: 'No destination takes part in this stream.',
    noDestinationList: 'No destinations are listed for this stream.',
    pushConnected: 'Live updates: connected',
    pushConnecting: 'Live updates: connecting…',
    pushStopped: (seconds) => `Live updates: disconnected. Updating every ${seconds} s instead.`,
    reconnect: 'Reconnect live updates',
    polling: (seconds) => `Updating every ${seconds} s`,
    waitingForStart: (seconds) => `Checking every ${seconds} s whether a stream has started`,
    hidden: 'Updates pause while this tab is hidden.',
    noPushToken: () => 'Live updates are not available here; the panel updates itself instead.',
    pushNotLoaded: (seconds) =>
      `Live updates could not be loaded (reload the page to try again); updating every ${seconds} s instead.`,
    updateFailed: (reason, seconds) => `Could not update: ${reason} Trying again in ${seconds} s.`,
    tryNow: 'Try now',
    statusPart: 'Whether the project is live is not shown here.',
    infoPart: 'The stream’s figures are not shown here.',
    failed: (reason) => `The live status could not be read: ${reason}`,
    retry: 'Try again',
    after: 'The last stream',
    afterStream: (id) => `Stream ${id}`,
    noStream: 'This project has no streams yet.',
    bitrate: 'Bitrate',
    viewers: 'Viewers',
    events: 'Events',
    noEvents: 'No events for this stream.',
    noSeries: 'No figures were recorded for this stream.',
    eventsUnreadable: 'This stream’s events cannot be shown.',
  },
  ru: {
    title: 'Входящий поток',
    loading: 'Проверяем, идёт ли эфир…',
    notLive: 'Эфира нет. Начните трансляцию в OBS с сервером и ключом потока — она появится здесь.',
    live: 'Идёт эфир',
    onAirFor: 'В эфире',
    since: (time) => `с ${time}`,
    noStart: 'Время начала неизвестно.',
    startedAt: (time) => `Начался ${time}`,
    details: 'Подробнее',
    ingest: 'Входящий поток',
    noIngest: 'Показателей входящего потока нет.',
    notGiven: 'не указано',
    destinations: 'Площадки',
    destination: 'Площадка',
    platform: 'Платформа',
    state: 'Состояние',
    timeAxis: 'Время',
    pushOtherApi:
      'Обновления в реальном времени выключены, пока в настройках указан другой адрес; панель обновляется сама.',
    afterUntied: 'Последний эфир не отмечен как эфир этого проекта, поэтому здесь он не показан.',
    liveUntied: 'На вашем аккаунте идёт эфир, но не как эфир этого проекта, поэтому здесь он не показан.',
    noDestinations: 'Ни одна площадка не участвует в этом эфире.',
    noDestinationList: 'В сведениях об эфире нет списка площадок.',
    pushConnected: 'Обновления в реальном времени: подключено',
    pushConnecting: 'Обновления в реальном времени: подключаемся…',
    pushStopped: (seconds) => `Обновления в реальном времени отключены. Вместо них — проверка каждые ${seconds} с.`,
    reconnect: 'Подключить обновления снова',
    polling: (seconds) => `Обновляется каждые ${seconds} с`,
    waitingForStart: (seconds) => `Каждые ${seconds} с проверяем, не начался ли эфир`,
    hidden: 'Пока вкладка скрыта, обновления приостановлены.',
    noPushToken: () => 'Обновления в реальном времени здесь недоступны; панель обновляется сама.',
    pushNotLoaded: (seconds) =>
      `Не удалось загрузить обновления в реальном времени (обновите страницу, чтобы попробовать снова); вместо них — проверка каждые ${seconds} с.`,
    updateFailed: (reason, seconds) => `Не удалось обновить: ${reason} Следующая попытка через ${seconds} с.`,
    tryNow: 'Обновить сейчас',
    statusPart: 'Идёт ли эфир, здесь не показывается.',
    infoPart: 'Показатели эфира здесь не показываются.',
    failed: (reason) => `Не удалось узнать состояние эфира: ${reason}`,
    retry: 'Повторить',
    after: 'Последний эфир',
    afterStream: (id) => `Стрим ${id}`,
    noStream: 'У этого проекта пока нет эфиров.',
    bitrate: 'Битрейт',
    viewers: 'Зрители',
    events: 'События',
    noEvents: 'Событий этого эфира нет.',
    noSeries: 'Для этого эфира нет записанных показателей.',
    eventsUnreadable: 'События этого эфира не удаётся показать.',
  },
  cn: {
    title: '输入流',
    loading: '正在检查此项目是否在直播…',
    notLive: '当前未在直播。用服务器地址和推流密钥在 OBS 中开始推流，直播会显示在这里。',
    live: '正在直播',
    onAirFor: '已直播',
    since: (time) => `自 ${time} 起`,
    noStart: '开始时间未知。',
    startedAt: (time) => `开始于 ${time}`,
    details: '详情',
    ingest: '输入流',
    noIngest: '暂无输入流的数据。',
    notGiven: '未提供',
    destinations: '推流目标',
    destination: '推流目标',
    platform: '平台',
    state: '状态',
    timeAxis: '时间',
    pushOtherApi: '设置中指向了其他地址，实时更新已关闭；面板将自行更新。',
    afterUntied: '上次直播未标记为此项目的直播，因此此处不显示。',
    liveUntied: '您的账户上有直播正在进行，但不属于此项目，因此此处不显示。',
    noDestinations: '没有推流目标参与本次直播。',
    noDestinationList: '此直播没有列出推流目标。',
    pushConnected: '实时更新：已连接',
    pushConnecting: '实时更新：正在连接…',
    pushStopped: (seconds) => `实时更新：已断开。改为每 ${seconds} 秒更新一次。`,
    reconnect: '重新连接实时更新',
    polling: (seconds) => `每 ${seconds} 秒更新一次`,
    waitingForStart: (seconds) => `每 ${seconds} 秒检查一次直播是否已开始`,
    hidden: '此标签页隐藏时暂停更新。',
    noPushToken: () => '此处无法使用实时更新；面板将自行更新。',
    pushNotLoaded: (seconds) => `无法加载实时更新（刷新页面可重试）；改为每 ${seconds} 秒更新一次。`,
    updateFailed: (reason, seconds) => `无法更新：${reason} 将在 ${seconds} 秒后重试。`,
    tryNow: '立即更新',
    statusPart: '此处不显示项目是否在直播。',
    infoPart: '此处不显示直播数据。',
    failed: (reason) => `无法读取直播状态：${reason}`,
    retry: '重试',
    after: '最近一次直播',
    afterStream: (id) => `直播流 ${id}`,
    noStream: '此项目还没有直播。',
    bitrate: '码率',
    viewers: '观众',
    events: '事件',
    noEvents: '此直播没有事件。',
    noSeries: '此直播没有记录的数据。',
    eventsUnreadable: '无法显示此直播的事件。',
  },
});
