import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProjectName } from '../../components/project-name.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { paths } from '../../config/paths.ts';
import { staleGroups } from '../../lib/bindings/stale.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { Balances } from './balances.tsx';
import { billingMessages } from './billing-messages.ts';
import type { BillingProps } from './billing-props.ts';
import { History } from './history.tsx';
import { PromoCode } from './promo-code.tsx';
import { TopUp } from './top-up.tsx';
import './billing.css';

/**
 * A project's Billing page: the balances the service gives, a top-up and a promo code, and the history of what was
 * charged and added. Each part binds the document's names to the deployment's description; a part whose operation is
 * not described says so in one line and the rest works.
 */
export function BillingPage({ projectId, fallback, below, bound }: BillingProps) {
  const m = useMessages(billingMessages);
  const t = useMessages(appMessages);
  const client = useQueryClient();
  usePageTitle(m.title);
  if (projectId === null) return <>{fallback}</>;
  // A payment the service now says settled: the balance and the history are its to show, read again.
  const readMoneyAgain = () => {
    void staleGroups(client, [bound.info.group, bound.history.group]);
  };
  return (
    <div className="billing-page">
      <header className="billing-header">
        <div>
          <h1>{m.title}</h1>
          <p className="billing-project">
            <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
          </p>
        </div>
        <Link to={paths.tariff(projectId)}>{m.toTariffs}</Link>
      </header>
      <div className="billing-grid">
        <Balances projectId={projectId} info={bound.info} m={m} />
        <TopUp
          projectId={projectId}
          paySystems={bound.paySystems}
          createPayment={bound.createPayment}
          paymentStatus={bound.paymentStatus}
          onSettled={readMoneyAgain}
          m={m}
        />
        <PromoCode projectId={projectId} check={bound.promoCheck} apply={bound.promoApply} m={m} />
      </div>
      <History projectId={projectId} history={bound.history} m={m} />
      {below}
    </div>
  );
}
