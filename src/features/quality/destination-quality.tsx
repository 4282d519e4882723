import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { BoundPart } from '../../components/bound-part.tsx';
import { Button } from '../../components/button.tsx';
import { Actions, ModalDialog } from '../../components/modal-dialog.tsx';
import { OnceButton } from '../../components/once-button.tsx';
import { WriteRefused } from '../../components/page-error.tsx';
import type { SlotProps } from '../../components/slots.tsx';
import { pageHref } from '../../config/route-map.ts';
import type { BoundRoles } from '../../lib/bindings/manifest.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { profileName, profileSummary } from './model/profile-words.ts';
import type { Profile } from '../../lib/operations/transcoders/profiles.ts';
import { useQualityAllows, useUnits } from './model/quality-reads.ts';
import { destinationQualityPart } from './quality-bindings.ts';
import { type QualityMessages, qualityMessages } from './quality-messages.ts';
import './quality.css';
import { useWholeList } from '../../lib/bindings/pages.ts';
import { destinationList } from '../../lib/operations/channels/destination-list.ts';

// A destination's quality on the Stream page: in its ⋯ menu, "Quality: as sent" or the profile it is set on, which
// opens the choice ("Set transcoder for a channel"); on its row, the profile once one is set. Both read what the
// Quality page reads (the profiles, the plan, the account's level), one query each for every row; the destination's
// own profile is the project's list's, which the page the row is on has read. Nothing is drawn where the description does not describe the
// profiles or the choice, or the account may not change the project.

type Props = SlotProps['destination-actions'];
type Bound = BoundRoles<keyof typeof destinationQualityPart.bindings>;

/** The ⋯ menu's item and the choice it opens. */
export function DestinationQualityItem(props: Props) {
  return (
    <BoundPart part={destinationQualityPart} needs={['list', 'setTranscoder']} quiet>
      {(bound) => <QualityItem bound={bound} {...props} />}
    </BoundPart>
  );
}

/** The row's line: the profile it is set on, once one is. */
export function DestinationQualityLine(props: Props) {
  return (
    <BoundPart part={destinationQualityPart} needs={['list']} quiet>
      {(bound) => <QualityLine bound={bound} {...props} />}
    </BoundPart>
  );
}

/** What a destination is sent in: its profile, none (`null`: as sent), or not known (undefined). */
function useQualityOf(bound: Bound, { projectId, destination }: Props) {
  const reads = useQualityAllows(bound, projectId);
  // The list the page the row is on has read (the same query): the destination's profile is there.
  const listed = useWholeList(destinationList, bound.destinations, projectId).data?.find(
    (one) => one.id === destination.id,
  );
  const profiles = reads.profiles.data;
  const profileId = listed?.profileId;
  const profile = profileId ? profiles?.find((one) => one.id === profileId) : undefined;
  return { reads, listed, profileId, profile, profiles };
}

function currentWords(profileId: string | null | undefined, profile: Profile | undefined, m: QualityMessages) {
  if (profileId === undefined) return undefined;
  if (profileId === null) return m.destination.asSent;
  return profile ? profileName(profile, m) : m.destination.unknownProfile(profileId);
}

function QualityLine({ bound, ...props }: Props & { bound: Bound }) {
  const m = useMessages(qualityMessages);
  const { profileId, profile } = useQualityOf(bound, props);
  if (!profileId) return null;
  return <span className="dest-quality">{m.destination.row(currentWords(profileId, profile, m)!)}</span>;
}

