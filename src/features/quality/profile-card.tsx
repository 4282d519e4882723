import { useId } from 'react';
import { Button } from '../../components/button.tsx';
import { LargeButtons } from '../../components/large-buttons.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { isBound } from '../../lib/bindings/bind.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { formatAmount, formatDateTime, formatNumber } from '../../lib/i18n/format.ts';
import { useLanguage } from '../../lib/i18n/message-table.ts';
import { ownWord } from '../../lib/i18n/own-word.ts';
import { profileName, profileSummary } from './model/profile-words.ts';
import type { Profile } from '../../lib/operations/transcoders/profiles.ts';
import type { QualityContext } from './quality-props.ts';

// One profile as a streamer reads it: its name, whether it runs, its settings in one line, what it does now while it
// runs, the destinations it is set on, and the rarer settings behind "Details"; then what may be done with it.

export function ProfileCard({
  profile,
  context,
  onEdit,
  onDone,
}: {
  profile: Profile;
  context: QualityContext;
  onEdit: () => void;
  /** Says what was done, on the page (a deleted profile's card is gone). */
  onDone: (said: string) => void;
}) {
  const { m, units, bound, projectId, editable } = context;
  const language = useLanguage();
  const nameId = useId();
  const name = profileName(profile, m);
  const destinations = profile.channels.map((channel) => channel.name ?? channel.platform ?? '?').join(', ');
  const values = () => projectValues(projectId, { transcoder_id: profile.id });
  const stop = useBoundMutation(bound.stop, {
    values,
    confirm: true,
    onSuccess: () => onDone(m.done.stopped(name)),
  });
  const reset = useBoundMutation(bound.resetDelay, {
    values,
    confirm: true,
    onSuccess: () => onDone(m.done.reset(name)),
  });
  const remove = useBoundMutation(bound.remove, {
    values,
    confirm: true,
    onSuccess: () => onDone(m.done.removed(name)),
  });
  const { state } = profile;
  const number = (value: number, unit: string | undefined) => formatAmount(value, language, unit);
  const details = [
    profile.preset === undefined ? null : ([m.detail.preset, profile.preset] as const),
    profile.numbers.bFrames === undefined
      ? null
      : ([m.detail.bFrames, formatNumber(profile.numbers.bFrames, language)] as const),
    profile.numbers.rotation === undefined
      ? null
      : ([m.detail.rotation, formatNumber(profile.numbers.rotation, language)] as const),
    profile.mode === undefined ? null : ([m.detail.mode, ownWord(m.modes, profile.mode) ?? profile.mode] as const),
    profile.numbers.delay === undefined
      ? null
      : ([m.detail.delay, number(profile.numbers.delay, units.delay)] as const),
    profile.createdAt === undefined || Number.isNaN(Date.parse(profile.createdAt))
      ? null
      : ([m.detail.created, formatDateTime(profile.createdAt, language)] as const),
  ].filter((detail) => detail !== null);
  return (
    <article className="setup-item" aria-labelledby={nameId}>
      <div className="setup-item-head">
        <h3 id={nameId} className="service-text">
          {name}
        </h3>
        <span className={profile.running ? 'quality-badge quality-badge-on' : 'quality-badge'}>
          {profile.running ? m.running : m.notRunning}
        </span>
      </div>
      <p className="quality-summary">{profileSummary(profile, units, m, language)}</p>
      {profile.running && state ? (
        <ul className="quality-state" aria-label={m.state.title}>
          {state.sourceConnected === undefined ? null : <li>{m.state.source(state.sourceConnected)}</li>}
          {state.transcoding === undefined ? null : <li>{m.state.transcoding(state.transcoding)}</li>}
          {state.targetConnected === undefined ? null : <li>{m.state.target(state.targetConnected)}</li>}
          {state.bitrate === undefined ? null : <li>{m.state.bitrate(number(state.bitrate, units.bitrateNow))}</li>}
          {state.delay === undefined ? null : <li>{m.state.delay(number(state.delay, units.delayNow))}</li>}
          {state.startAt === undefined || Number.isNaN(Date.parse(state.startAt)) ? null : (
            <li>{m.state.since(formatDateTime(state.startAt, language))}</li>
          )}
        </ul>
      ) : null}
      <p className="quality-destinations-set">
        {destinations ? (
          <>
            {m.setOn} <span className="service-text">{destinations}</span>
          </>
        ) : (
          m.setOnNone
        )}
      </p>
      {details.length ? (
        <details className="quality-details">
          <summary>{m.details}</summary>
          <dl>
            {details.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd className="service-text">{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {editable ? (
        <div className="actions quality-actions">
          <LargeButtons>
            {isBound(bound.update) ? <Button onClick={onEdit}>{m.actions.edit}</Button> : null}
            {profile.running && isBound(bound.stop) ? (
              <Button onClick={() => stop.run()}>{m.actions.stop}</Button>
            ) : null}
            {profile.running && isBound(bound.resetDelay) ? (
              <Button onClick={() => reset.run()}>{m.actions.resetDelay}</Button>
            ) : null}
            {isBound(bound.remove) ? (
              <Button variant="danger" onClick={() => remove.run()}>
                {m.actions.remove}
              </Button>
            ) : null}
          </LargeButtons>
        </div>
      ) : null}
      <ConfirmWrite
        write={stop}
        title={m.confirm.stopTitle}
        confirmLabel={m.actions.stop}
        cancelLabel={m.actions.cancel}
      >
        <p>{m.confirm.stopBody(name)}</p>
        {destinations ? <p>{m.confirm.runningFor(destinations)}</p> : null}
      </ConfirmWrite>
      <ConfirmWrite
        write={reset}
        title={m.confirm.resetTitle}
        confirmLabel={m.actions.resetDelay}
        cancelLabel={m.actions.cancel}
      >
        <p>{m.confirm.resetBody(name)}</p>
      </ConfirmWrite>
      <ConfirmWrite
        write={remove}
        title={m.confirm.removeTitle}
        confirmLabel={m.actions.remove}
        cancelLabel={m.actions.cancel}
      >
        <p>{m.confirm.removeBody(name)}</p>
        {profile.running && destinations ? <p>{m.confirm.runningFor(destinations)}</p> : null}
      </ConfirmWrite>
    </article>
  );
}
