import type { FormWays } from '../../components/card-list-page.tsx';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ItemFormDialog } from '../../components/form/item-form-dialog.tsx';
import { pageHref } from '../../config/route-map.ts';
import { isBound } from '../../lib/bindings/bind.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import { destinationsControl } from './destinations-control.tsx';
import { ADVANCED_SETTINGS, profilePresets } from './model/presets.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { profileName } from './model/profile-words.ts';
import { NUMBER_SETTINGS, type Profile } from '../../lib/operations/transcoders/profiles.ts';
import type { QualityContext } from './quality-props.ts';
import { qualityMessages } from './quality-messages.ts';

// A profile made or changed with the form its operation describes (create, update), in the page's words: the codec,
// the size, the frames, the bitrates and the rest as the deployment takes them, the destinations chosen from the
// project's own. A running profile's change is asked first: it changes what is live. Only what was changed is sent
// (with what the description requires).

export function ProfileForm({
  context,
  profile,
  ways,
}: {
  context: QualityContext;
  /** The profile changed; undefined: a new one. */
  profile: Profile | undefined;
  ways: FormWays;
}) {
  const { bound, projectId, destinations, units } = context;
  const m = useMessages(qualityMessages);
  const binding = profile ? bound.update : bound.create;
  const initial = useMemo(() => (profile ? profileNow(profile, destinations) : {}), [profile, destinations]);
  const controls = useMemo(
    () => (isBound(binding) ? { channelIds: destinationsControl(binding, destinations, m) } : undefined),
    [binding, destinations, m],
  );
  const fields = useMemo(() => m.form.fields(units), [m, units]);
  const language = useLanguage();
  // Presets for a new profile: a profile that exists is changed from what it has.
  const presets = useMemo(
    () => (profile ? undefined : { legend: m.form.presets, choices: profilePresets(m.form, units.video, language) }),
    [profile, m, units.video, language],
  );
  return (
    <ItemFormDialog
      title={profile ? m.form.editTitle(profileName(profile, m)) : m.form.createTitle}
      cancelLabel={m.actions.cancel}
      ways={ways}
      binding={binding}
      filled={projectValues(projectId, profile ? { transcoder_id: profile.id } : {})}
      initial={initial}
      onlyChanged={profile !== undefined}
      controls={controls}
      words={{
        ...m.form,
        fields,
        values: { ...m.codecs, ...m.modes },
        submit: profile ? m.form.submitEdit : m.form.submitCreate,
      }}
      presets={presets}
      advanced={{ label: m.form.advanced, fields: ADVANCED_SETTINGS }}
      said={(sent) => m.done.saved(profile ? profileName(profile, m) : (sent.name ?? ''))}
      // Changing a profile that runs changes what its destinations get now.
      ask={
        profile?.running
          ? {
              title: m.confirm.editTitle,
              confirmLabel: m.confirm.save,
              body: <p>{m.confirm.editBody(profileName(profile, m))}</p>,
            }
          : undefined
      }
      refusedHint={
        <>
          {m.plan.refusedHint} <Link to={pageHref('transcoding', projectId)}>{m.plan.link}</Link>
        </>
      }
    />
  );
}

/** What a profile has now, as a form's texts by the names its update takes them. */
function profileNow(profile: Profile, destinations: QualityContext['destinations']): Record<string, string> {
  const now: Record<string, string> = {};
  if (profile.name !== undefined) now.name = profile.name;
  if (profile.codec !== undefined) now.videoCodec = profile.codec;
  if (profile.preset !== undefined) now.preset = profile.preset;
  if (profile.mode !== undefined) now.mode = profile.mode;
  for (const name of NUMBER_SETTINGS) {
    const value = profile.numbers[name];
    if (value !== undefined) now[name] = String(value);
  }
  // The destinations it is set on, where the list says which profile each has.
  const set = destinations.filter((destination) => destination.profileId === profile.id);
  if (set.length) now.channelIds = set.map((destination) => destination.id).join(',');
  return now;
}
