import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  it('shows an https picture as a decorative image with no referrer, loaded lazily at a fixed size', () => {
    const { container } = render(<Avatar picture="https://cdn.example/a_50.png" label="Анна Петрова" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://cdn.example/a_50.png');
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['32', '32']);
    // The service's address is in `src` and nowhere else.
    expect(container.innerHTML.split('cdn.example')).toHaveLength(2);
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('shows the initial instead when the picture fails to load', () => {
    const { container } = render(<Avatar picture="https://cdn.example/a_50.png" label="анна" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('А');
  });

  it('shows the initial for an address it does not load, and for none', () => {
    for (const picture of [
      'http://cdn.example/a.png',
      'javascript:alert(1)',
      'x");background:url(https://e',
      undefined,
    ]) {
      const { container, unmount } = render(<Avatar picture={picture} label="𝒜lpha" />);
      expect(container.querySelector('img'), String(picture)).toBeNull();
      expect(container.textContent).toBe('𝒜');
      expect(container.querySelector('[style]')).toBeNull();
      unmount();
    }
  });
});
