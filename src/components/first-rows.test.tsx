import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, FirstRows } from './first-rows.tsx';

// What a long list costs the page is bounded: its first rows, then the rest on request, with the focus kept.

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);
const list = (shown: readonly number[]) => (
  <ul>
    {shown.map((n) => (
      <li key={n}>row {n}</li>
    ))}
  </ul>
);

describe('FirstRows', () => {
  it('draws the first rows of thousands and the rest only when asked, then moves the focus to what replaced the button', () => {
    const { container } = render(<FirstRows items={numbers(2_000)}>{list}</FirstRows>);
    expect(container.querySelectorAll('li')).toHaveLength(FIRST_ROWS);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 2,000' }));
    expect(container.querySelectorAll('li')).toHaveLength(2_000);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Showing all 2,000');
  });

  it('keeps a chosen item that is not among the first, and adds nothing to a short list', () => {
    const { unmount } = render(
      <FirstRows items={numbers(200)} keep={(n) => n === 150}>
        {list}
      </FirstRows>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_ROWS + 1);
    expect(screen.getByText('row 150')).toBeTruthy();
    unmount();
    render(<FirstRows items={numbers(FIRST_ROWS)}>{list}</FirstRows>);
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_ROWS);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
