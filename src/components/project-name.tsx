import { useMemo } from 'react';
import type { Bound } from '../lib/bindings/bind.ts';
import { useMessages } from '../lib/i18n/message-table.ts';
import { accountPart } from '../lib/operations/account/account-bindings.ts';
import { projectListing } from '../lib/operations/account/project-list-query.ts';
import { useListedProjectName } from '../lib/operations/account/use-project-name.ts';
import { BoundPart } from './bound-part.tsx';
import './project-name.css';
import { projectNameMessages } from './project-name-messages.ts';

/**
 * A project as its page's heading names it: the name the account's list gives it, with its ID beside it as
 * secondary text; `fallback` (the page's "Project N") while the list says nothing of it, or there is no list.
 */
export function ProjectName({ projectId, fallback }: { projectId: number; fallback: string }) {
  return (
    <BoundPart part={accountPart} quiet fallback={fallback} pending={fallback}>
      {(bound) => <ListedName projects={bound.projects} projectId={projectId} fallback={fallback} />}
    </BoundPart>
  );
}

function ListedName({ projects, projectId, fallback }: { projects: Bound; projectId: number; fallback: string }) {
  const m = useMessages(projectNameMessages);
  const listing = useMemo(() => projectListing(projects), [projects]);
  const name = useListedProjectName(listing, projectId);
  if (name === undefined) return <>{fallback}</>;
  return (
    <>
      <span className="project-name">{name}</span> <span className="project-name-id">{m.id(projectId)}</span>
    </>
  );
}
