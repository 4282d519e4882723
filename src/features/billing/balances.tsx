import { type ReactNode, useId } from 'react';
import { ReadPart } from '../../components/read-part.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { formatMoney } from '../../lib/i18n/format-money.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import type { BalanceKind } from '../../lib/operations/money/project-money.ts';
import { billingMessages } from './billing-messages.ts';
import { declaredBalances } from './model/balance-room.ts';
import { projectMoneyRead } from '../../lib/operations/money/project-money-read.ts';

/** The project's balances as the service gives them, each with the currency it names. */
export function Balances({ projectId, info }: { projectId: number; info: Bound }) {
  const m = useMessages(billingMessages);
  const language = useLanguage();
  const titleId = useId();
  const money = useRead(projectMoneyRead, info, projectId);
  const declared = isBound(info) ? declaredBalances(info.answer) : undefined;
  return (
    <section className="card billing-balances" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.balances.title}</h2>
      <ReadPart
        bound={info}
        query={money}
        pending={declared ? <Figures kinds={declared} figure={() => <Skeleton line />} /> : undefined}
      >
        {({ balances, currency }) => (
          <Figures
            kinds={balances.map(({ kind }) => kind)}
            figure={(index) => formatMoney(balances[index]!.amount, language, currency)}
          />
        )}
      </ReadPart>
    </section>
  );
}

/** Each balance's term and its figure: the same lines whether the figure is read or its place is held. */
function Figures({ kinds, figure }: { kinds: readonly BalanceKind[]; figure: (index: number) => ReactNode }) {
  const m = useMessages(billingMessages);
  return (
    <dl className="billing-figures">
      {kinds.map((kind, index) => (
        <div key={kind}>
          <dt>{m.balances.kinds[kind]}</dt>
          <dd>{figure(index)}</dd>
        </div>
      ))}
    </dl>
  );
}
