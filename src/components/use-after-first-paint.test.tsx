import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READY_WAIT_MS, useAfterFirstPaint } from './use-after-first-paint.ts';

function Probe({ commits, ready }: { commits: boolean[]; ready?: boolean }) {
  const after = useAfterFirstPaint(ready);
  commits.push(after);
  return <p>{after ? 'after' : 'first'}</p>;
}

const aFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

describe('useAfterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is false in the first commit and true once a frame has been drawn', async () => {
    const commits: boolean[] = [];
    render(<Probe commits={commits} />);
    expect(screen.getByText('first')).toBeTruthy();
    await act(aFrame);
    expect(screen.getByText('after')).toBeTruthy();
    expect(commits[0]).toBe(false);
    expect(commits.at(-1)).toBe(true);
  });

  it('waits for what the page draws first, then for the frame after it', async () => {
    const commits: boolean[] = [];
    const { rerender } = render(<Probe commits={commits} ready={false} />);
    await act(aFrame);
    await act(aFrame);
    expect(screen.getByText('first')).toBeTruthy();
    rerender(<Probe commits={commits} ready />);
    // The commit that makes it ready is not the one that mounts what waited: that comes a frame later.
    expect(commits.at(-1)).toBe(false);
    await act(aFrame);
    expect(screen.getByText('after')).toBeTruthy();
  });

  it('waits at most READY_WAIT_MS for something that never gets ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const commits: boolean[] = [];
    render(<Probe commits={commits} ready={false} />);
    await act(() => vi.advanceTimersByTimeAsync(READY_WAIT_MS - 100));
    expect(screen.getByText('first')).toBeTruthy();
    // The wait ends (a commit), then comes the frame after it, and a task after that frame.
    await act(() => vi.advanceTimersByTimeAsync(200));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('after')).toBeTruthy();
  });
});
