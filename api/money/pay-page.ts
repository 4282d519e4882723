// The demo's stand-in for a card processor's page (Payoneer, T-Bank, Unitpay), where "Create … payment challenge
// redirect url" sends the payer: a plain page of the contract API's own, with no script, that asks whether to pay the
// payment. Pay and Cancel post back to it; the payment is then paid (the balance grows, the history gains its entry)
// or given up, the page is spent, and the browser goes back to the project's Billing page on the dashboard the payment
// was made from (303) — as a processor sends its payer back to the address the service gives it. A page that is
// unknown, spent or whose payment is over says so.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DemoState } from '../demo-state.ts';
import { BodyTooLargeError, readBody } from '../http-json.ts';
import type { Payment } from './money-state.ts';

export const PAY_PAGE_PATH = '/__contract/pay/';

const PROCESSORS: Record<string, string> = { payoneer: 'Payoneer', 't-bank': 'T-Bank', unitpay: 'Unitpay' };

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  // No script, no style, no frame. Its form posts back here, and is sent on to the dashboard, which may be elsewhere.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

function page(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, HEADERS);
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escape(title)}</title></head><body>${body}</body></html>`,
  );
}

const amountOf = (payment: Payment) => `${payment.currency.toUpperCase()} ${payment.amount.toFixed(2)}`;

/** Where the payer goes back to: the project's Billing page, on the dashboard the payment was made from. */
const backTo = (payment: Payment, ownOrigin: string) =>
  `${payment.returnOrigin ?? ownOrigin}/projects/${payment.projectId}/billing`;

export async function servePayPage(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  state: DemoState,
  ownOrigin: string,
): Promise<void> {
  const key = path.slice(PAY_PAGE_PATH.length);
  let decision: string | null = null;
  if (req.method === 'POST') {
    try {
      decision = new URLSearchParams(await readBody(req)).get('decision');
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
    }
  } else req.resume();
  const payment = /^[0-9a-f]{32}$/.test(key) ? state.money.pendingAt(key) : undefined;
  const known = payment !== undefined && (req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST');
  if (!known) {
    page(res, 400, 'Not valid', '<p>This payment page is not valid, or its payment was already paid or given up.</p>');
    return;
  }
  const processor = PROCESSORS[payment.way] ?? payment.paySystem.name;
  if (req.method === 'POST' && (decision === 'pay' || decision === 'cancel')) {
    const back = backTo(payment, ownOrigin);
    state.money.decide(key, decision === 'pay' ? 'paid' : 'canceled');
    res.writeHead(303, { ...HEADERS, Location: back });
    res.end();
    return;
  }
  const project = state.projects.get(payment.projectId)?.name ?? `project ${payment.projectId}`;
  page(
    res,
    200,
    `${processor}: pay`,
    `<h1>${escape(processor)}</h1>` +
      `<p>Pay ${escape(amountOf(payment))} to the balance of “${escape(project)}” (payment ${payment.paymentId})?</p>` +
      '<p>This is the demo’s page in place of the pay system’s: no money moves.</p>' +
      '<form method="post"><button type="submit" name="decision" value="pay">Pay</button> ' +
      '<button type="submit" name="decision" value="cancel">Cancel</button></form>',
  );
}
