import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The service's "List of project for current user" has no published shape (section 2), so the overview lists the
// projects this browser has opened or pinned. Opened ones are kept up to a limit; pinned ones until unpinned.

export interface KnownProject {
  id: number;
  pinned: boolean;
  lastOpened: number;
}

const MAX_UNPINNED = 20;

interface KnownProjectsState {
  projects: KnownProject[];
  touch(id: number): void;
  add(id: number): void;
  remove(id: number): void;
  togglePin(id: number): void;
}

function keepRecent(projects: KnownProject[]): KnownProject[] {
  const unpinned = projects.filter((p) => !p.pinned).sort((a, b) => b.lastOpened - a.lastOpened);
  const dropped = new Set(unpinned.slice(MAX_UNPINNED).map((p) => p.id));
  return projects.filter((p) => !dropped.has(p.id));
}

export const useKnownProjects = create<KnownProjectsState>()(
  persist(
    (set) => ({
      projects: [],
      touch: (id) =>
        set(({ projects }) => {
          const existing = projects.find((p) => p.id === id);
          const others = projects.filter((p) => p.id !== id);
          return { projects: keepRecent([...others, { id, pinned: existing?.pinned ?? false, lastOpened: Date.now() }]) };
        }),
      add: (id) =>
        set(({ projects }) =>
          projects.some((p) => p.id === id) ? { projects } : { projects: keepRecent([...projects, { id, pinned: false, lastOpened: Date.now() }]) },
        ),
      remove: (id) => set(({ projects }) => ({ projects: projects.filter((p) => p.id !== id) })),
      togglePin: (id) => set(({ projects }) => ({ projects: projects.map((p) => (p.id === id ? { ...p, pinned: !p.pinned } : p)) })),
    }),
    {
      name: 'relay.projects',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ projects }) => ({ projects }),
      merge: (persisted, current) => {
        const list = (persisted as { projects?: unknown } | undefined)?.projects;
        const projects = Array.isArray(list)
          ? list.filter(
              (p): p is KnownProject =>
                typeof p === 'object' && p !== null && Number.isSafeInteger(p.id) && p.id > 0 && typeof p.pinned === 'boolean' && typeof p.lastOpened === 'number',
            )
          : [];
        return { ...current, projects };
      },
    },
  ),
);
