import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// Which ingest server the streamer chose, per project: a server's ID from the service's list, nothing else (never
// the key). Kept in this browser so the page opens on the same server next time.

interface ServerChoiceState {
  /** Server ID by project ID. */
  byProject: Readonly<Record<string, string>>;
  choose(projectId: number, serverId: string): void;
}

/** A project or server ID from storage is kept only when it is a short plain string. */
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200;
const MAX_PROJECTS = 200;

export const useServerChoiceStore = create<ServerChoiceState>()(
  persist(
    (set) => ({
      byProject: {},
      choose: (projectId, serverId) =>
        set((state) => {
          const rest = Object.entries(state.byProject).filter(([project]) => project !== String(projectId));
          return { byProject: Object.fromEntries([...rest.slice(-(MAX_PROJECTS - 1)), [String(projectId), serverId]]) };
        }),
    }),
    {
      name: 'relay.stream-server',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ byProject }) => ({ byProject }),
      merge: (persisted, current) => {
        const stored = (persisted as { byProject?: unknown } | undefined)?.byProject;
        const entries =
          typeof stored === 'object' && stored !== null
            ? Object.entries(stored).filter(
                (entry): entry is [string, string] => /^[1-9]\d*$/.test(entry[0]) && isId(entry[1]),
              )
            : [];
        return { ...current, byProject: Object.fromEntries(entries.slice(-MAX_PROJECTS)) };
      },
    },
  ),
);
