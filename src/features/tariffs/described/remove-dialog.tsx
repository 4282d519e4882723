import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { callBinding } from '../../../lib/bindings/call.ts';
import type { TariffBinding } from './kind-bindings.ts';
import type { ManageMessages } from './manage-messages.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { type NextPlan, nextPlanText } from './next-plan.ts';
import * as bindingKeys from '../../../lib/bindings/keys.ts';
import { CallError } from './write-error.tsx';

interface RemoveDialogProps {
  remove: TariffBinding;
  projectId: number;
  next: NextPlan;
  m: ManageMessages;
  onDone: (said: string) => void;
  onClose: () => void;
}

/** "Remove the next plan": names the plan and its dates and the operation; nothing is sent before the button. */
export function RemoveDialog({ remove, projectId, next, m, onDone, onClose }: RemoveDialogProps) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const values: Record<string, string> =
    remove.planId && next.id !== undefined ? { [remove.planId.name]: String(next.id) } : {};
  const mutation = useMutation({
    mutationFn: () => callBinding(remove, values, { projectId, language }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bindingKeys.group(remove.group) });
      onDone(m.removed);
    },
  });
  return (
    <ModalDialog className="tariff-dialog" title={m.removeTitle} onClose={onClose}>
      <p>{m.removeBody(nextPlanText(next, m, language), projectId)}</p>
      <p className="hint">{m.askedBy(remove.name)}</p>
      {mutation.isError ? (
        <CallError error={mutation.error} onRetry={() => mutation.mutate()} retrying={mutation.isPending} m={m} />
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => mutation.mutate()}
          disabled={mutation.isPending}
        >
          {m.remove}
        </button>
        <button type="button" className="button" data-autofocus onClick={onClose}>
          {m.cancel}
        </button>
      </div>
    </ModalDialog>
  );
}
