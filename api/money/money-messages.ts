// Error texts of the money groups (MoneyFlow, Pay system, Payment, Promo, Transactions), in the request's language like
// every other error of the contract API. They name fields and the service's own figures, never echo what was sent.
import type { Language } from '../messages.ts';
import type { Currency } from './money-kinds.ts';

type Text = Record<Language, string>;

const CURRENCY_NAMES: Record<Language, Record<Currency, string>> = {
  en: { rub: 'RUB', usd: 'USD' },
  ru: { rub: 'руб.', usd: 'USD' },
  cn: { rub: '卢布', usd: '美元' },
};

export const moneyMessages = {
  notAmount: (field: string): Text => ({
    en: `"${field}" must be a positive number with at most two decimals`,
    ru: `Параметр "${field}" должен быть положительным числом не более чем с двумя знаками после запятой`,
    cn: `参数 "${field}" 必须是最多两位小数的正数`,
  }),
  amountRange: (field: string, min: number, max: number, currency: Currency): Text => ({
    en: `"${field}" must be from ${min} to ${max} ${CURRENCY_NAMES.en[currency]} for this pay system`,
    ru: `Параметр "${field}" должен быть от ${min} до ${max} ${CURRENCY_NAMES.ru[currency]} для этого способа оплаты`,
    cn: `此支付方式的参数 "${field}" 必须在 ${min} 到 ${max} ${CURRENCY_NAMES.cn[currency]} 之间`,
  }),
  unknownPaySystem: (field: string): Text => ({
    en: `"${field}" names no pay system`,
    ru: `Параметр "${field}" не указывает ни на один способ оплаты`,
    cn: `参数 "${field}" 不对应任何支付方式`,
  }),
  noTopUp: (): Text => ({
    en: 'This pay system does not top up the balance',
    ru: 'Этим способом оплаты нельзя пополнить баланс',
    cn: '此支付方式不能为余额充值',
  }),
  noTopUpIn: (currency: Currency): Text => ({
    en: `No pay system tops up a balance in ${CURRENCY_NAMES.en[currency]}`,
    ru: `Нет способа оплаты, которым можно пополнить баланс в ${CURRENCY_NAMES.ru[currency]}`,
    cn: `没有可以为${CURRENCY_NAMES.cn[currency]}余额充值的支付方式`,
  }),
  currencyMismatch: (paySystem: Currency, project: Currency): Text => ({
    en: `This pay system pays in ${CURRENCY_NAMES.en[paySystem]}; the project's balance is in ${CURRENCY_NAMES.en[project]}`,
    ru: `Этот способ оплаты принимает ${CURRENCY_NAMES.ru[paySystem]}, а баланс проекта в ${CURRENCY_NAMES.ru[project]}`,
    cn: `此支付方式以${CURRENCY_NAMES.cn[paySystem]}支付，而项目余额以${CURRENCY_NAMES.cn[project]}计`,
  }),
  topUpOnly: (): Text => ({
    en: 'This service takes top-ups only (type "topup"); plans are bought from the balance',
    ru: 'Этот сервис принимает только пополнение баланса (type "topup"); тарифы покупаются с баланса',
    cn: '本服务只接受余额充值（type "topup"）；套餐请用余额购买',
  }),
  unknownPayment: (field: string): Text => ({
    en: `"${field}" names no payment of this project`,
    ru: `Параметр "${field}" не указывает ни на один платёж этого проекта`,
    cn: `参数 "${field}" 不对应此项目的任何付款`,
  }),
  notDigits: (field: string): Text => ({
    en: `"${field}" must be a number (digits only)`,
    ru: `Параметр "${field}" должен быть числом (только цифры)`,
    cn: `参数 "${field}" 必须是数字（仅限数字字符）`,
  }),
  promoNotFound: (): Text => ({
    en: 'Promo code not found',
    ru: 'Промокод не найден',
    cn: '未找到优惠码',
  }),
  promoUsed: (): Text => ({
    en: 'This promo code has already been used for this project',
    ru: 'Этот промокод уже использован для этого проекта',
    cn: '此优惠码已在该项目中使用过',
  }),
  notPending: (field: string): Text => ({
    en: `"${field}" names a payment that is already paid or given up`,
    ru: `Параметр "${field}" указывает на платёж, который уже оплачен или отменён`,
    cn: `参数 "${field}" 对应的付款已支付或已取消`,
  }),
  wrongWay: (field: string, name: string): Text => ({
    en: `"${field}" names a payment that is not paid with ${name}`,
    ru: `Параметр "${field}" указывает на платёж, который оплачивается не через ${name}`,
    cn: `参数 "${field}" 对应的付款不是通过 ${name} 支付的`,
  }),
  notAddress: (field: string, what: string): Text => ({
    en: `"${field}" must be ${what} wallet address`,
    ru: `Параметр "${field}" должен быть адресом кошелька ${what}`,
    cn: `参数 "${field}" 必须是 ${what} 钱包地址`,
  }),
  noIntent: (field: string): Text => ({
    en: `"${field}" is not the reference of this payment's intent; ask for the intent again`,
    ru: `Параметр "${field}" не совпадает со ссылкой намерения этого платежа; запросите намерение заново`,
    cn: `参数 "${field}" 不是此付款意向的引用；请重新获取付款意向`,
  }),
  intentExpired: (field: string): Text => ({
    en: `The intent "${field}" names has expired; ask for a new one`,
    ru: `Намерение, на которое указывает "${field}", истекло; запросите новое`,
    cn: `参数 "${field}" 对应的付款意向已过期；请重新获取`,
  }),
  otherPayer: (field: string): Text => ({
    en: `"${field}" is not the wallet this payment's intent was made for`,
    ru: `Параметр "${field}" — не тот кошелёк, для которого создано намерение этого платежа`,
    cn: `参数 "${field}" 不是此付款意向所针对的钱包`,
  }),
  otherChain: (field: string, chainId: number): Text => ({
    en: `"${field}" must be ${chainId}, the network of this payment's intent`,
    ru: `Параметр "${field}" должен быть ${chainId} — сетью намерения этого платежа`,
    cn: `参数 "${field}" 必须是 ${chainId}，即此付款意向的网络`,
  }),
  notHex: (field: string, length: number, prefixed: boolean): Text => ({
    en: `"${field}" must be ${prefixed ? '0x and ' : ''}${length} hexadecimal digits`,
    ru: `Параметр "${field}" должен состоять из ${prefixed ? '0x и ' : ''}${length} шестнадцатеричных цифр`,
    cn: `参数 "${field}" 必须是${prefixed ? ' 0x 加' : ''} ${length} 位十六进制数字`,
  }),
  notBase64: (field: string, max: number): Text => ({
    en: `"${field}" must be base64, at most ${max} characters`,
    ru: `Параметр "${field}" должен быть в base64, не длиннее ${max} символов`,
    cn: `参数 "${field}" 必须是 base64，最多 ${max} 个字符`,
  }),
};
