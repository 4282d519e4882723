import { useId, useMemo, useState } from 'react';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { OnceButton } from '../../components/once-button.tsx';
import { PageError } from '../../components/page-error.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart, hasLanded } from '../../components/read-part.tsx';
import { type Binding, type Bound, isBound } from '../../lib/bindings/bind.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { formatMoney } from '../../lib/i18n/format-money.ts';
import type { Amount } from '../../lib/operations/money/money-values.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { type BillingMessages, billingMessages } from './billing-messages.ts';
import { type PaySystem, amountProblem, paySystemsRead } from '../../lib/operations/money/pay-systems.ts';
import { type CreatedPayment, readCreatedPayment } from '../../lib/operations/money/payment.ts';
import { type PayWay, payWayOf, readPayPage } from '../../lib/operations/money/pay-ways.ts';
import type { ServiceDescription } from '../../lib/service-description/description.ts';
import { type PendingPayment, keepPendingPayment, pendingPayment } from './model/pending-payment.ts';
import { PaymentFollow } from './payment-follow.tsx';

/** The top-up's kind as the chosen body enumerates it (`topup` in the real kind's DTO, `top_up` in its summary's). */
function topUpKind(binding: Binding): string {
  const kinds = binding.details.body?.schema.properties.find((property) => property.name === 'type')?.schema.enum;
  return kinds?.find((kind): kind is string => typeof kind === 'string' && /^top_?up$/i.test(kind)) ?? 'topup';
}

/** The ways to top up, read where a payment can be created at all (without that, none is offered). */
export function useTopUpSystems(projectId: number, paySystems: Bound, createPayment: Bound) {
  return useRead(paySystemsRead, paySystems, projectId, {
    enabled: isBound(paySystems) && isBound(createPayment),
  });
}

export type TopUpSystems = ReturnType<typeof useTopUpSystems>;

interface TopUpProps {
  projectId: number;
  paySystems: Bound;
  /** The page's read of the ways to top up (useTopUpSystems): what follows the top-up waits for it. */
  systems: TopUpSystems;
  createPayment: Bound;
  paymentStatus: Bound;
  /** The deployment's description: how each pay system is paid is its own operations'. */
  description: ServiceDescription;
  onSettled: () => void;
}

/**
 * A top-up: the pay systems that can top up, an amount checked against the chosen one's limits before anything is
 * sent, the payment created on the press. Then only what the answer allows: to its `https:` address, full-page; else
 * the payment's number and status, read again until it changes. The balance shown is only ever the service's. The
 * payment followed is the sign-in's: another sign-in in this tab starts with none.
 */
export function TopUp(props: TopUpProps) {
  const signInId = useTokenStore((state) => state.session?.signInId);
  return signInId ? <SignedInTopUp key={signInId} {...props} signInId={signInId} /> : null;
}

function SignedInTopUp({
  projectId,
  paySystems,
  systems,
  createPayment,
  paymentStatus,
  description,
  onSettled,
  signInId,
}: TopUpProps & { signInId: string }) {
  const m = useMessages(billingMessages);
  const titleId = useId();
  const [payment, setPayment] = useState<PendingPayment | null>(() => pendingPayment(projectId, signInId));
  const follow = (next: PendingPayment | null) => {
    keepPendingPayment(projectId, signInId, next);
    setPayment(next);
  };
  return (
    <section className="card billing-top-up" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.topUp.title}</h2>
      {isBound(createPayment) ? (
        <TopUpForm
          projectId={projectId}
          paySystems={paySystems}
          systems={systems}
          create={createPayment}
          description={description}
          onCreated={(created, system, way) =>
            follow({
              id: created.id,
              payName: created.payName ?? system.name,
              paidElsewhere: created.address !== undefined || way.kind === 'page',
              way: system.name,
              startStatus: undefined,
            })
          }
        />
      ) : (
        <PartNote part={createPayment} />
      )}
      {/* Below the ways to pay, whose number is known once they are read: drawn after them, it is not moved by them. */}
      {payment && (!isBound(createPayment) || hasLanded(paySystems, systems)) ? (
        <PaymentFollow
          key={payment.id}
          projectId={projectId}
          payment={payment}
          way={payment.way === undefined ? undefined : payWayOf(description, { name: payment.way })}
          status={paymentStatus}
          onStart={(startStatus) => follow({ ...payment, startStatus })}
          onChanged={() => {
            keepPendingPayment(projectId, signInId, null);
            onSettled();
          }}
          onForget={() => follow(null)}
        />
      ) : null}
    </section>
  );
}

type OnCreated = (created: CreatedPayment, system: PaySystem, way: PayWay) => void;

function TopUpForm({
  projectId,
  paySystems,
  systems,
  create,
  description,
  onCreated,
}: {
  projectId: number;
  paySystems: Bound;
  systems: TopUpSystems;
  create: Binding;
  description: ServiceDescription;
  onCreated: OnCreated;
}) {
  const m = useMessages(billingMessages);
  return (
    <ReadPart bound={paySystems} query={systems}>
      {(list) =>
        list.length ? (
          <AmountForm
            projectId={projectId}
            systems={list}
            create={create}
            description={description}
            onCreated={onCreated}
          />
        ) : (
          <p>{m.topUp.none}</p>
        )
      }
    </ReadPart>
  );
}

/** A way to pay offered beside its name: how it is paid, where its operations say. */
function howPaid(way: PayWay, system: PaySystem, m: BillingMessages): string | undefined {
  return way.kind === 'service' ? undefined : m.topUp.how[way.kind](system.name);
}

