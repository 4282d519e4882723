import { useMessages } from '../../lib/i18n/message-table.ts';
import { teamMessages } from './team-messages.ts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { CopyButton } from '../../components/copy-button.tsx';
import { RefusalSaid } from '../../components/page-error.tsx';
import { projectValues } from '../../lib/bindings/call.ts';
import type { BoundRoles } from '../../lib/bindings/manifest.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { LevelSelect } from './level.tsx';
import { type NamedLevels, levelChoices } from './model/access-levels.ts';
import { inviteLink, readInvite } from '../../lib/operations/team/team-readers.ts';
import { type Destination, destinationLabel } from '../../lib/operations/channels/destination-list.ts';
import type { TeamContext, TeamRole } from './team-props.ts';

type Way = 'email' | 'id';
type Asked = { way: Way; channelId: string; to: string; level: number };

/**
 * A new invitation to one of the project's destinations, by e-mail or by a project's ID (whichever the deployment
 * describes), at a level the operation takes. What is typed stays after a refusal, which is said in the service's
 * words; once made, its link is offered to copy.
 */
export function InviteForm({
  team,
  destinations,
  bound,
  levels,
}: {
  team: TeamContext;
  destinations: readonly Destination[];
  bound: BoundRoles<TeamRole>;
  levels: NamedLevels;
}) {
  const { projectId } = team;
  const m = useMessages(teamMessages);
  const id = useId();
  const ways = (['email', 'id'] as const).filter((way) =>
    way === 'email' ? bound.inviteByEmail.kind === 'bound' : bound.inviteById.kind === 'bound',
  );
  const [way, setWay] = useState<Way>(ways[0] ?? 'email');
  const [channelId, setChannelId] = useState(destinations[0]?.id ?? '');
  const [to, setTo] = useState('');
  const choices = levelChoices(levels);
  const [level, setLevel] = useState<number | undefined>(choices[0]?.level);
  const parse = (body: unknown) => readInvite(body, undefined);
  const valuesOf = (asked: Asked) => ({
    ...projectValues(projectId, { channel_id: asked.channelId, access_type: String(asked.level) }),
    ...(asked.way === 'email' ? { email: asked.to.trim() } : { to_project_external_id: asked.to.trim() }),
  });
  const byEmail = useBoundMutation(bound.inviteByEmail, { values: valuesOf, parse, confirm: false });
  const byId = useBoundMutation(bound.inviteById, { values: valuesOf, parse, confirm: false });
  if (ways.length === 0) return null;
  const write = way === 'email' ? byEmail : byId;
  const made = write.isSuccess ? write.data : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (level === undefined || !channelId) return;
    write.run({ way, channelId, to, level });
  };
  const destination = destinations.find((one) => one.id === channelId);
  return (
    <form className="team-invite" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h3 id={`${id}-title`}>{m.invites.formTitle(destination ? destinationLabel(destination) : channelId)}</h3>
      <div className="field">
        <label htmlFor={`${id}-destination`}>{m.destinations.title}</label>
        <select id={`${id}-destination`} value={channelId} onChange={(event) => setChannelId(event.target.value)}>
          {destinations.map((one) => (
            <option key={one.id} value={one.id}>
              {destinationLabel(one)}
            </option>
          ))}
        </select>
      </div>
      {ways.length > 1 ? (
        <fieldset className="team-ways">
          <legend>{m.invites.by}</legend>
          {ways.map((one) => (
            <label key={one}>
              <input type="radio" name={`${id}-way`} value={one} checked={way === one} onChange={() => setWay(one)} />{' '}
              {one === 'email' ? m.invites.byEmail : m.invites.byId}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-to`}>{way === 'email' ? m.invites.email : m.invites.projectId}</label>
        <input
          id={`${id}-to`}
          type={way === 'email' ? 'email' : 'text'}
          autoComplete={way === 'email' ? 'email' : 'off'}
          required
          value={to}
          aria-describedby={way === 'id' ? `${id}-hint` : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        {way === 'id' ? (
          <p id={`${id}-hint`} className="hint">
            {m.invites.projectIdHint}
          </p>
        ) : null}
      </div>
      {choices.length > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-level`}>{m.invites.access}</label>
          <LevelSelect id={`${id}-level`} label={m.invites.access} levels={levels} value={level} onChange={setLevel} />
        </div>
      ) : null}
      <Button type="submit" variant="primary" busy={write.isPending} disabled={write.isPending || level === undefined}>
        {m.invites.submit}
      </Button>
      {write.isError ? (
        <div role="alert">
          <RefusalSaid error={write.error} />
        </div>
      ) : null}
      {made?.secret ? (
        <p role="status">
          {m.invites.created}{' '}
          <CopyButton
            label={m.invites.copyNew}
            text={inviteLink(window.location.origin, made.secret, made.channelId ?? channelId)}
          />
        </p>
      ) : null}
    </form>
  );
}
