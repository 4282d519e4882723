// The demo deployment's accounts: who a token was issued to and which projects they see (each project keeps its own
// money: api/money/money-state.ts). The
// document publishes no account fields, so these are ours. "Try the demo" and the e2e sign-ins are the demo account
// (project 42's owner), whose projects have ordinary plans; the second account exists so two tabs can be signed in as
// two different people; the edge-case account owns the projects whose answers take the shapes the document leaves
// open, so a newcomer meets the product first and a tester finds the edge cases in one place.
import type { Language } from './messages.ts';

export type AccountProject = { projectId: number; isOwner: boolean };

export type Account = {
  userId: number;
  /** Given and family name, as the real kind's profile gives them (`firstName`, `lastName`). */
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  projects: AccountProject[];
};

export const ACCOUNT_KEYS = ['demo', 'second', 'edges'] as const;
export type AccountKey = (typeof ACCOUNT_KEYS)[number];

const owned = (...ids: number[]): AccountProject[] => ids.map((projectId) => ({ projectId, isOwner: true }));

function seedAccount(key: AccountKey): Account {
  if (key === 'demo') {
    return {
      userId: 1,
      firstName: 'Demo',
      lastName: 'Streamer',
      email: 'demo@relay.example',
      language: 'en',
      // Twelve: the default page of ten has a second page. 16 is shared with the demo account by someone else.
      projects: [...owned(42, 7, 31, 32, 33, 34, 35, 36, 37, 38), { projectId: 16, isOwner: false }, ...owned(17)],
    };
  }
  if (key === 'edges') {
    return {
      userId: 3,
      firstName: 'Edge cases',
      lastName: '(test account)',
      email: 'edges@relay.example',
      language: 'en',
      projects: owned(8, 9, 10, 11, 12, 13, 14, 15),
    };
  }
  return {
    userId: 2,
    firstName: 'Мария',
    lastName: 'Соколова',
    email: 'maria@relay.example',
    language: 'ru',
    projects: owned(21, 22),
  };
}

/** The subject of a token family (the JWT `sub`): the account's user id as text. */
export const subjectOf = (account: Pick<Account, 'userId'>): string => `u${account.userId}`;

export class Accounts {
  #byKey = new Map<AccountKey, Account>();

  constructor() {
    this.reset();
  }

  reset(): void {
    for (const key of ACCOUNT_KEYS) this.#byKey.set(key, seedAccount(key));
  }

  byKey(key: AccountKey): Account {
    return this.#byKey.get(key)!;
  }

  /** The account of a live access token's subject; undefined for a subject this deployment never issued. */
  bySubject(subject: string): Account | undefined {
    return [...this.#byKey.values()].find((account) => subjectOf(account) === subject);
  }

  /** The account of a user, if that user is one of this deployment's accounts. */
  byUserId(userId: number): Account | undefined {
    return [...this.#byKey.values()].find((account) => account.userId === userId);
  }

  /** The account's owner, if one of the accounts owns the project. */
  ownerOf(projectId: number): Account | undefined {
    return [...this.#byKey.values()].find((account) =>
      account.projects.some((project) => project.projectId === projectId && project.isOwner),
    );
  }

  /** The project leaves the account's list: it left the project's team, or was taken off it. */
  dropProject(account: Account, projectId: number): void {
    account.projects = account.projects.filter((project) => project.projectId !== projectId);
  }
}

export function isAccountKey(value: unknown): value is AccountKey {
  return typeof value === 'string' && (ACCOUNT_KEYS as readonly string[]).includes(value);
}
