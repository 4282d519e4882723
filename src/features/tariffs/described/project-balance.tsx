import type { Binding } from '../../../lib/bindings/bind.ts';
import { useRead } from '../../../lib/bindings/read.ts';
import { formatMoney } from '../../../lib/i18n/format-money.ts';
import { useLanguage, useMessages } from '../../../lib/i18n/message-table.ts';
import { projectMoneyRead } from '../../../lib/operations/money/project-money-read.ts';
import { manageMessages } from './manage-messages.ts';

/**
 * The project's balances in one line, beside what a buy costs: what the buy takes from, as the service gives it. A
 * read that fails or does not fit shows nothing here — the dialog's own reads say what went wrong with the buy.
 */
export function ProjectBalance({ binding, projectId }: { binding: Binding; projectId: number }) {
  const m = useMessages(manageMessages);
  const language = useLanguage();
  const money = useRead(projectMoneyRead, binding, projectId, { quiet: true });
  if (!money.isSuccess || !money.data.balances.length) return null;
  const { balances, currency } = money.data;
  const list = balances
    .map(({ kind, amount }) => `${m.balanceKinds[kind]} ${formatMoney(amount, language, currency)}`)
    .join(', ');
  return <p className="tariff-balance">{m.balances(list)}</p>;
}
