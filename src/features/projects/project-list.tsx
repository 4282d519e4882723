import { useHeldOrder } from '../../components/use-held-order.ts';
import { Button } from '../../components/button.tsx';
import { useQueries } from '@tanstack/react-query';
import { type ComponentType, type FormEvent, type ReactNode, useId, useState } from 'react';
import { InsertedView } from '../../components/inserted-view.tsx';
import { Link } from 'react-router';
import { describeError } from '../../components/error-panel.tsx';
import { LastSeenNote } from '../../components/last-seen-note.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { useNow } from '../../components/use-now.ts';
import { parseProjectId } from '../../config/paths.ts';
import { pageHref } from '../../config/route-map.ts';
import { useUnits } from '../../config/units.ts';
import { daysUntil, formatAmount, formatNumber } from '../../lib/i18n/format.ts';
import { appMessages, useLanguage } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { planRestreamQuery } from '../../lib/operations/plan-restream/plan-restream-query.ts';
import { type KnownProject, useAccountProjects, useKnownProjects } from '../../lib/projects/known-projects-store.ts';
import { retryRefreshNow } from '../../lib/session/refresh.ts';
import { BoundPart } from '../../components/bound-part.tsx';
import { isBound } from '../../lib/bindings/bind.ts';
import { accountPart } from '../../lib/operations/account/account-bindings.ts';
import { AccountProjects } from './account-projects.tsx';
import { glanceTuning, homePart } from './glance-reads.ts';
import { usePageVisible } from '../../lib/use-page-visible.ts';
import { summarize } from './project-summary.ts';
import './projects.css';
import { projectListMessages } from './project-list-messages.ts';

/** What the overview draws of other features, handed in by the router: the invitations to the account's projects. */
export interface OverviewInserts {
  invitations?: ComponentType | undefined;
}

/**
 * The signed-in overview: the projects the service lists for the account (when its description says how to ask),
 * the form that adds a project by ID, and the projects this browser knows, soonest end first.
 */
export default function ProjectOverview({ invitations }: OverviewInserts) {
  const m = useMessages(projectListMessages);
  const known = useAccountProjects();
  // With no list from the service, an empty overview says how to add a project; with one, that none was opened here.
  const empty = (
    <BoundPart part={accountPart} quiet fallback={m.empty} pending={m.empty}>
      {(bound) => (isBound(bound.projects) ? m.emptyOpened : m.empty)}
    </BoundPart>
  );
  return (
    <>
      <InsertedView view={invitations} props={{}} />
      <BoundPart part={homePart} instead={m.addById}>
        {(bound) => (
          <AccountProjects
            read={bound.projects}
            info={bound.info}
            live={bound.live}
            team={isBound(bound.members)}
            known={known}
          />
        )}
      </BoundPart>
      <AddProjectForm />
      <ProjectList projects={known} empty={empty} />
    </>
  );
}

function AddProjectForm() {
  const m = useMessages(projectListMessages);
  const add = useKnownProjects((state) => state.add);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = parseProjectId(text.trim());
    setInvalid(id === null);
    if (id !== null) {
      add(id);
      setText('');
    }
  };
  return (
    <form className="add-project" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>{m.addLabel}</label>
      <input
        id={inputId}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      <Button type="submit" variant="primary">
        {m.add}
      </Button>
      {invalid ? (
        <p id={errorId} className="form-error add-project-error" role="alert">
          {m.invalidId}
        </p>
      ) : null}
    </form>
  );
}

