// A payment from a crypto wallet, as the newer description shapes it (../shared/real-kind-newer.md §2.18): its intent —
// where to send, how much of which token at which rate, a reference that ties the transfer to the payment, until
// when — and its status. TonConnect's is a transfer of Toncoin to the service's vault contract with the reference in
// its payload; TRON's a deposit of USDT (TRC-20) to the project's own address, watched by the service; WalletConnect's
// a transfer of USDC to the vault, the intent signed by the service. All on test networks: the demo moves no money.
// Addresses are well formed (TON's with its checksum, TRON's base58check, EVM's 20 bytes), so a wallet or a QR code
// reader takes them; they are the demo's own, derived from words, and lead nowhere.
import { createHash, randomBytes } from 'node:crypto';
import type { Currency } from './money-kinds.ts';
import type { Wallet } from './pay-ways.ts';

/** How long an intent holds, and its rate. */
export const INTENT_MS = 30 * 60 * 1000;
const RATE_MS = 10 * 60 * 1000;

type Token = { symbol: string; decimals: number; confirmations: number; perToken: Record<Currency, number> };

/** The token each wallet pays in, its fiat price (the demo's fixed rates) and how many confirmations settle it. */
const TOKENS: Record<Wallet, Token> = {
  tonconnect: { symbol: 'TON', decimals: 9, confirmations: 1, perToken: { rub: 250, usd: 3 } },
  tron: { symbol: 'USDT', decimals: 6, confirmations: 19, perToken: { rub: 90, usd: 1 } },
  walletconnect: { symbol: 'USDC', decimals: 6, confirmations: 12, perToken: { rub: 90, usd: 1 } },
};

/** Sepolia, Ethereum's test network. */
export const EVM_CHAIN_ID = 11155111;

const digest = (data: string | Buffer) => createHash('sha256').update(data).digest();

