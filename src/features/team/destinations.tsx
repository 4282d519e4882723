import { useId } from 'react';
import { Button } from '../../components/button.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { CopyButton } from '../../components/copy-button.tsx';
import { FirstRows } from '../../components/first-rows.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { useNear } from '../../components/use-near.ts';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import { type BoundRoles } from '../../lib/bindings/manifest.ts';
import { useWholeList } from '../../lib/bindings/pages.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { formatShortDate } from '../../lib/i18n/format.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { type TeamMessages, teamMessages } from './team-messages.ts';
import { propertySchema } from '../../lib/service-description/answer-fields.ts';
import { listShape } from '../../lib/service-description/list-page.ts';
import { InviteForm } from './invite-form.tsx';
import { LevelName, LevelSelect, choosable, levelText } from './level.tsx';
import { type NamedLevels, levelsFrom, namedLevels } from './model/access-levels.ts';
import { type Invite, type ProjectAccess, inviteLink } from '../../lib/operations/team/team-readers.ts';
import { destinationAccessRead, destinationInvitesRead } from '../../lib/operations/team/team-reads.ts';
import { type Destination, destinationLabel, destinationList } from '../../lib/operations/channels/destination-list.ts';
import type { TeamContext, TeamRole } from './team-props.ts';
import { useRead } from '../../lib/bindings/read.ts';

const TWO_SCREENS_AHEAD = '0px 0px 200% 0px';

const accessTypeOf = (bound: Bound) =>
  isBound(bound) ? bound.details.parameters.find((one) => one.name === 'access_type')?.schema : undefined;

/** The levels an invitation offers: the invitations' own lists, with the words the description gives them. */
function channelLevels(bound: BoundRoles<TeamRole>, team: TeamContext): NamedLevels {
  const item = isBound(bound.invites) ? listShape(bound.invites.answer)?.itemSchema : undefined;
  const levels = levelsFrom(
    accessTypeOf(bound.inviteByEmail),
    accessTypeOf(bound.inviteById),
    propertySchema(item, 'access_type'),
  );
  return namedLevels(levels, team.shareNames);
}

/** A project by the name the account's list gives it, else by its ID. */
export const projectLabel = (team: TeamContext, id: number, m: TeamMessages) =>
  team.own.find((project) => project.id === id)?.name ?? m.project(id);

/**
 * The project's destinations: for each, the other projects that use it and the invitations waiting for an answer,
 * each with its link to copy; where the account may change the team, sharing is stopped and an invitation revoked
 * after the user confirms, and a new one made by e-mail or by a project's ID. A project may have hundreds: the first
 * 50 are drawn (the rest on request), and a destination's two reads are sent when it comes near the screen.
 */
export function Destinations({ team, bound }: { team: TeamContext; bound: BoundRoles<TeamRole> }) {
  const { projectId } = team;
  const m = useMessages(teamMessages);
  const titleId = useId();
  const list = useWholeList(destinationList, bound.destinations, projectId);
  const levels = channelLevels(bound, team);
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.destinations.title}</h2>
      <ReadPart bound={bound.destinations} query={list}>
        {(destinations) =>
          destinations.length === 0 ? (
            <p>{m.destinations.none}</p>
          ) : (
            <>
              <FirstRows items={destinations}>
                {(shown) =>
                  shown.map((destination) => (
                    <DestinationSharing
                      key={destination.id}
                      team={team}
                      destination={destination}
                      bound={bound}
                      levels={levels}
                    />
                  ))
                }
              </FirstRows>
              {team.editable ? (
                <InviteForm team={team} destinations={destinations} bound={bound} levels={levels} />
              ) : null}
            </>
          )
        }
      </ReadPart>
      <PartNote part={[bound.channelAccess, bound.invites]} standsFor="action" />
    </section>
  );
}

