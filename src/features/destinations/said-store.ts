import { create } from 'zustand';

// What the last change to a project's destinations did, in words ("Kick destination added.", "“VK” removed."): one
// line per project, which the next change replaces, so an old addition is never left standing after a removal.

interface SaidState {
  /** The line by project ID. */
  byProject: Readonly<Record<string, string>>;
  say(projectId: number, line: string): void;
}

export const useDestinationsSaid = create<SaidState>()((set) => ({
  byProject: {},
  say: (projectId, line) => set((state) => ({ byProject: { ...state.byProject, [String(projectId)]: line } })),
}));
