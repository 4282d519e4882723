// A chat message is text from anyone on any platform: shown as text, with only https addresses as links (opened apart
// from the page) and every other one (http, javascript:, data:) left as inert text. Read in one pass over the words:
// no pattern that backtracks over what a viewer wrote.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** What may follow an address without being part of it: a sentence's end, a closing bracket or quote. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '}', '"', "'", '»', '”', '’', '…']);

/** The https address a word is, and what follows it; undefined when the word is no https address. */
function linkOf(word: string): { href: string; address: string; rest: string } | undefined {
  if (!word.slice(0, 8).toLowerCase().startsWith('https://')) return undefined;
  let end = word.length;
  while (end > 8 && TRAILING.has(word[end - 1]!)) end -= 1;
  const address = word.slice(0, end);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.hostname === '') return undefined;
  return { href: url.href, address, rest: word.slice(end) };
}

export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const addText = (value: string) => {
    if (value === '') return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  // Words and the spaces between them, in order (the split keeps the spaces).
  for (const piece of text.split(/(\s+)/)) {
    const link = linkOf(piece);
    if (!link) {
      addText(piece);
      continue;
    }
    parts.push({ kind: 'link', text: link.address, href: link.href });
    addText(link.rest);
  }
  return parts;
}
