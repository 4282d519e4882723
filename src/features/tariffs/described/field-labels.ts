import type { Language } from '../../../lib/i18n/languages.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { defineMessages } from '../../../lib/i18n/message-table.ts';

// What a described field is called on a tariff page: the dashboard's own words where it has them (in the user's
// language), else the description's words for it as written, else its name. No unit is added: when the description
// says more than our words (a unit, "number of months"), its text is kept beside them as a hint.

const words = defineMessages<Readonly<Record<string, string>>>({
  en: {
    id: 'Plan ID',
    title: 'Plan',
    stream_count: 'Streams',
    size: 'Size',
    period: 'Period',
    date_start: 'Starts',
    date_end: 'Ends',
    price: 'Price',
    discount: 'Discount',
    refund: 'Refund',
    total: 'Total',
    balance: 'Balance',
    balance_after: 'Balance after',
    enough: 'Balance is enough',
    count: 'Streams',
    amount: 'Amount',
    sum: 'Price for the period',
    currency: 'Currency',
    tariff_price_month: 'Price for a month',
    tariff_price_year: 'Price for a year',
    refund_current: 'Refund of the current plan',
    refund_after: 'Refund of the next plan',
    month: 'For a month',
    year: 'For a year',
    current: 'Current plan',
    after: 'Next plan',
    balances_allow: 'Balances that pay',
    balances_values: 'Balances',
    payment: 'Payment balance',
    bonus: 'Bonus balance',
    profit: 'Profit balance',
  },
  ru: {
    id: 'ID тарифа',
    title: 'Тариф',
    stream_count: 'Потоков',
    size: 'Объём',
    period: 'Период',
    date_start: 'Начало',
    date_end: 'Окончание',
    price: 'Цена',
    discount: 'Скидка',
    refund: 'Возврат',
    total: 'Итого',
    balance: 'Баланс',
    balance_after: 'Баланс после',
    enough: 'Баланса хватает',
    count: 'Потоков',
    amount: 'Сумма',
    sum: 'Цена за период',
    currency: 'Валюта',
    tariff_price_month: 'Цена за месяц',
    tariff_price_year: 'Цена за год',
    refund_current: 'Возврат за текущий тариф',
    refund_after: 'Возврат за следующий тариф',
    month: 'За месяц',
    year: 'За год',
    current: 'Текущий тариф',
    after: 'Следующий тариф',
    balances_allow: 'Какими балансами платить',
    balances_values: 'Балансы',
    payment: 'Основной баланс',
    bonus: 'Бонусный баланс',
    profit: 'Баланс дохода',
  },
  cn: {
    id: '套餐 ID',
    title: '套餐',
    stream_count: '流数量',
    size: '容量',
    period: '周期',
    date_start: '开始',
    date_end: '结束',
    price: '价格',
    discount: '折扣',
    refund: '退款',
    total: '合计',
    balance: '余额',
    balance_after: '购买后余额',
    enough: '余额充足',
    count: '流数量',
    amount: '金额',
    sum: '该周期价格',
    currency: '货币',
    tariff_price_month: '月价格',
    tariff_price_year: '年价格',
    refund_current: '当前套餐退款',
    refund_after: '下一个套餐退款',
    month: '按月',
    year: '按年',
    current: '当前套餐',
    after: '下一个套餐',
    balances_allow: '可用于支付的余额',
    balances_values: '余额',
    payment: '充值余额',
    bonus: '奖励余额',
    profit: '收益余额',
  },
});

export interface FieldLabel {
  label: string;
  /** The description's own words, when the label is ours and they say something more. */
  hint: string | undefined;
  /** The label is the field's name as the service spells it (no words for it anywhere). */
  isName: boolean;
}

/**
 * `more` adds the page's own words (the restream card's, say) to the table. A plan-ID property (`plan_storage_id`)
 * is called what `id` is.
 */
export function fieldLabel(
  name: string,
  schema: Pick<Schema, 'description' | 'title'> | undefined,
  language: Language,
  more: Readonly<Record<string, string>> = {},
): FieldLabel {
  const table = { ...words[language], ...more };
  // Own words only: a described field named `constructor` or `toString` is a name like another.
  const ours = Object.hasOwn(table, name) ? table[name] : /^plan_[a-z]+_id$/.test(name) ? table.id : undefined;
  const described = (schema?.description ?? schema?.title)?.trim() || undefined;
  if (ours !== undefined)
    return {
      label: ours,
      hint: described && described.toLowerCase() !== ours.toLowerCase() ? described : undefined,
      isName: false,
    };
  return described
    ? { label: described, hint: undefined, isName: false }
    : { label: name, hint: undefined, isName: true };
}
