import { defineMessages } from '../../lib/i18n/message-table.ts';

/**
 * Words of the Stream page (where to stream, destinations), in the three interface languages; they load with the page
 * only. The document's group and operation names are identifiers and are never translated; the service's own words
 * (a status, a server's health it does not enumerate) are shown as given.
 */

const count = (locale: string, value: number) => new Intl.NumberFormat(locale).format(value);
const RU_VIEWERS = { one: 'зритель', few: 'зрителя', many: 'зрителей', other: 'зрителя' } as Record<string, string>;
const ruViewers = (value: number) => RU_VIEWERS[new Intl.PluralRules('ru-RU').select(value)]!;

export interface StreamMessages {
  title: string;
  toTariffs: string;
  where: {
    title: string;
    server: string;
    serverPlace: string;
    placeUnknown: string;
    health: string;
    /** Words for the health values the description enumerates; any other value is shown as given. */
    healthWords: Readonly<Record<string, string>>;
    noServers: string;
    key: string;
    keyHidden: string;
    reveal: string;
    hide: string;
    copyServer: string;
    copyKey: string;
    copyBoth: string;
    copyBothHint: string;
    /** OBS's own names for the two fields, as its settings page asks for them. */
    obsServer: string;
    obsKey: string;
    recording: string;
    recordingState: (on: boolean) => string;
    recordOnTitle: string;
    recordOffTitle: string;
    recordOnBody: string;
    recordOffBody: string;
    confirmOn: string;
    confirmOff: string;
    cancel: string;
  };
  destinations: {
    title: string;
    none: string;
    unnamed: (id: string) => string;
    switchLabel: (name: string) => string;
    refused: (name: string) => string;
    reconnect: (platform: string) => string;
    /** Trying a destination that did not start again (off and on), asked first while live. */
    retry: string;
    retryTitle: (name: string) => string;
    retryBody: (name: string) => string;
    /** The row's menu, and what is in it. */
    more: (name: string) => string;
    settings: string;
    console: (what: string) => string;
    addTitle: string;
    /** Switching off a destination that is live asks first, naming it and, where the live info counts them, its viewers. */
    offTitle: (name: string) => string;
    offBody: (name: string, viewers: number | undefined) => string;
    offConfirm: string;
    offCancel: string;
  };
}

