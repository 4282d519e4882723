/** How many characters a person counts in a text, as JSON Schema's lengths do: a surrogate pair (an emoji) is one. */
export const characters = (text: string) => [...text].length;

/** A text longer than a field takes. */
export const tooLong = (text: string, maxLength: number | undefined) =>
  maxLength !== undefined && characters(text) > maxLength;
