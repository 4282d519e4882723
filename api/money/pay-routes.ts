// Paying a payment made with "Create payment item for pay system", by its way (pay-ways.ts), as the newer description
// names and shapes it (../shared/real-kind-newer.md §2.18): a card processor's page to send the payer to (Payoneer,
// T-Bank, Unitpay), a crypto wallet's intent, its transfer sent and its status (TonConnect, TRON, WalletConnect); and
// the project's transactions. A payment is its project's: another account's answers as one that does not exist; a
// project's members read where a payment is, a member whose level spends the project's money pays it (what each
// route needs is api/project-access.ts's table; the newer client sends no credentials to the three processors, the
// demo asks who asks all the same, so no one else sends a payer to a project's payment).
import type { Account } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRequest, type DemoRoute, NO_CONTENT, pageOf } from '../demo-route.ts';
import type { Language } from '../messages.ts';
import { accessLevel, projectFor, queryProject } from '../project-access.ts';
import {
  bodyId,
  bodyString,
  invalid,
  jsonBody,
  oneOfStrings,
  paging,
  queryDateTime,
  queryId,
  queryString,
  RequestError,
} from '../validation.ts';
import { MONEY_PAGE, PAYMENT_STATUSES } from './money-kinds.ts';
import { moneyMessages } from './money-messages.ts';
import type { Payment } from './money-state.ts';
import { EVM_CHAIN_ID, PAYER_ADDRESS, walletStatus } from './pay-intents.ts';
import { PAY_PAGE_PATH } from './pay-page.ts';
import { type PayWay, REDIRECTS, type Redirect, type Wallet } from './pay-ways.ts';

type Routes = Partial<Record<DemoOperation, DemoRoute>>;

const refusal = (code: string, field: string, text: Record<Language, string>) =>
  new RequestError({ status: 400, code, field, text });

/**
 * The payment `payment_id` names (in the query, or in the JSON body), paid by `way`: one of a project the account is a
 * member of (any other answers as one that does not exist), at a level that allows what the route needs.
 */
function paymentIn(id: number, account: Account, way: PayWay, request: DemoRequest): Payment {
  const { money, team } = request.state;
  const payment = money.paymentById(id);
  if (!payment || accessLevel(team, account, payment.projectId) === undefined)
    throw refusal('unknown_payment', 'payment_id', moneyMessages.unknownPayment('payment_id'));
  projectFor(team, account, payment.projectId, request.need, 'payment_id');
  if (payment.way !== way)
    throw refusal('wrong_pay_system', 'payment_id', moneyMessages.wrongWay('payment_id', nameOf(way)));
  return payment;
}

/** The pay system's name a way is paid with (its operations' path segment is the name in lower case). */
const NAMES: Record<PayWay, string> = {
  card: 'a bank card',
  payoneer: 'Payoneer',
  't-bank': 'T-Bank',
  unitpay: 'Unitpay',
  tonconnect: 'TonConnect',
  tron: 'TRON',
  walletconnect: 'WalletConnect',
};
const nameOf = (way: PayWay) => NAMES[way];

/** A payment still waiting for its payer: one paid or given up takes no payer. */
function pending(payment: Payment): Payment {
  if (payment.status !== 'pending')
    throw refusal('payment_not_pending', 'payment_id', moneyMessages.notPending('payment_id'));
  return payment;
}

/** "Create <processor> payment challenge redirect url": where to send the payer, the processor's page. */
function redirectRoute(way: Redirect): DemoRoute {
  return {
    method: 'GET',
    signedIn: true,
    run: (request, account) => {
      const payment = pending(paymentIn(queryId(request.query, 'payment_id'), account, way, request));
      return { redirect_url: `${request.origin}${PAY_PAGE_PATH}${request.state.money.pageOf(payment)}` };
    },
  };
}

/** A connected wallet's address, in the form its chain writes it. */
function payerOf(value: string, wallet: 'tonconnect' | 'walletconnect', field = 'payer_address'): string {
  if (!PAYER_ADDRESS[wallet].test(value))
    throw invalid(field, moneyMessages.notAddress(field, wallet === 'tonconnect' ? 'a TON' : 'an EVM'));
  return value;
}

/** A wallet's intent for the payment: TonConnect's and WalletConnect's for the connected wallet, TRON's for none. */
function intentRoute(wallet: Wallet): DemoRoute {
  const payer = wallet !== 'tron';
  return {
    method: 'GET',
    signedIn: true,
    // Neither TonConnect's nor WalletConnect's intent takes `v` or `language`, as the newer description has them.
    ...(payer ? { common: false as const } : {}),
    run: (request, account) => {
      const payment = pending(paymentIn(queryId(request.query, 'payment_id'), account, wallet, request));
      const address =
        wallet === 'tron' ? null : payerOf(queryString(request.query, 'payer_address'), wallet, 'payer_address');
      return request.state.money.intentFor(payment, address).answer;
    },
  };
}

function statusRoute(wallet: Wallet): DemoRoute {
  return {
    method: 'GET',
    signedIn: true,
    run: (request, account) => {
      const payment = paymentIn(queryId(request.query, 'payment_id'), account, wallet, request);
      const { paymentId, status, intent, submitted = false } = payment;
      return walletStatus({ wallet, paymentId, status, intent, submitted });
    },
  };
}

/** A required text of the body, matching `pattern`. */
function bodyMatching(
  fields: Record<string, unknown>,
  field: string,
  pattern: RegExp,
  text: Record<Language, string>,
): string {
  const value = bodyString(fields, field);
  if (!pattern.test(value)) throw invalid(field, text);
  return value;
}