function AmountForm({
  projectId,
  systems,
  create,
  description,
  onCreated,
}: {
  projectId: number;
  systems: readonly PaySystem[];
  create: Binding;
  description: ServiceDescription;
  onCreated: OnCreated;
}) {
  const m = useMessages(billingMessages);
  const language = useLanguage();
  const id = useId();
  const [chosenId, setChosenId] = useState(systems[0]!.id);
  const chosen = systems.find((system) => system.id === chosenId) ?? systems[0]!;
  const ways = useMemo(
    () => new Map(systems.map((system) => [system.id, payWayOf(description, system)])),
    [systems, description],
  );
  const way = ways.get(chosen.id)!;
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState(false);
  const [payPage, setPayPage] = useState<string>();
  const problem = amountProblem(typed, chosen);
  const money = (amount: Amount | undefined, system: PaySystem) =>
    amount === undefined ? undefined : formatMoney(amount, language, system.currency);
  const leave = (address: string) => {
    setPayPage(address);
    window.location.assign(address);
  };
  // The processor's page of a payment just made with a way paid there: asked for once the payment is made (the user
  // confirmed paying this way), and the tab goes there. Held as the creation is, until the tab has left.
  const page = useBoundMutation<{ paymentId: string }, string | undefined>(
    way.kind === 'page' ? way.binding : undefined,
    {
      values: ({ paymentId }) => ({ payment_id: paymentId }),
      parse: (body) => readPayPage(body),
      confirm: false,
      once: true,
      leaves: (address) => address !== undefined,
      onSuccess: (address) => {
        if (address) leave(address);
      },
    },
  );
  const write = useBoundMutation<{ amount: string; system: PaySystem }, CreatedPayment>(create, {
    values: ({ amount, system }) => ({
      project_id: String(projectId),
      type: topUpKind(create),
      amount,
      pay_system_id: system.id,
    }),
    parse: (body) => readCreatedPayment(body),
    // Money is asked for only once the user has seen what is paid, how much and by which way.
    confirm: true,
    // One press, one payment: a double-click or a repeated Enter while it is created creates no second one, nor
    // while the tab is on its way to the pay page.
    once: true,
    leaves: (created) => created.address !== undefined,
    onSuccess: (created, { system }) => {
      const paidWith = ways.get(system.id)!;
      onCreated(created, system, paidWith);
      if (created.address) leave(created.address);
      else if (paidWith.kind === 'page') page.run({ paymentId: created.id });
    },
  });
  const submit = () => {
    setShown(true);
    if (problem === undefined && !page.inFlight) write.run({ amount: typed.trim().replace(',', '.'), system: chosen });
  };
  const limit = problem === 'below' ? money(chosen.min, chosen) : money(chosen.max, chosen);
  const asked = write.asking?.vars as { amount: string; system: PaySystem } | undefined;
  const askedMoney = asked ? formatMoney(asked.amount, language, asked.system.currency) : '';
  const leaving = write.leaving || page.leaving;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="billing-systems">
        <legend>{m.topUp.payWith}</legend>
        {systems.map((system) => {
          const how = howPaid(ways.get(system.id)!, system, m);
          return (
            <label key={system.id} className="field-check">
              <input
                type="radio"
                name={`${id}-system`}
                value={system.id}
                checked={system.id === chosen.id}
                onChange={() => setChosenId(system.id)}
              />
              <span>
                {system.name}
                <span className="hint">
                  {' · '}
                  {m.topUp.limits(money(system.min, system), money(system.max, system))}
                  {how ? ` · ${how}` : ''}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-amount`}>
          {m.topUp.amount}
          {chosen.currency ? ` (${chosen.currency.toUpperCase()})` : ''}
        </label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={shown && problem !== undefined}
          aria-describedby={shown && problem ? `${id}-problem` : undefined}
        />
        {shown && problem ? (
          <p id={`${id}-problem`} className="form-error">
            {m.topUp.problems[problem](limit ?? '')}
          </p>
        ) : null}
      </div>
      <OnceButton type="submit" variant="primary" inFlight={write.inFlight || page.inFlight}>
        {m.topUp.submit}
      </OnceButton>
      {write.isError && !write.asking ? (
        <PageError error={write.error} onRetry={submit} retrying={write.isPending} />
      ) : null}
      {page.isError && page.variables ? (
        <PageError error={page.error} onRetry={() => page.run(page.variables!)} retrying={page.isPending} />
      ) : null}
      {asked ? (
        <ConfirmWrite
          write={write}
          title={m.topUp.confirmTitle(askedMoney, asked.system.name)}
          confirmLabel={m.topUp.pay}
          cancelLabel={m.topUp.cancel}
        >
          <p>{m.topUp.confirmBody[ways.get(asked.system.id)!.kind](askedMoney, asked.system.name)}</p>
        </ConfirmWrite>
      ) : null}
      {/* Said while the tab is on its way there, with the address to follow should it never get there; back on this
          page (from the back-forward cache), no longer. */}
      {payPage && (leaving || write.leaveFailed || page.leaveFailed) ? (
        <p role="status">
          {(leaving ? m.topUp.leaving : m.topUp.notLeft)(new URL(payPage).host)}{' '}
          <a href={payPage}>{m.topUp.openPayPage}</a>
        </p>
      ) : null}
    </form>
  );
}
