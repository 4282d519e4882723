import { useMessages } from '../../lib/i18n/message-table.ts';
import { useMemo } from 'react';
import { DescribedForm, type FieldControl } from '../../components/form/described-form.tsx';
import { urlScheme } from '../../components/form/described-fields.ts';
import type { Binding } from '../../lib/bindings/bind.ts';
import { type NamedValues, projectValues } from '../../lib/bindings/call.ts';
import type { BoundRoles } from '../../lib/bindings/manifest.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import type { Platform } from '../../lib/operations/platforms/platform-list.ts';
import { AccountChannelPicker } from './account-channel-picker.tsx';
import type { addPart } from './destination-parts.ts';
import { destinationsMessages } from './destinations-messages.ts';

/** The addresses an add's body takes, checked before anything is sent: each platform's, by what it is for. */
const ADDRESS_CHECKS = {
  rtmp_url: urlScheme('rtmp://', 'rtmps://'),
  ingress_url: urlScheme('srt://'),
  channel_url: urlScheme('https://'),
};

/** A body that takes a linked account and one of its channels (VK's, OK's): the two are chosen, not typed. */
const ACCOUNT_FIELDS = ['channel_id', 'account_id'];

/**
 * A platform's add, its form built from the operation's body in the page's words: the project filled in, the stream
 * key typed unseen (with Reveal), addresses checked by their scheme, a linked account's channel chosen from its list.
 */
export function AddForm({
  binding,
  platform,
  connect,
  bound,
  projectId,
  onAdded,
}: {
  binding: Binding;
  platform: Platform;
  /** The OAuth start, where it takes the platform: links another account of it. */
  connect: Binding | undefined;
  bound: BoundRoles<keyof typeof addPart.bindings>;
  projectId: number;
  /** Told the name it was given, where the form sends one. */
  onAdded: (name: string | undefined) => void;
}) {
  const m = useMessages(destinationsMessages);
  const write = useBoundMutation(binding, {
    values: (sent: NamedValues) => sent,
    // Pressing Add is the ask; a second press while it is sent would add a second destination.
    confirm: false,
    once: true,
    // A channel made from an account's community is no longer offered there.
    invalidates: ['Platforms'],
    onSuccess: (_data, sent) => onAdded(nameSent(sent)),
  });
  const body = binding.details.body;
  const names = body?.kind === 'json' ? body.schema.properties.map(({ name }) => name) : [];
  const fromAccount = ACCOUNT_FIELDS.every((name) => names.includes(name));
  const controls = useMemo<Record<string, FieldControl> | undefined>(
    () =>
      fromAccount
        ? {
            channel_id: {
              alsoSets: ['account_id'],
              draw: (props) => (
                <AccountChannelPicker
                  {...props}
                  platform={platform}
                  connect={connect}
                  bound={bound}
                  projectId={projectId}
                />
              ),
            },
          }
        : undefined,
    [fromAccount, platform, connect, bound, projectId],
  );
  return (
    <DescribedForm
      className="add-form"
      binding={binding}
      filled={projectValues(projectId)}
      write={write}
      checks={ADDRESS_CHECKS}
      {...(controls ? { controls } : {})}
      words={{
        fields: m.add.fields,
        none: m.add.none,
        submit: m.add.submit,
        submitting: m.add.submitting,
        sent: m.add.sent,
        refused: m.add.refused,
      }}
    />
  );
}

/** The name a destination is added with, where the form sends one (`name`, `title`): the status line says it. */
function nameSent(sent: NamedValues): string | undefined {
  const key = Object.keys(sent).find((name) => /(^|\.)(name|title)$/.test(name) && sent[name]!.trim() !== '');
  return key === undefined ? undefined : sent[key]!.trim();
}
