import { useId } from 'react';
import { useUnits } from '../../../config/units.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { type Language, locales } from '../../../lib/i18n/languages.ts';
import { useLanguage, useMessages } from '../../../lib/i18n/message-table.ts';
import { type ManageMessages, manageMessages } from './manage-messages.ts';
import { PERIODS, type Period } from './periods.ts';
import { discounts } from './plan-labels-read.ts';
import type { TariffOption } from './tariff-list.ts';
import './checkout.css';

/** A plan as its card offers it: its name, its price for each period, its discounts and what it allows. */
export interface PlanChoice {
  option: TariffOption;
  /** Its price written out for each period its list gives: "790 ₽ a month". */
  prices: Readonly<Partial<Record<Period, string>>>;
  current: boolean;
}

/** A limit the page has words for, with the deployment's unit where it names one. */
function limitsOf(
  item: Readonly<Record<string, unknown>>,
  words: ManageMessages['limits'],
  language: Language,
  units: Readonly<Record<string, string>>,
) {
  return Object.keys(words).flatMap((name) => {
    const value = item[name];
    const text =
      typeof value === 'number' && Number.isFinite(value)
        ? [formatNumber(value, language), units[name]].filter(Boolean).join('\u00a0')
        : typeof value === 'string' && value.trim()
          ? value
          : undefined;
    return text === undefined ? [] : [{ name, label: words[name]!, text }];
  });
}

/**
 * The plans side by side, one to choose: each card names its plan, its prices with the currency, the discount for
 * paying a period at once as a percentage, what it allows in the deployment's units, and marks the current one.
 */
export function PlanChoices({
  choices,
  fallbackDiscount,
  chosen,
  onChoose,
}: {
  choices: readonly PlanChoice[];
  /** The kind's discount, for plans whose list item gives none of its own. */
  fallbackDiscount: unknown;
  chosen: string;
  onChoose: (id: string) => void;
}) {
  const m = useMessages(manageMessages);
  const language = useLanguage();
  const units = useUnits();
  const percentText = new Intl.NumberFormat(locales[language], { style: 'percent', maximumFractionDigits: 2 });
  const name = useId();
  return (
    <fieldset className="plan-choices">
      <legend>{m.plans}</legend>
      <div className="plan-choices-grid">
        {choices.map(({ option, prices, current }) => {
          const id = String(option.id);
          const own = discounts(option.item.discount);
          const off = Object.keys(own).length ? own : discounts(fallbackDiscount);
          return (
            <PlanCard
              key={id}
              group={name}
              id={id}
              title={option.title}
              prices={PERIODS.flatMap((period) => (prices[period] ? [prices[period]] : []))}
              offs={PERIODS.flatMap((period) => {
                const percent = off[period];
                return percent === undefined ? [] : [m.discountOff[period](percentText.format(percent / 100))];
              })}
              limits={limitsOf(option.item, m.limits, language, units)}
              current={current}
              checked={chosen === id}
              onChoose={onChoose}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

function PlanCard({
  group,
  id,
  title,
  prices,
  offs,
  limits,
  current,
  checked,
  onChoose,
}: {
  group: string;
  id: string;
  title: string;
  prices: readonly string[];
  offs: readonly string[];
  limits: readonly { name: string; label: string; text: string }[];
  current: boolean;
  checked: boolean;
  onChoose: (id: string) => void;
}) {
  const m = useMessages(manageMessages);
  const titleId = useId();
  const detailsId = useId();
  return (
    <label className={checked ? 'plan-choice plan-choice-chosen' : 'plan-choice'}>
      <input
        type="radio"
        name={group}
        value={id}
        checked={checked}
        onChange={() => onChoose(id)}
        aria-labelledby={titleId}
        aria-describedby={detailsId}
      />
      <span className="plan-choice-title" id={titleId}>
        {title}
      </span>
      <span id={detailsId} className="plan-choice-details">
        {current ? <span className="plan-choice-current">{m.currentPlan}</span> : null}
        {prices.map((price) => (
          <span key={price} className="plan-choice-price">
            {price}
          </span>
        ))}
        {offs.map((off) => (
          <span key={off} className="plan-choice-off">
            {off}
          </span>
        ))}
        {limits.map((limit) => (
          <span key={limit.name} className="plan-choice-limit">
            {limit.label}: {limit.text}
          </span>
        ))}
      </span>
    </label>
  );
}
