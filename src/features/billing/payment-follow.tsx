import { useEffect, useRef } from 'react';
import { Button } from '../../components/button.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/i18n/format-money.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { billingMessages } from './billing-messages.ts';
import type { PendingPayment } from './model/pending-payment.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { paymentStatusRead } from '../../lib/operations/money/money-reads.ts';
import type { PayWay } from '../../lib/operations/money/pay-ways.ts';
import { WalletPay } from './wallet-pay.tsx';

/** Read again after 3 s, then each wait half as long again, up to 30 s; not past this many reads. */
const FIRST_WAIT_MS = 3000;
const LONGEST_WAIT_MS = 30_000;
const MOST_READS = 40;

export const nextWait = (reads: number) => Math.min(FIRST_WAIT_MS * 1.5 ** Math.max(0, reads - 1), LONGEST_WAIT_MS);

/**
 * A payment this tab created, its status read until the service says something other than it first did (the real kind
 * enumerates no statuses, so none is given a meaning here), while the page is visible: then the balance and the
 * history are read again. Its number is what the operation takes, by whichever name it declares.
 */
export function PaymentFollow({
  projectId,
  payment,
  way,
  status,
  onStart,
  onChanged,
  onForget,
}: {
  projectId: number;
  payment: PendingPayment;
  /** How it is paid: a wallet's is shown where to send it. */
  way: PayWay | undefined;
  status: Bound;
  onStart: (status: string | undefined) => void;
  onChanged: () => void;
  onForget: () => void;
}) {
  const m = useMessages(billingMessages);
  const language = useLanguage();
  const settled = (status: string | undefined) =>
    payment.startStatus !== undefined && (status ?? '') !== payment.startStatus;
  const read = useRead(
    paymentStatusRead,
    status,
    { projectId, paymentId: payment.id },
    {
      staleTime: 0,
      refetchInterval: (query) =>
        settled(query.state.data?.status) || query.state.dataUpdateCount >= MOST_READS
          ? false
          : nextWait(query.state.dataUpdateCount),
    },
  );
  const word = read.isSuccess ? (read.data.status ?? '') : undefined;
  const changed = word !== undefined && settled(word);
  const told = useRef(false);
  useEffect(() => {
    if (word === undefined) return;
    if (payment.startStatus === undefined) onStart(word);
    else if (changed && !told.current) {
      told.current = true;
      onChanged();
    }
  }, [word, payment.startStatus, changed, onStart, onChanged]);
  return (
    <div className="billing-payment" role="group" aria-label={m.topUp.payment(payment.id)}>
      <p>{m.topUp.created(payment.id, payment.payName)}</p>
      {way?.kind === 'wallet' && !changed ? <WalletPay paymentId={payment.id} way={way} /> : null}
      {isBound(status) ? (
        <>
          {payment.paidElsewhere || way?.kind === 'wallet' ? null : <p className="hint">{m.topUp.noAddress}</p>}
          {/* Coming back from the pay system's page, the status is read with the page: its line and when it was
              read hold their room meanwhile, so Check now and what is below do not move when it lands. */}
          <ReadPart
            bound={status}
            query={read}
            pending={
              <>
                <p>
                  <Skeleton line />
                </p>
                <p className="hint">
                  <Skeleton line />
                </p>
              </>
            }
          >
            {(value) => (
              <>
                <p role="status">
                  {value.status ? m.topUp.status(value.status) : m.topUp.noStatusWord}
                  {value.amount !== undefined ? ` · ${formatMoney(value.amount, language, value.currency)}` : ''}
                </p>
                {changed ? <p role="status">{m.topUp.changed}</p> : null}
                <p className="hint">
                  {m.topUp.checkedAt(formatDateTime(new Date(read.dataUpdatedAt).toISOString(), language))}
                </p>
              </>
            )}
          </ReadPart>
        </>
      ) : (
        <PartNote part={status} />
      )}
      <div className="actions">
        {isBound(status) ? (
          <Button onClick={() => void read.refetch()} busy={read.isFetching}>
            {m.topUp.checkNow}
          </Button>
        ) : null}
        <Button variant="quiet" onClick={onForget}>
          {m.topUp.forget}
        </Button>
      </div>
    </div>
  );
}
