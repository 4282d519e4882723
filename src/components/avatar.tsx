import { useState } from 'react';
import { imageSource } from '../lib/service-description/record-picture.ts';
import './avatar.css';

/** The avatar's side in CSS pixels: fixed, so the row does not move when the picture arrives. */
const SIZE = 32;

/**
 * A record's picture beside its name (a listed project's, the signed-in account's), decorative (the name says the
 * same): loaded only from an `https:`
 * address or the page's own origin, with no referrer, after the page. The service's address goes nowhere but `src`.
 * No picture, one the dashboard does not load, a load error or a refusal by the page's policy: the label's first
 * letter in a circle instead, as text — never a broken image.
 */
export function Avatar({ picture, label }: { picture: string | undefined; label: string }) {
  const src = imageSource(picture, window.location.origin);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  if (src !== undefined && failed !== src)
    return (
      <span className="avatar">
        <img
          src={src}
          alt=""
          width={SIZE}
          height={SIZE}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(src)}
        />
      </span>
    );
  return (
    <span className="avatar avatar-initial" aria-hidden="true">
      {initial(label)}
    </span>
  );
}

/** The first letter as people read it (a whole character, not half of a surrogate pair), capitalised. */
function initial(label: string): string {
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(label.trim());
  for (const { segment } of segments) return segment.toLocaleUpperCase();
  return '';
}