export const streamMessages = defineMessages<StreamMessages>({
  en: {
    title: 'Stream',
    toTariffs: 'Tariffs',
    where: {
      title: 'Where to stream',
      server: 'Server',
      serverPlace: 'Server location',
      placeUnknown: 'place not given',
      health: 'Health',
      healthWords: { good: 'good', problem: 'problem', bad: 'bad' },
      noServers: 'There is no server to stream to yet.',
      key: 'Stream key',
      keyHidden: 'Hidden until you reveal it',
      reveal: 'Reveal',
      hide: 'Hide',
      copyServer: 'Copy server',
      copyKey: 'Copy stream key',
      copyBoth: 'Copy both for OBS',
      copyBothHint: 'As OBS asks for them: Server and Stream Key.',
      obsServer: 'Server',
      obsKey: 'Stream Key',
      recording: 'Record the stream',
      recordingState: (on) => (on ? 'Recording is on' : 'Recording is off'),
      recordOnTitle: 'Turn recording on?',
      recordOffTitle: 'Turn recording off?',
      recordOnBody: 'This project’s streams will be recorded.',
      recordOffBody: 'This project’s streams will no longer be recorded.',
      confirmOn: 'Turn recording on',
      confirmOff: 'Turn recording off',
      cancel: 'Cancel',
    },
    destinations: {
      title: 'Destinations',
      none: 'This project has no destinations yet.',
      unnamed: (id) => `Destination ${id}`,
      switchLabel: (name) => `Send to ${name}`,
      refused: (name) => `${name} was not switched:`,
      reconnect: (platform) => `Sign in to ${platform}`,
      retry: 'Try again',
      retryTitle: (name) => `Try ${name} again?`,
      retryBody: (name) => `${name} is switched off and on again. The stream goes on to every other destination.`,
      more: (name) => `More for ${name}`,
      settings: 'Title and settings',
      console: (what) => `${what}: every field`,
      offTitle: (name) => `Stop sending to ${name}?`,
      offBody: (name, viewers) =>
        viewers === undefined
          ? `${name} is live: its viewers stop seeing your stream there.`
          : `${name} is live with ${count('en-GB', viewers)} ${viewers === 1 ? 'viewer' : 'viewers'}: they stop seeing your stream there.`,
      offConfirm: 'Stop sending',
      offCancel: 'Keep sending',
      addTitle: 'Add a destination',
    },
  },
  ru: {
    title: 'Стрим',
    toTariffs: 'Тарифы',
    where: {
      title: 'Куда вести трансляцию',
      server: 'Сервер',
      serverPlace: 'Расположение сервера',
      placeUnknown: 'место не указано',
      health: 'Состояние',
      healthWords: { good: 'хорошее', problem: 'есть проблемы', bad: 'плохое' },
      noServers: 'Серверов для трансляции пока нет.',
      key: 'Ключ потока',
      keyHidden: 'Скрыт, пока вы его не покажете',
      reveal: 'Показать',
      hide: 'Скрыть',
      copyServer: 'Копировать сервер',
      copyKey: 'Копировать ключ потока',
      copyBoth: 'Копировать оба для OBS',
      copyBothHint: 'Так, как их спрашивает OBS: «Сервер» и «Ключ потока».',
      obsServer: 'Сервер',
      obsKey: 'Ключ потока',
      recording: 'Записывать трансляцию',
      recordingState: (on) => (on ? 'Запись включена' : 'Запись выключена'),
      recordOnTitle: 'Включить запись?',
      recordOffTitle: 'Выключить запись?',
      recordOnBody: 'Трансляции этого проекта будут записываться.',
      recordOffBody: 'Трансляции этого проекта больше не будут записываться.',
      confirmOn: 'Включить запись',
      confirmOff: 'Выключить запись',
      cancel: 'Отмена',
    },
    destinations: {
      title: 'Площадки',
      none: 'У этого проекта пока нет площадок.',
      unnamed: (id) => `Площадка ${id}`,
      switchLabel: (name) => `Трансляция на ${name}`,
      refused: (name) => `${name} не переключена:`,
      reconnect: (platform) => `Войти в ${platform}`,
      retry: 'Попробовать снова',
      retryTitle: (name) => `Попробовать «${name}» снова?`,
      retryBody: (name) => `«${name}» выключится и включится снова. На остальные площадки трансляция идёт как шла.`,
      more: (name) => `Ещё для ${name}`,
      settings: 'Название и настройки',
      console: (what) => `${what}: все поля`,
      offTitle: (name) => `Перестать отправлять на ${name}?`,
      offBody: (name, viewers) =>
        viewers === undefined
          ? `На ${name} идёт эфир: его зрители перестанут видеть вашу трансляцию там.`
          : `На ${name} идёт эфир, ${count('ru-RU', viewers)} ${ruViewers(viewers)}: они перестанут видеть вашу трансляцию там.`,
      offConfirm: 'Перестать отправлять',
      offCancel: 'Продолжить отправку',
      addTitle: 'Добавить площадку',
    },
  },
  cn: {
    title: '开播',
    toTariffs: '套餐',
    where: {
      title: '推流地址',
      server: '服务器',
      serverPlace: '服务器位置',
      placeUnknown: '未给出位置',
      health: '状态',
      healthWords: { good: '良好', problem: '有问题', bad: '差' },
      noServers: '暂无可推流的服务器。',
      key: '推流密钥',
      keyHidden: '在您选择显示之前保持隐藏',
      reveal: '显示',
      hide: '隐藏',
      copyServer: '复制服务器',
      copyKey: '复制推流密钥',
      copyBoth: '复制两项（用于 OBS）',
      copyBothHint: '按 OBS 要求的格式：服务器和串流密钥。',
      obsServer: '服务器',
      obsKey: '串流密钥',
      recording: '录制直播',
      recordingState: (on) => (on ? '录制已开启' : '录制已关闭'),
      recordOnTitle: '开启录制？',
      recordOffTitle: '关闭录制？',
      recordOnBody: '此项目的直播将被录制。',
      recordOffBody: '此项目的直播将不再录制。',
      confirmOn: '开启录制',
      confirmOff: '关闭录制',
      cancel: '取消',
    },
    destinations: {
      title: '推流目标',
      none: '此项目还没有推流目标。',
      unnamed: (id) => `推流目标 ${id}`,
      switchLabel: (name) => `推流到 ${name}`,
      refused: (name) => `${name} 未切换：`,
      reconnect: (platform) => `登录 ${platform}`,
      retry: '重试',
      retryTitle: (name) => `重试 ${name}？`,
      retryBody: (name) => `${name} 会先关闭再开启。其他推流目标的直播不受影响。`,
      more: (name) => `${name} 的更多操作`,
      settings: '标题和设置',
      console: (what) => `${what}：全部字段`,
      offTitle: (name) => `停止推送到 ${name}？`,
      offBody: (name, viewers) =>
        viewers === undefined
          ? `${name} 正在直播：其观众将无法在那里继续观看您的直播。`
          : `${name} 正在直播，有 ${count('zh-CN', viewers)} 位观众：他们将无法在那里继续观看您的直播。`,
      offConfirm: '停止推送',
      offCancel: '继续推送',
      addTitle: '添加推流目标',
    },
  },
});
