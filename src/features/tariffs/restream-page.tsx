import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Outlet, useParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { LastSeenNote } from '../../components/last-seen-note.tsx';
import { OperationsLink } from '../../components/operations-link.tsx';
import { SignedOutPanel } from '../../components/signed-out-panel.tsx';
import { useNow } from '../../components/use-now.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { parseProjectId, paths } from '../../config/paths.ts';
import { appMessages, useLanguage } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { slotNames } from '../../lib/operations/plan-restream/plan-slot.ts';
import { planRestreamQuery } from '../../lib/operations/plan-restream/plan-restream-query.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { PlanTimeline, PlanTimelineSkeleton } from './plan-timeline.tsx';
import { SlotCard, SlotCardSkeleton } from './slot-card.tsx';
import './tariffs.css';

export function Component() {
  const t = useMessages(appMessages);
  const { projectId: rawId } = useParams();
  const projectId = parseProjectId(rawId);
  const signedIn = useTokenStore((state) => state.session !== null);
  // The project as the account's list names it, put in the heading by what loads below the cards (it needs the
  // description and the list): until then the heading says "Project N".
  const [name, setName] = useState<ReactNode>(null);
  usePageTitle(projectId ? `${t.tariff.title} · ${t.tariff.projectHeading(projectId)}` : t.tariff.title);

  return (
    <>
      {/* components/page-header.tsx's markup, written out: as a component it would add to the first load. */}
      <div className="page-header">
        <div>
          <p>
            <Link to={paths.home}>{t.tariff.backToProjects}</Link>
          </p>
          <h1>{t.tariff.title}</h1>
          {projectId ? (
            <p>
              {(signedIn && name) || t.tariff.projectHeading(projectId)}
              {signedIn ? <PlanAge projectId={projectId} /> : null}
            </p>
          ) : null}
        </div>
        {/* Its group's every operation, as the group's generated page lists them: that page's path, under this one's. */}
        {projectId ? <OperationsLink to="operations" /> : null}
      </div>
      {projectId === null ? (
        <p className="panel panel-error" role="alert">
          {t.tariff.badProjectId(rawId ?? '')}
        </p>
      ) : !signedIn ? (
        <SignedOutPanel />
      ) : (
        <TariffContent projectId={projectId} nameProject={setName} />
      )}
    </>
  );
}

/** Beside the project's name: how old the cards are while they come from the last visit. */
function PlanAge({ projectId }: { projectId: number }) {
  const query = useQuery(planRestreamQuery(projectId, useLanguage()));
  return <LastSeenNote dataUpdatedAt={query.dataUpdatedAt} checking={query.isFetching} />;
}

function TariffContent({ projectId, nameProject }: { projectId: number; nameProject: (name: ReactNode) => void }) {
  const language = useLanguage();
  const now = useNow();
  const query = useQuery(planRestreamQuery(projectId, language));
  // Opening a project is what puts it on the overview (the service publishes no project list), whatever the service
  // answered. The overview's store loads on its own once the answer is drawn and the page is idle, not before the
  // cards; if its chunk cannot load, the overview only misses this project until the next visit.
  const settled = !query.isPending;
  useEffect(() => {
    if (!settled) return;
    whenIdle(() => {
      import('../../lib/projects/known-projects-store.ts').then(
        ({ useKnownProjects }) => useKnownProjects.getState().touch(projectId),
        () => {},
      );
    });
  }, [settled, projectId]);
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <PlanTimelineSkeleton />
        <div className="slot-grid">
          {slotNames.map((name) => (
            <SlotCardSkeleton key={name} name={name} />
          ))}
        </div>
      </div>
    );
  }
  const plan = query.data;
  return (
    <>
      {query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : null}
      {plan ? (
        <>
          <PlanTimeline plan={plan} now={now} />
          <div className="slot-grid">
            {slotNames.map((name) => (
              <SlotCard
                key={name}
                projectId={projectId}
                name={name}
                slot={plan[name]}
                current={plan.current}
                now={now}
              />
            ))}
          </div>
        </>
      ) : null}
      {/* What the router puts below the cards: what the page's manifest loads (the other kinds, managing the plan). */}
      <Outlet context={nameProject} />
    </>
  );
}
