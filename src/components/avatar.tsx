import { RecordPicture } from './record-picture.tsx';
import './avatar.css';

/** The avatar's side in CSS pixels: fixed, so the row does not move when the picture arrives. */
const SIZE = 32;

/**
 * A record's picture beside its name (a listed project's, a team member's, the signed-in account's), or the label's
 * first letter in a circle instead, as text.
 */
export function Avatar({ picture, label }: { picture: string | undefined; label: string }) {
  return <RecordPicture address={picture} width={SIZE} height={SIZE} className="avatar" fallback={initial(label)} />;
}

/** The first letter as people read it (a whole character, not half of a surrogate pair), capitalised. */
function initial(label: string): string {
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(label.trim());
  for (const { segment } of segments) return segment.toLocaleUpperCase();
  return '';
}
