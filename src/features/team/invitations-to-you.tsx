import { useQueries } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { BoundPart } from '../../components/bound-part.tsx';
import { Button } from '../../components/button.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { HttpError } from '../../lib/api/errors.ts';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { type BoundRoles, definePart } from '../../lib/bindings/manifest.ts';
import { useWholeList } from '../../lib/bindings/pages.ts';
import { readQuery, useRead } from '../../lib/bindings/read.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { usePageVisible } from '../../lib/use-page-visible.ts';
import { useShareLevelNames } from '../../lib/operations/account/access-level-words.ts';
import { useAccessLevels } from '../../lib/operations/account/access-levels.ts';
import { type OwnProject, mayChange } from '../../lib/operations/account/own-access.ts';
import { accountProjectsList } from '../../lib/operations/account/project-list-query.ts';
import type { NotificationItem } from '../../lib/operations/notifications/notification-reader.ts';
import { notificationList } from '../../lib/operations/notifications/notify-reads.ts';
import { invitationForProjectRead } from '../../lib/operations/team/team-reads.ts';
import { LevelLine, levelText } from './level.tsx';
import { levelsFrom, namedLevels } from './model/access-levels.ts';
import { AnswerNotes, ProjectChoice } from './invitation-answer.tsx';
import { teamMessages } from './team-messages.ts';
import './invitations-to-you.css';

// Invitations to the account's projects to use another's destination, on Home and on a project's Team page. The real
// kind has no read listing them: each is told by a notification of kind `request_access_channel` for the project
// invited, its Accept's value the destination (docs/contract-api.md, "The team"), and read with "Get invitation for
// channel". One the service no longer has (answered, revoked) is not shown. Where the description cannot filter the
// notifications by kind, or has no way to read or accept one, nothing is drawn.

const INVITATION_KIND = 'request_access_channel';
const FRESH_MS = 60_000;

const invitationsPart = definePart({
  group: 'ProjectChannelInvite',
  bindings: {
    notices: notificationList.binding,
    invitation: invitationForProjectRead.binding,
    accept: 'Accept invitation for channel',
    decline: 'Decline invitation for channel',
    projects: accountProjectsList.binding,
  },
});
type Role = keyof typeof invitationsPart.bindings;

/** An invitation as its notification tells it: the project invited and the destination. */
interface Offer {
  projectId: number;
  channelId: string;
  text: string;
}

/** The invitations a notification list tells of, once each (the newest notification's words). */
export function offersOf(notices: readonly NotificationItem[]): Offer[] {
  const offers = new Map<string, Offer>();
  for (const notice of notices) {
    const channelId = notice.actions.find((action) => action.name === 'accept')?.value;
    if (notice.projectId === undefined || channelId === undefined || !/^\d+$/.test(channelId)) continue;
    const offer = { projectId: notice.projectId, channelId, text: notice.text };
    if (!offers.has(keyOf(offer))) offers.set(keyOf(offer), offer);
  }
  return [...offers.values()];
}

const keyOf = (offer: Offer) => `${offer.projectId}:${offer.channelId}`;

const filtersByKind = (bound: Bound) =>
  isBound(bound) && bound.details.parameters.some((parameter) => parameter.name === 'name');

/** The invitations to the account's projects (`projectId`: to that one only). */
export default function InvitationsToYou({ projectId }: { projectId?: number | undefined }) {
  return (
    <BoundPart part={invitationsPart} quiet>
      {(bound) =>
        filtersByKind(bound.notices) && isBound(bound.invitation) && isBound(bound.accept) ? (
          <Invitations bound={bound} projectId={projectId} />
        ) : null
      }
    </BoundPart>
  );
}

function Invitations({ bound, projectId }: { bound: BoundRoles<Role>; projectId: number | undefined }) {
  const m = useMessages(teamMessages);
  const titleId = useId();
  // Read while the tab is shown, and again at most once a minute: a page beside the page's own.
  const visible = usePageVisible();
  const tuning = { quiet: true, enabled: visible, staleTime: FRESH_MS };
  const notices = useWholeList(notificationList, bound.notices, INVITATION_KIND, tuning);
  const language = useLanguage();
  // Answered here: kept in the list to say what became of it, though the service has it no more.
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const markAnswered = useCallback((key: string) => setAnswered((keys) => new Set(keys).add(key)), []);
  const offers = useMemo(
    () => offersOf(notices.data ?? []).filter((offer) => projectId === undefined || offer.projectId === projectId),
    [notices.data, projectId],
  );
  // Each one read here too (the rows share the reads), so that the section is drawn only with one to show.
  const reads = useQueries({
    queries: offers.map((offer) => ({
      ...readQuery(invitationForProjectRead, bound.invitation, offer, language, { quiet: true }),
      enabled: visible,
      staleTime: FRESH_MS,
    })),
  });
  const shown = offers.filter((offer, index) => {
    const read = reads[index];
    return answered.has(keyOf(offer)) || !(read?.data?.declined === true || (read?.isError && gone(read.error)));
  });
  if (shown.length === 0) return null;
  return (
    <section className="card invitations-to-you" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.toYou.title}</h2>
      <ul className="invitations-to-you-list">
        {shown.map((offer) => (
          <OfferRow key={keyOf(offer)} offer={offer} bound={bound} onAnswered={markAnswered} />
        ))}
      </ul>
    </section>
  );
}

