// Every query key of the app, general to specific, each built on its root: invalidating `queryKeys.tariffs.all`
// reaches every tariff read, and a new operation adds its branch here. The interface language is part of a key
// because the service answers in the `language` it is sent. The keys of what a service description adds (the
// description itself, and reads of the operations it describes) are in lib/service-description/query-keys.ts: they
// load with the pages that use them.
const tariffs = ['tariff'] as const;
const restream = [...tariffs, 'restream'] as const;

export const queryKeys = {
  tariffs: {
    all: tariffs,
    restream: (projectId: number, language: string) => [...restream, projectId, language] as const,
  },
};

export type RestreamPlanKey = ReturnType<typeof queryKeys.tariffs.restream>;

/** Whether a key (one read back from storage, say) is a restream plan read's: its root, a project number, a language. */
export function isRestreamPlanKey(key: unknown): key is RestreamPlanKey {
  return (
    Array.isArray(key) &&
    key.length === restream.length + 2 &&
    restream.every((part, index) => key[index] === part) &&
    Number.isSafeInteger(key[restream.length]) &&
    typeof key[restream.length + 1] === 'string'
  );
}