function QualityItem({ bound, ...props }: Props & { bound: Bound }) {
  const m = useMessages(qualityMessages);
  const [open, setOpen] = useState(false);
  const quality = useQualityOf(bound, props);
  if (quality.reads.access.change === 'no' || !quality.profiles) return null;
  const current = currentWords(quality.profileId, quality.profile, m);
  return (
    <>
      <Button variant="quiet" onClick={() => setOpen(true)}>
        {current === undefined ? m.destination.choices : m.destination.item(current)}
      </Button>
      {/* Outside the menu, which hides what is in it once an item is chosen. */}
      {open
        ? createPortal(
            <QualityChoice
              {...props}
              bound={bound}
              profiles={quality.profiles}
              chosen={quality.profileId ?? null}
              live={quality.listed?.live === true || quality.listed?.status === 'live'}
              editable={quality.reads.editable}
              plan={quality.reads.plan}
              onClose={() => setOpen(false)}
            />,
            document.body,
          )
        : null}
    </>
  );
}

/** The choice of what a destination is sent in: as sent, or one of the project's profiles. */
function QualityChoice({
  projectId,
  destination,
  bound,
  profiles,
  chosen: was,
  live,
  editable,
  plan,
  onClose,
}: Props & {
  bound: Bound;
  profiles: readonly Profile[];
  chosen: string | null;
  live: boolean;
  editable: boolean;
  plan: string;
  onClose: () => void;
}) {
  const m = useMessages(qualityMessages);
  const language = useLanguage();
  const units = useUnits(bound);
  const [chosen, setChosen] = useState<string | null>(was);
  const name = useId();
  const hintId = useId();
  const write = useBoundMutation(bound.setTranscoder, {
    values: (profileId: string | null) =>
      projectValues(projectId, {
        channel_id: destination.id,
        // Left out, the destination has no profile: the stream goes as it is sent.
        ...(profileId === null ? {} : { transcoder_id: profileId }),
      }),
    once: true,
    // What the destination is sent in is read from the profiles and the destinations.
    invalidates: [bound.list.group, bound.destinations.group],
    onSuccess: onClose,
  });
  const planNote = plan === 'none' ? m.plan.none : plan === 'ended' ? m.plan.ended : undefined;
  const options = [
    { id: null, label: m.destination.asSent, hint: m.destination.asSentHint },
    ...profiles.map((profile) => ({
      id: profile.id,
      label: profileName(profile, m),
      hint: profileSummary(profile, units, m, language),
    })),
  ];
  return (
    <ModalDialog title={m.destination.title(destination.name)} onClose={onClose} className="quality-choice">
      {planNote ? (
        <p className="notice" role="note">
          {planNote} <Link to={pageHref('transcoding', projectId)}>{m.plan.link}</Link>
        </p>
      ) : null}
      {live && editable ? <p className="notice">{m.destination.live}</p> : null}
      <fieldset className="quality-options" disabled={!editable}>
        <legend>{m.destination.choices}</legend>
        {options.map((option) => (
          <div key={option.id ?? ''} className="quality-option">
            <label>
              <input
                type="radio"
                name={name}
                checked={chosen === option.id}
                onChange={() => setChosen(option.id)}
                aria-describedby={`${hintId}-${option.id ?? ''}`}
              />{' '}
              <span className={option.id === null ? undefined : 'service-text'}>{option.label}</span>
            </label>
            <span id={`${hintId}-${option.id ?? ''}`} className="hint quality-option-hint">
              {option.hint}
            </span>
          </div>
        ))}
        {profiles.length === 0 ? <p className="hint">{m.destination.noProfiles}</p> : null}
      </fieldset>
      {write.isError ? (
        <>
          <WriteRefused words={m.destination.refused} error={write.error} />
          <p className="hint">
            {m.plan.refusedHint} <Link to={pageHref('transcoding', projectId)}>{m.plan.link}</Link>
          </p>
        </>
      ) : null}
      <p>
        <Link to={pageHref('quality', projectId)}>{m.destination.manage}</Link>
      </p>
      <Actions>
        <Button data-autofocus onClick={onClose}>
          {m.actions.cancel}
        </Button>
        {editable ? (
          <OnceButton variant="primary" inFlight={write.inFlight} onClick={() => write.run(chosen)}>
            {write.inFlight ? m.destination.saving : m.destination.save}
          </OnceButton>
        ) : null}
      </Actions>
    </ModalDialog>
  );
}
