// Who writes in the demo's chat and what they write: viewers on each platform, in turn, lines a live chat has
// (greetings, questions, a link, an emoji, markup that must show as text). The same count always gives the same
// message, so a test can reason about them.

/** How often a message arrives in a live broadcast's chat. */
export const CHAT_TICK_MS = 3000;
/** Messages in the live broadcast's chat when the demo starts, one every half minute before it. */
export const SEEDED_MESSAGES = 40;
export const SEEDED_STEP_MS = 30_000;

const AUTHORS: Record<string, readonly string[]> = {
  youtube: ['Anna Petrova', 'GameFan_88', 'Mike from Berlin', 'Лена К.'],
  twitch: ['speedy_pete', 'nightowl', 'catjam_enjoyer', 'pixel_mage'],
  vk: ['Дмитрий Соколов', 'Ирина', 'Олег Смирнов'],
  telegram: ['Sergey', 'Katya'],
  trovo: ['trovo_fan', 'runner42'],
  ok: ['Татьяна', 'Николай'],
  vkvideolive: ['Алексей', 'Маша'],
};

const LINES: readonly string[] = [
  'Hi everyone!',
  'Привет из Казани 👋',
  'What keyboard are you using?',
  'The sound is great today',
  'First time here, loving it',
  'GG!',
  'Can you play the song from last week?',
  'Какой это уровень?',
  'The schedule is here: https://relay.example/schedule',
  'lol 😂',
  'Is the stream recorded?',
  '<b>hello</b> & welcome',
  'Greetings from São Paulo',
  'How long have you been streaming today?',
  'Сколько ещё до конца?',
  'Nice run!',
  'Old link: http://relay.example/old',
  'Hydrate! 💧',
  '这个游戏叫什么？',
  'Chat is moving fast today',
];

export const chatLine = (count: number): string => LINES[count % LINES.length]!;

/** A viewer of the platform: the same count gives the same one. */
export function chatAuthor(platform: string, count: number): { id: string; name: string } {
  const names = AUTHORS[platform] ?? ['viewer'];
  const index = count % names.length;
  return { id: `${platform}-user-${index + 1}`, name: names[index]! };
}
