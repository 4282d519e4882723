import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { RefusalSaid } from '../../components/page-error.tsx';
import type { useBoundMutation } from '../../lib/bindings/write.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import type { OwnProject } from '../../lib/operations/account/own-access.ts';
import { teamMessages } from './team-messages.ts';

// The pieces of answering an invitation that its page and its row on Home and Team share.

type Answering = ReturnType<typeof useBoundMutation<number>>;

/**
 * The choice of the project an invitation is taken for, and its Accept; `other` draws the row's other action for the
 * chosen project. Where no project may take it, says so instead.
 */
export function ProjectChoice({
  choices,
  accept,
  other,
}: {
  choices: readonly OwnProject[];
  accept: Answering;
  other: (projectId: number | undefined) => ReactNode;
}) {
  const m = useMessages(teamMessages);
  const id = useId();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const projectId = chosen ?? choices[0]?.id;
  if (choices.length === 0) return <p>{m.invitation.noProjects}</p>;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-project`}>{m.invitation.project}</label>
        <select
          id={`${id}-project`}
          value={projectId === undefined ? '' : String(projectId)}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {choices.map((project) => (
            <option key={project.id} value={String(project.id)}>
              {project.name ?? m.project(project.id)}
            </option>
          ))}
        </select>
      </div>
      <div className="actions">
        {accept.binding ? (
          <Button
            variant="primary"
            busy={accept.isPending}
            disabled={accept.isPending || projectId === undefined}
            onClick={() => projectId !== undefined && accept.run(projectId)}
          >
            {m.invitation.accept}
          </Button>
        ) : null}
        {other(projectId)}
      </div>
    </>
  );
}

/** Why Accept was refused, where it was; and Decline's confirmation, with `body` saying what declining means. */
export function AnswerNotes({ accept, decline, body }: { accept: Answering; decline: Answering; body: ReactNode }) {
  const m = useMessages(teamMessages);
  return (
    <>
      {accept.isError ? (
        <div role="alert">
          <RefusalSaid error={accept.error} />
        </div>
      ) : null}
      <ConfirmWrite
        write={decline}
        title={m.invitation.declineTitle}
        confirmLabel={m.invitation.decline}
        cancelLabel={m.cancel}
      >
        <p>{body}</p>
      </ConfirmWrite>
    </>
  );
}
