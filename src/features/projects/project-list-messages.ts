// The project list's words in the three interface languages. They load with the list, not with the overview's
// heading (which is in the app's messages): the tariff page's first load does not carry them.
import { defineMessages } from '../../lib/i18n/message-table.ts';

// Russian nouns after numbers take one of three forms; Intl.PluralRules picks it.
const days = (n: number) => {
  const form = new Intl.PluralRules('ru-RU').select(n);
  return form === 'one' ? 'день' : form === 'few' ? 'дня' : 'дней';
};

const en = {
  addLabel: 'Project ID',
  add: 'Add',
  invalidId: 'A project ID is a positive whole number.',
  empty: 'No projects yet. Add one by its ID — for the demo, try 42.',
  pin: (id: number) => `Pin project ${id}`,
  unpin: (id: number) => `Unpin project ${id}`,
  remove: (id: number) => `Remove project ${id}`,
  project: (id: number) => `Project ${id}`,
  pinned: 'Pinned',
  channels: 'Channels',
  bitrate: 'Bitrate',
  ends: 'Ends',
  daysLeft: (days: number, formatted: string) => (days === 1 ? '1 day left' : `${formatted} days left`),
  ended: 'Ended',
  next: 'Next plan',
  nextScheduled: 'Scheduled',
  nextNone: 'None',
  noCurrent: 'No current plan',
  flagEndingSoon: 'Ends within 7 days and nothing is scheduled',
  loadingRow: 'Loading…',
  tableCaption: 'Your projects, soonest plan end first',
  emptyOpened: 'No project opened in this browser yet.',
  accountTitle: 'Projects of your account',
  accountLoading: 'Loading the projects of your account…',
  projectId: (id: number) => `ID ${id}`,
  stream: 'Stream',
  streamOf: (project: string) => `Stream: ${project}`,
  openedHere: 'Opened here',
  showMore: 'Show more',
  shownOf: (shown: number, total: number) => `${shown} of ${total} shown`,
  listEmpty: 'The service lists no projects for this account.',
  whyNoDescription:
    'This service publishes no description of its operations, so the dashboard cannot ask it for your projects: add a project by its ID.',
  whyDescriptionFailed: (reason: string) =>
    `The service’s description of its operations could not be read (${reason}), so your projects are not listed: add a project by its ID.`,
  whyNotDescribed:
    'The service does not describe “List of project for current user”, so your projects are not listed: add a project by its ID.',
  whyNeeds: (field: string) =>
    `The service’s “List of project for current user” asks for “${field}”, which the dashboard cannot fill, so your projects are not listed: add a project by its ID.`,
  whyNotARead: (method: string) =>
    `The service describes “List of project for current user” as ${method}, which is not a read, so the dashboard does not send it by itself and your projects are not listed: add a project by its ID.`,
  whyNotFit: (field: string) =>
    `The service’s list of your projects could not be read (at “${field}”), so it is not shown: add a project by its ID.`,
  whyFailed: 'The service’s list of your projects could not be loaded.',
};

export type ProjectListMessages = typeof en;

