import { type RefObject, useId } from 'react';
import { ReadPart, hasLanded } from '../../components/read-part.tsx';
import { useShowMore } from '../../components/use-show-more.tsx';
import { type Binding, type Bound, isBound } from '../../lib/bindings/bind.ts';
import { usePagedList } from '../../lib/bindings/pages.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { formatMoney } from '../../lib/i18n/format-money.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { transactionsList } from '../../lib/operations/money/money-reads.ts';
import { projectMoneyRead } from '../../lib/operations/money/project-money-read.ts';
import type { Transaction } from '../../lib/operations/money/transactions.ts';
import { billingMessages } from './billing-messages.ts';
import { DateCell } from './date-cell.tsx';
import { MoneyTable } from './money-table.tsx';

/** Payments a page, as the service returns them; Show more reads the next from where these end. */
const PAGE_SIZE = 5;

const wordOf = <K extends string>(words: Readonly<Record<K, string>>, key: string | undefined): string | undefined =>
  key !== undefined && Object.hasOwn(words, key) ? words[key as K] : key;

/**
 * The project's payments by every way, whatever became of them, as the service pages them (newest first in the
 * contract API; the real kind takes no order): when, what (its kind in words, the way it was paid), how much with its
 * currency, and where it is. Drawn where the deployment describes the list; nothing at all where it does not.
 */
export function Transactions({
  projectId,
  transactions,
  info,
}: {
  projectId: number;
  transactions: Bound;
  info: Bound;
}) {
  // The list names no currency: its entries are in the project's, which the balances' read gives (the same query).
  // Drawn once that is in, last on the page: an amount gaining its currency later would widen its column.
  const money = useRead(projectMoneyRead, info, projectId);
  if (!isBound(transactions) || !hasLanded(info, money)) return null;
  return <TransactionList projectId={projectId} binding={transactions} currency={money.data?.currency} />;
}

function TransactionList({
  projectId,
  binding,
  currency,
}: {
  projectId: number;
  binding: Binding;
  currency: string | undefined;
}) {
  const m = useMessages(billingMessages);
  const titleId = useId();
  const pages = usePagedList(transactionsList, binding, projectId, { size: PAGE_SIZE });
  const more = useShowMore<HTMLDivElement>(pages, 'tbody tr', m.transactions.showMore);
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.transactions.title}</h2>
      <ReadPart bound={binding} query={pages}>
        {() =>
          pages.items.length === 0 ? (
            <p>{m.transactions.empty}</p>
          ) : (
            <Rows entries={pages.items} currency={currency} list={more.list} />
          )
        }
      </ReadPart>
      {more.button}
    </section>
  );
}

function Rows({
  entries,
  currency,
  list,
}: {
  entries: readonly Transaction[];
  currency: string | undefined;
  list: RefObject<HTMLDivElement | null>;
}) {
  const m = useMessages(billingMessages);
  const language = useLanguage();
  const t = m.transactions;
  return (
    <MoneyTable
      title={t.title}
      head={[{ title: t.date }, { title: t.what }, { title: t.amount, figures: true }, { title: t.status }]}
      list={list}
    >
      {entries.map((entry) => (
        <tr key={entry.id} tabIndex={-1}>
          <DateCell date={entry.date} />
          <td>
            {wordOf(t.kinds, entry.payout ? 'payout' : entry.type) ?? '—'}
            {entry.way ? <span className="billing-detail">{entry.way}</span> : null}
          </td>
          <td className="billing-number">{formatMoney(entry.sum, language, entry.currency ?? currency)}</td>
          <td>{wordOf(t.statuses, entry.status) ?? '—'}</td>
        </tr>
      ))}
    </MoneyTable>
  );
}