function DestinationSharing({
  team,
  destination,
  bound,
  levels,
}: {
  team: TeamContext;
  destination: Destination;
  bound: BoundRoles<TeamRole>;
  levels: NamedLevels;
}) {
  const headingId = useId();
  const values = projectValues(team.projectId, { channel_id: destination.id });
  // Two screens ahead of the reader: tabbing or scrolling down, the next destinations are read before they are reached.
  const [place, near] = useNear<HTMLElement>(TWO_SCREENS_AHEAD);
  return (
    <article ref={place} className="team-destination" aria-labelledby={headingId}>
      <h3 id={headingId}>{destinationLabel(destination)}</h3>
      {isBound(bound.channelAccess) ? (
        <SharedWith
          team={team}
          destination={destination}
          access={bound.channelAccess}
          remove={bound.removeShare}
          change={bound.changeShare}
          handOver={bound.handOver}
          values={values}
          levels={levels}
          near={near}
        />
      ) : null}
      {isBound(bound.invites) ? (
        <Invitations
          team={team}
          destination={destination}
          invites={bound.invites}
          revoke={bound.revokeInvite}
          levels={levels}
          near={near}
        />
      ) : null}
    </article>
  );
}

type ShareChange = { share: ProjectAccess; level: number };

/** What a destination's parts are given beside their operations: whether it is near enough to the screen to read. */
type Near = { near: boolean };

