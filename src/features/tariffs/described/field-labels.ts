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
  const ours = table[name] ?? (/^plan_[a-z]+_id$/.test(name) ? table.id : undefined);
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
