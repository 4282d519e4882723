import { useMessages } from '../../lib/i18n/message-table.ts';
import { teamMessages } from './team-messages.ts';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { pageHref } from '../../config/route-map.ts';
import { type Bound } from '../../lib/bindings/bind.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { useKnownProjects } from '../../lib/projects/known-projects-store.ts';
import { projectLabel } from './destinations.tsx';
import type { TeamContext } from './team-props.ts';

/**
 * Leaving a project shared with the account ("Leave project"): offered where the project is not one of the account's
 * personal ones, asked first, naming it. Once left, the project is forgotten by this browser too and the account lands
 * on Home, where its list no longer has it; a refusal (the last member who may change the team) is said in the question.
 */
export function LeaveProject({ team, leave }: { team: TeamContext; leave: Bound }) {
  const { projectId } = team;
  const m = useMessages(teamMessages);
  const navigate = useNavigate();
  const forget = useKnownProjects((state) => state.remove);
  const write = useBoundMutation(leave, {
    values: () => projectValues(projectId),
    confirm: true,
    once: true,
    onSuccess: () => {
      forget(projectId);
      void navigate(pageHref('home'));
    },
  });
  const own = team.own.find((project) => project.id === projectId);
  if (!write.binding || own === undefined || own.personal === true) return null;
  const name = projectLabel(team, projectId, m);
  return (
    <>
      <Button onClick={() => write.run(undefined)}>{m.leave.button}</Button>
      <ConfirmWrite write={write} title={m.leave.title(name)} confirmLabel={m.leave.confirm} cancelLabel={m.cancel}>
        <p>{m.leave.body(name)}</p>
      </ConfirmWrite>
    </>
  );
}
