// A service's text as it may be shown: whitespace collapsed, cut to a sane length, every secret the client holds
// and anything shaped like a JWT blanked out. The text can be as long as the service likes, so only a window a little
// longer than what is shown is read, and every scan over it is a single pass: the cost is bounded whatever it sends.

/** The most of a service's text one message shows. */
export const SHOWN_LENGTH = 300;
/** Read past the shown length, so that a JWT beginning inside it is usually seen whole and blanked whole. */
const TOKEN_ROOM = 2048;
/** Shorter "secrets" would blank ordinary words. */
const MIN_SECRET_LENGTH = 8;
const BLANK = '[…]';

type Span = readonly [start: number, end: number];

/**
 * `message` collapsed, cut and scrubbed. `secrets` are literal strings that must never be shown, even in part:
 * the session's tokens, and anything else a caller adds to the list.
 */
export function scrubText(message: string, secrets: readonly string[]): string {
  // The text is compared collapsed, so each secret is too: one typed with a tab or two spaces is found as shown.
  const literals = [...new Set(secrets.flatMap((secret) => [secret, secret.replace(/\s+/g, ' ').trim()]))].filter(
    (secret) => secret.length >= MIN_SECRET_LENGTH,
  );
  const longest = literals.reduce((most, secret) => Math.max(most, secret.length), 0);
  const { text, cut } = collapseSpaces(message, SHOWN_LENGTH + TOKEN_ROOM + longest);
  // A secret beginning before this point ends inside the window, so it is found whole; past it, one may be cut by
  // the window's end, and nothing from there on is shown.
  const safeEnd = cut ? text.length - longest : text.length;
  const spans = [...literals.flatMap((secret) => occurrences(text, secret)), ...jwtSpans(text, cut)].sort(
    (a, b) => a[0] - b[0],
  );
  let shown = '';
  let at = 0;
  for (const [start, end] of spans) {
    if (start >= safeEnd || shown.length > SHOWN_LENGTH) break;
    if (start < at) {
      // Overlaps what is already blanked: blank on to its end.
      at = Math.max(at, end);
      continue;
    }
    shown += text.slice(at, start) + BLANK;
    at = end;
  }
  if (at < safeEnd && shown.length <= SHOWN_LENGTH) shown += text.slice(at, safeEnd);
  if (shown.length > SHOWN_LENGTH) return `${shown.slice(0, SHOWN_LENGTH)}…`;
  return cut ? `${shown}…` : shown;
}

/** Runs of whitespace as one space, trimmed, and at most `limit` characters of it; `cut` when there was more. */
function collapseSpaces(message: string, limit: number): { text: string; cut: boolean } {
  const spaces = /\s+/g;
  let text = '';
  let from = 0;
  for (;;) {
    // Finding the next space is one forward scan; nothing is ever read twice.
    const found = spaces.exec(message);
    const end = found ? found.index : message.length;
    if (end > from) text += (text === '' ? '' : ' ') + message.slice(from, Math.min(end, from + limit + 1));
    if (text.length > limit) return { text: text.slice(0, limit), cut: true };
    if (!found) return { text, cut: false };
    from = spaces.lastIndex;
  }
}

function occurrences(text: string, literal: string): Span[] {
  const spans: Span[] = [];
  for (let at = text.indexOf(literal); at !== -1; at = text.indexOf(literal, at + literal.length))
    spans.push([at, at + literal.length]);
  return spans;
}

/**
 * What the pattern `eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*` finds, in one pass: that pattern, run over text such as
 * "eyJeyJeyJ…", reads the rest of the text again at every "eyJ". When the window was cut, a token running into its
 * end may go on past it: it is blanked from its "eyJ", so not even its first half is shown.
 */
function jwtSpans(text: string, cut: boolean): Span[] {
  const spans: Span[] = [];
  let at = text.indexOf('eyJ');
  while (at !== -1) {
    const header = runEnd(text, at + 3);
    if (cut && header === text.length) return [...spans, [at, header]];
    // A later "eyJ" in the same run has a shorter header before the same character: it fails too.
    if (header - at - 3 < 4 || text[header] !== '.') {
      at = text.indexOf('eyJ', header);
      continue;
    }
    const payload = runEnd(text, header + 1);
    if (cut && payload === text.length) return [...spans, [at, payload]];
    if (payload - header - 1 < 4 || text[payload] !== '.') {
      at = text.indexOf('eyJ', header + 1);
      continue;
    }
    const signature = runEnd(text, payload + 1);
    spans.push([at, signature]);
    at = text.indexOf('eyJ', signature);
  }
  return spans;
}

/** Where the run of `[\w-]` characters starting at `from` ends. */
function runEnd(text: string, from: number): number {
  let at = from;
  while (at < text.length && isTokenCharacter(text.charCodeAt(at))) at += 1;
  return at;
}

function isTokenCharacter(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95 ||
    code === 45
  );
}
