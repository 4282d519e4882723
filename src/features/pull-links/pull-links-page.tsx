import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { OperationsLink } from '../../components/operations-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSecrets } from '../../components/page-error.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ProjectName } from '../../components/project-name.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { pageHref } from '../../config/route-map.ts';
import { isBound } from '../../lib/bindings/bind.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useOwnAccess } from '../../lib/operations/account/own-access.ts';
import { type PullLink, pullLinksRead } from '../../lib/operations/pull-keys/pull-links.ts';
import { PullLinkCard } from './pull-link-card.tsx';
import { PullLinkForm } from './pull-link-form.tsx';
import { pullLinksMessages } from './pull-links-messages.ts';
import type { PullLinksContext, PullLinksProps } from './pull-links-props.ts';
import '../../components/setup-page.css';
import './pull-links.css';
import { pullServersRead } from '../../lib/operations/pull-keys/pull-servers.ts';

/**
 * A project's Pull links page: the named links others pull its live stream from, by RTMP, SRT or HLS, each with its
 * status, its server and its address as a secret (masked until revealed, copied without being shown); a link made,
 * checked, moved to another server or deleted after a confirmation that names it. Where the plan allows no more, the
 * service's refusal says so beside the way to the plans. Each part binds the document's names; one that is not
 * described says so in one line and the rest works.
 */
export function PullLinksPage(props: PullLinksProps) {
  const m = useMessages(pullLinksMessages);
  usePageTitle(m.title);
  return props.projectId === null ? <>{props.fallback}</> : <PullLinks {...props} projectId={props.projectId} />;
}

/** The form that is open: a new link, or the link being changed. */
type Editing = { kind: 'create' } | { kind: 'change'; link: PullLink } | null;

/** The servers read once for the page; they change rarely. */
const SERVERS_FRESH_MS = 10 * 60_000;

function PullLinks({ projectId, bound, operationsHref }: PullLinksProps & { projectId: number }) {
  const m = useMessages(pullLinksMessages);
  const t = useMessages(appMessages);
  const links = useRead(pullLinksRead, bound.list, projectId);
  const servers = useRead(pullServersRead, bound.servers, undefined, { quiet: true, staleTime: SERVERS_FRESH_MS });
  const access = useOwnAccess(bound.projects, projectId, 'setup');
  const [editing, setEditing] = useState<Editing>(null);
  const [said, setSaid] = useState('');
  const headingId = useId();
  // Every link's address and key are secrets: masked in any error the page shows, as the service may echo them.
  const secrets = useMemo(
    () => (links.data ?? []).flatMap((link) => [link.url, link.key].filter((one): one is string => Boolean(one))),
    [links.data],
  );
  const context: PullLinksContext = {
    projectId,
    bound,
    editable: access.change !== 'no',
    servers: servers.data ?? [],
    m,
    onDone: setSaid,
  };
  return (
    <div className="setup-page pull-links-page">
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
      {access.change === 'no' ? (
        <p className="notice" role="note">
          {m.readOnly}
        </p>
      ) : null}
      <PageSecrets.Provider value={secrets}>
        <section className="setup-card" aria-labelledby={headingId}>
          <div className="setup-card-head">
            <h2 id={headingId}>{m.links}</h2>
            {context.editable && isBound(bound.create) && isBound(bound.list) ? (
              <Button variant="primary" size="large" onClick={() => setEditing({ kind: 'create' })}>
                {m.create}
              </Button>
            ) : null}
          </div>
          <ReadPart bound={bound.list} query={links}>
            {(list) =>
              list.length === 0 ? (
                <p className="hint">{m.none}</p>
              ) : (
                <ul className="setup-list">
                  {list.map((link) => (
                    <li key={link.id}>
                      <PullLinkCard
                        link={link}
                        context={context}
                        onChange={() => setEditing({ kind: 'change', link })}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </ReadPart>
          <p role="status" className="hint pull-links-said">
            {said}
          </p>
          {isBound(bound.list) ? (
            <PartNote part={[bound.create, bound.check, bound.update, bound.remove, bound.servers]} />
          ) : null}
        </section>
        {editing ? (
          <PullLinkForm
            context={context}
            link={editing.kind === 'change' ? editing.link : undefined}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </PageSecrets.Provider>
    </div>
  );
}