function ProjectList({ projects, empty }: { projects: readonly KnownProject[]; empty: ReactNode }) {
  const t = useMessages(appMessages);
  const m = useMessages(projectListMessages);
  const language = useLanguage();
  const now = useNow();
  const units = useUnits();
  // All projects are read at once; each row fills in as its answer lands. As Home's other reads: none in a hidden
  // tab, none again within a minute.
  const tuning = glanceTuning(usePageVisible());
  const results = useQueries({
    queries: projects.map((project) => ({ ...planRestreamQuery(project.id, language), ...tuning })),
  });
  const rows = projects.map((project, index) => {
    const result = results[index]!;
    return { project, result, summary: result.data ? summarize(result.data, now) : undefined };
  });
  // Soonest end first; rows without a readable end (loading, failed, no current plan) after them.
  rows.sort(
    (a, b) =>
      (a.summary?.endsAt ? Date.parse(a.summary.endsAt) : Infinity) -
        (b.summary?.endsAt ? Date.parse(b.summary.endsAt) : Infinity) || a.project.id - b.project.id,
  );

  // Held while the reader moves the pointer over the list or is in it: a card does not move from under the pointer.
  const { items: shown, hold } = useHeldOrder(rows, (row) => row.project.id);
  if (!projects.length) return <p className="panel">{empty}</p>;

  return (
    <section aria-labelledby="project-list-title">
      <h2 id="project-list-title" className="visually-hidden">
        {m.tableCaption}
      </h2>
      <ul className="project-list" {...hold}>
        {shown.map(({ project, result, summary }) => (
          <li
            key={project.id}
            className={summary?.endingSoonUnscheduled ? 'project-card project-card-flagged' : 'project-card'}
          >
            <div className="project-card-head">
              <h3>
                <Link to={pageHref('restream', project.id)}>{m.project(project.id)}</Link>
              </h3>
              {project.pinned ? <span className="badge">{m.pinned}</span> : null}
              <LastSeenNote dataUpdatedAt={result.dataUpdatedAt} checking={result.isFetching} />
              <ProjectActions id={project.id} pinned={project.pinned} />
            </div>
            <p className="project-card-stream">
              <Link to={pageHref('stream', project.id)} aria-label={m.streamOf(m.project(project.id))}>
                {m.stream}
              </Link>{' '}
              <Link to={pageHref('billing', project.id)} aria-label={m.billingOf(m.project(project.id))}>
                {m.billing}
              </Link>
            </p>
            {summary ? (
              <>
                {summary.endingSoonUnscheduled ? (
                  <p className="flag">
                    <span aria-hidden="true">⚠ </span>
                    {m.flagEndingSoon}
                  </p>
                ) : null}
                <dl className="project-facts">
                  <div>
                    <dt>{m.channels}</dt>
                    <dd>
                      {summary.channels === undefined
                        ? '—'
                        : formatAmount(summary.channels, language, units.channel_max)}
                    </dd>
                  </div>
                  <div>
                    <dt>{m.bitrate}</dt>
                    <dd>
                      {summary.bitrate === undefined ? '—' : formatAmount(summary.bitrate, language, units.bitrate_max)}
                    </dd>
                  </div>
                  <div>
                    <dt>{m.ends}</dt>
                    <dd>
                      {!summary.hasCurrent
                        ? m.noCurrent
                        : summary.endsAt === undefined
                          ? '—'
                          : daysUntil(summary.endsAt, now) > 0
                            ? m.daysLeft(
                                daysUntil(summary.endsAt, now),
                                formatNumber(daysUntil(summary.endsAt, now), language),
                              )
                            : m.ended}
                    </dd>
                  </div>
                  <div>
                    <dt>{m.next}</dt>
                    <dd>{summary.nextScheduled ? m.nextScheduled : m.nextNone}</dd>
                  </div>
                </dl>
              </>
            ) : result.isError ? (
              <div className="project-error" role="alert">
                <p>{describeError(result.error, t)}</p>
                <ServiceSaid error={result.error} />
                <Button
                  onClick={() => {
                    retryRefreshNow();
                    void result.refetch();
                  }}
                >
                  {t.errors.retry}
                </Button>
              </div>
            ) : (
              <p className="hint" aria-busy="true">
                {m.loadingRow}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProjectActions({ id, pinned }: { id: number; pinned: boolean }) {
  const m = useMessages(projectListMessages);
  const togglePin = useKnownProjects((state) => state.togglePin);
  const remove = useKnownProjects((state) => state.remove);
  return (
    <span className="project-actions">
      <Button
        variant="quiet"
        size="icon"
        aria-pressed={pinned}
        aria-label={pinned ? m.unpin(id) : m.pin(id)}
        onClick={() => togglePin(id)}
      >
        <span aria-hidden="true">{pinned ? '★' : '☆'}</span>
      </Button>
      <Button variant="quiet" size="icon" aria-label={m.remove(id)} onClick={() => remove(id)}>
        <span aria-hidden="true">✕</span>
      </Button>
    </span>
  );
}
