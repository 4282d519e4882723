import { InvalidResponseError } from '../../api/errors.ts';
import type { Binding } from '../../bindings/bind.ts';
import { bindFamily, defineFamily } from '../../bindings/family.ts';
import { record, text } from '../../service-description/answer-fields.ts';
import type { ServiceDescription } from '../../service-description/description.ts';
import { type Amount, amountOf } from './money-values.ts';
import { payAddressOf } from './payment.ts';
import type { PaySystem } from './pay-systems.ts';

// How a payment made with a pay system is paid, beyond its creation (the newer description's pay systems): on the
// processor's own page, whose address "Create <way> payment challenge redirect url" answers (`{redirect_url}`; the
// older description answers `{success}`, with no address), or from a crypto wallet, to what the way's intent answers
// (an address, an amount and its asset, until when). A system's operations are under its name in lower case
// (`/pay-system/t-bank/create` for "T-Bank"): each is bound by that place, as a family keyed by the system's name.
// A system with neither is paid as the service arranges (the demo's bank cards pay by themselves).

/** The segment a system's operations are under: its name in lower case, words joined by `-` ("T-Bank" → `t-bank`). */
export const wayKeyOf = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}-]+/gu, '-')
    .replace(/^-+|-+$/g, '');

const PAY_SYSTEM = 'Pay system';

/** A processor's page for a payment (the real kind's "Create … payment challenge redirect url", a GET). */
export const payPageFamily = defineFamily({
  group: PAY_SYSTEM,
  readings: (way) => [[`GET /pay-system/${way}/create`]],
});

/** A wallet's intent for a payment: where to send how much (the real kind's "Create … payment intent", a GET). */
export const payIntentFamily = defineFamily({
  group: PAY_SYSTEM,
  readings: (way) => [[`GET /pay-system/${way}/intent`]],
});

/** The one value a wallet's intent may ask for besides the payment: the address of the wallet the payer pays from. */
export const PAYER_ADDRESS = 'payer_address';

const FILLED = new Set(['payment_id', PAYER_ADDRESS]);

/** Whether the page can send an operation of a way: it asks for nothing required but what the page fills. */
const sendable = (binding: Binding) => binding.inputs.every((input) => !input.required || FILLED.has(input.name));

export type PayWay =
  { kind: 'page'; binding: Binding } | { kind: 'wallet'; binding: Binding; asksPayer: boolean } | { kind: 'service' };

/** How a payment with the system is paid, as the deployment describes its operations. */
export function payWayOf(description: ServiceDescription, system: Pick<PaySystem, 'name'>): PayWay {
  const key = wayKeyOf(system.name);
  const page = bindFamily(description, payPageFamily, key).find(sendable);
  if (page) return { kind: 'page', binding: page };
  const intent = bindFamily(description, payIntentFamily, key).find(sendable);
  if (intent)
    return {
      kind: 'wallet',
      binding: intent,
      asksPayer: intent.inputs.some((input) => input.name === PAYER_ADDRESS && input.required),
    };
  return { kind: 'service' };
}

/** The processor's page a payment is paid on, where the answer gives one (the older description's answers none). */
export function readPayPage(body: unknown): string | undefined {
  const value = record(body);
  return value ? payAddressOf(value) : undefined;
}

export interface WalletIntent {
  /** Where to send it: the project's deposit address, else the contract that takes the payment. */
  address: string | undefined;
  amount: Amount | undefined;
  /** What to send (`USDT`, `TON`), as the service names it. */
  asset: string | undefined;
  /** The network, as the service names it, and whether it is a test network. */
  network: string | undefined;
  testNetwork: boolean;
  /** What the transfer must carry to be this payment's, where it is sent to a shared contract. */
  reference: string | undefined;
  until: Date | undefined;
  /** A page to pay it on, where the answer gives one. */
  link: string | undefined;
}

/** Base units (`1500000` of 6 decimals) as the amount they are (`1.5`). */
function scaled(units: unknown, decimals: unknown): Amount | undefined {
  const digits = text(units);
  if (digits === undefined || !/^\d+$/.test(digits) || typeof decimals !== 'number') return undefined;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) return undefined;
  const padded = digits.padStart(decimals + 1, '0');
  const point = padded.length - decimals;
  return amountOf(decimals ? `${padded.slice(0, point)}.${padded.slice(point)}`.replace(/\.?0+$/, '') : padded);
}

/** A wallet's intent, by the real kind's names (TonConnect's, TRON's and WalletConnect's share them). */
export function readWalletIntent(body: unknown): WalletIntent {
  const value = record(body);
  if (!value) throw new InvalidResponseError('(body)', 'not an object');
  const deposit = text(value.deposit_address) || undefined;
  const until = text(value.expires_at) ? new Date(text(value.expires_at)!) : undefined;
  return {
    address: deposit ?? (text(value.contract_address) || undefined),
    amount:
      amountOf(value.amount_decimal) ??
      scaled(value.amount_units, value.token_decimals) ??
      scaled(value.amount_nano, value.token_decimals),
    asset: text(value.token_symbol) || undefined,
    network: text(value.chain_name) || undefined,
    testNetwork: value.is_testnet === true,
    reference: deposit ? undefined : text(value.payment_ref) || undefined,
    until: until && !Number.isNaN(until.getTime()) ? until : undefined,
    link: payAddressOf(value),
  };
}
