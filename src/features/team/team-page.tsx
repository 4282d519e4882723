import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef } from 'react';
import { OperationsLink } from '../../components/operations-link.tsx';
import { ProjectName } from '../../components/project-name.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useSearchParams } from '../../components/use-search-params.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { Activity } from './activity.tsx';
import { Destinations } from './destinations.tsx';
import InvitationsToYou from './invitations-to-you.tsx';
import { LeaveProject } from './leave-project.tsx';
import { Members, memberLevels, useMembers } from './members.tsx';
import { ownerLevels, ownUserId, useOwnAccess } from '../../lib/operations/account/own-access.ts';
import { useMemberLevelNames, useShareLevelNames } from '../../lib/operations/account/access-level-words.ts';
import { levelText } from './level.tsx';
import { namedLevels } from './model/access-levels.ts';
import { teamMessages } from './team-messages.ts';
import type { TeamContext, TeamProps } from './team-props.ts';
import './team.css';

const TABS = ['team', 'activity'] as const;
type Tab = (typeof TABS)[number];

/**
 * A project's Team page: its members and their access, who else may use each of its destinations and the invitations
 * to them (the Team tab), and its history of actions (the Activity tab, `?tab=activity`). Each part binds the
 * document's names to the deployment's description; a part whose operation is not described says so in one line and
 * the rest works. Read-only for an account whose own level does not allow changes (lib/operations/account/own-access.ts,
 * the Stream page's rule too).
 */
export function TeamPage(props: TeamProps) {
  const m = useMessages(teamMessages);
  usePageTitle(m.title);
  return props.projectId === null ? <>{props.fallback}</> : <Team {...props} projectId={props.projectId} />;
}

function Team({ projectId, bound, operationsHref }: TeamProps & { projectId: number }) {
  const m = useMessages(teamMessages);
  const t = useMessages(appMessages);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'activity' ? 'activity' : 'team';
  const access = useOwnAccess(bound.projects, projectId, 'team');
  const members = useMembers(bound.members, projectId);
  // Nothing is offered while the list is on its way.
  const change = access.change ?? 'no';
  const owners = useMemo(() => ownerLevels(access.own ?? []), [access.own]);
  const memberNames = useMemberLevelNames(owners);
  const shareNames = useShareLevelNames();
  const team: TeamContext = {
    projectId,
    editable: change !== 'no',
    me: ownUserId(access.own ?? []),
    own: access.own ?? [],
    memberNames,
    shareNames,
  };
  const ownLevel = access.level;
  const show = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'team') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <div className="team-page">
      <header className="team-header">
        <h1>{m.title}</h1>
        <p className="team-project">
          <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
        </p>
        <OperationsLink to={operationsHref} />
      </header>
      <Tabs tab={tab} onChange={show} label={m.tabs.label} words={m.tabs}>
        {tab === 'team' ? (
          <>
            {access.change === 'no' ? (
              <p className="notice" role="note">
                {m.readOnly(
                  levelText(
                    namedLevels(memberLevels(bound.members, bound.changeAccess), memberNames),
                    ownLevel,
                    m.member,
                  ),
                )}
              </p>
            ) : null}
            <Members
              team={team}
              members={bound.members}
              changeAccess={bound.changeAccess}
              removeMember={bound.removeMember}
            />
            <LeaveProject team={team} leave={bound.leave} />
            <Destinations team={team} bound={bound} />
            {change === 'no' ? null : <InvitationsToYou projectId={projectId} />}
          </>
        ) : (
          <Activity team={team} history={bound.history} members={members.data ?? []} />
        )}
      </Tabs>
    </div>
  );
}

/** Two tabs, as WAI-ARIA's tabs pattern has them: arrow keys, Home and End move between them, and the panel follows. */
function Tabs({
  tab,
  onChange,
  label,
  words,
  children,
}: {
  tab: Tab;
  onChange: (tab: Tab) => void;
  label: string;
  words: Record<Tab, string>;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<Tab, HTMLButtonElement>());
  const move = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const to =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    onChange(to);
    refs.current.get(to)?.focus();
  };
  return (
    <>
      <div className="team-tabs" role="tablist" aria-label={label} onKeyDown={move}>
        {TABS.map((one) => (
          <button
            key={one}
            ref={(element) => {
              if (element) refs.current.set(one, element);
            }}
            type="button"
            role="tab"
            id={`${id}-${one}`}
            aria-selected={tab === one}
            aria-controls={`${id}-panel`}
            tabIndex={tab === one ? 0 : -1}
            onClick={() => onChange(one)}
          >
            {words[one]}
          </button>
        ))}
      </div>
      <div className="team-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {children}
      </div>
    </>
  );
}
