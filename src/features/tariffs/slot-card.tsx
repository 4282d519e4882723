import { skipToken, useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../components/skeleton.tsx';
import { type ReactNode, useId } from 'react';
import { unitIn, useRuntimeConfig } from '../../config/runtime-config.ts';
import { formatAmount } from '../../lib/i18n/format.ts';
import { appMessages, useLanguage } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import {
  type ParsedSlot,
  type SlotField,
  type SlotName,
  type SlotValues,
  hasPlan,
  slotFields,
} from '../../lib/operations/plan-restream/plan-slot.ts';
import { EndDate } from './end-date.tsx';
import { planChanges } from './plan-changes.ts';
import { type PlanLabel, type PlanLabels, planLabelsKey } from './plan-labels.ts';

interface SlotCardProps {
  projectId: number;
  name: SlotName;
  slot: ParsedSlot;
  /** The current slot, for the next card's comparison. */
  current?: ParsedSlot | undefined;
  now: number;
}

/** One plan slot as a labelled region: its values, or an empty state, and the name of any value it cannot show. */
export function SlotCard({ projectId, name, slot, current, now }: SlotCardProps) {
  const t = useMessages(appMessages);
  const language = useLanguage();
  // Filled by what loads below the cards; this observer never asks the service itself.
  const labels = useQuery<PlanLabels>({ queryKey: planLabelsKey('restream', projectId, language), queryFn: skipToken });
  const ended = hasPlan(slot) && slot.values.date_end !== undefined && Date.parse(slot.values.date_end) <= now;
  const label = hasPlan(slot) ? labels.data?.[slot.values.id!] : undefined;
  return (
    <SlotSection name={name}>
      {slot.kind === 'plan' ? (
        <>
          <PlanName label={label} period={slot.period} />
          {ended ? <p className="badge badge-ended">{t.tariff.hasEnded}</p> : null}
          <PlanValues values={slot.values} problems={slot.problems} now={now} />
          {name === 'next' && current && hasPlan(current) ? (
            <Changes current={current.values} next={slot.values} />
          ) : null}
        </>
      ) : (
        <p className="slot-empty">{slot.kind === 'invalid' ? t.tariff.invalidSlot : t.tariff.empty[name]}</p>
      )}
    </SlotSection>
  );
}

/**
 * A plan's name and what it costs for the period it is paid for (else a month), as its kind's plan list gives them:
 * they come after the card, into two lines whose room is kept, so the card does not move when they arrive.
 */
export function PlanName({ label, period }: { label: PlanLabel | undefined; period: unknown }) {
  return (
    <p className="slot-plan">
      {label ? (
        <>
          <span className="slot-plan-title">{label.title}</span>
          <span className="slot-plan-price">{label.prices[period as string] ?? label.prices.month}</span>
        </>
      ) : null}
    </p>
  );
}

function PlanValues({
  values,
  problems,
  now,
}: {
  values: Partial<SlotValues>;
  problems: Partial<Record<SlotField, string>>;
  now: number;
}) {
  const t = useMessages(appMessages);
  const language = useLanguage();
  const { units } = useRuntimeConfig();
  const show = (field: SlotField) => {
    const value = values[field];
    if (value === undefined) {
      // Not sent, or sent in a form this page cannot read (then named below, in the error style).
      return (
        <>
          <span aria-hidden="true">—</span>
          {problems[field] ? null : <span className="not-sent"> {t.tariff.notSent}</span>}
        </>
      );
    }
    switch (field) {
      case 'support_custom_channel':
        return value ? t.tariff.yes : t.tariff.no;
      case 'date_end':
        return <EndDate iso={value as string} now={now} />;
      default:
        return formatAmount(value as number, language, unitIn(units, field, language));
    }
  };
  const broken = slotFields.filter((field) => problems[field]);
  return (
    <>
      <dl className="slot-values">
        {slotFields.map((field) => (
          <div key={field} className={problems[field] ? 'slot-row slot-row-problem' : 'slot-row'}>
            <dt>{t.tariff.fields[field]}</dt>
            <dd>{show(field)}</dd>
          </div>
        ))}
      </dl>
      {broken.length ? (
        <ul className="slot-problems">
          {broken.map((field) => (
            <li key={field}>
              {t.tariff.fieldProblem(
                t.tariff.fields[field],
                t.tariff.problems[problems[field] as keyof typeof t.tariff.problems],
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Changes({ current, next }: { current: Partial<SlotValues>; next: Partial<SlotValues> }) {
  const t = useMessages(appMessages);
  const language = useLanguage();
  const { units } = useRuntimeConfig();
  const changes = planChanges(current, next);
  if (!changes.length) return null;
  return (
    <div className="slot-changes">
      <h3>{t.tariff.changes}</h3>
      <ul>
        {changes.map(({ field, direction, delta }) => {
          const label = t.tariff.fields[field];
          const amount = formatAmount(delta, language, unitIn(units, field, language));
          const text =
            direction === 'same'
              ? t.tariff.same(label)
              : field === 'channel_max'
                ? (direction === 'up' ? t.tariff.more : t.tariff.fewer)(label, amount)
                : (direction === 'up' ? t.tariff.higher : t.tariff.lower)(label, amount);
          return (
            <li key={field} className={`change change-${direction}`}>
              <span aria-hidden="true" className="change-mark">
                {direction === 'up' ? '▲' : direction === 'down' ? '▼' : '='}
              </span>{' '}
              {text}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A slot's card: a region named by its slot, the same box whether it holds the plan, an empty state, or — `busy`,
 * while the plan is on its way — skeleton bars, so nothing moves when the plan lands.
 */
export function SlotSection({ name, busy, children }: { name: SlotName; busy?: boolean; children: ReactNode }) {
  const t = useMessages(appMessages);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy}
      className={`slot-card slot-${name}${name === 'current' ? ' slot-card-primary' : ''}`}
    >
      <h2 id={titleId}>{t.tariff.slots[name]}</h2>
      {children}
    </section>
  );
}

/** The restream card while its plan is on its way: its rows, each with a bar. */
export function SlotCardSkeleton({ name }: { name: SlotName }) {
  const t = useMessages(appMessages);
  return (
    <SlotSection name={name} busy>
      <PlanName label={undefined} period={undefined} />
      <dl className="slot-values">
        {slotFields.map((field) => (
          <div key={field} className="slot-row">
            <dt>{t.tariff.fields[field]}</dt>
            <dd>
              <Skeleton />
              {field === 'date_end' ? <Skeleton short /> : null}
            </dd>
          </div>
        ))}
      </dl>
    </SlotSection>
  );
}
