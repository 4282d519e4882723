// The description of paying a payment by its way (api/money/pay-routes.ts) and of the project's transactions, in the
// newer description's paths, summaries and shapes (../shared/real-kind-newer.md §2.18; the transactions are the
// older sheet's): the card processors' redirect addresses, the crypto wallets' intents, transfers and statuses.
import { MAX_LIMIT } from '../validation.ts';
import { MONEY_PAGE, PAYMENT_STATUSES } from '../money/money-kinds.ts';
import { INTENT_MS } from '../money/pay-intents.ts';
import {
  PROJECT_QUERY,
  type Schema,
  dateTime,
  idQuery,
  listOf,
  number,
  object,
  operation,
  query,
  ref,
  string,
} from './parts.ts';

const PROJECT_ERRORS_TEXT = '`unknown_project` (not one of the account’s)';
const PAYMENT_QUERY = idQuery('payment_id', 'Payment Id (payment_id of Create payment item for pay system)');
const PAYMENT_ERRORS =
  '`unknown_payment` (not a payment of one of the account’s projects), `wrong_pay_system` (the payment is paid another way)';
const PAYING_ERRORS = `${PAYMENT_ERRORS}, \`owner_only\` (the account’s access to the payment’s project does not allow spending its money), \`payment_not_pending\` (already paid or given up)`;
const STATUS_WORDS = PAYMENT_STATUSES.map((status) => `\`${status}\``).join(', ');
const INTENT_MINUTES = INTENT_MS / 60_000;

type Paths = Record<string, Record<string, unknown>>;

/** An operation described without `v` and `language`, as the newer description has some of these. */
const withoutCommon = (described: Record<string, unknown>, parameters: unknown[]) => ({ ...described, parameters });

/** The real kind's operationIds (Payoneer's is its "challenge"). */
const REDIRECT_IDS: Record<string, string> = {
  payoneer: 'PaySystem_createChallengeV1',
  't-bank': 'PaySystem_createTBankV1',
  unitpay: 'PaySystem_createUnitpayV1',
};

function redirect(way: string, name: string): Paths {
  return {
    [`/method/pay-system/${way}/create`]: {
      get: operation({
        group: 'Pay system',
        summary: `Create ${way} payment challenge redirect url`,
        operationId: REDIRECT_IDS[way]!,
        description:
          `Where to send the payer of a ${name} payment: ${name}’s page (the demo’s stand-in, a plain page of this service), which asks to pay or to cancel, then pays the payment (the balance grows, the money flow gains its entry) or gives it up, and sends the browser back to the project’s Billing page (\`/projects/<project_id>/billing\`) on the dashboard the payment was made from. ` +
          'The same address each time it is asked for, until the payment is paid or given up; the page works once. For a member whose access allows the project’s money (the newer client sends no credentials here; the demo asks who asks).',
        parameters: [PAYMENT_QUERY],
        answer: ref('PayRedirectUrlDto'),
        answerDescription: 'The address to send the payer to.',
        errors: PAYING_ERRORS,
      }),
    },
  };
}

function status(way: string, name: string, answer: string, words: string): Paths {
  return {
    [`/method/pay-system/${way}/status`]: {
      get: operation({
        group: 'Pay system',
        summary: `Get ${name} payment ${way === 'tron' ? 'status' : 'verification status'}`,
        operationId: `PaySystem_${way}StatusV1`,
        description: `Where a ${name} payment is: \`status\` is the payment’s, ${STATUS_WORDS} (the demo’s values: the real kind declares a bare string). ${words}`,
        parameters: [PAYMENT_QUERY],
        answer: ref(answer),
        answerDescription: 'The payment’s status.',
        errors: PAYMENT_ERRORS,
      }),
    },
  };
}

const PAYER_QUERY = (chain: string) =>
  query('payer_address', { type: 'string', minLength: 1 }, `The connected ${chain} wallet’s address`);

