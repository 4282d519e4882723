import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar.tsx';
import { pageHref } from '../../config/route-map.ts';
import { formatMoney } from '../../lib/i18n/format-money.ts';
import { formatDateTime, formatRelative } from '../../lib/i18n/format.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import type { ListedProject } from '../../lib/operations/account/project-list-query.ts';
import type { ProjectMoney } from '../../lib/operations/money/project-money.ts';
import type { PlanRestream } from '../../lib/operations/plan-restream/plan-slot.ts';
import { type LiveState, type PlanState, attentionOf, formatLiveFor, planState } from './glance.ts';
import { projectListMessages } from './project-list-messages.ts';

export interface GlanceRow {
  project: ListedProject;
  live: LiveState | undefined;
  plan: PlanState | undefined;
  /** Each read's state, for what the row says while it is on its way or when it failed; undefined: not described. */
  reads: {
    live: UseQueryResult<LiveState> | undefined;
    plan: UseQueryResult<PlanRestream>;
    money: UseQueryResult<ProjectMoney> | undefined;
  };
}

/**
 * One project on Home: its name (opening its plans), whether it is live now and for how long, its restream plan and
 * when it ends (standing out when it has ended or ends within 7 days), its main balance in its currency, and the
 * ways to its Stream, Billing and (where the deployment describes it, `team`) Team. Each fact fills in as its own
 * read lands, so the row is drawn at once.
 */
export function ProjectGlance({
  row,
  now,
  opened,
  team,
}: {
  row: GlanceRow;
  now: number;
  opened: boolean;
  team: boolean;
}) {
  const m = useMessages(projectListMessages);
  const { project } = row;
  const name = project.name ?? m.project(project.id);
  const flagged = attentionOf(row) === 1;
  return (
    <li className={flagged ? 'glance glance-flagged' : 'glance'}>
      <div className="glance-head">
        <Avatar picture={project.picture} label={name} />
        <h3>
          <Link to={pageHref('restream', project.id)}>{name}</Link>
        </h3>
        <span className="hint">{m.projectId(project.id)}</span>
        {project.kind !== undefined ? <span className="project-kind">{project.kind}</span> : null}
        {opened ? <span className="badge">{m.openedHere}</span> : null}
      </div>
      <dl className="glance-facts">
        {row.reads.live ? (
          <div>
            <dt>{m.status}</dt>
            <dd className={row.live && row.live.kind !== 'offline' ? 'glance-live' : undefined}>
              <Fact read={row.reads.live}>{(live) => <LiveFact live={live} now={now} />}</Fact>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{m.restreamPlan}</dt>
          <dd className={flagged ? 'flag' : undefined}>
            <Fact read={row.reads.plan}>{(plan) => <PlanFact plan={planState(plan, now)} now={now} />}</Fact>
          </dd>
        </div>
        {row.reads.money ? (
          <div>
            <dt>{m.balance}</dt>
            <dd>
              <Fact read={row.reads.money}>{(money) => <MoneyFact money={money} />}</Fact>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="glance-links">
        <Link to={pageHref('stream', project.id)} aria-label={m.streamOf(name)}>
          {m.stream}
        </Link>
        <Link to={pageHref('billing', project.id)} aria-label={m.billingOf(name)}>
          {m.billing}
        </Link>
        {team ? (
          <Link to={pageHref('team', project.id)} aria-label={m.teamOf(name)}>
            {m.team}
          </Link>
        ) : null}
      </p>
    </li>
  );
}

/** A fact's read: its words once answered, a line while on its way, another when it could not be read. */
function Fact<T>({ read, children }: { read: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const m = useMessages(projectListMessages);
  if (read.data !== undefined) return children(read.data);
  if (read.isError) return <span className="hint">{m.factFailed}</span>;
  return (
    <span className="hint" aria-busy="true">
      {m.factLoading}
    </span>
  );
}

function LiveFact({ live, now }: { live: LiveState; now: number }) {
  const m = useMessages(projectListMessages);
  const language = useLanguage();
  if (live.kind === 'offline') return m.offline;
  const duration = live.since === undefined ? undefined : formatLiveFor(now - live.since, language);
  return (
    <>
      <span aria-hidden="true">● </span>
      {live.kind === 'live'
        ? duration === undefined
          ? m.liveNow
          : m.liveFor(duration)
        : duration === undefined
          ? m.paused
          : m.pausedFor(duration)}
    </>
  );
}

function PlanFact({ plan, now }: { plan: PlanState; now: number }) {
  const m = useMessages(projectListMessages);
  const language = useLanguage();
  if (plan.kind === 'none') return m.planNoCurrent;
  if (plan.kind === 'current') return m.planNoEnd;
  const relative = formatRelative(plan.at, now, language);
  return (
    <>
      {plan.kind === 'ends' ? null : <span aria-hidden="true">⚠ </span>}
      {/* The exact instant in the element and as its title. */}
      <time dateTime={plan.at} title={formatDateTime(plan.at, language)}>
        {plan.kind === 'ended' ? m.planEnded(relative) : m.planEnds(relative)}
      </time>
      {plan.kind === 'ends-soon' ? `; ${plan.nextScheduled ? m.nextScheduledAfter : m.nothingAfter}` : null}
    </>
  );
}

function MoneyFact({ money }: { money: ProjectMoney }) {
  const language = useLanguage();
  // The main balance is the payment one; a service that gives only others shows the first it gives.
  const main = money.balances.find((balance) => balance.kind === 'payment') ?? money.balances[0];
  return main === undefined ? '—' : formatMoney(main.amount, language, money.currency);
}
