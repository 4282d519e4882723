import { useMemo } from 'react';
import { CardListPage } from '../../components/card-list-page.tsx';
import { PageSecrets } from '../../components/page-error.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { pageHref } from '../../config/route-map.ts';
import { isBound } from '../../lib/bindings/bind.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useOwnAccess } from '../../lib/operations/account/own-access.ts';
import { pullLinksRead } from '../../lib/operations/pull-keys/pull-links.ts';
import { PullLinkCard } from './pull-link-card.tsx';
import { PullLinkForm } from './pull-link-form.tsx';
import { pullLinksMessages } from './pull-links-messages.ts';
import type { PullLinksContext, PullLinksProps } from './pull-links-props.ts';
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

/** The servers read once for the page; they change rarely. */
const SERVERS_FRESH_MS = 10 * 60_000;

function PullLinks({ projectId, bound, operationsHref }: PullLinksProps & { projectId: number }) {
  const m = useMessages(pullLinksMessages);
  const links = useRead(pullLinksRead, bound.list, projectId);
  const servers = useRead(pullServersRead, bound.servers, undefined, { quiet: true, staleTime: SERVERS_FRESH_MS });
  const access = useOwnAccess(bound.projects, projectId, 'setup');
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
  };
  return (
    <PageSecrets.Provider value={secrets}>
      <CardListPage
        words={m}
        back={pageHref('stream', projectId)}
        operationsHref={operationsHref}
        projectId={projectId}
        notice={access.change === 'no' ? m.readOnly : undefined}
        create={context.editable && isBound(bound.create)}
        list={bound.list}
        query={links}
        keyOf={(link) => link.id}
        card={(link, ways) => <PullLinkCard link={link} context={context} ways={ways} />}
        form={(link, ways) => <PullLinkForm context={context} link={link} ways={ways} />}
        actions={[bound.create, bound.check, bound.update, bound.remove, bound.servers]}
      />
    </PageSecrets.Provider>
  );
}
