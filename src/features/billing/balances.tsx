import { useId } from 'react';
import { ReadPart } from '../../components/read-part.tsx';
import type { Bound } from '../../lib/bindings/bind.ts';
import { useBoundRead } from '../../lib/bindings/read.ts';
import { formatMoney } from '../../lib/i18n/format-money.ts';
import { useLanguage } from '../../lib/i18n/message-table.ts';
import type { BillingMessages } from './billing-messages.ts';
import { readProjectMoney } from '../../lib/operations/money/project-money.ts';

/** The project's balances as the service gives them, each with the currency it names. */
export function Balances({ projectId, info, m }: { projectId: number; info: Bound; m: BillingMessages }) {
  const language = useLanguage();
  const titleId = useId();
  const money = useBoundRead(info, { project_id: String(projectId) }, (body) => readProjectMoney(body));
  return (
    <section className="billing-card billing-balances" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.balances.title}</h2>
      <ReadPart bound={info} query={money}>
        {({ balances, currency }) => (
          <>
            <dl className="billing-figures">
              {balances.map(({ kind, amount }) => (
                <div key={kind}>
                  <dt>{m.balances.kinds[kind]}</dt>
                  <dd>{formatMoney(amount, language, currency)}</dd>
                </div>
              ))}
            </dl>
            {currency === undefined ? <p className="hint">{m.balances.noCurrency}</p> : null}
          </>
        )}
      </ReadPart>
    </section>
  );
}