/** The intent of a wallet that is connected first (TonConnect, WalletConnect): for that wallet's address. */
function payerIntent(way: string, name: string, chain: string, what: string): Paths {
  const parameters = [PAYMENT_QUERY, PAYER_QUERY(chain)];
  return {
    [`/method/pay-system/${way}/intent`]: {
      get: withoutCommon(
        operation({
          group: 'Pay system',
          summary: `Create ${name} payment intent`,
          operationId: `PaySystem_${name[0]!.toLowerCase()}${name.slice(1)}IntentV1`,
          description:
            `What the connected wallet is to send for the payment: ${what}. The same intent while it holds (${INTENT_MINUTES} minutes) for the same wallet; a new one (a new reference and rate) for another wallet or once it has expired. ` +
            'No `v` or `language`, as the newer description has it. For a member whose access allows the project’s money.',
          parameters,
          answer: ref(`${name}PaymentIntentDto`),
          answerDescription: 'The intent.',
          errors: `${PAYING_ERRORS}, \`invalid_request\` for a \`payer_address\` that is no ${chain} address`,
        }),
        parameters,
      ),
    },
  };
}

const SUBMIT_ERRORS =
  `\`invalid_content_type\`, \`invalid_json\`, ${PAYING_ERRORS}, \`unknown_payment_ref\` (not the reference of the payment’s intent), ` +
  '`intent_expired`, `other_payer` (not the wallet the intent was made for)';

export const PAY_PATHS: Paths = {
  ...redirect('payoneer', 'Payoneer'),
  ...redirect('t-bank', 'T-Bank'),
  ...redirect('unitpay', 'Unitpay'),
  ...payerIntent(
    'tonconnect',
    'TonConnect',
    'TON',
    'Toncoin on the TON test network to `contract_address`, `amount_nano` of it (the payment’s amount at the rate of the moment), with `payload_boc` (which carries `payment_ref`), before `valid_until`',
  ),
  ...status(
    'tonconnect',
    'TonConnect',
    'TonConnectPaymentStatusDto',
    'Once its transfer is sent, `confirmations` of `required_confirmations`; once paid, the transfer’s `tx_lt`.',
  ),
  '/method/pay-system/tonconnect/submit': {
    post: withoutCommon(
      operation({
        group: 'Pay system',
        summary: 'Submit TonConnect payment transaction',
        operationId: 'PaySystem_tonConnectSubmitV1',
        description:
          'The transfer the wallet signed for the payment’s intent (`payment_ref`, `payer_address`), with its message (`tx_boc`) or its hash (`message_hash`), both optional. The demo takes it as confirmed a few seconds later; sent again, it answers where the payment is. No `v` or `language`, in the query or the body.',
        body: 'TonConnectPaymentSubmitBodyDto',
        answer: ref('TonConnectPaymentStatusDto'),
        answerDescription: 'Where the payment is.',
        created: true,
        errors: SUBMIT_ERRORS,
      }),
      [],
    ),
  },
  '/method/pay-system/tron/intent': {
    get: operation({
      group: 'Pay system',
      summary: 'Create TRON USDT deposit payment intent',
      operationId: 'PaySystem_tronPaymentIntentV1',
      description: `Where to send USDT (TRC-20, on TRON’s Nile test network) for the payment: the project’s own \`deposit_address\` (the same for every payment of the project), \`amount_decimal\` USDT (\`amount_units\` in base units: the payment’s amount at the rate of the moment), before \`expires_at\` (${INTENT_MINUTES} minutes). The service watches the address: the demo takes the deposit as arrived a few seconds after the address is given. For a member whose access allows the project’s money.`,
      parameters: [PAYMENT_QUERY],
      answer: ref('TronPaymentIntentDto'),
      answerDescription: 'The intent.',
      errors: PAYING_ERRORS,
    }),
  },
  ...status(
    'tron',
    'TRON USDT',
    'TronPaymentStatusDto',
    'Once its deposit address is given, the address and the amount; once paid, `confirmations` of `required_confirmations` and the deposit’s `tx_hash`.',
  ),
  '/method/pay-system/tron/submit': {
    post: operation({
      group: 'Pay system',
      summary: 'Submit TRON USDT transaction hash (disabled)',
      operationId: 'PaySystem_tronPaymentSubmitV1',
      description:
        'Disabled, as its summary says: a TRON payment is the deposit the service watches (“Get TRON USDT payment status”). The demo checks what it is sent and changes nothing. Its body has no `v` or `language`.',
      body: 'TronPaymentSubmitBodyDto',
      answer: undefined,
      answerDescription: 'Taken, and nothing done: the answer has no body.',
      created: true,
      errors: `\`invalid_content_type\`, \`invalid_json\`, ${PAYMENT_ERRORS}, \`owner_only\``,
    }),
  },
  ...payerIntent(
    'walletconnect',
    'WalletConnect',
    'EVM',
    '`amount_units` of USDC (`token_contract`, on Sepolia, `chain_id`) through the payment contract `contract_address` to `receiver_address`, with `payment_ref` and the service’s `signature` over the intent',
  ),
  ...status(
    'walletconnect',
    'WalletConnect',
    'WalletConnectPaymentStatusDto',
    'Once its transfer is sent, `confirmations` of `required_confirmations`.',
  ),
  '/method/pay-system/walletconnect/submit': {
    post: withoutCommon(
      operation({
        group: 'Pay system',
        summary: 'Submit WalletConnect payment transaction hash',
        operationId: 'PaySystem_walletConnectSubmitV1',
        description:
          'The hash of the transfer the wallet sent for the payment’s intent (`payment_ref`, `payer_address`, `chain_id`). The demo takes it as confirmed a few seconds later; sent again, it answers where the payment is. No `v` or `language`, in the query or the body.',
        body: 'WalletConnectPaymentSubmitBodyDto',
        answer: ref('WalletConnectPaymentStatusDto'),
        answerDescription: 'Where the payment is.',
        created: true,
        errors: `${SUBMIT_ERRORS}, \`other_chain\` (not the intent’s network)`,
      }),
      [],
    ),
  },
  '/method/transactions/list': {
    get: operation({
      group: 'Transactions',
      summary: 'Transaction list for frontend',
      operationId: 'Transactions_listV1',
      description:
        'The project’s payments, newest first, a page at a time, by every way, whatever became of them. The demo’s reading of what the real kind leaves bare: `type` is the payment’s (`topup`), `sum` its amount in the project’s currency, `description` the pay system’s name, `code` `{status}` where it is (' +
        `${STATUS_WORDS}), and the \`code\` filter that status ("" for all); no payout or referral makes one.`,
      parameters: [
        PROJECT_QUERY,
        query('limit', { type: 'number', minimum: 1, maximum: MAX_LIMIT, default: MONEY_PAGE }, 'Limit', false),
        query('offset', { type: 'number', minimum: 0, default: 0 }, 'Offset', false),
        query('date_from', { type: 'string', format: 'date-time' }, 'Made at or after', false),
        query('date_to', { type: 'string', format: 'date-time' }, 'Made at or before', false),
        query(
          'code',
          { type: 'string', enum: ['', ...PAYMENT_STATUSES], default: '' },
          'Only the payments in this status ("" for all): the demo’s reading',
          false,
        ),
      ],
      answer: listOf('TransactionResponse'),
      answerDescription: 'A page of the project’s transactions.',
      errors: PROJECT_ERRORS_TEXT,
    }),
  },
};

