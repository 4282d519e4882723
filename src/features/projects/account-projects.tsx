import { useHeldOrder } from '../../components/use-held-order.ts';
import { Button } from '../../components/button.tsx';
import { describeError } from '../../components/error-panel.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { InvalidResponseError } from '../../lib/api/errors.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useMemo } from 'react';
import { PartNote } from '../../components/part-note.tsx';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import {
  type ProjectListing,
  projectListing,
  useProjectPages,
} from '../../lib/operations/account/project-list-query.ts';
import type { KnownProject } from '../../lib/projects/known-projects-store.ts';
import { useNow } from '../../components/use-now.ts';
import { byAttention, planState } from './glance.ts';
import { glanceTuning, useGlanceReads } from './glance-reads.ts';
import { usePageVisible } from '../../lib/use-page-visible.ts';
import { type GlanceRow, ProjectGlance } from './project-glance.tsx';
import { projectListMessages } from './project-list-messages.ts';

/**
 * Home's list: the projects the service lists for the signed-in account, a page at a time, each at a glance
 * (project-glance.tsx) — live ones first, then those whose plan needs someone. Those opened in this browser are
 * marked. Without the list (not described, an answer that does not fit) one line says why and what to do instead,
 * and the rest of the page works without it.
 */
export function AccountProjects({
  read,
  info,
  live,
  team,
  known,
}: {
  read: Bound;
  info: Bound;
  live: Bound;
  /** Whether the deployment describes the team's page's read: a row then leads to its project's team. */
  team: boolean;
  known: readonly KnownProject[];
}) {
  const m = useMessages(projectListMessages);
  const listing = useMemo(() => projectListing(read), [read]);
  if (!('read' in listing))
    return (
      <>
        <PartNote part={listing} standsFor="own-words" />
        <p className="hint">{m.addById}</p>
      </>
    );
  return <ListedProjects listing={listing} known={known} info={info} live={live} team={team} />;
}

function ListedProjects({
  listing,
  known,
  info,
  live,
  team,
}: {
  listing: ProjectListing;
  known: readonly KnownProject[];
  info: Bound;
  live: Bound;
  team: boolean;
}) {
  const t = useMessages(appMessages);
  const m = useMessages(projectListMessages);
  const now = useNow();
  const tuning = glanceTuning(usePageVisible());
  const query = useProjectPages(listing, tuning);
  // A project a later page lists again is shown once, where it came first.
  const projects = useMemo(() => {
    const seen = new Set<number>();
    return query.items.filter((project) => !seen.has(project.id) && seen.add(project.id));
  }, [query.items]);
  const reads = useGlanceReads(
    projects.map((project) => project.id),
    { info, live },
    tuning,
  );
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
  const total = query.total;
  const opened = new Set(known.map((project) => project.id));
  const rows: GlanceRow[] = projects.map((project, index) => {
    const plan = reads.plans[index]!;
    const money = reads.money[index]!;
    const liveRead = reads.live[index]!;
    return {
      project,
      live: liveRead.data,
      plan: plan.data ? planState(plan.data, now) : undefined,
      reads: { plan, money: isBound(info) ? money : undefined, live: isBound(live) ? liveRead : undefined },
    };
  });
  return (
    <section aria-labelledby="account-projects-title" className="account-projects">
      <h2 id="account-projects-title">{m.accountTitle}</h2>
      {projects.length === 0 ? <p className="hint">{m.listEmpty}</p> : null}
      <GlanceList rows={byAttention(rows)} now={now} opened={opened} team={team} />
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

/** The projects at a glance, held in place while the reader moves the pointer over them or is in them with the keyboard. */
function GlanceList({
  rows,
  now,
  opened,
  team,
}: {
  rows: readonly GlanceRow[];
  now: number;
  opened: ReadonlySet<number>;
  team: boolean;
}) {
  const { items, hold } = useHeldOrder(rows, (row) => row.project.id);
  return (
    <ul className="glance-list" {...hold}>
      {items.map((row) => (
        <ProjectGlance key={row.project.id} row={row} now={now} opened={opened.has(row.project.id)} team={team} />
      ))}
    </ul>
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
