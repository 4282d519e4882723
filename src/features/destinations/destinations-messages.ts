import type { FieldWords } from '../../components/form/field-words.ts';
import { defineMessages } from '../../lib/i18n/message-table.ts';

/**
 * Words of the destinations page, adding a destination (on it and on the Stream page), removing one and the linked
 * platform accounts, in the three interface languages; they load with those parts only. The service's own words (a
 * destination's name, a platform's title, an account's name) are shown as given.
 */
export interface DestinationsMessages {
  title: string;
  lead: string;
  stream: string;
  readOnly: string;
  list: {
    title: string;
    none: string;
    unnamed: (id: string) => string;
    /** Its platform's Connect, for a destination signed out of it. */
    signIn: (platform: string) => string;
    more: (name: string) => string;
  };
  add: {
    title: string;
    find: string;
    found: (count: number) => string;
    noMatch: string;
    heading: (platform: string) => string;
    back: string;
    connect: (platform: string) => string;
    connectLead: (platform: string) => string;
    notHere: string;
    notHereWhy: string;
    added: (platform: string) => string;
    /** Added with a name: said by its name and platform, as the lists name it. */
    addedNamed: (label: string) => string;
    /** Switching the one just added on, from the line that says it was added. */
    switchOn: string;
    /** Switched on while nothing is live: it goes live with the next stream. */
    switchedOn: (label: string) => string;
    /** Switched on while the project is live: the stream goes there now. */
    switchedOnLive: (label: string) => string;
    onTitle: (label: string) => string;
    onBody: (label: string) => string;
    onConfirm: string;
    onCancel: string;
    onRefused: (label: string) => string;
    fields: Readonly<Record<string, string | FieldWords>>;
    none: string;
    submit: string;
    submitting: string;
    sent: string;
    refused: string;
  };
  picker: {
    account: string;
    fromAccount: (name: string) => string;
    noAccount: (platform: string) => string;
    link: (platform: string) => string;
    search: string;
    found: (shown: number, total: number | undefined) => string;
    chosen: (name: string) => string;
    noneChosen: string;
    members: (count: string) => string;
    alreadyAdded: string;
    showMore: string;
  };
  remove: {
    action: string;
    title: (name: string) => string;
    body: string;
    confirm: string;
    cancel: string;
    done: (name: string) => string;
  };
  accounts: {
    title: string;
    lead: string;
    none: string;
    /** Words for the states the demo's reading gives (1, 0); an account in any other is listed without one. */
    states: Readonly<Record<string, string>>;
    usedBy: (names: string) => string;
    /** Its destinations' state where the platform wants a destination using it signed in again: the rows agree. */
    signInAgain: (platform: string, names: string) => string;
    usedByNone: string;
    channels: string;
    signOut: string;
    signOutTitle: (name: string) => string;
    signOutBody: string;
    remove: string;
    removeTitle: (name: string) => string;
    removeBody: string;
    cancel: string;
    actionsFor: (name: string) => string;
  };
}

