import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type Binding, type Bound, isBound } from '../../../lib/bindings/bind.ts';
import type { OperationInput } from '../../../lib/bindings/inputs.ts';
import { formatMoney } from '../../../lib/i18n/format-money.ts';
import type { Language } from '../../../lib/i18n/languages.ts';
import { useLanguage } from '../../../lib/i18n/message-table.ts';
import { amountOf } from '../../../lib/operations/money/money-values.ts';
import { projectMoneyRead } from '../../../lib/operations/money/project-money-read.ts';
import { isJson } from '../../../lib/service-description/description.ts';
import { primaryType } from '../../../lib/service-description/schema.ts';
import { useUnits } from '../../../config/units.ts';
import { type PlanLabels, planLabelsKey } from '../plan-labels.ts';
import { planIdOf } from './kind-operations.ts';
import type { ManageMessages } from './manage-messages.ts';
import { useRead } from '../../../lib/bindings/read.ts';
import { tariffReads } from '../../../lib/operations/tariffs/tariff-reads.ts';
import { type TariffOption, readTariffList } from './tariff-list.ts';
import { PERIODS, type Period } from './periods.ts';
import type { TariffRole } from './tariff-kinds.ts';

/** A plan's price for each period its list item gives: `price: {month, year}`, else `price_<currency>` a month. */
export function planPrices(item: Readonly<Record<string, unknown>>, currency: string | undefined) {
  const prices: Partial<Record<Period, string>> = {};
  if (isJson(item.price)) {
    for (const period of PERIODS) {
      const amount = amountOf(item.price[period]);
      if (amount !== undefined) prices[period] = amount;
    }
  } else if (currency !== undefined) {
    const amount = amountOf(item[`price_${currency.toLowerCase()}`]);
    if (amount !== undefined) prices.month = amount;
  }
  return prices;
}

/** The discount for each period as a percentage, where the item (or the kind's discount read) gives one above 0. */
export function discounts(value: unknown): Partial<Record<Period, number>> {
  const found: Partial<Record<Period, number>> = {};
  if (!isJson(value)) return found;
  for (const period of PERIODS) {
    const percent = value[period];
    if (typeof percent === 'number' && percent > 0 && percent < 100) found[period] = percent;
  }
  return found;
}

/** What the buy of a kind counts its plan in besides the plan (transcoders, gigabytes): its other number input. */
export function quantityOf(buy: Binding | undefined): OperationInput | undefined {
  if (!buy) return undefined;
  const planId = planIdOf(buy);
  return buy.inputs.find(
    (input) =>
      input !== planId &&
      input.name !== 'project_id' &&
      (primaryType(input.schema) === 'integer' || primaryType(input.schema) === 'number'),
  );
}

/** A price in words: "790 ₽ a month", "2 ₽ a month per GB", "250 ₽ a month each". */
export function priceText(
  amount: string,
  period: Period,
  currency: string | undefined,
  language: Language,
  m: ManageMessages,
  per: { unit: string | undefined } | undefined,
): string {
  const text = m.pricePer[period](formatMoney(amount, language, currency));
  return per ? (per.unit ? m.perUnit(text, per.unit) : m.each(text)) : text;
}

export function planLabels(
  options: readonly TariffOption[],
  currency: string | undefined,
  language: Language,
  m: ManageMessages,
  per: { unit: string | undefined } | undefined,
): PlanLabels {
  const labels: Record<string, { title: string; prices: Record<string, string> }> = {};
  for (const option of options) {
    const prices = planPrices(option.item, currency);
    labels[String(option.id)] = {
      title: option.title,
      prices: Object.fromEntries(
        PERIODS.flatMap((period) => {
          const amount = prices[period];
          return amount === undefined ? [] : [[period, priceText(amount, period, currency, language, m, per)]];
        }),
      ),
    };
  }
  return labels;
}

/**
 * The kind's plans by ID, named and priced as its plan list gives them, in the project's currency; undefined until
 * the list is read (or when it is not described). Put in the cache under the kind's key for the cards that read it
 * from there (the restream cards, which load before this).
 */
export function usePlanLabels(
  kind: keyof typeof tariffReads,
  projectId: number,
  bound: Readonly<Record<TariffRole, Bound>>,
  m: ManageMessages,
  /** Read only once the cards they name are drawn. */
  enabled = true,
) {
  const language = useLanguage();
  const units = useUnits();
  const queryClient = useQueryClient();
  // Beside the page's own read: a failure leaves the names out and raises no banner. Kept as answered, as the
  // dialog that changes the plan reads the same list.
  const list = useRead(tariffReads[kind].list, bound.list, projectId, {
    quiet: true,
    staleTime: Infinity,
    retry: false,
    enabled,
  });
  const money = useRead(projectMoneyRead, bound.balance, projectId, { quiet: true, enabled });
  const currency = money.data?.currency;
  const moneySettled = !isBound(bound.balance) || !money.isPending;
  const buy = isBound(bound.buy) ? bound.buy : undefined;
  const labels = useMemo(() => {
    if (!list.isSuccess || !moneySettled) return undefined;
    const read = readTariffList(list.data.body, buy && planIdOf(buy)?.name);
    if ('problem' in read) return undefined;
    const quantity = quantityOf(buy);
    return planLabels(read.options, currency, language, m, quantity && { unit: units[quantity.name] });
  }, [list.isSuccess, list.data, moneySettled, currency, language, m, buy, units]);
  useEffect(() => {
    if (labels) queryClient.setQueryData(planLabelsKey(kind, projectId, language), labels);
  }, [labels, kind, projectId, language, queryClient]);
  return labels;
}
