import type { CardWays } from '../../components/card-list-page.tsx';
import { type CardAction, type CardBadge, ListCard } from '../../components/list-card.tsx';
import { RefusalSaid } from '../../components/page-error.tsx';
import { SecretValue } from '../../components/secret-value.tsx';
import { type Binding, isBound } from '../../lib/bindings/bind.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { ownWord } from '../../lib/i18n/own-word.ts';
import { record } from '../../lib/service-description/answer-fields.ts';
import type { PullLink } from '../../lib/operations/pull-keys/pull-links.ts';
import { serverOf } from '../../lib/operations/pull-keys/pull-servers.ts';
import { type PullLinksMessages, pullLinksMessages } from './pull-links-messages.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import type { PullLinksContext } from './pull-links-props.ts';

// One pull link as a streamer reads it: its name and transport, its status in words, the server it is on, and its
// address as a secret (masked, revealed on request, copied without being shown); then Check, another server and
// Delete, which asks first and names it.

/** A link's name, or its transport's where it has none. */
export function linkName(link: PullLink, m: PullLinksMessages): string {
  return link.name ?? m.unnamed(transportName(link.transport, m) ?? '');
}

const transportName = (transport: string | undefined, m: PullLinksMessages) =>
  transport === undefined ? undefined : (ownWord(m.transports, transport) ?? transport);

const statusName = (status: string, m: PullLinksMessages) => ownWord(m.statuses, status) ?? status;

/** How a status looks: working, failing, or neither. */
const statusTone = (status: string): CardBadge['tone'] =>
  status === 'active' ? 'ok' : status === 'error' ? 'danger' : undefined;

/** The status Check key answers. */
function readChecked(body: unknown, _binding: Binding): string | undefined {
  const status = record(body)?.status;
  return typeof status === 'string' ? status : undefined;
}

export function PullLinkCard({ link, context, ways }: { link: PullLink; context: PullLinksContext; ways: CardWays }) {
  const { bound, projectId, editable, servers } = context;
  const m = useMessages(pullLinksMessages);
  const name = linkName(link, m);
  const server = serverOf(servers, link.transport, link.url);
  const keyed = (key: string) => projectValues(projectId, { key });
  const check = useBoundMutation(bound.check, {
    values: keyed,
    parse: readChecked,
    confirm: false,
    once: true,
  });
  const remove = useBoundMutation(bound.remove, {
    values: keyed,
    confirm: true,
    onSuccess: () => ways.said(m.done.removed(name)),
  });
  const { key } = link;
  const badges: CardBadge[] = [];
  if (link.transport) badges.push({ text: transportName(link.transport, m)!, tone: 'label' });
  if (link.status) badges.push({ text: statusName(link.status, m), tone: statusTone(link.status) });
  const actions: CardAction[] = [];
  if (key !== undefined && isBound(bound.check))
    actions.push({
      label: check.inFlight ? m.actions.checking : m.actions.check,
      run: () => check.run(key),
      inFlight: check.inFlight,
    });
  if (key !== undefined && editable && isBound(bound.update)) actions.push({ label: m.actions.change, run: ways.edit });
  if (key !== undefined && editable && isBound(bound.remove))
    actions.push({
      label: m.actions.remove,
      run: () => remove.run(key),
      variant: 'danger',
      ask: { write: remove, title: m.confirm.removeTitle, body: <p>{m.confirm.removeBody(name)}</p> },
    });
  return (
    <ListCard
      name={name}
      badges={badges}
      actions={actions}
      cancelLabel={m.actions.cancel}
      after={
        <>
          <div role="status" className="pull-link-checked">
            {check.isSuccess && check.data !== undefined ? <p>{m.checked(statusName(check.data, m))}</p> : null}
          </div>
          {check.isError ? (
            <div role="alert" className="pull-link-checked">
              <p>{m.checkFailed}</p>
              <RefusalSaid error={check.error} />
            </div>
          ) : null}
        </>
      }
    >
      {server ? (
        <p className="pull-link-server service-text">
          {m.server(server.country ? `${server.city}, ${server.country}` : server.city)}
        </p>
      ) : null}
      {link.url ? (
        <div className="pull-link-address">
          <span className="pull-link-label">{m.address}</span>{' '}
          <SecretValue text={link.url} words={m.secret} wrap="letters" />
        </div>
      ) : null}
    </ListCard>
  );
}
