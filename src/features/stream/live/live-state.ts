import type { Figure } from './live-answers.ts';

/**
 * What the live panel knows of the project's stream, for the page's status line, its Pause/Stop and the chat: still
 * reading; not live; live (or paused) with when it started and its broadcast; live but not said to be this project's;
 * the status that could not be read (with a way to try again); or a deployment that does not describe it.
 */
export type LiveState =
  | { kind: 'reading' }
  | { kind: 'off' }
  | {
      kind: 'on';
      /** The service says the broadcast is paused (its state's word). */
      paused: boolean;
      startedAt: string | undefined;
      broadcastId: number | undefined;
      /** The service's word for the broadcast's state, where it gives one. */
      state: Figure | undefined;
    }
  | { kind: 'untied' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'undescribed' };

/** The service's word a paused broadcast's state is (the newer real kind's, after "Pause stream"). */
export const isPausedWord = (state: Figure | undefined) => state?.value === 'paused';
