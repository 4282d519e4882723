import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Actions, ModalDialog } from '../../../components/modal-dialog.tsx';
import { PageError } from '../../../components/page-error.tsx';
import type { Binding } from '../../../lib/bindings/bind.ts';
import { projectValues } from '../../../lib/bindings/call.ts';
import { useBoundMutation } from '../../../lib/bindings/write.ts';
import { formatShortDate } from '../../../lib/i18n/format.ts';
import { useLanguage, useMessages } from '../../../lib/i18n/message-table.ts';
import { manageMessages } from './manage-messages.ts';
import type { SlotPlan } from './next-plan.ts';

/**
 * Whether the current plan renews when it ends, as its item says (`prolongation`), and the switch that changes it:
 * what follows either way said beside it, turning it off asked first (a lapsed plan stops what it allows), turning it
 * on sent at once; the state shown is always the one read back after the change.
 */
export function RenewalSwitch({
  renew,
  plan,
  price,
  projectId,
  onSaid,
}: {
  renew: Binding;
  plan: SlotPlan & { renews: boolean; end: string };
  /** The plan's price for its period, as its list gives it: "RUB 790.00 a month". */
  price: string | undefined;
  projectId: number;
  onSaid: (said: string) => void;
}) {
  const m = useMessages(manageMessages);
  const language = useLanguage();
  const labelId = useId();
  const stateId = useId();
  const [asking, setAsking] = useState(false);
  const name = plan.title ?? (plan.id !== undefined ? m.planNamed(String(plan.id)) : '');
  const date = formatShortDate(plan.end, language);
  const write = useBoundMutation(renew, {
    values: (enabled: boolean) => projectValues(projectId, { enabled: String(enabled) }),
    // Turning it off is asked here, by the switch; turning it on changes nothing that was to happen.
    confirm: false,
    onSuccess: (_, enabled) => {
      setAsking(false);
      onSaid(enabled ? m.renewalOn(name, date) : m.renewalOff(name, date));
    },
  });
  const state = plan.renews ? (price ? m.renewsOnFor(date, price) : m.renewsOn(date)) : m.endsOn(date);
  return (
    <div className="tariff-renewal">
      <label id={labelId}>
        <input
          type="checkbox"
          role="switch"
          checked={plan.renews}
          aria-describedby={stateId}
          aria-busy={write.isPending}
          onChange={() => {
            if (write.isPending) return;
            if (plan.renews) setAsking(true);
            else write.run(true);
          }}
        />
        {m.renewLabel(name)}
      </label>
      <p id={stateId} className="hint">
        {state}
      </p>
      {write.isError && !asking ? (
        <PageError error={write.error} onRetry={() => write.run(!plan.renews)} retrying={write.isPending} />
      ) : null}
      {asking ? (
        <ModalDialog className="tariff-dialog" title={m.stopRenewalTitle(name)} onClose={() => setAsking(false)}>
          <p>{m.stopRenewalBody(name, date)}</p>
          {write.isError ? (
            <PageError error={write.error} onRetry={() => write.run(false)} retrying={write.isPending} />
          ) : null}
          <Actions>
            <Button data-autofocus onClick={() => setAsking(false)}>
              {m.keepRenewal}
            </Button>
            <Button
              variant="primary"
              busy={write.isPending}
              disabled={write.isPending}
              onClick={() => write.run(false)}
            >
              {m.stopRenewal}
            </Button>
          </Actions>
        </ModalDialog>
      ) : null}
    </div>
  );
}
