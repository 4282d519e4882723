import { useId, useMemo, useState } from 'react';
import type { ServiceDescription } from '../../../lib/service-description/description.ts';
import { ChangeDialog } from './change-dialog.tsx';
import { kindBindings } from './kind-bindings.ts';
import type { ManageMessages } from './manage-messages.ts';
import type { NextPlan } from './next-plan.ts';
import { RemoveDialog } from './remove-dialog.tsx';
import type { TariffKind } from './tariff-kinds.ts';

interface ManagePlanProps {
  kind: TariffKind;
  projectId: number;
  description: ServiceDescription;
  /** The next slot's plan; null when nothing is scheduled. */
  next: NextPlan | null;
  m: ManageMessages;
}

/**
 * Below a kind's cards: removing the next plan and changing plans, each offered only when the deployment describes
 * the operation (what it does not describe is named in one line). Nothing is sent from here without a dialog.
 */
export function ManagePlan({ kind, projectId, description, next, m }: ManagePlanProps) {
  const ops = useMemo(() => kindBindings(description, kind), [description, kind]);
  const [open, setOpen] = useState<'remove' | 'change' | null>(null);
  const [said, setSaid] = useState('');
  const titleId = useId();
  const { remove, buy, list } = ops;
  if (!remove && !(buy && list)) return null;
  // Where the remove operation takes the plan's ID, a next plan without a readable ID cannot be named to it.
  const removable =
    remove && next && (remove.planId === undefined || next.id !== undefined) ? { remove, next } : undefined;
  const done = (text: string) => {
    setOpen(null);
    setSaid(text);
  };
  return (
    <section className="tariff-manage" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.manage}</h2>
      {ops.missing.length ? <p className="hint">{m.notDescribed(ops.missing.join(', '))}</p> : null}
      {ops.refused.map(({ name, method }) => (
        <p key={name} className="hint">
          {m.notARead(name, method)}
        </p>
      ))}
      {remove && next && !removable ? <p className="hint">{m.removeNeedsId}</p> : null}
      <div className="actions">
        {removable ? (
          <button type="button" className="button" onClick={() => setOpen('remove')}>
            {m.remove}
          </button>
        ) : null}
        {buy && list ? (
          <button type="button" className="button" onClick={() => setOpen('change')}>
            {m.change}
          </button>
        ) : null}
      </div>
      <p role="status" className="hint">
        {said}
      </p>
      {open === 'remove' && removable ? (
        <RemoveDialog
          remove={removable.remove}
          projectId={projectId}
          next={removable.next}
          m={m}
          onDone={done}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'change' && buy && list ? (
        <ChangeDialog
          ops={{ ...ops, buy, list }}
          projectId={projectId}
          m={m}
          onDone={done}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
