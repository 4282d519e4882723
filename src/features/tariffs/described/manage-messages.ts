import type { BalanceKind } from '../../../lib/operations/money/project-money.ts';
import type { TariffKind } from './tariff-kinds.ts';
import type { Period } from './periods.ts';
import { defineMessages } from '../../../lib/i18n/message-table.ts';

/**
 * Words of the described tariff views (the kinds' pages below the restream one, managing any kind's plan), in the
 * three interface languages. They load with those views only.
 */
export interface ManageMessages {
  kindTitle: Record<Exclude<TariffKind, 'restream'>, string>;
  kindName: Record<TariffKind, string>;
  kindsNav: string;
  /** A price for a period: "790 ₽ a month". */
  pricePer: Record<Period, (price: string) => string>;
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
  cancel: string;
  removed: string;
  changeTitle: string;
  choose: string;
  /** The plans to choose from, as a group of cards. */
  plans: string;
  currentPlan: string;
  /** A discount for paying a period at once: "10% off a year". */
  discountOff: Record<Period, (percent: string) => string>;
  /** What a plan allows, by the list's figure: the words for each the page knows. */
  limits: Readonly<Record<string, string>>;
  /** The choice of a period, and each period's name. */
  periodLegend: string;
  periodName: Record<Period, string>;
  /** "for a month", "for a year", after a plan's name. */
  forPeriod: Record<Period, string>;
  loadingList: string;
  loading: string;
  listUnreadable: string;
  listEmpty: string;
  skipped: (count: number) => string;
  checking: string;
  checkHeading: string;
  checkUnreadable: string;
  payNow: (amount: string) => string;
  /** What comes back covers the price: nothing is paid now. */
  payNothing: string;
  priceOfPeriod: (amount: string) => string;
  backFromCurrent: (amount: string) => string;
  backFromNext: (amount: string) => string;
  paidFrom: (balances: string) => string;
  balanceHolds: (amount: string) => string;
  shortBy: (amount: string) => string;
  short: string;
  /** What the project has, and when: "Pro, from 11 Dec 2026 to 11 Jan 2027." */
  runs: (plan: string, from: string, to: string) => string;
  /** Where the price is known only once bought: the plan's price as its list gives it. */
  listPrice: (price: string) => string;
  noCheck: string;
  next: string;
  buyTitle: (plan: string) => string;
  buyBody: (plan: string, project: number) => string;
  /** What the buy takes, and from which balance: "7,042 ₽ is taken from the main balance (5,000 ₽ now)." */
  buyTakes: (amount: string, balance: string) => string;
  buyTakesAmount: (amount: string) => string;
  buy: string;
  back: string;
  bought: (plan: string) => string;
  /** Where the project's balance is topped up. */
  toBilling: string;
  /** The project's balances, each named. */
  balances: (list: string) => string;
  balanceKinds: Record<BalanceKind, string>;
  /** A balance by its kind, in a sentence: "the main balance". */
  balanceNamed: Record<BalanceKind, string>;
  /** Automatic renewal of the current plan: the switch, what follows either way, the question, what was done. */
  renewLabel: (plan: string) => string;
  renewsOn: (date: string) => string;
  renewsOnFor: (date: string, price: string) => string;
  endsOn: (date: string) => string;
  stopRenewalTitle: (plan: string) => string;
  stopRenewalBody: (plan: string, date: string) => string;
  stopRenewal: string;
  keepRenewal: string;
  renewalOn: (plan: string, date: string) => string;
  renewalOff: (plan: string, date: string) => string;
  close: string;
  required: string;
  fillRequired: string;
  yes: string;
  no: string;
}

