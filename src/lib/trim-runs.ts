// Trimming a character's runs off the ends of text a link or a service controls. Not `replace(/\/+$/, '')`: on a
// long run followed by anything else, that pattern tries again from every character of the run and scans to its end
// each time, which costs the square of the run's length.

/** `text` without the runs of `character` (one UTF-16 unit) it ends with, and begins with too when `both`. */
export function trimRuns(text: string, character: string, both = false): string {
  const code = character.charCodeAt(0);
  let start = 0;
  let end = text.length;
  if (both) while (start < end && text.charCodeAt(start) === code) start += 1;
  while (end > start && text.charCodeAt(end - 1) === code) end -= 1;
  return text.slice(start, end);
}
