import { create } from 'zustand';
import type { Destination } from '../../lib/operations/channels/destination-list.ts';

// What the last change to a project's destinations did, in words ("Kick destination added.", "“VK” removed."): one
// line per project, which the next change replaces, so an old addition is never left standing after a removal. A line
// that says one was added keeps what tells it apart in the list read again (the service's add answers no ID), so the
// line can offer to switch it on.

/** A destination just added, as the list read again finds it: new since the add, on its platform, by its name. */
export interface JustAdded {
  /** The IDs the project's list had when it was added; undefined where the list was not read then. */
  before: readonly string[] | undefined;
  platform: string;
  /** Its platform as people name it ("Kick"). */
  platformTitle: string;
  name: string | undefined;
}

export interface Said {
  line: string;
  added?: JustAdded | undefined;
}

interface SaidState {
  /** The line by project ID. */
  byProject: Readonly<Record<string, Said>>;
  say(projectId: number, line: string, added?: JustAdded): void;
}

export const useDestinationsSaid = create<SaidState>()((set) => ({
  byProject: {},
  say: (projectId, line, added) =>
    set((state) => ({ byProject: { ...state.byProject, [String(projectId)]: { line, added } } })),
}));

/**
 * The destination just added, in the list as it is now: the one new since the add on its platform, or of those the
 * one of its name; none while the list is not read again yet, or where that does not tell one apart.
 */
export function justAddedIn(list: readonly Destination[], added: JustAdded): Destination | undefined {
  const { before } = added;
  if (before === undefined) return undefined;
  const fresh = list.filter((one) => !before.includes(one.id) && one.platform === added.platform);
  if (fresh.length === 1) return fresh[0];
  const named = fresh.filter((one) => added.name !== undefined && one.name === added.name);
  return named.length === 1 ? named[0] : undefined;
}