/** A refusal that says the invitation is not there any more: answered, revoked or never this account's. */
const gone = (error: unknown) => error instanceof HttpError && error.status === 400;

function OfferRow({
  offer,
  bound,
  onAnswered,
}: {
  offer: Offer;
  bound: BoundRoles<Role>;
  onAnswered: (key: string) => void;
}) {
  const m = useMessages(teamMessages);
  const id = useId();
  const table = useAccessLevels().members;
  const shareNames = useShareLevelNames();
  const asked = { projectId: offer.projectId, channelId: offer.channelId };
  // The projects to take it for are read once Accept is pressed: a page that only shows the invitation reads no more
  // of the account's projects than its own list does.
  const [choosing, setChoosing] = useState(false);
  const ownList = useWholeList(accountProjectsList, bound.projects, undefined, {
    quiet: true,
    enabled: choosing,
    staleTime: FRESH_MS,
  });
  const own: readonly OwnProject[] = ownList.data ?? [];
  const answer = (project: number) => ({ project_id: String(project), channel_id: offer.channelId });
  const done = () => onAnswered(keyOf(offer));
  const accept = useBoundMutation(bound.accept, { values: answer, confirm: false, once: true, onSuccess: done });
  const decline = useBoundMutation(bound.decline, { values: answer, confirm: true, onSuccess: done });
  const answered = accept.isSuccess || decline.isSuccess;
  const read = useRead(invitationForProjectRead, bound.invitation, asked, { enabled: !answered, staleTime: FRESH_MS });
  const levels = namedLevels(
    levelsFrom(
      isBound(bound.invitation)
        ? bound.invitation.answer?.properties.find((one) => one.name === 'access_type')?.schema
        : undefined,
    ),
    shareNames,
  );
  // The projects it may be taken for: the account's, where its level may change the team (the invited one first).
  const choices = own
    .filter((project) => mayChange(own, project.id, 'team', table) !== 'no')
    .sort((a, b) => Number(b.id === offer.projectId) - Number(a.id === offer.projectId));
  const nameOf = (project: number) => own.find((one) => one.id === project)?.name ?? m.project(project);
  const destination = read.data?.channelName ?? m.toYou.destination;
  if (accept.isSuccess && accept.variables !== undefined)
    return (
      <li className="invitations-to-you-item" role="status">
        {m.toYou.accepted(nameOf(accept.variables), destination)}
      </li>
    );
  if (decline.isSuccess)
    return (
      <li className="invitations-to-you-item" role="status">
        {m.toYou.declined(destination)}
      </li>
    );
  if (read.isError && gone(read.error)) return null;
  return (
    <li className="invitations-to-you-item">
      <ReadPart bound={bound.invitation} query={read}>
        {(invite) =>
          invite.declined ? null : (
            <article aria-labelledby={`${id}-title`}>
              <h3 id={`${id}-title`}>{destination}</h3>
              {offer.text ? <p>{offer.text}</p> : null}
              <p>
                {m.invitation.access(levelText(levels, invite.level, m.shared))}
                <LevelLine levels={levels} value={invite.level} />
              </p>
              {choosing ? (
                <ReadPart bound={bound.projects} query={ownList}>
                  {() => (
                    <ProjectChoice
                      choices={choices}
                      accept={accept}
                      other={() => <Button onClick={() => setChoosing(false)}>{m.cancel}</Button>}
                    />
                  )}
                </ReadPart>
              ) : (
                <div className="actions">
                  {isBound(bound.accept) ? (
                    <Button variant="primary" onClick={() => setChoosing(true)}>
                      {m.toYou.choose}
                    </Button>
                  ) : null}
                  {decline.binding ? (
                    <Button onClick={() => decline.run(offer.projectId)}>{m.invitation.decline}</Button>
                  ) : null}
                </div>
              )}
              <AnswerNotes accept={accept} decline={decline} body={m.toYou.declineBody(destination)} />
            </article>
          )
        }
      </ReadPart>
    </li>
  );
}
