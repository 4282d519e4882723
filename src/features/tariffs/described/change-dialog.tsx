import { useMessages } from '../../../lib/i18n/message-table.ts';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { pageHref } from '../../../config/route-map.ts';
import { useUnits } from '../../../config/units.ts';
import { useNow } from '../../../components/use-now.ts';
import { Button } from '../../../components/button.tsx';
import { PageError } from '../../../components/page-error.tsx';
import type { Binding } from '../../../lib/bindings/bind.ts';
import { formatMoney } from '../../../lib/i18n/format-money.ts';
import { formatShortDate } from '../../../lib/i18n/format.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import type { OperationInput } from '../../../lib/bindings/inputs.ts';
import { useBoundMutation } from '../../../lib/bindings/write.ts';
import { primaryType } from '../../../lib/service-description/schema.ts';
import { Widget } from '../../../components/form/widgets.tsx';
import { compareAmounts } from '../../../lib/operations/money/money-values.ts';
import { projectMoneyRead } from '../../../lib/operations/money/project-money-read.ts';
import { readCheck } from './check-figures.ts';
import { CheckSummary, paidFromText } from './check-summary.tsx';
import { fieldLabel } from './field-labels.ts';
import { type KindOperations, planIdOf } from './kind-operations.ts';
import { manageMessages } from './manage-messages.ts';
import { Actions, ModalDialog } from '../../../components/modal-dialog.tsx';
import type { SlotPlan } from './next-plan.ts';
import { PERIOD_MONTHS, type Period, addMonths, isPeriod, periodInput } from './periods.ts';
import { type PlanChoice, PlanChoices } from './plan-choices.tsx';
import { planPrices, priceText, quantityOf } from './plan-labels-read.ts';
import { readTariffList } from './tariff-list.ts';
import { ProjectBalance } from './project-balance.tsx';
import { tariffReads } from '../../../lib/operations/tariffs/tariff-reads.ts';
import type { TariffKind } from './tariff-kinds.ts';
import { useRead } from '../../../lib/bindings/read.ts';

/**
 * How the dialog keeps its reads: as answered when the user asked, so what the user sees is what was answered when
 * they opened it, with no refetch behind their back.
 */
const asAnswered = { staleTime: Infinity, retry: false } as const;

/** How long typing in a value waits before the price is worked out again. */
const SETTLE_MS = 400;

interface ChangeDialogProps {
  ops: KindOperations & { buy: Binding; list: Binding };
  /** The kind whose plans these are: its reads (lib/operations/tariffs/tariff-reads.ts). */
  kind: TariffKind;
  projectId: number;
  /** The current plan, marked among the choices; what a bought plan follows. */
  current: SlotPlan | null;
  onDone: (said: string) => void;
  onClose: () => void;
}

/** The values as they were `SETTLE_MS` after the last change. */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * "Change plan" as a checkout: the kind's plans as cards side by side, a period, what else the buy asks for; then what
 * it costs in words, as the kind's check before buying answers it for the choice; then the buy, asked first, naming
 * the plan, the amount and the balance. The list, the discount and the check are read only from here.
 */
