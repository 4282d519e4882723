import { Button } from '../../components/button.tsx';
import { Link } from 'react-router';
import { describeError } from '../../components/error-panel.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { paths, projectGroupPath } from '../../config/paths.ts';
import { InvalidResponseError } from '../../lib/api/errors.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useMemo } from 'react';
import { PartNote } from '../../components/part-note.tsx';
import type { Bound } from '../../lib/bindings/bind.ts';
import {
  type ListedProject,
  type ProjectListing,
  projectListing,
  useProjectPages,
} from '../../lib/operations/account/project-list-query.ts';
import type { KnownProject } from '../../lib/projects/known-projects-store.ts';
import { ProjectAvatar } from './project-avatar.tsx';
import { projectListMessages } from './project-list-messages.ts';

/**
 * The projects the service lists for the signed-in account, by name and ID, each opening the project; those opened
 * in this browser are marked. Without the list (not described, an answer that does not fit) one line says why and
 * what to do instead, and the rest of the overview works without it.
 */
export function AccountProjects({ read, known }: { read: Bound; known: readonly KnownProject[] }) {
  const m = useMessages(projectListMessages);
  const listing = useMemo(() => projectListing(read), [read]);
  if (!('read' in listing))
    return (
      <>
        <PartNote part={listing} />
        <p className="hint">{m.addById}</p>
      </>
    );
  return <ListedProjects listing={listing} known={known} />;
}

function ListedProjects({ listing, known }: { listing: ProjectListing; known: readonly KnownProject[] }) {
  const t = useMessages(appMessages);
  const m = useMessages(projectListMessages);
  const query = useProjectPages(listing);
  if (query.isPending) {
    return (
      <p className="hint" aria-busy="true">
        {m.accountLoading}
      </p>
    );
  }
  if (query.isError && !query.isFetchNextPageError) {
    if (query.error instanceof InvalidResponseError) return <p className="hint">{m.whyNotFit(query.error.field)}</p>;
    return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return null;
  // A project a later page lists again is shown once, where it came first.
  const seen = new Set<number>();
  const projects: ListedProject[] = query.items.filter((project) => !seen.has(project.id) && seen.add(project.id));
  const total = query.total;
  const opened = new Set(known.map((project) => project.id));
  return (
    <section aria-labelledby="account-projects-title" className="account-projects">
      <h2 id="account-projects-title">{m.accountTitle}</h2>
      {projects.length === 0 ? <p className="hint">{m.listEmpty}</p> : null}
      <ul className="account-project-list">
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectAvatar picture={project.picture} label={project.name ?? m.project(project.id)} />
            <Link to={paths.tariff(project.id)}>{project.name ?? m.project(project.id)}</Link>
            <span className="hint">{m.projectId(project.id)}</span>
            {project.kind !== undefined ? <span className="project-kind">{project.kind}</span> : null}
            <Link
              to={projectGroupPath('Stream key', project.id)}
              aria-label={m.streamOf(project.name ?? m.project(project.id))}
            >
              {m.stream}
            </Link>
            <Link
              to={projectGroupPath('MoneyFlow', project.id)}
              aria-label={m.billingOf(project.name ?? m.project(project.id))}
            >
              {m.billing}
            </Link>
            {opened.has(project.id) ? <span className="badge">{m.openedHere}</span> : null}
          </li>
        ))}
      </ul>
      {total !== undefined && total > projects.length ? (
        <p className="hint">{m.shownOf(projects.length, total)}</p>
      ) : null}
      {query.isFetchNextPageError ? <ListError error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
      {query.hasNextPage && !query.isFetchNextPageError ? (
        <Button
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage || undefined}
          onClick={query.showMore}
        >
          {query.isFetchingNextPage ? `${t.app.loading}…` : m.showMore}
        </Button>
      ) : null}
    </section>
  );
}

function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useMessages(appMessages);
  const m = useMessages(projectListMessages);
  return (
    <div className="project-error" role="alert">
      <p>
        {m.whyFailed} {error instanceof InvalidResponseError ? m.whyNotFit(error.field) : describeError(error, t)}
      </p>
      <ServiceSaid error={error} />
      <Button onClick={onRetry}>{t.errors.retry}</Button>
    </div>
  );
}
