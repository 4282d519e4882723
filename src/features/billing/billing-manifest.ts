import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { projectMoneyRead } from '../../lib/operations/money/project-money-read.ts';
import type { BillingRole } from './billing-props.ts';
import { paySystemsRead } from './first-reads.ts';

// MoneyFlow's designed page, a project's Billing page: its balances, its history, a top-up and a promo code. It binds
// operations of several groups by the document's names (the real kind's summaries are known aliases); what the page
// sends by itself must be a read.

export const billingManifest: PageManifest<BillingRole> = {
  group: groupOf('billing'),
  bindings: {
    history: { name: 'Transaction list for frontend', read: true },
    info: { name: { group: 'UserProject', name: 'Get project full info' }, read: true },
    paySystems: { name: { group: 'Pay system', name: 'Load available pay systems' }, read: true },
    // A top-up: only an operation whose body takes the project, the kind of payment and its amount is bound.
    createPayment: {
      name: { group: 'Payment', name: 'Create payment item' },
      sends: { project_id: 'number', type: 'string', amount: 'number' },
    },
    paymentStatus: { name: { group: 'Payment', name: 'get payment status' }, read: true },
    promoCheck: { name: { group: 'Promo', name: 'Check code' }, read: true },
    // A GET that changes the balance: sent only after the user confirms (the write asks first for such a GET).
    promoApply: { group: 'Promo', name: 'Apply code' },
  },
  // The balances and the ways to top up, at the top of the page: read while the page's code loads, so they are drawn
  // with it rather than moving what is below them when they land (the very reads of balances.tsx and top-up.tsx).
  readsAhead: { info: projectMoneyRead, paySystems: paySystemsRead },
};
