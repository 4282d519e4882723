import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeldOrder } from './use-held-order.ts';

// A list sorted as its reads land holds still while the reader points at it or is in it with the keyboard.

function List({ sorted }: { sorted: readonly string[] }) {
  const { items, hold } = useHeldOrder(sorted, (item) => item);
  return (
    <ul aria-label="Projects" {...hold}>
      {items.map((item) => (
        <li key={item}>
          <a href={`#${item}`}>{item}</a>
        </li>
      ))}
    </ul>
  );
}

const order = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('useHeldOrder', () => {
  it('follows the sorted order until the pointer moves over it, then holds it (new rows after), and follows again once left', () => {
    const { rerender } = render(<List sorted={['a', 'b', 'c']} />);
    rerender(<List sorted={['c', 'a', 'b']} />);
    expect(order()).toEqual(['c', 'a', 'b']);

    fireEvent.pointerMove(screen.getByRole('list'));
    rerender(<List sorted={['b', 'd', 'c', 'a']} />);
    expect(order()).toEqual(['c', 'a', 'b', 'd']);

    fireEvent.pointerLeave(screen.getByRole('list'));
    expect(order()).toEqual(['b', 'd', 'c', 'a']);
  });

  it('holds while the focus is in the list, moving within it included, until it leaves', () => {
    const { rerender } = render(
      <>
        <List sorted={['a', 'b']} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const [first, second] = screen.getAllByRole('link');
    fireEvent.focus(first!);
    fireEvent.blur(first!, { relatedTarget: second });
    fireEvent.focus(second!);
    rerender(
      <>
        <List sorted={['b', 'a']} />
        <button type="button">Elsewhere</button>
      </>,
    );
    expect(order()).toEqual(['a', 'b']);

    fireEvent.blur(second!, { relatedTarget: screen.getByRole('button') });
    expect(order()).toEqual(['b', 'a']);
  });

  it('does not hold for a pointer resting where the list is drawn', () => {
    const { rerender } = render(<List sorted={['a', 'b']} />);
    fireEvent.pointerEnter(screen.getByRole('list'));
    rerender(<List sorted={['b', 'a']} />);
    expect(order()).toEqual(['b', 'a']);
  });

  it('keeps holding while the focus is in it after the pointer leaves', () => {
    const { rerender } = render(<List sorted={['a', 'b']} />);
    const list = screen.getByRole('list');
    fireEvent.pointerMove(list);
    fireEvent.focus(screen.getAllByRole('link')[0]!);
    fireEvent.pointerLeave(list);
    rerender(<List sorted={['b', 'a']} />);
    expect(order()).toEqual(['a', 'b']);
  });
});
