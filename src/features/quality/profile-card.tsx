import type { CardWays } from '../../components/card-list-page.tsx';
import { type CardAction, ListCard } from '../../components/list-card.tsx';
import { isBound } from '../../lib/bindings/bind.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { formatAmount, formatDateTime, formatNumber } from '../../lib/i18n/format.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { ownWord } from '../../lib/i18n/own-word.ts';
import { profileName, profileSummary } from './model/profile-words.ts';
import type { Profile } from '../../lib/operations/transcoders/profiles.ts';
import type { QualityContext } from './quality-props.ts';
import { qualityMessages } from './quality-messages.ts';

// One profile as a streamer reads it: its name, whether it runs, its settings in one line, what it does now while it
// runs, the destinations it is set on, and the rarer settings behind "Details"; then what may be done with it.

export function ProfileCard({ profile, context, ways }: { profile: Profile; context: QualityContext; ways: CardWays }) {
  const { units, bound, projectId, editable } = context;
  const m = useMessages(qualityMessages);
  const language = useLanguage();
  const name = profileName(profile, m);
  const destinations = profile.channels.map((channel) => channel.name ?? channel.platform ?? '?').join(', ');
  const values = () => projectValues(projectId, { transcoder_id: profile.id });
  const stop = useBoundMutation(bound.stop, {
    values,
    confirm: true,
    onSuccess: () => ways.said(m.done.stopped(name)),
  });
  const reset = useBoundMutation(bound.resetDelay, {
    values,
    confirm: true,
    onSuccess: () => ways.said(m.done.reset(name)),
  });
  const remove = useBoundMutation(bound.remove, {
    values,
    confirm: true,
    onSuccess: () => ways.said(m.done.removed(name)),
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
  const running = profile.running && destinations ? <p>{m.confirm.runningFor(destinations)}</p> : null;
  const actions: CardAction[] = [];
  if (editable && isBound(bound.update)) actions.push({ label: m.actions.edit, run: ways.edit });
  if (editable && profile.running && isBound(bound.stop))
    actions.push({
      label: m.actions.stop,
      run: () => stop.run(),
      ask: {
        write: stop,
        title: m.confirm.stopTitle,
        body: (
          <>
            <p>{m.confirm.stopBody(name)}</p>
            {running}
          </>
        ),
      },
    });
  if (editable && profile.running && isBound(bound.resetDelay))
    actions.push({
      label: m.actions.resetDelay,
      run: () => reset.run(),
      ask: { write: reset, title: m.confirm.resetTitle, body: <p>{m.confirm.resetBody(name)}</p> },
    });
  if (editable && isBound(bound.remove))
    actions.push({
      label: m.actions.remove,
      run: () => remove.run(),
      variant: 'danger',
      ask: {
        write: remove,
        title: m.confirm.removeTitle,
        body: (
          <>
            <p>{m.confirm.removeBody(name)}</p>
            {running}
          </>
        ),
      },
    });
  return (
    <ListCard
      name={name}
      badges={[profile.running ? { text: m.running, tone: 'ok' } : { text: m.notRunning }]}
      actions={actions}
      cancelLabel={m.actions.cancel}
    >
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
    </ListCard>
  );
}
