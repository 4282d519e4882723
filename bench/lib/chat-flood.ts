// A busy live chat, made through the contract API's control surface: viewers' messages on YouTube, Twitch and VK in
// turn, each 10–90 characters (words of a few languages, an emoji, now and then a link), arriving at a steady rate
// and published on the chat's channel as the real service's would be. The same run gives the same messages.
import type { Control } from '../../api/testing/control-client.ts';

const PLATFORMS = ['youtube', 'twitch', 'vk'] as const;
const AUTHORS = ['speedy_pete', 'Anna Petrova', 'nightowl', 'Дмитрий', 'GameFan_88', 'pixel_mage', 'Лена К.', '小明'];
const WORDS = [
  'gg',
  'nice',
  'run',
  'what',
  'level',
  'is',
  'this',
  'привет',
  'из',
  'Казани',
  'the',
  'sound',
  'great',
  'today',
  'lol',
  '😂',
  'hydrate',
  '💧',
  'first',
  'time',
  'here',
  'loving',
  'it',
  'какой',
  'уровень',
  '这个',
  '游戏',
  'boss',
  'fight',
  'next',
  'chat',
  'moving',
  'fast',
  'https://relay.example/schedule',
];

/** A small deterministic generator (mulberry32): the same seed, the same chat. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Message `n`: 10–90 characters, ending in its number (so a bench can find the last one on screen). */
export function floodMessage(n: number, next: () => number) {
  const length = 10 + Math.floor(next() * 81);
  const tag = ` #${n}`;
  let text = '';
  while ([...text].length + tag.length < length) text += (text ? ' ' : '') + WORDS[Math.floor(next() * WORDS.length)]!;
  return {
    platform: PLATFORMS[n % PLATFORMS.length]!,
    author: AUTHORS[Math.floor(next() * AUTHORS.length)]!,
    text: `${text}${tag}`,
  };
}

export interface Flood {
  /** The number the next message gets: the last one sent ends in ` #${next - 1}`. */
  readonly next: number;
  /** Stops sending, and waits for every message on its way: the number sent and those refused. */
  stop: () => Promise<{ sent: number; failed: number }>;
}

/**
 * `perSecond` messages a second into project 42's live chat, spread evenly (checked every 10 ms), until stopped.
 * `first` numbers the first message (a second flood of a run goes on from the last).
 */
export function startFlood(control: Control, perSecond: number, first = 0): Flood {
  const next = random(first + 71);
  const started = performance.now();
  const pending = new Set<Promise<unknown>>();
  let sent = 0;
  let failed = 0;
  const send = () => {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    while (sent < due) {
      const call = control.chatMessage(floodMessage(first + sent, next)).catch(() => {
        failed += 1;
      });
      sent += 1;
      pending.add(call);
      void call.finally(() => pending.delete(call));
    }
  };
  const timer = setInterval(send, 10);
  return {
    get next() {
      return first + sent;
    },
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      return { sent, failed };
    },
  };
}
