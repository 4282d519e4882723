// The payment this tab created for a project and has not yet seen settle: kept in the tab's own storage so that
// coming back from the pay system's page (or reloading) reads its status again. A payment's number is no secret; the
// pay system's key the creation may answer is never kept.

export interface PendingPayment {
  id: string;
  payName: string | undefined;
  /** Paid on the pay system's own page, which the creation's answer gave. */
  paidElsewhere: boolean;
  /** Its status when it was first read: the page follows it until the service says something else. */
  startStatus: string | undefined;
}

const keyOf = (projectId: number) => `relay.billing.payment.${projectId}`;

export function pendingPayment(projectId: number): PendingPayment | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(keyOf(projectId)) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { id, payName, paidElsewhere, startStatus } = value as Record<string, unknown>;
    if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) return null;
    const textOf = (one: unknown) => (typeof one === 'string' ? one : undefined);
    return { id, payName: textOf(payName), paidElsewhere: paidElsewhere === true, startStatus: textOf(startStatus) };
  } catch {
    return null;
  }
}

export function keepPendingPayment(projectId: number, payment: PendingPayment | null): void {
  try {
    if (payment) sessionStorage.setItem(keyOf(projectId), JSON.stringify(payment));
    else sessionStorage.removeItem(keyOf(projectId));
  } catch {
    // Storage refused (private mode, quota): the payment is still shown until the page is left.
  }
}
