import { describe, expect, it } from 'vitest';
import type { Destination } from './destination-list.ts';
import { addAgainHref, destinationState, destinationStateMessages } from './destination-state.ts';

const DESCRIBED = ['init', 'pending', 'error', 'live', 'offline', 'busy'];

function destination(given: Partial<Destination>): Destination {
  return {
    id: '1',
    platform: 'twitch',
    platformTitle: 'Twitch',
    name: 'demo_streamer',
    status: 'offline',
    active: true,
    live: false,
    tokens: [{ name: 'account', state: 'valid' }],
    streamInfo: undefined,
    profileId: undefined,
    credentials: undefined,
    ...given,
  };
}

const words = destinationStateMessages.en;
const state = (given: Partial<Destination>, projectLive: boolean, described = DESCRIBED, connect = true) =>
  destinationState(destination(given), { described, projectLive, platform: 'Twitch', connect }, words);

describe('one state per destination', () => {
  it.each`
    case                                                     | given                                                                                    | projectLive | kind              | text               | action
    ${'on air, its token outdated: on air alone'}            | ${{ status: 'live', live: true, tokens: [{ name: 'account', state: 'deprecated' }] }}    | ${true}     | ${'onAir'}        | ${'On air'}        | ${undefined}
    ${'live by status alone, where described'}               | ${{ status: 'live', live: undefined }}                                                   | ${true}     | ${'onAir'}        | ${'On air'}        | ${undefined}
    ${'token refused, switched off: sign in'}                | ${{ status: 'offline', active: false, tokens: [{ name: 'account', state: 'invalid' }] }} | ${false}    | ${'signIn'}       | ${'Signed out'}    | ${'signIn'}
    ${'token refused, in error while live: sign in'}         | ${{ status: 'error', tokens: [{ name: 'account', state: 'invalid' }] }}                  | ${true}     | ${'signIn'}       | ${'Signed out'}    | ${'signIn'}
    ${'an unused token needs nothing'}                       | ${{ status: 'busy', tokens: [{ name: 'account', state: 'unused' }] }}                    | ${true}     | ${'busy'}         | ${'Busy'}          | ${undefined}
    ${'error while live: retry'}                             | ${{ status: 'error' }}                                                                   | ${true}     | ${'error'}        | ${'Did not start'} | ${'retry'}
    ${'just added and off, nothing live: off, not starting'} | ${{ status: 'init', active: false }}                                                     | ${false}    | ${'off'}          | ${'Off'}           | ${undefined}
    ${'on, nothing live: ready'}                             | ${{ status: 'offline' }}                                                                 | ${false}    | ${'ready'}        | ${'Ready'}         | ${undefined}
    ${'on, starting while live'}                             | ${{ status: 'pending' }}                                                                 | ${true}     | ${'starting'}     | ${'Starting'}      | ${undefined}
    ${'on, live, but not reached'}                           | ${{ status: 'offline' }}                                                                 | ${true}     | ${'notStreaming'} | ${'Not streaming'} | ${undefined}
    ${'a status not described: the service word'}            | ${{ status: 'throttled' }}                                                               | ${true}     | ${'given'}        | ${'throttled'}     | ${undefined}
  `('$case', ({ given, projectLive, kind, text, action }) => {
    const result = state(given, projectLive);
    expect([result.kind, result.state, result.action, result.onAir]).toEqual([kind, text, action, kind === 'onAir']);
  });

  it('gives the reason where there is one, naming the platform to sign in to', () => {
    expect(state({ tokens: [{ name: 'account', state: 'invalid' }] }, false).reason).toBe(
      'Twitch asks you to sign in again.',
    );
    expect(state({ status: 'busy' }, true).reason).toBe(words.reasons.busy);
    expect(state({ status: 'live', live: true }, true).reason).toBeUndefined();
    expect(state({ active: false }, true).reason).toBeUndefined();
  });

  it('signing in again where its platform has no Connect here is adding it again: a way forward, never a dead end', () => {
    const signedOut = { status: 'offline', active: false, tokens: [{ name: 'account', state: 'invalid' }] };
    const here = state(signedOut, false, DESCRIBED, false);
    expect([here.kind, here.state, here.action]).toEqual(['signIn', 'Signed out', 'addAgain']);
    expect(here.reason).toBe(
      'Twitch asks you to sign in again: add it again with the server URL and stream key from Twitch, then remove this one.',
    );
    // With its Connect described, the same state's action is the sign-in.
    expect(state(signedOut, false, DESCRIBED, true).action).toBe('signIn');
    // Nothing else changes with it: a destination that works needs nothing.
    expect(state({ status: 'offline' }, false, DESCRIBED, false).action).toBeUndefined();
    expect(addAgainHref(42, 'telegram')).toBe('/projects/42/destinations?add=telegram');
  });

  it('gives words only to the statuses the description enumerates', () => {
    expect(state({ status: 'error' }, true, ['live', 'offline']).state).toBe('error');
    expect(state({ status: 'live', live: undefined }, true, []).kind).toBe('given');
  });

  it('has words for every state in every language', () => {
    for (const table of [destinationStateMessages.ru, destinationStateMessages.cn]) {
      expect(Object.keys(table.states).sort()).toEqual(Object.keys(words.states).sort());
      expect(Object.keys(table.reasons).sort()).toEqual(Object.keys(words.reasons).sort());
      expect(Object.keys(table.actions).sort()).toEqual(Object.keys(words.actions).sort());
    }
  });
});
