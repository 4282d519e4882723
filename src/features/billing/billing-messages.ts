import { defineMessages } from '../../lib/i18n/message-table.ts';
import type { BalanceKind } from '../../lib/operations/money/project-money.ts';
import type { AmountProblem } from '../../lib/operations/money/pay-systems.ts';

/**
 * Words of the Billing page, in the three interface languages; they load with the page only. The service's own words
 * (a payment's status, a pay system's name, a promo code's type) are shown as given.
 */
export interface BillingMessages {
  title: string;
  toTariffs: string;
  balances: {
    title: string;
    kinds: Readonly<Record<BalanceKind, string>>;
    noCurrency: string;
  };
  topUp: {
    title: string;
    payWith: string;
    limits: (min: string | undefined, max: string | undefined) => string;
    amount: string;
    problems: Readonly<Record<AmountProblem, (limit: string) => string>>;
    submit: string;
    none: string;
    created: (id: string, payName: string | undefined) => string;
    noAddress: string;
    leaving: (host: string) => string;
    notLeft: (host: string) => string;
    openPayPage: string;
    payment: (id: string) => string;
    status: (word: string) => string;
    noStatusWord: string;
    checkedAt: (time: string) => string;
    checkNow: string;
    forget: string;
    changed: string;
    noStatusRead: string;
  };
  promo: {
    title: string;
    code: string;
    digitsOnly: string;
    check: string;
    found: (name: string, type: string | undefined) => string;
    apply: string;
    confirmTitle: string;
    confirmBody: (name: string) => string;
    cancel: string;
    results: Readonly<Record<'top_up' | 'tariff', string>>;
    appliedAs: (word: string) => string;
    applied: string;
  };
  history: {
    title: string;
    kind: string;
    allKinds: string;
    from: string;
    to: string;
    clear: string;
    date: string;
    what: string;
    amount: string;
    balanceAfter: string;
    until: (date: string) => string;
    empty: string;
    emptyFiltered: string;
    showMore: string;
    order: string;
  };
}

