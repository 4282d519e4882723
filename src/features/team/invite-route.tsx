import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BoundPart } from '../../components/bound-part.tsx';
import { Button } from '../../components/button.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { SignedOutPanel } from '../../components/signed-out-panel.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useSearchParams } from '../../components/use-search-params.ts';
import { pageHref } from '../../config/route-map.ts';
import type { Bound } from '../../lib/bindings/bind.ts';
import { type BoundRoles, definePart } from '../../lib/bindings/manifest.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { formatShortDate } from '../../lib/i18n/format.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { LevelLine, levelText } from './level.tsx';
import { levelsFrom, namedLevels } from './model/access-levels.ts';
import { useShareLevelNames } from '../../lib/operations/account/access-level-words.ts';
import { dropInvitation, keepInvitation, keptInvitation } from './model/kept-invitation.ts';
import { type OwnProject, mayChange } from '../../lib/operations/account/own-access.ts';
import { useAccessLevels } from '../../lib/operations/account/access-levels.ts';
import { accountProjectsList } from '../../lib/operations/account/project-list-query.ts';
import { invitationRead } from '../../lib/operations/team/team-reads.ts';
import { AnswerNotes, ProjectChoice } from './invitation-answer.tsx';
import { teamMessages } from './team-messages.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { useWholeList } from '../../lib/bindings/pages.ts';

// The page an invitation's link opens (`/invite/<secret>?channel=<destination>`, drawn by the catalog's one route): the signed-in invitee sees what is
// offered and accepts it for one of their projects, or declines it. Bound like any part, by the document's names.

const invitePart = definePart({
  group: 'ProjectChannelInvite',
  bindings: {
    invitation: invitationRead.binding,
    accept: 'Accept invitation using a secret link',
    decline: 'Decline invitation using a secret link',
    projects: accountProjectsList.binding,
  },
});
type InviteRole = keyof typeof invitePart.bindings;

/** `linked`: the secret of the link this page was opened by; none at `/invite`, where sign-in comes back to. */
export function InvitePage({ linked }: { linked: string | undefined }) {
  const m = useMessages(teamMessages);
  usePageTitle(m.invitation.title);
  const signedIn = useTokenStore((state) => state.session !== null);
  const [params] = useSearchParams();
  const fromLink = params.get('channel') ?? '';
  // Kept for this tab as it opens, so that signing in on the way comes back to it (model/kept-invitation.ts).
  useEffect(() => {
    if (linked) keepInvitation({ secret: linked, channel: fromLink });
  }, [linked, fromLink]);
  // `/invite` alone is where the sign-in page returns to: the invitation this tab opened last, its secret in no URL.
  const [kept] = useState(() => (linked ? null : keptInvitation()));
  const { secret, channel } = linked ? { secret: linked, channel: fromLink } : (kept ?? { secret: '', channel: '' });
  if (!signedIn) return <SignedOutPanel />;
  return (
    <section className="panel" aria-labelledby="invite-title">
      <h1 id="invite-title">{m.invitation.title}</h1>
      {/^\d+$/.test(channel) && secret ? (
        <BoundPart part={invitePart} needs={['invitation']}>
          {(bound) => <Invitation bound={bound} secret={secret} channel={channel} />}
        </BoundPart>
      ) : (
        <p className="notice" role="note">
          {m.invitation.incomplete}
        </p>
      )}
    </section>
  );
}

function Invitation({ bound, secret, channel }: { bound: BoundRoles<InviteRole>; secret: string; channel: string }) {
  const m = useMessages(teamMessages);
  const language = useLanguage();
  const values = { channel_id: channel, secret };
  const own = useWholeList(accountProjectsList, bound.projects, undefined);
  const answer = (projectId: number) => ({ ...values, project_id: String(projectId) });
  // Answered, it is no longer this tab's to come back to.
  const accept = useBoundMutation(bound.accept, { values: answer, confirm: false, onSuccess: () => dropInvitation() });
  const decline = useBoundMutation(bound.decline, { values: answer, confirm: true, onSuccess: () => dropInvitation() });
  // Answered (or being answered), the invitation is not read again: the service has no more of it to give.
  const answered = [accept, decline].some((write) => write.isPending || write.isSuccess);
  const read = useRead(invitationRead, bound.invitation, { channelId: channel, secret }, { enabled: !answered });
  const levels = namedLevels(
    levelsFrom(
      bound.invitation.kind === 'bound'
        ? bound.invitation.answer?.properties.find((one) => one.name === 'access_type')?.schema
        : undefined,
    ),
    useShareLevelNames(),
  );
  // Once answered, what became of it is said instead.
  if (accept.isSuccess && accept.variables !== undefined) {
    const taken = accept.variables;
    const name = own.data?.find((one) => one.id === taken)?.name ?? m.project(taken);
    return (
      <div role="status">
        <p>{m.invitation.accepted(name)}</p>
        <Link to={pageHref('stream', taken)}>{m.invitation.toStream}</Link>
      </div>
    );
  }
  if (decline.isSuccess) return <p role="status">{m.invitation.declined}</p>;
  return (
    <ReadPart bound={bound.invitation} query={read}>
      {(invite) => (
        <>
          <p>{m.invitation.offered(invite.channelName ?? channel)}</p>
          <ul>
            <li>
              {m.invitation.access(levelText(levels, invite.level, m.shared))}
              <LevelLine levels={levels} value={invite.level} />
            </li>
            {invite.email ? <li>{m.invitation.sentTo(invite.email)}</li> : null}
            {invite.date ? <li>{m.invitation.sentOn(formatShortDate(invite.date.toISOString(), language))}</li> : null}
          </ul>
          {invite.declined ? (
            <p className="notice" role="note">
              {m.invitation.wasDeclined}
            </p>
          ) : (
            <Answer
              projects={bound.projects}
              own={own}
              offeredTo={invite.toProjectId}
              accept={accept}
              decline={decline}
            />
          )}
        </>
      )}
    </ReadPart>
  );
}

type Answering = ReturnType<typeof useBoundMutation<number>>;

/** The choice of project and the two answers (Decline only after the user confirms). */
function Answer({
  projects,
  own,
  offeredTo,
  accept,
  decline,
}: {
  projects: Bound;
  own: UseQueryResult<readonly OwnProject[]>;
  offeredTo: number | undefined;
  accept: Answering;
  decline: Answering;
}) {
  const m = useMessages(teamMessages);
  const table = useAccessLevels().members;
  // An invitation sent to a project is for that project alone; and it is taken by a project whose level allows the team.
  const mine = own.data ?? [];
  const choices = mine.filter(
    (project) =>
      (offeredTo === undefined || project.id === offeredTo) && mayChange(mine, project.id, 'team', table) !== 'no',
  );
  return (
    <ReadPart bound={projects} query={own}>
      {() => (
        <>
          <ProjectChoice
            choices={choices}
            accept={accept}
            other={(projectId) =>
              decline.binding ? (
                <Button onClick={() => projectId !== undefined && decline.run(projectId)}>
                  {m.invitation.decline}
                </Button>
              ) : null
            }
          />
          <AnswerNotes accept={accept} decline={decline} body={m.invitation.declineBody} />
        </>
      )}
    </ReadPart>
  );
}
