// Every query key of the app, general to specific, in one place: invalidating `queryKeys.tariffs.all` reaches every
// tariff read, and a new operation adds its branch here. The interface language is part of a key because the
// service answers in the `language` it is sent.
export const queryKeys = {
  tariffs: {
    all: ['tariff'] as const,
    restream: (projectId: number, language: string) => ['tariff', 'restream', projectId, language] as const,
  },
};
