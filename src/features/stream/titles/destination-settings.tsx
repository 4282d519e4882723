import { useMessages } from '../../../lib/i18n/message-table.ts';
import { useMemo } from 'react';
import { Button } from '../../../components/button.tsx';
import { DescribedForm } from '../../../components/form/described-form.tsx';
import { urlScheme } from '../../../components/form/described-fields.ts';
import { Actions, ModalDialog } from '../../../components/modal-dialog.tsx';
import { type Binding, isBound } from '../../../lib/bindings/bind.ts';
import { type NamedValues, projectValues } from '../../../lib/bindings/call.ts';
import { useBoundMutation } from '../../../lib/bindings/write.ts';
import type { Destination } from '../../../lib/operations/channels/destination-list.ts';
import type { StreamProps } from '../stream-props.ts';
import { PlannedEvent } from './planned-event.tsx';
import { settingsNow } from './settings-now.ts';
import { settingsPickers } from './setting-pickers.tsx';
import { titlesMessages } from './titles-messages.ts';

// A destination's own title and settings: a form of each of its platform's settings operations (the Channel settings
// family, bound once by the kit), drawn by the forms' builder from the operation's body in the page's words, filled
// with what the destination shows now, sending only what the user changed. It loads when first opened, and is handed
// the operations the page has bound; its words are the page's table, already in the page's chunk.

type Props = Pick<StreamProps, 'bound'> & {
  /** Its platform's settings operations, bound (model/platforms.ts `settingsBindings`). */
  settings: readonly Binding[];
  projectId: number;
  destination: Destination;
  name: string;
  /** Whether the project's plan lets it change them (undefined: not known, the service decides). */
  allows: boolean | undefined;
  /** Whether the platform plans events, as Supported platforms says. */
  plans: boolean | undefined;
  onClose: () => void;
};

/** A custom channel's server address carries the stream there: only an RTMP one is taken. */
const CHECKS = { url: urlScheme('rtmp://', 'rtmps://') };
const MULTILINE = ['description'];

export function DestinationSettings(props: Props) {
  const { settings, name, onClose } = props;
  const m = useMessages(titlesMessages).settings;
  return (
    <ModalDialog title={m.title(name)} onClose={onClose} className="destination-settings">
      <p className="hint">{m.intro}</p>
      {props.allows === false ? <p className="notice">{m.readOnly}</p> : null}
      {settings.length === 0 ? <p>{m.noneDescribed}</p> : null}
      {settings.map((binding) => (
        <SettingsForm key={binding.operation.key} {...props} binding={binding} />
      ))}
      {props.plans && isBound(props.bound.planned) ? <PlannedEvent {...props} /> : null}
      <Actions>
        <Button data-autofocus onClick={onClose}>
          {m.cancel}
        </Button>
      </Actions>
    </ModalDialog>
  );
}

function SettingsForm({ binding, destination, projectId, bound, allows }: Props & { binding: Binding }) {
  const m = useMessages(titlesMessages).settings;
  const filled = projectValues(projectId, { channel_id: destination.id });
  const write = useBoundMutation(binding, { values: (sent: NamedValues) => sent, confirm: false });
  const initial = useMemo(() => settingsNow(binding, destination), [binding, destination]);
  const controls = useMemo(
    () =>
      settingsPickers(binding.details.body?.schema.properties.map((property) => property.name) ?? [], {
        platform: destination.platform ?? '',
        categories: bound.categories,
        playlists: bound.playlists,
        channel: { projectId, channelId: destination.id },
        m,
      }),
    [binding, destination.platform, destination.id, bound.categories, bound.playlists, projectId, m],
  );
  return (
    <DescribedForm
      className="destination-settings-form"
      binding={binding}
      filled={filled}
      write={write}
      initial={initial}
      onlyChanged
      checks={CHECKS}
      controls={controls}
      multiline={MULTILINE}
      disabled={allows === false}
      words={{
        fields: m.fields,
        values: m.values,
        none: m.notSet,
        submit: m.save,
        submitting: m.saving,
        sent: m.saved,
        refused: m.refused,
        nothingChanged: m.nothingChanged,
      }}
    />
  );
}
