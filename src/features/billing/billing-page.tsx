import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { OperationsLink } from '../../components/operations-link.tsx';
import { ProjectName } from '../../components/project-name.tsx';
import { hasLanded } from '../../components/read-part.tsx';
import { useAfterFirstPaint } from '../../components/use-after-first-paint.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { pageHref } from '../../config/route-map.ts';
import { isBound } from '../../lib/bindings/bind.ts';
import { staleGroups } from '../../lib/bindings/stale.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { Balances } from './balances.tsx';
import { billingMessages } from './billing-messages.ts';
import type { BillingProps } from './billing-props.ts';
import { History } from './history.tsx';
import { PromoCode } from './promo-code.tsx';
import { TopUp, useTopUpSystems } from './top-up.tsx';
import { Transactions } from './transactions.tsx';
import './billing.css';

/**
 * A project's Billing page: the balances the service gives, a top-up and a promo code, and the history of what was
 * charged and added. Each part binds the document's names to the deployment's description; a part whose operation is
 * not described says so in one line and the rest works.
 */
export function BillingPage({ projectId, fallback, bound, operationsHref, description }: BillingProps) {
  const m = useMessages(billingMessages);
  usePageTitle(m.title);
  if (projectId === null) return <>{fallback}</>;
  return (
    <ProjectBilling projectId={projectId} bound={bound} operationsHref={operationsHref} description={description} />
  );
}

function ProjectBilling({
  projectId,
  bound,
  operationsHref,
  description,
}: Pick<BillingProps, 'bound' | 'operationsHref' | 'description'> & { projectId: number }) {
  const m = useMessages(billingMessages);
  const t = useMessages(appMessages);
  const client = useQueryClient();
  const systems = useTopUpSystems(projectId, bound.paySystems, bound.createPayment);
  // How many ways to pay there are is known only once they are read, so what follows the top-up in the page's flow
  // (the promo code, below it on a phone; the history, on every screen) is drawn once they are in: they land with
  // nothing under them to move. The balances hold their room while they are read.
  const topUpIn = !isBound(bound.createPayment) || hasLanded(bound.paySystems, systems);
  // The history (a read of its own, and the longest part) is mounted a frame after the balances and the top-up.
  const historyDue = useAfterFirstPaint();
  // A payment the service now says settled: the balance and the history are its to show, read again.
  const readMoneyAgain = () => {
    void staleGroups(client, [bound.info.group, bound.history.group, bound.transactions.group]);
  };
  return (
    <div className="billing-page">
      <header className="billing-header">
        <h1>{m.title}</h1>
        <p className="billing-links">
          <Link to={pageHref('restream', projectId)}>{m.toTariffs}</Link>
          <OperationsLink to={operationsHref} />
        </p>
        <p className="billing-project">
          <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
        </p>
      </header>
      <div className="billing-grid">
        <Balances projectId={projectId} info={bound.info} />
        <TopUp
          projectId={projectId}
          paySystems={bound.paySystems}
          systems={systems}
          createPayment={bound.createPayment}
          paymentStatus={bound.paymentStatus}
          description={description}
          onSettled={readMoneyAgain}
        />
        {topUpIn ? <PromoCode projectId={projectId} check={bound.promoCheck} apply={bound.promoApply} /> : null}
      </div>
      {topUpIn && historyDue ? (
        <History
          projectId={projectId}
          history={bound.history}
          after={<Transactions projectId={projectId} transactions={bound.transactions} info={bound.info} />}
        />
      ) : null}
    </div>
  );
}
