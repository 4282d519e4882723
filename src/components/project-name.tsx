import { useMemo } from 'react';
import { useBindings } from '../lib/bindings/use-bindings.ts';
import { defineMessages, useMessages } from '../lib/i18n/message-table.ts';
import { ACCOUNT_GROUP, accountBindings } from '../lib/operations/account/account-bindings.ts';
import { type ProjectListing, projectListing } from '../lib/operations/account/project-list-query.ts';
import { useListedProjectName } from '../lib/operations/account/use-project-name.ts';

const projectNameMessages = defineMessages({
  en: { id: (id: number) => `ID ${id}` },
  ru: { id: (id) => `ID ${id}` },
  cn: { id: (id) => `ID ${id}` },
});

/**
 * A project as its page's heading names it: the name the account's list gives it, with its ID beside it as
 * secondary text; `fallback` (the page's "Project N") while the list says nothing of it, or there is no list.
 */
export function ProjectName({ projectId, fallback }: { projectId: number; fallback: string }) {
  const { bound } = useBindings(ACCOUNT_GROUP, accountBindings);
  const listing = useMemo(() => (bound ? projectListing(bound.projects) : undefined), [bound]);
  return listing && 'read' in listing ? (
    <ListedName listing={listing} projectId={projectId} fallback={fallback} />
  ) : (
    <>{fallback}</>
  );
}

function ListedName({
  listing,
  projectId,
  fallback,
}: {
  listing: ProjectListing;
  projectId: number;
  fallback: string;
}) {
  const m = useMessages(projectNameMessages);
  const name = useListedProjectName(listing, projectId);
  if (name === undefined) return <>{fallback}</>;
  return (
    <>
      <span className="project-name">{name}</span> <span className="hint">{m.id(projectId)}</span>
    </>
  );
}
