// Lengths of client-supplied texts as JSON Schema counts them: in characters (an emoji is one), not UTF-16 units.

export const lengthOf = (text: string): number => [...text].length;

/** Whether `text` has more than `max` characters, counted no further than that: a megabyte is not walked whole. */
export function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let count = 0;
  for (const _character of text) if (++count > max) return true;
  return false;
}
