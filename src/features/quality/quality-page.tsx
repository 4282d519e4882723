import { Link } from 'react-router';
import { CardListPage } from '../../components/card-list-page.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { pageHref } from '../../config/route-map.ts';
import { isBound } from '../../lib/bindings/bind.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useQualityReads, useUnits } from './model/quality-reads.ts';
import { ProfileCard } from './profile-card.tsx';
import { ProfileForm } from './profile-form.tsx';
import { qualityMessages } from './quality-messages.ts';
import type { QualityContext, QualityProps } from './quality-props.ts';
import './quality.css';

/**
 * A project's Quality page: its transcoding profiles in a person's words, their state while they run and the
 * destinations each is set on; a profile made or changed with the form its operation describes, stopped, its delay
 * reset or deleted, each asked first where it changes what is live. Read-only, saying why and where to go, where the
 * project's transcoding plan or the account's level does not allow changes. Each part binds the document's names; one
 * that is not described says so in one line and the rest works.
 */
export function QualityPage(props: QualityProps) {
  const m = useMessages(qualityMessages);
  usePageTitle(m.title);
  return props.projectId === null ? <>{props.fallback}</> : <Quality {...props} projectId={props.projectId} />;
}

function Quality({ projectId, bound, operationsHref }: QualityProps & { projectId: number }) {
  const m = useMessages(qualityMessages);
  const reads = useQualityReads(bound, projectId);
  const units = useUnits(bound);
  const context: QualityContext = {
    projectId,
    bound,
    editable: reads.editable,
    plan: reads.plan,
    destinations: reads.destinations.data ?? [],
    units,
  };
  const planNote = reads.plan === 'none' ? m.plan.none : reads.plan === 'ended' ? m.plan.ended : undefined;
  return (
    <CardListPage
      words={m}
      back={pageHref('stream', projectId)}
      operationsHref={operationsHref}
      projectId={projectId}
      notice={
        planNote ? (
          <>
            {planNote} <Link to={pageHref('transcoding', projectId)}>{m.plan.link}</Link>
          </>
        ) : reads.access.change === 'no' ? (
          m.readOnly
        ) : undefined
      }
      create={reads.editable && isBound(bound.create)}
      list={bound.list}
      query={reads.profiles}
      keyOf={(profile) => profile.id}
      card={(profile, ways) => <ProfileCard profile={profile} context={context} ways={ways} />}
      form={(profile, ways) => <ProfileForm context={context} profile={profile} ways={ways} />}
      actions={[bound.create, bound.update, bound.stop, bound.resetDelay, bound.remove]}
    />
  );
}
