import { InvalidResponseError } from '../../api/errors.ts';
import { flag, record, text } from '../../service-description/answer-fields.ts';
import { namedRecord, readRecordName, recordNaming } from '../../service-description/record-name.ts';
import { pictureField, readPicture } from '../../service-description/record-picture.ts';
import type { Schema } from '../../service-description/schema.ts';

// The team's answers read by the real kind's names (../shared/real-kind-shapes.md): a member of "List of user in
// project", a project of "Project channel list",
// an invitation of "List of invites for channel in project" or of a secret link, an action of "Get project history of
// actions". A person or project is named as a listed record is (record-name.ts); the ID each is acted on by is
// required, so a list whose items lack it is unreadable and said so, never shown with made-up IDs.

const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;

function idOf(item: Record<string, unknown> | undefined, field: string, at: string): number {
  const id = whole(item?.[field]);
  if (id === undefined) throw new InvalidResponseError(`${at}.${field}`, 'not a whole number');
  return id;
}

const dateOf = (value: unknown): Date | undefined => {
  if (typeof value !== 'string') return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
};

export interface Member {
  userId: number;
  name: string | undefined;
  picture: string | undefined;
  level: number | undefined;
}

export function readMember(item: unknown, itemSchema: Schema | undefined, index: number): Member {
  const row = record(item);
  const naming = recordNaming(itemSchema, item);
  return {
    userId: idOf(row, 'user_id', `results[${index}]`),
    name: readRecordName(item, naming),
    picture: readPicture(namedRecord(item, naming), pictureField(itemSchema, item)),
    level: whole(row?.access_type),
  };
}

/** A project that may use a destination, at a level (the real kind's `usageType`, which "Change access" sets). */
export interface ProjectAccess {
  projectId: number;
  level: number | undefined;
}

export function readProjectAccess(item: unknown, _schema: Schema | undefined, index: number): ProjectAccess {
  const row = record(item);
  return { projectId: idOf(row, 'project_id', `results[${index}]`), level: whole(row?.usageType) };
}

export interface Invite {
  id: number;
  channelId: number | undefined;
  /** Sent to an address; undefined for one sent to a project. */
  email: string | undefined;
  toProjectId: number | undefined;
  /** Whose project it was sent to, where the answer names them (`to_project_`). */
  toName: string | undefined;
  level: number | undefined;
  date: Date | undefined;
  /** The secret link's key; undefined where the answer has none (no link to copy then). */
  secret: string | undefined;
  declined: boolean;
  /** The destination's name, where the answer gives it (`channel_`). */
  channelName: string | undefined;
}

export function readInvite(item: unknown, _schema: Schema | undefined, index = 0): Invite {
  const row = record(item);
  const at = `results[${index}]`;
  const person = record(row?.to_project_);
  const channel = record(row?.channel_);
  return {
    id: idOf(row, 'project_channel_invite_id', at),
    channelId: whole(row?.channel_id),
    email: text(row?.email) || undefined,
    toProjectId: whole(row?.to_project_id),
    toName: person ? readRecordName(person, recordNaming(undefined, person)) : undefined,
    level: whole(row?.access_type),
    date: dateOf(row?.date),
    secret: text(row?.secret) || undefined,
    declined: flag(row?.reject) === true,
    channelName: text(channel?.name) || undefined,
  };
}

/** An invitation's page on this dashboard (the router's `invite/:secret?`): the secret in its path, the destination in its query. */
export const invitationPath = (secret: string, channelId: string | number): string =>
  `/invite/${encodeURIComponent(secret)}?${new URLSearchParams({ channel: String(channelId) }).toString()}`;

/** The link that opens an invitation: this dashboard's page for it, naming the destination and the secret. */
export const inviteLink = (origin: string, secret: string, channelId: string | number): string =>
  new URL(invitationPath(secret, channelId), origin).href;

export interface HistoryEntry {
  id: string;
  /** As the service names it; words are put to the actions the page knows, any other is shown as given. */
  action: string | undefined;
  userId: number | undefined;
  date: Date | undefined;
}

export function readHistoryEntry(item: unknown, _schema: Schema | undefined, index: number): HistoryEntry {
  const row = record(item);
  return {
    id: text(row?.id) ?? String(index),
    action: text(row?.action) || undefined,
    userId: whole(row?.user_id),
    date: dateOf(row?.date),
  };
}
