import { type ReactNode, useMemo } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProjectName } from '../../../components/project-name.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { OperationsLink } from '../../../components/operations-link.tsx';
import { SignedOutPanel } from '../../../components/signed-out-panel.tsx';
import { useNow } from '../../../components/use-now.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { paths } from '../../../config/paths.ts';
import { PartNote } from '../../../components/part-note.tsx';
import { type Binding, type Bound, isBound } from '../../../lib/bindings/bind.ts';
import type { PageProps } from '../../../lib/bindings/manifest.ts';
import { appMessages } from '../../../lib/i18n/i18n.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import type { ParsedSlot, PlanRestream, SlotName } from '../../../lib/operations/plan-restream/plan-slot.ts';
import { isJson } from '../../../lib/service-description/description.ts';
import { useTokenStore } from '../../../lib/session/token-store.ts';
import { PlanTimeline } from '../plan-timeline.tsx';
import { DescribedSlotCard, DescribedSlotSkeleton } from './described-slot-card.tsx';
import { KindsNav } from './kinds-nav.tsx';
import { ManagePlan } from './manage-plan.tsx';
import { manageMessages } from './manage-messages.ts';
import { slotPlanOf } from './next-plan.ts';
import { usePlanLabels } from './plan-labels-read.ts';
import { type DescribedSlot, type TariffShape, readSlot, slotNames, tariffShape } from './slot-schema.ts';
import { type TariffKind, type TariffRole, tariffKindOrder } from './tariff-kinds.ts';
import { tariffGroups } from '../tariff-groups.ts';
import './described.css';
import { useRead } from '../../../lib/bindings/read.ts';
import { tariffReads } from '../../../lib/operations/tariffs/tariff-reads.ts';
import type { Answered } from '../../../lib/bindings/read.ts';

type DescribedKind = Exclude<TariffKind, 'restream'>;

type TariffPageProps = PageProps<TariffRole>;

interface KindPageProps extends TariffPageProps {
  kind: DescribedKind;
}

export const TranscodingPage = (props: TariffPageProps) => <DescribedTariffPage kind="transcoding" {...props} />;
export const StoragePage = (props: TariffPageProps) => <DescribedTariffPage kind="storage" {...props} />;
export const WebinarPage = (props: TariffPageProps) => <DescribedTariffPage kind="webinar" {...props} />;

/**
 * A tariff kind the interface document only names (transcoding, storage): its plans as cards, read by the
 * description's "Get tariff for project" and shaped by its schema. With an answer of another shape, or a plan read
 * the deployment does not give, the group's generated page, with one line saying why.
 */
export function DescribedTariffPage({ kind, projectId, fallback, bound, description, operationsHref }: KindPageProps) {
  const m = useMessages(manageMessages);
  const signedIn = useTokenStore((state) => state.session !== null);
  const plan = bound[`plan:${kind}`];
  const shape = useMemo(
    () => (isBound(plan) ? tariffShape(description.document, plan.operation) : undefined),
    [description, plan],
  );
  // A project ID that is no project number is the group page's to explain.
  if (projectId === null) return <>{fallback}</>;
  if (!isBound(plan))
    return (
      <>
        <PartNote part={plan} />
        {fallback}
      </>
    );
  if (!shape || 'problem' in shape) return <Fallback why={m.whyFallback.noSlots}>{fallback}</Fallback>;
  if (!signedIn) {
    return (
      <>
        <Header kind={kind} projectId={projectId} operationsHref={operationsHref} />
        <SignedOutPanel />
      </>
    );
  }
  return (
    <DescribedPlan
      kind={kind}
      projectId={projectId}
      bound={bound}
      get={plan}
      shape={shape.shape}
      fallback={fallback}
      operationsHref={operationsHref}
    />
  );
}

function Fallback({ why, children }: { why: string; children: ReactNode }) {
  return (
    <>
      <p className="notice fallback-why" role="note">
        {why}
      </p>
      {children}
    </>
  );
}

