import { billingManifest } from '../../features/billing/billing-manifest.ts';
import { BillingPage } from '../../features/billing/billing-page.tsx';
import { DesignedPage } from '../designed-page.tsx';

/** A project's Billing page (the route map's `billing`). */
export function Component() {
  return <DesignedPage manifest={billingManifest} view={BillingPage} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';