const text = (description: string): Schema => string(description);
const flag = (description: string): Schema => ({ type: 'boolean', description });
const nullableNumber = (description: string): Schema => ({ type: ['number', 'null'], description });

/** The network and token an intent is on, as the newer description groups them. */
const chain = (provider: string): Record<string, Schema> => ({
  provider: text(`Provider (\`${provider}\`)`),
  chain_family: text('Chain family'),
  network_key: text('Network key'),
  chain_name: text('Chain name'),
  is_testnet: flag('Whether the network is a test network (always, in the demo)'),
});
const fiatAndRate: Record<string, Schema> = {
  fiat_amount: number('The payment’s amount, in cents of its currency'),
  fiat_currency: text('The payment’s currency (RUB, USD)'),
  exchange_rate: text('What a token costs in the payment’s currency'),
  rate_base: text('The token the rate is of'),
  rate_quote: text('The currency the rate is in'),
  rate_expires_at: dateTime('Until when the rate holds'),
  rate_expires_at_unix: number('Until when the rate holds, Unix seconds'),
};
const expiry: Record<string, Schema> = {
  expires_at: dateTime('Until when the intent holds'),
  expires_at_unix: number('Until when the intent holds, Unix seconds'),
};
const head: Record<string, Schema> = {
  payment_id: number('Payment Id'),
  status: text(`The payment’s status: ${STATUS_WORDS}`),
};
const progress: Record<string, Schema> = {
  confirmations: number('Confirmations the transfer has'),
  required_confirmations: number('Confirmations that pay it'),
};

