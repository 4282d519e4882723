import type { BalanceKind } from '../../../lib/operations/money/project-money.ts';
import type { TariffKind } from './tariff-kinds.ts';
import { defineMessages } from '../../../lib/i18n/message-table.ts';

/**
 * Words of the described tariff views (transcoding and storage pages, managing any kind's plan), in the three
 * interface languages. They load with those views only; operation names are the document's and never translated.
 */
export interface ManageMessages {
  kindTitle: Record<Exclude<TariffKind, 'restream'>, string>;
  kindName: Record<TariffKind, string>;
  kindsNav: string;
  /** A price for a period: "790 ₽ a month". */
  pricePer: Record<'month' | 'year', (price: string) => string>;
  /** A price counted per unit of what the plan is bought in: "2 ₽ a month per GB", "250 ₽ a month each". */
  perUnit: (price: string, unit: string) => string;
  each: (price: string) => string;
  whyFallback: {
    noSlots: string;
    answerNotObject: string;
  };
  problems: { 'not-number': string; 'not-text': string; 'not-allowed': string; 'not-single': string };
  manage: string;
  remove: string;
  change: string;
  removeNeedsId: string;
  planNamed: (id: string) => string;
  from: (date: string) => string;
  until: (date: string) => string;
  removeTitle: string;
  removeBody: (plan: string, project: number) => string;
  askedBy: (operation: string) => string;
  cancel: string;
  removed: string;
  changeTitle: string;
  tariff: string;
  choose: string;
  loadingList: string;
  loading: string;
  listUnreadable: string;
  listEmpty: string;
  skipped: (count: number) => string;
  discount: string;
  discountUnreadable: string;
  noCheck: string;
  checkPrice: string;
  checking: string;
  checkHeading: string;
  checkUnreadable: string;
  checkAgain: string;
  /** The service's check takes no plan: what it answers is not the price of the choice. */
  checkNotOfPlan: string;
  next: string;
  buyTitle: string;
  buyBody: (title: string, project: number) => string;
  buy: string;
  back: string;
  bought: string;
  /** Where the project's balance is topped up, offered when a buy is refused. */
  toBilling: string;
  /** The project's balances as the service gives them, each named. */
  balances: (list: string) => string;
  balanceKinds: Record<BalanceKind, string>;
  close: string;
  required: string;
  fillRequired: string;
  yes: string;
  no: string;
}

