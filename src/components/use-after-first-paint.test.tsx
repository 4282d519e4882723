import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint.ts';

function Probe({ commits }: { commits: boolean[] }) {
  const after = useAfterFirstPaint();
  commits.push(after);
  return <p>{after ? 'after' : 'first'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false in the first commit and true once a frame has been drawn', async () => {
    const commits: boolean[] = [];
    render(<Probe commits={commits} />);
    expect(screen.getByText('first')).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    });
    expect(screen.getByText('after')).toBeTruthy();
    expect(commits[0]).toBe(false);
    expect(commits.at(-1)).toBe(true);
  });
});
