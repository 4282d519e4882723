import { Skeleton } from '../../../components/skeleton.tsx';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { appMessages, useLanguage } from '../../../lib/i18n/i18n.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import type { SlotName } from '../../../lib/operations/plan-restream/plan-slot.ts';
import { EndDate } from '../end-date.tsx';
import { PlanName, SlotSection } from '../slot-card.tsx';
import type { PlanLabels } from '../plan-labels.ts';
import { useUnits } from '../../../config/units.ts';
import { exactNumber } from './exact-number.ts';
import { fieldLabel } from './field-labels.ts';
import { manageMessages } from './manage-messages.ts';
import { type DescribedField, type DescribedSlot, type FieldValue, isDateField } from './slot-schema.ts';

/** What a plan item carries that its card says otherwise: its name and period on the name line, renewal apart. */
const saidOtherwise = new Set(['title', 'type', 'period', 'prolongation']);

/** One described slot, laid out as the restream card is: its fields as the description names them. */
export function DescribedSlotCard({
  name,
  fields: allFields,
  slot,
  labels,
  now,
}: {
  name: SlotName;
  fields: readonly DescribedField[];
  slot: DescribedSlot;
  /** The kind's plans named and priced by its list, once read. */
  labels: PlanLabels | undefined;
  now: number;
}) {
  const m = useMessages(manageMessages);
  const t = useMessages(appMessages);
  const language = useLanguage();
  const units = useUnits();
  const fields = allFields.filter((field) => !saidOtherwise.has(field.name));
  const label = (field: DescribedField) => fieldLabel(field.name, field.schema, language, t.tariff.fields);
  const show = (field: DescribedField, value: FieldValue) => {
    if (typeof value === 'boolean') return value ? t.tariff.yes : t.tariff.no;
    if (typeof value === 'number') {
      const unit = units[field.name];
      return unit ? `${exactNumber(value, language)}\u00a0${unit}` : exactNumber(value, language);
    }
    if (isDateField(field) && !Number.isNaN(Date.parse(value))) {
      return field.name === 'date_end' ? (
        <EndDate iso={value} now={now} />
      ) : (
        <time dateTime={value}>{formatDateTime(value, language)}</time>
      );
    }
    return value;
  };
  const problemText = (problem: string) =>
    (t.tariff.problems as Record<string, string>)[problem] ??
    (m.problems as Record<string, string>)[problem] ??
    problem;
  const plan = slot.kind === 'plan' ? slot : undefined;
  const id = plan?.values.id;
  const title = plan?.values.title;
  // The list's name and price; where the list does not name it, the item's own name.
  const named =
    (id !== undefined ? labels?.[String(id)] : undefined) ??
    (typeof title === 'string' && title.trim() ? { title, prices: {} } : undefined);
  const broken = plan ? fields.filter((field) => plan.problems[field.name]) : [];
  return (
    <SlotSection name={name}>
      {plan ? (
        <>
          <PlanName label={named} period={plan.values.period} />
          <dl className="slot-values">
            {fields.map((field) => {
              const { label: text, hint } = label(field);
              const value = plan.values[field.name];
              return (
                <div key={field.name} className={plan.problems[field.name] ? 'slot-row slot-row-problem' : 'slot-row'}>
                  <dt>
                    {text}
                    {hint ? <span className="field-hint">{hint}</span> : null}
                  </dt>
                  <dd>
                    {value !== undefined ? (
                      show(field, value)
                    ) : plan.problems[field.name] ? (
                      <span aria-hidden="true">—</span>
                    ) : (
                      <>
                        <span aria-hidden="true">—</span> <span className="not-sent">{t.tariff.notSent}</span>
                      </>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
          {broken.length ? (
            <ul className="slot-problems">
              {broken.map((field) => (
                <li key={field.name}>
                  {t.tariff.fieldProblem(label(field).label, problemText(plan.problems[field.name]!))}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="slot-empty">{slot.kind === 'invalid' ? t.tariff.invalidSlot : t.tariff.empty[name]}</p>
      )}
    </SlotSection>
  );
}

/** While the plan is on its way: the card's place and title, and two bars (its rows are the description's). */
export function DescribedSlotSkeleton({ name }: { name: SlotName }) {
  return (
    <SlotSection name={name} busy>
      <PlanName label={undefined} period={undefined} />
      <Skeleton />
      <Skeleton short />
    </SlotSection>
  );
}
