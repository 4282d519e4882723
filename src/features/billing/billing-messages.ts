import { defineMessages } from '../../lib/i18n/message-table.ts';
import type { BalanceKind } from '../../lib/operations/money/project-money.ts';
import type { AmountProblem } from '../../lib/operations/money/pay-systems.ts';

/**
 * Words of the Billing page, in the three interface languages; they load with the page only. What the service names
 * itself (a payment's status, a way to pay's name, a promo code's type) is shown as given.
 */
export type PromoRefusal = 'used' | 'unknown' | 'refused';

export interface BillingMessages {
  title: string;
  toTariffs: string;
  balances: {
    title: string;
    kinds: Readonly<Record<BalanceKind, string>>;
  };
  topUp: {
    title: string;
    payWith: string;
    limits: (min: string | undefined, max: string | undefined) => string;
    amount: string;
    problems: Readonly<Record<AmountProblem, (limit: string) => string>>;
    submit: string;
    /** How a way is paid, beside its name: on its own site, or from a crypto wallet. */
    how: Readonly<Record<'page' | 'wallet', (name: string) => string>>;
    confirmTitle: (amount: string, name: string) => string;
    /** What happens once the payment is made, by how the way is paid. */
    confirmBody: Readonly<Record<'page' | 'wallet' | 'service', (amount: string, name: string) => string>>;
    pay: string;
    cancel: string;
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
  };
  wallet: {
    /** What to send, where, on which network (and whether it is a test network). */
    send: (amount: string, network: string | undefined, test: boolean) => string;
    qr: string;
    copyAddress: string;
    copyAmount: string;
    reference: string;
    copyReference: string;
    until: (time: string) => string;
    payer: string;
    payerHint: string;
    payerMissing: string;
    show: string;
    openPage: string;
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
    /** A code the service refuses, in one sentence: used here before, not found, or refused otherwise. */
    refusals: Readonly<Record<PromoRefusal, string>>;
  };
  transactions: {
    title: string;
    date: string;
    what: string;
    amount: string;
    status: string;
    /** A payment's kind (the real kind's `type` of a payment), and a payout. */
    kinds: Readonly<Record<'topup' | 'restream' | 'transcoding' | 'storage' | 'webinar' | 'payout', string>>;
    /** Where a payment is, in the words the demo gives it; any other word is shown as given. */
    statuses: Readonly<Record<'pending' | 'paid' | 'canceled', string>>;
    empty: string;
    showMore: string;
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
  };
}