function SharedWith({
  team,
  destination,
  access,
  remove,
  change,
  handOver,
  values,
  levels,
  near,
}: {
  team: TeamContext;
  destination: Destination;
  access: Bound;
  remove: Bound;
  change: Bound;
  handOver: Bound;
  values: Record<string, string>;
  levels: NamedLevels;
} & Near) {
  const { projectId } = team;
  const m = useMessages(teamMessages);
  const headingId = useId();
  const read = useRead(destinationAccessRead, access, { projectId, channelId: destination.id }, { enabled: near });
  const stop = useBoundMutation(remove, {
    values: (share: ProjectAccess) => ({ ...values, target_project_id: String(share.projectId) }),
    confirm: true,
  });
  const stopping = stop.asking?.vars as ProjectAccess | undefined;
  const changing = useBoundMutation(change, {
    values: ({ share, level }: ShareChange) => ({
      ...values,
      to_project_id: String(share.projectId),
      access_type: String(level),
    }),
    confirm: true,
  });
  const asked = changing.asking?.vars as ShareChange | undefined;
  const handing = useBoundMutation(handOver, {
    values: (share: ProjectAccess) => ({ ...values, to_project_id: String(share.projectId) }),
    confirm: true,
    once: true,
  });
  const handed = handing.asking?.vars as ProjectAccess | undefined;
  const here = projectLabel(team, projectId, m);
  return (
    <>
      <h4>{m.destinations.sharedWith}</h4>
      <ReadPart bound={access} query={read}>
        {(rows) => {
          const others = rows.filter((row) => row.projectId !== projectId);
          return others.length === 0 ? (
            <p className="hint">{m.destinations.notShared}</p>
          ) : (
            <ul className="team-list">
              {others.map((share) => {
                const label = projectLabel(team, share.projectId, m);
                return (
                  <li key={share.projectId} className="team-row">
                    <span className="team-name">{label}</span>
                    {team.editable && changing.binding && choosable(levels, share.level) ? (
                      <LevelSelect
                        id={`${headingId}-${share.projectId}`}
                        label={m.destinations.access(label)}
                        levels={levels}
                        value={share.level}
                        onChange={(level) => changing.run({ share, level })}
                      />
                    ) : (
                      <LevelName levels={levels} value={share.level} unnamed={m.shared} />
                    )}
                    {team.editable && handing.binding ? (
                      <Button
                        variant="quiet"
                        aria-label={m.destinations.handOverLabel(label)}
                        onClick={() => handing.run(share)}
                      >
                        {m.destinations.handOver}
                      </Button>
                    ) : null}
                    {team.editable && stop.binding ? (
                      <Button
                        variant="quiet"
                        aria-label={m.destinations.stopLabel(label)}
                        onClick={() => stop.run(share)}
                      >
                        {m.destinations.stop}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          );
        }}
      </ReadPart>
      {stop.isSuccess ? <p role="status">{m.destinations.stopped}</p> : null}
      {changing.isSuccess ? <p role="status">{m.destinations.changed}</p> : null}
      {handing.isSuccess ? <p role="status">{m.destinations.handedOver}</p> : null}
      <ConfirmWrite
        write={changing}
        title={m.destinations.changeTitle}
        confirmLabel={m.destinations.changeConfirm}
        cancelLabel={m.cancel}
      >
        {asked ? (
          <p>
            {m.destinations.change(
              projectLabel(team, asked.share.projectId, m),
              levelText(levels, asked.share.level, m.shared),
              levelText(levels, asked.level, m.shared),
            )}
          </p>
        ) : null}
      </ConfirmWrite>
      <ConfirmWrite
        write={handing}
        title={m.destinations.handOverTitle(destinationLabel(destination))}
        confirmLabel={m.destinations.handOver}
        cancelLabel={m.cancel}
      >
        {handed ? (
          <p>
            {m.destinations.handOverBody(destinationLabel(destination), here, projectLabel(team, handed.projectId, m))}
          </p>
        ) : null}
      </ConfirmWrite>
      <ConfirmWrite
        write={stop}
        title={m.destinations.stopTitle}
        confirmLabel={m.destinations.stop}
        cancelLabel={m.cancel}
      >
        {stopping ? (
          <p>{m.destinations.stopBody(projectLabel(team, stopping.projectId, m), destinationLabel(destination))}</p>
        ) : null}
      </ConfirmWrite>
    </>
  );
}

/** Whom an invitation is for: its address, whose project it names, or the project by its ID. */
export const inviteeOf = (team: TeamContext, invite: Invite, m: TeamMessages) =>
  invite.email ?? invite.toName ?? (invite.toProjectId === undefined ? '—' : projectLabel(team, invite.toProjectId, m));

function Invitations({
  team,
  destination,
  invites,
  revoke,
  levels,
  near,
}: {
  team: TeamContext;
  destination: Destination;
  invites: Bound;
  revoke: Bound;
  levels: NamedLevels;
} & Near) {
  const m = useMessages(teamMessages);
  const id = useId();
  const language = useLanguage();
  const read = useRead(
    destinationInvitesRead,
    invites,
    { projectId: team.projectId, channelId: destination.id },
    {
      enabled: near,
    },
  );
  const revoking = useBoundMutation(revoke, {
    values: (invite: Invite) => ({ id: String(invite.id) }),
    confirm: true,
  });
  const asked = revoking.asking?.vars as Invite | undefined;
  return (
    <>
      <h4>{m.invites.title}</h4>
      <ReadPart bound={invites} query={read}>
        {(found) =>
          found.length === 0 ? (
            <p className="hint">{m.invites.none}</p>
          ) : (
            <ul className="team-list">
              {found.map((invite) => {
                const who = inviteeOf(team, invite, m);
                return (
                  <li key={invite.id} className="team-row">
                    <span className="team-name" id={`${id}-${invite.id}`}>
                      {who}
                      {invite.date ? (
                        <span className="hint">
                          {' '}
                          · {m.invites.sentOn(formatShortDate(invite.date.toISOString(), language))}
                        </span>
                      ) : null}
                      {invite.declined ? <span className="team-tag">{m.invites.declined}</span> : null}
                    </span>
                    <LevelName levels={levels} value={invite.level} unnamed={m.shared} />
                    {invite.secret && !invite.declined ? (
                      <CopyButton
                        label={m.invites.copy}
                        text={inviteLink(window.location.origin, invite.secret, destination.id)}
                        describedBy={`${id}-${invite.id}`}
                      />
                    ) : null}
                    {team.editable && revoking.binding ? (
                      <Button
                        variant="quiet"
                        aria-label={m.invites.revokeLabel(who)}
                        onClick={() => revoking.run(invite)}
                      >
                        {m.invites.revoke}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )
        }
      </ReadPart>
      {revoking.isSuccess ? <p role="status">{m.invites.revoked}</p> : null}
      <ConfirmWrite
        write={revoking}
        title={m.invites.revokeTitle}
        confirmLabel={m.invites.revoke}
        cancelLabel={m.cancel}
      >
        {asked ? <p>{m.invites.revokeBody(inviteeOf(team, asked, m))}</p> : null}
      </ConfirmWrite>
    </>
  );
}
