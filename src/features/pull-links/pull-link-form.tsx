import { useMemo } from 'react';
import { Link } from 'react-router';
import type { FieldControl } from '../../components/form/described-form.tsx';
import { DescribedForm } from '../../components/form/described-form.tsx';
import { FormDialog } from '../../components/form/form-dialog.tsx';
import { pageHref } from '../../config/route-map.ts';
import { type Binding, isBound } from '../../lib/bindings/bind.ts';
import { type NamedValues, projectValues } from '../../lib/bindings/call.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import type { PullLink } from '../../lib/operations/pull-keys/pull-links.ts';
import { type PullServer, serverOf } from '../../lib/operations/pull-keys/pull-servers.ts';
import { linkName } from './pull-link-card.tsx';
import type { PullLinksMessages } from './pull-links-messages.ts';
import type { PullLinksContext } from './pull-links-props.ts';

// A link made (Create key: its transport and name) or changed (Update key: what the deployment lets change — the real
// kind, its server, by city) with the form its operation describes, in the page's words. The server is chosen from
// "Get pull servers" by city where the deployment describes them.

export function PullLinkForm({
  context,
  link,
  onClose,
}: {
  context: PullLinksContext;
  /** The link changed; undefined: a new one. */
  link: PullLink | undefined;
  onClose: () => void;
}) {
  const { bound, m } = context;
  const binding = link ? bound.update : bound.create;
  return (
    <FormDialog
      title={link ? m.form.changeTitle(linkName(link, m)) : m.form.createTitle}
      onClose={onClose}
      className="pull-link-form"
      cancelLabel={m.actions.cancel}
    >
      {isBound(binding) ? <Form binding={binding} context={context} link={link} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function Form({
  binding,
  context,
  link,
  onClose,
}: {
  binding: Binding;
  context: PullLinksContext;
  link: PullLink | undefined;
  onClose: () => void;
}) {
  const { projectId, servers, m, onDone } = context;
  const filled = projectValues(projectId, link?.key === undefined ? {} : { key: link.key });
  const write = useBoundMutation(binding, {
    values: (sent: NamedValues) => sent,
    confirm: false,
    once: true,
    onSuccess: (_answer, sent) => {
      onDone(link ? m.done.changed(linkName(link, m)) : m.done.made(sent.name || m.unnamed(sent.transport ?? '')));
      onClose();
    },
  });
  const initial = useMemo(() => {
    const city = link ? serverOf(servers, link.transport, link.url)?.city : undefined;
    return {
      ...(link?.name === undefined ? {} : { name: link.name }),
      ...(city === undefined ? {} : { region: city }),
    };
  }, [link, servers]);
  const controls = useMemo(() => (servers.length ? { region: serverControl(servers, m) } : undefined), [servers, m]);
  return (
    <>
      <DescribedForm
        className="pull-link-fields"
        binding={binding}
        filled={filled}
        write={write}
        initial={initial}
        onlyChanged={link !== undefined}
        controls={controls}
        words={{
          fields: m.form.fields,
          values: m.transports,
          none: m.form.none,
          submit: link ? m.form.submitChange : m.form.submitCreate,
          submitting: m.form.submitting,
          sent: m.form.sent,
          refused: m.form.refused,
          nothingChanged: m.form.nothingChanged,
        }}
      />
      {write.isError ? (
        <p className="hint">
          {m.plan.refusedHint} <Link to={pageHref('restream', projectId)}>{m.plan.link}</Link>
        </p>
      ) : null}
    </>
  );
}

/** The server by its city (and country), as "Get pull servers" lists them. */
function serverControl(servers: readonly PullServer[], m: PullLinksMessages): FieldControl {
  return {
    draw: ({ id, describedBy, invalid, disabled, values, set }) => (
      <select
        id={id}
        value={Object.hasOwn(values, 'region') ? values.region : ''}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onChange={(event) => set('region', event.target.value)}
      >
        <option value="">{m.form.none}</option>
        {servers.map((server) => (
          <option key={server.city} value={server.city}>
            {server.country ? `${server.city}, ${server.country}` : server.city}
          </option>
        ))}
      </select>
    ),
  };
}
