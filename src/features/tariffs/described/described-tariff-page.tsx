import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProjectName } from '../../../components/project-name.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { SignedOutPanel } from '../../../components/signed-out-panel.tsx';
import { useNow } from '../../../components/use-now.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { paths } from '../../../config/paths.ts';
import { descriptionMessages } from '../../../lib/description-status/description-messages.ts';
import { descriptionProblem } from '../../../lib/description-status/use-service-description.ts';
import { type Binding, isBindingProblem } from '../../../lib/bindings/bind.ts';
import type { GroupPageProps } from '../../../lib/bindings/group-page.ts';
import { useGroupBindings } from '../../../lib/bindings/use-group-bindings.ts';
import { appMessages, useLanguage } from '../../../lib/i18n/i18n.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import { bindingQuery } from '../../../lib/bindings/query.ts';
import type { ParsedSlot, PlanRestream, SlotName } from '../../../lib/operations/plan-restream/plan-slot.ts';
import { isJson, type ServiceDescription } from '../../../lib/service-description/description.ts';
import { useTokenStore } from '../../../lib/session/token-store.ts';
import { PlanTimeline } from '../plan-timeline.tsx';
import { DescribedSlotCard, DescribedSlotSkeleton } from './described-slot-card.tsx';
import { readsPlan } from './kind-bindings.ts';
import { kindBindings, planReadName } from './described-bindings.ts';
import { KindsNav } from './kinds-nav.tsx';
import { ManagePlan } from './manage-plan.tsx';
import { type ManageMessages, manageMessages } from './manage-messages.ts';
import { nextPlanOf } from './next-plan.ts';
import { type DescribedSlot, type TariffShape, readSlot, slotNames, tariffShape } from './slot-schema.ts';
import { type TariffKind, tariffKindOrder, tariffKinds } from './tariff-kinds.ts';
import './described.css';

type DescribedKind = Exclude<TariffKind, 'restream'>;

interface PageProps extends GroupPageProps {
  kind: DescribedKind;
}

const manifests = kindBindings;

export const TranscodingPage = (props: GroupPageProps) => <DescribedTariffPage kind="transcoding" {...props} />;
export const StoragePage = (props: GroupPageProps) => <DescribedTariffPage kind="storage" {...props} />;

/**
 * A tariff kind the interface document only names (transcoding, storage): its plans as cards, read by the
 * description's "Get tariff for project" and shaped by its schema. Without a description that describes it, or
 * with an answer of another shape, the group's generic page, with one line saying why.
 */
export function DescribedTariffPage({ kind, projectId, fallback, below }: PageProps) {
  const m = useMessages(manageMessages);
  const descriptionText = useMessages(descriptionMessages);
  const signedIn = useTokenStore((state) => state.session !== null);
  const { url, query, description, bindings } = useGroupBindings(manifests[kind]);
  const names = tariffKinds[kind];
  const bound = bindings?.plan;
  const get = bound && !isBindingProblem(bound) ? bound : undefined;
  const refused = bound && isBindingProblem(bound) && bound.kind === 'not-a-read' ? bound : undefined;
  const shape = useMemo(
    () => (description && get ? tariffShape(description.document, get.operation) : undefined),
    [description, get],
  );

  // A project ID that is no project number is the group page's to explain.
  if (projectId === null) return <>{fallback}</>;
  const why =
    url === null
      ? m.whyFallback.noDescription
      : query.isError
        ? m.whyFallback.descriptionFailed(descriptionProblem(query.error, descriptionText))
        : refused
          ? m.whyFallback.notARead(planReadName, names.group, refused.method)
          : description && !get
            ? m.whyFallback.notDescribed(planReadName, names.group)
            : shape && 'problem' in shape
              ? m.whyFallback.noSlots
              : null;
  if (why !== null) return <Fallback why={why}>{fallback}</Fallback>;
  if (!description || !get || !shape || !('shape' in shape)) {
    return (
      <>
        <Header kind={kind} projectId={projectId} m={m} />
        <p role="status" className="hint">
          {m.loadingDescription}
        </p>
      </>
    );
  }
  if (!signedIn) {
    return (
      <>
        <Header kind={kind} projectId={projectId} m={m} />
        <SignedOutPanel />
      </>
    );
  }
  return (
    <DescribedPlan
      kind={kind}
      projectId={projectId}
      description={description}
      get={get}
      shape={shape.shape}
      fallback={fallback}
      below={below}
      m={m}
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
  m,
  shown = [],
}: {
  kind: DescribedKind;
  projectId: number;
  m: ManageMessages;
  shown?: readonly TariffKind[];
}) {
  const t = useMessages(appMessages);
  const group = tariffKinds[kind].group;
  // Named for people, with the document's name beside it, as every group's page is.
  usePageTitle(`${m.kindTitle[kind]} (${group}) · ${t.tariff.projectHeading(projectId)}`);
  return (
    <>
      <PageHeader
        back={{ to: paths.home, label: t.tariff.backToProjects }}
        title={
          <>
            {m.kindTitle[kind]}{' '}
            <small className="group-doc-name" lang="en">
              {group}
            </small>
          </>
        }
      >
        <p>
          <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
        </p>
      </PageHeader>
      <KindsNav projectId={projectId} current={kind} shown={shown} m={m} />
    </>
  );
}

interface PlanProps {
  kind: DescribedKind;
  projectId: number;
  description: ServiceDescription;
  get: Binding;
  shape: TariffShape;
  fallback: ReactNode;
  below: ReactNode;
  m: ManageMessages;
}

/** The kinds whose plans this deployment describes: restream always (the document describes it), the others by name. */
export function describedKinds(description: ServiceDescription): TariffKind[] {
  return tariffKindOrder.filter((kind) => kind === 'restream' || readsPlan(description, kind));
}

function DescribedPlan({ kind, projectId, description, get, shape, fallback, below, m }: PlanProps) {
  const language = useLanguage();
  const now = useNow();
  const query = useQuery(bindingQuery(get, { project_id: String(projectId) }, language, (body) => body));
  const shown = useMemo(() => describedKinds(description), [description]);
  const header = <Header kind={kind} projectId={projectId} m={m} shown={shown} />;
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
              <DescribedSlotCard key={name} name={name} fields={fields} slot={slot} now={now} m={m} />
            ))}
          </div>
          <ManagePlan
            kind={kind}
            projectId={projectId}
            description={description}
            next={next?.kind === 'plan' ? nextPlanOf(next.values) : null}
            m={m}
          />
        </>
      ) : null}
      {below}
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