export const projectListMessages = defineMessages({
  en,
  ru: {
    addLabel: 'ID проекта',
    add: 'Добавить',
    invalidId: 'ID проекта — целое положительное число.',
    empty: 'Проектов пока нет. Добавьте проект по ID — для демо попробуйте 42.',
    pin: (id) => `Закрепить проект ${id}`,
    unpin: (id) => `Открепить проект ${id}`,
    remove: (id) => `Удалить проект ${id}`,
    project: (id) => `Проект ${id}`,
    pinned: 'Закреплён',
    channels: 'Каналы',
    bitrate: 'Битрейт',
    ends: 'Окончание',
    daysLeft: (n, formatted) => `Осталось ${formatted} ${days(n)}`,
    ended: 'Завершён',
    next: 'Следующий тариф',
    nextScheduled: 'Запланирован',
    nextNone: 'Нет',
    noCurrent: 'Нет текущего тарифа',
    flagEndingSoon: 'Заканчивается в течение 7 дней, следующий не запланирован',
    loadingRow: 'Загрузка…',
    tableCaption: 'Ваши проекты: сначала те, чей тариф кончается раньше',
    emptyOpened: 'В этом браузере ещё не открывали проектов.',
    accountTitle: 'Проекты вашего аккаунта',
    accountLoading: 'Загружаем проекты вашего аккаунта…',
    projectId: (id) => `ID ${id}`,
    stream: 'Стрим',
    streamOf: (project) => `Стрим: ${project}`,
    openedHere: 'Открывали здесь',
    showMore: 'Показать ещё',
    shownOf: (shown, total) => `Показано ${shown} из ${total}`,
    listEmpty: 'Сервис не перечисляет проектов этого аккаунта.',
    whyNoDescription:
      'Сервис не публикует описание своих операций, поэтому панель не может запросить ваши проекты: добавьте проект по ID.',
    whyDescriptionFailed: (reason) =>
      `Описание операций сервиса не удалось прочитать (${reason}), поэтому ваши проекты не перечислены: добавьте проект по ID.`,
    whyNotDescribed:
      'Сервис не описывает «List of project for current user», поэтому ваши проекты не перечислены: добавьте проект по ID.',
    whyNeeds: (field) =>
      `Операция сервиса «List of project for current user» требует «${field}», а панель не может это заполнить, поэтому ваши проекты не перечислены: добавьте проект по ID.`,
    whyNotARead: (method) =>
      `Сервис описывает «List of project for current user» как ${method} — это не чтение, поэтому панель не отправляет его сама и ваши проекты не перечислены: добавьте проект по ID.`,
    whyNotFit: (field) =>
      `Список ваших проектов от сервиса не удалось прочитать (в «${field}»), поэтому он не показан: добавьте проект по ID.`,
    whyFailed: 'Список ваших проектов не удалось загрузить.',
  },
  cn: {
    addLabel: '项目 ID',
    add: '添加',
    invalidId: '项目 ID 必须是正整数。',
    empty: '还没有项目。请按 ID 添加——演示可以试试 42。',
    pin: (id) => `固定项目 ${id}`,
    unpin: (id) => `取消固定项目 ${id}`,
    remove: (id) => `移除项目 ${id}`,
    project: (id) => `项目 ${id}`,
    pinned: '已固定',
    channels: '频道',
    bitrate: '码率',
    ends: '到期',
    daysLeft: (_n, formatted) => `剩余 ${formatted} 天`,
    ended: '已到期',
    next: '下一套餐',
    nextScheduled: '已安排',
    nextNone: '无',
    noCurrent: '没有当前套餐',
    flagEndingSoon: '7 天内到期，且未安排下一套餐',
    loadingRow: '加载中…',
    tableCaption: '您的项目，按套餐到期时间由近到远排列',
    emptyOpened: '此浏览器中尚未打开过项目。',
    accountTitle: '您账户的项目',
    accountLoading: '正在加载您账户的项目…',
    projectId: (id) => `ID ${id}`,
    stream: '开播',
    streamOf: (project) => `开播：${project}`,
    openedHere: '在此打开过',
    showMore: '显示更多',
    shownOf: (shown, total) => `已显示 ${shown} / 共 ${total}`,
    listEmpty: '服务没有列出此账户的项目。',
    whyNoDescription: '此服务未公开其操作的描述，因此面板无法向它查询您的项目：请按 ID 添加项目。',
    whyDescriptionFailed: (reason) => `无法读取服务的操作描述（${reason}），因此未列出您的项目：请按 ID 添加项目。`,
    whyNotDescribed: '服务没有描述“List of project for current user”，因此未列出您的项目：请按 ID 添加项目。',
    whyNeeds: (field) =>
      `服务的“List of project for current user”需要“${field}”，面板无法填写，因此未列出您的项目：请按 ID 添加项目。`,
    whyNotARead: (method) =>
      `服务将“List of project for current user”描述为 ${method}，这不是读取操作，因此面板不会自行发送，也未列出您的项目：请按 ID 添加项目。`,
    whyNotFit: (field) => `无法读取服务返回的项目列表（位于“${field}”），因此未显示：请按 ID 添加项目。`,
    whyFailed: '无法加载服务返回的项目列表。',
  },
});
