// Every query key of the app, general to specific: invalidating `queryKeys.tariffs.all` reaches every tariff read,
// and a new operation adds its branch here. The interface language is part of a key because the service answers in
// the `language` it is sent. The keys of what a service description adds (the description itself, and reads of
// the operations it describes) are in lib/service-description/query-keys.ts: they load with the pages that use them.
export const queryKeys = {
  tariffs: {
    all: ['tariff'] as const,
    restream: (projectId: number, language: string) => ['tariff', 'restream', projectId, language] as const,
  },
};
