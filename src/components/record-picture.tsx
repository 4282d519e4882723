import { type ReactNode, useState } from 'react';
import { imageSource } from '../lib/service-description/record-picture.ts';

/**
 * A record's picture beside its name, decorative (the name says the same): loaded only from an `https:` address or
 * the page's own origin, lazily and with no referrer; the service's address goes nowhere but `src`. No picture, one
 * the dashboard does not load, or a load error: `fallback` in the frame instead, never a broken image. The frame's
 * size is fixed (its class), so nothing moves when the picture arrives.
 */
export function RecordPicture({
  address,
  width,
  height,
  className,
  fallback,
}: {
  address: string | undefined;
  /** The picture's size in CSS pixels. */
  width: number;
  height: number;
  /** The frame's class, which sizes it. */
  className: string;
  fallback: ReactNode;
}) {
  const src = imageSource(address, window.location.origin);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  return (
    <span className={className} aria-hidden="true">
      {src !== undefined && failed !== src ? (
        <img
          src={src}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(src)}
        />
      ) : (
        fallback
      )}
    </span>
  );
}
