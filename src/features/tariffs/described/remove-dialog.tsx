import { useMessages } from '../../../lib/i18n/message-table.ts';
import { Button } from '../../../components/button.tsx';
import { Actions, ModalDialog } from '../../../components/modal-dialog.tsx';
import { PageError } from '../../../components/page-error.tsx';
import type { Binding } from '../../../lib/bindings/bind.ts';
import { useBoundMutation } from '../../../lib/bindings/write.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { planIdOf } from './kind-operations.ts';
import { manageMessages } from './manage-messages.ts';
import { type SlotPlan, nextPlanText } from './next-plan.ts';

interface RemoveDialogProps {
  remove: Binding;
  projectId: number;
  next: SlotPlan;
  onDone: (said: string) => void;
  onClose: () => void;
}

/** "Remove the next plan": names the plan and its dates; nothing is sent before the button. */
export function RemoveDialog({ remove, projectId, next, onDone, onClose }: RemoveDialogProps) {
  const m = useMessages(manageMessages);
  const language = useLanguage();
  const planId = planIdOf(remove);
  const write = useBoundMutation(remove, {
    values: () => ({
      project_id: String(projectId),
      ...(planId && next.id !== undefined ? { [planId.name]: String(next.id) } : {}),
    }),
    // This dialog is the question.
    confirm: false,
    onSuccess: () => onDone(m.removed),
  });
  return (
    <ModalDialog className="tariff-dialog" title={m.removeTitle} onClose={onClose}>
      <p>{m.removeBody(nextPlanText(next, m, language), projectId)}</p>
      {write.isError ? <PageError error={write.error} onRetry={() => write.run()} retrying={write.isPending} /> : null}
      <Actions>
        <Button variant="primary" onClick={() => write.run()} disabled={write.isPending} busy={write.isPending}>
          {m.remove}
        </Button>
        <Button data-autofocus onClick={onClose}>
          {m.cancel}
        </Button>
      </Actions>
    </ModalDialog>
  );
}
