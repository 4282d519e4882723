import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { projectMoneyRead } from '../../lib/operations/money/project-money-read.ts';
import type { BillingRole } from './billing-props.ts';
import { paySystemsRead } from '../../lib/operations/money/pay-systems.ts';
import {
  moneyFlowList,
  paymentStatusRead,
  promoCheckRead,
  transactionsList,
} from '../../lib/operations/money/money-reads.ts';

// MoneyFlow's designed page, a project's Billing page: its balances, its history, a top-up and a promo code. It binds
// operations of several groups by the document's names (the real kind's summaries are known aliases); what the page
// sends by itself must be a read.

export const billingManifest: PageManifest<BillingRole> = {
  group: groupOf('billing'),
  bindings: {
    history: moneyFlowList.binding,
    // The project's payments by every way (the Transactions group's list, of the same summary as the history's).
    transactions: transactionsList.binding,
    info: projectMoneyRead.binding,
    paySystems: paySystemsRead.binding,
    // A top-up: only an operation whose body takes the project, the kind of payment and its amount is bound.
    createPayment: {
      name: { group: 'Payment', name: 'Create payment item' },
      sends: { project_id: 'number', type: 'string', amount: 'number' },
    },
    paymentStatus: paymentStatusRead.binding,
    promoCheck: promoCheckRead.binding,
    // A GET that changes the balance: sent only after the user confirms (the write asks first for such a GET).
    promoApply: { group: 'Promo', name: 'Apply code' },
  },
  // The balances and the ways to top up, at the top of the page: read while the page's code loads, so they are drawn
  // with it rather than moving what is below them when they land (the very reads of balances.tsx and top-up.tsx).
  firstReads: { info: projectMoneyRead, paySystems: paySystemsRead },
};