export const billingMessages = defineMessages<BillingMessages>({
  en: {
    title: 'Billing',
    toTariffs: 'Plans',
    balances: {
      title: 'Balance',
      kinds: { payment: 'Main balance', bonus: 'Bonus balance', profit: 'Earnings' },
      noCurrency: 'The service does not name the currency of these figures.',
    },
    topUp: {
      title: 'Top up the balance',
      payWith: 'Pay with',
      limits: (min, max) =>
        min && max ? `from ${min} to ${max}` : min ? `from ${min}` : max ? `up to ${max}` : 'no limits given',
      amount: 'Amount',
      problems: {
        'not-a-number': () => 'Enter an amount, such as 500 or 99.50.',
        'not-positive': () => 'The amount must be more than zero.',
        below: (limit) => `The least this pay system takes is ${limit}.`,
        above: (limit) => `The most this pay system takes is ${limit}.`,
      },
      submit: 'Top up',
      none: 'None of the pay systems the service lists can top up a balance.',
      created: (id, payName) => `Payment ${id} was created${payName ? ` with ${payName}` : ''}.`,
      noAddress:
        'The service’s description does not say where such a payment is paid, so it cannot be paid from here. Its status is read below until it changes; the balance grows only when the service says so.',
      leaving: (host) => `Going to ${host} to pay…`,
      notLeft: (host) => `${host} did not open. The payment is created: pay it there.`,
      openPayPage: 'Open the payment page',
      payment: (id) => `Payment ${id}`,
      status: (word) => `Status, as the service says: “${word}”`,
      noStatusWord: 'The service gives no status for it.',
      checkedAt: (time) => `Checked at ${time}`,
      checkNow: 'Check now',
      forget: 'Stop following it',
      changed: 'Its status changed: the balance and the history were read again.',
      noStatusRead: 'The service’s description has no operation for a payment’s status, so it is not followed here.',
    },
    promo: {
      title: 'Promo code',
      code: 'Code',
      digitsOnly: 'This service’s codes are digits only.',
      check: 'Check',
      found: (name, type) => (type ? `“${name}”, of the kind “${type}”` : `“${name}”`),
      apply: 'Apply',
      confirmTitle: 'Apply this promo code?',
      confirmBody: (name) =>
        `The code “${name}” will be applied to this project. It may change its balance or plans, and it cannot be undone here.`,
      cancel: 'Cancel',
      results: { top_up: 'Applied: the balance was topped up.', tariff: 'Applied: a plan was given to the project.' },
      appliedAs: (word) => `Applied. The service says: “${word}”.`,
      applied: 'Applied.',
    },
    history: {
      title: 'History',
      kind: 'Kind',
      allKinds: 'All kinds',
      from: 'From',
      to: 'To',
      clear: 'Clear filters',
      date: 'Date',
      what: 'What',
      amount: 'Amount',
      balanceAfter: 'Balance after',
      until: (date) => `until ${date}`,
      empty: 'Nothing has been charged or added yet.',
      emptyFiltered: 'Nothing matches these filters.',
      showMore: 'Show more',
      order: 'In the order the service gives them.',
    },
  },
  ru: {
    title: 'Оплата и баланс',
    toTariffs: 'Тарифы',
    balances: {
      title: 'Баланс',
      kinds: { payment: 'Основной баланс', bonus: 'Бонусный баланс', profit: 'Доход' },
      noCurrency: 'Сервис не называет валюту этих сумм.',
    },
    topUp: {
      title: 'Пополнить баланс',
      payWith: 'Способ оплаты',
      limits: (min, max) =>
        min && max ? `от ${min} до ${max}` : min ? `от ${min}` : max ? `до ${max}` : 'ограничения не указаны',
      amount: 'Сумма',
      problems: {
        'not-a-number': () => 'Введите сумму, например 500 или 99,50.',
        'not-positive': () => 'Сумма должна быть больше нуля.',
        below: (limit) => `Этот способ оплаты принимает не меньше ${limit}.`,
        above: (limit) => `Этот способ оплаты принимает не больше ${limit}.`,
      },
      submit: 'Пополнить',
      none: 'Ни один из способов оплаты, которые даёт сервис, не пополняет баланс.',
      created: (id, payName) => `Платёж ${id} создан${payName ? ` (${payName})` : ''}.`,
      noAddress:
        'Описание сервиса не говорит, где оплачивается такой платёж, поэтому отсюда его не оплатить. Его статус читается ниже, пока не изменится; баланс растёт, только когда это скажет сервис.',
      leaving: (host) => `Переходим на ${host} для оплаты…`,
      notLeft: (host) => `${host} не открылся. Платёж создан: оплатите его там.`,
      openPayPage: 'Открыть страницу оплаты',
      payment: (id) => `Платёж ${id}`,
      status: (word) => `Статус, как его называет сервис: «${word}»`,
      noStatusWord: 'Сервис не сообщает его статус.',
      checkedAt: (time) => `Проверено в ${time}`,
      checkNow: 'Проверить сейчас',
      forget: 'Больше не следить',
      changed: 'Статус изменился: баланс и история прочитаны заново.',
      noStatusRead: 'В описании сервиса нет операции статуса платежа, поэтому здесь за ним не следят.',
    },
    promo: {
      title: 'Промокод',
      code: 'Код',
      digitsOnly: 'Коды этого сервиса состоят только из цифр.',
      check: 'Проверить',
      found: (name, type) => (type ? `«${name}», вид «${type}»` : `«${name}»`),
      apply: 'Применить',
      confirmTitle: 'Применить промокод?',
      confirmBody: (name) =>
        `Код «${name}» будет применён к этому проекту. Он может изменить баланс или тарифы, и отменить это здесь нельзя.`,
      cancel: 'Отмена',
      results: { top_up: 'Применён: баланс пополнен.', tariff: 'Применён: проекту выдан тариф.' },
      appliedAs: (word) => `Применён. Сервис сообщает: «${word}».`,
      applied: 'Применён.',
    },
    history: {
      title: 'История',
      kind: 'Вид',
      allKinds: 'Все виды',
      from: 'С',
      to: 'По',
      clear: 'Сбросить фильтры',
      date: 'Дата',
      what: 'Операция',
      amount: 'Сумма',
      balanceAfter: 'Баланс после',
      until: (date) => `до ${date}`,
      empty: 'Пока ничего не списано и не зачислено.',
      emptyFiltered: 'По этим фильтрам ничего нет.',
      showMore: 'Показать ещё',
      order: 'В том порядке, в котором их даёт сервис.',
    },
  },
  cn: {
    title: '账单',
    toTariffs: '套餐',
    balances: {
      title: '余额',
      kinds: { payment: '主余额', bonus: '赠送余额', profit: '收益' },
      noCurrency: '服务未说明这些金额的币种。',
    },
    topUp: {
      title: '充值',
      payWith: '支付方式',
      limits: (min, max) =>
        min && max ? `${min} 至 ${max}` : min ? `最低 ${min}` : max ? `最高 ${max}` : '未给出限额',
      amount: '金额',
      problems: {
        'not-a-number': () => '请输入金额，例如 500 或 99.50。',
        'not-positive': () => '金额必须大于零。',
        below: (limit) => `此支付方式最低 ${limit}。`,
        above: (limit) => `此支付方式最高 ${limit}。`,
      },
      submit: '充值',
      none: '服务列出的支付方式都不能为余额充值。',
      created: (id, payName) => `已创建付款 ${id}${payName ? `（${payName}）` : ''}。`,
      noAddress:
        '服务的描述没有说明此类付款在哪里支付，因此无法在此支付。下方会持续读取其状态直到变化；只有服务确认后余额才会增加。',
      leaving: (host) => `正在前往 ${host} 付款…`,
      notLeft: (host) => `${host} 没有打开。付款已创建：请在那里支付。`,
      openPayPage: '打开付款页面',
      payment: (id) => `付款 ${id}`,
      status: (word) => `状态（服务原文）：“${word}”`,
      noStatusWord: '服务未给出其状态。',
      checkedAt: (time) => `检查于 ${time}`,
      checkNow: '立即检查',
      forget: '不再跟踪',
      changed: '状态已变化：已重新读取余额和记录。',
      noStatusRead: '服务的描述中没有付款状态的操作，因此此处不跟踪。',
    },
    promo: {
      title: '优惠码',
      code: '代码',
      digitsOnly: '此服务的优惠码只含数字。',
      check: '检查',
      found: (name, type) => (type ? `“${name}”，类型“${type}”` : `“${name}”`),
      apply: '使用',
      confirmTitle: '使用此优惠码？',
      confirmBody: (name) => `优惠码“${name}”将用于此项目。它可能改变余额或套餐，且无法在此撤销。`,
      cancel: '取消',
      results: { top_up: '已使用：余额已充值。', tariff: '已使用：项目获得了套餐。' },
      appliedAs: (word) => `已使用。服务返回：“${word}”。`,
      applied: '已使用。',
    },
    history: {
      title: '记录',
      kind: '类型',
      allKinds: '全部类型',
      from: '从',
      to: '到',
      clear: '清除筛选',
      date: '日期',
      what: '项目',
      amount: '金额',
      balanceAfter: '之后余额',
      until: (date) => `至 ${date}`,
      empty: '尚无扣款或入账。',
      emptyFiltered: '没有符合筛选条件的记录。',
      showMore: '显示更多',
      order: '按服务给出的顺序。',
    },
  },
});
