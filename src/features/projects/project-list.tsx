import { useQueries } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../components/error-panel.tsx';
import { LastSeenNote } from '../../components/last-seen-note.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { useNow } from '../../components/use-now.ts';
import { parseProjectId, paths, projectGroupPath } from '../../config/paths.ts';
import { useRuntimeConfig } from '../../config/runtime-config.ts';
import { daysUntil, formatAmount, formatNumber } from '../../lib/i18n/format.ts';
import { appMessages, useLanguage } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { planRestreamQuery } from '../../lib/operations/plan-restream/plan-restream-query.ts';
import { type KnownProject, useAccountProjects, useKnownProjects } from '../../lib/projects/known-projects-store.ts';
import { retryRefreshNow } from '../../lib/session/refresh.ts';
import { useServiceDescription } from '../../lib/description-status/use-service-description.ts';
import { isBindingProblem } from '../../lib/bindings/bind.ts';
import { projectListing } from '../../lib/operations/account/project-list-query.ts';
import { type AccountListing, AccountProjects } from './account-projects.tsx';
import { summarize } from './project-summary.ts';
import './projects.css';
import { projectListMessages } from './project-list-messages.ts';

/**
 * The signed-in overview: the projects the service lists for the account (when its description says how to ask),
 * the form that adds a project by ID, and the projects this browser knows, soonest end first.
 */
export default function ProjectOverview() {
  const known = useAccountProjects();
  const account = useAccountListing();
  return (
    <>
      <AccountProjects state={account} known={known} />
      <AddProjectForm />
      <ProjectList projects={known} listed={account.kind === 'listing'} />
    </>
  );
}

function useAccountListing(): AccountListing {
  const { url, query } = useServiceDescription();
  const description = query.data;
  const found = useMemo(() => (description ? projectListing(description) : undefined), [description]);
  if (url === null) return { kind: 'no-description' };
  if (query.isError) return { kind: 'description-failed', error: query.error };
  if (!found) return { kind: 'loading' };
  return isBindingProblem(found) ? { kind: 'problem', problem: found } : { kind: 'listing', listing: found };
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
      <button type="submit" className="button button-primary">
        {m.add}
      </button>
      {invalid ? (
        <p id={errorId} className="form-error" role="alert">
          {m.invalidId}
        </p>
      ) : null}
    </form>
  );
}

function ProjectList({ projects, listed }: { projects: readonly KnownProject[]; listed: boolean }) {
  const t = useMessages(appMessages);
  const m = useMessages(projectListMessages);
  const language = useLanguage();
  const now = useNow();
  const { units } = useRuntimeConfig();
  // All projects are read at once; each row fills in as its answer lands.
  const results = useQueries({ queries: projects.map((project) => planRestreamQuery(project.id, language)) });
  if (!projects.length) return <p className="panel">{listed ? m.emptyOpened : m.empty}</p>;

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

  return (
    <section aria-labelledby="project-list-title">
      <h2 id="project-list-title" className="visually-hidden">
        {m.tableCaption}
      </h2>
      <ul className="project-list">
        {rows.map(({ project, result, summary }) => (
          <li
            key={project.id}
            className={summary?.endingSoonUnscheduled ? 'project-card project-card-flagged' : 'project-card'}
          >
            <div className="project-card-head">
              <h3>
                <Link to={paths.tariff(project.id)}>{m.project(project.id)}</Link>
              </h3>
              {project.pinned ? <span className="badge">{m.pinned}</span> : null}
              <LastSeenNote dataUpdatedAt={result.dataUpdatedAt} checking={result.isFetching} />
              <ProjectActions id={project.id} pinned={project.pinned} />
            </div>
            <p className="project-card-stream">
              <Link to={projectGroupPath('Stream key', project.id)} aria-label={m.streamOf(m.project(project.id))}>
                {m.stream}
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
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    retryRefreshNow();
                    void result.refetch();
                  }}
                >
                  {t.errors.retry}
                </button>
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
      <button
        type="button"
        className="button button-quiet"
        aria-pressed={pinned}
        aria-label={pinned ? m.unpin(id) : m.pin(id)}
        onClick={() => togglePin(id)}
      >
        <span aria-hidden="true">{pinned ? '★' : '☆'}</span>
      </button>
      <button type="button" className="button button-quiet" aria-label={m.remove(id)} onClick={() => remove(id)}>
        <span aria-hidden="true">✕</span>
      </button>
    </span>
  );
}
