import { useId } from 'react';
import { Button } from '../../components/button.tsx';
import { LargeButtons } from '../../components/large-buttons.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { OnceButton } from '../../components/once-button.tsx';
import { RefusalSaid } from '../../components/page-error.tsx';
import { SecretValue } from '../../components/secret-value.tsx';
import { type Binding, isBound } from '../../lib/bindings/bind.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { ownWord } from '../../lib/i18n/own-word.ts';
import { record } from '../../lib/service-description/answer-fields.ts';
import type { PullLink } from '../../lib/operations/pull-keys/pull-links.ts';
import { serverOf } from '../../lib/operations/pull-keys/pull-servers.ts';
import type { PullLinksMessages } from './pull-links-messages.ts';
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

/** The status Check key answers. */
function readChecked(body: unknown, _binding: Binding): string | undefined {
  const status = record(body)?.status;
  return typeof status === 'string' ? status : undefined;
}

export function PullLinkCard({
  link,
  context,
  onChange,
}: {
  link: PullLink;
  context: PullLinksContext;
  onChange: () => void;
}) {
  const { bound, projectId, m, editable, servers, onDone } = context;
  const nameId = useId();
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
    onSuccess: () => onDone(m.done.removed(name)),
  });
  const { key } = link;
  return (
    <article className="setup-item" aria-labelledby={nameId}>
      <div className="setup-item-head">
        <h3 id={nameId} className="service-text">
          {name}
        </h3>
        {link.transport ? <span className="pull-link-transport">{transportName(link.transport, m)}</span> : null}
        {link.status ? (
          <span className={`pull-link-status pull-link-status-${link.status}`}>{statusName(link.status, m)}</span>
        ) : null}
      </div>
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
      {key !== undefined ? (
        <div className="actions pull-link-actions">
          <LargeButtons>
            {isBound(bound.check) ? (
              <OnceButton inFlight={check.inFlight} onClick={() => check.run(key)}>
                {check.inFlight ? m.actions.checking : m.actions.check}
              </OnceButton>
            ) : null}
            {editable && isBound(bound.update) ? <Button onClick={onChange}>{m.actions.change}</Button> : null}
            {editable && isBound(bound.remove) ? (
              <Button variant="danger" onClick={() => remove.run(key)}>
                {m.actions.remove}
              </Button>
            ) : null}
          </LargeButtons>
        </div>
      ) : null}
      <div role="status" className="pull-link-checked">
        {check.isSuccess && check.data !== undefined ? <p>{m.checked(statusName(check.data, m))}</p> : null}
      </div>
      {check.isError ? (
        <div role="alert" className="pull-link-checked">
          <p>{m.checkFailed}</p>
          <RefusalSaid error={check.error} />
        </div>
      ) : null}
      <ConfirmWrite
        write={remove}
        title={m.confirm.removeTitle}
        confirmLabel={m.actions.remove}
        cancelLabel={m.actions.cancel}
      >
        <p>{m.confirm.removeBody(name)}</p>
      </ConfirmWrite>
    </article>
  );
}
