import type { PageProps } from '../../lib/bindings/manifest.ts';

/** What the Billing page binds, by role (its manifest, billing-manifest.ts, names each). */
export type BillingRole =
  'history' | 'transactions' | 'info' | 'paySystems' | 'createPayment' | 'paymentStatus' | 'promoCheck' | 'promoApply';

export type BillingProps = PageProps<BillingRole>;
