// Project 42's ten streams before the live one, over the last four weeks: how long each ran, which destinations went
// live in it, which the platform refused (and when), and when the encoder reconnected. The studio's state builds each
// broadcast from these (its samples every minute, its peaks and its events); the numbers come from the same waves as
// the live ones, shifted per stream so no two look alike.

export type PastStream = {
  broadcastId: number;
  streamId: number;
  /** How long before the contract API started the stream started. */
  startedAgoMs: number;
  minutes: number;
  /** Destinations that went live, from the first minute. */
  live: readonly number[];
  /** Destinations the platform refused, with the minute it did. */
  refused: readonly { channelId: number; minute: number }[];
  /** Minutes at which the encoder reconnected. */
  reconnects: readonly number[];
  /** The tick the stream's waves start from. */
  tickOffset: number;
  /** The stream's own tick step per minute. */
  tickStep: number;
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const past = (
  broadcastId: number,
  [days, hours]: [number, number],
  minutes: number,
  live: readonly number[],
  rest: Partial<Pick<PastStream, 'refused' | 'reconnects' | 'tickOffset'>> = {},
): PastStream => ({
  broadcastId,
  // Stream IDs follow broadcast IDs, as the live one's do (9001 and 5001).
  streamId: broadcastId - 4000,
  startedAgoMs: days * DAY_MS + hours * HOUR_MS,
  minutes,
  live,
  refused: rest.refused ?? [],
  reconnects: rest.reconnects ?? [],
  tickOffset: rest.tickOffset ?? (broadcastId % 13) * 7,
  tickStep: 3,
});

/** Newest first; the first is "the stream before" (5000), two days ago and an hour long. */
export const PAST_STREAMS: readonly PastStream[] = [
  past(9000, [2, 0], 60, [101, 102], { refused: [{ channelId: 103, minute: 12 }], tickOffset: 0 }),
  past(8999, [4, 3], 95, [101, 102], { reconnects: [40] }),
  past(8998, [6, 1], 45, [101]),
  past(8997, [9, 5], 120, [101, 102, 103], { reconnects: [15, 70] }),
  past(8996, [11, 2], 60, [101, 102]),
  past(8995, [14, 4], 150, [101, 102, 103], { reconnects: [100] }),
  past(8994, [17, 0], 35, [102]),
  past(8993, [20, 6], 80, [101, 102], { refused: [{ channelId: 103, minute: 5 }] }),
  past(8992, [23, 2], 50, [101, 103]),
  past(8991, [27, 3], 70, [101, 102], { reconnects: [22, 23] }),
];
