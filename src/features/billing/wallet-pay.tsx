import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { CopyButton } from '../../components/copy-button.tsx';
import { PageError } from '../../components/page-error.tsx';
import { QrCode } from '../../components/qr-code.tsx';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import {
  PAYER_ADDRESS,
  type PayWay,
  type WalletIntent,
  readWalletIntent,
} from '../../lib/operations/money/pay-ways.ts';
import { billingMessages } from './billing-messages.ts';

type WalletWay = Extract<PayWay, { kind: 'wallet' }>;

/**
 * A payment paid from a crypto wallet: where to send what, as the way's intent answers it — the address with its QR
 * code and Copy, the amount and its asset with Copy, the reference a shared contract needs, until when it holds. A way
 * whose intent is for the payer's wallet asks for its address first; another is asked at once (the user chose to pay
 * this way when the payment was made).
 */
export function WalletPay({ paymentId, way }: { paymentId: string; way: WalletWay }) {
  const m = useMessages(billingMessages);
  const id = useId();
  const [payer, setPayer] = useState('');
  const [shown, setShown] = useState(false);
  const intent = useBoundMutation<{ payer: string | undefined }, WalletIntent>(way.binding, {
    values: ({ payer: from }) => ({ payment_id: paymentId, ...(from ? { [PAYER_ADDRESS]: from } : {}) }),
    parse: (body) => readWalletIntent(body),
    // Asked for what the user confirmed: paying this payment from a wallet.
    confirm: false,
  });
  const asked = useRef(false);
  useEffect(() => {
    if (way.asksPayer || asked.current) return;
    asked.current = true;
    intent.run({ payer: undefined });
  }, [way.asksPayer, intent]);
  const ask = () => {
    setShown(true);
    if (payer.trim() !== '') intent.run({ payer: payer.trim() });
  };
  const missing = shown && payer.trim() === '';
  return (
    <div className="billing-wallet">
      {way.asksPayer ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            ask();
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-payer`}>{m.wallet.payer}</label>
            <input
              id={`${id}-payer`}
              autoComplete="off"
              spellCheck={false}
              value={payer}
              onChange={(event) => setPayer(event.target.value)}
              aria-invalid={missing}
              aria-describedby={missing ? `${id}-missing` : `${id}-hint`}
            />
            {missing ? (
              <p id={`${id}-missing`} className="form-error">
                {m.wallet.payerMissing}
              </p>
            ) : (
              <p id={`${id}-hint`} className="hint">
                {m.wallet.payerHint}
              </p>
            )}
          </div>
          <Button type="submit" busy={intent.isPending}>
            {m.wallet.show}
          </Button>
        </form>
      ) : null}
      {intent.isError && intent.variables ? (
        <PageError error={intent.error} onRetry={() => intent.run(intent.variables!)} retrying={intent.isPending} />
      ) : null}
      {intent.data ? <IntentShown intent={intent.data} /> : null}
    </div>
  );
}

function IntentShown({ intent }: { intent: WalletIntent }) {
  const m = useMessages(billingMessages);
  const language = useLanguage();
  const amount = intent.amount === undefined ? undefined : [intent.amount, intent.asset].filter(Boolean).join(' ');
  return (
    <>
      {intent.address ? (
        <div className="billing-wallet-address">
          <QrCode text={intent.address} label={m.wallet.qr} />
          <div>
            {amount ? <p>{m.wallet.send(amount, intent.network, intent.testNetwork)}</p> : null}
            <p className="billing-wallet-text">{intent.address}</p>
            <p className="actions">
              <CopyButton text={intent.address} label={m.wallet.copyAddress} />
              {intent.amount ? <CopyButton text={intent.amount} label={m.wallet.copyAmount} /> : null}
            </p>
          </div>
        </div>
      ) : null}
      {intent.reference ? (
        <p>
          {m.wallet.reference}: <span className="billing-wallet-text">{intent.reference}</span>{' '}
          <CopyButton text={intent.reference} label={m.wallet.copyReference} />
        </p>
      ) : null}
      {intent.link ? (
        <p>
          <a href={intent.link}>{m.wallet.openPage}</a>
        </p>
      ) : null}
      {intent.until ? (
        <p className="hint">{m.wallet.until(formatDateTime(intent.until.toISOString(), language))}</p>
      ) : null}
    </>
  );
}
