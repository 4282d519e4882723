// The cabinet's notifications of each account, the NotifyHistory group's state: seeded at reset (notify-seed.ts),
// added by the control surface and by the team (an invitation to a destination), read one by one or all at once, and
// settled by their actions. Each keeps its kind
// (`name`) beside the item, for the list's filter: the real kind's item has no field for it.
import type { Account, Accounts } from './accounts.ts';
import { notifyMessages } from './notify-messages.ts';
import {
  type NotifyAction,
  type NotifyCategory,
  type NotifyChannel,
  type NotifyItem,
  type NotifyName,
  type Words,
  textsOf,
} from './notify-kinds.ts';
import { SEED_NOTICES } from './notify-seed.ts';
import { RequestError } from './validation.ts';

type Kept = { userId: number; name: NotifyName; item: NotifyItem };

export type NewNotice = {
  name: NotifyName;
  projectId: number;
  category: NotifyCategory;
  /** When it was sent, in ms since the epoch; now when left out. */
  at?: number;
  read: boolean;
  title: Words;
  text: Words;
  actions?: NotifyAction[];
};

export type NotifyFilter = {
  projectId?: number;
  name?: NotifyName;
  channel?: NotifyChannel;
  /** Sent at or after, at or before these times (ms since the epoch). */
  from?: number;
  to?: number;
  read?: boolean;
};

/**
 * Ids shaped as MongoDB's (the real kind's "Id of page in mongodb"): 24 hex digits, the last six counting up in the
 * order the notifications were made, so the seeded ones keep their ids across resets.
 */
const ID_PREFIX = '66a1f0c2b7e94d3a5c';
const idOf = (serial: number) => `${ID_PREFIX}${serial.toString(16).padStart(6, '0')}`;

/** The sentence an answered invitation gains, in each language. */
const SETTLED: Record<'accept' | 'decline', Words> = {
  accept: { en: 'You accepted the invitation.', ru: 'Вы приняли приглашение.', cn: '您已接受邀请。' },
  decline: { en: 'You declined the invitation.', ru: 'Вы отклонили приглашение.', cn: '您已拒绝邀请。' },
};

function matches(kept: Kept, filter: NotifyFilter): boolean {
  const { item } = kept;
  const at = Date.parse(item.date_create);
  return (
    (filter.projectId === undefined || item.project_id === filter.projectId) &&
    (filter.name === undefined || kept.name === filter.name) &&
    (filter.channel === undefined || item.channel === filter.channel) &&
    (filter.from === undefined || at >= filter.from) &&
    (filter.to === undefined || at <= filter.to) &&
    (filter.read === undefined || item.status_read === filter.read)
  );
}

/** Answers the invitation to a destination a notification's Accept or Decline stands for; throws when it may not. */
export type InvitationAnswer = (account: Account, projectId: number, channelId: number, accept: boolean) => void;

export class NotifyHistory {
  readonly #kept: Kept[] = [];
  #serial = 0;
  #answerInvitation: InvitationAnswer | undefined;

  constructor(private readonly now: () => number) {}

  /** Back to each account's seeded notifications, dated back from the clock now. */
  reset(accounts: Accounts): void {
    this.#kept.length = 0;
    this.#serial = 0;
    const now = this.now();
    for (const [key, notices] of SEED_NOTICES) {
      for (const notice of notices) this.add(accounts.byKey(key), { ...notice, at: now - notice.minutesAgo * 60_000 });
    }
  }

  /** Who answers an invitation to a destination when its notification's Accept or Decline is run (the team). */
  answersInvitationsWith(answer: InvitationAnswer): void {
    this.#answerInvitation = answer;
  }

  /** A notification in the account's cabinet. */
  add(account: Account, notice: NewNotice): NotifyItem {
    const item: NotifyItem = {
      id: idOf((this.#serial += 1)),
      project_id: notice.projectId,
      date_create: new Date(notice.at ?? this.now()).toISOString(),
      actions: notice.actions === undefined ? {} : { items: notice.actions },
      channel: 'cabinet',
      text: textsOf(notice.title, notice.text),
      status_read: notice.read,
      category: notice.category,
    };
    this.#kept.push({ userId: account.userId, name: notice.name, item });
    return item;
  }

  /** The account's notifications the filter lets through, newest first. */
  list(account: Account, filter: NotifyFilter = {}): NotifyItem[] {
    return this.#kept
      .filter((kept) => kept.userId === account.userId && matches(kept, filter))
      .map((kept) => kept.item)
      .sort((a, b) => b.date_create.localeCompare(a.date_create) || b.id.localeCompare(a.id));
  }

  unreadCount(account: Account): number {
    return this.list(account, { read: false }).length;
  }

  /** One of the account's notifications; another account's is unknown here, as one that does not exist. */
  find(account: Account, id: string, field: string): NotifyItem {
    const found = this.#kept.find((kept) => kept.userId === account.userId && kept.item.id === id);
    if (!found) {
      throw new RequestError({
        status: 400,
        code: 'unknown_notification',
        field,
        text: notifyMessages.unknownNotification(field),
      });
    }
    return found.item;
  }

  /** Marks the named notifications read: how many of them were unread. Ids of none of the account's are passed over. */
  markRead(account: Account, ids: readonly string[]): number {
    const wanted = new Set(ids);
    const unread = this.list(account, { read: false }).filter((item) => wanted.has(item.id));
    for (const item of unread) item.status_read = true;
    return unread.length;
  }

  markAllRead(account: Account): void {
    for (const item of this.list(account, { read: false })) item.status_read = true;
  }

  /**
   * Runs an action of a notification, named with its group: the notification is then read. Accepting or declining
   * settles the group (its actions go; with none left, `actions` is `{}`) and each text says which was chosen; a
   * link's action is followed by the client, and running it only marks the notification read.
   */
  run(account: Account, id: string, actionName: string, groupId: string): NotifyItem {
    const item = this.find(account, id, 'notify_history_id');
    const name = this.#kept.find((kept) => kept.item === item)?.name;
    const actions = item.actions.items ?? [];
    const action = actions.find((each) => each.name === actionName && each.group_id === groupId);
    if (!action) {
      throw new RequestError({
        status: 400,
        code: 'unknown_action',
        field: 'action_name',
        text: notifyMessages.unknownAction(),
      });
    }
    if (name === 'request_access_channel' && (action.name === 'accept' || action.name === 'decline')) {
      // Its value is the destination's ID: the invitation is answered for the notification's project, or the team's
      // refusal is the answer and nothing here is settled.
      this.#answerInvitation?.(account, item.project_id, Number(action.value), action.name === 'accept');
    }
    item.status_read = true;
    if (action.name === 'accept' || action.name === 'decline') {
      const said = SETTLED[action.name];
      const left = actions.filter((each) => each.group_id !== groupId);
      item.actions = left.length === 0 ? {} : { items: left };
      // Chinese runs sentences together; the others put a space between them.
      item.text = item.text.map((entry) => ({
        ...entry,
        text: `${entry.text}${entry.language_iso === 'cn' ? '' : ' '}${said[entry.language_iso]}`,
      }));
    }
    return item;
  }
}
