import { type ReactNode, type RefObject, useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart, hasLanded } from '../../components/read-part.tsx';
import { useShowMore } from '../../components/use-show-more.tsx';
import { type Binding, type Bound, isBound } from '../../lib/bindings/bind.ts';
import { formatShortDate } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/i18n/format-money.ts';
import { isNegative } from '../../lib/operations/money/money-values.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { listShape } from '../../lib/service-description/list-page.ts';
import { billingMessages } from './billing-messages.ts';
import { DateCell } from './date-cell.tsx';
import { MoneyTable } from './money-table.tsx';
import { kindWord, moneyFlowKinds } from './money-flow-kinds.ts';
import { type MoneyFlowEntry, describedKinds } from '../../lib/operations/money/money-flow.ts';
import { moneyFlowList } from '../../lib/operations/money/money-reads.ts';
import { type HistoryFilters, NO_FILTERS, filterValues, filtersOffered } from './model/history-filters.ts';
import { usePagedList } from '../../lib/bindings/pages.ts';

/** Entries a page, as the service returns them; Show more reads the next from where these end. */
const PAGE_SIZE = 20;

interface HistoryProps {
  projectId: number;
  history: Bound;
  /** What follows the history on the page, drawn once its first page is in: it lands with nothing under it to move. */
  after?: ReactNode;
}

/**
 * What was charged and added, a page at a time, with the filters the operation takes (kind, dates) sent to the service:
 * nothing is filtered or paged on this side, so what shows is what the service says of the whole history.
 */
export function History({ projectId, history, after }: HistoryProps) {
  if (isBound(history)) return <HistoryList projectId={projectId} binding={history} after={after} />;
  return (
    <>
      <HistorySection>
        <PartNote part={history} />
      </HistorySection>
      {after}
    </>
  );
}

function HistorySection({ children }: { children: ReactNode }) {
  const m = useMessages(billingMessages);
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.history.title}</h2>
      {children}
    </section>
  );
}

function HistoryList({ projectId, binding, after }: Omit<HistoryProps, 'history'> & { binding: Binding }) {
  const m = useMessages(billingMessages);
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  const pages = usePagedList(
    moneyFlowList,
    binding,
    { projectId, filters: filterValues(filters) },
    { size: PAGE_SIZE },
  );
  const entries = pages.items;
  const filtered = Object.keys(filterValues(filters)).length > 0;
  // The reader goes on from the first entry Show more brought.
  const more = useShowMore<HTMLDivElement>(pages, 'tbody tr', m.history.showMore);
  return (
    <>
      <HistorySection>
        <Filters binding={binding} filters={filters} onChange={setFilters} />
        <ReadPart bound={binding} query={pages}>
          {() =>
            entries.length === 0 ? (
              <p>
                {filtered ? m.history.emptyFiltered : m.history.empty}{' '}
                {filtered ? (
                  <Button variant="quiet" onClick={() => setFilters(NO_FILTERS)}>
                    {m.history.clear}
                  </Button>
                ) : null}
              </p>
            ) : (
              <Entries entries={entries} list={more.list} />
            )
          }
        </ReadPart>
        {more.button}
      </HistorySection>
      {hasLanded(binding, pages) ? after : null}
    </>
  );
}

function Filters({
  binding,
  filters,
  onChange,
}: {
  binding: Binding;
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
}) {
  const m = useMessages(billingMessages);
  const words = useMessages(moneyFlowKinds);
  const id = useId();
  const offered = filtersOffered(binding.details.parameters);
  const kinds = describedKinds(offered.kind, listShape(binding.answer)?.itemSchema);
  if (!(offered.kind && kinds.length) && !offered.from && !offered.to) return null;
  const set = (change: Partial<HistoryFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="billing-filters">
      {offered.kind && kinds.length ? (
        <div className="field">
          <label htmlFor={`${id}-kind`}>{m.history.kind}</label>
          <select id={`${id}-kind`} value={filters.kind} onChange={(event) => set({ kind: event.target.value })}>
            <option value="">{m.history.allKinds}</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindWord(words, kind)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {offered.from ? (
        <DayField
          id={`${id}-from`}
          label={m.history.from}
          value={filters.from}
          max={filters.to}
          onChange={(from) => set({ from })}
        />
      ) : null}
      {offered.to ? (
        <DayField
          id={`${id}-to`}
          label={m.history.to}
          value={filters.to}
          min={filters.from}
          onChange={(to) => set({ to })}
        />
      ) : null}
    </div>
  );
}

function DayField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function Entries({ entries, list }: { entries: readonly MoneyFlowEntry[]; list: RefObject<HTMLDivElement | null> }) {
  const m = useMessages(billingMessages);
  const language = useLanguage();
  const words = useMessages(moneyFlowKinds);
  return (
    <MoneyTable
      title={m.history.title}
      head={[
        { title: m.history.date },
        { title: m.history.what },
        { title: m.history.amount, figures: true },
        { title: m.history.balanceAfter, figures: true },
      ]}
      list={list}
    >
      {entries.map((entry) => (
        <tr key={entry.id} tabIndex={-1}>
          <DateCell date={entry.date} />
          <td>
            {entry.type ? kindWord(words, entry.type) : '—'}
            {entry.title ? (
              <span className="billing-detail">
                {entry.title}
                {entry.until ? ` · ${m.history.until(formatShortDate(entry.until.toISOString(), language))}` : ''}
              </span>
            ) : null}
          </td>
          <td className={isNegative(entry.amount) ? 'billing-number money-out' : 'billing-number money-in'}>
            {formatMoney(entry.amount, language, entry.currency, true)}
          </td>
          <td className="billing-number" data-label={m.history.balanceAfter}>
            {entry.balanceAfter === undefined ? '—' : formatMoney(entry.balanceAfter, language, entry.currency)}
          </td>
        </tr>
      ))}
    </MoneyTable>
  );
}