export const manageMessages = defineMessages<ManageMessages>({
  en: {
    kindTitle: { transcoding: 'Transcoding tariff', storage: 'Storage tariff', webinar: 'Webinar tariff' },
    kindName: { restream: 'Restream', transcoding: 'Transcoding', storage: 'Storage', webinar: 'Webinars' },
    kindsNav: 'Tariffs of this project',
    pricePer: { month: (price) => `${price} a month`, year: (price) => `${price} a year` },
    perUnit: (price, unit) => `${price} per ${unit}`,
    each: (price) => `${price} each`,
    whyFallback: {
      noSlots: 'These plans cannot be shown as cards here; below are this group’s operations.',
      answerNotObject: 'The plans came in a form this page cannot show as cards; below are this group’s operations.',
    },
    problems: {
      'not-number': 'not a number',
      'not-text': 'not text',
      'not-allowed': 'not one of the allowed values',
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
    cancel: 'Cancel',
    removed: 'The next plan was removed.',
    changeTitle: 'Change plan',
    choose: 'Choose…',
    plans: 'Plans',
    currentPlan: 'Your current plan',
    discountOff: { month: (percent) => `${percent} off a month`, year: (percent) => `${percent} off a year` },
    limits: {
      count_channel_max: 'Channels',
      channel_max: 'Channels',
      bitrate_max: 'Max bitrate',
      resolution: 'Resolution',
      fps: 'Frames a second',
      participants: 'Participants',
    },
    periodLegend: 'Pay for',
    periodName: { month: 'A month', year: 'A year' },
    forPeriod: { month: 'for a month', year: 'for a year' },
    loadingList: 'Loading the plans…',
    loading: 'Loading…',
    listUnreadable: 'The plans came in a form this page cannot read. Try again later.',
    listEmpty: 'There are no plans to choose from.',
    skipped: (count) =>
      count === 1 ? 'One plan without a name is not offered.' : `${count} plans without a name are not offered.`,
    checking: 'Working out the price…',
    checkHeading: 'What you pay',
    checkUnreadable: 'The price came in a form this page cannot read. Choose again, or try later.',
    payNow: (amount) => `To pay now: ${amount}`,
    payNothing: 'Nothing to pay now',
    priceOfPeriod: (amount) => `The plan costs ${amount} for the period`,
    backFromCurrent: (amount) => `Back from the current plan: ${amount}`,
    backFromNext: (amount) => `Back from the plan scheduled next: ${amount}`,
    paidFrom: (balances) => `Paid from ${balances}`,
    balanceHolds: (amount) => `The balance holds ${amount}`,
    shortBy: (amount) => `The balance is short by ${amount}: top it up first.`,
    short: 'The balance is not enough for this: top it up first.',
    runs: (plan, from, to) => `The project has ${plan} from ${from} to ${to}.`,
    listPrice: (price) => `Price: ${price}`,
    noCheck: 'What this costs is worked out when you buy.',
    next: 'Continue to buy',
    buyTitle: (plan) => `Buy ${plan}?`,
    buyBody: (plan, project) =>
      `Project ${project} gets ${plan} as its next plan. Nothing is bought before you confirm.`,
    buyTakes: (amount, balance) => `${amount} is taken from ${balance}.`,
    buyTakesAmount: (amount) => `You pay ${amount}.`,
    buy: 'Buy',
    back: 'Back',
    bought: (plan) => `${plan} is bought: it is your next plan now.`,
    toBilling: 'Balance and top-up',
    balances: (list) => `Project balance: ${list}`,
    balanceKinds: { payment: 'main', bonus: 'bonus', profit: 'earnings' },
    balanceNamed: { payment: 'the main balance', bonus: 'the bonus balance', profit: 'the earnings balance' },
    renewLabel: (plan) => `Renew ${plan} automatically`,
    renewsOn: (date) => `Renews on ${date}`,
    renewsOnFor: (date, price) => `Renews on ${date} for ${price}`,
    endsOn: (date) => `Ends on ${date}; nothing renews it`,
    stopRenewalTitle: (plan) => `Stop renewing ${plan}?`,
    stopRenewalBody: (plan, date) =>
      `${plan} ends on ${date} and nothing renews it: what it allows stops then, unless you buy a plan.`,
    stopRenewal: 'Stop renewing',
    keepRenewal: 'Keep renewing',
    renewalOn: (plan, date) => `${plan} renews on ${date}.`,
    renewalOff: (plan, date) => `${plan} ends on ${date}; nothing renews it.`,
    close: 'Close',
    required: 'required',
    fillRequired: 'Choose a plan and fill in every required value first.',
    yes: 'Yes',
    no: 'No',
  },
  ru: {
    kindTitle: { transcoding: 'Тариф транскодирования', storage: 'Тариф хранилища', webinar: 'Тариф вебинаров' },
    kindName: { restream: 'Рестрим', transcoding: 'Транскодирование', storage: 'Хранилище', webinar: 'Вебинары' },
    kindsNav: 'Тарифы этого проекта',
    pricePer: { month: (price) => `${price} в месяц`, year: (price) => `${price} в год` },
    perUnit: (price, unit) => `${price} за 1 ${unit}`,
    each: (price) => `${price} за каждый`,
    whyFallback: {
      noSlots: 'Эти тарифы нельзя показать карточками; ниже — операции этой группы.',
      answerNotObject:
        'Тарифы пришли в виде, который эта страница не может показать карточками; ниже — операции этой группы.',
    },
    problems: {
      'not-number': 'не число',
      'not-text': 'не текст',
      'not-allowed': 'не одно из допустимых значений',
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
    cancel: 'Отмена',
    removed: 'Следующий тариф удалён.',
    changeTitle: 'Сменить тариф',
    choose: 'Выберите…',
    plans: 'Тарифы',
    currentPlan: 'Ваш текущий тариф',
    discountOff: { month: (percent) => `Скидка ${percent} за месяц`, year: (percent) => `Скидка ${percent} за год` },
    limits: {
      count_channel_max: 'Каналов',
      channel_max: 'Каналов',
      bitrate_max: 'Макс. битрейт',
      resolution: 'Разрешение',
      fps: 'Кадров в секунду',
      participants: 'Участников',
    },
    periodLegend: 'Оплатить',
    periodName: { month: 'Месяц', year: 'Год' },
    forPeriod: { month: 'на месяц', year: 'на год' },
    loadingList: 'Загружаем тарифы…',
    loading: 'Загрузка…',
    listUnreadable: 'Тарифы пришли в виде, который эта страница не может прочитать. Попробуйте позже.',
    listEmpty: 'Выбрать не из чего: тарифов нет.',
    skipped: (count) => `Тарифов без названия, которые не предлагаются: ${count}.`,
    checking: 'Считаем цену…',
    checkHeading: 'Что вы платите',
    checkUnreadable:
      'Цена пришла в виде, который эта страница не может прочитать. Выберите снова или попробуйте позже.',
    payNow: (amount) => `К оплате сейчас: ${amount}`,
    payNothing: 'Сейчас платить ничего не нужно',
    priceOfPeriod: (amount) => `Тариф стоит ${amount} за период`,
    backFromCurrent: (amount) => `Вернётся за текущий тариф: ${amount}`,
    backFromNext: (amount) => `Вернётся за запланированный следующий тариф: ${amount}`,
    paidFrom: (balances) => `Оплата: ${balances}`,
    balanceHolds: (amount) => `На балансе ${amount}`,
    shortBy: (amount) => `На балансе не хватает ${amount}: сначала пополните его.`,
    short: 'Баланса на это не хватает: сначала пополните его.',
    runs: (plan, from, to) => `У проекта будет ${plan}: с ${from} по ${to}`,
    listPrice: (price) => `Цена: ${price}`,
    noCheck: 'Стоимость будет рассчитана при покупке.',
    next: 'Перейти к покупке',
    buyTitle: (plan) => `Купить ${plan}?`,
    buyBody: (plan, project) =>
      `Проект ${project} получит ${plan} следующим тарифом. Ничего не покупается, пока вы не подтвердите.`,
    buyTakes: (amount, balance) => `${amount} будет списано: ${balance}.`,
    buyTakesAmount: (amount) => `Вы платите ${amount}.`,
    buy: 'Купить',
    back: 'Назад',
    bought: (plan) => `${plan}: куплено, теперь это ваш следующий тариф.`,
    toBilling: 'Баланс и пополнение',
    balances: (list) => `Баланс проекта: ${list}`,
    balanceKinds: { payment: 'основной', bonus: 'бонусный', profit: 'доход' },
    balanceNamed: { payment: 'основной баланс', bonus: 'бонусный баланс', profit: 'баланс дохода' },
    renewLabel: (plan) => `Продлевать ${plan} автоматически`,
    renewsOn: (date) => `Продлится ${date}`,
    renewsOnFor: (date, price) => `Продлится ${date} за ${price}`,
    endsOn: (date) => `Закончится ${date}; его никто не продлит`,
    stopRenewalTitle: (plan) => `Не продлевать ${plan}?`,
    stopRenewalBody: (plan, date) =>
      `${plan} закончится ${date}, и его никто не продлит: то, что он позволяет, тогда прекратится, если вы не купите тариф.`,
    stopRenewal: 'Не продлевать',
    keepRenewal: 'Продлевать дальше',
    renewalOn: (plan, date) => `${plan} продлится ${date}.`,
    renewalOff: (plan, date) => `${plan} закончится ${date}; его никто не продлит.`,
    close: 'Закрыть',
    required: 'обязательно',
    fillRequired: 'Сначала выберите тариф и заполните все обязательные значения.',
    yes: 'Да',
    no: 'Нет',
  },
  cn: {
    kindTitle: { transcoding: '转码套餐', storage: '存储套餐', webinar: '网络研讨会套餐' },
    kindName: { restream: '转推', transcoding: '转码', storage: '存储', webinar: '网络研讨会' },
    kindsNav: '此项目的套餐',
    pricePer: { month: (price) => `每月 ${price}`, year: (price) => `每年 ${price}` },
    perUnit: (price, unit) => `${price}/${unit}`,
    each: (price) => `每个 ${price}`,
    whyFallback: {
      noSlots: '这些套餐无法在此以卡片显示；以下是该组的操作。',
      answerNotObject: '套餐的格式本页无法以卡片显示；以下是该组的操作。',
    },
    problems: {
      'not-number': '不是数字',
      'not-text': '不是文本',
      'not-allowed': '不是允许的取值之一',
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
    cancel: '取消',
    removed: '下一个套餐已移除。',
    changeTitle: '更换套餐',
    choose: '请选择…',
    plans: '套餐',
    currentPlan: '您当前的套餐',
    discountOff: { month: (percent) => `按月优惠 ${percent}`, year: (percent) => `按年优惠 ${percent}` },
    limits: {
      count_channel_max: '频道数',
      channel_max: '频道数',
      bitrate_max: '最大码率',
      resolution: '分辨率',
      fps: '帧率',
      participants: '参与人数',
    },
    periodLegend: '付费周期',
    periodName: { month: '一个月', year: '一年' },
    forPeriod: { month: '（一个月）', year: '（一年）' },
    loadingList: '正在加载套餐…',
    loading: '正在加载…',
    listUnreadable: '套餐的格式本页无法读取。请稍后再试。',
    listEmpty: '没有可选的套餐。',
    skipped: (count) => `${count} 个没有名称的套餐未列出。`,
    checking: '正在计算价格…',
    checkHeading: '您需支付',
    checkUnreadable: '价格的格式本页无法读取。请重新选择或稍后再试。',
    payNow: (amount) => `现在支付：${amount}`,
    payNothing: '现在无需支付',
    priceOfPeriod: (amount) => `该周期套餐价格：${amount}`,
    backFromCurrent: (amount) => `当前套餐退回：${amount}`,
    backFromNext: (amount) => `已安排的下一个套餐退回：${amount}`,
    paidFrom: (balances) => `支付来源：${balances}`,
    balanceHolds: (amount) => `余额：${amount}`,
    shortBy: (amount) => `余额还差 ${amount}：请先充值。`,
    short: '余额不足：请先充值。',
    runs: (plan, from, to) => `项目将从 ${from} 至 ${to} 使用 ${plan}。`,
    listPrice: (price) => `价格：${price}`,
    noCheck: '费用将在购买时计算。',
    next: '继续购买',
    buyTitle: (plan) => `购买 ${plan}？`,
    buyBody: (plan, project) => `项目 ${project} 的下一个套餐将为 ${plan}。确认之前不会购买任何内容。`,
    buyTakes: (amount, balance) => `将从${balance}扣除 ${amount}。`,
    buyTakesAmount: (amount) => `您将支付 ${amount}。`,
    buy: '购买',
    back: '返回',
    bought: (plan) => `已购买 ${plan}：现在是您的下一个套餐。`,
    toBilling: '余额与充值',
    balances: (list) => `项目余额：${list}`,
    balanceKinds: { payment: '主余额', bonus: '赠送', profit: '收益' },
    balanceNamed: { payment: '主余额', bonus: '赠送余额', profit: '收益余额' },
    renewLabel: (plan) => `自动续订 ${plan}`,
    renewsOn: (date) => `将于 ${date} 续订`,
    renewsOnFor: (date, price) => `将于 ${date} 续订，费用 ${price}`,
    endsOn: (date) => `将于 ${date} 结束；不会续订`,
    stopRenewalTitle: (plan) => `停止续订 ${plan}？`,
    stopRenewalBody: (plan, date) => `${plan} 将于 ${date} 结束且不会续订：届时其功能将停止，除非您购买套餐。`,
    stopRenewal: '停止续订',
    keepRenewal: '继续续订',
    renewalOn: (plan, date) => `${plan} 将于 ${date} 续订。`,
    renewalOff: (plan, date) => `${plan} 将于 ${date} 结束；不会续订。`,
    close: '关闭',
    required: '必填',
    fillRequired: '请先选择套餐并填写所有必填项。',
    yes: '是',
    no: '否',
  },
});
