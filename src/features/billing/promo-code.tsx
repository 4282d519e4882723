import { useMessages } from '../../lib/i18n/message-table.ts';
import { useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { PageError } from '../../components/page-error.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { type PromoRefusal, billingMessages } from './billing-messages.ts';
import { HttpError } from '../../lib/api/errors.ts';
import { type PromoCode as Checked, codeIsNumber, readPromoResult } from '../../lib/operations/money/promo.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { promoCheckRead } from '../../lib/operations/money/money-reads.ts';

/** What applying a code may change besides the page's own reads: a tariff code gives a plan. */
const TARIFF_GROUPS = ['PlanRestream', 'PlanTranscoding', 'PlanStorage'];

/**
 * How the service refused a code, where it refused the code itself (not who asks, nor a failure to try again): used
 * before for this project, not found, or refused otherwise. Said in one sentence, with nothing to retry.
 */
export function promoRefusal(error: unknown): PromoRefusal | undefined {
  if (!(error instanceof HttpError) || error.status < 400 || error.status >= 500) return undefined;
  if ([401, 403, 408, 429].includes(error.status)) return undefined;
  if (error.code === 'promo_already_used') return 'used';
  return error.code === 'NotFoundException' || error.status === 404 ? 'unknown' : 'refused';
}

/**
 * A promo code: checked first (its name and kind shown), then applied after a confirmation — the real kind applies it
 * with a GET, which nobody expects to change a balance — and the balance and history are read again.
 */
interface PromoProps {
  projectId: number;
  check: Bound;
  apply: Bound;
}

export function PromoCode({ projectId, check, apply }: PromoProps) {
  const m = useMessages(billingMessages);
  const titleId = useId();
  return (
    <section className="card billing-promo" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.promo.title}</h2>
      {isBound(check) ? <PromoForm projectId={projectId} check={check} apply={apply} /> : <PartNote part={check} />}
    </section>
  );
}

function PromoForm({ projectId, check, apply }: PromoProps) {
  const m = useMessages(billingMessages);
  const id = useId();
  const digitsOnly = codeIsNumber(isBound(check) ? check : undefined);
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string>();
  const [result, setResult] = useState<string | null>(null);
  const problem = digitsOnly && typed.trim() !== '' && !/^\d+$/.test(typed.trim()) ? m.promo.digitsOnly : undefined;
  const values = { project_id: String(projectId), code: asked ?? '' };
  const checked = useRead(
    promoCheckRead,
    check,
    { projectId, code: asked ?? '' },
    {
      enabled: asked !== undefined,
      staleTime: 0,
      retry: false,
    },
  );
  const write = useBoundMutation<Checked, string | undefined>(apply, {
    values: () => values,
    parse: (body) => readPromoResult(body),
    invalidates: TARIFF_GROUPS,
    onSuccess: (applied) => {
      setResult(applied ?? '');
      setAsked(undefined);
      setTyped('');
    },
  });
  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const code = typed.trim();
          if (code === '' || problem) return;
          setResult(null);
          setAsked(code);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-code`}>{m.promo.code}</label>
          {/* The code and its Check on one line, whatever the label or a problem under them take. */}
          <div className="billing-promo-row">
            <input
              id={`${id}-code`}
              autoComplete="off"
              spellCheck={false}
              inputMode={digitsOnly ? 'numeric' : undefined}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={problem !== undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
            <Button type="submit" busy={checked.isFetching}>
              {m.promo.check}
            </Button>
          </div>
          {problem ? (
            <p id={`${id}-problem`} className="form-error">
              {problem}
            </p>
          ) : null}
        </div>
      </form>
      {asked !== undefined && promoRefusal(checked.error) ? (
        <p role="alert">{m.promo.refusals[promoRefusal(checked.error)!]}</p>
      ) : asked !== undefined ? (
        <ReadPart bound={check} query={checked}>
          {(code) => (
            <div className="billing-promo-found">
              <p role="status">{m.promo.found(code.name ?? asked, code.type)}</p>
              {write.binding ? (
                <Button variant="primary" onClick={() => write.run(code)} busy={write.isPending}>
                  {m.promo.apply}
                </Button>
              ) : (
                <PartNote part={apply} />
              )}
              {write.isError && !write.asking ? (
                promoRefusal(write.error) ? (
                  <p role="alert">{m.promo.refusals[promoRefusal(write.error)!]}</p>
                ) : (
                  <PageError error={write.error} onRetry={() => write.run(code)} retrying={write.isPending} />
                )
              ) : null}
              <ConfirmWrite
                write={write}
                title={m.promo.confirmTitle}
                confirmLabel={m.promo.apply}
                cancelLabel={m.promo.cancel}
              >
                <p>{m.promo.confirmBody(code.name ?? asked)}</p>
              </ConfirmWrite>
            </div>
          )}
        </ReadPart>
      ) : null}
      {result !== null ? (
        <p role="status" className="billing-applied">
          {result === 'top_up' || result === 'tariff'
            ? m.promo.results[result]
            : result
              ? m.promo.appliedAs(result)
              : m.promo.applied}
        </p>
      ) : null}
    </>
  );
}
