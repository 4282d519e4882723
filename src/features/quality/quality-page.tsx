import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button.tsx';
import { OperationsLink } from '../../components/operations-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ProjectName } from '../../components/project-name.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { pageHref } from '../../config/route-map.ts';
import { isBound } from '../../lib/bindings/bind.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import type { Profile } from '../../lib/operations/transcoders/profiles.ts';
import { useQualityReads, useUnits } from './model/quality-reads.ts';
import { ProfileCard } from './profile-card.tsx';
import { ProfileForm } from './profile-form.tsx';
import { qualityMessages } from './quality-messages.ts';
import type { QualityContext, QualityProps } from './quality-props.ts';
import '../../components/setup-page.css';
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

/** The form that is open: a new profile, or the profile being changed. */
type Editing = { kind: 'create' } | { kind: 'edit'; profile: Profile } | null;

function Quality({ projectId, bound, operationsHref }: QualityProps & { projectId: number }) {
  const m = useMessages(qualityMessages);
  const t = useMessages(appMessages);
  const reads = useQualityReads(bound, projectId);
  const units = useUnits(bound);
  const [editing, setEditing] = useState<Editing>(null);
  // What was last done, said once here: a deleted profile's card is gone with its own words.
  const [said, setSaid] = useState('');
  const headingId = useId();
  const context: QualityContext = {
    projectId,
    bound,
    editable: reads.editable,
    plan: reads.plan,
    destinations: reads.destinations.data ?? [],
    units,
    m,
  };
  const planNote = reads.plan === 'none' ? m.plan.none : reads.plan === 'ended' ? m.plan.ended : undefined;
  return (
    <div className="setup-page quality-page">
      <PageHeader
        back={{ to: pageHref('stream', projectId), label: m.back }}
        title={m.title}
        aside={<OperationsLink to={operationsHref} />}
      >
        <p className="setup-project">
          <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
        </p>
      </PageHeader>
      <p className="setup-intro">{m.intro}</p>
      {planNote ? (
        <p className="notice" role="note">
          {planNote} <Link to={pageHref('transcoding', projectId)}>{m.plan.link}</Link>
        </p>
      ) : reads.access.change === 'no' ? (
        <p className="notice" role="note">
          {m.readOnly}
        </p>
      ) : null}
      <section className="setup-card" aria-labelledby={headingId}>
        <div className="setup-card-head">
          <h2 id={headingId}>{m.profiles}</h2>
          {reads.editable && isBound(bound.create) && isBound(bound.list) ? (
            <Button variant="primary" size="large" onClick={() => setEditing({ kind: 'create' })}>
              {m.create}
            </Button>
          ) : null}
        </div>
        <ReadPart bound={bound.list} query={reads.profiles}>
          {(profiles) =>
            profiles.length === 0 ? (
              <p className="hint">{m.none}</p>
            ) : (
              <ul className="setup-list">
                {profiles.map((profile) => (
                  <li key={profile.id}>
                    <ProfileCard
                      profile={profile}
                      context={context}
                      onEdit={() => setEditing({ kind: 'edit', profile })}
                      onDone={setSaid}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </ReadPart>
        <p role="status" className="hint quality-said">
          {said}
        </p>
        {isBound(bound.list) ? (
          <PartNote part={[bound.create, bound.update, bound.stop, bound.resetDelay, bound.remove]} />
        ) : null}
      </section>
      {editing ? (
        <ProfileForm
          context={context}
          profile={editing.kind === 'edit' ? editing.profile : undefined}
          onClose={() => setEditing(null)}
          onSaved={setSaid}
        />
      ) : null}
    </div>
  );
}
