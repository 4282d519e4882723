import { useState } from 'react';
import { imageSource } from '../../lib/service-description/record-picture.ts';

/**
 * A video's preview, beside its name (which says the same, so the picture is decorative): loaded only from an
 * `https:` address or the page's own origin, with no referrer; none, one not loaded or a load error leave the frame
 * with a mark in it. Its size is fixed, so nothing moves when it arrives.
 */
export function VideoPicture({ address }: { address: string | undefined }) {
  const src = imageSource(address, window.location.origin);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  return (
    <span className="guard-picture" aria-hidden="true">
      {src !== undefined && failed !== src ? (
        <img
          src={src}
          alt=""
          width={64}
          height={36}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(src)}
        />
      ) : (
        '▶'
      )}
    </span>
  );
}