export const manageMessages = defineMessages<ManageMessages>({
  en: {
    kindTitle: { transcoding: 'Transcoding tariff', storage: 'Storage tariff' },
    kindName: { restream: 'Restream', transcoding: 'Transcoding', storage: 'Storage' },
    kindsNav: 'Tariffs of this project',
    pricePer: { month: (price) => `${price} a month`, year: (price) => `${price} a year` },
    perUnit: (price, unit) => `${price} per ${unit}`,
    each: (price) => `${price} each`,
    whyFallback: {
      noSlots:
        'The service’s description does not give this tariff as previous, current and next plans, so they cannot be shown; here is what the interface document lists.',
      answerNotObject:
        'The service answered with something other than previous, current and next plans, so they cannot be shown; here is what the interface document lists.',
    },
    problems: {
      'not-number': 'not a number',
      'not-text': 'not text',
      'not-allowed': 'not one of the values the service describes',
      'not-single': 'not a single value',
    },
    manage: 'Manage the plan',
    remove: 'Remove the next plan',
    change: 'Change plan',
    removeNeedsId: 'The next plan has no ID this page can read, so it cannot be removed here.',
    planNamed: (id) => `Plan ID ${id}`,
    from: (date) => `from ${date}`,
    until: (date) => `until ${date}`,
    removeTitle: 'Remove the next plan?',
    removeBody: (plan, project) =>
      `The next plan of project ${project}, ${plan}, will be removed. Nothing is removed before you confirm.`,
    askedBy: (operation) => `The service is asked by “${operation}”.`,
    cancel: 'Cancel',
    removed: 'The next plan was removed.',
    changeTitle: 'Change plan',
    tariff: 'Tariff',
    choose: 'Choose…',
    loadingList: 'Loading the tariffs…',
    loading: 'Loading…',
    listUnreadable: 'The service sent its list of tariffs in a form this page cannot read.',
    listEmpty: 'The service lists no tariffs to choose from.',
    skipped: (count) =>
      count === 1
        ? 'One tariff without a title or ID is not offered.'
        : `${count} tariffs without a title or ID are not offered.`,
    discount: 'Your discount, as the service gives it',
    discountUnreadable: 'The service sent the discount in a form this page cannot read.',
    noCheck:
      'The service’s description gives no check before buying for this tariff: the price is known only after the buy.',
    checkPrice: 'Check with the service',
    checking: 'Checking…',
    checkHeading: 'The service’s check before buying',
    checkUnreadable: 'The service answered the check in a form this page cannot read.',
    checkAgain: 'Change the choice to check again.',
    checkNotOfPlan:
      'The service’s check takes the project only, not the plan you chose: these figures are not the price of your choice.',
    next: 'Continue to buy',
    buyTitle: 'Buy this plan?',
    buyBody: (title, project) =>
      `Project ${project} will get “${title}” as its next plan, with the values below. The service may charge your balance. Nothing is bought before you confirm.`,
    buy: 'Buy',
    back: 'Back',
    bought: 'The plan was bought: the cards show it now.',
    toBilling: 'Balance and top-up',
    balances: (list) => `Project balance: ${list}`,
    balanceKinds: { payment: 'main', bonus: 'bonus', profit: 'earnings' },
    close: 'Close',
    required: 'required',
    fillRequired: 'Choose a tariff and fill in every required value first.',
    yes: 'Yes',
    no: 'No',
  },
  ru: {
    kindTitle: { transcoding: 'Тариф транскодирования', storage: 'Тариф хранилища' },
    kindName: { restream: 'Рестрим', transcoding: 'Транскодирование', storage: 'Хранилище' },
    kindsNav: 'Тарифы этого проекта',
    pricePer: { month: (price) => `${price} в месяц`, year: (price) => `${price} в год` },
    perUnit: (price, unit) => `${price} за 1 ${unit}`,
    each: (price) => `${price} за каждый`,
    whyFallback: {
      noSlots:
        'Описание сервиса не даёт этот тариф как предыдущий, текущий и следующий, поэтому их показать нельзя; ниже — что перечисляет документ интерфейса.',
      answerNotObject:
        'Сервис ответил не предыдущим, текущим и следующим тарифом, поэтому их показать нельзя; ниже — что перечисляет документ интерфейса.',
    },
    problems: {
      'not-number': 'не число',
      'not-text': 'не текст',
      'not-allowed': 'не одно из значений, описанных сервисом',
      'not-single': 'не одно значение',
    },
    manage: 'Управление тарифом',
    remove: 'Удалить следующий тариф',
    change: 'Сменить тариф',
    removeNeedsId:
      'У следующего тарифа нет ID, который эта страница может прочитать, поэтому удалить его здесь нельзя.',
    planNamed: (id) => `тариф с ID ${id}`,
    from: (date) => `с ${date}`,
    until: (date) => `до ${date}`,
    removeTitle: 'Удалить следующий тариф?',
    removeBody: (plan, project) =>
      `Следующий тариф проекта ${project}, ${plan}, будет удалён. Ничего не удаляется, пока вы не подтвердите.`,
    askedBy: (operation) => `Сервис получит запрос «${operation}».`,
    cancel: 'Отмена',
    removed: 'Следующий тариф удалён.',
    changeTitle: 'Сменить тариф',
    tariff: 'Тариф',
    choose: 'Выберите…',
    loadingList: 'Загружаем тарифы…',
    loading: 'Загрузка…',
    listUnreadable: 'Сервис прислал список тарифов в виде, который эта страница не может прочитать.',
    listEmpty: 'Сервис не перечисляет тарифов для выбора.',
    skipped: (count) => `Тарифов без названия или ID, которые не предлагаются: ${count}.`,
    discount: 'Ваша скидка, как её даёт сервис',
    discountUnreadable: 'Сервис прислал скидку в виде, который эта страница не может прочитать.',
    noCheck:
      'Описание сервиса не даёт проверки перед покупкой для этого тарифа: цена станет известна только после покупки.',
    checkPrice: 'Проверить у сервиса',
    checking: 'Проверяем…',
    checkHeading: 'Проверка сервиса перед покупкой',
    checkUnreadable: 'Сервис ответил на проверку в виде, который эта страница не может прочитать.',
    checkAgain: 'Измените выбор, чтобы проверить снова.',
    checkNotOfPlan:
      'Проверка сервиса принимает только проект, а не выбранный тариф: эти цифры — не цена вашего выбора.',
    next: 'Перейти к покупке',
    buyTitle: 'Купить этот тариф?',
    buyBody: (title, project) =>
      `Проект ${project} получит «${title}» следующим тарифом, со значениями ниже. Сервис может списать средства с баланса. Ничего не покупается, пока вы не подтвердите.`,
    buy: 'Купить',
    back: 'Назад',
    bought: 'Тариф куплен: карточки уже показывают его.',
    toBilling: 'Баланс и пополнение',
    balances: (list) => `Баланс проекта: ${list}`,
    balanceKinds: { payment: 'основной', bonus: 'бонусный', profit: 'доход' },
    close: 'Закрыть',
    required: 'обязательно',
    fillRequired: 'Сначала выберите тариф и заполните все обязательные значения.',
    yes: 'Да',
    no: 'Нет',
  },
  cn: {
    kindTitle: { transcoding: '转码套餐', storage: '存储套餐' },
    kindName: { restream: '转推', transcoding: '转码', storage: '存储' },
    kindsNav: '此项目的套餐',
    pricePer: { month: (price) => `每月 ${price}`, year: (price) => `每年 ${price}` },
    perUnit: (price, unit) => `${price}/${unit}`,
    each: (price) => `每个 ${price}`,
    whyFallback: {
      noSlots: '服务的描述未以上一个、当前和下一个套餐的形式给出此套餐，因此无法显示；以下是接口文档所列的内容。',
      answerNotObject: '服务的回答不是上一个、当前和下一个套餐，因此无法显示；以下是接口文档所列的内容。',
    },
    problems: {
      'not-number': '不是数字',
      'not-text': '不是文本',
      'not-allowed': '不是服务描述的取值之一',
      'not-single': '不是单个值',
    },
    manage: '管理套餐',
    remove: '移除下一个套餐',
    change: '更换套餐',
    removeNeedsId: '下一个套餐没有本页可读取的 ID，因此无法在此移除。',
    planNamed: (id) => `套餐 ID ${id}`,
    from: (date) => `自 ${date}`,
    until: (date) => `至 ${date}`,
    removeTitle: '移除下一个套餐？',
    removeBody: (plan, project) => `将移除项目 ${project} 的下一个套餐：${plan}。确认之前不会移除任何内容。`,
    askedBy: (operation) => `将向服务发送“${operation}”。`,
    cancel: '取消',
    removed: '下一个套餐已移除。',
    changeTitle: '更换套餐',
    tariff: '套餐',
    choose: '请选择…',
    loadingList: '正在加载套餐…',
    loading: '正在加载…',
    listUnreadable: '服务发送的套餐列表格式本页无法读取。',
    listEmpty: '服务没有列出可选的套餐。',
    skipped: (count) => `${count} 个没有名称或 ID 的套餐未列出。`,
    discount: '您的折扣（由服务给出）',
    discountUnreadable: '服务发送的折扣格式本页无法读取。',
    noCheck: '服务的描述没有为此套餐提供购买前检查：价格只有在购买后才能得知。',
    checkPrice: '向服务检查',
    checking: '正在检查…',
    checkHeading: '服务的购买前检查',
    checkUnreadable: '服务对检查的回答格式本页无法读取。',
    checkAgain: '更改选择即可重新检查。',
    checkNotOfPlan: '服务的检查只接受项目，不接受您选择的套餐：这些数字不是您所选套餐的价格。',
    next: '继续购买',
    buyTitle: '购买此套餐？',
    buyBody: (title, project) =>
      `项目 ${project} 的下一个套餐将为“${title}”，取值如下。服务可能会从您的余额中扣款。确认之前不会购买任何内容。`,
    buy: '购买',
    back: '返回',
    bought: '套餐已购买：卡片已显示。',
    toBilling: '余额与充值',
    balances: (list) => `项目余额：${list}`,
    balanceKinds: { payment: '主余额', bonus: '赠送', profit: '收益' },
    close: '关闭',
    required: '必填',
    fillRequired: '请先选择套餐并填写所有必填项。',
    yes: '是',
    no: '否',
  },
});
