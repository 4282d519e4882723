import { defineMessages, useMessages } from '../lib/i18n/message-table.ts';
import { useListedProjectName } from '../lib/projects/listed-project-name.ts';

const projectNameMessages = defineMessages({
  en: { id: (id: number) => `ID ${id}` },
  ru: { id: (id) => `ID ${id}` },
  cn: { id: (id) => `ID ${id}` },
});

/**
 * A project as its page's heading names it: the name the account's list gave it, with its ID beside it as
 * secondary text; `fallback` (the page's "Project N") while no list in this tab has named it.
 */
export function ProjectName({ projectId, fallback }: { projectId: number; fallback: string }) {
  const m = useMessages(projectNameMessages);
  const name = useListedProjectName(projectId);
  if (name === undefined) return <>{fallback}</>;
  return (
    <>
      <span className="project-name">{name}</span> <span className="hint">{m.id(projectId)}</span>
    </>
  );
}
