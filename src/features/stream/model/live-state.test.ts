import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/api/errors.ts';
import { type LiveFacts, type LiveReadsNow, liveStateOf, tieOf } from './live-state.ts';

// Which broadcast is live and whether it is this project's, from the live status and the live info as the cache has
// them: the one reading the status line, the live panel, the chat and the last stream share.

/** The older real kind's status: live, naming a broadcast but no project. */
const older: LiveFacts = {
  live: true,
  broadcastId: 9001,
  streamId: 5001,
  projectId: undefined,
  startedAt: '2026-11-25T10:00:00.000Z',
  state: undefined,
};

const retry = () => undefined;
const refused = new HttpError(503);

function now(status: LiveFacts | undefined, info: Partial<LiveReadsNow['info']> = {}, pending = false): LiveReadsNow {
  return {
    status: { data: status, pending, error: status ? null : refused, retry },
    info: { asked: true, answered: false, pending: false, error: null, ...info },
  };
}

describe('tieOf', () => {
  it('ties a status that names no project to this one only when the live info for its broadcast answers', () => {
    expect(tieOf(older, 42, { asked: true, answered: true, error: null })).toBe('this');
    expect(tieOf(older, 7, { asked: true, answered: false, error: new HttpError(400) })).toBe('other');
    expect(tieOf(older, 7, { asked: true, answered: false, error: new HttpError(503) })).toBe('unknown');
    expect(tieOf(older, 7, { asked: false, answered: false, error: null })).toBe('unknown');
  });

  it('never takes another project’s status for this one’s where the answer names it', () => {
    const named = { ...older, projectId: 42 };
    expect(tieOf(named, 7, { asked: true, answered: true, error: null })).toBe('other');
    expect(tieOf(named, 42, { asked: false, answered: false, error: null })).toBe('this');
  });
});

describe('liveStateOf', () => {
  it('is reading until the status has answered, and says a status that failed with a way to try again', () => {
    expect(liveStateOf(42, now(undefined, {}, true))).toEqual({ kind: 'reading' });
    expect(liveStateOf(42, now(undefined))).toEqual({ kind: 'failed', error: refused, retry });
  });

  it('is reading while the live info that would tie the status is on its way, then live with its broadcast', () => {
    expect(liveStateOf(42, now(older, { pending: true }))).toEqual({ kind: 'reading' });
    expect(liveStateOf(42, now(older, { answered: true }))).toEqual({
      kind: 'on',
      paused: false,
      startedAt: older.startedAt,
      broadcastId: 9001,
      streamId: 5001,
      state: undefined,
    });
  });

  it('never shows another project’s stream as this one’s, nor one the service does not tie to it', () => {
    expect(liveStateOf(7, now(older, { error: new HttpError(400) }))).toEqual({ kind: 'untied', streamId: 5001 });
    expect(liveStateOf(42, now(older, { asked: false }))).toEqual({ kind: 'untied', streamId: 5001 });
    expect(liveStateOf(7, now({ ...older, projectId: 42 }, { answered: true }))).toEqual({
      kind: 'untied',
      streamId: 5001,
    });
  });

  it('says paused in the service’s word, and not live when nothing is', () => {
    const paused = { ...older, projectId: 42, state: { field: 'status', value: 'paused', gloss: undefined } };
    expect(liveStateOf(42, now(paused))).toMatchObject({ kind: 'on', paused: true });
    expect(liveStateOf(42, now({ ...older, live: false, broadcastId: undefined }))).toEqual({ kind: 'off' });
  });
});
