import { useState } from 'react';
import { imageSource } from '../../lib/service-description/record-picture.ts';

/**
 * A person's picture beside their name, decorative (the name says who it is): loaded only from an address the
 * dashboard loads pictures from (imageSource), with no referrer; without one, or when it fails, the name's first
 * letter in a circle, as text.
 */
export function PersonPicture({ picture, label }: { picture: string | undefined; label: string }) {
  const src = imageSource(picture, window.location.origin);
  const [broken, setBroken] = useState<string>();
  if (src !== undefined && src !== broken)
    return (
      <img
        className="team-picture"
        src={src}
        alt=""
        width={32}
        height={32}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setBroken(src)}
      />
    );
  // The first letter as people read it: a whole character, not half of a surrogate pair.
  const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(label.trim());
  return (
    <span className="team-picture team-initial" aria-hidden="true">
      {first?.segment.toLocaleUpperCase() ?? ''}
    </span>
  );
}
