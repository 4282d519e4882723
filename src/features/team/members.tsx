import { useMessages } from '../../lib/i18n/message-table.ts';
import { teamMessages } from './team-messages.ts';
import { Avatar } from '../../components/avatar.tsx';
import { useId } from 'react';
import { Button } from '../../components/button.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { propertySchema } from '../../lib/service-description/answer-fields.ts';
import { listShape } from '../../lib/service-description/list-page.ts';
import { LevelName, LevelSelect, choosable, levelText } from './level.tsx';
import { type Levels, levelsFrom, namedLevels } from './model/access-levels.ts';
import type { Member } from '../../lib/operations/team/team-readers.ts';
import { membersRead } from '../../lib/operations/team/team-reads.ts';
import { allowsLess, useAccessLevels } from '../../lib/operations/account/access-levels.ts';
import type { TeamContext } from './team-props.ts';
import { useRead } from '../../lib/bindings/read.ts';

/** The project's members as the service lists them, read once for the page (the Activity tab names people by it). */
export function useMembers(members: Bound, projectId: number) {
  return useRead(membersRead, members, projectId);
}

/** The levels a member's access may take: the change's own list, with the words the description gives them. */
export function memberLevels(members: Bound, changeAccess: Bound): Levels {
  const parameter = isBound(changeAccess)
    ? changeAccess.details.parameters.find((one) => one.name === 'access_type')?.schema
    : undefined;
  const item = isBound(members) ? listShape(members.answer)?.itemSchema : undefined;
  return levelsFrom(parameter, propertySchema(item, 'access_type'));
}

type Change = { member: Member; level: number };

/**
 * The members, each with their picture, name and level; where the account may change the team, a level is chosen and
 * a member removed, each only after the user confirms, and the service's refusal is said in its words in the
 * question. The account's own access may be changed too; lowering it is asked in words of its own.
 */
export function Members({
  team,
  members,
  changeAccess,
  removeMember,
}: {
  team: TeamContext;
  members: Bound;
  changeAccess: Bound;
  removeMember: Bound;
}) {
  const { projectId, editable, me } = team;
  const m = useMessages(teamMessages);
  const titleId = useId();
  const list = useMembers(members, projectId);
  const levels = namedLevels(memberLevels(members, changeAccess), team.memberNames);
  const table = useAccessLevels().members;
  const values = projectValues(projectId);
  const change = useBoundMutation(changeAccess, {
    values: ({ member, level }: Change) => ({ ...values, user_id: String(member.userId), access_type: String(level) }),
    confirm: true,
  });
  const remove = useBoundMutation(removeMember, {
    values: (member: Member) => ({ ...values, user_id: String(member.userId) }),
    confirm: true,
  });
  const nameOf = (member: Member) => member.name ?? m.user(member.userId);
  const asked = change.asking?.vars as Change | undefined;
  const removing = remove.asking?.vars as Member | undefined;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.members.title}</h2>
      <ReadPart bound={members} query={list}>
        {(found) =>
          found.length === 0 ? (
            <p>{m.members.none}</p>
          ) : (
            <ul className="team-list">
              {found.map((member) => {
                const own = member.userId === me;
                const name = nameOf(member);
                return (
                  <li key={member.userId} className="team-row">
                    <Avatar picture={member.picture} label={name} />
                    <span className="team-name">
                      {name}
                      {own ? <span className="hint"> ({m.members.you})</span> : null}
                    </span>
                    {editable && change.binding && choosable(levels, member.level) ? (
                      <LevelSelect
                        id={`${titleId}-level-${member.userId}`}
                        label={m.members.access(name)}
                        levels={levels}
                        value={member.level}
                        onChange={(level) => change.run({ member, level })}
                      />
                    ) : (
                      <LevelName levels={levels} value={member.level} unnamed={m.member} />
                    )}
                    {editable && !own && remove.binding ? (
                      <Button
                        variant="quiet"
                        aria-label={m.members.removeLabel(name)}
                        onClick={() => remove.run(member)}
                      >
                        {m.members.remove}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )
        }
      </ReadPart>
      {change.isSuccess ? <p role="status">{m.members.changed}</p> : null}
      {remove.isSuccess ? <p role="status">{m.members.removed}</p> : null}
      <ConfirmWrite
        write={change}
        title={m.members.changeTitle}
        confirmLabel={m.members.changeConfirm}
        cancelLabel={m.cancel}
      >
        {asked ? (
          <p>
            {asked.member.userId === me && allowsLess(table, asked.member.level, asked.level)
              ? m.members.changeOwn(
                  levelText(levels, asked.member.level, m.member),
                  levelText(levels, asked.level, m.member),
                )
              : m.members.change(
                  nameOf(asked.member),
                  levelText(levels, asked.member.level, m.member),
                  levelText(levels, asked.level, m.member),
                )}
          </p>
        ) : null}
      </ConfirmWrite>
      <ConfirmWrite write={remove} title={m.members.removeTitle} confirmLabel={m.members.remove} cancelLabel={m.cancel}>
        {removing ? <p>{m.members.removeBody(nameOf(removing))}</p> : null}
      </ConfirmWrite>
    </section>
  );
}
