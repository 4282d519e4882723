import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageError } from '../../../components/page-error.tsx';
import { pageHref } from '../../../config/route-map.ts';
import type { Answered } from '../../../lib/bindings/read.ts';
import { formatMoney } from '../../../lib/i18n/format-money.ts';
import { compareAmounts } from '../../../lib/operations/money/money-values.ts';
import { useLanguage, useMessages } from '../../../lib/i18n/message-table.ts';
import { type CheckFigures, readCheck } from './check-figures.ts';
import { type ManageMessages, manageMessages } from './manage-messages.ts';

/** The balances a buy is paid from, in a sentence: "the main balance". */
export const paidFromText = (figures: CheckFigures, m: ManageMessages) =>
  figures.paidFrom.map((kind) => m.balanceNamed[kind]).join(', ');

/**
 * The check before a buy in words: what is paid now and in which currency, what comes back from the current and the
 * next plan, from which balance and what it holds, and whether it is short. `ofPlan` false: the check is not of the
 * plan chosen, so what it says the buy costs is left out and the plan's own price (`price`) says it.
 */
export function CheckSummary({
  query,
  ofPlan,
  price,
  runs,
  currency,
  projectId,
}: {
  query: UseQueryResult<Answered>;
  ofPlan: boolean;
  price: string | undefined;
  /** What the project has and when, once bought. */
  runs: string | undefined;
  /** The project's currency, where the check names none. */
  currency: string | undefined;
  projectId: number;
}) {
  const m = useMessages(manageMessages);
  const language = useLanguage();
  if (query.isPending) return <p role="status">{m.checking}</p>;
  if (query.isError)
    return <PageError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const figures = readCheck(query.data.body);
  if (!figures) return <p role="alert">{m.checkUnreadable}</p>;
  const money = (amount: string) => formatMoney(amount, language, figures.currency ?? currency);
  const from = paidFromText(figures, m);
  const lines = [
    ofPlan && figures.price !== undefined ? m.priceOfPeriod(money(figures.price)) : undefined,
    !ofPlan && price !== undefined ? m.listPrice(price) : undefined,
    figures.refundCurrent !== undefined ? m.backFromCurrent(money(figures.refundCurrent)) : undefined,
    figures.refundNext !== undefined ? m.backFromNext(money(figures.refundNext)) : undefined,
    from ? m.paidFrom(from) : undefined,
    figures.balance !== undefined ? m.balanceHolds(money(figures.balance)) : undefined,
    runs,
  ].filter((line): line is string => line !== undefined);
  return (
    <section aria-label={m.checkHeading}>
      <h3>{m.checkHeading}</h3>
      {ofPlan && figures.total !== undefined ? (
        <p className="check-total">
          {compareAmounts(figures.total, '0') > 0 ? m.payNow(money(figures.total)) : m.payNothing}
        </p>
      ) : null}
      <ul className="check-words">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {ofPlan && figures.short ? (
        <p role="alert">
          {figures.shortBy !== undefined ? m.shortBy(money(figures.shortBy)) : m.short}{' '}
          <Link to={pageHref('billing', projectId)}>{m.toBilling}</Link>
        </p>
      ) : null}
    </section>
  );
}
