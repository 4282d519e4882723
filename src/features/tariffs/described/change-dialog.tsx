import { type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { pageHref } from '../../../config/route-map.ts';
import { Button } from '../../../components/button.tsx';
import { PageError } from '../../../components/page-error.tsx';
import type { Binding } from '../../../lib/bindings/bind.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import type { OperationInput } from '../../../lib/bindings/inputs.ts';
import { useBoundMutation } from '../../../lib/bindings/write.ts';
import { primaryType } from '../../../lib/service-description/schema.ts';
import { SECRET_MASK } from '../../../lib/service-description/secret.ts';
import { Widget } from '../../../components/form/widgets.tsx';
import { answerRows } from './answer-rows.ts';
import { fieldLabel } from './field-labels.ts';
import { type KindOperations, planIdOf } from './kind-operations.ts';
import type { ManageMessages } from './manage-messages.ts';
import { Actions, ModalDialog } from '../../../components/modal-dialog.tsx';
import { readTariffList } from './tariff-list.ts';
import { ProjectBalance } from './project-balance.tsx';
import { tariffReads } from '../../../lib/operations/tariffs/tariff-reads.ts';
import type { Answered } from '../../../lib/bindings/read.ts';
import type { TariffKind } from './tariff-kinds.ts';
import { useRead } from '../../../lib/bindings/read.ts';

/**
 * How the dialog keeps its reads: as answered when the user asked, so what the user sees is what was answered when
 * they opened it, with no refetch behind their back.
 */
const asAnswered = { staleTime: Infinity, retry: false } as const;

interface ChangeDialogProps {
  ops: KindOperations & { buy: Binding; list: Binding };
  /** The kind whose plans these are: its reads (lib/operations/tariffs/tariff-reads.ts). */
  kind: TariffKind;
  projectId: number;
  m: ManageMessages;
  onDone: (said: string) => void;
  onClose: () => void;
}

/**
 * "Change plan": the group's tariffs by title and what the buy asks for besides, then the service's own check,
 * then the buy, confirmed. The list, the discount and the check are read only from here, once the user asks.
 */
export function ChangeDialog({ ops, kind, projectId, m, onDone, onClose }: ChangeDialogProps) {
  const language = useLanguage();
  const reads = tariffReads[kind];
  const list = useRead(reads.list, ops.list, projectId, asAnswered);
  const buyPlanId = planIdOf(ops.buy);
  const checkPlanId = ops.check && planIdOf(ops.check);
  const planIdName = buyPlanId?.name;
  const tariffs = list.data !== undefined ? readTariffList(list.data.body, planIdName) : undefined;
  const options = tariffs && 'options' in tariffs ? tariffs.options : [];
  const [choice, setChoice] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chosen = options.find((option) => String(option.id) === choice);
  const extras = ops.buy.inputs.filter((input) => input !== buyPlanId);
  const buyValues: Record<string, string> = {
    ...values,
    ...(planIdName && chosen ? { [planIdName]: String(chosen.id) } : {}),
  };
  const complete =
    chosen !== undefined && extras.every((input) => !input.required || (values[input.name] ?? '').trim() !== '');
  // The check gets the same values by name, and the chosen plan by whatever ID input it has.
  const checkValues: Record<string, string> = {
    ...buyValues,
    ...(checkPlanId && chosen ? { [checkPlanId.name]: String(chosen.id) } : {}),
  };
  const edit = (update: () => void) => {
    update();
    setChecked(null);
  };
  const buy = useBoundMutation(ops.buy, {
    values: () => ({ ...buyValues, project_id: String(projectId) }),
    // The confirmation step of this dialog is the question.
    confirm: false,
    onSuccess: () => onDone(m.bought),
  });
  const label = (input: OperationInput) =>
    fieldLabel(input.name, { description: input.description, title: undefined }, language);
  // Asked only when the user presses the check's button (before that, `checked` is null); never without a check.
  const check = useRead(
    reads.check,
    ops.check ?? ops.buy,
    { projectId, values: checked ?? {} },
    {
      ...asAnswered,
      enabled: ops.check !== undefined && checked !== null,
    },
  );
  const checkPassed = checked !== null && check.isSuccess;

  if (confirming && chosen) {
    return (
      <ModalDialog className="tariff-dialog" title={m.buyTitle} onClose={() => setConfirming(false)}>
        <p>{m.buyBody(chosen.title, projectId)}</p>
        {extras.length ? (
          <dl className="answer-rows">
            {extras
              .filter((input) => (values[input.name] ?? '') !== '')
              .map((input) => (
                <div key={input.name} className="answer-row">
                  <dt>{label(input).label}</dt>
                  <dd>{input.secret ? SECRET_MASK : values[input.name]}</dd>
                </div>
              ))}
          </dl>
        ) : null}
        <p className="hint">{m.askedBy(ops.buy.name)}</p>
        {ops.balance ? <ProjectBalance binding={ops.balance} projectId={projectId} m={m} /> : null}
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
    <ModalDialog className="tariff-dialog" title={m.changeTitle} onClose={onClose}>
      {ops.discount ? <Discount discount={ops.discount} kind={kind} projectId={projectId} m={m} /> : null}
      {list.isPending ? (
        <p role="status">{m.loadingList}</p>
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : tariffs && 'problem' in tariffs ? (
        <p role="alert">{m.listUnreadable}</p>
      ) : !options.length ? (
        <p>{m.listEmpty}</p>
      ) : (
        <>
          <Field label={m.tariff} required m={m}>
            {(id) => (
              <select
                id={id}
                data-autofocus
                value={choice}
                onChange={(event) => edit(() => setChoice(event.target.value))}
              >
                <option value="">{m.choose}</option>
                {options.map((option) => (
                  <option key={String(option.id)} value={String(option.id)}>
                    {option.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {tariffs && 'skipped' in tariffs && tariffs.skipped ? (
            <p className="hint">{m.skipped(tariffs.skipped)}</p>
          ) : null}
          {extras.map((input) => (
            <InputField
              key={input.name}
              input={input}
              label={label(input)}
              m={m}
              value={values[input.name] ?? ''}
              onChange={(text) => edit(() => setValues({ ...values, [input.name]: text }))}
            />
          ))}
        </>
      )}
      {ops.balance ? <ProjectBalance binding={ops.balance} projectId={projectId} m={m} /> : null}
      {ops.check ? (
        checked ? (
          <CheckAnswer query={check} bound={ops.check} ofPlan={ops.checkOfPlan} m={m} />
        ) : (
          <Actions>
            <Button disabled={!complete} onClick={() => setChecked(checkValues)}>
              {m.checkPrice}
            </Button>
          </Actions>
        )
      ) : (
        <p className="hint">{m.noCheck}</p>
      )}
      {!complete && options.length ? <p className="hint">{m.fillRequired}</p> : null}
      <Actions>
        <Button
          variant="primary"
          disabled={!complete || (ops.check !== undefined && !checkPassed)}
          onClick={() => setConfirming(true)}
        >
          {m.next}
        </Button>
        <Button onClick={onClose}>{m.cancel}</Button>
      </Actions>
    </ModalDialog>
  );
}

function Field({
  label,
  hint,
  required,
  m,
  children,
}: {
  label: string;
  hint?: string | undefined;
  required: boolean;
  m: ManageMessages;
  children: (id: string) => ReactNode;
}) {
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
  m,
}: {
  input: OperationInput;
  label: ReturnType<typeof fieldLabel>;
  value: string;
  onChange: (text: string) => void;
  m: ManageMessages;
}) {
  const type = primaryType(input.schema);
  const choices = Boolean(input.schema.enum?.length) || type === 'boolean';
  return (
    <Field label={label.label} hint={label.hint} required={input.required} m={m}>
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

/** An answer shown as it comes, member by member; `unreadable` when it is no object. */
function Rows({
  value,
  bound,
  unreadable,
  m,
}: {
  value: unknown;
  bound: Binding;
  unreadable: string;
  m: ManageMessages;
}) {
  const language = useLanguage();
  const rows = answerRows(value, bound.answer, language, m);
  if (!rows) return <p>{unreadable}</p>;
  return (
    <dl className="answer-rows">
      {rows.map((row) => (
        <div key={row.name} className="answer-row">
          <dt>
            {row.label.label}
            {row.label.hint ? <span className="field-hint">{row.label.hint}</span> : null}
          </dt>
          <dd>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}

function Discount({
  discount,
  kind,
  projectId,
  m,
}: {
  discount: Binding;
  kind: TariffKind;
  projectId: number;
  m: ManageMessages;
}) {
  const query = useRead(tariffReads[kind].discount, discount, projectId, asAnswered);
  // A discount the service does not give (an error, an odd answer) is said, and does not stop a change of plan.
  return (
    <section aria-label={m.discount}>
      <h3>{m.discount}</h3>
      {query.isPending ? (
        <p role="status">{m.loading}</p>
      ) : query.isError ? (
        <PageError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Rows value={query.data.body} bound={discount} unreadable={m.discountUnreadable} m={m} />
      )}
    </section>
  );
}

function CheckAnswer({
  query,
  bound,
  ofPlan,
  m,
}: {
  query: UseQueryResult<Answered>;
  bound: Binding;
  ofPlan: boolean;
  m: ManageMessages;
}) {
  return (
    <section aria-label={m.checkHeading}>
      <h3>{m.checkHeading}</h3>
      {query.isPending ? (
        <p role="status">{m.checking}</p>
      ) : query.isError ? (
        <PageError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          {ofPlan ? null : <p className="hint">{m.checkNotOfPlan}</p>}
          <Rows value={query.data.body} bound={bound} unreadable={m.checkUnreadable} m={m} />
          <p className="hint">{m.checkAgain}</p>
        </>
      )}
    </section>
  );
}