export const billingMessages = defineMessages<BillingMessages>({
  en: {
    title: 'Billing',
    toTariffs: 'Plans',
    balances: {
      title: 'Balance',
      kinds: { payment: 'Main balance', bonus: 'Bonus balance', profit: 'Earnings' },
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
      how: { page: (name) => `paid on ${name}’s site`, wallet: () => 'paid from a crypto wallet' },
      confirmTitle: (amount, name) => `Top up by ${amount} with ${name}?`,
      confirmBody: {
        page: (amount, name) =>
          `${amount} is added to this project’s balance once it is paid. This tab goes to ${name}’s site to pay it.`,
        wallet: (amount, name) =>
          `${amount} is added to this project’s balance once it is paid. ${name} shows next where to send it from your wallet.`,
        service: (amount, name) => `${amount} is added to this project’s balance once ${name} has paid it.`,
      },
      pay: 'Pay',
      cancel: 'Cancel',
      none: 'There is no way to top up the balance here yet.',
      created: (id, payName) => `Payment ${id} was created${payName ? ` with ${payName}` : ''}.`,
      noAddress: 'Its status below updates by itself; the balance grows once the payment is paid.',
      leaving: (host) => `Going to ${host} to pay…`,
      notLeft: (host) => `${host} did not open. The payment is created: pay it there.`,
      openPayPage: 'Open the payment page',
      payment: (id) => `Payment ${id}`,
      status: (word) => `Status: “${word}”`,
      noStatusWord: 'No status yet.',
      checkedAt: (time) => `Checked at ${time}`,
      checkNow: 'Check now',
      forget: 'Stop following it',
      changed: 'Its status changed: the balance and the history were read again.',
    },
    wallet: {
      send: (amount, network, test) =>
        `Send ${amount}${network ? ` on ${network}${test ? ' (a test network)' : ''}` : ''} to this address:`,
      qr: 'QR code of the address',
      copyAddress: 'Copy address',
      copyAmount: 'Copy amount',
      reference: 'Reference the transfer must carry',
      copyReference: 'Copy reference',
      until: (time) => `Valid until ${time}.`,
      payer: 'Your wallet’s address',
      payerHint: 'The address you pay from.',
      payerMissing: 'Enter the address of the wallet you pay from.',
      show: 'Show where to send it',
      openPage: 'Open the payment page',
    },
    promo: {
      title: 'Promo code',
      code: 'Code',
      digitsOnly: 'Codes are digits only.',
      check: 'Check',
      found: (name, type) => (type ? `“${name}”, of the kind “${type}”` : `“${name}”`),
      apply: 'Apply',
      confirmTitle: 'Apply this promo code?',
      confirmBody: (name) =>
        `The code “${name}” will be applied to this project. It may change its balance or plans, and it cannot be undone here.`,
      cancel: 'Cancel',
      results: { top_up: 'Applied: the balance was topped up.', tariff: 'Applied: a plan was given to the project.' },
      appliedAs: (word) => `Applied: “${word}”.`,
      applied: 'Applied.',
      refusals: {
        used: 'This code has already been used for this project.',
        unknown: 'There is no such code.',
        refused: 'This code cannot be used.',
      },
    },
    transactions: {
      title: 'Payments',
      date: 'Date',
      what: 'What',
      amount: 'Amount',
      status: 'Status',
      kinds: {
        topup: 'Top-up',
        restream: 'Restream plan',
        transcoding: 'Transcoding plan',
        storage: 'Storage plan',
        webinar: 'Webinar plan',
        payout: 'Payout',
      },
      statuses: { pending: 'Waiting for payment', paid: 'Paid', canceled: 'Canceled' },
      empty: 'No payments yet.',
      showMore: 'Show more payments',
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
    },
  },
  ru: {
    title: 'Оплата и баланс',
    toTariffs: 'Тарифы',
    balances: {
      title: 'Баланс',
      kinds: { payment: 'Основной баланс', bonus: 'Бонусный баланс', profit: 'Доход' },
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
      how: { page: (name) => `оплата на сайте ${name}`, wallet: () => 'оплата из криптокошелька' },
      confirmTitle: (amount, name) => `Пополнить на ${amount} через ${name}?`,
      confirmBody: {
        page: (amount, name) =>
          `${amount} поступит на баланс проекта после оплаты. Для оплаты эта вкладка перейдёт на сайт ${name}.`,
        wallet: (amount, name) =>
          `${amount} поступит на баланс проекта после оплаты. Дальше ${name} покажет, куда отправить платёж из кошелька.`,
        service: (amount, name) => `${amount} поступит на баланс проекта, когда ${name} проведёт оплату.`,
      },
      pay: 'Оплатить',
      cancel: 'Отмена',
      none: 'Пополнить баланс здесь пока нечем.',
      created: (id, payName) => `Платёж ${id} создан${payName ? ` (${payName})` : ''}.`,
      noAddress: 'Его статус ниже обновляется сам; баланс вырастет, когда платёж будет оплачен.',
      leaving: (host) => `Переходим на ${host} для оплаты…`,
      notLeft: (host) => `${host} не открылся. Платёж создан: оплатите его там.`,
      openPayPage: 'Открыть страницу оплаты',
      payment: (id) => `Платёж ${id}`,
      status: (word) => `Статус: «${word}»`,
      noStatusWord: 'Статуса пока нет.',
      checkedAt: (time) => `Проверено в ${time}`,
      checkNow: 'Проверить сейчас',
      forget: 'Больше не следить',
      changed: 'Статус изменился: баланс и история прочитаны заново.',
    },
    wallet: {
      send: (amount, network, test) =>
        `Отправьте ${amount}${network ? ` в сети ${network}${test ? ' (тестовая сеть)' : ''}` : ''} на этот адрес:`,
      qr: 'QR-код адреса',
      copyAddress: 'Скопировать адрес',
      copyAmount: 'Скопировать сумму',
      reference: 'Метка, которую должен нести перевод',
      copyReference: 'Скопировать метку',
      until: (time) => `Действует до ${time}.`,
      payer: 'Адрес вашего кошелька',
      payerHint: 'Адрес, с которого вы платите.',
      payerMissing: 'Введите адрес кошелька, с которого платите.',
      show: 'Показать, куда отправить',
      openPage: 'Открыть страницу оплаты',
    },
    promo: {
      title: 'Промокод',
      code: 'Код',
      digitsOnly: 'Код состоит только из цифр.',
      check: 'Проверить',
      found: (name, type) => (type ? `«${name}», вид «${type}»` : `«${name}»`),
      apply: 'Применить',
      confirmTitle: 'Применить промокод?',
      confirmBody: (name) =>
        `Код «${name}» будет применён к этому проекту. Он может изменить баланс или тарифы, и отменить это здесь нельзя.`,
      cancel: 'Отмена',
      results: { top_up: 'Применён: баланс пополнен.', tariff: 'Применён: проекту выдан тариф.' },
      appliedAs: (word) => `Применён: «${word}».`,
      applied: 'Применён.',
      refusals: {
        used: 'Этот код уже использован для этого проекта.',
        unknown: 'Такого кода нет.',
        refused: 'Этот код нельзя использовать.',
      },
    },
    transactions: {
      title: 'Платежи',
      date: 'Дата',
      what: 'Что',
      amount: 'Сумма',
      status: 'Статус',
      kinds: {
        topup: 'Пополнение',
        restream: 'Тариф рестрима',
        transcoding: 'Тариф транскодинга',
        storage: 'Тариф хранилища',
        webinar: 'Тариф вебинаров',
        payout: 'Выплата',
      },
      statuses: { pending: 'Ожидает оплаты', paid: 'Оплачен', canceled: 'Отменён' },
      empty: 'Платежей пока нет.',
      showMore: 'Показать ещё платежи',
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
    },
  },
  cn: {
    title: '账单',
    toTariffs: '套餐',
    balances: {
      title: '余额',
      kinds: { payment: '主余额', bonus: '赠送余额', profit: '收益' },
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
      how: { page: (name) => `在 ${name} 网站支付`, wallet: () => '从加密钱包支付' },
      confirmTitle: (amount, name) => `通过 ${name} 充值 ${amount}？`,
      confirmBody: {
        page: (amount, name) => `支付完成后，${amount} 将计入此项目的余额。此标签页将前往 ${name} 网站进行支付。`,
        wallet: (amount, name) => `支付完成后，${amount} 将计入此项目的余额。接下来 ${name} 会显示从钱包发送到哪里。`,
        service: (amount, name) => `${name} 完成支付后，${amount} 将计入此项目的余额。`,
      },
      pay: '支付',
      cancel: '取消',
      none: '目前这里没有可用于充值的方式。',
      created: (id, payName) => `已创建付款 ${id}${payName ? `（${payName}）` : ''}。`,
      noAddress: '下方状态会自动更新；付款完成后余额才会增加。',
      leaving: (host) => `正在前往 ${host} 付款…`,
      notLeft: (host) => `${host} 没有打开。付款已创建：请在那里支付。`,
      openPayPage: '打开付款页面',
      payment: (id) => `付款 ${id}`,
      status: (word) => `状态：“${word}”`,
      noStatusWord: '暂无状态。',
      checkedAt: (time) => `检查于 ${time}`,
      checkNow: '立即检查',
      forget: '不再跟踪',
      changed: '状态已变化：已重新读取余额和记录。',
    },
    wallet: {
      send: (amount, network, test) =>
        `请${network ? `在 ${network}${test ? '（测试网络）' : ''} 上` : ''}将 ${amount} 发送到此地址：`,
      qr: '地址的二维码',
      copyAddress: '复制地址',
      copyAmount: '复制金额',
      reference: '转账须附带的标记',
      copyReference: '复制标记',
      until: (time) => `有效期至 ${time}。`,
      payer: '您的钱包地址',
      payerHint: '您付款所用的地址。',
      payerMissing: '请输入您付款所用的钱包地址。',
      show: '显示发送到哪里',
      openPage: '打开付款页面',
    },
    promo: {
      title: '优惠码',
      code: '代码',
      digitsOnly: '优惠码只含数字。',
      check: '检查',
      found: (name, type) => (type ? `“${name}”，类型“${type}”` : `“${name}”`),
      apply: '使用',
      confirmTitle: '使用此优惠码？',
      confirmBody: (name) => `优惠码“${name}”将用于此项目。它可能改变余额或套餐，且无法在此撤销。`,
      cancel: '取消',
      results: { top_up: '已使用：余额已充值。', tariff: '已使用：项目获得了套餐。' },
      appliedAs: (word) => `已使用：“${word}”。`,
      applied: '已使用。',
      refusals: {
        used: '此项目已使用过该代码。',
        unknown: '没有这个代码。',
        refused: '此代码无法使用。',
      },
    },
    transactions: {
      title: '付款',
      date: '日期',
      what: '项目',
      amount: '金额',
      status: '状态',
      kinds: {
        topup: '充值',
        restream: '转推套餐',
        transcoding: '转码套餐',
        storage: '存储套餐',
        webinar: '网络研讨会套餐',
        payout: '提现',
      },
      statuses: { pending: '等待付款', paid: '已付款', canceled: '已取消' },
      empty: '尚无付款。',
      showMore: '显示更多付款',
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
    },
  },
});
