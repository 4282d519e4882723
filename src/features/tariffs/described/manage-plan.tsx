import { useMessages } from '../../../lib/i18n/message-table.ts';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { PartNote } from '../../../components/part-note.tsx';
import type { Bound } from '../../../lib/bindings/bind.ts';
import { ChangeDialog } from './change-dialog.tsx';
import { kindOperations, planIdOf } from './kind-operations.ts';
import { manageMessages } from './manage-messages.ts';
import type { SlotPlan } from './next-plan.ts';
import { RemoveDialog } from './remove-dialog.tsx';
import { RenewalSwitch } from './renewal-switch.tsx';
import type { PlanLabels } from '../plan-labels.ts';
import type { TariffKind, TariffRole } from './tariff-kinds.ts';

interface ManagePlanProps {
  kind: TariffKind;
  bound: Readonly<Record<TariffRole, Bound>>;
  projectId: number;
  /** The current and the next slot's plans; null where there is none. */
  current: SlotPlan | null;
  next: SlotPlan | null;
  /** The kind's plans named and priced by its list, once read. */
  labels: PlanLabels | undefined;
}

/**
 * Below a kind's cards: removing the next plan and changing plans, each offered only when the deployment describes
 * the operation (what it does not describe is named, one line each). Nothing is sent from here without a dialog.
 */
export function ManagePlan({ kind, bound, projectId, current, next, labels }: ManagePlanProps) {
  const m = useMessages(manageMessages);
  const ops = useMemo(() => kindOperations(bound), [bound]);
  const [open, setOpen] = useState<'remove' | 'change' | null>(null);
  const [said, setSaid] = useState('');
  const titleId = useId();
  const { remove, buy, list, renew } = ops;
  // The switch stands where the current plan says whether it renews and when it ends.
  const renewable =
    renew && current?.renews !== undefined && current.end !== undefined
      ? {
          renew,
          // Named as the list names it where the item does not.
          plan: {
            ...current,
            title: current.title ?? (current.id !== undefined ? labels?.[String(current.id)]?.title : undefined),
            renews: current.renews,
            end: current.end,
          },
        }
      : undefined;
  if (!remove && !(buy && list) && !renewable) return null;
  const price = current?.id !== undefined ? labels?.[String(current.id)]?.prices[current.period ?? 'month'] : undefined;
  // Where the remove operation takes the plan's ID, a next plan without a readable ID cannot be named to it.
  const removable =
    remove && next && (planIdOf(remove) === undefined || next.id !== undefined) ? { remove, next } : undefined;
  const done = (text: string) => {
    setOpen(null);
    setSaid(text);
  };
  return (
    <section className="tariff-manage" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.manage}</h2>
      {[...ops.missing, ...ops.refused].map((part) => (
        <PartNote key={part.name} part={part} standsFor="action" />
      ))}
      {renewable ? (
        <RenewalSwitch
          renew={renewable.renew}
          plan={renewable.plan}
          price={price}
          projectId={projectId}
          onSaid={setSaid}
        />
      ) : null}
      {remove && next && !removable ? <p className="hint">{m.removeNeedsId}</p> : null}
      <div className="tariff-manage-actions">
        {removable ? <Button onClick={() => setOpen('remove')}>{m.remove}</Button> : null}
        {buy && list ? <Button onClick={() => setOpen('change')}>{m.change}</Button> : null}
      </div>
      <p role="status" className="hint">
        {said}
      </p>
      {open === 'remove' && removable ? (
        <RemoveDialog
          remove={removable.remove}
          projectId={projectId}
          next={removable.next}
          onDone={done}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'change' && buy && list ? (
        <ChangeDialog
          ops={{ ...ops, buy, list }}
          kind={kind}
          projectId={projectId}
          current={current}
          onDone={done}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
