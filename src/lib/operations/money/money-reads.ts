import type { NamedValues } from '../../bindings/call.ts';
import { projectValues } from '../../bindings/call.ts';
import { byItems, defineList } from '../../bindings/pages.ts';
import { defineRead } from '../../bindings/read.ts';
import { readMoneyFlowEntry } from './money-flow.ts';
import { readPaymentStatus } from './payment.ts';
import { readPromoCode } from './promo.ts';
import { readTransaction } from './transactions.ts';

// Billing's reads besides the project's money (project-money-read.ts) and the ways to top up (pay-systems.ts), each
// defined once: the history of the project's money, its payments by every way, a payment's status while the page
// follows it, and a promo code's check.

/** What the history is asked for: a project's, filtered as the reader chose. */
export interface HistoryAsked {
  projectId: number;
  filters: NamedValues;
}

/** "Transaction list for frontend": the project's money, a page at a time. */
export const moneyFlowList = defineList({
  name: 'money flow',
  binding: { name: { group: 'MoneyFlow', name: 'Transaction list for frontend' }, read: true },
  values: ({ projectId, filters }: HistoryAsked) => projectValues(projectId, filters),
  items: byItems((item, _schema, index) => readMoneyFlowEntry(item, index)),
});

/** "Transaction list for frontend" of the Transactions group: the project's payments by every way, a page at a time. */
export const transactionsList = defineList({
  name: 'transactions',
  binding: { name: { group: 'Transactions', name: 'Transaction list for frontend' }, read: true },
  values: (projectId: number) => projectValues(projectId),
  items: byItems((item, _schema, index) => readTransaction(item, index)),
});

/** A payment of a project, by the ID its creation answered. */
export interface PaymentAsked {
  projectId: number;
  paymentId: string;
}

/** "get payment status", by the payment's ID under both names the real kinds give it. */
export const paymentStatusRead = defineRead({
  name: 'payment status',
  binding: { name: { group: 'Payment', name: 'get payment status' }, read: true },
  values: ({ projectId, paymentId }: PaymentAsked) =>
    projectValues(projectId, { payId: paymentId, payment_id: paymentId }),
  parse: (body) => readPaymentStatus(body),
});

/** A promo code typed for a project. */
export interface CodeAsked {
  projectId: number;
  code: string;
}

/** "Check code": what a promo code gives, before it is applied. */
export const promoCheckRead = defineRead({
  name: 'promo check',
  binding: { name: { group: 'Promo', name: 'Check code' }, read: true },
  values: ({ projectId, code }: CodeAsked) => projectValues(projectId, { code }),
  parse: (body) => readPromoCode(body),
});