function Header({
  kind,
  projectId,
  operationsHref,
  shown = [],
}: {
  kind: DescribedKind;
  projectId: number;
  operationsHref: string;
  shown?: readonly TariffKind[];
}) {
  const m = useMessages(manageMessages);
  const t = useMessages(appMessages);
  const group = tariffGroups[kind];
  // Named for people, with the document's name beside it, as every group's page is.
  usePageTitle(`${m.kindTitle[kind]} (${group}) · ${t.tariff.projectHeading(projectId)}`);
  return (
    <>
      <PageHeader
        back={{ to: paths.home, label: t.tariff.backToProjects }}
        title={
          <>
            {m.kindTitle[kind]}{' '}
            <small className="tariff-doc-name" lang="en">
              {group}
            </small>
          </>
        }
        aside={<OperationsLink to={operationsHref} />}
      >
        <p>
          <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
        </p>
      </PageHeader>
      <KindsNav projectId={projectId} current={kind} shown={shown} />
    </>
  );
}

interface PlanProps {
  kind: DescribedKind;
  projectId: number;
  bound: Readonly<Record<TariffRole, Bound>>;
  get: Binding;
  shape: TariffShape;
  fallback: ReactNode;
  operationsHref: string;
}

/** The kinds whose plans this deployment describes: restream always (the document describes it), the others by name. */
export function describedKinds(bound: Readonly<Record<TariffRole, Bound>>): TariffKind[] {
  return tariffKindOrder.filter((kind) => kind === 'restream' || isBound(bound[`plan:${kind}`]));
}

/** The plan as answered (its slots are read by the description's shape of it, slot-schema.ts). */
const answerOf = ({ body }: Answered) => body;

function DescribedPlan({ kind, projectId, bound, get, shape, fallback, operationsHref }: PlanProps) {
  const m = useMessages(manageMessages);
  const now = useNow();
  const labels = usePlanLabels(kind, projectId, bound, m);
  const query = useRead(tariffReads[kind].plan, get, projectId, { select: answerOf });
  const shown = useMemo(() => describedKinds(bound), [bound]);
  const header = <Header kind={kind} projectId={projectId} operationsHref={operationsHref} shown={shown} />;
  if (query.isPending) {
    return (
      <>
        {header}
        <div aria-busy="true" className="slot-grid">
          {slotNames.map((name) => (shape[name] ? <DescribedSlotSkeleton key={name} name={name} /> : null))}
        </div>
      </>
    );
  }
  if (query.isSuccess && !isJson(query.data))
    return <Fallback why={m.whyFallback.answerNotObject}>{fallback}</Fallback>;
  const body = query.isSuccess && isJson(query.data) ? query.data : undefined;
  const slots = body
    ? slotNames.flatMap((name) =>
        shape[name] ? [{ name, fields: shape[name], slot: readSlot(body, name, shape[name]) }] : [],
      )
    : [];
  const next = slots.find((slot) => slot.name === 'next')?.slot;
  const current = slots.find((slot) => slot.name === 'current')?.slot;
  return (
    <>
      {header}
      {query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : null}
      {body ? (
        <>
          <PlanTimeline plan={asTimeline(slots)} now={now} />
          <div className="slot-grid">
            {slots.map(({ name, fields, slot }) => (
              <DescribedSlotCard key={name} name={name} fields={fields} slot={slot} labels={labels} now={now} />
            ))}
          </div>
          <ManagePlan
            kind={kind}
            bound={bound}
            projectId={projectId}
            current={current?.kind === 'plan' ? slotPlanOf(current.values) : null}
            labels={labels}
            next={next?.kind === 'plan' ? slotPlanOf(next.values) : null}
          />
        </>
      ) : null}
    </>
  );
}

/** The timeline marks each plan's end, as on the restream page; a slot without a readable end has no mark. */
function asTimeline(slots: readonly { name: SlotName; slot: DescribedSlot }[]): PlanRestream {
  const plan: PlanRestream = { before: { kind: 'absent' }, current: { kind: 'absent' }, next: { kind: 'absent' } };
  for (const { name, slot } of slots) {
    const end = slot.kind === 'plan' ? slot.values.date_end : undefined;
    plan[name] = (
      typeof end === 'string' && !Number.isNaN(Date.parse(end))
        ? { kind: 'plan', values: { date_end: end }, problems: {} }
        : { kind: 'absent' }
    ) satisfies ParsedSlot;
  }
  return plan;
}
