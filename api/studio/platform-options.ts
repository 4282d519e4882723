// What the platforms offer a channel's settings to choose from, as the demo's platforms answer them: categories to
// search ("Get category from the platform"), a channel's playlists ("Get playlists from the platform") and its
// planned events ("Get planned list", "Set planned id"). The data is ours; the shapes are the real kind's.

/** The platforms the real kind's category search takes (its `type`). */
export const CATEGORY_PLATFORMS = ['vk', 'youtube', 'trovo', 'twitch', 'vkvideolive'] as const;
export type CategoryPlatform = (typeof CATEGORY_PLATFORMS)[number];

export type Category = { id: string; name: string };

const categories = (pairs: [string, string][]): Category[] => pairs.map(([id, name]) => ({ id, name }));

export const CATEGORIES: Record<CategoryPlatform, readonly Category[]> = {
  youtube: categories([
    ['20', 'Gaming'],
    ['10', 'Music'],
    ['22', 'People & Blogs'],
    ['24', 'Entertainment'],
    ['27', 'Education'],
    ['28', 'Science & Technology'],
  ]),
  twitch: categories([
    ['509658', 'Just Chatting'],
    ['26936', 'Music'],
    ['509660', 'Art'],
    ['27471', 'Minecraft'],
    ['33214', 'Fortnite'],
    ['1469308723', 'Software and Game Development'],
    ['509670', 'Science & Technology'],
  ]),
  vk: categories([
    ['1', 'Games'],
    ['2', 'Music'],
    ['3', 'Talk shows'],
    ['4', 'Education'],
    ['5', 'Sports'],
  ]),
  trovo: categories([
    ['10023', 'Speedrun'],
    ['10024', 'Just Chatting'],
    ['10025', 'Music'],
    ['10026', 'Minecraft'],
  ]),
  vkvideolive: categories([
    ['42', 'Speedrun'],
    ['43', 'Just Chatting'],
    ['44', 'Music'],
    ['45', 'Games'],
  ]),
};

/** Categories of a platform whose name holds `q` (any case); all of them without one. */
export function categoriesFound(platform: CategoryPlatform, q: string): Category[] {
  const wanted = q.trim().toLowerCase();
  return CATEGORIES[platform].filter((category) => category.name.toLowerCase().includes(wanted));
}

/** The playlists (YouTube) and albums (VK) a channel's recordings can go to; other platforms have none. */
export const PLAYLISTS: Partial<Record<string, readonly { id: string; name: string }[]>> = {
  youtube: [
    { id: 'PL-fridays', name: 'Friday night streams' },
    { id: 'PL-speedruns', name: 'Speedruns' },
    { id: 'PL-qa', name: 'Questions and answers' },
  ],
  vk: [
    { id: '101', name: 'Streams' },
    { id: '102', name: 'Highlights' },
  ],
};

export type PlannedEvent = { id: string; title: string; description: string; date: string };

/** The events a YouTube channel has planned (scheduled broadcasts), dated from the day the demo starts. */
export function plannedEvents(days: (days: number) => string): PlannedEvent[] {
  return [
    { id: 'yt-ev-1001', title: 'Saturday speedrun marathon', description: 'Six hours of runs', date: days(1) },
    { id: 'yt-ev-1002', title: 'Questions and answers', description: 'Ask anything', date: days(3) },
  ];
}