// ---- Addresses -------------------------------------------------------------------------------------------------

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** A TON address in its user-friendly form: bounceable, on the test network, in the basic workchain. */
export function tonAddress(words: string): string {
  const body = Buffer.concat([Buffer.from([0x11 | 0x80, 0x00]), digest(words)]);
  const crc = crc16(body);
  return Buffer.concat([body, Buffer.from([crc >> 8, crc & 0xff])]).toString('base64url');
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/** A TRON address (base58check of 0x41 and 20 bytes) and its hex form. */
export function tronAddress(words: string): { base58: string; hex: string } {
  const payload = Buffer.concat([Buffer.from([0x41]), digest(words).subarray(0, 20)]);
  const check = digest(digest(payload)).subarray(0, 4);
  return { base58: base58(Buffer.concat([payload, check])), hex: payload.toString('hex') };
}

export const evmAddress = (words: string): string => `0x${digest(words).subarray(0, 20).toString('hex')}`;

/** A payer's address as its wallet gives it: TON's raw (`0:` and 64 hex digits) or user-friendly form; EVM's hex. */
export const PAYER_ADDRESS: Record<'tonconnect' | 'walletconnect', RegExp> = {
  tonconnect: /^(?:-1|0):[0-9a-fA-F]{64}$|^[A-Za-z0-9_+/-]{48}$/,
  walletconnect: /^0x[0-9a-fA-F]{40}$/,
};

// ---- Intents ---------------------------------------------------------------------------------------------------

/** What an intent is made for. */
export type Paying = { paymentId: number; projectId: number; amount: number; currency: Currency };

export type Intent = {
  wallet: Wallet;
  /** The connected wallet's address (TRON's deposit takes none). */
  payer: string | null;
  /** The bytes32 reference, `0x` and 64 hex digits, that ties a transfer to the payment. */
  paymentRef: string;
  expires: number;
  /** The intent as the service answers it. */
  answer: Record<string, unknown>;
};

export const newPaymentRef = (): string => `0x${randomBytes(32).toString('hex')}`;

const iso = (ms: number) => new Date(ms).toISOString();
const unix = (ms: number) => Math.floor(ms / 1000);

/** The token amount for a fiat amount, in base units and in tokens. */
function tokens(wallet: Wallet, paying: Paying) {
  const token = TOKENS[wallet];
  const rate = token.perToken[paying.currency];
  const units = Math.round((paying.amount / rate) * 10 ** token.decimals);
  return { token, rate, units: String(units), decimal: (units / 10 ** token.decimals).toFixed(token.decimals) };
}

/** The intent's common part: the payment, the network, the amounts and the rate, until when. */
function common(wallet: Wallet, paying: Paying, now: number) {
  const { token, rate } = tokens(wallet, paying);
  return {
    fiat: { fiat_amount: Math.round(paying.amount * 100), fiat_currency: paying.currency.toUpperCase() },
    rate: {
      exchange_rate: String(rate),
      rate_base: token.symbol,
      rate_quote: paying.currency.toUpperCase(),
      rate_expires_at: iso(now + RATE_MS),
      rate_expires_at_unix: unix(now + RATE_MS),
    },
    expiry: { expires_at: iso(now + INTENT_MS), expires_at_unix: unix(now + INTENT_MS) },
  };
}

/** A TonConnect payload: a cell (the demo's, not a real one) carrying the reference, base64 as TonConnect takes it. */
const tonPayload = (paymentRef: string) =>
  Buffer.concat([Buffer.from('b5ee9c72', 'hex'), Buffer.from(paymentRef.slice(2), 'hex')]).toString('base64');

export function newIntent(
  wallet: Wallet,
  paying: Paying,
  payer: string | null,
  now: number,
  paymentRef = newPaymentRef(),
): Intent {
  const { token, units, decimal } = tokens(wallet, paying);
  const { fiat, rate, expiry } = common(wallet, paying, now);
  const head = { payment_id: paying.paymentId, status: 'pending' };
  let answer: Record<string, unknown>;
  if (wallet === 'tonconnect') {
    answer = {
      ...head,
      provider: 'tonconnect',
      chain_family: 'ton',
      network_key: 'ton-testnet',
      chain_name: 'TON Testnet',
      is_testnet: true,
      token_symbol: token.symbol,
      asset_type: 'native',
      token_decimals: token.decimals,
      contract_address: tonAddress('demo vault'),
      payer_address: payer,
      payment_ref: paymentRef,
      amount_units: units,
      amount_nano: units,
      ...fiat,
      ...rate,
      payload_boc: tonPayload(paymentRef),
      payload: tonPayload(paymentRef),
      ...expiry,
      valid_until: expiry.expires_at_unix,
    };
  } else if (wallet === 'tron') {
    // The project's own deposit address: the same for every payment of the project.
    const deposit = tronAddress(`deposit ${paying.projectId}`);
    answer = {
      ...head,
      provider: 'tron',
      chain_family: 'tron',
      network_key: 'tron-nile',
      chain_name: 'TRON Nile Testnet',
      is_testnet: true,
      asset_type: 'trc20',
      token_symbol: token.symbol,
      token_address: tronAddress('demo usdt').base58,
      token_decimals: token.decimals,
      deposit_address: deposit.base58,
      deposit_address_hex: deposit.hex,
      payment_ref: paymentRef,
      amount_units: units,
      amount_decimal: decimal,
      ...fiat,
      ...rate,
      ...expiry,
    };
  } else {
    const signed = { ...head, chain_id: EVM_CHAIN_ID, payment_ref: paymentRef, amount_units: units };
    answer = {
      ...head,
      chain_id: EVM_CHAIN_ID,
      provider: 'walletconnect',
      chain_family: 'evm',
      network_key: 'sepolia',
      chain_name: 'Sepolia',
      is_testnet: true,
      token_symbol: token.symbol,
      asset_type: 'erc20',
      token_contract: evmAddress('demo usdc'),
      token_decimals: token.decimals,
      contract_address: evmAddress('demo vault'),
      payer_address: payer,
      receiver_address: evmAddress('demo treasury'),
      payment_ref: paymentRef,
      amount_units: units,
      ...fiat,
      ...rate,
      ...expiry,
      // The service's EIP-712 signature over the intent: 65 bytes, the demo's own (no key signs it).
      signature: `0x${digest(JSON.stringify(signed)).toString('hex')}${digest(paymentRef).toString('hex')}1b`,
    };
  }
  return { wallet, payer, paymentRef, expires: now + INTENT_MS, answer };
}

// ---- Status ----------------------------------------------------------------------------------------------------

/** Where a wallet's payment is: its payment's status, the transfer sent (when), its intent. */
export type WalletProgress = {
  wallet: Wallet;
  paymentId: number;
  status: string;
  intent: Intent | undefined;
  submitted: boolean;
};

/** The status read of a wallet's payment, as the newer description shapes each. */
export function walletStatus({ wallet, paymentId, status, intent, submitted }: WalletProgress) {
  const required = TOKENS[wallet].confirmations;
  const paid = status === 'paid';
  const confirmations =
    paid || submitted ? { confirmations: paid ? required : 0, required_confirmations: required } : {};
  const head = { payment_id: paymentId, status };
  if (wallet === 'tonconnect')
    return { ...head, ...confirmations, ...(paid ? { tx_lt: String(48_000_000_000_000 + paymentId) } : {}) };
  if (wallet === 'walletconnect') return { ...head, ...confirmations };
  const { deposit_address, amount_units, amount_decimal } = intent?.answer ?? {};
  return {
    ...head,
    ...(paid
      ? {
          confirmations: required,
          required_confirmations: required,
          tx_hash: digest(`tron tx ${paymentId}`).toString('hex'),
        }
      : {}),
    ...(intent ? { deposit_address, amount_units, amount_decimal } : {}),
  };
}