const HASH = /^0x[0-9a-fA-F]{64}$/;
const TON_HASH = /^[0-9a-fA-F]{64}$|^[A-Za-z0-9+/_-]{43}=?$/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
const MAX_BOC = 8192;

/**
 * A wallet's transfer sent, checked against the payment's intent: its reference, its payer (and WalletConnect's
 * network). The demo sees it confirmed `settleMs` later; sent again, it answers where the payment is.
 */
function submitRoute(wallet: 'tonconnect' | 'walletconnect'): DemoRoute {
  return {
    method: 'POST',
    signedIn: true,
    common: false,
    status: 201,
    run: (request, account) => {
      const fields = jsonBody(request.contentType, request.body);
      const payment = pending(paymentIn(bodyId(fields, 'payment_id'), account, wallet, request));
      const intent = payment.intent;
      const reference = bodyMatching(fields, 'payment_ref', HASH, moneyMessages.notHex('payment_ref', 64, true));
      if (!intent || intent.paymentRef !== reference)
        throw refusal('unknown_payment_ref', 'payment_ref', moneyMessages.noIntent('payment_ref'));
      if (!request.state.money.holds(intent) && !payment.submitted)
        throw refusal('intent_expired', 'payment_ref', moneyMessages.intentExpired('payment_ref'));
      const payer = payerOf(bodyString(fields, 'payer_address'), wallet);
      if (payer.toLowerCase() !== intent.payer?.toLowerCase())
        throw refusal('other_payer', 'payer_address', moneyMessages.otherPayer('payer_address'));
      if (wallet === 'walletconnect') {
        if (bodyId(fields, 'chain_id') !== EVM_CHAIN_ID)
          throw refusal('other_chain', 'chain_id', moneyMessages.otherChain('chain_id', EVM_CHAIN_ID));
        bodyMatching(fields, 'tx_hash', HASH, moneyMessages.notHex('tx_hash', 64, true));
      } else {
        // Both optional: the signed message, or its hash.
        if (
          fields.tx_boc !== undefined &&
          bodyString(fields, 'tx_boc', MAX_BOC) &&
          !BASE64.test(fields.tx_boc as string)
        )
          throw invalid('tx_boc', moneyMessages.notBase64('tx_boc', MAX_BOC));
        if (fields.message_hash !== undefined)
          bodyMatching(fields, 'message_hash', TON_HASH, moneyMessages.notHex('message_hash', 64, false));
      }
      request.state.money.submitted(payment);
      return walletStatus({ wallet, paymentId: payment.paymentId, status: payment.status, intent, submitted: true });
    },
  };
}

/** A transaction of the project's (TransactionResponse): one of its payments, as the demo reads the real kind's. */
function transactionOf(payment: Payment, userId: number | undefined) {
  return {
    id: payment.paymentId,
    user_id: payment.userId ?? userId ?? 0,
    payout_id: null,
    type: payment.type,
    sum: payment.amount.toFixed(2),
    description: payment.paySystem.name,
    code: { status: payment.status },
    referral_id: null,
    date: new Date(payment.created).toISOString(),
    paymentId: payment.paymentId,
    payoutId: null,
  };
}

export const PAY_ROUTES: Routes = {
  ...(Object.fromEntries(REDIRECTS.map((way) => [`pay-system/${way}/create`, redirectRoute(way)])) as Routes),
  'pay-system/tonconnect/intent': intentRoute('tonconnect'),
  'pay-system/tonconnect/status': statusRoute('tonconnect'),
  'pay-system/tonconnect/submit': submitRoute('tonconnect'),
  'pay-system/tron/intent': intentRoute('tron'),
  'pay-system/tron/status': statusRoute('tron'),
  // Disabled, as its summary says: TRON's deposit is watched, not reported. It checks what it is sent and changes
  // nothing.
  'pay-system/tron/submit': {
    method: 'POST',
    signedIn: true,
    status: 201,
    run: (request, account) => {
      const fields = jsonBody(request.contentType, request.body);
      paymentIn(bodyId(fields, 'payment_id'), account, 'tron', request);
      bodyMatching(fields, 'tx_hash', /^(0x)?[0-9a-fA-F]{64}$/, moneyMessages.notHex('tx_hash', 64, false));
      return NO_CONTENT;
    },
  },
  'pay-system/walletconnect/intent': intentRoute('walletconnect'),
  'pay-system/walletconnect/status': statusRoute('walletconnect'),
  'pay-system/walletconnect/submit': submitRoute('walletconnect'),
  'transactions/list': {
    method: 'GET',
    signedIn: true,
    run: (request) => {
      const { query, state } = request;
      const projectId = queryProject(request);
      const page = paging(query, MONEY_PAGE);
      const [from, to] = [queryDateTime(query, 'date_from'), queryDateTime(query, 'date_to')];
      const code = query.get('code');
      const status = code === null || code === '' ? undefined : oneOfStrings(code, 'code', PAYMENT_STATUSES);
      const owner = state.team.ownerOf(projectId);
      const items = state.money
        .paymentsOf(projectId)
        .filter(
          (payment) =>
            (status === undefined || payment.status === status) &&
            (from === undefined || payment.created >= from) &&
            (to === undefined || payment.created <= to),
        )
        .map((payment) => transactionOf(payment, owner));
      return pageOf(items, page);
    },
  },
};