export const PAY_SCHEMAS: Record<string, Schema> = {
  PayRedirectUrlDto: object({ redirect_url: text('Where to send the payer: the pay system’s page for the payment') }),
  TonConnectPaymentIntentDto: object({
    ...head,
    ...chain('tonconnect'),
    token_symbol: text('Token symbol'),
    asset_type: text('Asset type (`native`: Toncoin)'),
    token_decimals: number('Token decimals'),
    contract_address: text('TON vault contract to send to'),
    payer_address: text('The connected TON wallet’s address'),
    payment_ref: text('The payment’s reference, bytes32 hex'),
    amount_units: text('Amount in nanotons'),
    amount_nano: text('Amount in nanotons'),
    ...fiatAndRate,
    payload_boc: text('TonConnect payload BOC base64'),
    payload: text('TonConnect payload BOC base64'),
    ...expiry,
    valid_until: number('TonConnect validUntil, Unix seconds'),
  }),
  TonConnectPaymentStatusDto: object({ ...head, ...progress, tx_lt: text('The transfer’s logical time on TON') }, [
    'confirmations',
    'required_confirmations',
    'tx_lt',
  ]),
  TonConnectPaymentSubmitBodyDto: object(
    {
      payment_id: number('Payment Id'),
      payment_ref: text('The reference of the payment’s intent'),
      payer_address: text('The wallet that sent it'),
      tx_boc: text('Signed external message BOC from TonConnect, base64'),
      message_hash: text('The message’s hash, hex or base64'),
    },
    ['tx_boc', 'message_hash'],
  ),
  TronPaymentIntentDto: object({
    ...head,
    ...chain('tron'),
    asset_type: text('Asset type (`trc20`)'),
    token_symbol: text('Token symbol'),
    token_address: text('Token contract'),
    token_decimals: number('Token decimals'),
    deposit_address: text('The project’s deposit address, to send to'),
    deposit_address_hex: text('The deposit address in TRON’s hex form'),
    payment_ref: text('The payment’s reference, bytes32 hex'),
    amount_units: text('Amount in base units'),
    amount_decimal: text('Amount in tokens'),
    ...fiatAndRate,
    ...expiry,
  }),
  TronPaymentStatusDto: object(
    {
      ...head,
      ...progress,
      tx_hash: text('The deposit’s transaction'),
      deposit_address: text('The deposit address'),
      amount_units: text('Amount in base units'),
      amount_decimal: text('Amount in tokens'),
    },
    ['confirmations', 'required_confirmations', 'tx_hash', 'deposit_address', 'amount_units', 'amount_decimal'],
  ),
  TronPaymentSubmitBodyDto: object({
    payment_id: number('Payment Id'),
    tx_hash: text('The transaction’s hash, 64 hex digits'),
  }),
  WalletConnectPaymentIntentDto: object({
    ...head,
    chain_id: number('EVM chain id'),
    ...chain('walletconnect'),
    token_symbol: text('Token symbol'),
    asset_type: text('Asset type (`erc20`, or `native` for the chain’s coin)'),
    token_contract: text('Token contract (the zero address for the native coin)'),
    token_decimals: number('Token decimals'),
    contract_address: text('Payment vault contract to send through'),
    payer_address: text('The connected wallet’s address'),
    receiver_address: text('Treasury the payment goes to'),
    payment_ref: text('The payment’s reference, bytes32 hex'),
    amount_units: text('Amount in base units'),
    ...fiatAndRate,
    ...expiry,
    signature: text('The service’s EIP-712 signature over the intent'),
  }),
  WalletConnectPaymentStatusDto: object({ ...head, ...progress }, ['confirmations', 'required_confirmations']),
  WalletConnectPaymentSubmitBodyDto: object({
    payment_id: number('Payment Id'),
    chain_id: number('EVM chain id of the intent'),
    payment_ref: text('The reference of the payment’s intent'),
    tx_hash: text('The transaction’s hash, 0x and 64 hex digits'),
    payer_address: text('The wallet that sent it'),
  }),
  TransactionResponse: object({
    id: number('Id (the payment’s)'),
    user_id: number('Who made it'),
    payout_id: nullableNumber('Payout id (none: a payment)'),
    type: text('Type: the payment’s (`topup`)'),
    sum: text('Amount, with two decimals, in the project’s currency'),
    description: text('The pay system’s name'),
    code: {
      type: 'object',
      properties: { status: text(`Where the payment is: ${STATUS_WORDS}`) },
      description: 'Code: the demo’s `{status}`',
    },
    referral_id: nullableNumber('Referral id (none: a payment)'),
    date: dateTime('When it was made'),
    paymentId: nullableNumber('Payment id'),
    payoutId: nullableNumber('Payout id (none: a payment)'),
  }),
};
