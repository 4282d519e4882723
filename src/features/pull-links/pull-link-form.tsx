import type { FormWays } from '../../components/card-list-page.tsx';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { choiceControl } from '../../components/form/choice-control.tsx';
import type { FieldControl } from '../../components/form/described-form.tsx';
import { ItemFormDialog } from '../../components/form/item-form-dialog.tsx';
import { pageHref } from '../../config/route-map.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import type { PullLink } from '../../lib/operations/pull-keys/pull-links.ts';
import { type PullServer, serverOf } from '../../lib/operations/pull-keys/pull-servers.ts';
import { linkName } from './pull-link-card.tsx';
import { type PullLinksMessages, pullLinksMessages } from './pull-links-messages.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import type { PullLinksContext } from './pull-links-props.ts';

// A link made (Create key: its transport and name) or changed (Update key: what the deployment lets change — the real
// kind, its server, by city) with the form its operation describes, in the page's words. The server is chosen from
// "Get pull servers" by city where the deployment describes them.

export function PullLinkForm({
  context,
  link,
  ways,
}: {
  context: PullLinksContext;
  /** The link changed; undefined: a new one. */
  link: PullLink | undefined;
  ways: FormWays;
}) {
  const { bound, projectId, servers } = context;
  const m = useMessages(pullLinksMessages);
  const initial = useMemo(() => {
    const city = link ? serverOf(servers, link.transport, link.url)?.city : undefined;
    return {
      ...(link?.name === undefined ? {} : { name: link.name }),
      ...(city === undefined ? {} : { region: city }),
    };
  }, [link, servers]);
  const controls = useMemo(() => (servers.length ? { region: serverControl(servers, m) } : undefined), [servers, m]);
  return (
    <ItemFormDialog
      title={link ? m.form.changeTitle(linkName(link, m)) : m.form.createTitle}
      cancelLabel={m.actions.cancel}
      ways={ways}
      binding={link ? bound.update : bound.create}
      filled={projectValues(projectId, link?.key === undefined ? {} : { key: link.key })}
      initial={initial}
      onlyChanged={link !== undefined}
      controls={controls}
      words={{ ...m.form, values: m.transports, submit: link ? m.form.submitChange : m.form.submitCreate }}
      said={(sent) =>
        link ? m.done.changed(linkName(link, m)) : m.done.made(sent.name || m.unnamed(sent.transport ?? ''))
      }
      refusedHint={
        <>
          {m.plan.refusedHint} <Link to={pageHref('restream', projectId)}>{m.plan.link}</Link>
        </>
      }
    />
  );
}

/** The server by its city (and country), as "Get pull servers" lists them. */
function serverControl(servers: readonly PullServer[], m: PullLinksMessages): FieldControl {
  const choices = servers.map((server) => ({
    value: server.city,
    label: server.country ? `${server.city}, ${server.country}` : server.city,
  }));
  return choiceControl('region', choices, m.form.none);
}