export const destinationsMessages = defineMessages<DestinationsMessages>({
  en: {
    title: 'Destinations',
    lead: 'Where your stream goes: the platforms of this project, and the platform accounts you have connected.',
    stream: 'Stream',
    readOnly: 'Your access to this project does not let you change its destinations: they are shown as they are.',
    list: {
      title: 'This project’s destinations',
      none: 'No destinations yet. Add one below.',
      unnamed: (id) => `Destination ${id}`,
      signIn: (platform) => `Sign in to ${platform}`,
      more: (name) => `More for ${name}`,
    },
    add: {
      title: 'Add a destination',
      find: 'Find a platform',
      found: (count) => (count === 1 ? '1 platform' : `${count} platforms`),
      noMatch: 'No platform matches.',
      heading: (platform) => `Add ${platform}`,
      back: 'All platforms',
      connect: (platform) => `Connect ${platform}`,
      connectLead: (platform) => `Sign in to ${platform} in a new tab to connect your channel there.`,
      notHere: 'Not addable here:',
      notHereWhy: 'they can be added from their platform’s own settings only.',
      added: (platform) => `${platform} destination added.`,
      addedNamed: (label) => `“${label}” added.`,
      switchOn: 'Send the stream there too',
      switchedOn: (label) => `“${label}” is on: it goes live when you start the stream.`,
      switchedOnLive: (label) => `“${label}” is on: the stream goes there now.`,
      onTitle: (label) => `Send the stream to ${label} now?`,
      onBody: (label) => `You are live: ${label} starts showing your stream at once.`,
      onConfirm: 'Send the stream there',
      onCancel: 'Not now',
      onRefused: (label) => `${label} was not switched on:`,
      fields: {
        name: { label: 'Name', hint: 'How it is called in your list.' },
        channel_url: { label: 'Channel address', hint: 'Your channel’s page on the platform, starting with https://' },
        rtmp_url: { label: 'Server URL', hint: 'From the platform’s stream settings: rtmp:// or rtmps://' },
        stream_key: { label: 'Stream key', hint: 'From the platform’s stream settings.' },
        ingress_url: { label: 'SRT address', hint: 'Where the stream is sent: srt://host:port' },
        channel_id: 'Channel',
        account_id: 'Account',
      },
      none: '—',
      submit: 'Add destination',
      submitting: 'Adding…',
      sent: 'Added.',
      refused: 'It was not added:',
    },
    picker: {
      account: 'Account',
      fromAccount: (name) => `From the account ${name}`,
      noAccount: (platform) => `No ${platform} account is linked yet.`,
      link: (platform) => `Link a ${platform} account`,
      search: 'Find by name',
      found: (shown, total) => (total === undefined ? `${shown} shown` : `${shown} of ${total} shown`),
      chosen: (name) => `Chosen: ${name}`,
      noneChosen: 'None chosen yet.',
      members: (count) => `${count} members`,
      alreadyAdded: 'already added',
      showMore: 'Show more',
    },
    remove: {
      action: 'Remove',
      title: (name) => `Remove “${name}”?`,
      body: 'It is taken off this project’s destinations, and the stream no longer goes there.',
      confirm: 'Remove',
      cancel: 'Cancel',
      done: (name) => `“${name}” removed.`,
    },
    accounts: {
      title: 'Connected accounts',
      lead: 'The platform accounts you have linked. They are yours, not this project’s.',
      none: 'No platform account is linked.',
      states: { '1': 'Signed in', '0': 'Signed out' },
      usedBy: (names) => `Used by this project’s ${names}.`,
      signInAgain: (platform, names) => `${platform} asks you to sign in again for ${names}.`,
      usedByNone: 'No destination of this project uses it yet.',
      channels: 'Its channels',
      signOut: 'Sign out',
      signOutTitle: (name) => `Sign out of ${name}?`,
      signOutBody: 'Your streams stop going to this account until you connect it again.',
      remove: 'Remove',
      removeTitle: (name) => `Remove ${name}?`,
      removeBody: 'This account is unlinked. Connect it again to use it.',
      cancel: 'Cancel',
      actionsFor: (name) => `More for ${name}`,
    },
  },
  ru: {
    title: 'Площадки',
    lead: 'Куда идёт ваша трансляция: площадки этого проекта и подключённые вами аккаунты платформ.',
    stream: 'Стрим',
    readOnly: 'Ваш доступ к этому проекту не позволяет менять его площадки: они показаны как есть.',
    list: {
      title: 'Площадки этого проекта',
      none: 'Площадок пока нет. Добавьте первую ниже.',
      unnamed: (id) => `Площадка ${id}`,
      signIn: (platform) => `Войти в ${platform}`,
      more: (name) => `Ещё для ${name}`,
    },
    add: {
      title: 'Добавить площадку',
      find: 'Найти платформу',
      found: (count) => `Платформ: ${count}`,
      noMatch: 'Ни одна платформа не подходит.',
      heading: (platform) => `Добавить ${platform}`,
      back: 'Все платформы',
      connect: (platform) => `Подключить ${platform}`,
      connectLead: (platform) => `Войдите в ${platform} в новой вкладке, чтобы подключить там свой канал.`,
      notHere: 'Здесь не добавить:',
      notHereWhy: 'их можно добавить только в настройках самой платформы.',
      added: (platform) => `Площадка ${platform} добавлена.`,
      addedNamed: (label) => `«${label}» добавлена.`,
      switchOn: 'Транслировать и туда',
      switchedOn: (label) => `«${label}» включена: выйдет в эфир, когда вы начнёте трансляцию.`,
      switchedOnLive: (label) => `«${label}» включена: трансляция идёт туда сейчас.`,
      onTitle: (label) => `Транслировать на ${label} сейчас?`,
      onBody: (label) => `Вы в эфире: ${label} сразу начнёт показывать вашу трансляцию.`,
      onConfirm: 'Транслировать туда',
      onCancel: 'Не сейчас',
      onRefused: (label) => `${label} не включена:`,
      fields: {
        name: { label: 'Название', hint: 'Как она называется в вашем списке.' },
        channel_url: { label: 'Адрес канала', hint: 'Страница вашего канала на платформе, начинается с https://' },
        rtmp_url: { label: 'Адрес сервера', hint: 'Из настроек трансляции платформы: rtmp:// или rtmps://' },
        stream_key: { label: 'Ключ потока', hint: 'Из настроек трансляции платформы.' },
        ingress_url: { label: 'Адрес SRT', hint: 'Куда отправляется поток: srt://хост:порт' },
        channel_id: 'Канал',
        account_id: 'Аккаунт',
      },
      none: '—',
      submit: 'Добавить площадку',
      submitting: 'Добавляем…',
      sent: 'Добавлено.',
      refused: 'Площадка не добавлена:',
    },
    picker: {
      account: 'Аккаунт',
      fromAccount: (name) => `Из аккаунта ${name}`,
      noAccount: (platform) => `Аккаунт ${platform} ещё не привязан.`,
      link: (platform) => `Привязать аккаунт ${platform}`,
      search: 'Найти по названию',
      found: (shown, total) => (total === undefined ? `Показано: ${shown}` : `Показано ${shown} из ${total}`),
      chosen: (name) => `Выбрано: ${name}`,
      noneChosen: 'Пока ничего не выбрано.',
      members: (count) => `участников: ${count}`,
      alreadyAdded: 'уже добавлен',
      showMore: 'Показать ещё',
    },
    remove: {
      action: 'Удалить',
      title: (name) => `Удалить «${name}»?`,
      body: 'Площадка уйдёт из этого проекта, и трансляция больше туда не пойдёт.',
      confirm: 'Удалить',
      cancel: 'Отмена',
      done: (name) => `«${name}» удалена.`,
    },
    accounts: {
      title: 'Привязанные аккаунты',
      lead: 'Аккаунты платформ, которые вы привязали. Они ваши, а не этого проекта.',
      none: 'Ни один аккаунт платформы не привязан.',
      states: { '1': 'Вход выполнен', '0': 'Выход выполнен' },
      usedBy: (names) => `Его используют площадки этого проекта: ${names}.`,
      signInAgain: (platform, names) => `${platform} просит войти снова для площадок: ${names}.`,
      usedByNone: 'Пока ни одна площадка этого проекта его не использует.',
      channels: 'Его каналы',
      signOut: 'Выйти',
      signOutTitle: (name) => `Выйти из ${name}?`,
      signOutBody: 'Трансляции перестанут идти на этот аккаунт, пока вы не подключите его снова.',
      remove: 'Удалить',
      removeTitle: (name) => `Удалить ${name}?`,
      removeBody: 'Аккаунт будет отвязан. Чтобы пользоваться им, подключите его снова.',
      cancel: 'Отмена',
      actionsFor: (name) => `Ещё для ${name}`,
    },
  },
  cn: {
    title: '推流目标',
    lead: '直播推送到哪里：本项目的平台，以及您已连接的平台账号。',
    stream: '开播',
    readOnly: '您在此项目中的权限不允许更改推流目标：以下按原样显示。',
    list: {
      title: '本项目的推流目标',
      none: '还没有推流目标。请在下方添加。',
      unnamed: (id) => `推流目标 ${id}`,
      signIn: (platform) => `登录 ${platform}`,
      more: (name) => `${name} 的更多操作`,
    },
    add: {
      title: '添加推流目标',
      find: '查找平台',
      found: (count) => `${count} 个平台`,
      noMatch: '没有匹配的平台。',
      heading: (platform) => `添加 ${platform}`,
      back: '全部平台',
      connect: (platform) => `连接 ${platform}`,
      connectLead: (platform) => `在新标签页中登录 ${platform}，以连接您在该平台的频道。`,
      notHere: '无法在此添加：',
      notHereWhy: '只能在其平台自身的设置中添加。',
      added: (platform) => `已添加 ${platform} 推流目标。`,
      addedNamed: (label) => `已添加“${label}”。`,
      switchOn: '也推流到这里',
      switchedOn: (label) => `“${label}”已开启：开始直播时它会一起开播。`,
      switchedOnLive: (label) => `“${label}”已开启：直播现在推送到这里。`,
      onTitle: (label) => `现在推流到 ${label}？`,
      onBody: (label) => `您正在直播：${label} 会立即开始播出您的直播。`,
      onConfirm: '推流到这里',
      onCancel: '暂不',
      onRefused: (label) => `${label} 未开启：`,
      fields: {
        name: { label: '名称', hint: '在您的列表中显示的名称。' },
        channel_url: { label: '频道地址', hint: '您在该平台的频道页面，以 https:// 开头' },
        rtmp_url: { label: '服务器地址', hint: '来自平台的直播设置：rtmp:// 或 rtmps://' },
        stream_key: { label: '推流密钥', hint: '来自平台的直播设置。' },
        ingress_url: { label: 'SRT 地址', hint: '推流发送到的地址：srt://主机:端口' },
        channel_id: '频道',
        account_id: '账号',
      },
      none: '—',
      submit: '添加推流目标',
      submitting: '正在添加…',
      sent: '已添加。',
      refused: '未添加：',
    },
    picker: {
      account: '账号',
      fromAccount: (name) => `来自账号 ${name}`,
      noAccount: (platform) => `尚未关联 ${platform} 账号。`,
      link: (platform) => `关联 ${platform} 账号`,
      search: '按名称查找',
      found: (shown, total) => (total === undefined ? `已显示 ${shown} 个` : `已显示 ${shown} / ${total} 个`),
      chosen: (name) => `已选择：${name}`,
      noneChosen: '尚未选择。',
      members: (count) => `${count} 位成员`,
      alreadyAdded: '已添加',
      showMore: '显示更多',
    },
    remove: {
      action: '删除',
      title: (name) => `删除“${name}”？`,
      body: '它将从本项目的推流目标中移除，直播不再推送到那里。',
      confirm: '删除',
      cancel: '取消',
      done: (name) => `已删除“${name}”。`,
    },
    accounts: {
      title: '已关联的账号',
      lead: '您关联的平台账号。它们属于您，而不属于此项目。',
      none: '尚未关联任何平台账号。',
      states: { '1': '已登录', '0': '已退出' },
      usedBy: (names) => `本项目的以下推流目标使用它：${names}。`,
      signInAgain: (platform, names) => `${platform} 要求为以下推流目标重新登录：${names}。`,
      usedByNone: '本项目目前没有推流目标使用它。',
      channels: '其频道',
      signOut: '退出登录',
      signOutTitle: (name) => `退出 ${name}？`,
      signOutBody: '在您再次连接之前，直播将不再推送到此账号。',
      remove: '删除',
      removeTitle: (name) => `删除 ${name}？`,
      removeBody: '此账号将被解除关联。如需使用，请重新连接。',
      cancel: '取消',
      actionsFor: (name) => `${name} 的更多操作`,
    },
  },
});
