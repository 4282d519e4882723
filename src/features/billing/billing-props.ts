import type { GroupPageProps } from '../../lib/bindings/group-page.ts';

/** What the Billing page binds, by role (its manifest, billing-manifest.ts, names each). */
export type BillingRole =
  'history' | 'info' | 'paySystems' | 'createPayment' | 'paymentStatus' | 'promoCheck' | 'promoApply';

export type BillingProps = GroupPageProps<BillingRole>;