export function ChangeDialog({ ops, kind, projectId, current, onDone, onClose }: ChangeDialogProps) {
  const m = useMessages(manageMessages);
  const language = useLanguage();
  const units = useUnits();
  const now = useNow();
  const reads = tariffReads[kind];
  const list = useRead(reads.list, ops.list, projectId, asAnswered);
  const discount = useRead(reads.discount, ops.discount ?? ops.list, projectId, {
    ...asAnswered,
    quiet: true,
    enabled: ops.discount !== undefined,
  });
  const money = useRead(projectMoneyRead, ops.balance ?? ops.list, projectId, {
    quiet: true,
    enabled: ops.balance !== undefined,
  });
  const currency = money.data?.currency;
  const buyPlanId = planIdOf(ops.buy);
  const checkPlanId = ops.check && planIdOf(ops.check);
  const periodOf = periodInput(ops.buy.inputs);
  const periods = (periodOf?.schema.enum ?? []).filter(isPeriod);
  const tariffs = list.data !== undefined ? readTariffList(list.data.body, buyPlanId?.name) : undefined;
  const quantity = quantityOf(ops.buy);
  const choices = useMemo<PlanChoice[]>(() => {
    if (!tariffs || !('options' in tariffs)) return [];
    const per = quantity && { unit: units[quantity.name] };
    return tariffs.options.map((option) => {
      const amounts = planPrices(option.item, currency);
      const prices: Partial<Record<Period, string>> = {};
      for (const period of Object.keys(amounts) as Period[])
        prices[period] = priceText(amounts[period]!, period, currency, language, m, per);
      return { option, prices, current: current?.id !== undefined && String(current.id) === String(option.id) };
    });
  }, [tariffs, currency, language, m, quantity, units, current]);
  const [choice, setChoice] = useState('');
  const [period, setPeriod] = useState<Period | ''>(periods[0] ?? '');
  const [values, setValues] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const chosen = choices.find((one) => String(one.option.id) === choice);
  const extras = ops.buy.inputs.filter((input) => input !== buyPlanId && input !== periodOf);
  const buyValues: Record<string, string> = {
    ...values,
    ...(periodOf && period ? { [periodOf.name]: period } : {}),
    ...(buyPlanId && chosen ? { [buyPlanId.name]: String(chosen.option.id) } : {}),
  };
  const complete =
    chosen !== undefined &&
    (!periodOf || period !== '') &&
    extras.every((input) => !input.required || (values[input.name] ?? '').trim() !== '');
  // The check gets the same values by name, and the chosen plan by whatever ID input it has.
  const checkValues = useSettled(
    JSON.stringify({
      ...buyValues,
      ...(checkPlanId && chosen ? { [checkPlanId.name]: String(chosen.option.id) } : {}),
    }),
  );
  const check = useRead(
    reads.check,
    ops.check ?? ops.buy,
    { projectId, values: JSON.parse(checkValues) as Record<string, string> },
    { ...asAnswered, enabled: ops.check !== undefined && complete },
  );
  const figures = check.isSuccess ? readCheck(check.data.body) : null;
  const planText = chosen ? `${chosen.option.title}${period ? ` ${m.forPeriod[period]}` : ''}` : '';
  const buy = useBoundMutation(ops.buy, {
    values: () => ({ ...buyValues, project_id: String(projectId) }),
    // The confirmation step of this dialog is the question.
    confirm: false,
    onSuccess: () => onDone(m.bought(planText)),
  });
  const label = (input: OperationInput) =>
    fieldLabel(input.name, { description: input.description, title: undefined }, language);
  // A bought plan follows the current one where it is still running, else starts today.
  const runs = (() => {
    if (!chosen || !period) return undefined;
    const end = current?.end !== undefined && Date.parse(current.end) > now ? current.end : undefined;
    const start = end ?? new Date(now).toISOString();
    const until = addMonths(start, PERIOD_MONTHS[period]);
    return m.runs(chosen.option.title, formatShortDate(start, language), formatShortDate(until, language));
  })();
  const chosenPrice = chosen && period ? chosen.prices[period] : chosen ? Object.values(chosen.prices)[0] : undefined;
  const checkReady = ops.check === undefined || (check.isSuccess && figures !== null);

  if (confirming && chosen) {
    // What is paid, where the check is of the choice and something is to be paid.
    const total =
      ops.checkOfPlan && figures?.total !== undefined && compareAmounts(figures.total, '0') > 0
        ? figures.total
        : undefined;
    const moneyText = (amount: string) => formatMoney(amount, language, figures?.currency ?? currency);
    const from = figures ? paidFromText(figures, m) : '';
    return (
      <ModalDialog className="tariff-dialog" title={m.buyTitle(planText)} onClose={() => setConfirming(false)}>
        <p>{m.buyBody(planText, projectId)}</p>
        {total !== undefined ? (
          <p className="check-total">
            {from
              ? m.buyTakes(
                  moneyText(total),
                  figures?.balance !== undefined ? `${from} (${moneyText(figures.balance)})` : from,
                )
              : m.buyTakesAmount(moneyText(total))}
          </p>
        ) : ops.checkOfPlan && figures?.total !== undefined ? (
          <p className="check-total">{m.payNothing}</p>
        ) : chosenPrice ? (
          <p className="check-total">{m.listPrice(chosenPrice)}</p>
        ) : null}
        {extras.some((input) => (values[input.name] ?? '') !== '') ? (
          <dl className="answer-rows">
            {extras
              .filter((input) => (values[input.name] ?? '') !== '')
              .map((input) => (
                <div key={input.name} className="answer-row">
                  <dt>{label(input).label}</dt>
                  <dd>{[values[input.name], units[input.name]].filter(Boolean).join('\u00a0')}</dd>
                </div>
              ))}
          </dl>
        ) : null}
        {ops.balance ? <ProjectBalance binding={ops.balance} projectId={projectId} /> : null}
        {buy.isError ? (
          <>
            <PageError error={buy.error} onRetry={() => buy.run()} retrying={buy.isPending} />
            {/* A refusal is often the balance: where to see it and add to it. */}
            <p>
              <Link to={pageHref('billing', projectId)}>{m.toBilling}</Link>
            </p>
          </>
        ) : null}
        <Actions>
          <Button variant="primary" onClick={() => buy.run()} disabled={buy.isPending} busy={buy.isPending}>
            {m.buy}
          </Button>
          <Button data-autofocus onClick={() => setConfirming(false)}>
            {m.back}
          </Button>
        </Actions>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog className="tariff-dialog tariff-checkout" title={m.changeTitle} onClose={onClose}>
      {list.isPending ? (
        <p role="status">{m.loadingList}</p>
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : tariffs && 'problem' in tariffs ? (
        <p role="alert">{m.listUnreadable}</p>
      ) : !choices.length ? (
        <p>{m.listEmpty}</p>
      ) : (
        <>
          <PlanChoices choices={choices} fallbackDiscount={discount.data?.body} chosen={choice} onChoose={setChoice} />
          {tariffs && 'skipped' in tariffs && tariffs.skipped ? (
            <p className="hint">{m.skipped(tariffs.skipped)}</p>
          ) : null}
          {periods.length ? <PeriodChoice periods={periods} period={period} onChoose={setPeriod} /> : null}
          {extras.map((input) => (
            <InputField
              key={input.name}
              input={input}
              label={{ ...label(input), hint: units[input.name] ?? label(input).hint }}
              value={values[input.name] ?? ''}
              onChange={(text) => setValues({ ...values, [input.name]: text })}
            />
          ))}
        </>
      )}
      {ops.balance && !ops.check ? <ProjectBalance binding={ops.balance} projectId={projectId} /> : null}
      {!ops.check ? (
        <>
          {chosenPrice ? <p>{m.listPrice(chosenPrice)}</p> : null}
          {runs ? <p>{runs}</p> : null}
          <p className="hint">{m.noCheck}</p>
        </>
      ) : complete ? (
        <CheckSummary
          query={check}
          ofPlan={ops.checkOfPlan}
          price={chosenPrice}
          runs={runs}
          currency={currency}
          projectId={projectId}
        />
      ) : null}
      {!complete && choices.length ? <p className="hint">{m.fillRequired}</p> : null}
      <Actions>
        <Button variant="primary" disabled={!complete || !checkReady} onClick={() => setConfirming(true)}>
          {m.next}
        </Button>
        <Button onClick={onClose}>{m.cancel}</Button>
      </Actions>
    </ModalDialog>
  );
}

/** Paying for a month or a year at once. */
function PeriodChoice({
  periods,
  period,
  onChoose,
}: {
  periods: readonly Period[];
  period: Period | '';
  onChoose: (period: Period) => void;
}) {
  const m = useMessages(manageMessages);
  const name = useId();
  return (
    <fieldset className="period-choice">
      <legend>{m.periodLegend}</legend>
      {periods.map((one) => (
        <label key={one}>
          <input type="radio" name={name} value={one} checked={period === one} onChange={() => onChoose(one)} />
          {m.periodName[one]}
        </label>
      ))}
    </fieldset>
  );
}

function Field({
  label,
  hint,
  required,
  children,
}: {
  label: string;
  hint?: string | undefined;
  required: boolean;
  children: (id: string) => ReactNode;
}) {
  const m = useMessages(manageMessages);
  const id = useId();
  return (
    <div className="tariff-field">
      <label htmlFor={id}>
        {label}
        {required ? <span className="hint"> ({m.required})</span> : null}
        {hint ? <span className="field-hint">{hint}</span> : null}
      </label>
      {children(id)}
    </div>
  );
}

/** One value the buy asks for: its described values as a select, a number as a number, else text. */
function InputField({
  input,
  label,
  value,
  onChange,
}: {
  input: OperationInput;
  label: ReturnType<typeof fieldLabel>;
  value: string;
  onChange: (text: string) => void;
}) {
  const m = useMessages(manageMessages);
  const type = primaryType(input.schema);
  const choices = Boolean(input.schema.enum?.length) || type === 'boolean';
  return (
    <Field label={label.label} hint={label.hint} required={input.required}>
      {(id) =>
        choices ? (
          // The forms' one choice: a description's list of any length is drawn a capped part at a time.
          <Widget
            id={id}
            schema={input.schema}
            value={value}
            onChange={onChange}
            required={input.required}
            secret={false}
            describedBy={undefined}
            invalid={false}
            blank={m.choose}
            valueLabel={
              type === 'boolean'
                ? (choice) => (choice === 'true' ? m.yes : choice === 'false' ? m.no : choice)
                : undefined
            }
          />
        ) : (
          <input
            id={id}
            type={input.secret ? 'password' : type === 'number' || type === 'integer' ? 'number' : 'text'}
            step={type === 'integer' ? 1 : 'any'}
            autoComplete={input.secret ? 'off' : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            required={input.required}
          />
        )
      }
    </Field>
  );
}
